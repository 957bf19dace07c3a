# Sigh's Interactive Sudoku Solver's example puzzles that Cellwise can state, converted by tools/iss/iss.mjs
# (data/README.md); each block is titled with the name ISS gives the puzzle.

#puzzle Classic sudoku
size 9
rules sudoku
r1c1 = 5
r1c2 = 3
r1c5 = 7
r2c1 = 6
r2c4 = 1
r2c5 = 9
r2c6 = 5
r3c2 = 9
r3c3 = 8
r3c8 = 6
r4c1 = 8
r4c5 = 6
r4c9 = 3
r5c1 = 4
r5c4 = 8
r5c6 = 3
r5c9 = 1
r6c1 = 7
r6c5 = 2
r6c9 = 6
r7c2 = 6
r7c7 = 2
r7c8 = 8
r8c4 = 4
r8c5 = 1
r8c6 = 9
r8c9 = 5
r9c5 = 8
r9c8 = 7
r9c9 = 9

#puzzle Odd & even
size 9
rules sudoku
r1c6 = 7
r1c7 = 2
r1c8 = 1
r1c9 = 6
r2c9 = 5
r2c8 = 7
r2c7 = 9
r2c6 = 4
r8c1 = 2
r8c2 = 7
r8c3 = 4
r8c4 = 5
r9c1 = 9
r9c2 = 5
r9c3 = 8
r9c4 = 2
marks 2,4,6,8 r4c7
marks 2,4,6,8 r4c8
marks 2,4,6,8 r5c6
marks 2,4,6,8 r6c6
marks 2,4,6,8 r6c7
marks 2,4,6,8 r6c8
marks 2,4,6,8 r7c6
marks 2,4,6,8 r8c7
marks 2,4,6,8 r8c8
marks 1,3,5,7,9 r2c3
marks 1,3,5,7,9 r3c2
marks 1,3,5,7,9 r4c4
marks 1,3,5,7,9 r4c2
marks 1,3,5,7,9 r5c4
marks 1,3,5,7,9 r5c2
marks 1,3,5,7,9 r3c4
marks 1,3,5,7,9 r6c3

#puzzle Pencilmark sudoku
size 9
rules sudoku
marks 1,2 r1c1
marks 1,2,9 r2c2
marks 1,3 r2c4
marks 1,4,6 r1c5
marks 8,9 r2c5
marks 2,3 r4c2
marks 7,9 r5c2
marks 2,3 r9c1
marks 8,9 r7c3
marks 1,2,3,8,9 r8c3
marks 6,7 r6c3
marks 5,6,9 r3c3
marks 3,4,5 r4c4
marks 4,9 r4c5
marks 6,7,8 r5c5
marks 1,2 r8c5
marks 4,6 r7c4
marks 5,6 r9c5
marks 6,9 r1c6
marks 5,7 r3c6
marks 6,9 r4c6
marks 1,4,7 r6c6
marks 1,8 r8c6
marks 3,4,5 r9c9
marks 2,8,9 r8c8
marks 6,7,8 r7c7
marks 4,8 r6c8
marks 4,6 r5c9
marks 5,6 r4c7
marks 7,9 r3c7
marks 1,2,3,5,8,9 r2c8
marks 1,9 r1c8
marks 1,3 r1c9

#puzzle Thermo
size 9
rules sudoku
r1c2 = 4
r1c8 = 1
r2c1 = 2
r2c9 = 6
r8c1 = 9
r8c9 = 2
r9c2 = 1
r9c8 = 9
thermo r9c4 r8c3 r7c2 r6c1 r5c2 r4c3
thermo r4c1 r3c2 r2c3 r1c4 r2c5 r3c6
thermo r1c6 r2c7 r3c8 r4c9 r5c8 r6c7
thermo r6c9 r7c8 r8c7 r9c6 r8c5 r7c4

#puzzle German Whispers
size 9
rules sudoku
r1c5 = 1
r2c2 = 5
r5c1 = 6
r5c9 = 9
r7c3 = 3
r8c8 = 3
r9c1 = 5
r9c5 = 3
whispers 5 r8c1 r7c1 r7c2 r8c3 r9c3 r9c2
whispers 5 r9c6 r8c7 r7c7 r7c8 r6c9 r5c8
whispers 5 r6c3 r5c2 r4c3 r3c4 r2c5 r1c6 r1c7 r2c8 r3c8 r4c7 r5c6 r6c6 r7c6 r8c5 r7c4
whispers 5 r4c5 r4c6 r3c7

#puzzle Elementary
size 9
rules sudoku
r1c3 = 6
r4c4 = 3
r7c1 = 4
r9c9 = 2
r4c8 = 4
white r8c9 r9c9
white r7c9 r7c8
white r8c4 r8c5
white r5c2 r5c1
white r5c2 r6c2
white r6c6 r6c5
white r5c8 r5c7
white r2c4 r2c5
white r2c2 r2c1
whispers 6 r1c2 r2c2 r3c2
whispers 6 r2c1 r3c2 r4c3
whispers 6 r2c3 r3c2 r4c1
whispers 4 r7c2 r8c2 r9c2
whispers 4 r8c1 r8c2 r8c3
whispers 4 r9c1 r9c2 r9c3
whispers 2 r9c7 r9c8 r8c8 r7c8 r6c8
whispers 2 r7c7 r7c8 r8c9
whispers 2 r8c7 r7c8 r6c9
whispers 4 r4c7 r3c8 r4c9
whispers 4 r3c8 r2c8 r1c8
whispers 4 r1c7 r1c8 r1c9
whispers 4 r2c7 r2c8 r2c9
whispers 3 r4c5 r5c5 r6c5 r7c5
whispers 3 r5c4 r5c5 r5c6
whispers 3 r6c4 r5c5 r6c6

#puzzle 'Leven
size 9
rules sudoku
r3c7 = 1
renban r4c8 r4c9 r5c9 r6c9
renban r7c9 r8c9 r9c9 r9c8
renban r6c7 r7c7 r8c7 r8c6
renban r2c6 r1c6 r1c5 r1c4
renban r2c1 r1c1 r1c2 r1c3
renban r2c3 r2c4 r3c4 r4c4
renban r5c5 r5c6 r6c6 r7c6
renban r5c4 r5c3 r6c3 r7c3
renban r3c1 r4c1 r5c1 r5c2
renban r7c1 r8c1 r9c1 r9c2
renban r7c4 r8c4 r9c4 r9c3
black r2c9 r3c9
black r1c7 r1c8
black r3c6 r3c5
black r4c7 r5c7

#puzzle Sudoku Variants Series (173) - Between Lines Sudoku
size 9
rules sudoku
r1c2 = 9
r2c1 = 2
r2c7 = 1
r4c3 = 6
r4c5 = 7
r4c8 = 5
r5c2 = 3
r5c8 = 8
r6c5 = 5
r6c7 = 2
r8c3 = 9
r8c9 = 8
r9c8 = 1
between r9c5 r8c6 r7c7 r6c8 r5c9
between r9c3 r8c4 r7c5 r6c6 r5c7 r4c8 r3c9
between r1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1
between r5c1 r4c2 r3c3 r2c4 r1c5
between r7c1 r6c2 r5c3 r4c4 r3c5 r2c6 r1c7

#puzzle Lockout Lines (DSM 23 Quali Training)
size 9
rules sudoku
r3c1 = 2
r3c9 = 8
r5c4 = 5
r6c1 = 3
r9c7 = 9
r9c2 = 1
lockout r1c2 r2c2 r3c2 r4c2
lockout r4c2 r3c3 r2c3 r1c2
lockout r2c5 r2c4 r3c4 r3c5 r4c5 r4c4
lockout r4c6 r3c6 r2c6 r1c6 r2c7 r1c8 r2c8 r3c8 r4c8
lockout r6c3 r6c4 r7c4 r7c3 r8c3 r8c4
lockout r8c5 r8c6 r8c7 r7c6 r6c7 r6c6 r6c5

#puzzle Sudoku Variants Series (013) - Palindrome Sudoku
size 9
rules sudoku
r1c1 = 6
r1c9 = 5
r2c3 = 8
r2c5 = 5
r2c7 = 9
r4c1 = 8
r4c5 = 1
r4c9 = 3
r5c5 = 4
r6c5 = 2
r8c1 = 9
r8c3 = 7
r8c7 = 8
r8c9 = 2
r9c2 = 5
r9c8 = 6
palindrome r7c1 r6c2 r5c1 r4c2 r3c3 r2c4 r1c5 r2c6 r1c7
palindrome r9c3 r8c4 r9c5 r8c6 r7c7 r6c8 r5c9 r4c8 r3c9
palindrome r7c4 r7c5 r7c6 r6c7 r5c7 r4c7
palindrome r3c6 r3c5 r3c4 r4c3 r5c3 r6c3

#puzzle The Zip that Zips the Zips
size 9
rules sudoku
zipper r1c2 r1c1 r2c1 r2c2 r3c2 r3c1 r4c1 r5c1 r4c2
zipper r2c3 r1c3 r1c4 r2c4 r3c4
zipper r2c6 r3c5 r3c6 r2c7 r1c6 r1c5
zipper r9c3 r8c2 r7c1 r6c1 r5c2 r4c3 r4c4 r5c4 r6c3
zipper r8c3 r7c3 r6c4 r6c5 r5c5 r4c5 r4c6 r5c6 r6c6 r6c7 r6c8 r6c9
zipper r5c7 r5c8 r4c7 r3c7 r2c8
zipper r7c5 r7c6 r8c6 r8c7 r7c7 r7c8 r7c9 r8c9 r9c9 r9c8 r9c7 r9c6 r9c5 r8c5

#puzzle Raw Spaghetti
size 9
rules sudoku
region-sum r1c2 r2c2 r3c2 | r4c2 r5c2
region-sum r1c3 | r2c4 r3c5
region-sum r6c1 | r7c1 r8c1
region-sum r7c2 | r6c3 | r5c4 r4c5 | r3c6 | r2c7 r1c8
region-sum r2c8 r3c7 | r4c6 r5c5 r6c4 | r7c3 r8c2
region-sum r3c8 | r4c7 | r5c6 r6c5 | r7c4 | r8c3 r9c2
region-sum r3c9 | r4c8 r5c7 | r6c6 | r7c5 r8c4 | r9c3
region-sum r5c9 r6c8 | r7c7 | r8c6 r9c5

#puzzle 10 Lines
size 9
rules sudoku
sum-line 10 r1c3 r1c2 r1c1 r2c1 r3c1
sum-line 10 r3c4 r3c3 r3c2 r2c2 r2c3 r1c4
sum-line 10 r1c5 r1c6 r2c6 r3c6
sum-line 10 r1c7 r2c7 r3c7 r3c8 r3c9
sum-line 10 r4c4 r3c5 r4c6 r5c7
sum-line 10 r7c1 r6c1 r6c2 r6c3
sum-line 10 r8c2 r7c2 r7c3 r7c4
sum-line 10 r6c6 r7c5 r8c4 r9c3
sum-line 10 r9c5 r9c6 r8c6 r7c6
sum-line 10 r8c7 r7c8 r7c9 r6c8 r6c7
sum-line 10 r4c5 r5c6 r6c5 r5c4 loop

#puzzle Modular Lines 1
size 9
rules sudoku
modular r2c5 r2c4 r2c3 r2c2 r3c2 r4c2 r5c2
modular r7c1 r8c1 r8c2 r7c2
modular r4c3 r5c3 r6c3 r7c3 r8c3 r9c3 r9c2
modular r6c4 r5c4 r4c4 r4c5 r4c6 r5c6 r6c6
modular r5c8 r6c8 r7c8 r8c8 r8c7 r8c6 r8c5
modular r3c8 r2c8 r2c9 r3c9
modular r1c9 r1c8 r1c7 r2c7 r3c7 r4c7 r5c7 r6c7
cage 21 r1c1 r1c2 r2c2 r2c1
cage 22 r4c1 r5c1 r6c1
cage 3 r4c4 r4c3
cage 3 r6c3 r6c4
cage 10 r6c5 r7c5 r8c5
cage 22 r2c5 r3c5 r4c5
cage 7 r4c6 r4c7
cage 8 r6c6 r6c7
cage 15 r4c9 r5c9 r6c9
cage 13 r8c8 r8c9 r9c9 r9c8

#puzzle Entropic connections
size 9
rules sudoku
relation rel 1:3 2:6 3:1,9 6:2 9:3
cage 9 r1c1 r2c1
cage 20 r2c3 r3c3 r3c2
cage 12 r1c9 r1c8
cage 15 r2c7 r3c7 r3c8
cage 20 r7c2 r7c3 r8c3
cage 10 r9c1 r9c2
cage 9 r8c9 r9c9
cage 18 r7c8 r7c7 r8c7
whispers 5 r9c1 r8c2 r7c3
whispers 5 r4c2 r5c3 r6c2
whispers 5 r1c1 r2c2 r3c3
whispers 5 r7c7 r8c8 r9c9
entropic r3c1 r4c1 r5c1 r6c1 r7c1 r8c1
entropic r1c2 r1c3 r1c4 r1c5 r1c6 r1c7
entropic r2c9 r3c9 r4c9 r5c9 r6c9
entropic r9c8 r9c7 r9c6 r9c5 r9c4 r9c3 r9c2
entropic r6c8 r5c7 r4c6 r3c5 r2c4 r3c4 r4c4 r5c5 r6c4 r7c4 r8c4
pairs rel r2c6 r3c6

#puzzle 159 Sudoku
size 9
rules sudoku
r2c2 = 4
r2c3 = 9
r2c4 = 7
r1c6 = 3
r1c8 = 5
r3c6 = 5
r3c7 = 1
r3c8 = 2
r4c2 = 2
r4c4 = 6
r5c3 = 7
r7c2 = 6
r7c3 = 3
r7c4 = 8
r6c6 = 8
r5c7 = 8
r6c8 = 6
r8c6 = 9
r8c7 = 5
r8c8 = 3
r9c2 = 7
r9c4 = 2
column-indexer r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1 r1c5 r2c5 r3c5 r4c5 r5c5 r6c5 r7c5 r8c5 r9c5 r1c9 r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9 r9c9

#puzzle Slingshot sudoku
size 9
rules sudoku
r2c4 = 3
r2c2 = 5
r3c3 = 6
r4c3 = 9
r6c3 = 1
r8c2 = 8
r9c1 = 2
r9c9 = 8
r8c8 = 1
r6c7 = 3
r4c7 = 2
r3c7 = 8
r2c8 = 2
r2c6 = 1
value-indexing r1c4 r2c4 r2c3 r2c2 r2c1
value-indexing r1c6 r2c6 r2c7 r2c8 r2c9
value-indexing r6c9 r7c9 r7c8 r7c7 r7c6 r7c5 r7c4 r7c3 r7c2 r7c1
value-indexing r5c7 r5c8 r6c8 r7c8 r8c8 r9c8
value-indexing r4c7 r4c6 r5c6 r6c6 r7c6 r8c6 r9c6
value-indexing r4c3 r4c4 r5c4 r6c4 r7c4 r8c4 r9c4
value-indexing r5c3 r5c2 r6c2 r7c2 r8c2 r9c2
value-indexing r6c1 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
v r7c8 r7c9
v r7c1 r7c2
v r4c5 r5c5
x r5c5 r6c5
x r4c6 r5c6
x r4c4 r5c4
x r2c5 r3c5
x r1c6 r1c7
x r1c9 r1c8
x r1c4 r1c3
x r1c2 r1c1

#puzzle Killer
size 9
rules sudoku
cage 3 r1c1 r1c2
cage 15 r1c3 r1c4 r1c5
cage 25 r2c1 r2c2 r3c1 r3c2
cage 17 r2c3 r2c4
cage 9 r3c3 r3c4 r4c4
cage 22 r1c6 r2c5 r2c6 r3c5
cage 4 r1c7 r2c7
cage 16 r1c8 r2c8
cage 15 r1c9 r2c9 r3c9 r4c9
cage 20 r3c7 r3c8 r4c7
cage 8 r3c6 r4c6 r5c6
cage 17 r4c5 r5c5 r6c5
cage 20 r5c4 r6c4 r7c4
cage 14 r4c2 r4c3
cage 6 r4c1 r5c1
cage 13 r5c2 r5c3 r6c2
cage 6 r6c3 r7c2 r7c3
cage 17 r4c8 r5c7 r5c8
cage 27 r6c1 r7c1 r8c1 r9c1
cage 8 r8c2 r9c2
cage 16 r8c3 r9c3
cage 10 r7c5 r8c4 r8c5 r9c4
cage 12 r5c9 r6c9
cage 6 r6c7 r6c8
cage 20 r6c6 r7c6 r7c7
cage 15 r8c6 r8c7
cage 14 r7c8 r7c9 r8c8 r8c9
cage 13 r9c5 r9c6 r9c7
cage 17 r9c8 r9c9

#puzzle Killing with flowers
size 9
rules sudoku
cage 28 r1c1 r1c2 r2c2 r2c3 r2c4
cage 19 r1c3 r1c4 r1c5 r2c5 r2c6
cage 24 r1c6 r1c7 r1c8 r2c7
cage 20 r1c9 r2c8 r2c9 r3c8 r4c8
cage 19 r2c1 r3c1 r3c2 r4c1
cage 23 r3c3 r3c4 r3c5 r3c6 r4c3
cage 19 r3c7 r4c5 r4c6 r4c7 r5c7
cage 26 r3c9 r4c9 r5c8 r5c9 r6c8
cage 28 r4c2 r5c1 r5c2 r6c1 r7c1
cage 24 r4c4 r5c4 r5c5 r5c6 r6c6
cage 32 r5c3 r6c3 r6c4 r6c5 r7c3
cage 24 r6c2 r7c2 r8c1 r8c2 r9c1
cage 29 r6c7 r7c4 r7c5 r7c6 r7c7
cage 19 r6c9 r7c8 r7c9 r8c9
cage 22 r8c3 r9c2 r9c3 r9c4
cage 21 r8c4 r8c5 r9c5 r9c6 r9c7
cage 28 r8c6 r8c7 r8c8 r9c8 r9c9

#puzzle Normal Lunchbox
size 9
rules sudoku
lunchbox 11 r1c2 r1c1 r2c1 r3c1 r4c1
lunchbox 7 r1c3 r1c4 r1c5 r1c6 r1c7
lunchbox 4 r1c9 r2c9 r2c8 r3c8 r4c8
lunchbox 8 r2c7 r2c6 r3c6 r4c6 r5c6
lunchbox 23 r2c4 r2c3 r3c3 r3c2 r4c2 r5c2
lunchbox 0 r6c1 r7c1 r7c2 r8c2
lunchbox 0 r8c4 r8c3 r9c3
lunchbox 7 r9c6 r9c5 r8c5 r7c5 r7c6 r7c7 r6c7 r6c8
lunchbox 2 r5c7 r5c8 r5c9
lunchbox 14 r6c2 r6c3 r6c4 r5c4
lunchbox 17 r3c5 r4c5 r5c5 r6c5 r6c6

#puzzle Equality cages
size 9
rules sudoku
r3c2 = 4
r3c8 = 7
equality-cage r1c1 r1c2 r2c2 r2c1
equality-cage r3c2 r3c3
equality-cage r4c2 r4c3 r5c3 r5c2
equality-cage r9c2 r9c3 r8c3 r8c4
equality-cage r4c4 r4c5 r5c5 r5c6
equality-cage r3c4 r3c5 r3c6 r3c7
equality-cage r2c6 r2c7 r2c8 r2c9
equality-cage r3c8 r3c9
equality-cage r6c9 r7c9
equality-cage r7c7 r7c8 r8c8 r8c7
black r4c1 r4c2
black r8c1 r9c1
black r7c6 r8c6
black r8c6 r8c7
black r6c6 r6c7
black r9c3 r9c2
black r8c5 r9c5
white r8c1 r8c2
white r1c7 r1c6
white r7c7 r7c8
v r2c7 r2c8
v r2c2 r2c1
v r8c3 r9c3

#puzzle 6x6: Rellik cages
size 6
rules sudoku
rellik 5 r1c3 r2c3 r2c2
rellik 9 r1c2 r1c1 r2c1
rellik 6 r1c4 r2c4 r2c5
rellik 4 r3c3 r3c4
rellik 4 r4c3 r5c3 r6c3 r5c2
rellik 7 r5c1 r6c1 r6c2
rellik 5 r6c4 r6c5 r6c6
rellik 3 r5c4 r5c5 r5c6 r4c6
rellik 8 r1c5 r1c6 r2c6 r3c6

#puzzle Neighbor Sums
size 9
rules sudoku
sum 3 r1c5 r1c6
sum 4 r2c6 r1c6
sum 5 r2c7 r2c6
sum 3 r3c7 r2c7
sum 4 r3c8 r3c7
sum 5 r4c8 r3c8
sum 3 r4c9 r4c8
sum 4 r5c9 r4c9
sum 5 r6c1 r5c1
sum 7 r6c1 r6c2
sum 6 r6c2 r7c2
sum 5 r7c3 r7c2
sum 7 r8c3 r7c3
sum 6 r8c4 r8c3
sum 5 r8c4 r9c4
sum 7 r9c5 r9c4
sum 10 r2c4 r3c4
sum 11 r3c4 r3c5
sum 10 r4c5 r3c5
sum 11 r4c5 r4c6
sum 12 r4c6 r5c6
sum 10 r5c7 r5c6
sum 11 r6c7 r5c7
sum 12 r6c8 r6c7
sum 15 r6c4 r6c5
sum 14 r6c5 r7c5
sum 14 r5c4 r6c4
sum 13 r5c3 r5c4
sum 15 r7c6 r7c5
sum 13 r8c6 r7c6
sum 14 r4c3 r5c3
sum 15 r4c3 r4c2
sum 13 r6c9 r7c9
sum 9 r7c8 r7c9
sum 5 r7c8 r8c8
sum 4 r8c8 r8c7
sum 11 r9c7 r8c7
sum 17 r9c6 r9c7
sum 13 r3c1 r4c1
sum 14 r3c2 r3c1
sum 11 r2c2 r3c2
sum 12 r2c2 r2c3
sum 16 r1c3 r2c3
sum 17 r1c4 r1c3

#puzzle Arrow
size 9
rules sudoku
r1c2 = 6
r1c9 = 9
r2c1 = 9
r8c9 = 3
r9c1 = 4
r9c8 = 7
arrow r1c5 : r2c4 r3c3 r4c2 r5c1
arrow r3c7 : r2c6 r3c5 r4c4 r5c3
arrow r6c2 : r7c3 r6c4 r5c5 r4c6
arrow r7c4 : r7c5 r7c6
arrow r6c7 : r5c7 r4c7
arrow r5c9 : r6c8 r7c7 r8c6 r9c5

#puzzle Double arrow
size 9
rules sudoku
r9c1 = 3
r4c1 = 1
r4c4 = 5
r3c2 = 2
r2c3 = 3
r1c4 = 4
r1c7 = 8
r2c6 = 7
r3c5 = 6
r6c6 = 9
r6c9 = 1
r7c5 = 8
r8c4 = 7
r9c3 = 6
r9c6 = 4
r8c7 = 4
r7c8 = 1
double-arrow r1c4 r1c5 r1c6 r1c7
double-arrow r2c3 r2c4 r2c5 r2c6
double-arrow r3c2 r3c3 r3c4 r3c5
double-arrow r4c1 r4c2 r4c3 r4c4
double-arrow r4c5 r5c5 r6c5
double-arrow r6c6 r6c7 r6c8 r6c9
double-arrow r7c5 r7c6 r7c7 r7c8
double-arrow r8c4 r8c5 r8c6 r8c7
double-arrow r9c3 r9c4 r9c5 r9c6

#puzzle Pill Arrow Sudoku
size 9
rules sudoku
arrow r1c2 r1c3 : r1c1 r2c1 r3c1
arrow r1c7 r1c8 : r1c6 r1c5 r1c4
arrow r2c6 r2c7 : r2c5 r2c4 r2c3
arrow r4c1 r5c1 : r6c1 r7c1 r8c1
arrow r3c2 r4c2 : r5c2 r6c2 r7c2
arrow r9c1 r9c2 : r9c3 r9c4 r9c5
arrow r4c9 r5c9 : r3c9 r2c9 r1c9
arrow r8c6 r9c6 : r9c7 r9c8 r9c9
arrow r3c3 : r4c4 r5c5
arrow r7c3 : r6c4 r5c5 r4c6
arrow r3c8 : r4c7

#puzzle Magic square
size 9
rules sudoku anti-knight diagonal-up diagonal-down
r4c1 = 3
r4c2 = 8
r4c3 = 4
r9c9 = 2
equal-sum r4c4 r4c5 r4c6 | r5c4 r5c5 r5c6 | r6c4 r6c5 r6c6 | r4c4 r5c4 r6c4 | r4c5 r5c5 r6c5 | r4c6 r5c6 r6c6 | r4c4 r5c5 r6c6 | r4c6 r5c5 r6c4

#puzzle Look-and-Say Killer
size 9
rules sudoku
look-and-say 1617 r3c1 r2c1 r1c1
look-and-say 1324 r1c3 r2c3 r2c4 r1c4
look-and-say 11 r1c7 r1c8
look-and-say 1913 r2c9 r2c8 r3c8 r3c7 r3c6
look-and-say 3518 r3c9 r4c9 r5c9 r5c8 r5c7 r6c7 r6c6
look-and-say 1112 r7c9 r7c8 r8c8 r8c7 r9c7
look-and-say 2311 r7c4 r8c4 r8c3 r8c2 r7c2
look-and-say 26 r7c5 r6c5 r6c4 r5c4
look-and-say 2113 r6c2 r6c1 r7c1
look-and-say 28 r7c7 r7c6 r8c6 r9c6
look-and-say 1422 r5c5 r4c5 r4c4 r4c3
look-and-say 39 r5c1 r6c2 r7c3 r8c4 r9c5
look-and-say 26 r6c9 r7c8 r8c7 r9c6

#puzzle Quadruple X
size 9
rules sudoku diagonal-up diagonal-down
quadruple 1,4,6,7 r1c1 r1c2 r2c1 r2c2
quadruple 2,3 r5c1 r5c2 r6c1 r6c2
quadruple 1,2 r6c1 r6c2 r7c1 r7c2
quadruple 1,2,4,8 r3c3 r3c4 r4c3 r4c4
quadruple 3,5,8,9 r6c3 r6c4 r7c3 r7c4
quadruple 6,7 r2c4 r2c5 r3c4 r3c5
quadruple 3,6 r7c5 r7c6 r8c5 r8c6
quadruple 4,5,8,9 r3c6 r3c7 r4c6 r4c7
quadruple 2,3,6,7 r6c6 r6c7 r7c6 r7c7
quadruple 1,2 r3c8 r3c9 r4c8 r4c9
quadruple 1,5 r4c8 r4c9 r5c8 r5c9
quadruple 2,3,4,5 r8c8 r8c9 r9c8 r9c9

#puzzle Clockwork
size 9
rules sudoku
r1c5 = 1
r2c8 = 2
r2c2 = 8
r5c9 = 3
r5c1 = 7
r8c2 = 6
r9c5 = 5
r7c3 = 8
r6c5 = 9
r7c7 = 2
r8c6 = 1
r8c8 = 4
counting-circles r1c1 r1c5 r1c9 r2c7 r2c3 r3c2 r3c8 r4c6 r4c7 r4c4 r5c1 r5c2 r6c3 r6c4 r6c6 r7c8 r8c7 r9c9 r9c5 r7c2 r8c3 r9c1 r5c8

#puzzle XV Kropki Sudoku
size 9
rules sudoku
x r2c1 r2c2
x r3c1 r3c2
x r1c8 r1c7
x r2c7 r2c8
x r7c8 r8c8
x r7c9 r8c9
x r8c3 r9c3
x r8c2 r9c2
x r5c4 r5c5
v r8c2 r8c3
v r8c8 r8c9
v r2c1 r3c1
v r1c7 r2c7
black r2c5 r2c6
black r4c6 r5c6
black r5c6 r6c6
black r3c1 r4c1
white r3c3 r3c2
white r4c3 r5c3
white r8c4 r8c5
white r8c6 r8c7
white r5c2 r6c2

#puzzle Merry X/V-mas
size 9
rules sudoku
negative xv
whispers 5 r1c1 r2c2 r3c3
whispers 5 r3c1 r2c2 r1c3
whispers 5 r6c2 r5c2 r4c2 r5c3 r4c4 r5c4 r6c4
whispers 5 r6c7 r5c7 r6c6 r5c5 r4c6
whispers 5 r4c6 r5c7
whispers 5 r6c9 r6c8 r7c8 r8c9 r9c8 r8c7
whispers 5 r1c5 r2c6 r3c7 r2c7 r1c8

#puzzle Fortress
size 9
rules sudoku
r1c1 = 4
r1c4 = 1
r1c6 = 2
r3c6 = 4
r3c4 = 3
r4c3 = 8
r6c1 = 7
r7c4 = 6
r7c6 = 7
r9c6 = 9
r9c4 = 8
r9c9 = 2
r6c9 = 3
r4c7 = 1
r3c7 = 7
r1c8 > r1c7
r1c8 > r1c9
r1c8 > r2c8
r2c5 > r2c4
r2c5 > r2c6
r2c5 > r1c5
r2c5 > r3c5
r5c8 > r5c7
r5c8 > r5c9
r5c8 > r4c8
r5c8 > r6c8
r4c5 > r4c4
r4c5 > r4c6
r4c5 > r3c5
r4c5 > r5c5
r6c5 > r6c4
r6c5 > r6c6
r6c5 > r5c5
r6c5 > r7c5
r8c5 > r8c4
r8c5 > r8c6
r8c5 > r7c5
r8c5 > r9c5
r9c2 > r9c1
r9c2 > r9c3
r9c2 > r8c2
r5c2 > r5c1
r5c2 > r5c3
r5c2 > r4c2
r5c2 > r6c2
r4c1 > r4c2
r4c1 > r3c1
r4c1 > r5c1

#puzzle Dutch Flat Mates (Kropki)
size 9
rules sudoku dutch-flatmates
black r5c1 r6c1
black r6c1 r7c1
black r7c1 r8c1
black r4c2 r4c3
black r2c5 r3c5
black r3c7 r4c7
black r4c8 r4c9
black r5c9 r6c9
black r6c9 r7c9
black r7c9 r8c9
black r7c7 r7c8
white r8c7 r9c7
white r9c5 r9c4
white r9c3 r9c4
white r5c3 r6c3
white r5c1 r5c2
white r4c4 r4c5
white r2c2 r3c2
white r1c3 r1c4
white r1c7 r1c8
white r1c8 r1c9

#puzzle Little Killer Sudoku
size 9
rules sudoku
r3c2 = 5
r3c7 = 2
r5c4 = 3
r5c5 = 7
little-killer 22 r0c0 DR
little-killer 28 r1c0 DR
little-killer 26 r2c0 DR
little-killer 23 r0c6 DL
little-killer 34 r0c8 DL
little-killer 40 r0c9 DL
little-killer 42 r0c10 DL

#puzzle The Barbed Cross
size 9
rules sudoku offset
little-killer 62 r0c10 DL
little-killer 33 r0c0 DR
little-killer 12 r0c4 DL
little-killer 14 r4c10 UL
little-killer 21 r10c6 UR
little-killer 36 r10c4 UR
little-killer 8 r6c0 DR
little-killer 9 r0c3 DL

#puzzle Between 1 and 9 Sudoku
size 9
rules sudoku
r3c3 = 1
r5c5 = 5
r7c7 = 9
sandwich 8 r0c1
sandwich 4 r0c2
sandwich 17 r0c3
sandwich 35 r0c4
sandwich 14 r0c5
sandwich 13 r0c6
sandwich 3 r0c7
sandwich 10 r0c8
sandwich 25 r0c9
sandwich 4 r1c0
sandwich 33 r2c0
sandwich 20 r3c0
sandwich 17 r4c0
sandwich 26 r5c0
sandwich 10 r6c0
sandwich 16 r7c0
sandwich 24 r8c0
sandwich 0 r9c0

#puzzle Skyscraper
size 9
rules sudoku
r1c1 = 1
r1c6 = 2
r1c9 = 8
r3c1 = 3
r3c4 = 6
r3c7 = 4
r5c1 = 5
r5c3 = 2
r5c6 = 3
r7c1 = 7
r7c4 = 8
r7c7 = 2
r9c9 = 6
r9c6 = 4
r9c1 = 9
skyscraper 5 r0c5
skyscraper 2 r2c0
skyscraper 4 r4c0
skyscraper 6 r6c0
skyscraper 8 r8c0

#puzzle X-Sum
size 9
rules sudoku
x-sum 27 r0c2
x-sum 27 r10c2
x-sum 11 r0c4
x-sum 11 r10c4
x-sum 21 r0c6
x-sum 16 r0c7
x-sum 16 r10c7
x-sum 8 r2c0
x-sum 8 r2c10
x-sum 17 r4c0
x-sum 17 r4c10
x-sum 30 r6c0
x-sum 30 r6c10
x-sum 28 r8c0
x-sum 28 r8c10

#puzzle DSM 2023 Leftover: Full Rank Sudoku
size 9
rules sudoku
full-rank 26 r0c2
full-rank 32 r0c4
full-rank 6 r0c6
full-rank 35 r0c8
full-rank 17 r1c0
full-rank 13 r3c0
full-rank 10 r5c0
full-rank 21 r7c0
full-rank 12 r10c3
full-rank 19 r10c5
full-rank 2 r10c7
full-rank 14 r10c9
full-rank 23 r8c10
full-rank 20 r6c10
full-rank 34 r4c10
full-rank 11 r2c10

#puzzle 6x6: Numbered rooms
size 6
rules sudoku
numbered-room 1 r0c1
numbered-room 6 r7c1
numbered-room 1 r1c0
numbered-room 6 r1c7
numbered-room 6 r0c2
numbered-room 1 r7c2
numbered-room 1 r0c3
numbered-room 3 r7c3
numbered-room 6 r0c4
numbered-room 6 r7c4
numbered-room 3 r0c5
numbered-room 1 r7c5
numbered-room 3 r0c6
numbered-room 6 r7c6
numbered-room 3 r2c0
numbered-room 1 r2c7
numbered-room 3 r4c0
numbered-room 6 r4c7
numbered-room 3 r5c0
numbered-room 1 r5c7
numbered-room 3 r6c0
numbered-room 6 r6c7
numbered-room 1 r3c0
numbered-room 3 r3c7

#puzzle Sudoku X
size 9
rules sudoku diagonal-up diagonal-down
r1c3 = 1
r1c7 = 2
r2c3 = 2
r2c4 = 3
r2c9 = 4
r3c1 = 4
r4c1 = 5
r4c3 = 3
r4c8 = 6
r5c2 = 1
r5c9 = 5
r6c3 = 6
r7c5 = 7
r7c6 = 8
r8c5 = 9
r9c2 = 7
r9c6 = 1
r9c8 = 9

#puzzle X-Windoku
size 9
rules sudoku diagonal-up diagonal-down
r1c8 = 1
r2c5 = 2
r2c9 = 3
r4c1 = 4
r4c6 = 3
r5c5 = 5
r5c9 = 6
r6c5 = 1
r7c6 = 7
r7c7 = 8
r8c5 = 6
r9c5 = 3
r9c6 = 2
extra-region r2c2 r3c2 r4c2 r2c3 r3c3 r4c3 r2c4 r3c4 r4c4
extra-region r6c2 r7c2 r8c2 r6c3 r7c3 r8c3 r6c4 r7c4 r8c4
extra-region r2c6 r3c6 r4c6 r2c7 r3c7 r4c7 r2c8 r3c8 r4c8
extra-region r6c6 r7c6 r8c6 r6c7 r7c7 r8c7 r6c8 r7c8 r8c8

#puzzle I just like colours
size 9
rules sudoku anti-king anti-knight non-consecutive
black r2c2 r2c3
black r3c5 r3c6
black r1c8 r1c9
black r2c7 r3c7
black r4c5 r5c5
black r5c3 r5c4
black r1c4 r2c4
black r6c1 r7c1
black r7c1 r7c2
black r8c4 r8c5
black r7c6 r8c6
black r6c6 r6c7
black r5c8 r6c8
black r3c9 r4c9
black r8c9 r9c9
black r9c7 r9c8
negative white 1
negative black 2

#puzzle Anti-Taxi Sudoku X
size 9
rules sudoku diagonal-up diagonal-down self-taxicab
r1c1 = 2
r2c1 = 3
r1c3 = 4
r2c3 = 1
r4c4 = 1
r5c2 = 2
r5c1 = 4
r7c1 = 6
r7c3 = 9
r9c2 = 4
r9c5 = 3
r8c6 = 4
r6c6 = 9
r1c6 = 1
r1c5 = 8
r2c5 = 9
r4c8 = 8
r7c9 = 7

#puzzle [New Constraint] Entropy Sudoku
size 9
rules sudoku global-entropy
r1c1 = 8
r1c9 = 7
r3c4 = 9
r3c6 = 5
r4c6 = 8
r4c4 = 6
r4c3 = 5
r6c3 = 6
r6c4 = 1
r7c4 = 7
r7c6 = 3
r6c6 = 9
r6c7 = 4
r4c7 = 9
r9c9 = 4
r9c1 = 2

#puzzle Global mod 3
size 9
rules sudoku global-mod
cage 15 r1c1 r1c2
cage 6 r1c4 r2c4
cage 7 r3c1 r4c1
cage 12 r8c6 r9c6
cage 8 r8c7 r8c8
x r1c7 r2c7
x r5c4 r6c4
x r5c5 r6c5
x r8c3 r9c3
v r4c4 r4c5
v r5c7 r6c7

#puzzle Dutch-pelgänger
size 9
values 0..9
rules sudoku doppelganger
whispers 4 r1c2 r1c1 r2c1
whispers 4 r2c1 r1c2
whispers 4 r1c3 r2c2 r3c1
whispers 4 r3c2 r2c3 r3c3
whispers 4 r3c2 r3c3
whispers 4 r2c5 r2c6 r3c6
whispers 4 r2c5 r3c6
whispers 4 r1c7 r2c7 r1c8
whispers 4 r1c7 r1c8
whispers 4 r2c9 r3c8 r3c9
whispers 4 r2c9 r3c9
whispers 4 r5c9 r5c8 r6c8
whispers 4 r6c8 r5c9
whispers 4 r7c7 r8c7 r9c7 r8c8
whispers 4 r7c7 r8c8
whispers 4 r7c6 r8c5 r9c4
whispers 4 r9c5 r8c6 r9c6
whispers 4 r9c5 r9c6
whispers 4 r7c4 r7c5 r8c4
whispers 4 r7c4 r8c4
whispers 4 r7c3 r7c2 r8c2
whispers 4 r8c2 r7c3
whispers 4 r6c2 r5c1 r6c1
whispers 4 r6c1 r6c2
whispers 4 r5c4 r4c4 r5c5 r6c6 r5c6
whispers 4 r5c4 r5c5 r5c6
whispers 4 r11c3 r11c4 r11c5
whispers 4 r11c6 r11c7 r11c8
whispers 4 r2c11 r3c11 r4c11
whispers 4 r1c14 r2c13 r2c14
whispers 4 r2c14 r1c14

#puzzle Jigsaw
size 9 boxes none
rules latin
r1c1 = 3
r1c9 = 7
r2c1 = 1
r2c9 = 5
r3c5 = 6
r3c6 = 8
r4c3 = 5
r4c5 = 1
r4c6 = 9
r5c4 = 9
r6c9 = 2
r7c1 = 8
r7c6 = 3
r8c4 = 2
r8c5 = 3
r8c6 = 5
r8c9 = 1
r9c8 = 9
region j1 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r2c5 r2c7
region j2 r1c8 r2c8 r3c7 r3c8 r4c5 r4c6 r4c7 r4c8 r5c8
region j3 r1c9 r2c9 r3c9 r4c9 r5c7 r5c9 r6c7 r6c8 r6c9
region j4 r2c1 r3c1 r4c1 r5c1 r6c1 r6c2 r7c1 r7c2 r8c1
region j5 r2c2 r3c2 r4c2 r5c2 r5c3 r5c4 r6c3 r7c3 r7c4
region j6 r2c3 r2c4 r2c6 r3c3 r3c4 r3c5 r3c6 r4c3 r4c4
region j7 r5c5 r5c6 r6c4 r6c5 r6c6 r7c5 r7c6 r7c7 r7c8
region j8 r7c9 r8c6 r8c7 r8c8 r8c9 r9c6 r9c7 r9c8 r9c9
region j9 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5

#puzzle Stretching
size 9 boxes none
rules latin chaos-construction
chaos-arrow r1c1 : r1c1 : r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1
chaos-arrow r1c2 : r1c2 : r1c2 r2c2 r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
chaos-arrow r1c3 : r1c3 : r1c3 r2c3 r3c3 r4c3 r5c3 r6c3 r7c3 r8c3 r9c3
chaos-arrow r1c4 : r1c4 : r1c4 r2c4 r3c4 r4c4 r5c4 r6c4 r7c4 r8c4 r9c4
chaos-arrow r1c5 : r1c5 : r1c5 r2c5 r3c5 r4c5 r5c5 r6c5 r7c5 r8c5 r9c5
chaos-arrow r1c6 : r1c6 : r1c6 r2c6 r3c6 r4c6 r5c6 r6c6 r7c6 r8c6 r9c6
chaos-arrow r1c7 : r1c7 : r1c7 r2c7 r3c7 r4c7 r5c7 r6c7 r7c7 r8c7 r9c7
chaos-arrow r1c8 : r1c8 : r1c8 r2c8 r3c8 r4c8 r5c8 r6c8 r7c8 r8c8 r9c8
chaos-arrow r1c9 : r1c9 : r1c9 r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9 r9c9
chaos-arrow r5c4 : r5c4 r4c4 r3c4 r2c4 r1c4 : r5c4 r6c4 r7c4 r8c4 r9c4
chaos-arrow r2c1 : r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 : r2c1
chaos-arrow r2c2 : r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 : r2c2 r2c1
chaos-arrow r2c5 : r2c5 r2c6 r2c7 r2c8 r2c9 : r2c5 r2c4 r2c3 r2c2 r2c1
chaos-arrow r3c1 : r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 : r3c1
chaos-arrow r5c1 : r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 : r5c1
chaos-arrow r8c5 : r8c5 r8c6 r8c7 r8c8 r8c9 : r8c5 r8c4 r8c3 r8c2 r8c1
chaos-arrow r8c8 : r8c8 r8c9 : r8c8 r8c7 r8c6 r8c5 r8c4 r8c3 r8c2 r8c1
chaos-arrow r9c1 : r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9 : r9c1
chaos-arrow r9c6 : r9c6 r9c7 r9c8 r9c9 : r9c6 r9c5 r9c4 r9c3 r9c2 r9c1
chaos-arrow r2c6
chaos-arrow r3c3
chaos-arrow r6c4
chaos-arrow r6c7
chaos-arrow r8c6

#puzzle Let there be chaos
size 9 boxes none
rules latin chaos-construction
counting-circles r1c1 r2c1 r2c4 r2c5 r3c7 r3c8 r4c3 r4c4 r5c1 r5c2 r5c3 r5c7 r6c5 r6c8 r7c1 r7c7 r7c8 r8c6 r9c2 r9c4 r9c7
chaos-count r1c1 : r1c1 r1c2 r2c1 r2c2
chaos-count r2c1 : r2c1 r1c1 r1c2 r2c2 r3c1 r3c2
chaos-count r2c4 : r2c4 r1c3 r1c4 r1c5 r2c3 r2c5 r3c3 r3c4 r3c5
chaos-count r2c5 : r2c5 r1c4 r1c5 r1c6 r2c4 r2c6 r3c4 r3c5 r3c6
chaos-count r3c7 : r3c7 r2c6 r2c7 r2c8 r3c6 r3c8 r4c6 r4c7 r4c8
chaos-count r3c8 : r3c8 r2c7 r2c8 r2c9 r3c7 r3c9 r4c7 r4c8 r4c9
chaos-count r4c3 : r4c3 r3c2 r3c3 r3c4 r4c2 r4c4 r5c2 r5c3 r5c4
chaos-count r4c4 : r4c4 r3c3 r3c4 r3c5 r4c3 r4c5 r5c3 r5c4 r5c5
chaos-count r5c1 : r5c1 r4c1 r4c2 r5c2 r6c1 r6c2
chaos-count r5c2 : r5c2 r4c1 r4c2 r4c3 r5c1 r5c3 r6c1 r6c2 r6c3
chaos-count r5c3 : r5c3 r4c2 r4c3 r4c4 r5c2 r5c4 r6c2 r6c3 r6c4
chaos-count r5c7 : r5c7 r4c6 r4c7 r4c8 r5c6 r5c8 r6c6 r6c7 r6c8
chaos-count r6c5 : r6c5 r5c4 r5c5 r5c6 r6c4 r6c6 r7c4 r7c5 r7c6
chaos-count r6c8 : r6c8 r5c7 r5c8 r5c9 r6c7 r6c9 r7c7 r7c8 r7c9
chaos-count r7c1 : r7c1 r6c1 r6c2 r7c2 r8c1 r8c2
chaos-count r7c7 : r7c7 r6c6 r6c7 r6c8 r7c6 r7c8 r8c6 r8c7 r8c8
chaos-count r7c8 : r7c8 r6c7 r6c8 r6c9 r7c7 r7c9 r8c7 r8c8 r8c9
chaos-count r8c6 : r8c6 r7c5 r7c6 r7c7 r8c5 r8c7 r9c5 r9c6 r9c7
chaos-count r9c2 : r9c2 r8c1 r8c2 r8c3 r9c1 r9c3
chaos-count r9c4 : r9c4 r8c3 r8c4 r8c5 r9c3 r9c5
chaos-count r9c7 : r9c7 r8c6 r8c7 r8c8 r9c6 r9c8
white r1c3 r1c4
white r5c5 r5c6
x r8c1 r8c2

#puzzle Easy as a Quattroquadri
size 6 boxes none
values 1..9
rules latin
region j1 r1c1 r1c2 r2c2 r2c3 r2c5 r3c3 r3c4 r3c5 r4c4
region j2 r1c3 r1c4 r1c5 r1c6 r2c4 r2c6 r3c6 r4c5 r4c6
region j3 r2c1 r3c1 r3c2 r4c1 r5c1 r5c2 r6c1 r6c2 r6c3
region j4 r4c2 r4c3 r5c3 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6
black r2c4 r2c5
black r1c1 r1c2
black r3c3 r3c4
black r5c3 r5c4
black r5c3 r6c3
black r4c6 r5c6
black r4c1 r4c2
white r4c3 r4c4
white r5c5 r5c6
white r5c4 r6c4
white r2c2 r3c2
white r3c5 r4c5
white r5c2 r6c2
white r1c3 r2c3
white r4c5 r5c5
white r4c1 r5c1
regex [124578]*3.* r1c1 r1c2 r1c3 r1c4 r1c5 r1c6
regex [124578]*3.* r5c1 r5c2 r5c3 r5c4 r5c5 r5c6
regex [124578]*3.* r6c6 r6c5 r6c4 r6c3 r6c2 r6c1
regex [124578]*6.* r6c1 r5c1 r4c1 r3c1 r2c1 r1c1
regex [124578]*6.* r6c6 r5c6 r4c6 r3c6 r2c6 r1c6
regex [124578]*9.* r1c2 r2c2 r3c2 r4c2 r5c2 r6c2
regex [124578]*9.* r1c6 r1c5 r1c4 r1c3 r1c2 r1c1
regex [124578]*9.* r1c6 r2c6 r3c6 r4c6 r5c6 r6c6

#puzzle Clone
size 9
rules sudoku
r2c3 = 1
r2c5 = 2
r2c7 = 3
r5c7 = 6
r5c8 = 7
r5c5 = 5
r5c2 = 3
r5c3 = 4
r8c5 = 8
r8c1 = 7
r8c9 = 9
same-values r1c1 | r2c8 | r3c4 | r7c2 | r9c5 | r8c7
same-values r9c6 | r8c8 | r2c9 | r3c5 | r1c2 | r7c3
same-values r2c1 | r8c3 | r4c9 | r1c6
same-values r2c6 | r3c1 | r5c9 | r9c3
same-values r3c9 | r6c8 | r1c5
same-values r3c8 | r6c7 | r1c4

#puzzle Odd/Even Thermo Sudoku
size 9
rules sudoku
relation Odd-Even-Thermo 1:3,5,7,9 2:4,6,8 3:5,7,9 4:6,8 5:7,9 6:8 7:9
pairs Odd-Even-Thermo r1c2 r1c3 r1c4 r1c5
pairs Odd-Even-Thermo r1c8 r1c9 r2c9 r3c9
pairs Odd-Even-Thermo r2c8 r2c7
pairs Odd-Even-Thermo r3c4 r3c3
pairs Odd-Even-Thermo r3c2 r4c2 r4c1
pairs Odd-Even-Thermo r6c3 r5c3 r5c4 r4c4
pairs Odd-Even-Thermo r5c6 r4c6 r4c5
pairs Odd-Even-Thermo r6c8 r6c9 r5c9
pairs Odd-Even-Thermo r7c2 r7c3
pairs Odd-Even-Thermo r7c8 r7c9 r8c9
pairs Odd-Even-Thermo r8c2 r9c2 r9c1
pairs Odd-Even-Thermo r8c4 r9c4
pairs Odd-Even-Thermo r8c5 r9c5 r9c6

#puzzle Cold Sauerkraut
size 9
rules sudoku
r1c8 = 9
relation Nabner 1:3-9 2:4-9 3:1,5-9 4:1,2,6-9 5:1-3,7-9 6:1-4,8,9 7:1-5,9 8:1-6 9:1-7
thermo r3c2 r3c3 r3c4
thermo r3c7 r4c8 r5c7 r6c8
thermo r9c6 r8c6 r7c6
thermo r7c2 r8c2 r9c2
thermo r6c2 r7c3 r6c4 r7c5
white r9c7 r9c8
white r9c9 r9c8
black r4c2 r5c2
all-pairs Nabner r4c1 r5c1 r6c1 r7c2
all-pairs Nabner r4c4 r5c4 r6c5 r6c6
all-pairs Nabner r2c4 r3c5 r3c6 r2c7
all-pairs Nabner r3c8 r4c9 r5c9 r6c9
all-pairs Nabner r6c8 r7c7 r7c8 r7c9
all-pairs Nabner r8c9 r8c8 r8c7 r9c6
all-pairs Nabner r3c2 r4c3 r5c3 r6c3

#puzzle Regex line
size 9
rules sudoku
regex ([^1-3][47][69]|[47]123[69])* r5c2 r4c1 r3c1 r2c1 r1c1 r1c2 r2c3 r3c3 r4c3 r4c4 r4c5 r4c6 r4c7 r3c7 r2c7 r1c8 r1c9 r2c9 r3c9 r4c9 r5c8 r6c8
regex ([^258].[1346].[146]|[134]..5..[346])*.? r5c8 r6c9 r7c9 r8c9 r9c9 r9c8 r9c7 r8c7 r7c7 r6c7 r6c6 r6c5 r6c4 r6c3 r7c3 r8c3 r9c3 r9c2 r9c1 r8c1 r7c1 r6c1 r5c2 r4c2
regex .?([^47]|471)* r5c1 r4c1 r3c2 r2c3 r2c4 r2c5 r2c6 r2c7 r3c8 r4c9 r5c9
white r4c6 r5c6

#puzzle Sequence sudoku
size 9
rules sudoku
r7c5 = 1
r8c5 = 9
r3c1 = 1
r3c2 = 2
r5c9 = 2
r6c9 = 4
automaton Arithmetic-series start 0 accept 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43 0:1:1 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1:40 1:2:41 1:3:42 1:4:43 1:5:26 1:6-9:10 2:1,6-9:10 2:2:37 2:3:38 2:4:39 2:5:33 3:1,7-9:10 3:2:11 3:3:34 3:4:35 3:5:36 3:6:26 4:1,2,7-9:10 4:3:20 4:4:31 4:5:32 4:6:33 5:1,2,8,9:10 5:3:11 5:4:19 5:5:29 5:6:30 5:7:26 6:1-3,8,9:10 6:4:22 6:5:18 6:6:27 6:7:28 7:1-3,9:10 7:4:11 7:5:21 7:6:17 7:7:25 7:8:26 8:1-4,9:10 8:5:22 8:6:23 8:7:16 8:8:24 9:1-4:10 9:5:11 9:6:12 9:7:13 9:8:14 9:9:15 11:1:10 12:3:10 13:5:21 14:7:16 15:9:15 16:6:17 17:5:18 18:4:19 19:3:20 20:2:11 21:3:11 22:2:10 23:4:22 24:8:24 25:7:25 26:9:10 27:6:27 28:8:26 29:5:29 30:7:28 31:4:31 32:6:30 33:8:10 34:3:34 35:5:32 36:7:26 37:2:37 38:4:35 39:6:33 40:1:40 41:3:38 42:5:36 43:7:10
automaton Arithmetic-series r7c4 r8c4 r9c4 r9c5 r9c6 r8c6 r7c6 r7c7
automaton Arithmetic-series r1c5 r2c4 r3c3 r3c4
automaton Arithmetic-series r4c3 r5c2 r5c3 r6c2 r7c1 r7c2
automaton Arithmetic-series r3c5 r4c5 r5c5 r6c5
automaton Arithmetic-series r4c7 r5c8 r5c7
automaton Arithmetic-series r6c8 r7c9 r7c8
automaton Arithmetic-series r2c6 r3c7 r3c6

#puzzle Either/Or
size 9
rules sudoku
either
  r1c2 = 1
or
  r1c1 = 1
end
either
  r1c2 = 2
or
  r1c3 = 2
end
either
  r1c3 = 3
or
  r1c4 = 3
end
either
  r1c5 = 4
or
  r1c4 = 4
end
either
  r1c6 = 5
or
  r1c5 = 5
end
either
  r1c6 = 6
or
  r1c7 = 6
end
either
  r1c7 = 7
or
  r1c8 = 7
end
either
  r1c8 = 8
or
  r1c9 = 8
end
either
  r9c1 = 1
or
  r9c2 = 1
end
either
  r9c3 = 2
or
  r9c2 = 2
end
either
  r9c4 = 3
or
  r9c3 = 3
end
either
  r9c4 = 4
or
  r9c5 = 4
end
either
  r9c6 = 5
or
  r9c5 = 5
end
either
  r9c7 = 6
or
  r9c6 = 6
end
either
  r9c7 = 7
or
  r9c8 = 7
end
either
  r9c9 = 8
or
  r9c8 = 8
end
either
  r3c3 = 3
or
  r3c2 = 3
end
either
  r3c8 = 9
or
  r3c9 = 9
end
either
  r3c5 = 6
or
  r3c6 = 6
end
either
  r3c1 = 4
or
  r3c2 = 4
end
either
  r3c4 = 7
or
  r3c5 = 7
end
either
  r3c7 = 1
or
  r3c8 = 1
end
either
  r7c3 = 5
or
  r7c4 = 5
end
either
  r7c2 = 6
or
  r7c3 = 6
end
either
  r5c2 = 6
or
  r5c3 = 6
end
either
  r5c1 = 4
or
  r5c2 = 4
end
either
  r7c6 = 4
or
  r7c7 = 4
end
either
  r7c8 = 3
or
  r7c7 = 3
end
either
  r5c7 = 3
or
  r5c8 = 3
end
either
  r5c9 = 7
or
  r5c8 = 7
end
either
  r7c4 = 7
or
  r7c5 = 7
end
either
  r7c6 = 1
or
  r7c5 = 1
end
either
  r5c5 = 3
or
  r4c5 = 3
end
either
  r6c5 = 8
or
  r5c5 = 8
end
either
  r5c5 = 9
or
  r5c6 = 9
end
either
  r5c4 = 2
or
  r5c5 = 2
end

#puzzle 16x16
size 16
rules sudoku
r1c4 = 5
r1c6 = 9
r1c7 = 10
r1c11 = 2
r1c14 = 15
r2c7 = 16
r2c8 = 3
r2c9 = 9
r2c12 = 15
r2c15 = 1
r2c16 = 10
r3c2 = 13
r3c5 = 2
r3c10 = 14
r3c13 = 3
r3c14 = 5
r3c15 = 12
r3c16 = 9
r4c1 = 12
r4c2 = 15
r4c7 = 4
r4c8 = 7
r4c13 = 8
r4c15 = 6
r5c1 = 1
r5c5 = 3
r5c7 = 2
r5c8 = 15
r5c11 = 14
r5c13 = 10
r5c14 = 8
r6c5 = 1
r6c10 = 10
r6c15 = 7
r6c16 = 16
r7c1 = 2
r7c4 = 3
r7c6 = 16
r7c7 = 12
r7c11 = 8
r7c12 = 4
r8c1 = 7
r8c3 = 5
r8c4 = 13
r8c6 = 10
r8c9 = 12
r8c10 = 15
r9c1 = 10
r9c2 = 11
r9c5 = 9
r9c8 = 8
r9c10 = 2
r9c11 = 6
r9c13 = 16
r9c14 = 13
r9c16 = 14
r10c2 = 7
r10c6 = 1
r10c11 = 9
r10c12 = 13
r11c4 = 9
r11c5 = 16
r11c6 = 13
r11c10 = 7
r11c13 = 2
r11c14 = 11
r11c16 = 1
r12c3 = 13
r12c4 = 6
r12c5 = 14
r12c9 = 10
r12c10 = 11
r12c11 = 3
r12c16 = 5
r13c1 = 5
r13c2 = 2
r13c4 = 16
r13c12 = 12
r13c15 = 11
r13c16 = 15
r14c2 = 4
r14c3 = 7
r14c9 = 6
r14c11 = 1
r14c13 = 14
r15c2 = 9
r15c5 = 12
r15c6 = 11
r15c8 = 14
r15c11 = 13
r15c12 = 2
r16c4 = 12
r16c7 = 7
r16c8 = 5
r16c13 = 6
r16c14 = 2
r16c15 = 3

#puzzle 16x16: Jigsaw
size 16 boxes none
rules latin
r1c3 = 5
r1c6 = 11
r1c9 = 13
r1c10 = 9
r1c15 = 16
r2c1 = 11
r2c6 = 16
r2c11 = 12
r2c13 = 13
r2c14 = 6
r2c16 = 2
r3c5 = 8
r3c6 = 13
r3c8 = 4
r3c13 = 15
r3c16 = 6
r4c1 = 10
r4c2 = 9
r4c8 = 11
r4c9 = 7
r4c11 = 4
r4c12 = 2
r4c14 = 3
r4c16 = 15
r5c2 = 15
r5c3 = 4
r5c7 = 14
r5c8 = 1
r5c9 = 5
r5c11 = 8
r5c12 = 13
r5c14 = 11
r6c9 = 16
r6c11 = 9
r6c16 = 7
r7c1 = 9
r7c2 = 6
r7c4 = 8
r7c5 = 12
r7c7 = 2
r7c12 = 1
r7c13 = 3
r7c16 = 10
r8c1 = 3
r8c2 = 5
r8c4 = 16
r8c8 = 12
r8c10 = 13
r9c7 = 9
r9c9 = 15
r9c13 = 16
r9c15 = 8
r9c16 = 4
r10c1 = 14
r10c4 = 9
r10c5 = 13
r10c10 = 5
r10c12 = 16
r10c13 = 2
r10c15 = 4
r10c16 = 3
r11c1 = 4
r11c6 = 7
r11c8 = 16
r12c3 = 1
r12c5 = 3
r12c6 = 9
r12c8 = 15
r12c9 = 8
r12c10 = 6
r12c14 = 10
r12c15 = 12
r13c1 = 5
r13c3 = 6
r13c5 = 7
r13c6 = 1
r13c8 = 8
r13c9 = 9
r13c15 = 15
r13c16 = 11
r14c1 = 6
r14c4 = 14
r14c9 = 1
r14c11 = 16
r14c12 = 12
r15c1 = 8
r15c3 = 16
r15c4 = 10
r15c6 = 3
r15c11 = 13
r15c16 = 9
r16c2 = 3
r16c7 = 13
r16c8 = 9
r16c11 = 11
r16c14 = 7
region j1 r1c1 r1c2 r1c3 r1c4 r1c5 r2c1 r2c2 r2c4 r2c5 r3c1 r3c2 r3c4 r3c5 r3c6 r4c1 r4c2
region j2 r1c6 r1c7 r1c8 r1c9 r1c10 r2c6 r2c7 r2c8 r2c9 r2c10 r3c7 r3c8 r4c4 r4c5 r4c6 r4c7
region j3 r1c11 r2c11 r3c10 r3c11 r4c10 r4c11 r4c12 r5c10 r5c11 r5c12 r6c11 r6c12 r7c11 r7c12 r8c11 r8c12
region j4 r1c12 r1c13 r1c14 r1c15 r1c16 r2c12 r2c13 r2c14 r2c15 r2c16 r3c12 r3c13 r3c14 r3c15 r4c13 r4c14
region j5 r2c3 r3c3 r4c3 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c4 r6c5 r6c6 r6c7 r6c8 r7c5 r7c7
region j6 r3c9 r4c8 r4c9 r5c9 r6c9 r6c10 r7c6 r7c8 r7c9 r8c6 r8c7 r8c8 r9c7 r9c8 r10c6 r10c7
region j7 r3c16 r4c15 r4c16 r5c14 r5c15 r5c16 r6c14 r6c15 r6c16 r7c14 r7c15 r7c16 r8c15 r8c16 r9c16 r10c16
region j8 r5c1 r5c2 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c4
region j9 r5c13 r6c13 r7c10 r7c13 r8c9 r8c10 r8c13 r8c14 r9c9 r9c10 r9c11 r9c12 r9c13 r9c14 r10c9 r10c10
region j10 r9c2 r9c3 r9c5 r9c6 r10c1 r10c2 r10c3 r10c4 r10c5 r11c1 r11c2 r11c3 r11c4 r11c5 r11c6 r12c1
region j11 r9c15 r10c11 r10c12 r10c13 r10c14 r10c15 r11c12 r11c13 r11c14 r11c15 r11c16 r12c13 r12c14 r12c15 r12c16 r13c16
region j12 r10c8 r11c7 r11c8 r11c9 r11c10 r11c11 r12c3 r12c4 r12c5 r12c6 r12c7 r12c8 r12c9 r12c11 r12c12 r13c3
region j13 r12c2 r13c1 r13c2 r13c4 r14c1 r14c2 r14c3 r14c4 r14c5 r15c1 r15c2 r15c3 r15c4 r16c1 r16c2 r16c3
region j14 r12c10 r13c5 r13c6 r13c7 r13c8 r13c9 r13c10 r14c6 r14c7 r15c5 r15c6 r15c7 r16c4 r16c5 r16c6 r16c7
region j15 r13c11 r14c8 r14c9 r14c10 r14c11 r14c12 r15c8 r15c9 r15c10 r15c11 r15c12 r16c8 r16c9 r16c10 r16c11 r16c12
region j16 r13c12 r13c13 r13c14 r13c15 r14c13 r14c14 r14c15 r14c16 r15c13 r15c14 r15c15 r15c16 r16c13 r16c14 r16c15 r16c16

#puzzle 6x6
size 6
rules sudoku
r1c5 = 4
r2c2 = 1
r2c4 = 3
r2c6 = 5
r3c4 = 2
r4c3 = 3
r5c1 = 6
r5c3 = 2
r5c5 = 5
r6c2 = 5

#puzzle Answers on a Postcard
size 6x9
rules sudoku anti-knight
whispers 5 r2c4 r2c5
whispers 5 r3c5 r4c6 r4c5 r4c4 r5c5
column-indexer r1c5 r2c5 r3c5 r4c5 r5c5 r6c5
column-indexer r1c1 r2c1 r3c1

#puzzle Classic sudoku, hard
size 9
rules sudoku
r1c1 = 8
r2c3 = 3
r2c4 = 6
r3c2 = 7
r3c5 = 9
r3c7 = 2
r4c2 = 5
r4c6 = 7
r5c5 = 4
r5c6 = 5
r5c7 = 7
r6c4 = 1
r6c8 = 3
r7c3 = 1
r7c8 = 6
r7c9 = 8
r8c3 = 8
r8c4 = 5
r8c8 = 1
r9c2 = 9
r9c7 = 4

#puzzle Classic sudoku, was slow (1)
size 9
rules sudoku
r1c1 = 8
r1c2 = 4
r1c5 = 6
r1c7 = 5
r1c9 = 1
r2c6 = 3
r2c8 = 4
r3c3 = 6
r3c4 = 9
r3c9 = 7
r4c2 = 2
r4c4 = 7
r4c5 = 1
r4c9 = 6
r5c4 = 6
r5c5 = 3
r6c1 = 9
r6c8 = 5
r7c5 = 4
r7c8 = 6
r8c1 = 2
r8c7 = 1
r8c8 = 8

#puzzle Classic sudoku, was slow (2)
size 9
rules sudoku
r1c1 = 4
r1c3 = 5
r1c4 = 7
r2c1 = 9
r2c2 = 2
r3c7 = 1
r3c8 = 5
r3c9 = 8
r4c8 = 6
r4c9 = 9
r5c2 = 8
r5c6 = 6
r5c7 = 7
r6c2 = 9
r6c9 = 1
r7c1 = 6
r7c5 = 9
r7c9 = 3
r8c6 = 7
r8c7 = 6
r9c1 = 5
r9c4 = 1
r9c9 = 2

#puzzle Classic sudoku, was slow (3)
size 9
rules sudoku
r1c6 = 6
r2c2 = 5
r2c3 = 9
r2c9 = 8
r3c1 = 2
r3c6 = 8
r4c2 = 4
r4c3 = 5
r5c3 = 3
r6c3 = 6
r6c6 = 3
r6c8 = 5
r6c9 = 4
r7c4 = 3
r7c5 = 2
r7c6 = 5
r7c9 = 6

#puzzle Classic sudoku, was slow (4)
size 9
rules sudoku
r1c6 = 5
r1c8 = 8
r2c4 = 6
r2c6 = 1
r2c8 = 4
r2c9 = 3
r4c2 = 1
r4c4 = 5
r5c4 = 1
r5c6 = 6
r6c1 = 3
r6c9 = 5
r7c1 = 5
r7c2 = 3
r7c8 = 9
r7c9 = 1
r8c9 = 4

#puzzle Anti-knights move
size 9
rules sudoku anti-knight
r1c2 = 3
r1c5 = 4
r1c6 = 1
r1c9 = 7
r2c4 = 5
r3c4 = 8
r3c6 = 9
r4c1 = 6
r4c8 = 7
r5c9 = 4
r6c2 = 4
r7c1 = 3
r8c5 = 6
r8c8 = 5
r9c2 = 6
r9c3 = 4
r9c4 = 3

#puzzle Killer sudoku [overlap]
size 9
rules sudoku
cage 3 r1c1 r1c2
cage 15 r1c3 r1c4 r1c5
cage 25 r2c1 r2c2 r3c1 r3c2
cage 17 r2c3 r2c4
cage 9 r3c3 r3c4 r4c4
cage 22 r1c6 r2c5 r2c6 r3c5
cage 4 r1c7 r2c7
cage 16 r1c8 r2c8
cage 15 r1c9 r2c9 r3c9 r4c9
cage 20 r3c7 r3c8 r4c7
cage 8 r3c6 r4c6 r5c6
cage 17 r4c5 r5c5 r6c5
cage 20 r5c4 r6c4 r7c4
cage 14 r4c2 r4c3
cage 6 r4c1 r5c1
cage 13 r5c2 r5c3 r6c2
cage 6 r6c3 r7c2 r7c3
cage 17 r4c8 r5c7 r5c8
cage 27 r6c1 r7c1 r8c1 r9c1
cage 8 r8c2 r9c2
cage 16 r8c3 r9c3
cage 10 r7c5 r8c4 r8c5 r9c4
cage 12 r5c9 r6c9
cage 6 r6c7 r6c8
cage 20 r6c6 r7c6 r7c7
cage 15 r8c6 r8c7
cage 14 r7c8 r7c9 r8c8 r8c9
cage 13 r9c5 r9c6 r9c7
cage 17 r9c8 r9c9
cage 9 r1c5 r2c5

#puzzle Killer sudoku [gaps]
size 9
rules sudoku
cage 17 r2c3 r2c4
cage 9 r3c3 r3c4 r4c4
cage 22 r1c6 r2c5 r2c6 r3c5
cage 4 r1c7 r2c7
cage 16 r1c8 r2c8
cage 15 r1c9 r2c9 r3c9 r4c9
cage 20 r3c7 r3c8 r4c7
cage 17 r4c5 r5c5 r6c5
cage 20 r5c4 r6c4 r7c4
cage 14 r4c2 r4c3
cage 6 r4c1 r5c1
cage 13 r5c2 r5c3 r6c2
cage 6 r6c3 r7c2 r7c3
cage 17 r4c8 r5c7 r5c8
cage 27 r6c1 r7c1 r8c1 r9c1
cage 8 r8c2 r9c2
cage 16 r8c3 r9c3
cage 10 r7c5 r8c4 r8c5 r9c4
cage 12 r5c9 r6c9
cage 6 r6c7 r6c8
cage 20 r6c6 r7c6 r7c7
cage 15 r8c6 r8c7
cage 14 r7c8 r7c9 r8c8 r8c9
cage 13 r9c5 r9c6 r9c7
cage 17 r9c8 r9c9

#puzzle Anti-knight Anti-king
size 9
rules sudoku anti-knight anti-king
r1c1 = 1
r1c7 = 5
r1c8 = 6
r1c9 = 7
r2c1 = 2
r2c2 = 3
r2c3 = 4
r2c9 = 8

#puzzle I Bet Someone Did This Already
size 9
rules sudoku
r9c9 = 9
arrow r1c1 r1c2 r1c3 : r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c9 r2c8 r2c7 r2c6 r2c5 r2c4 r2c3 r2c2 r2c1 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c9 r4c8 r4c7 r4c6 r4c5 r4c4 r4c3 r4c2 r4c1 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c9 r6c8 r6c7 r6c6 r6c5 r6c4 r6c3 r6c2 r6c1 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c9 r8c8 r8c7 r8c6 r8c5 r8c4 r8c3 r8c2 r8c1 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9
x r1c4 r1c5
x r2c5 r2c6
x r2c3 r3c3
x r4c2 r5c2
x r7c3 r8c3
x r8c2 r8c1
x r7c5 r8c5
x r7c7 r7c8
x r7c9 r6c9
x r5c6 r5c5
x r4c4 r4c5
v r1c9 r2c9
v r3c8 r3c7
v r4c7 r4c8
v r6c1 r6c2
negative xv

#puzzle Triple digits
size 9
rules sudoku
marks 1,3,5,7,9 r4c2
marks 1,3,5,7,9 r5c2
marks 1,3,5,7,9 r6c2
arrow r1c1 r1c2 r1c3 : r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r4c3 r4c4 r4c5 : r3c5 r3c4 r2c3 r2c2 r3c2 r4c2 r5c2 r5c3 r6c4 r7c5 r8c4 r9c5 r9c6 r9c7 r9c8 r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r7c2 r7c3 r7c4 : r6c1 r7c1 r8c1 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r2c7 r2c8 : r3c8 r4c8 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r6c7 r6c8 : r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r7c7 r7c8 : r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r8c6 r8c7 : r9c8 r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r5c4 r5c5 : r6c4 r7c5 r8c4 r9c5 r9c6 r9c7 r9c8 r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6 r1c5
arrow r3c6 : r2c6 r1c6 r1c5
arrow r1c4 : r2c5 r1c6 r1c5
white r2c5 r2c6

#puzzle CTC Tribute
size 9
rules sudoku
cage 35 r1c3 r1c2 r1c1 r2c1 r3c1 r3c2 r3c3
cage 31 r4c3 r4c2 r4c1 r5c2 r6c2
cage 36 r7c4 r7c3 r7c2 r8c2 r9c2 r9c3 r9c4
cage 14 r5c4 r5c5
cage 10 r9c8 r9c9
thermo r1c3 r1c2
thermo r8c8 r7c9 r8c9
arrow r2c2 : r2c3 r2c4 r2c5
arrow r3c4 : r4c4 r5c3 r6c4
arrow r9c6 : r8c7 r8c8
arrow r7c6 : r6c7 r5c7
arrow r4c6 : r3c7 r2c7 r1c7
arrow r4c9 : r5c9 r6c9
arrow r4c9 : r3c8 r2c9
arrow r8c6 : r8c5 r8c4

#puzzle Kropki sudoku
size 9
rules sudoku
white r1c2 r1c3
white r1c4 r1c5
white r2c5 r3c5
white r2c1 r2c2
white r3c2 r2c2
white r4c4 r4c3
white r5c3 r4c3
white r4c1 r4c2
white r5c1 r6c1
white r5c2 r6c2
white r7c2 r7c3
white r8c1 r8c2
white r8c3 r8c4
white r7c5 r7c6
white r8c6 r9c6
white r9c6 r9c7
white r7c8 r8c8
white r6c7 r6c8
white r4c7 r5c7
white r4c8 r5c8
white r3c9 r4c9
white r2c9 r3c9
white r5c9 r6c9
black r1c5 r1c6
black r2c2 r2c3
black r4c1 r5c1
black r9c4 r9c5
black r6c6 r7c6
black r5c4 r5c5
black r8c7 r9c7
black r5c8 r6c8
black r4c9 r5c9
black r2c8 r3c8
black r3c7 r4c7

#puzzle Little killer [Sum clue]
size 9
rules sudoku
r3c2 = 5
r3c7 = 2
r5c4 = 3
r5c5 = 7
little-killer 22 r0c0 DR
little-killer 28 r1c0 DR
little-killer 26 r2c0 DR
little-killer 34 r0c8 DL
little-killer 40 r0c9 DL
little-killer 42 r0c10 DL
sum 23 r1c5 r2c4 r3c3 r4c2 r5c1

#puzzle Little killer 2
size 9
rules sudoku
r1c1 = 4
r1c9 = 6
r2c8 = 7
r4c4 = 1
r5c5 = 2
r6c6 = 3
r8c2 = 4
r9c1 = 3
r9c9 = 2
little-killer 12 r10c7 UR
little-killer 21 r10c6 UR
little-killer 16 r10c5 UR
little-killer 38 r10c4 UR
little-killer 3 r3c10 UL
little-killer 20 r4c10 UL
little-killer 38 r6c10 UL
little-killer 14 r0c3 DL
little-killer 6 r0c4 DL
little-killer 19 r0c5 DL
little-killer 38 r0c6 DL
little-killer 6 r7c0 DR
little-killer 17 r6c0 DR
little-killer 38 r4c0 DR

#puzzle Region sum lines, hard
size 9
rules sudoku
r1c1 = 1
r6c9 = 4
r9c9 = 3
r9c6 = 5
region-sum r1c5 r1c6 | r1c7 r2c7 r3c7 r2c8 r2c9
region-sum r1c4 r2c4 r3c4 r3c5 | r4c5 r4c6 | r3c6 r2c6 r2c5
region-sum r3c3 | r4c4 r5c5 r6c6 | r7c7
region-sum r6c7 | r7c8 r7c9
region-sum r7c5 r7c6 | r8c7
region-sum r9c2 r8c2 r7c3 r7c2 r7c1 | r6c1 r5c1
region-sum r5c2 r6c2 r6c3 | r6c4 r5c4 | r5c3 r4c3 r4c2 r4c1

#puzzle Septa
size 7 boxes none
rules latin
r1c1 = 4
r3c5 = 4
r4c7 = 6
r6c4 = 4
region-sum r4c1 r3c1 | r2c1 | r3c2 r4c2 | r5c2 | r6c3 r5c4 | r4c4 | r4c3 r3c4 | r2c3 r2c4 | r1c4 r1c5 r2c6 | r3c6 r4c6 | r5c6 r6c7 r5c7
region j1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r2c4
region j2 r1c4 r1c5 r1c6 r1c7 r2c5 r2c6 r2c7
region j3 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3
region j4 r3c5 r3c6 r3c7 r4c4 r4c5 r4c6 r4c7
region j5 r5c1 r5c2 r6c1 r6c2 r7c1 r7c2 r7c3
region j6 r5c3 r5c4 r5c5 r6c3 r6c4 r6c5 r7c4
region j7 r5c6 r5c7 r6c6 r6c7 r7c5 r7c6 r7c7

#puzzle XV-sudoku
size 9
rules sudoku
r1c2 = 3
r6c1 = 1
r6c2 = 8
r4c3 = 6
r7c3 = 8
r9c3 = 9
r9c1 = 2
r8c5 = 2
r7c5 = 1
r7c4 = 9
r9c8 = 6
r6c7 = 6
r4c8 = 3
r4c9 = 8
r3c5 = 4
r3c6 = 5
r2c5 = 8
r1c7 = 8
r3c7 = 2
r1c9 = 5
v r2c3 r2c4
v r3c4 r3c5
v r3c4 r4c4
v r6c4 r6c5
v r7c5 r7c6
v r8c1 r9c1
x r5c3 r5c4
x r9c8 r9c9
x r6c7 r6c8

#puzzle Strict kropki
size 9
rules sudoku
black r1c6 r1c7
black r1c7 r2c7
black r4c9 r4c8
black r4c8 r5c8
black r8c7 r9c7
black r9c7 r9c6
black r7c4 r7c5
black r7c5 r6c5
black r6c5 r6c6
black r9c4 r9c3
black r9c3 r8c3
black r5c1 r5c2
black r4c5 r5c5
white r3c9 r4c9
white r4c7 r5c7
white r5c7 r5c6
white r7c8 r7c9
white r1c8 r2c8
white r1c6 r2c6
white r3c5 r3c4
white r3c4 r4c4
white r5c3 r5c2
white r5c2 r6c2
white r8c2 r8c3
white r8c5 r8c6
white r8c8 r8c9
white r5c8 r5c9
white r6c2 r6c3
white r4c4 r4c5
white r7c1 r8c1
white r1c2 r1c1
white r5c1 r6c1
white r2c1 r2c2
negative white 1
negative black 2

#puzzle Strict XV
size 9
rules sudoku
r2c5 = 1
r8c5 = 2
x r1c3 r2c3
x r2c1 r3c1
x r1c8 r1c9
x r3c9 r3c8
x r5c6 r5c5
x r6c3 r6c4
x r8c4 r9c4
x r7c8 r8c8
x r6c2 r7c2
x r7c4 r7c5
x r7c9 r8c9
x r3c7 r3c6
x r7c3 r8c3
v r7c3 r7c4
v r4c1 r5c1
v r2c8 r2c9
v r5c7 r5c8
negative xv

#puzzle Hailstone - little killer
size 9
rules sudoku diagonal-up diagonal-down
cage 14 r5c3 r5c4 r6c4
cage 19 r6c6 r6c5 r7c5
cage 14 r4c4 r4c5 r3c5
cage 14 r4c6 r5c6 r5c7
little-killer 47 r2c0 DR
little-killer 49 r1c0 DR
little-killer 30 r9c10 UL
little-killer 45 r8c10 UL
little-killer 43 r0c8 DL
little-killer 44 r0c9 DL
little-killer 34 r10c1 UR
little-killer 52 r10c2 UR

#puzzle Hailstone - little killer [easier]
size 9
rules sudoku diagonal-up diagonal-down
r1c5 = 3
r9c5 = 4
r5c1 = 1
r5c9 = 2
cage 14 r5c3 r5c4 r6c4
cage 19 r6c6 r6c5 r7c5
cage 14 r4c4 r4c5 r3c5
cage 14 r4c6 r5c6 r5c7
little-killer 47 r2c0 DR
little-killer 49 r1c0 DR
little-killer 30 r9c10 UL
little-killer 45 r8c10 UL
little-killer 43 r0c8 DL
little-killer 44 r0c9 DL
little-killer 34 r10c1 UR
little-killer 52 r10c2 UR

#puzzle X-Sum little killer
size 9
rules sudoku
r7c2 = 2
r7c8 = 5
little-killer 23 r0c0 DR
little-killer 12 r3c10 UL
little-killer 23 r4c10 UL
little-killer 25 r6c10 UL
little-killer 12 r6c0 DR
little-killer 25 r0c7 DL
x-sum 25 r0c1
x-sum 23 r10c1
x-sum 12 r0c5
x-sum 25 r10c5
x-sum 23 r0c9
x-sum 12 r10c9

#puzzle Renban skyscrapers
size 9
rules sudoku
renban r2c1 r3c1 r4c1 r4c2
renban r3c3 r4c3 r5c3 r6c3
renban r2c5 r3c5
renban r6c4 r5c4 r4c4 r4c5 r4c6
renban r9c1 r8c1 r8c2 r9c3
renban r9c7 r8c8 r8c9 r9c9
renban r7c4 r7c5 r7c6 r6c6 r5c6
renban r3c7 r4c7 r5c7 r5c8 r5c9
renban r2c7 r2c8 r2c9 r3c9 r4c9
skyscraper 3 r0c2
skyscraper 4 r10c2
skyscraper 3 r10c4
skyscraper 4 r0c6
skyscraper 5 r0c7
skyscraper 4 r0c8
skyscraper 4 r10c8
skyscraper 5 r10c9
skyscraper 3 r1c0
skyscraper 6 r1c10
skyscraper 4 r3c0
skyscraper 3 r5c0
skyscraper 3 r5c10
skyscraper 5 r6c0
skyscraper 4 r8c0
skyscraper 4 r9c0
skyscraper 3 r9c10

#puzzle Quadruple - repeated values
size 9
rules sudoku
quadruple 1,2,3,4 r1c1 r1c2 r2c1 r2c2
quadruple 6,7,8,9 r1c8 r1c9 r2c8 r2c9
quadruple 4,5,6,7 r2c2 r2c3 r3c2 r3c3
quadruple 3,4,5,6 r2c7 r2c8 r3c7 r3c8
quadruple 1,3,5,6 r3c3 r3c4 r4c3 r4c4
quadruple 4,7,7,8 r3c6 r3c7 r4c6 r4c7
quadruple 4,5,5,9 r6c1 r6c2 r7c1 r7c2
quadruple 2,4,7,8 r6c8 r6c9 r7c8 r7c9
quadruple 3,4,6,8 r7c3 r7c4 r8c3 r8c4
quadruple 2,2,5,6 r7c6 r7c7 r8c6 r8c7

#puzzle Heat up - global entropy
size 9
rules sudoku global-entropy
thermo r1c2 r2c2 r3c1
thermo r2c9 r2c8 r1c7
thermo r4c5 r5c6 r6c5 r5c4
thermo r8c1 r8c2 r9c3
thermo r9c8 r8c8 r7c9
skyscraper 5 r0c4
skyscraper 5 r6c0
skyscraper 5 r10c6
skyscraper 5 r4c10

#puzzle Miracle - skyscraper entropy
size 9
rules sudoku global-entropy
skyscraper 8 r1c0
skyscraper 7 r6c10

#puzzle Knight-arrows
size 9
rules sudoku anti-knight
r9c3 = 8
r5c5 = 5
r3c1 = 9
r1c7 = 6
r7c9 = 7
relation rel 1:3 2:6 3:1,9 6:2 9:3
arrow r1c7 : r1c6 r2c6 r3c6
arrow r3c1 : r4c1 r4c2 r4c3
arrow r8c2 : r9c1 r9c2
arrow r9c3 : r9c4 r8c4 r7c4
arrow r8c8 : r9c9 r9c8
arrow r7c9 : r6c9 r6c8 r6c7
black r4c3 r4c4
pairs rel r3c6 r4c6

#puzzle Nabner
size 9
rules sudoku
r6c9 = 9
relation rel 1:3-9 2:4-9 3:1,5-9 4:1,2,6-9 5:1-3,7-9 6:1-4,8,9 7:1-5,9 8:1-6 9:1-7
white r4c6 r4c7
black r5c8 r6c8
all-pairs rel r1c3 r1c2 r2c2
all-pairs rel r1c5 r1c4 r2c4 r3c4
all-pairs rel r1c6 r1c7 r1c8 r2c8
all-pairs rel r2c5 r3c5 r4c5 r4c6
all-pairs rel r2c6 r3c6 r3c7 r4c7
all-pairs rel r3c3 r4c4 r5c5 r6c4
all-pairs rel r4c1 r4c2 r4c3
all-pairs rel r5c1 r5c2 r5c3 r5c4
all-pairs rel r6c2 r6c3 r7c4 r8c3
all-pairs rel r6c1 r7c1 r7c2 r7c3
all-pairs rel r9c2 r9c3 r9c4 r8c4
all-pairs rel r7c5 r8c5 r9c5 r9c6
all-pairs rel r8c7 r9c7 r9c8 r8c9
all-pairs rel r8c6 r7c6 r6c7 r6c8
all-pairs rel r5c9 r5c8 r5c7 r6c6
all-pairs rel r4c8 r4c9
all-pairs rel r2c7 r3c8 r3c9 r2c9

#puzzle Nabner thermo [extra givens]
size 9
rules sudoku
r1c8 = 9
r6c8 = 4
r6c2 = 6
relation Nabner 1:3-9 2:4-9 3:1,5-9 4:1,2,6-9 5:1-3,7-9 6:1-4,8,9 7:1-5,9 8:1-6 9:1-7
thermo r3c2 r3c3 r3c4
thermo r3c7 r4c8 r5c7 r6c8
thermo r9c6 r8c6 r7c6
thermo r7c2 r8c2 r9c2
thermo r6c2 r7c3 r6c4 r7c5
white r9c7 r9c8
white r9c9 r9c8
black r4c2 r5c2
all-pairs Nabner r4c1 r5c1 r6c1 r7c2
all-pairs Nabner r4c4 r5c4 r6c5 r6c6
all-pairs Nabner r2c4 r3c5 r3c6 r2c7
all-pairs Nabner r3c8 r4c9 r5c9 r6c9
all-pairs Nabner r6c8 r7c7 r7c8 r7c9
all-pairs Nabner r8c9 r8c8 r8c7 r9c6
all-pairs Nabner r3c2 r4c3 r5c3 r6c3

#puzzle Beauty Mark
size 9
rules sudoku
relation Nabner 1:3-9 2:4-9 3:1,5-9 4:1,2,6-9 5:1-3,7-9 6:1-4,8,9 7:1-5,9 8:1-6 9:1-7
region-sum r2c1 r3c1 | r4c1 r5c1 r6c1
region-sum r3c2 r3c3 r2c3 | r1c4 r1c5 r1c6 r2c6 r3c6 | r4c6 r4c5 r4c4
region-sum r6c5 r6c6 | r7c6 r8c6
region-sum r6c8 r6c9 | r7c9 r8c9 r9c9
black r2c6 r2c7
region-sum r8c2 r7c3 | r6c3 r5c3 r4c3
all-pairs Nabner r1c1 r1c2 r1c3 r2c2
all-pairs Nabner r2c4 r2c5 r3c4 r3c5
all-pairs Nabner r5c2 r6c2 r7c2 r8c1
all-pairs Nabner r6c4 r7c4 r8c3 r9c2
all-pairs Nabner r7c8 r7c7 r8c7 r9c7
all-pairs Nabner r5c4 r5c5 r5c6 r6c7
all-pairs Nabner r1c7 r2c8
all-pairs Nabner r3c9 r4c9 r4c8 r4c7

#puzzle Zipper lines - easy
size 9
rules sudoku
zipper r5c1 r5c2 r5c3
zipper r7c2 r7c1 r8c1 r9c1 r9c2 r9c3 r8c3
zipper r8c2 r7c3 r6c4 r7c5 r8c6
zipper r8c5 r9c5 r9c6 r9c7 r8c7 r7c7 r7c6
zipper r4c8 r4c7 r5c7 r6c7 r6c8 r6c9 r5c9
zipper r2c9 r3c9 r3c8 r3c7 r2c7 r1c7 r1c8
zipper r2c6 r1c6 r1c5 r1c4 r2c4 r3c4 r3c5
zipper r2c5 r3c6 r4c5

#puzzle Zipper lines - tutorial
size 9
rules sudoku
r2c2 = 1
r2c5 = 2
r2c8 = 3
r5c2 = 4
r5c5 = 5
r5c8 = 6
r8c2 = 7
r8c5 = 8
r8c8 = 9
zipper r2c2 r3c2 r3c1 r2c1 r1c1 r1c2 r1c3 r2c3 r3c3
zipper r2c4 r3c4 r3c5 r3c6 r2c6
zipper r2c7 r1c7 r1c8 r1c9 r2c9 r2c8
zipper r4c8 r5c8 r5c9
zipper r4c5 r4c4 r5c3 r6c4 r6c5
zipper r9c1 r9c2 r9c3 r8c4 r9c5 r8c5 r8c6 r9c7 r9c8 r8c8 r7c8 r6c7 r7c6 r7c5 r7c4 r7c3 r8c3 r8c2

#puzzle Ten Lines 01: Adding to Ten
size 9
rules sudoku
sum-line 10 r4c1 r3c2 r2c3 r1c4
sum-line 10 r4c2 r4c3 r4c4 r3c4 r2c4
sum-line 10 r2c5 r2c6 r3c6 r4c6 r4c7 r4c8 r5c8 r6c8 r6c7 r6c6
sum-line 10 r7c6 r8c6 r8c5 r8c4 r7c4 r6c4 r6c3 r6c2 r5c2
sum-line 10 r6c1 r7c2 r8c3 r9c4
sum-line 10 r4c9 r3c8 r2c7 r1c6
black r4c2 r4c3
black r4c8 r5c8
black r7c7 r7c8
white r5c3 r5c4
white r8c1 r9c1
white r2c4 r3c4

#puzzle Sum lines - single line
size 9
rules sudoku
sum-line 10 r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1 r9c2 r8c2 r9c3 r8c3 r7c2 r6c2 r6c3 r5c3 r4c3 r3c4 r2c5 r2c6 r1c7 r2c7 r3c8 r2c9 r3c9 r4c9 r4c8 r4c7 r5c8 r6c7 r6c6 r5c7 r5c6 r4c6 r4c5 r4c4 r5c4 r5c5 r6c5 r6c4 r7c4 r8c4 r8c5 r8c6 r7c5 r7c6 r7c7 r8c7 r9c7 r9c8 r9c9 r8c9 r8c8 r7c8 r7c9

#puzzle Sum lines - long loop
size 9
rules sudoku
r4c5 = 2
r9c7 = 8
r1c8 = 1
r1c4 = 2
r1c5 = 7
r7c5 = 8
r7c6 = 4
r7c7 = 2
r3c9 = 2
r4c9 = 3
r6c2 = 5
sum-line 10 r1c2 r1c3 r1c4 r1c5 r1c6 r2c6 r2c7 r2c8 r2c9 r3c9 r4c9 r4c8 r5c7 r5c6 r5c5 r6c5 r6c6 r6c7 r6c8 r6c9 r7c9 r8c9 r8c8 r8c7 r8c6 r9c6 r9c5 r9c4 r9c3 r8c3 r8c2 r8c1 r7c1 r7c2 r7c3 r7c4 r6c4 r5c4 r5c3 r5c2 r4c2 r4c1 r3c1 r3c2 r3c3 r3c4 r3c5 r2c5 r2c4 r2c3 r2c2 r2c1 r1c1 loop

#puzzle Lockout double arrows
size 9
rules sudoku
lockout r1c2 r1c3 r2c3 r2c4 r3c4 r3c5
double-arrow r3c5 r3c4 r2c4 r2c3 r1c3 r1c2
double-arrow r3c1 r3c2 r4c2
double-arrow r4c2 r5c2 r6c2 r7c2
double-arrow r4c2 r4c3 r4c4 r4c5
double-arrow r4c5 r4c6 r3c6 r3c7
double-arrow r3c7 r2c7 r1c7 r1c8
double-arrow r4c5 r5c5 r6c5 r7c5 r8c5
double-arrow r9c5 r9c4 r9c3 r8c3
double-arrow r7c8 r8c8 r8c7 r7c7
double-arrow r7c7 r6c7 r6c8 r5c8
lockout r3c7 r2c7 r1c7 r1c8
lockout r4c5 r4c6 r3c6 r3c7
lockout r7c8 r8c8 r8c7 r7c7
lockout r7c7 r6c7 r6c8 r5c8
lockout r8c5 r7c5 r6c5 r5c5 r4c5
lockout r9c5 r9c4 r9c3 r8c3
lockout r7c2 r6c2 r5c2 r4c2
lockout r4c2 r4c3 r4c4 r4c5
lockout r4c2 r3c2 r3c1

#puzzle Ahhhh, look at the pretty colors
size 9
rules sudoku
r1c1 = 1
r2c2 = 2
r3c3 = 5
r1c5 = 2
r1c9 = 6
r2c8 = 5
r3c7 = 2
r5c9 = 7
r9c9 = 9
r8c8 = 2
r7c7 = 6
r9c5 = 1
r7c3 = 1
r8c2 = 3
r9c1 = 2
r5c1 = 8
relation rel 1:6-9 2:6-9 3:6-9 4:6-9 6:1-4 7:1-4 8:1-4 9:1-4
entropic r2c4 r1c4 r1c5 r1c6 r2c6
entropic r4c8 r4c9 r5c9 r6c9 r6c8
entropic r8c6 r9c6 r9c5 r9c4 r8c4
entropic r4c1 r5c1 r6c1
modular 2 r8c7 r8c8 r7c8
modular 2 r1c2 r1c1 r2c1
modular 2 r6c3 r7c3 r7c4
modular r8c1 r9c1 r9c2
modular r2c7 r2c8 r3c8
modular r3c4 r3c3 r4c3
modular 4 r1c8 r1c9 r2c9
modular 4 r7c6 r7c7 r6c7
modular 4 r7c2 r8c2 r8c3
pairs rel r9c8 r9c9 r8c9
pairs rel r3c6 r3c7 r4c7
pairs rel r2c3 r2c2 r3c2 r4c2

#puzzle Event horizon
size 9
rules sudoku
relation Renban---mixed 1:1-5 2:2-5 3:1-6 4:1,3-6 5:1-7 6:1,2,4-7 7:1-8 8:1-3,5-8 9:1-9
relation Renban---single 1:2-9 2:1,3-9 3:1,2,4-9 4:1-3,5-9 5:1-4,6-9 6:1-5,7-9 7:1-6,8,9 8:1-7,9 9:1-8
relation Renban---double 1:2-5 2:1,3-6 3:1,2,4-7 4:1-3,5-8 5:1-4,6-9 6:2-5,7-9 7:3-6,8,9 8:4-7,9 9:5-8
cage 20 r1c2 r2c2 r2c1
cage - r4c2 r4c3 r4c4
weighted-sum 20 r4c2 r4c3 r4c4 r4c4
cage 20 r8c2 r8c1 r9c1
cage 10 r1c8 r2c8 r2c9
cage - r6c6 r6c7 r6c8
cage - r8c5 r7c5 r6c5 r5c5 r5c4 r4c5 r3c5 r2c5 r5c6
weighted-sum 70 r8c5 r7c5 r6c5 r5c5 r5c4 r4c5 r3c5 r2c5 r4c5 r5c5 r5c4 r6c5 r5c6 r5c6
weighted-sum 30 r1c9 r2c8 r3c7 r7c3 r8c2 r9c1 r4c6 r5c5 r6c4 r4c6 r5c5 r6c4
weighted-sum 30 r1c2 r2c3 r3c4 r4c5 r5c6 r6c7 r7c8 r8c9 r4c5 r5c6
little-killer 30 r0c7 DL
all-pairs Renban---double r4c6 r5c6 r5c5 r6c4 r6c5
all-pairs Renban---single r6c2 r7c3 r7c4 r3c6 r2c5
pairs Renban---mixed r6c2 r4c6
pairs Renban---mixed r6c2 r5c6
pairs Renban---mixed r6c2 r5c5
pairs Renban---mixed r6c2 r6c4
pairs Renban---mixed r6c2 r6c5
pairs Renban---mixed r7c3 r4c6
pairs Renban---mixed r7c3 r5c6
pairs Renban---mixed r7c3 r5c5
pairs Renban---mixed r7c3 r6c4
pairs Renban---mixed r7c3 r6c5
pairs Renban---mixed r7c4 r4c6
pairs Renban---mixed r7c4 r5c6
pairs Renban---mixed r7c4 r5c5
pairs Renban---mixed r7c4 r6c4
pairs Renban---mixed r7c4 r6c5
pairs Renban---mixed r3c6 r4c6
pairs Renban---mixed r3c6 r5c6
pairs Renban---mixed r3c6 r5c5
pairs Renban---mixed r3c6 r6c4
pairs Renban---mixed r3c6 r6c5
pairs Renban---mixed r2c5 r4c6
pairs Renban---mixed r2c5 r5c6
pairs Renban---mixed r2c5 r5c5
pairs Renban---mixed r2c5 r6c4
pairs Renban---mixed r2c5 r6c5

#puzzle Event Horizon [simplified]
size 9
rules sudoku
r4c5 = 6
r7c4 = 5
r2c5 = 3
r3c6 = 9
cage 20 r1c2 r2c2 r2c1
cage - r4c2 r4c3 r4c4
weighted-sum 20 r4c2 r4c3 r4c4 r4c4
cage 20 r8c2 r8c1 r9c1
cage 10 r1c8 r2c8 r2c9
cage - r6c6 r6c7 r6c8
cage - r8c5 r7c5 r6c5 r5c5 r5c4 r4c5 r3c5 r2c5 r5c6
weighted-sum 70 r8c5 r7c5 r6c5 r5c5 r5c4 r4c5 r3c5 r2c5 r4c5 r5c5 r5c4 r6c5 r5c6 r5c6
weighted-sum 30 r1c9 r2c8 r3c7 r7c3 r8c2 r9c1 r4c6 r5c5 r6c4 r4c6 r5c5 r6c4
weighted-sum 30 r1c2 r2c3 r3c4 r4c5 r5c6 r6c7 r7c8 r8c9 r4c5 r5c6
little-killer 30 r0c7 DL

#puzzle Jigsaw boxes, disconnected
size 9
rules sudoku
r1c1 = 4
r1c9 = 7
r3c1 = 1
r3c2 = 5
r3c9 = 4
r4c3 = 3
r4c7 = 7
r5c1 = 9
r5c3 = 1
r5c7 = 8
r5c9 = 6
r6c3 = 8
r6c7 = 4
r7c1 = 2
r7c9 = 8
r9c1 = 7
r9c9 = 9
region j1 r1c1 r1c2 r2c1 r2c2 r2c3 r2c5 r3c2 r3c3 r5c2
region j2 r1c3 r1c4 r2c4 r3c1 r3c4 r4c1 r4c2 r4c3 r4c4
region j3 r1c5 r1c6 r1c7 r1c8 r1c9 r2c9 r3c9 r4c9 r5c9
region j4 r2c6 r2c7 r2c8 r3c6 r3c7 r3c8 r4c6 r4c7 r4c8
region j5 r3c5 r4c5 r5c3 r5c4 r5c5 r5c6 r5c7 r6c5 r7c5
region j6 r5c1 r6c1 r7c1 r8c1 r9c1 r9c2 r9c3 r9c4 r9c5
region j7 r5c8 r7c7 r7c8 r8c5 r8c7 r8c8 r8c9 r9c8 r9c9
region j8 r6c2 r6c3 r6c4 r7c2 r7c3 r7c4 r8c2 r8c3 r8c4
region j9 r6c6 r6c7 r6c8 r6c9 r7c6 r7c9 r8c6 r9c6 r9c7

#puzzle Windoku
size 9
rules sudoku
r2c6 = 5
r2c8 = 1
r3c5 = 2
r3c9 = 6
r4c7 = 4
r5c3 = 5
r5c7 = 6
r6c2 = 8
r6c6 = 7
r6c7 = 3
r7c4 = 2
r7c5 = 1
r7c6 = 4
r8c2 = 7
r8c9 = 2
r9c3 = 6
r9c8 = 4
extra-region r2c2 r3c2 r4c2 r2c3 r3c3 r4c3 r2c4 r3c4 r4c4
extra-region r6c2 r7c2 r8c2 r6c3 r7c3 r8c3 r6c4 r7c4 r8c4
extra-region r2c6 r3c6 r4c6 r2c7 r3c7 r4c7 r2c8 r3c8 r4c8
extra-region r6c6 r7c6 r8c6 r6c7 r7c7 r8c7 r6c8 r7c8 r8c8

#puzzle Killer sudoku [0 cage]
size 9
rules sudoku
cage 3 r1c1 r1c2
cage 15 r1c3 r1c4 r1c5
cage 17 r2c3 r2c4
cage 22 r1c6 r2c5 r2c6 r3c5
cage 4 r1c7 r2c7
cage 16 r1c8 r2c8
cage 15 r1c9 r2c9 r3c9 r4c9
cage 8 r3c6 r4c6 r5c6
cage 6 r4c1 r5c1
cage 6 r6c3 r7c2 r7c3
cage 27 r6c1 r7c1 r8c1 r9c1
cage 8 r8c2 r9c2
cage 16 r8c3 r9c3
cage 10 r7c5 r8c4 r8c5 r9c4
cage 12 r5c9 r6c9
cage 6 r6c7 r6c8
cage 20 r6c6 r7c6 r7c7
cage 15 r8c6 r8c7
cage 14 r7c8 r7c9 r8c8 r8c9
cage 13 r9c5 r9c6 r9c7
cage 17 r9c8 r9c9
cage - r5c4 r5c3 r5c2 r6c2
cage - r3c7 r3c8 r4c8

#puzzle Killer sudoku [alldiff]
size 9
rules sudoku
cage 3 r1c1 r1c2
cage 15 r1c3 r1c4 r1c5
cage 17 r2c3 r2c4
cage 22 r1c6 r2c5 r2c6 r3c5
cage 4 r1c7 r2c7
cage 16 r1c8 r2c8
cage 15 r1c9 r2c9 r3c9 r4c9
cage 8 r3c6 r4c6 r5c6
cage 6 r4c1 r5c1
cage 6 r6c3 r7c2 r7c3
cage 27 r6c1 r7c1 r8c1 r9c1
cage 8 r8c2 r9c2
cage 16 r8c3 r9c3
cage 10 r7c5 r8c4 r8c5 r9c4
cage 12 r5c9 r6c9
cage 6 r6c7 r6c8
cage 20 r6c6 r7c6 r7c7
cage 15 r8c6 r8c7
cage 14 r7c8 r7c9 r8c8 r8c9
cage 13 r9c5 r9c6 r9c7
cage 17 r9c8 r9c9
extra-region r5c4 r5c3 r5c2 r6c2
cage - r3c7 r3c8 r4c8

#puzzle Killer sudoku [0 cage, hard]
size 9
rules sudoku
cage 35 r1c1 r1c2 r1c3 r1c4 r1c5 r2c1
cage 32 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6
cage - r2c2 r2c3 r2c4 r3c1 r3c2 r4c2
cage 33 r2c7 r2c8 r3c4 r3c5 r3c6 r3c7
cage 29 r2c9 r3c8 r3c9 r4c6 r4c7 r4c8
cage 45 r3c3 r4c3 r4c4 r4c5 r5c5 r6c5 r6c6 r6c7 r7c7
cage 38 r4c1 r5c1 r5c2 r5c3 r5c4 r6c1
cage 29 r4c9 r5c6 r5c7 r5c8 r5c9 r6c9
cage 28 r6c2 r6c3 r6c4 r7c1 r7c2 r8c1
cage - r6c8 r7c8 r7c9 r8c6 r8c7 r8c8
cage 21 r7c3 r7c4 r7c5 r7c6 r8c2 r8c3
cage 30 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4
cage 26 r8c9 r9c5 r9c6 r9c7 r9c8 r9c9

#puzzle Owl
size 9
rules sudoku
modular 2 r1c2 r2c2 r3c2 r4c2 r5c2 r6c2 r7c2
modular 2 r1c8 r2c8 r3c8 r4c8 r5c8 r6c8 r7c8
modular 2 r1c3 r2c4 r1c5 r2c6 r1c7
modular 2 r5c3 r4c4 r5c5 r4c6 r5c7
modular 2 r6c3 r7c3 r8c4 r7c5 r6c5
modular 2 r6c7 r7c7 r8c6 r7c5
numbered-room 1 r0c1
numbered-room 1 r10c1
numbered-room 1 r1c0
numbered-room 1 r1c10
numbered-room 1 r4c0
numbered-room 1 r4c10
numbered-room 1 r0c9
numbered-room 1 r10c9
numbered-room 2 r0c3
numbered-room 2 r0c5
numbered-room 2 r0c7
numbered-room 8 r10c4
numbered-room 5 r5c0
numbered-room 9 r5c10

#puzzle N is for Numbered Rooms
size 9
rules sudoku
numbered-room 1 r0c1
numbered-room 1 r10c1
numbered-room 1 r0c2
numbered-room 5 r10c2
numbered-room 3 r0c3
numbered-room 7 r10c3
numbered-room 3 r0c4
numbered-room 5 r0c5
numbered-room 4 r1c0
numbered-room 4 r1c10
numbered-room 8 r3c0
numbered-room 2 r4c0
numbered-room 6 r9c0
numbered-room 6 r9c10
numbered-room 7 r0c6
numbered-room 7 r0c7
numbered-room 7 r10c7
numbered-room 9 r0c8
numbered-room 5 r10c8
numbered-room 9 r0c9
numbered-room 9 r10c9
numbered-room 2 r7c10
numbered-room 8 r6c10

#puzzle Full rank 2
size 9
rules sudoku
full-rank 33 r0c1
full-rank 30 r0c2
full-rank 26 r0c3
full-rank 24 r0c4
full-rank 13 r0c5
full-rank 1 r4c0
full-rank 17 r5c0
full-rank 36 r6c10
full-rank 35 r10c6

#puzzle Full rank 3
size 9
rules sudoku
r4c5 = 7
r6c5 = 3
full-rank 6 r0c1
full-rank 20 r10c1
full-rank 22 r0c2
full-rank 9 r10c2
full-rank 5 r1c0
full-rank 11 r1c10
full-rank 26 r2c0
full-rank 8 r2c10
full-rank 4 r5c0
full-rank 18 r5c10
full-rank 33 r8c0
full-rank 3 r8c10
full-rank 17 r9c0
full-rank 27 r9c10
full-rank 19 r0c5
full-rank 13 r10c5
full-rank 15 r0c8
full-rank 7 r10c8
full-rank 10 r0c9
full-rank 25 r10c9

#puzzle Full rank 4
size 9
rules sudoku
r3c4 = 7
r4c4 = 8
r5c5 = 9
r6c6 = 6
r7c6 = 4
full-rank 10 r0c1
full-rank 23 r10c1
full-rank 16 r0c2
full-rank 34 r10c2
full-rank 22 r0c3
full-rank 27 r10c3
full-rank 35 r0c4
full-rank 2 r10c4
full-rank 3 r0c5
full-rank 12 r10c5
full-rank 18 r0c6
full-rank 32 r10c6
full-rank 30 r0c7
full-rank 5 r10c7
full-rank 8 r0c8
full-rank 17 r10c8
full-rank 25 r0c9
full-rank 15 r10c9
full-rank 9 r1c0
full-rank 26 r1c10
full-rank 20 r2c0
full-rank 4 r2c10
full-rank 33 r3c0
full-rank 19 r3c10
full-rank 28 r4c0
full-rank 6 r4c10
full-rank 7 r5c0
full-rank 11 r5c10
full-rank 14 r6c0
full-rank 31 r6c10
full-rank 1 r7c0
full-rank 36 r7c10
full-rank 29 r8c0
full-rank 21 r8c10
full-rank 24 r9c0
full-rank 13 r9c10

#puzzle Indexing Parade
size 9
rules sudoku
renban r1c1 r2c1
renban r2c3 r3c3 r4c3
renban r6c1 r7c1 r8c1
renban r8c3 r9c3
renban r9c4 r8c5 r7c5
renban r4c6 r4c5 r4c4 r5c4 r6c4 r6c5 r6c6
renban r3c5 r2c5 r1c6
renban r1c7 r2c7 r3c7
renban r6c7 r7c7
renban r5c8 r5c9
renban r9c9 r8c9 r7c9
column-indexer r1c1 r1c2 r1c3 r2c3 r2c2 r2c1 r3c1 r3c2 r3c3 r4c3 r4c2 r4c1 r5c1 r5c2 r5c3 r6c3 r6c2 r6c1 r7c1 r7c2 r7c3 r8c3 r8c2 r8c1 r9c1 r9c2 r9c3

#puzzle Start with 1, not 0!
size 9
rules sudoku
cage 12 r1c1 r2c1 r3c1
cage 12 r3c2 r3c3
cage 8 r1c5 r1c6
cage 18 r4c5 r5c5 r6c5
cage 12 r4c4 r5c4
cage 6 r4c2 r4c3
cage 10 r5c1 r5c2
cage 9 r7c1 r7c2
cage 11 r9c1 r9c2
cage 13 r7c4 r8c4 r9c4
cage 8 r1c8 r2c8
cage 13 r5c8 r5c9
cage 17 r7c9 r8c9 r9c9
column-indexer r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9 r1c5 r2c5 r3c5 r4c5 r5c5 r6c5 r7c5 r8c5 r9c5 r9c1 r8c1 r7c1 r6c1 r5c1 r4c1 r3c1 r2c1 r1c1

#puzzle Papier-mâché
size 9
rules sudoku
r2c7 = 5
black r3c1 r3c2
black r2c5 r3c5
black r3c8 r3c9
black r6c2 r6c1
black r7c1 r6c1
black r9c2 r9c3
black r8c3 r8c4
black r8c6 r8c7
black r6c7 r6c8
black r6c9 r7c9
row-indexer r3c1 r3c2 r2c5 r3c5 r3c8 r3c9 r6c7 r6c8 r6c9 r7c9 r8c7 r8c6 r8c4 r8c3 r9c3 r9c2 r7c1 r6c1 r6c2

#puzzle 2D 1-5-9
size 9
rules sudoku
thermo r3c1 r4c1 r5c1 r6c1 r7c1
row-indexer r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9
column-indexer r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1 r1c5 r2c5 r3c5 r4c5 r5c5 r6c5 r7c5 r8c5 r9c5 r1c9 r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9 r9c9

#puzzle Pencilmark sudoku 2
size 9
rules sudoku
marks 2,3,4,5,6,7,8 r1c2
marks 3,4,5,6 r1c3
marks 1,2,3,4,5,6,9 r1c4
marks 1,2,3,4,5,7,9 r1c5
marks 1,2,3,4,5,6,8,9 r1c6
marks 1,2,3,4,5,6,8,9 r1c7
marks 1,2,3,4,5,6,8,9 r1c9
marks 2,3,4,7,8 r2c1
marks 2,3,4,5,6,7,8 r2c2
marks 3,4,6,7,8 r2c3
marks 1,2,3,4,5,6,8,9 r2c6
marks 2,3,4,6,7,8 r2c8
marks 2,3,4,5,6,7,8 r2c9
marks 2,3,4,5,6,7,8 r3c1
marks 3,4,5,6,7,8 r3c2
marks 2,3,4,5,6,7,8,9 r3c3
marks 1,2,3,4,5,6,9 r3c4
marks 1,2,3,4,5,6,7,9 r3c5
marks 1,2,3,4,5,6,8,9 r3c6
marks 1,2,4,6,7,8,9 r3c8
marks 1,3,4,6,9 r4c3
marks 1,2,3,4,6 r4c4
marks 1,2,3,4,6,7,8 r4c5
marks 1,2,3,4,6,8 r4c6
marks 1,2,4 r4c8
marks 1,2,3,4,5,6,7,8 r4c9
marks 1,3,4,5,6,7,8,9 r5c1
marks 3,4,5,6,7,8,9 r5c2
marks 1,3,4,5,6,7,8,9 r5c3
marks 1,3,4,5,6,7,8,9 r6c1
marks 3,4,5,6,7,8 r6c2
marks 1,3,4,5,6,7,8,9 r6c3
marks 1,2,4,5,6,7,8,9 r6c7
marks 2,3,4,5,6,7,8,9 r7c2
marks 1,2,3,4,5,6,7,9 r7c4
marks 1,2,3,4,5,6,8,9 r7c6
marks 2,4,5,6,7,8,9 r8c2
marks 3,4,5,6,7,8,9 r8c3
marks 2,3,4,5,6,7,8,9 r8c5
marks 2,3,4,5,6,7,8,9 r8c9
marks 2,3,4,5,6,7,8,9 r9c2
marks 1,3,4,5,6,7,8,9 r9c3
marks 1,2,3,4,5,6,8,9 r9c6
marks 1,2,3,4,6,7,8 r9c8

#puzzle Pencilmark sudoku 3
size 9
rules sudoku
marks 1,3,5,7,9 r1c1
marks 1,3,5,7,8 r1c5
marks 1,3,5,6,7,8,9 r1c6
marks 1,3,4,5,6,7 r1c7
marks 1,2,3,5,6,7,8,9 r1c8
marks 3,4,5,7,9 r2c1
marks 1,2,3,4,5,6,9 r2c2
marks 2,3,4,5,6,7,8,9 r2c3
marks 1,2,3,4,5,6,7,9 r2c4
marks 3,4,5,9 r2c6
marks 2,3,4,5,7,9 r2c8
marks 1,2,3,4,5,7,8,9 r2c9
marks 1,4,6,9 r3c2
marks 2,4,6,8,9 r3c3
marks 1,2,4,5,6,8,9 r3c4
marks 2,3,4,5,6,7,8,9 r3c6
marks 1,2,3,4,5,6,8 r3c7
marks 1,2,4,6,7,8 r3c9
marks 1,2,4,5,6,8,9 r4c2
marks 2,4,5,6,8,9 r4c3
marks 3,4,5,6,7,9 r4c6
marks 3,4,5,6,7,9 r4c7
marks 2,3,7,8,9 r4c8
marks 1,2,3,5,6,7,8,9 r5c1
marks 1,2,6 r5c2
marks 1,2,4,5,6,8,9 r5c3
marks 1,2,4,5,9 r5c4
marks 1,3,4,5,6,8,9 r5c6
marks 1,2,3,4,6,8,9 r5c7
marks 1,2,3,5,6,7,8,9 r5c8
marks 1,2,6,7,8,9 r5c9
marks 1,2,3,5,7,8 r6c1
marks 1,2,3,4,5,7,8,9 r6c4
marks 1,2,3,4,5,6,7,8 r6c5
marks 1,2,3,4,6,7,8,9 r6c7
marks 3,8,9 r6c8
marks 1,2,3,7,8,9 r6c9
marks 1,3,4,5,6,7 r7c1
marks 1,2,3,4,5,6,7,8 r7c5
marks 1,3,4,5,6,7,8 r7c6
marks 4,5,6 r7c7
marks 1,5,6,7,8 r7c9
marks 1,2,4,6,8,9 r8c2
marks 2,4,6,8,9 r8c3
marks 2,4,8,9 r8c4
marks 1,2,3,4,7,8,9 r8c5
marks 1,2,4,5,6,7,8,9 r8c9
marks 1,2,3,5,6,7,8,9 r9c1
marks 1,2,3,4,6,7,8,9 r9c2
marks 2,3,4,6,7,8,9 r9c3
marks 1,2,3,4,5,7,8,9 r9c4
marks 1,2,3,7,8 r9c5
marks 3,4,5,6,7,8 r9c7
marks 2,3,5,6,7,8,9 r9c8

#puzzle Normal Lunchbox 2
size 9
rules sudoku
lunchbox 0 r2c1 r3c1 r4c1 r4c2 r5c2
lunchbox 5 r1c4 r2c4 r3c4 r3c3
lunchbox 0 r1c8 r1c9 r2c9 r3c9
lunchbox 7 r1c7 r1c6 r2c6 r3c6 r3c7
lunchbox 12 r4c8 r5c8 r5c9 r6c9
lunchbox 20 r4c7 r4c6 r5c6 r5c5 r6c5
lunchbox 27 r4c5 r4c4 r5c4 r6c4 r7c4 r7c5 r7c6 r8c6 r8c7
lunchbox 0 r7c8 r7c9 r8c9 r9c9 r9c8
lunchbox 16 r8c2 r8c3 r8c4 r9c4 r9c5 r9c6
lunchbox 21 r8c1 r7c1 r6c1 r6c2 r6c3 r5c3

#puzzle Extreme Lunchbox
size 9
rules sudoku
lunchbox 3 r6c2 r6c1 r5c1 r4c1
lunchbox 2 r6c4 r6c3 r5c3 r5c2 r4c2
lunchbox 29 r4c4 r3c4 r2c4 r1c4 r1c3 r1c2 r2c2
lunchbox 23 r1c7 r1c8 r2c8 r3c8 r4c8 r5c8 r5c7 r6c7 r7c7
lunchbox 0 r7c9 r8c9 r9c9
lunchbox 20 r8c2 r8c3 r9c3 r9c4 r9c5
lunchbox 12 r8c8 r8c7 r9c7 r9c6
lunchbox 8 r6c5 r7c5 r8c5 r8c4
lunchbox 8 r3c6 r4c6 r5c6 r6c6 r7c6
lunchbox 23 r3c7 r2c7 r2c6 r2c5 r3c5 r4c5 r5c5

#puzzle Extreme Lunchbox 2
size 9
rules sudoku
lunchbox 19 r1c3 r1c2 r2c2 r2c1 r3c1
lunchbox 14 r1c6 r1c7 r1c8 r1c9
lunchbox 5 r2c4 r2c5 r2c6 r3c6 r3c7 r4c7
lunchbox 16 r3c8 r4c8 r5c8 r5c7 r5c6
lunchbox 8 r3c4 r4c4 r4c5 r5c5
lunchbox 17 r7c1 r7c2 r7c3 r8c3 r9c3
lunchbox 0 r8c4 r9c4 r9c5
lunchbox 11 r7c6 r7c7 r8c7 r9c7
lunchbox 6 r7c5 r6c5 r6c6 r6c7
lunchbox 15 r6c9 r7c9 r8c9 r9c9 r9c8
lunchbox 13 r3c3 r4c3 r5c3 r5c2

#puzzle Unbidden First Hidden
size 9
rules sudoku
hidden-skyscraper 8 r0c4
hidden-skyscraper 8 r0c5
hidden-skyscraper 8 r0c6
hidden-skyscraper 6 r0c7
hidden-skyscraper 2 r2c0
hidden-skyscraper 2 r2c10
hidden-skyscraper 5 r7c10
hidden-skyscraper 6 r10c2
hidden-skyscraper 7 r10c3
hidden-skyscraper 3 r1c0
hidden-skyscraper 1 r3c0
hidden-skyscraper 7 r4c0
hidden-skyscraper 7 r5c0
hidden-skyscraper 7 r6c0
either
  hidden-skyscraper 1 r9c10
  hidden-skyscraper 1 r10c9
or
  hidden-skyscraper 2 r9c10
  hidden-skyscraper 2 r10c9
or
  hidden-skyscraper 3 r9c10
  hidden-skyscraper 3 r10c9
or
  hidden-skyscraper 4 r9c10
  hidden-skyscraper 4 r10c9
or
  hidden-skyscraper 5 r9c10
  hidden-skyscraper 5 r10c9
or
  hidden-skyscraper 6 r9c10
  hidden-skyscraper 6 r10c9
or
  hidden-skyscraper 7 r9c10
  hidden-skyscraper 7 r10c9
or
  hidden-skyscraper 8 r9c10
  hidden-skyscraper 8 r10c9
or
  hidden-skyscraper 9 r9c10
  hidden-skyscraper 9 r10c9
end

#puzzle Look-and-Say 2
size 9
rules sudoku
look-and-say 12 r1c2 r2c2 r3c2 r3c3
look-and-say 1617 r2c7 r3c7 r3c8
look-and-say 25 r6c9 r7c9 r7c8
look-and-say 27 r8c2 r8c3 r9c3 r9c4 r9c2
look-and-say 2122 r6c2 r7c2 r7c3 r7c4 r8c4
look-and-say 2412 r5c5 r6c5 r7c5 r8c5 r7c6
look-and-say 33 r4c6 r4c7 r5c7 r6c7 r7c7 r6c8 r5c8
look-and-say 11 r1c7 r2c8 r3c9
look-and-say 28 r4c9 r3c8 r2c7 r1c6
look-and-say 24 r6c9 r5c8 r4c7 r3c6 r2c5 r1c4
look-and-say 33 r1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1
look-and-say 12 r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9
look-and-say 31 r3c1 r4c2 r5c3 r6c4 r7c5 r8c6 r9c7
look-and-say 19 r4c1 r5c2 r6c3 r7c4 r8c5 r9c6
look-and-say 13 r1c4 r2c3 r3c2 r4c1
look-and-say 29 r1c6 r2c5 r3c4 r4c3 r5c2 r6c1
look-and-say 38 r1c7 r2c6 r3c5 r4c4 r5c3 r6c2 r7c1

#puzzle Look-and-Say 3
size 9
rules sudoku
look-and-say 23 r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9
look-and-say 12 r1c4 r1c5 r2c5
look-and-say 13 r2c6 r3c6
look-and-say 12 r1c7 r1c8 r1c9 r2c9
look-and-say 14 r4c7 r4c8 r4c9 r5c9
look-and-say 11 r5c7 r6c7
look-and-say 12 r6c8 r6c9
look-and-say 16 r7c8 r7c9
look-and-say 12 r8c9 r9c9 r9c8
look-and-say 16 r7c6 r8c6
look-and-say 14 r8c4 r9c4 r9c5
look-and-say 15 r7c3 r8c3
look-and-say 17 r7c1 r8c1 r9c1
look-and-say 11 r6c1 r6c2
look-and-say 14 r5c4 r5c5 r4c5
look-and-say 26 r3c4 r3c3 r4c3
look-and-say 13 r2c2 r2c1 r3c1
look-and-say 37 r2c1 r3c2 r4c3 r5c4 r6c5 r7c6 r8c7 r9c8
look-and-say 14 r3c1 r4c2 r5c3 r6c4 r7c5 r8c6 r9c7
look-and-say 27 r4c1 r5c2 r6c3 r7c4 r8c5 r9c6
look-and-say 15 r5c1 r6c2 r7c3 r8c4 r9c5
look-and-say 38 r7c9 r6c8 r5c7 r4c6 r3c5 r2c4 r1c3
look-and-say 12 r1c3 r2c2 r3c1
look-and-say 24 r1c6 r2c5 r3c4 r4c3 r5c2 r6c1
look-and-say 24 r1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1
look-and-say 25 r9c4 r8c5 r7c6 r6c7 r5c8 r4c9
look-and-say 15 r9c5 r8c6 r7c7 r6c8 r5c9

#puzzle Santorini
size 9
rules sudoku
counting-circles r2c1 r1c3 r2c3 r1c6 r1c8 r1c9 r4c9 r4c8 r3c6 r4c5 r5c5 r5c4 r6c4 r6c3 r5c2 r6c9 r7c9 r8c7 r9c7 r7c5 r8c3 r9c2 r8c1
cage 11 r2c1 r3c1
cage 11 r1c3 r2c3
cage 26 r1c6 r1c7 r1c8 r1c9
cage 16 r3c6 r3c5 r4c5
cage 15 r3c9 r4c9 r4c8
cage 14 r6c9 r7c9 r8c9
cage 15 r9c7 r8c7
cage 15 r6c4 r6c5 r7c5
cage 13 r5c5 r5c4
cage 16 r5c2 r5c3 r6c3
cage 29 r8c1 r9c1 r9c2 r9c3 r8c3
white r2c5 r2c6
white r9c4 r9c5
white r2c8 r3c8

#puzzle Bubble Tornado
size 9
rules sudoku
counting-circles r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r3c8 r2c8 r2c7 r3c7 r2c6 r2c5 r2c4 r2c3 r2c2 r2c1 r3c2 r3c3 r3c4 r3c5 r3c6 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r5c7 r5c8 r5c9 r5c6 r5c5 r6c1 r6c2 r6c3 r6c4 r8c3 r9c2 r8c4 r7c5 r7c6 r7c7
white r1c8 r1c9
white r3c5 r4c5
white r4c5 r5c5
white r8c3 r9c3
white r6c4 r7c4
white r3c7 r4c7
white r2c4 r2c5
white r3c2 r4c2
white r4c3 r5c3
white r5c7 r6c7
white r5c8 r5c9

#puzzle Taxicab Archers
size 9
rules sudoku self-taxicab
arrow r2c1 : r1c1 r1c2 r1c3
arrow r2c1 : r2c2 r2c3
arrow r1c6 : r2c5 r2c6 r3c6
arrow r1c6 : r2c5 r2c4 r3c4
arrow r1c9 : r2c9 r3c9 r3c8
arrow r1c9 : r2c9 r1c8 r1c7
arrow r5c5 : r6c5 r5c4
arrow r5c5 : r4c6 r5c6 r6c6
arrow r7c6 : r7c5 r7c4 r8c4
arrow r7c6 : r7c5 r8c5
arrow r9c3 : r9c2 r8c1 r7c1

#puzzle Copycat
size 9
rules sudoku
palindrome r9c1 r8c1 r8c2 r7c3 r6c3 r5c2 r4c2 r3c3 r2c4 r1c5 r1c6 r1c7 r1c8 r2c8 r2c9
white r5c6 r5c5
black r2c5 r3c5
black r3c7 r3c8
zipper r8c3 r7c4 r8c5 r9c6 r8c7 r7c7 r6c8 r5c8 r4c7 r3c7 r2c7 r3c6 r3c5 r3c4 r4c4
same-values r9c1 r8c1 r8c2 r7c3 r6c3 r5c2 r4c2 r3c3 r2c4 r1c5 r1c6 r1c7 r1c8 r2c8 r2c9 | r8c3 r7c4 r8c5 r9c6 r8c7 r7c7 r6c8 r5c8 r4c7 r3c7 r2c7 r3c6 r3c5 r3c4 r4c4

#puzzle Copycat [easy]
size 9
rules sudoku
r2c2 = 9
palindrome r9c1 r8c1 r8c2 r7c3 r6c3 r5c2 r4c2 r3c3 r2c4 r1c5 r1c6 r1c7 r1c8 r2c8 r2c9
white r5c6 r5c5
black r2c5 r3c5
black r3c7 r3c8
zipper r8c3 r7c4 r8c5 r9c6 r8c7 r7c7 r6c8 r5c8 r4c7 r3c7 r2c7 r3c6 r3c5 r3c4 r4c4
same-values r9c1 r8c1 r8c2 r7c3 r6c3 r5c2 r4c2 r3c3 r2c4 r1c5 r1c6 r1c7 r1c8 r2c8 r2c9 | r8c3 r7c4 r8c5 r9c6 r8c7 r7c7 r6c8 r5c8 r4c7 r3c7 r2c7 r3c6 r3c5 r3c4 r4c4

#puzzle Daredevil
size 9
rules sudoku
thermo r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1
thermo r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9
extra-region r3c4 r3c5 r3c6 r3c7 r6c5 r6c6 r6c7
same-values r3c4 | r6c3
same-values r3c7 | r6c4
same-values r2c2 | r4c4
same-values r2c3 | r4c5
same-values r2c4 | r4c6
same-values r2c5 | r4c7
same-values r3c2 | r5c4
same-values r3c6 | r5c8
same-values r4c2 | r6c4
same-values r4c6 | r6c8
same-values r5c2 | r7c4
same-values r5c6 | r7c8
same-values r6c2 | r8c4
same-values r6c3 | r8c5
same-values r6c4 | r8c6
same-values r6c5 | r8c7

#puzzle Force non-unit coeff
size 9
rules sudoku
r1c2 = 3
r3c8 = 6
r1c5 = 2
r6c1 = 2
r1c3 = 4
r1c4 = 6
r1c7 = 5
r4c9 = 3
r5c9 = 1
r8c9 = 5
r9c9 = 9
r9c8 = 2
r8c5 = 1
r8c6 = 9
r8c4 = 4
r7c4 = 2
r6c4 = 1
r5c4 = 5
r5c6 = 3
r4c1 = 8
r3c2 = 5
r7c2 = 6
r8c2 = 2
r9c1 = 7
arrow r1c6 r1c7 : r1c5 r1c4 r1c3 r1c2

#puzzle Doggo Experiment #8
size 9
rules sudoku offset
whispers 5 r7c1 r8c1 r9c1 r9c2 r9c3
whispers 5 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8
whispers 5 r1c6 r2c6 r3c7 r4c8 r4c9
r2c2 > r2c1
r2c2 > r2c3
r2c2 > r1c2
r2c2 > r3c2
r6c1 > r5c1
r5c2 > r5c1
r4c1 > r5c1
r8c2 > r8c1
r8c2 > r8c3
r8c2 > r7c2
r8c2 > r9c2
r1c5 > r1c4
r1c5 > r1c6
r1c5 > r2c5
r9c6 > r9c5
r8c5 > r9c5
r9c4 > r9c5
r2c8 > r2c7
r2c8 > r2c9
r2c8 > r1c8
r2c8 > r3c8
r4c9 > r5c9
r5c8 > r5c9
r6c9 > r5c9
r8c8 > r8c7
r8c8 > r8c9
r8c8 > r7c8
r8c8 > r9c8

#puzzle NFA: Equal sum parition
size 9
rules sudoku
r1c1 = 5
r1c2 = 3
r1c5 = 7
r2c1 = 6
r2c4 = 1
r2c5 = 9
r2c6 = 5
r3c2 = 9
r3c3 = 8
r3c8 = 6
r4c1 = 8
r4c9 = 3
r5c1 = 4
r5c9 = 1
r6c1 = 7
r6c9 = 6
r7c7 = 2
r7c8 = 8
r8c6 = 9
r8c9 = 5
r9c5 = 8
r9c8 = 7
r9c9 = 9
r6c5 = 2
r7c2 = 1
r8c5 = 1
automaton machine start 0 accept 0 0:1:1 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1,3:2 1:1:0 1:2,4:3 1:2:1 1:3,5:4 1:4,6:5 1:5,7:6 1:6,8:7 1:7,9:8 1:8:9 1:9:10 2:1,5:3 2:1,3:1 2:2,6:4 2:2:0 2:3,7:5 2:4,8:6 2:4:2 2:5,9:7 2:6:8 2:7:9 2:8:10 2:9:11 3:1,7:4 3:1,5:2 3:2,8:5 3:2,4:1 3:3,9:6 3:3:0 3:4:7 3:5:8 3:6:9 3:6:3 3:7:10 3:8:11 3:9:12 4:1,9:5 4:1,7:3 4:2:6 4:2,6:2 4:3:7 4:3,5:1 4:4:8 4:4:0 4:5:9 4:6:10 4:7:11 4:8:12 4:8:4 4:9:13 5:1:6 5:1,9:4 5:2:7 5:2,8:3 5:3:8 5:3,7:2 5:4:9 5:4,6:1 5:5:10 5:5:0 5:6:11 5:7:12 5:8:13 5:9:14 6:1:7 6:1:5 6:2:8 6:2:4 6:3:9 6:3,9:3 6:4:10 6:4,8:2 6:5:11 6:5,7:1 6:6:12 6:6:0 6:7:13 6:8:14 6:9:15 7:1:8 7:1:6 7:2:9 7:2:5 7:3:10 7:3:4 7:4:11 7:4:3 7:5:12 7:5,9:2 7:6:13 7:6,8:1 7:7:14 7:7:0 7:8:15 7:9:16 8:1:9 8:1:7 8:2:10 8:2:6 8:3:11 8:3:5 8:4:12 8:4:4 8:5:13 8:5:3 8:6:14 8:6:2 8:7:15 8:7,9:1 8:8:16 8:8:0 8:9:17 9:1:10 9:1:8 9:2:11 9:2:7 9:3:12 9:3:6 9:4:13 9:4:5 9:5:14 9:5:4 9:6:15 9:6:3 9:7:16 9:7:2 9:8:17 9:8:1 9:9:18 9:9:0 10:1:9 10:1:11 10:2:8 10:2:12 10:3:7 10:3:13 10:4:6 10:4:14 10:5:5 10:5:15 10:6:4 10:6:16 10:7:3 10:7:17 10:8:2 10:8:18 10:9:1 10:9:19 11:1:10 11:1:12 11:2:9 11:2:13 11:3:8 11:3:14 11:4:7 11:4:15 11:5:6 11:5:16 11:6:5 11:6:17 11:7:4 11:7:18 11:8:3 11:8:19 11:9:2 12:1:11 12:1:13 12:2:10 12:2:14 12:3:9 12:3:15 12:4:8 12:4:16 12:5:7 12:5:17 12:6:6 12:6:18 12:7:5 12:7:19 12:8:4 12:9:3 13:1:12 13:1:14 13:2:11 13:2:15 13:3:10 13:3:16 13:4:9 13:4:17 13:5:8 13:5:18 13:6:7 13:6:19 13:7:6 13:8:5 13:9:4 14:1:13 14:1:15 14:2:12 14:2:16 14:3:11 14:3:17 14:4:10 14:4:18 14:5:9 14:5:19 14:6:8 14:7:7 14:8:6 14:9:5 15:1:14 15:1:16 15:2:13 15:2:17 15:3:12 15:3:18 15:4:11 15:4:19 15:5:10 15:6:9 15:7:8 15:8:7 15:9:6 16:1:15 16:1:17 16:2:14 16:2:18 16:3:13 16:3:19 16:4:12 16:5:11 16:6:10 16:7:9 16:8:8 16:9:7 17:1:16 17:1:18 17:2:15 17:2:19 17:3:14 17:4:13 17:5:12 17:6:11 17:7:10 17:8:9 17:9:8 18:1:17 18:1:19 18:2:16 18:3:15 18:4:14 18:5:13 18:6:12 18:7:11 18:8:10 18:9:9 19:1:18 19:2:17 19:3:16 19:4:15 19:5:14 19:6:13 19:7:12 19:8:11 19:9:10
automaton machine r4c4 r4c5 r4c6 r5c6 r6c6 r7c6
automaton machine r4c3 r5c3 r6c3 r7c3 r7c4 r7c5

#puzzle How Shall We Split This?
size 9
rules sudoku
automaton machine start 0 accept 1 0:1:2 0:2:3 0:3:4 0:4:5 0:5:6 2:1:7 2:1:8 2:2:9 2:2:10 2:3:11 2:3:12 2:4:13 2:4:14 2:5:15 2:5:16 2:6:17 2:6:18 2:7:19 2:7:20 2:8:21 2:8:22 2:9:23 2:9:24 3:1:25 3:1:26 3:2:27 3:2:28 3:3:29 3:3:30 3:4:31 3:4:32 3:5:33 3:5:34 3:6:35 3:6:36 3:7:37 3:7:38 3:8:39 3:8:40 3:9:41 3:9:42 4:1:43 4:1:44 4:2:45 4:2:46 4:3:47 4:3:48 4:4:49 4:4:50 4:5:51 4:5:52 4:6:53 4:6:54 4:7:55 4:7:56 4:8:57 4:8:58 4:9:59 4:9:60 5:1:61 5:1:62 5:2:63 5:2:64 5:3:65 5:3:66 5:4:67 5:4:68 5:5:69 5:5:70 5:6:71 5:6:72 5:7:73 5:7:74 5:8:75 5:8:76 5:9:77 5:9:78 6:1:79 6:1:80 6:2:81 6:2:82 6:3:83 6:3:84 6:4:85 6:4:86 6:5:87 6:5:88 6:6:89 6:6:90 6:7:91 6:7:92 6:8:93 6:8:94 6:9:95 6:9:96 7:1:9 7:1:10 7:2:11 7:2:12 7:3:13 7:3:14 7:4:15 7:4:16 7:5:17 7:5:18 7:6:19 7:6:20 7:7:21 7:7:22 7:8:23 7:8:24 7:9:97 7:9:98 8:1:1 9:1:11 9:1:12 9:2:13 9:2:14 9:3:15 9:3:16 9:4:17 9:4:18 9:5:19 9:5:20 9:6:21 9:6:22 9:7:23 9:7:24 9:8:97 9:8:98 9:9:99 9:9:100 10:1:8 10:2:1 11:1:13 11:1:14 11:2:15 11:2:16 11:3:17 11:3:18 11:4:19 11:4:20 11:5:21 11:5:22 11:6:23 11:6:24 11:7:97 11:7:98 11:8:99 11:8:100 11:9:101 11:9:102 12:1:10 12:2:8 12:3:1 13:1:15 13:1:16 13:2:17 13:2:18 13:3:19 13:3:20 13:4:21 13:4:22 13:5:23 13:5:24 13:6:97 13:6:98 13:7:99 13:7:100 13:8:101 13:8:102 13:9:103 13:9:104 14:1:12 14:2:10 14:3:8 14:4:1 15:1:17 15:1:18 15:2:19 15:2:20 15:3:21 15:3:22 15:4:23 15:4:24 15:5:97 15:5:98 15:6:99 15:6:100 15:7:101 15:7:102 15:8:103 15:8:104 15:9:105 15:9:106 16:1:14 16:2:12 16:3:10 16:4:8 16:5:1 17:1:19 17:1:20 17:2:21 17:2:22 17:3:23 17:3:24 17:4:97 17:4:98 17:5:99 17:5:100 17:6:101 17:6:102 17:7:103 17:7:104 17:8:105 17:8:106 17:9:107 17:9:108 18:1:16 18:2:14 18:3:12 18:4:10 18:5:8 18:6:1 19:1:21 19:1:22 19:2:23 19:2:24 19:3:97 19:3:98 19:4:99 19:4:100 19:5:101 19:5:102 19:6:103 19:6:104 19:7:105 19:7:106 19:8:107 19:8:108 19:9:109 19:9:110 20:1:18 20:2:16 20:3:14 20:4:12 20:5:10 20:6:8 20:7:1 21:1:23 21:1:24 21:2:97 21:2:98 21:3:99 21:3:100 21:4:101 21:4:102 21:5:103 21:5:104 21:6:105 21:6:106 21:7:107 21:7:108 21:8:109 21:8:110 21:9:111 21:9:112 22:1:20 22:2:18 22:3:16 22:4:14 22:5:12 22:6:10 22:7:8 22:8:1 23:1:97 23:1:98 23:2:99 23:2:100 23:3:101 23:3:102 23:4:103 23:4:104 23:5:105 23:5:106 23:6:107 23:6:108 23:7:109 23:7:110 23:8:111 23:8:112 23:9:113 23:9:114 24:1:22 24:2:20 24:3:18 24:4:16 24:5:14 24:6:12 24:7:10 24:8:8 24:9:1 25:1:27 25:1:28 25:2:29 25:2:30 25:3:31 25:3:32 25:4:33 25:4:34 25:5:35 25:5:36 25:6:37 25:6:38 25:7:39 25:7:40 25:8:41 25:8:42 25:9:115 25:9:116 26:1:8 27:1:29 27:1:30 27:2:31 27:2:32 27:3:33 27:3:34 27:4:35 27:4:36 27:5:37 27:5:38 27:6:39 27:6:40 27:7:41 27:7:42 27:8:115 27:8:116 27:9:117 27:9:118 28:1:119 28:2:10 29:1:31 29:1:32 29:2:33 29:2:34 29:3:35 29:3:36 29:4:37 29:4:38 29:5:39 29:5:40 29:6:41 29:6:42 29:7:115 29:7:116 29:8:117 29:8:118 29:9:120 29:9:121 30:1:122 30:2:123 30:3:12 31:1:33 31:1:34 31:2:35 31:2:36 31:3:37 31:3:38 31:4:39 31:4:40 31:5:41 31:5:42 31:6:115 31:6:116 31:7:117 31:7:118 31:8:120 31:8:121 31:9:124 31:9:125 32:1:126 32:2:127 32:3:128 32:4:14 33:1:35 33:1:36 33:2:37 33:2:38 33:3:39 33:3:40 33:4:41 33:4:42 33:5:115 33:5:116 33:6:117 33:6:118 33:7:120 33:7:121 33:8:124 33:8:125 33:9:129 33:9:130 34:1:131 34:2:132 34:3:133 34:4:134 34:5:16 35:1:37 35:1:38 35:2:39 35:2:40 35:3:41 35:3:42 35:4:115 35:4:116 35:5:117 35:5:118 35:6:120 35:6:121 35:7:124 35:7:125 35:8:129 35:8:130 35:9:135 35:9:136 36:1:137 36:2:138 36:3:139 36:4:140 36:5:141 36:6:18 37:1:39 37:1:40 37:2:41 37:2:42 37:3:115 37:3:116 37:4:117 37:4:118 37:5:120 37:5:121 37:6:124 37:6:125 37:7:129 37:7:130 37:8:135 37:8:136 37:9:142 37:9:143 38:1:144 38:2:145 38:3:146 38:4:147 38:5:148 38:6:149 38:7:20 39:1:41 39:1:42 39:2:115 39:2:116 39:3:117 39:3:118 39:4:120 39:4:121 39:5:124 39:5:125 39:6:129 39:6:130 39:7:135 39:7:136 39:8:142 39:8:143 39:9:150 39:9:151 40:1:152 40:2:153 40:3:154 40:4:155 40:5:156 40:6:157 40:7:158 40:8:22 41:1:115 41:1:116 41:2:117 41:2:118 41:3:120 41:3:121 41:4:124 41:4:125 41:5:129 41:5:130 41:6:135 41:6:136 41:7:142 41:7:143 41:8:150 41:8:151 41:9:159 41:9:160 42:1:161 42:2:162 42:3:163 42:4:164 42:5:165 42:6:166 42:7:167 42:8:168 42:9:24 43:1:45 43:1:46 43:2:47 43:2:48 43:3:49 43:3:50 43:4:51 43:4:52 43:5:53 43:5:54 43:6:55 43:6:56 43:7:57 43:7:58 43:8:59 43:8:60 43:9:169 43:9:170 44:1:26 45:1:47 45:1:48 45:2:49 45:2:50 45:3:51 45:3:52 45:4:53 45:4:54 45:5:55 45:5:56 45:6:57 45:6:58 45:7:59 45:7:60 45:8:169 45:8:170 45:9:171 45:9:172 46:1:173 46:2:28 47:1:49 47:1:50 47:2:51 47:2:52 47:3:53 47:3:54 47:4:55 47:4:56 47:5:57 47:5:58 47:6:59 47:6:60 47:7:169 47:7:170 47:8:171 47:8:172 47:9:174 47:9:175 48:1:176 48:2:177 48:3:30 49:1:51 49:1:52 49:2:53 49:2:54 49:3:55 49:3:56 49:4:57 49:4:58 49:5:59 49:5:60 49:6:169 49:6:170 49:7:171 49:7:172 49:8:174 49:8:175 49:9:178 49:9:179 50:1:180 50:2:181 50:3:182 50:4:32 51:1:53 51:1:54 51:2:55 51:2:56 51:3:57 51:3:58 51:4:59 51:4:60 51:5:169 51:5:170 51:6:171 51:6:172 51:7:174 51:7:175 51:8:178 51:8:179 51:9:183 51:9:184 52:1:185 52:2:186 52:3:187 52:4:188 52:5:34 53:1:55 53:1:56 53:2:57 53:2:58 53:3:59 53:3:60 53:4:169 53:4:170 53:5:171 53:5:172 53:6:174 53:6:175 53:7:178 53:7:179 53:8:183 53:8:184 53:9:189 53:9:190 54:1:191 54:2:192 54:3:193 54:4:194 54:5:195 54:6:36 55:1:57 55:1:58 55:2:59 55:2:60 55:3:169 55:3:170 55:4:171 55:4:172 55:5:174 55:5:175 55:6:178 55:6:179 55:7:183 55:7:184 55:8:189 55:8:190 55:9:196 55:9:197 56:1:198 56:2:199 56:3:200 56:4:201 56:5:202 56:6:203 56:7:38 57:1:59 57:1:60 57:2:169 57:2:170 57:3:171 57:3:172 57:4:174 57:4:175 57:5:178 57:5:179 57:6:183 57:6:184 57:7:189 57:7:190 57:8:196 57:8:197 57:9:204 57:9:205 58:1:206 58:2:207 58:3:208 58:4:209 58:5:210 58:6:211 58:7:212 58:8:40 59:1:169 59:1:170 59:2:171 59:2:172 59:3:174 59:3:175 59:4:178 59:4:179 59:5:183 59:5:184 59:6:189 59:6:190 59:7:196 59:7:197 59:8:204 59:8:205 59:9:213 59:9:214 60:1:215 60:2:216 60:3:217 60:4:218 60:5:219 60:6:220 60:7:221 60:8:222 60:9:42 61:1:63 61:1:64 61:2:65 61:2:66 61:3:67 61:3:68 61:4:69 61:4:70 61:5:71 61:5:72 61:6:73 61:6:74 61:7:75 61:7:76 61:8:77 61:8:78 61:9:223 61:9:224 62:1:44 63:1:65 63:1:66 63:2:67 63:2:68 63:3:69 63:3:70 63:4:71 63:4:72 63:5:73 63:5:74 63:6:75 63:6:76 63:7:77 63:7:78 63:8:223 63:8:224 63:9:225 63:9:226 64:1:227 64:2:46 65:1:67 65:1:68 65:2:69 65:2:70 65:3:71 65:3:72 65:4:73 65:4:74 65:5:75 65:5:76 65:6:77 65:6:78 65:7:223 65:7:224 65:8:225 65:8:226 65:9:228 65:9:229 66:1:230 66:2:231 66:3:48 67:1:69 67:1:70 67:2:71 67:2:72 67:3:73 67:3:74 67:4:75 67:4:76 67:5:77 67:5:78 67:6:223 67:6:224 67:7:225 67:7:226 67:8:228 67:8:229 67:9:232 67:9:233 68:1:234 68:2:235 68:3:236 68:4:50 69:1:71 69:1:72 69:2:73 69:2:74 69:3:75 69:3:76 69:4:77 69:4:78 69:5:223 69:5:224 69:6:225 69:6:226 69:7:228 69:7:229 69:8:232 69:8:233 69:9:237 69:9:238 70:1:239 70:2:240 70:3:241 70:4:242 70:5:52 71:1:73 71:1:74 71:2:75 71:2:76 71:3:77 71:3:78 71:4:223 71:4:224 71:5:225 71:5:226 71:6:228 71:6:229 71:7:232 71:7:233 71:8:237 71:8:238 71:9:243 71:9:244 72:1:245 72:2:246 72:3:247 72:4:248 72:5:249 72:6:54 73:1:75 73:1:76 73:2:77 73:2:78 73:3:223 73:3:224 73:4:225 73:4:226 73:5:228 73:5:229 73:6:232 73:6:233 73:7:237 73:7:238 73:8:243 73:8:244 73:9:250 73:9:251 74:1:252 74:2:253 74:3:254 74:4:255 74:5:256 74:6:257 74:7:56 75:1:77 75:1:78 75:2:223 75:2:224 75:3:225 75:3:226 75:4:228 75:4:229 75:5:232 75:5:233 75:6:237 75:6:238 75:7:243 75:7:244 75:8:250 75:8:251 75:9:258 75:9:259 76:1:260 76:2:261 76:3:262 76:4:263 76:5:264 76:6:265 76:7:266 76:8:58 77:1:223 77:1:224 77:2:225 77:2:226 77:3:228 77:3:229 77:4:232 77:4:233 77:5:237 77:5:238 77:6:243 77:6:244 77:7:250 77:7:251 77:8:258 77:8:259 77:9:267 77:9:268 78:1:269 78:2:270 78:3:271 78:4:272 78:5:273 78:6:274 78:7:275 78:8:276 78:9:60 79:1:81 79:1:82 79:2:83 79:2:84 79:3:85 79:3:86 79:4:87 79:4:88 79:5:89 79:5:90 79:6:91 79:6:92 79:7:93 79:7:94 79:8:95 79:8:96 79:9:277 79:9:278 80:1:62 81:1:83 81:1:84 81:2:85 81:2:86 81:3:87 81:3:88 81:4:89 81:4:90 81:5:91 81:5:92 81:6:93 81:6:94 81:7:95 81:7:96 81:8:277 81:8:278 81:9:279 81:9:280 82:1:281 82:2:64 83:1:85 83:1:86 83:2:87 83:2:88 83:3:89 83:3:90 83:4:91 83:4:92 83:5:93 83:5:94 83:6:95 83:6:96 83:7:277 83:7:278 83:8:279 83:8:280 83:9:282 83:9:283 84:1:284 84:2:285 84:3:66 85:1:87 85:1:88 85:2:89 85:2:90 85:3:91 85:3:92 85:4:93 85:4:94 85:5:95 85:5:96 85:6:277 85:6:278 85:7:279 85:7:280 85:8:282 85:8:283 85:9:286 85:9:287 86:1:288 86:2:289 86:3:290 86:4:68 87:1:89 87:1:90 87:2:91 87:2:92 87:3:93 87:3:94 87:4:95 87:4:96 87:5:277 87:5:278 87:6:279 87:6:280 87:7:282 87:7:283 87:8:286 87:8:287 87:9:291 87:9:292 88:1:293 88:2:294 88:3:295 88:4:296 88:5:70 89:1:91 89:1:92 89:2:93 89:2:94 89:3:95 89:3:96 89:4:277 89:4:278 89:5:279 89:5:280 89:6:282 89:6:283 89:7:286 89:7:287 89:8:291 89:8:292 89:9:297 89:9:298 90:1:299 90:2:300 90:3:301 90:4:302 90:5:303 90:6:72 91:1:93 91:1:94 91:2:95 91:2:96 91:3:277 91:3:278 91:4:279 91:4:280 91:5:282 91:5:283 91:6:286 91:6:287 91:7:291 91:7:292 91:8:297 91:8:298 91:9:304 91:9:305 92:1:306 92:2:307 92:3:308 92:4:309 92:5:310 92:6:311 92:7:74 93:1:95 93:1:96 93:2:277 93:2:278 93:3:279 93:3:280 93:4:282 93:4:283 93:5:286 93:5:287 93:6:291 93:6:292 93:7:297 93:7:298 93:8:304 93:8:305 93:9:312 93:9:313 94:1:314 94:2:315 94:3:316 94:4:317 94:5:318 94:6:319 94:7:320 94:8:76 95:1:277 95:1:278 95:2:279 95:2:280 95:3:282 95:3:283 95:4:286 95:4:287 95:5:291 95:5:292 95:6:297 95:6:298 95:7:304 95:7:305 95:8:312 95:8:313 95:9:321 95:9:322 96:1:323 96:2:324 96:3:325 96:4:326 96:5:327 96:6:328 96:7:329 96:8:330 96:9:78 97:1:99 97:1:100 97:2:101 97:2:102 97:3:103 97:3:104 97:4:105 97:4:106 97:5:107 97:5:108 97:6:109 97:6:110 97:7:111 97:7:112 97:8:113 97:8:114 97:9:331 97:9:332 98:1:24 98:2:22 98:3:20 98:4:18 98:5:16 98:6:14 98:7:12 98:8:10 98:9:8 99:1:101 99:1:102 99:2:103 99:2:104 99:3:105 99:3:106 99:4:107 99:4:108 99:5:109 99:5:110 99:6:111 99:6:112 99:7:113 99:7:114 99:8:331 99:8:332 99:9:333 100:1:98 100:2:24 100:3:22 100:4:20 100:5:18 100:6:16 100:7:14 100:8:12 100:9:10 101:1:103 101:1:104 101:2:105 101:2:106 101:3:107 101:3:108 101:4:109 101:4:110 101:5:111 101:5:112 101:6:113 101:6:114 101:7:331 101:7:332 101:8:333 102:1:100 102:2:98 102:3:24 102:4:22 102:5:20 102:6:18 102:7:16 102:8:14 102:9:12 103:1:105 103:1:106 103:2:107 103:2:108 103:3:109 103:3:110 103:4:111 103:4:112 103:5:113 103:5:114 103:6:331 103:6:332 103:7:333 104:1:102 104:2:100 104:3:98 104:4:24 104:5:22 104:6:20 104:7:18 104:8:16 104:9:14 105:1:107 105:1:108 105:2:109 105:2:110 105:3:111 105:3:112 105:4:113 105:4:114 105:5:331 105:5:332 105:6:333 106:1:104 106:2:102 106:3:100 106:4:98 106:5:24 106:6:22 106:7:20 106:8:18 106:9:16 107:1:109 107:1:110 107:2:111 107:2:112 107:3:113 107:3:114 107:4:331 107:4:332 107:5:333 108:1:106 108:2:104 108:3:102 108:4:100 108:5:98 108:6:24 108:7:22 108:8:20 108:9:18 109:1:111 109:1:112 109:2:113 109:2:114 109:3:331 109:3:332 109:4:333 110:1:108 110:2:106 110:3:104 110:4:102 110:5:100 110:6:98 110:7:24 110:8:22 110:9:20 111:1:113 111:1:114 111:2:331 111:2:332 111:3:333 112:1:110 112:2:108 112:3:106 112:4:104 112:5:102 112:6:100 112:7:98 112:8:24 112:9:22 113:1:331 113:1:332 113:2:333 114:1:112 114:2:110 114:3:108 114:4:106 114:5:104 114:6:102 114:7:100 114:8:98 114:9:24 115:1:117 115:1:118 115:2:120 115:2:121 115:3:124 115:3:125 115:4:129 115:4:130 115:5:135 115:5:136 115:6:142 115:6:143 115:7:150 115:7:151 115:8:159 115:8:160 115:9:334 115:9:335 116:1:336 116:2:337 116:3:338 116:4:339 116:5:340 116:6:341 116:7:342 116:8:343 116:9:344 117:1:120 117:1:121 117:2:124 117:2:125 117:3:129 117:3:130 117:4:135 117:4:136 117:5:142 117:5:143 117:6:150 117:6:151 117:7:159 117:7:160 117:8:334 117:8:335 117:9:345 118:1:346 118:2:347 118:3:348 118:4:349 118:5:350 118:6:351 118:7:352 118:8:353 118:9:354 119:1:10 120:1:124 120:1:125 120:2:129 120:2:130 120:3:135 120:3:136 120:4:142 120:4:143 120:5:150 120:5:151 120:6:159 120:6:160 120:7:334 120:7:335 120:8:345 121:1:355 121:2:356 121:3:357 121:4:358 121:5:359 121:6:360 121:7:361 121:8:362 121:9:363 122:1:123 122:2:12 123:1:12 124:1:129 124:1:130 124:2:135 124:2:136 124:3:142 124:3:143 124:4:150 124:4:151 124:5:159 124:5:160 124:6:334 124:6:335 124:7:345 125:1:364 125:2:365 125:3:366 125:4:367 125:5:368 125:6:369 125:7:370 125:8:371 125:9:372 126:1:127 126:2:128 126:3:14 127:1:128 127:2:14 128:1:14 129:1:135 129:1:136 129:2:142 129:2:143 129:3:150 129:3:151 129:4:159 129:4:160 129:5:334 129:5:335 129:6:345 130:1:373 130:2:374 130:3:375 130:4:376 130:5:377 130:6:378 130:7:379 130:8:380 130:9:381 131:1:132 131:2:133 131:3:134 131:4:16 132:1:133 132:2:134 132:3:16 133:1:134 133:2:16 134:1:16 135:1:142 135:1:143 135:2:150 135:2:151 135:3:159 135:3:160 135:4:334 135:4:335 135:5:345 136:1:382 136:2:383 136:3:384 136:4:385 136:5:386 136:6:387 136:7:388 136:8:389 136:9:390 137:1:138 137:2:139 137:3:140 137:4:141 137:5:18 138:1:139 138:2:140 138:3:141 138:4:18 139:1:140 139:2:141 139:3:18 140:1:141 140:2:18 141:1:18 142:1:150 142:1:151 142:2:159 142:2:160 142:3:334 142:3:335 142:4:345 143:1:391 143:2:392 143:3:393 143:4:394 143:5:395 143:6:396 143:7:397 143:8:398 143:9:399 144:1:145 144:2:146 144:3:147 144:4:148 144:5:149 144:6:20 145:1:146 145:2:147 145:3:148 145:4:149 145:5:20 146:1:147 146:2:148 146:3:149 146:4:20 147:1:148 147:2:149 147:3:20 148:1:149 148:2:20 149:1:20 150:1:159 150:1:160 150:2:334 150:2:335 150:3:345 151:1:400 151:2:401 151:3:402 151:4:403 151:5:404 151:6:405 151:7:406 151:8:407 151:9:408 152:1:153 152:2:154 152:3:155 152:4:156 152:5:157 152:6:158 152:7:22 153:1:154 153:2:155 153:3:156 153:4:157 153:5:158 153:6:22 154:1:155 154:2:156 154:3:157 154:4:158 154:5:22 155:1:156 155:2:157 155:3:158 155:4:22 156:1:157 156:2:158 156:3:22 157:1:158 157:2:22 158:1:22 159:1:334 159:1:335 159:2:345 160:1:409 160:2:410 160:3:411 160:4:412 160:5:413 160:6:414 160:7:415 160:8:416 160:9:417 161:1:162 161:2:163 161:3:164 161:4:165 161:5:166 161:6:167 161:7:168 161:8:24 162:1:163 162:2:164 162:3:165 162:4:166 162:5:167 162:6:168 162:7:24 163:1:164 163:2:165 163:3:166 163:4:167 163:5:168 163:6:24 164:1:165 164:2:166 164:3:167 164:4:168 164:5:24 165:1:166 165:2:167 165:3:168 165:4:24 166:1:167 166:2:168 166:3:24 167:1:168 167:2:24 168:1:24 169:1:171 169:1:172 169:2:174 169:2:175 169:3:178 169:3:179 169:4:183 169:4:184 169:5:189 169:5:190 169:6:196 169:6:197 169:7:204 169:7:205 169:8:213 169:8:214 169:9:418 169:9:419 170:1:420 170:2:421 170:3:422 170:4:423 170:5:424 170:6:425 170:7:426 170:8:427 170:9:428 171:1:174 171:1:175 171:2:178 171:2:179 171:3:183 171:3:184 171:4:189 171:4:190 171:5:196 171:5:197 171:6:204 171:6:205 171:7:213 171:7:214 171:8:418 171:8:419 171:9:429 172:1:430 172:2:431 172:3:432 172:4:433 172:5:434 172:6:435 172:7:436 172:8:437 172:9:438 173:1:28 174:1:178 174:1:179 174:2:183 174:2:184 174:3:189 174:3:190 174:4:196 174:4:197 174:5:204 174:5:205 174:6:213 174:6:214 174:7:418 174:7:419 174:8:429 175:1:439 175:2:440 175:3:441 175:4:442 175:5:443 175:6:444 175:7:445 175:8:446 175:9:447 176:1:177 176:2:30 177:1:30 178:1:183 178:1:184 178:2:189 178:2:190 178:3:196 178:3:197 178:4:204 178:4:205 178:5:213 178:5:214 178:6:418 178:6:419 178:7:429 179:1:448 179:2:449 179:3:450 179:4:451 179:5:452 179:6:453 179:7:454 179:8:455 179:9:456 180:1:181 180:2:182 180:3:32 181:1:182 181:2:32 182:1:32 183:1:189 183:1:190 183:2:196 183:2:197 183:3:204 183:3:205 183:4:213 183:4:214 183:5:418 183:5:419 183:6:429 184:1:457 184:2:458 184:3:459 184:4:460 184:5:461 184:6:462 184:7:463 184:8:464 184:9:465 185:1:186 185:2:187 185:3:188 185:4:34 186:1:187 186:2:188 186:3:34 187:1:188 187:2:34 188:1:34 189:1:196 189:1:197 189:2:204 189:2:205 189:3:213 189:3:214 189:4:418 189:4:419 189:5:429 190:1:466 190:2:467 190:3:468 190:4:469 190:5:470 190:6:471 190:7:472 190:8:473 190:9:474 191:1:192 191:2:193 191:3:194 191:4:195 191:5:36 192:1:193 192:2:194 192:3:195 192:4:36 193:1:194 193:2:195 193:3:36 194:1:195 194:2:36 195:1:36 196:1:204 196:1:205 196:2:213 196:2:214 196:3:418 196:3:419 196:4:429 197:1:475 197:2:476 197:3:477 197:4:478 197:5:479 197:6:480 197:7:481 197:8:482 197:9:483 198:1:199 198:2:200 198:3:201 198:4:202 198:5:203 198:6:38 199:1:200 199:2:201 199:3:202 199:4:203 199:5:38 200:1:201 200:2:202 200:3:203 200:4:38 201:1:202 201:2:203 201:3:38 202:1:203 202:2:38 203:1:38 204:1:213 204:1:214 204:2:418 204:2:419 204:3:429 205:1:484 205:2:485 205:3:486 205:4:487 205:5:488 205:6:489 205:7:490 205:8:491 205:9:492 206:1:207 206:2:208 206:3:209 206:4:210 206:5:211 206:6:212 206:7:40 207:1:208 207:2:209 207:3:210 207:4:211 207:5:212 207:6:40 208:1:209 208:2:210 208:3:211 208:4:212 208:5:40 209:1:210 209:2:211 209:3:212 209:4:40 210:1:211 210:2:212 210:3:40 211:1:212 211:2:40 212:1:40 213:1:418 213:1:419 213:2:429 214:1:493 214:2:494 214:3:495 214:4:496 214:5:497 214:6:498 214:7:499 214:8:500 214:9:501 215:1:216 215:2:217 215:3:218 215:4:219 215:5:220 215:6:221 215:7:222 215:8:42 216:1:217 216:2:218 216:3:219 216:4:220 216:5:221 216:6:222 216:7:42 217:1:218 217:2:219 217:3:220 217:4:221 217:5:222 217:6:42 218:1:219 218:2:220 218:3:221 218:4:222 218:5:42 219:1:220 219:2:221 219:3:222 219:4:42 220:1:221 220:2:222 220:3:42 221:1:222 221:2:42 222:1:42 223:1:225 223:1:226 223:2:228 223:2:229 223:3:232 223:3:233 223:4:237 223:4:238 223:5:243 223:5:244 223:6:250 223:6:251 223:7:258 223:7:259 223:8:267 223:8:268 223:9:502 223:9:503 224:1:504 224:2:505 224:3:506 224:4:507 224:5:508 224:6:509 224:7:510 224:8:511 224:9:512 225:1:228 225:1:229 225:2:232 225:2:233 225:3:237 225:3:238 225:4:243 225:4:244 225:5:250 225:5:251 225:6:258 225:6:259 225:7:267 225:7:268 225:8:502 225:8:503 225:9:513 226:1:514 226:2:515 226:3:516 226:4:517 226:5:518 226:6:519 226:7:520 226:8:521 226:9:522 227:1:46 228:1:232 228:1:233 228:2:237 228:2:238 228:3:243 228:3:244 228:4:250 228:4:251 228:5:258 228:5:259 228:6:267 228:6:268 228:7:502 228:7:503 228:8:513 229:1:523 229:2:524 229:3:525 229:4:526 229:5:527 229:6:528 229:7:529 229:8:530 229:9:531 230:1:231 230:2:48 231:1:48 232:1:237 232:1:238 232:2:243 232:2:244 232:3:250 232:3:251 232:4:258 232:4:259 232:5:267 232:5:268 232:6:502 232:6:503 232:7:513 233:1:532 233:2:533 233:3:534 233:4:535 233:5:536 233:6:537 233:7:538 233:8:539 233:9:540 234:1:235 234:2:236 234:3:50 235:1:236 235:2:50 236:1:50 237:1:243 237:1:244 237:2:250 237:2:251 237:3:258 237:3:259 237:4:267 237:4:268 237:5:502 237:5:503 237:6:513 238:1:541 238:2:542 238:3:543 238:4:544 238:5:545 238:6:546 238:7:547 238:8:548 238:9:549 239:1:240 239:2:241 239:3:242 239:4:52 240:1:241 240:2:242 240:3:52 241:1:242 241:2:52 242:1:52 243:1:250 243:1:251 243:2:258 243:2:259 243:3:267 243:3:268 243:4:502 243:4:503 243:5:513 244:1:550 244:2:551 244:3:552 244:4:553 244:5:554 244:6:555 244:7:556 244:8:557 244:9:558 245:1:246 245:2:247 245:3:248 245:4:249 245:5:54 246:1:247 246:2:248 246:3:249 246:4:54 247:1:248 247:2:249 247:3:54 248:1:249 248:2:54 249:1:54 250:1:258 250:1:259 250:2:267 250:2:268 250:3:502 250:3:503 250:4:513 251:1:559 251:2:560 251:3:561 251:4:562 251:5:563 251:6:564 251:7:565 251:8:566 251:9:567 252:1:253 252:2:254 252:3:255 252:4:256 252:5:257 252:6:56 253:1:254 253:2:255 253:3:256 253:4:257 253:5:56 254:1:255 254:2:256 254:3:257 254:4:56 255:1:256 255:2:257 255:3:56 256:1:257 256:2:56 257:1:56 258:1:267 258:1:268 258:2:502 258:2:503 258:3:513 259:1:568 259:2:569 259:3:570 259:4:571 259:5:572 259:6:573 259:7:574 259:8:575 259:9:576 260:1:261 260:2:262 260:3:263 260:4:264 260:5:265 260:6:266 260:7:58 261:1:262 261:2:263 261:3:264 261:4:265 261:5:266 261:6:58 262:1:263 262:2:264 262:3:265 262:4:266 262:5:58 263:1:264 263:2:265 263:3:266 263:4:58 264:1:265 264:2:266 264:3:58 265:1:266 265:2:58 266:1:58 267:1:502 267:1:503 267:2:513 268:1:577 268:2:578 268:3:579 268:4:580 268:5:581 268:6:582 268:7:583 268:8:584 268:9:585 269:1:270 269:2:271 269:3:272 269:4:273 269:5:274 269:6:275 269:7:276 269:8:60 270:1:271 270:2:272 270:3:273 270:4:274 270:5:275 270:6:276 270:7:60 271:1:272 271:2:273 271:3:274 271:4:275 271:5:276 271:6:60 272:1:273 272:2:274 272:3:275 272:4:276 272:5:60 273:1:274 273:2:275 273:3:276 273:4:60 274:1:275 274:2:276 274:3:60 275:1:276 275:2:60 276:1:60 277:1:279 277:1:280 277:2:282 277:2:283 277:3:286 277:3:287 277:4:291 277:4:292 277:5:297 277:5:298 277:6:304 277:6:305 277:7:312 277:7:313 277:8:321 277:8:322 277:9:586 277:9:587 278:1:588 278:2:589 278:3:590 278:4:591 278:5:592 278:6:593 278:7:594 278:8:595 278:9:596 279:1:282 279:1:283 279:2:286 279:2:287 279:3:291 279:3:292 279:4:297 279:4:298 279:5:304 279:5:305 279:6:312 279:6:313 279:7:321 279:7:322 279:8:586 279:8:587 279:9:597 280:1:598 280:2:599 280:3:600 280:4:601 280:5:602 280:6:603 280:7:604 280:8:605 280:9:606 281:1:64 282:1:286 282:1:287 282:2:291 282:2:292 282:3:297 282:3:298 282:4:304 282:4:305 282:5:312 282:5:313 282:6:321 282:6:322 282:7:586 282:7:587 282:8:597 283:1:607 283:2:608 283:3:609 283:4:610 283:5:611 283:6:612 283:7:613 283:8:614 283:9:615 284:1:285 284:2:66 285:1:66 286:1:291 286:1:292 286:2:297 286:2:298 286:3:304 286:3:305 286:4:312 286:4:313 286:5:321 286:5:322 286:6:586 286:6:587 286:7:597 287:1:616 287:2:617 287:3:618 287:4:619 287:5:620 287:6:621 287:7:622 287:8:623 287:9:624 288:1:289 288:2:290 288:3:68 289:1:290 289:2:68 290:1:68 291:1:297 291:1:298 291:2:304 291:2:305 291:3:312 291:3:313 291:4:321 291:4:322 291:5:586 291:5:587 291:6:597 292:1:625 292:2:626 292:3:627 292:4:628 292:5:629 292:6:630 292:7:631 292:8:632 292:9:633 293:1:294 293:2:295 293:3:296 293:4:70 294:1:295 294:2:296 294:3:70 295:1:296 295:2:70 296:1:70 297:1:304 297:1:305 297:2:312 297:2:313 297:3:321 297:3:322 297:4:586 297:4:587 297:5:597 298:1:634 298:2:635 298:3:636 298:4:637 298:5:638 298:6:639 298:7:640 298:8:641 298:9:642 299:1:300 299:2:301 299:3:302 299:4:303 299:5:72 300:1:301 300:2:302 300:3:303 300:4:72 301:1:302 301:2:303 301:3:72 302:1:303 302:2:72 303:1:72 304:1:312 304:1:313 304:2:321 304:2:322 304:3:586 304:3:587 304:4:597 305:1:643 305:2:644 305:3:645 305:4:646 305:5:647 305:6:648 305:7:649 305:8:650 305:9:651 306:1:307 306:2:308 306:3:309 306:4:310 306:5:311 306:6:74 307:1:308 307:2:309 307:3:310 307:4:311 307:5:74 308:1:309 308:2:310 308:3:311 308:4:74 309:1:310 309:2:311 309:3:74 310:1:311 310:2:74 311:1:74 312:1:321 312:1:322 312:2:586 312:2:587 312:3:597 313:1:652 313:2:653 313:3:654 313:4:655 313:5:656 313:6:657 313:7:658 313:8:659 313:9:660 314:1:315 314:2:316 314:3:317 314:4:318 314:5:319 314:6:320 314:7:76 315:1:316 315:2:317 315:3:318 315:4:319 315:5:320 315:6:76 316:1:317 316:2:318 316:3:319 316:4:320 316:5:76 317:1:318 317:2:319 317:3:320 317:4:76 318:1:319 318:2:320 318:3:76 319:1:320 319:2:76 320:1:76 321:1:586 321:1:587 321:2:597 322:1:661 322:2:662 322:3:663 322:4:664 322:5:665 322:6:666 322:7:667 322:8:668 322:9:669 323:1:324 323:2:325 323:3:326 323:4:327 323:5:328 323:6:329 323:7:330 323:8:78 324:1:325 324:2:326 324:3:327 324:4:328 324:5:329 324:6:330 324:7:78 325:1:326 325:2:327 325:3:328 325:4:329 325:5:330 325:6:78 326:1:327 326:2:328 326:3:329 326:4:330 326:5:78 327:1:328 327:2:329 327:3:330 327:4:78 328:1:329 328:2:330 328:3:78 329:1:330 329:2:78 330:1:78 331:1:333 332:1:114 332:2:112 332:3:110 332:4:108 332:5:106 332:6:104 332:7:102 332:8:100 332:9:98 333:1:332 333:2:114 333:3:112 333:4:110 333:5:108 333:6:106 333:7:104 333:8:102 333:9:100 334:1:345 335:1:670 335:2:671 335:3:672 335:4:673 335:5:674 335:6:675 335:7:676 335:8:677 335:9:678 336:1:337 336:2:338 336:3:339 336:4:340 336:5:341 336:6:342 336:7:343 336:8:344 336:9:98 337:1:338 337:2:339 337:3:340 337:4:341 337:5:342 337:6:343 337:7:344 337:8:98 338:1:339 338:2:340 338:3:341 338:4:342 338:5:343 338:6:344 338:7:98 339:1:340 339:2:341 339:3:342 339:4:343 339:5:344 339:6:98 340:1:341 340:2:342 340:3:343 340:4:344 340:5:98 341:1:342 341:2:343 341:3:344 341:4:98 342:1:343 342:2:344 342:3:98 343:1:344 343:2:98 344:1:98 345:1:679 345:2:680 345:3:681 345:4:682 345:5:683 345:6:684 345:7:685 345:8:686 345:9:687 346:1:347 346:2:348 346:3:349 346:4:350 346:5:351 346:6:352 346:7:353 346:8:354 346:9:688 347:1:348 347:2:349 347:3:350 347:4:351 347:5:352 347:6:353 347:7:354 347:8:688 347:9:100 348:1:349 348:2:350 348:3:351 348:4:352 348:5:353 348:6:354 348:7:688 348:8:100 349:1:350 349:2:351 349:3:352 349:4:353 349:5:354 349:6:688 349:7:100 350:1:351 350:2:352 350:3:353 350:4:354 350:5:688 350:6:100 351:1:352 351:2:353 351:3:354 351:4:688 351:5:100 352:1:353 352:2:354 352:3:688 352:4:100 353:1:354 353:2:688 353:3:100 354:1:688 354:2:100 355:1:356 355:2:357 355:3:358 355:4:359 355:5:360 355:6:361 355:7:362 355:8:363 355:9:689 356:1:357 356:2:358 356:3:359 356:4:360 356:5:361 356:6:362 356:7:363 356:8:689 356:9:690 357:1:358 357:2:359 357:3:360 357:4:361 357:5:362 357:6:363 357:7:689 357:8:690 357:9:102 358:1:359 358:2:360 358:3:361 358:4:362 358:5:363 358:6:689 358:7:690 358:8:102 359:1:360 359:2:361 359:3:362 359:4:363 359:5:689 359:6:690 359:7:102 360:1:361 360:2:362 360:3:363 360:4:689 360:5:690 360:6:102 361:1:362 361:2:363 361:3:689 361:4:690 361:5:102 362:1:363 362:2:689 362:3:690 362:4:102 363:1:689 363:2:690 363:3:102 364:1:365 364:2:366 364:3:367 364:4:368 364:5:369 364:6:370 364:7:371 364:8:372 364:9:691 365:1:366 365:2:367 365:3:368 365:4:369 365:5:370 365:6:371 365:7:372 365:8:691 365:9:692 366:1:367 366:2:368 366:3:369 366:4:370 366:5:371 366:6:372 366:7:691 366:8:692 366:9:693 367:1:368 367:2:369 367:3:370 367:4:371 367:5:372 367:6:691 367:7:692 367:8:693 367:9:104 368:1:369 368:2:370 368:3:371 368:4:372 368:5:691 368:6:692 368:7:693 368:8:104 369:1:370 369:2:371 369:3:372 369:4:691 369:5:692 369:6:693 369:7:104 370:1:371 370:2:372 370:3:691 370:4:692 370:5:693 370:6:104 371:1:372 371:2:691 371:3:692 371:4:693 371:5:104 372:1:691 372:2:692 372:3:693 372:4:104 373:1:374 373:2:375 373:3:376 373:4:377 373:5:378 373:6:379 373:7:380 373:8:381 373:9:694 374:1:375 374:2:376 374:3:377 374:4:378 374:5:379 374:6:380 374:7:381 374:8:694 374:9:695 375:1:376 375:2:377 375:3:378 375:4:379 375:5:380 375:6:381 375:7:694 375:8:695 375:9:696 376:1:377 376:2:378 376:3:379 376:4:380 376:5:381 376:6:694 376:7:695 376:8:696 376:9:697 377:1:378 377:2:379 377:3:380 377:4:381 377:5:694 377:6:695 377:7:696 377:8:697 377:9:106 378:1:379 378:2:380 378:3:381 378:4:694 378:5:695 378:6:696 378:7:697 378:8:106 379:1:380 379:2:381 379:3:694 379:4:695 379:5:696 379:6:697 379:7:106 380:1:381 380:2:694 380:3:695 380:4:696 380:5:697 380:6:106 381:1:694 381:2:695 381:3:696 381:4:697 381:5:106 382:1:383 382:2:384 382:3:385 382:4:386 382:5:387 382:6:388 382:7:389 382:8:390 382:9:698 383:1:384 383:2:385 383:3:386 383:4:387 383:5:388 383:6:389 383:7:390 383:8:698 383:9:699 384:1:385 384:2:386 384:3:387 384:4:388 384:5:389 384:6:390 384:7:698 384:8:699 384:9:700 385:1:386 385:2:387 385:3:388 385:4:389 385:5:390 385:6:698 385:7:699 385:8:700 385:9:701 386:1:387 386:2:388 386:3:389 386:4:390 386:5:698 386:6:699 386:7:700 386:8:701 386:9:702 387:1:388 387:2:389 387:3:390 387:4:698 387:5:699 387:6:700 387:7:701 387:8:702 387:9:108 388:1:389 388:2:390 388:3:698 388:4:699 388:5:700 388:6:701 388:7:702 388:8:108 389:1:390 389:2:698 389:3:699 389:4:700 389:5:701 389:6:702 389:7:108 390:1:698 390:2:699 390:3:700 390:4:701 390:5:702 390:6:108 391:1:392 391:2:393 391:3:394 391:4:395 391:5:396 391:6:397 391:7:398 391:8:399 391:9:703 392:1:393 392:2:394 392:3:395 392:4:396 392:5:397 392:6:398 392:7:399 392:8:703 392:9:704 393:1:394 393:2:395 393:3:396 393:4:397 393:5:398 393:6:399 393:7:703 393:8:704 393:9:705 394:1:395 394:2:396 394:3:397 394:4:398 394:5:399 394:6:703 394:7:704 394:8:705 394:9:706 395:1:396 395:2:397 395:3:398 395:4:399 395:5:703 395:6:704 395:7:705 395:8:706 395:9:707 396:1:397 396:2:398 396:3:399 396:4:703 396:5:704 396:6:705 396:7:706 396:8:707 396:9:708 397:1:398 397:2:399 397:3:703 397:4:704 397:5:705 397:6:706 397:7:707 397:8:708 397:9:110 398:1:399 398:2:703 398:3:704 398:4:705 398:5:706 398:6:707 398:7:708 398:8:110 399:1:703 399:2:704 399:3:705 399:4:706 399:5:707 399:6:708 399:7:110 400:1:401 400:2:402 400:3:403 400:4:404 400:5:405 400:6:406 400:7:407 400:8:408 400:9:709 401:1:402 401:2:403 401:3:404 401:4:405 401:5:406 401:6:407 401:7:408 401:8:709 401:9:710 402:1:403 402:2:404 402:3:405 402:4:406 402:5:407 402:6:408 402:7:709 402:8:710 402:9:711 403:1:404 403:2:405 403:3:406 403:4:407 403:5:408 403:6:709 403:7:710 403:8:711 403:9:712 404:1:405 404:2:406 404:3:407 404:4:408 404:5:709 404:6:710 404:7:711 404:8:712 404:9:713 405:1:406 405:2:407 405:3:408 405:4:709 405:5:710 405:6:711 405:7:712 405:8:713 405:9:714 406:1:407 406:2:408 406:3:709 406:4:710 406:5:711 406:6:712 406:7:713 406:8:714 406:9:715 407:1:408 407:2:709 407:3:710 407:4:711 407:5:712 407:6:713 407:7:714 407:8:715 407:9:112 408:1:709 408:2:710 408:3:711 408:4:712 408:5:713 408:6:714 408:7:715 408:8:112 409:1:410 409:2:411 409:3:412 409:4:413 409:5:414 409:6:415 409:7:416 409:8:417 409:9:716 410:1:411 410:2:412 410:3:413 410:4:414 410:5:415 410:6:416 410:7:417 410:8:716 410:9:717 411:1:412 411:2:413 411:3:414 411:4:415 411:5:416 411:6:417 411:7:716 411:8:717 411:9:718 412:1:413 412:2:414 412:3:415 412:4:416 412:5:417 412:6:716 412:7:717 412:8:718 412:9:719 413:1:414 413:2:415 413:3:416 413:4:417 413:5:716 413:6:717 413:7:718 413:8:719 413:9:720 414:1:415 414:2:416 414:3:417 414:4:716 414:5:717 414:6:718 414:7:719 414:8:720 414:9:721 415:1:416 415:2:417 415:3:716 415:4:717 415:5:718 415:6:719 415:7:720 415:8:721 415:9:722 416:1:417 416:2:716 416:3:717 416:4:718 416:5:719 416:6:720 416:7:721 416:8:722 416:9:723 417:1:716 417:2:717 417:3:718 417:4:719 417:5:720 417:6:721 417:7:722 417:8:723 417:9:114 418:1:429 419:1:724 419:2:725 419:3:726 419:4:727 419:5:728 419:6:729 419:7:730 419:8:731 419:9:732 420:1:421 420:2:422 420:3:423 420:4:424 420:5:425 420:6:426 420:7:427 420:8:428 420:9:116 421:1:422 421:2:423 421:3:424 421:4:425 421:5:426 421:6:427 421:7:428 421:8:116 422:1:423 422:2:424 422:3:425 422:4:426 422:5:427 422:6:428 422:7:116 423:1:424 423:2:425 423:3:426 423:4:427 423:5:428 423:6:116 424:1:425 424:2:426 424:3:427 424:4:428 424:5:116 425:1:426 425:2:427 425:3:428 425:4:116 426:1:427 426:2:428 426:3:116 427:1:428 427:2:116 428:1:116 429:1:733 429:2:734 429:3:735 429:4:736 429:5:737 429:6:738 429:7:739 429:8:740 429:9:741 430:1:431 430:2:432 430:3:433 430:4:434 430:5:435 430:6:436 430:7:437 430:8:438 430:9:742 431:1:432 431:2:433 431:3:434 431:4:435 431:5:436 431:6:437 431:7:438 431:8:742 431:9:118 432:1:433 432:2:434 432:3:435 432:4:436 432:5:437 432:6:438 432:7:742 432:8:118 433:1:434 433:2:435 433:3:436 433:4:437 433:5:438 433:6:742 433:7:118 434:1:435 434:2:436 434:3:437 434:4:438 434:5:742 434:6:118 435:1:436 435:2:437 435:3:438 435:4:742 435:5:118 436:1:437 436:2:438 436:3:742 436:4:118 437:1:438 437:2:742 437:3:118 438:1:742 438:2:118 439:1:440 439:2:441 439:3:442 439:4:443 439:5:444 439:6:445 439:7:446 439:8:447 439:9:743 440:1:441 440:2:442 440:3:443 440:4:444 440:5:445 440:6:446 440:7:447 440:8:743 440:9:744 441:1:442 441:2:443 441:3:444 441:4:445 441:5:446 441:6:447 441:7:743 441:8:744 441:9:121 442:1:443 442:2:444 442:3:445 442:4:446 442:5:447 442:6:743 442:7:744 442:8:121 443:1:444 443:2:445 443:3:446 443:4:447 443:5:743 443:6:744 443:7:121 444:1:445 444:2:446 444:3:447 444:4:743 444:5:744 444:6:121 445:1:446 445:2:447 445:3:743 445:4:744 445:5:121 446:1:447 446:2:743 446:3:744 446:4:121 447:1:743 447:2:744 447:3:121 448:1:449 448:2:450 448:3:451 448:4:452 448:5:453 448:6:454 448:7:455 448:8:456 448:9:745 449:1:450 449:2:451 449:3:452 449:4:453 449:5:454 449:6:455 449:7:456 449:8:745 449:9:746 450:1:451 450:2:452 450:3:453 450:4:454 450:5:455 450:6:456 450:7:745 450:8:746 450:9:747 451:1:452 451:2:453 451:3:454 451:4:455 451:5:456 451:6:745 451:7:746 451:8:747 451:9:125 452:1:453 452:2:454 452:3:455 452:4:456 452:5:745 452:6:746 452:7:747 452:8:125 453:1:454 453:2:455 453:3:456 453:4:745 453:5:746 453:6:747 453:7:125 454:1:455 454:2:456 454:3:745 454:4:746 454:5:747 454:6:125 455:1:456 455:2:745 455:3:746 455:4:747 455:5:125 456:1:745 456:2:746 456:3:747 456:4:125 457:1:458 457:2:459 457:3:460 457:4:461 457:5:462 457:6:463 457:7:464 457:8:465 457:9:748 458:1:459 458:2:460 458:3:461 458:4:462 458:5:463 458:6:464 458:7:465 458:8:748 458:9:749 459:1:460 459:2:461 459:3:462 459:4:463 459:5:464 459:6:465 459:7:748 459:8:749 459:9:750 460:1:461 460:2:462 460:3:463 460:4:464 460:5:465 460:6:748 460:7:749 460:8:750 460:9:751 461:1:462 461:2:463 461:3:464 461:4:465 461:5:748 461:6:749 461:7:750 461:8:751 461:9:130 462:1:463 462:2:464 462:3:465 462:4:748 462:5:749 462:6:750 462:7:751 462:8:130 463:1:464 463:2:465 463:3:748 463:4:749 463:5:750 463:6:751 463:7:130 464:1:465 464:2:748 464:3:749 464:4:750 464:5:751 464:6:130 465:1:748 465:2:749 465:3:750 465:4:751 465:5:130 466:1:467 466:2:468 466:3:469 466:4:470 466:5:471 466:6:472 466:7:473 466:8:474 466:9:752 467:1:468 467:2:469 467:3:470 467:4:471 467:5:472 467:6:473 467:7:474 467:8:752 467:9:753 468:1:469 468:2:470 468:3:471 468:4:472 468:5:473 468:6:474 468:7:752 468:8:753 468:9:754 469:1:470 469:2:471 469:3:472 469:4:473 469:5:474 469:6:752 469:7:753 469:8:754 469:9:755 470:1:471 470:2:472 470:3:473 470:4:474 470:5:752 470:6:753 470:7:754 470:8:755 470:9:756 471:1:472 471:2:473 471:3:474 471:4:752 471:5:753 471:6:754 471:7:755 471:8:756 471:9:136 472:1:473 472:2:474 472:3:752 472:4:753 472:5:754 472:6:755 472:7:756 472:8:136 473:1:474 473:2:752 473:3:753 473:4:754 473:5:755 473:6:756 473:7:136 474:1:752 474:2:753 474:3:754 474:4:755 474:5:756 474:6:136 475:1:476 475:2:477 475:3:478 475:4:479 475:5:480 475:6:481 475:7:482 475:8:483 475:9:757 476:1:477 476:2:478 476:3:479 476:4:480 476:5:481 476:6:482 476:7:483 476:8:757 476:9:758 477:1:478 477:2:479 477:3:480 477:4:481 477:5:482 477:6:483 477:7:757 477:8:758 477:9:759 478:1:479 478:2:480 478:3:481 478:4:482 478:5:483 478:6:757 478:7:758 478:8:759 478:9:760 479:1:480 479:2:481 479:3:482 479:4:483 479:5:757 479:6:758 479:7:759 479:8:760 479:9:761 480:1:481 480:2:482 480:3:483 480:4:757 480:5:758 480:6:759 480:7:760 480:8:761 480:9:762 481:1:482 481:2:483 481:3:757 481:4:758 481:5:759 481:6:760 481:7:761 481:8:762 481:9:143 482:1:483 482:2:757 482:3:758 482:4:759 482:5:760 482:6:761 482:7:762 482:8:143 483:1:757 483:2:758 483:3:759 483:4:760 483:5:761 483:6:762 483:7:143 484:1:485 484:2:486 484:3:487 484:4:488 484:5:489 484:6:490 484:7:491 484:8:492 484:9:763 485:1:486 485:2:487 485:3:488 485:4:489 485:5:490 485:6:491 485:7:492 485:8:763 485:9:764 486:1:487 486:2:488 486:3:489 486:4:490 486:5:491 486:6:492 486:7:763 486:8:764 486:9:765 487:1:488 487:2:489 487:3:490 487:4:491 487:5:492 487:6:763 487:7:764 487:8:765 487:9:766 488:1:489 488:2:490 488:3:491 488:4:492 488:5:763 488:6:764 488:7:765 488:8:766 488:9:767 489:1:490 489:2:491 489:3:492 489:4:763 489:5:764 489:6:765 489:7:766 489:8:767 489:9:768 490:1:491 490:2:492 490:3:763 490:4:764 490:5:765 490:6:766 490:7:767 490:8:768 490:9:769 491:1:492 491:2:763 491:3:764 491:4:765 491:5:766 491:6:767 491:7:768 491:8:769 491:9:151 492:1:763 492:2:764 492:3:765 492:4:766 492:5:767 492:6:768 492:7:769 492:8:151 493:1:494 493:2:495 493:3:496 493:4:497 493:5:498 493:6:499 493:7:500 493:8:501 493:9:770 494:1:495 494:2:496 494:3:497 494:4:498 494:5:499 494:6:500 494:7:501 494:8:770 494:9:771 495:1:496 495:2:497 495:3:498 495:4:499 495:5:500 495:6:501 495:7:770 495:8:771 495:9:772 496:1:497 496:2:498 496:3:499 496:4:500 496:5:501 496:6:770 496:7:771 496:8:772 496:9:773 497:1:498 497:2:499 497:3:500 497:4:501 497:5:770 497:6:771 497:7:772 497:8:773 497:9:774 498:1:499 498:2:500 498:3:501 498:4:770 498:5:771 498:6:772 498:7:773 498:8:774 498:9:775 499:1:500 499:2:501 499:3:770 499:4:771 499:5:772 499:6:773 499:7:774 499:8:775 499:9:776 500:1:501 500:2:770 500:3:771 500:4:772 500:5:773 500:6:774 500:7:775 500:8:776 500:9:777 501:1:770 501:2:771 501:3:772 501:4:773 501:5:774 501:6:775 501:7:776 501:8:777 501:9:160 502:1:513 503:1:778 503:2:779 503:3:780 503:4:781 503:5:782 503:6:783 503:7:784 503:8:785 503:9:786 504:1:505 504:2:506 504:3:507 504:4:508 504:5:509 504:6:510 504:7:511 504:8:512 504:9:170 505:1:506 505:2:507 505:3:508 505:4:509 505:5:510 505:6:511 505:7:512 505:8:170 506:1:507 506:2:508 506:3:509 506:4:510 506:5:511 506:6:512 506:7:170 507:1:508 507:2:509 507:3:510 507:4:511 507:5:512 507:6:170 508:1:509 508:2:510 508:3:511 508:4:512 508:5:170 509:1:510 509:2:511 509:3:512 509:4:170 510:1:511 510:2:512 510:3:170 511:1:512 511:2:170 512:1:170 513:1:787 513:2:788 513:3:789 513:4:790 513:5:791 513:6:792 513:7:793 513:8:794 513:9:795 514:1:515 514:2:516 514:3:517 514:4:518 514:5:519 514:6:520 514:7:521 514:8:522 514:9:796 515:1:516 515:2:517 515:3:518 515:4:519 515:5:520 515:6:521 515:7:522 515:8:796 515:9:172 516:1:517 516:2:518 516:3:519 516:4:520 516:5:521 516:6:522 516:7:796 516:8:172 517:1:518 517:2:519 517:3:520 517:4:521 517:5:522 517:6:796 517:7:172 518:1:519 518:2:520 518:3:521 518:4:522 518:5:796 518:6:172 519:1:520 519:2:521 519:3:522 519:4:796 519:5:172 520:1:521 520:2:522 520:3:796 520:4:172 521:1:522 521:2:796 521:3:172 522:1:796 522:2:172 523:1:524 523:2:525 523:3:526 523:4:527 523:5:528 523:6:529 523:7:530 523:8:531 523:9:797 524:1:525 524:2:526 524:3:527 524:4:528 524:5:529 524:6:530 524:7:531 524:8:797 524:9:798 525:1:526 525:2:527 525:3:528 525:4:529 525:5:530 525:6:531 525:7:797 525:8:798 525:9:175 526:1:527 526:2:528 526:3:529 526:4:530 526:5:531 526:6:797 526:7:798 526:8:175 527:1:528 527:2:529 527:3:530 527:4:531 527:5:797 527:6:798 527:7:175 528:1:529 528:2:530 528:3:531 528:4:797 528:5:798 528:6:175 529:1:530 529:2:531 529:3:797 529:4:798 529:5:175 530:1:531 530:2:797 530:3:798 530:4:175 531:1:797 531:2:798 531:3:175 532:1:533 532:2:534 532:3:535 532:4:536 532:5:537 532:6:538 532:7:539 532:8:540 532:9:799 533:1:534 533:2:535 533:3:536 533:4:537 533:5:538 533:6:539 533:7:540 533:8:799 533:9:800 534:1:535 534:2:536 534:3:537 534:4:538 534:5:539 534:6:540 534:7:799 534:8:800 534:9:801 535:1:536 535:2:537 535:3:538 535:4:539 535:5:540 535:6:799 535:7:800 535:8:801 535:9:179 536:1:537 536:2:538 536:3:539 536:4:540 536:5:799 536:6:800 536:7:801 536:8:179 537:1:538 537:2:539 537:3:540 537:4:799 537:5:800 537:6:801 537:7:179 538:1:539 538:2:540 538:3:799 538:4:800 538:5:801 538:6:179 539:1:540 539:2:799 539:3:800 539:4:801 539:5:179 540:1:799 540:2:800 540:3:801 540:4:179 541:1:542 541:2:543 541:3:544 541:4:545 541:5:546 541:6:547 541:7:548 541:8:549 541:9:802 542:1:543 542:2:544 542:3:545 542:4:546 542:5:547 542:6:548 542:7:549 542:8:802 542:9:803 543:1:544 543:2:545 543:3:546 543:4:547 543:5:548 543:6:549 543:7:802 543:8:803 543:9:804 544:1:545 544:2:546 544:3:547 544:4:548 544:5:549 544:6:802 544:7:803 544:8:804 544:9:805 545:1:546 545:2:547 545:3:548 545:4:549 545:5:802 545:6:803 545:7:804 545:8:805 545:9:184 546:1:547 546:2:548 546:3:549 546:4:802 546:5:803 546:6:804 546:7:805 546:8:184 547:1:548 547:2:549 547:3:802 547:4:803 547:5:804 547:6:805 547:7:184 548:1:549 548:2:802 548:3:803 548:4:804 548:5:805 548:6:184 549:1:802 549:2:803 549:3:804 549:4:805 549:5:184 550:1:551 550:2:552 550:3:553 550:4:554 550:5:555 550:6:556 550:7:557 550:8:558 550:9:806 551:1:552 551:2:553 551:3:554 551:4:555 551:5:556 551:6:557 551:7:558 551:8:806 551:9:807 552:1:553 552:2:554 552:3:555 552:4:556 552:5:557 552:6:558 552:7:806 552:8:807 552:9:808 553:1:554 553:2:555 553:3:556 553:4:557 553:5:558 553:6:806 553:7:807 553:8:808 553:9:809 554:1:555 554:2:556 554:3:557 554:4:558 554:5:806 554:6:807 554:7:808 554:8:809 554:9:810 555:1:556 555:2:557 555:3:558 555:4:806 555:5:807 555:6:808 555:7:809 555:8:810 555:9:190 556:1:557 556:2:558 556:3:806 556:4:807 556:5:808 556:6:809 556:7:810 556:8:190 557:1:558 557:2:806 557:3:807 557:4:808 557:5:809 557:6:810 557:7:190 558:1:806 558:2:807 558:3:808 558:4:809 558:5:810 558:6:190 559:1:560 559:2:561 559:3:562 559:4:563 559:5:564 559:6:565 559:7:566 559:8:567 559:9:811 560:1:561 560:2:562 560:3:563 560:4:564 560:5:565 560:6:566 560:7:567 560:8:811 560:9:812 561:1:562 561:2:563 561:3:564 561:4:565 561:5:566 561:6:567 561:7:811 561:8:812 561:9:813 562:1:563 562:2:564 562:3:565 562:4:566 562:5:567 562:6:811 562:7:812 562:8:813 562:9:814 563:1:564 563:2:565 563:3:566 563:4:567 563:5:811 563:6:812 563:7:813 563:8:814 563:9:815 564:1:565 564:2:566 564:3:567 564:4:811 564:5:812 564:6:813 564:7:814 564:8:815 564:9:816 565:1:566 565:2:567 565:3:811 565:4:812 565:5:813 565:6:814 565:7:815 565:8:816 565:9:197 566:1:567 566:2:811 566:3:812 566:4:813 566:5:814 566:6:815 566:7:816 566:8:197 567:1:811 567:2:812 567:3:813 567:4:814 567:5:815 567:6:816 567:7:197 568:1:569 568:2:570 568:3:571 568:4:572 568:5:573 568:6:574 568:7:575 568:8:576 568:9:817 569:1:570 569:2:571 569:3:572 569:4:573 569:5:574 569:6:575 569:7:576 569:8:817 569:9:818 570:1:571 570:2:572 570:3:573 570:4:574 570:5:575 570:6:576 570:7:817 570:8:818 570:9:819 571:1:572 571:2:573 571:3:574 571:4:575 571:5:576 571:6:817 571:7:818 571:8:819 571:9:820 572:1:573 572:2:574 572:3:575 572:4:576 572:5:817 572:6:818 572:7:819 572:8:820 572:9:821 573:1:574 573:2:575 573:3:576 573:4:817 573:5:818 573:6:819 573:7:820 573:8:821 573:9:822 574:1:575 574:2:576 574:3:817 574:4:818 574:5:819 574:6:820 574:7:821 574:8:822 574:9:823 575:1:576 575:2:817 575:3:818 575:4:819 575:5:820 575:6:821 575:7:822 575:8:823 575:9:205 576:1:817 576:2:818 576:3:819 576:4:820 576:5:821 576:6:822 576:7:823 576:8:205 577:1:578 577:2:579 577:3:580 577:4:581 577:5:582 577:6:583 577:7:584 577:8:585 577:9:824 578:1:579 578:2:580 578:3:581 578:4:582 578:5:583 578:6:584 578:7:585 578:8:824 578:9:825 579:1:580 579:2:581 579:3:582 579:4:583 579:5:584 579:6:585 579:7:824 579:8:825 579:9:826 580:1:581 580:2:582 580:3:583 580:4:584 580:5:585 580:6:824 580:7:825 580:8:826 580:9:827 581:1:582 581:2:583 581:3:584 581:4:585 581:5:824 581:6:825 581:7:826 581:8:827 581:9:828 582:1:583 582:2:584 582:3:585 582:4:824 582:5:825 582:6:826 582:7:827 582:8:828 582:9:829 583:1:584 583:2:585 583:3:824 583:4:825 583:5:826 583:6:827 583:7:828 583:8:829 583:9:830 584:1:585 584:2:824 584:3:825 584:4:826 584:5:827 584:6:828 584:7:829 584:8:830 584:9:831 585:1:824 585:2:825 585:3:826 585:4:827 585:5:828 585:6:829 585:7:830 585:8:831 585:9:214 586:1:597 587:1:832 587:2:833 587:3:834 587:4:835 587:5:836 587:6:837 587:7:838 587:8:839 587:9:840 588:1:589 588:2:590 588:3:591 588:4:592 588:5:593 588:6:594 588:7:595 588:8:596 588:9:224 589:1:590 589:2:591 589:3:592 589:4:593 589:5:594 589:6:595 589:7:596 589:8:224 590:1:591 590:2:592 590:3:593 590:4:594 590:5:595 590:6:596 590:7:224 591:1:592 591:2:593 591:3:594 591:4:595 591:5:596 591:6:224 592:1:593 592:2:594 592:3:595 592:4:596 592:5:224 593:1:594 593:2:595 593:3:596 593:4:224 594:1:595 594:2:596 594:3:224 595:1:596 595:2:224 596:1:224 597:1:841 597:2:842 597:3:843 597:4:844 597:5:845 597:6:846 597:7:847 597:8:848 597:9:849 598:1:599 598:2:600 598:3:601 598:4:602 598:5:603 598:6:604 598:7:605 598:8:606 598:9:850 599:1:600 599:2:601 599:3:602 599:4:603 599:5:604 599:6:605 599:7:606 599:8:850 599:9:226 600:1:601 600:2:602 600:3:603 600:4:604 600:5:605 600:6:606 600:7:850 600:8:226 601:1:602 601:2:603 601:3:604 601:4:605 601:5:606 601:6:850 601:7:226 602:1:603 602:2:604 602:3:605 602:4:606 602:5:850 602:6:226 603:1:604 603:2:605 603:3:606 603:4:850 603:5:226 604:1:605 604:2:606 604:3:850 604:4:226 605:1:606 605:2:850 605:3:226 606:1:850 606:2:226 607:1:608 607:2:609 607:3:610 607:4:611 607:5:612 607:6:613 607:7:614 607:8:615 607:9:851 608:1:609 608:2:610 608:3:611 608:4:612 608:5:613 608:6:614 608:7:615 608:8:851 608:9:852 609:1:610 609:2:611 609:3:612 609:4:613 609:5:614 609:6:615 609:7:851 609:8:852 609:9:229 610:1:611 610:2:612 610:3:613 610:4:614 610:5:615 610:6:851 610:7:852 610:8:229 611:1:612 611:2:613 611:3:614 611:4:615 611:5:851 611:6:852 611:7:229 612:1:613 612:2:614 612:3:615 612:4:851 612:5:852 612:6:229 613:1:614 613:2:615 613:3:851 613:4:852 613:5:229 614:1:615 614:2:851 614:3:852 614:4:229 615:1:851 615:2:852 615:3:229 616:1:617 616:2:618 616:3:619 616:4:620 616:5:621 616:6:622 616:7:623 616:8:624 616:9:853 617:1:618 617:2:619 617:3:620 617:4:621 617:5:622 617:6:623 617:7:624 617:8:853 617:9:854 618:1:619 618:2:620 618:3:621 618:4:622 618:5:623 618:6:624 618:7:853 618:8:854 618:9:855 619:1:620 619:2:621 619:3:622 619:4:623 619:5:624 619:6:853 619:7:854 619:8:855 619:9:233 620:1:621 620:2:622 620:3:623 620:4:624 620:5:853 620:6:854 620:7:855 620:8:233 621:1:622 621:2:623 621:3:624 621:4:853 621:5:854 621:6:855 621:7:233 622:1:623 622:2:624 622:3:853 622:4:854 622:5:855 622:6:233 623:1:624 623:2:853 623:3:854 623:4:855 623:5:233 624:1:853 624:2:854 624:3:855 624:4:233 625:1:626 625:2:627 625:3:628 625:4:629 625:5:630 625:6:631 625:7:632 625:8:633 625:9:856 626:1:627 626:2:628 626:3:629 626:4:630 626:5:631 626:6:632 626:7:633 626:8:856 626:9:857 627:1:628 627:2:629 627:3:630 627:4:631 627:5:632 627:6:633 627:7:856 627:8:857 627:9:858 628:1:629 628:2:630 628:3:631 628:4:632 628:5:633 628:6:856 628:7:857 628:8:858 628:9:859 629:1:630 629:2:631 629:3:632 629:4:633 629:5:856 629:6:857 629:7:858 629:8:859 629:9:238 630:1:631 630:2:632 630:3:633 630:4:856 630:5:857 630:6:858 630:7:859 630:8:238 631:1:632 631:2:633 631:3:856 631:4:857 631:5:858 631:6:859 631:7:238 632:1:633 632:2:856 632:3:857 632:4:858 632:5:859 632:6:238 633:1:856 633:2:857 633:3:858 633:4:859 633:5:238 634:1:635 634:2:636 634:3:637 634:4:638 634:5:639 634:6:640 634:7:641 634:8:642 634:9:860 635:1:636 635:2:637 635:3:638 635:4:639 635:5:640 635:6:641 635:7:642 635:8:860 635:9:861 636:1:637 636:2:638 636:3:639 636:4:640 636:5:641 636:6:642 636:7:860 636:8:861 636:9:862 637:1:638 637:2:639 637:3:640 637:4:641 637:5:642 637:6:860 637:7:861 637:8:862 637:9:863 638:1:639 638:2:640 638:3:641 638:4:642 638:5:860 638:6:861 638:7:862 638:8:863 638:9:864 639:1:640 639:2:641 639:3:642 639:4:860 639:5:861 639:6:862 639:7:863 639:8:864 639:9:244 640:1:641 640:2:642 640:3:860 640:4:861 640:5:862 640:6:863 640:7:864 640:8:244 641:1:642 641:2:860 641:3:861 641:4:862 641:5:863 641:6:864 641:7:244 642:1:860 642:2:861 642:3:862 642:4:863 642:5:864 642:6:244 643:1:644 643:2:645 643:3:646 643:4:647 643:5:648 643:6:649 643:7:650 643:8:651 643:9:865 644:1:645 644:2:646 644:3:647 644:4:648 644:5:649 644:6:650 644:7:651 644:8:865 644:9:866 645:1:646 645:2:647 645:3:648 645:4:649 645:5:650 645:6:651 645:7:865 645:8:866 645:9:867 646:1:647 646:2:648 646:3:649 646:4:650 646:5:651 646:6:865 646:7:866 646:8:867 646:9:868 647:1:648 647:2:649 647:3:650 647:4:651 647:5:865 647:6:866 647:7:867 647:8:868 647:9:869 648:1:649 648:2:650 648:3:651 648:4:865 648:5:866 648:6:867 648:7:868 648:8:869 648:9:870 649:1:650 649:2:651 649:3:865 649:4:866 649:5:867 649:6:868 649:7:869 649:8:870 649:9:251 650:1:651 650:2:865 650:3:866 650:4:867 650:5:868 650:6:869 650:7:870 650:8:251 651:1:865 651:2:866 651:3:867 651:4:868 651:5:869 651:6:870 651:7:251 652:1:653 652:2:654 652:3:655 652:4:656 652:5:657 652:6:658 652:7:659 652:8:660 652:9:871 653:1:654 653:2:655 653:3:656 653:4:657 653:5:658 653:6:659 653:7:660 653:8:871 653:9:872 654:1:655 654:2:656 654:3:657 654:4:658 654:5:659 654:6:660 654:7:871 654:8:872 654:9:873 655:1:656 655:2:657 655:3:658 655:4:659 655:5:660 655:6:871 655:7:872 655:8:873 655:9:874 656:1:657 656:2:658 656:3:659 656:4:660 656:5:871 656:6:872 656:7:873 656:8:874 656:9:875 657:1:658 657:2:659 657:3:660 657:4:871 657:5:872 657:6:873 657:7:874 657:8:875 657:9:876 658:1:659 658:2:660 658:3:871 658:4:872 658:5:873 658:6:874 658:7:875 658:8:876 658:9:877 659:1:660 659:2:871 659:3:872 659:4:873 659:5:874 659:6:875 659:7:876 659:8:877 659:9:259 660:1:871 660:2:872 660:3:873 660:4:874 660:5:875 660:6:876 660:7:877 660:8:259 661:1:662 661:2:663 661:3:664 661:4:665 661:5:666 661:6:667 661:7:668 661:8:669 661:9:878 662:1:663 662:2:664 662:3:665 662:4:666 662:5:667 662:6:668 662:7:669 662:8:878 662:9:879 663:1:664 663:2:665 663:3:666 663:4:667 663:5:668 663:6:669 663:7:878 663:8:879 663:9:880 664:1:665 664:2:666 664:3:667 664:4:668 664:5:669 664:6:878 664:7:879 664:8:880 664:9:881 665:1:666 665:2:667 665:3:668 665:4:669 665:5:878 665:6:879 665:7:880 665:8:881 665:9:882 666:1:667 666:2:668 666:3:669 666:4:878 666:5:879 666:6:880 666:7:881 666:8:882 666:9:883 667:1:668 667:2:669 667:3:878 667:4:879 667:5:880 667:6:881 667:7:882 667:8:883 667:9:884 668:1:669 668:2:878 668:3:879 668:4:880 668:5:881 668:6:882 668:7:883 668:8:884 668:9:885 669:1:878 669:2:879 669:3:880 669:4:881 669:5:882 669:6:883 669:7:884 669:8:885 669:9:268 670:1:671 670:2:672 670:3:673 670:4:674 670:5:675 670:6:676 670:7:677 670:8:678 670:9:886 671:1:672 671:2:673 671:3:674 671:4:675 671:5:676 671:6:677 671:7:678 671:8:886 671:9:887 672:1:673 672:2:674 672:3:675 672:4:676 672:5:677 672:6:678 672:7:886 672:8:887 672:9:888 673:1:674 673:2:675 673:3:676 673:4:677 673:5:678 673:6:886 673:7:887 673:8:888 673:9:889 674:1:675 674:2:676 674:3:677 674:4:678 674:5:886 674:6:887 674:7:888 674:8:889 674:9:890 675:1:676 675:2:677 675:3:678 675:4:886 675:5:887 675:6:888 675:7:889 675:8:890 675:9:891 676:1:677 676:2:678 676:3:886 676:4:887 676:5:888 676:6:889 676:7:890 676:8:891 676:9:892 677:1:678 677:2:886 677:3:887 677:4:888 677:5:889 677:6:890 677:7:891 677:8:892 677:9:893 678:1:886 678:2:887 678:3:888 678:4:889 678:5:890 678:6:891 678:7:892 678:8:893 678:9:894 679:1:680 679:2:681 679:3:682 679:4:683 679:5:684 679:6:685 679:7:686 679:8:687 679:9:895 680:1:681 680:2:682 680:3:683 680:4:684 680:5:685 680:6:686 680:7:687 680:8:895 680:9:896 681:1:682 681:2:683 681:3:684 681:4:685 681:5:686 681:6:687 681:7:895 681:8:896 681:9:897 682:1:683 682:2:684 682:3:685 682:4:686 682:5:687 682:6:895 682:7:896 682:8:897 682:9:898 683:1:684 683:2:685 683:3:686 683:4:687 683:5:895 683:6:896 683:7:897 683:8:898 683:9:899 684:1:685 684:2:686 684:3:687 684:4:895 684:5:896 684:6:897 684:7:898 684:8:899 684:9:900 685:1:686 685:2:687 685:3:895 685:4:896 685:5:897 685:6:898 685:7:899 685:8:900 685:9:901 686:1:687 686:2:895 686:3:896 686:4:897 686:5:898 686:6:899 686:7:900 686:8:901 686:9:902 687:1:895 687:2:896 687:3:897 687:4:898 687:5:899 687:6:900 687:7:901 687:8:902 687:9:903 688:1:100 689:1:690 689:2:102 690:1:102 691:1:692 691:2:693 691:3:104 692:1:693 692:2:104 693:1:104 694:1:695 694:2:696 694:3:697 694:4:106 695:1:696 695:2:697 695:3:106 696:1:697 696:2:106 697:1:106 698:1:699 698:2:700 698:3:701 698:4:702 698:5:108 699:1:700 699:2:701 699:3:702 699:4:108 700:1:701 700:2:702 700:3:108 701:1:702 701:2:108 702:1:108 703:1:704 703:2:705 703:3:706 703:4:707 703:5:708 703:6:110 704:1:705 704:2:706 704:3:707 704:4:708 704:5:110 705:1:706 705:2:707 705:3:708 705:4:110 706:1:707 706:2:708 706:3:110 707:1:708 707:2:110 708:1:110 709:1:710 709:2:711 709:3:712 709:4:713 709:5:714 709:6:715 709:7:112 710:1:711 710:2:712 710:3:713 710:4:714 710:5:715 710:6:112 711:1:712 711:2:713 711:3:714 711:4:715 711:5:112 712:1:713 712:2:714 712:3:715 712:4:112 713:1:714 713:2:715 713:3:112 714:1:715 714:2:112 715:1:112 716:1:717 716:2:718 716:3:719 716:4:720 716:5:721 716:6:722 716:7:723 716:8:114 717:1:718 717:2:719 717:3:720 717:4:721 717:5:722 717:6:723 717:7:114 718:1:719 718:2:720 718:3:721 718:4:722 718:5:723 718:6:114 719:1:720 719:2:721 719:3:722 719:4:723 719:5:114 720:1:721 720:2:722 720:3:723 720:4:114 721:1:722 721:2:723 721:3:114 722:1:723 722:2:114 723:1:114 724:1:725 724:2:726 724:3:727 724:4:728 724:5:729 724:6:730 724:7:731 724:8:732 724:9:904 725:1:726 725:2:727 725:3:728 725:4:729 725:5:730 725:6:731 725:7:732 725:8:904 725:9:905 726:1:727 726:2:728 726:3:729 726:4:730 726:5:731 726:6:732 726:7:904 726:8:905 726:9:906 727:1:728 727:2:729 727:3:730 727:4:731 727:5:732 727:6:904 727:7:905 727:8:906 727:9:907 728:1:729 728:2:730 728:3:731 728:4:732 728:5:904 728:6:905 728:7:906 728:8:907 728:9:908 729:1:730 729:2:731 729:3:732 729:4:904 729:5:905 729:6:906 729:7:907 729:8:908 729:9:909 730:1:731 730:2:732 730:3:904 730:4:905 730:5:906 730:6:907 730:7:908 730:8:909 730:9:910 731:1:732 731:2:904 731:3:905 731:4:906 731:5:907 731:6:908 731:7:909 731:8:910 731:9:911 732:1:904 732:2:905 732:3:906 732:4:907 732:5:908 732:6:909 732:7:910 732:8:911 732:9:912 733:1:734 733:2:735 733:3:736 733:4:737 733:5:738 733:6:739 733:7:740 733:8:741 733:9:913 734:1:735 734:2:736 734:3:737 734:4:738 734:5:739 734:6:740 734:7:741 734:8:913 734:9:914 735:1:736 735:2:737 735:3:738 735:4:739 735:5:740 735:6:741 735:7:913 735:8:914 735:9:915 736:1:737 736:2:738 736:3:739 736:4:740 736:5:741 736:6:913 736:7:914 736:8:915 736:9:916 737:1:738 737:2:739 737:3:740 737:4:741 737:5:913 737:6:914 737:7:915 737:8:916 737:9:917 738:1:739 738:2:740 738:3:741 738:4:913 738:5:914 738:6:915 738:7:916 738:8:917 738:9:918 739:1:740 739:2:741 739:3:913 739:4:914 739:5:915 739:6:916 739:7:917 739:8:918 739:9:919 740:1:741 740:2:913 740:3:914 740:4:915 740:5:916 740:6:917 740:7:918 740:8:919 740:9:920 741:1:913 741:2:914 741:3:915 741:4:916 741:5:917 741:6:918 741:7:919 741:8:920 741:9:921 742:1:118 743:1:744 743:2:121 744:1:121 745:1:746 745:2:747 745:3:125 746:1:747 746:2:125 747:1:125 748:1:749 748:2:750 748:3:751 748:4:130 749:1:750 749:2:751 749:3:130 750:1:751 750:2:130 751:1:130 752:1:753 752:2:754 752:3:755 752:4:756 752:5:136 753:1:754 753:2:755 753:3:756 753:4:136 754:1:755 754:2:756 754:3:136 755:1:756 755:2:136 756:1:136 757:1:758 757:2:759 757:3:760 757:4:761 757:5:762 757:6:143 758:1:759 758:2:760 758:3:761 758:4:762 758:5:143 759:1:760 759:2:761 759:3:762 759:4:143 760:1:761 760:2:762 760:3:143 761:1:762 761:2:143 762:1:143 763:1:764 763:2:765 763:3:766 763:4:767 763:5:768 763:6:769 763:7:151 764:1:765 764:2:766 764:3:767 764:4:768 764:5:769 764:6:151 765:1:766 765:2:767 765:3:768 765:4:769 765:5:151 766:1:767 766:2:768 766:3:769 766:4:151 767:1:768 767:2:769 767:3:151 768:1:769 768:2:151 769:1:151 770:1:771 770:2:772 770:3:773 770:4:774 770:5:775 770:6:776 770:7:777 770:8:160 771:1:772 771:2:773 771:3:774 771:4:775 771:5:776 771:6:777 771:7:160 772:1:773 772:2:774 772:3:775 772:4:776 772:5:777 772:6:160 773:1:774 773:2:775 773:3:776 773:4:777 773:5:160 774:1:775 774:2:776 774:3:777 774:4:160 775:1:776 775:2:777 775:3:160 776:1:777 776:2:160 777:1:160 778:1:779 778:2:780 778:3:781 778:4:782 778:5:783 778:6:784 778:7:785 778:8:786 778:9:922 779:1:780 779:2:781 779:3:782 779:4:783 779:5:784 779:6:785 779:7:786 779:8:922 779:9:923 780:1:781 780:2:782 780:3:783 780:4:784 780:5:785 780:6:786 780:7:922 780:8:923 780:9:924 781:1:782 781:2:783 781:3:784 781:4:785 781:5:786 781:6:922 781:7:923 781:8:924 781:9:925 782:1:783 782:2:784 782:3:785 782:4:786 782:5:922 782:6:923 782:7:924 782:8:925 782:9:926 783:1:784 783:2:785 783:3:786 783:4:922 783:5:923 783:6:924 783:7:925 783:8:926 783:9:927 784:1:785 784:2:786 784:3:922 784:4:923 784:5:924 784:6:925 784:7:926 784:8:927 784:9:928 785:1:786 785:2:922 785:3:923 785:4:924 785:5:925 785:6:926 785:7:927 785:8:928 785:9:929 786:1:922 786:2:923 786:3:924 786:4:925 786:5:926 786:6:927 786:7:928 786:8:929 786:9:930 787:1:788 787:2:789 787:3:790 787:4:791 787:5:792 787:6:793 787:7:794 787:8:795 787:9:931 788:1:789 788:2:790 788:3:791 788:4:792 788:5:793 788:6:794 788:7:795 788:8:931 788:9:932 789:1:790 789:2:791 789:3:792 789:4:793 789:5:794 789:6:795 789:7:931 789:8:932 789:9:933 790:1:791 790:2:792 790:3:793 790:4:794 790:5:795 790:6:931 790:7:932 790:8:933 790:9:934 791:1:792 791:2:793 791:3:794 791:4:795 791:5:931 791:6:932 791:7:933 791:8:934 791:9:935 792:1:793 792:2:794 792:3:795 792:4:931 792:5:932 792:6:933 792:7:934 792:8:935 792:9:936 793:1:794 793:2:795 793:3:931 793:4:932 793:5:933 793:6:934 793:7:935 793:8:936 793:9:937 794:1:795 794:2:931 794:3:932 794:4:933 794:5:934 794:6:935 794:7:936 794:8:937 794:9:938 795:1:931 795:2:932 795:3:933 795:4:934 795:5:935 795:6:936 795:7:937 795:8:938 795:9:939 796:1:172 797:1:798 797:2:175 798:1:175 799:1:800 799:2:801 799:3:179 800:1:801 800:2:179 801:1:179 802:1:803 802:2:804 802:3:805 802:4:184 803:1:804 803:2:805 803:3:184 804:1:805 804:2:184 805:1:184 806:1:807 806:2:808 806:3:809 806:4:810 806:5:190 807:1:808 807:2:809 807:3:810 807:4:190 808:1:809 808:2:810 808:3:190 809:1:810 809:2:190 810:1:190 811:1:812 811:2:813 811:3:814 811:4:815 811:5:816 811:6:197 812:1:813 812:2:814 812:3:815 812:4:816 812:5:197 813:1:814 813:2:815 813:3:816 813:4:197 814:1:815 814:2:816 814:3:197 815:1:816 815:2:197 816:1:197 817:1:818 817:2:819 817:3:820 817:4:821 817:5:822 817:6:823 817:7:205 818:1:819 818:2:820 818:3:821 818:4:822 818:5:823 818:6:205 819:1:820 819:2:821 819:3:822 819:4:823 819:5:205 820:1:821 820:2:822 820:3:823 820:4:205 821:1:822 821:2:823 821:3:205 822:1:823 822:2:205 823:1:205 824:1:825 824:2:826 824:3:827 824:4:828 824:5:829 824:6:830 824:7:831 824:8:214 825:1:826 825:2:827 825:3:828 825:4:829 825:5:830 825:6:831 825:7:214 826:1:827 826:2:828 826:3:829 826:4:830 826:5:831 826:6:214 827:1:828 827:2:829 827:3:830 827:4:831 827:5:214 828:1:829 828:2:830 828:3:831 828:4:214 829:1:830 829:2:831 829:3:214 830:1:831 830:2:214 831:1:214 832:1:833 832:2:834 832:3:835 832:4:836 832:5:837 832:6:838 832:7:839 832:8:840 832:9:940 833:1:834 833:2:835 833:3:836 833:4:837 833:5:838 833:6:839 833:7:840 833:8:940 833:9:941 834:1:835 834:2:836 834:3:837 834:4:838 834:5:839 834:6:840 834:7:940 834:8:941 834:9:942 835:1:836 835:2:837 835:3:838 835:4:839 835:5:840 835:6:940 835:7:941 835:8:942 835:9:943 836:1:837 836:2:838 836:3:839 836:4:840 836:5:940 836:6:941 836:7:942 836:8:943 836:9:944 837:1:838 837:2:839 837:3:840 837:4:940 837:5:941 837:6:942 837:7:943 837:8:944 837:9:945 838:1:839 838:2:840 838:3:940 838:4:941 838:5:942 838:6:943 838:7:944 838:8:945 838:9:946 839:1:840 839:2:940 839:3:941 839:4:942 839:5:943 839:6:944 839:7:945 839:8:946 839:9:947 840:1:940 840:2:941 840:3:942 840:4:943 840:5:944 840:6:945 840:7:946 840:8:947 840:9:948 841:1:842 841:2:843 841:3:844 841:4:845 841:5:846 841:6:847 841:7:848 841:8:849 841:9:949 842:1:843 842:2:844 842:3:845 842:4:846 842:5:847 842:6:848 842:7:849 842:8:949 842:9:950 843:1:844 843:2:845 843:3:846 843:4:847 843:5:848 843:6:849 843:7:949 843:8:950 843:9:951 844:1:845 844:2:846 844:3:847 844:4:848 844:5:849 844:6:949 844:7:950 844:8:951 844:9:952 845:1:846 845:2:847 845:3:848 845:4:849 845:5:949 845:6:950 845:7:951 845:8:952 845:9:953 846:1:847 846:2:848 846:3:849 846:4:949 846:5:950 846:6:951 846:7:952 846:8:953 846:9:954 847:1:848 847:2:849 847:3:949 847:4:950 847:5:951 847:6:952 847:7:953 847:8:954 847:9:955 848:1:849 848:2:949 848:3:950 848:4:951 848:5:952 848:6:953 848:7:954 848:8:955 848:9:956 849:1:949 849:2:950 849:3:951 849:4:952 849:5:953 849:6:954 849:7:955 849:8:956 849:9:957 850:1:226 851:1:852 851:2:229 852:1:229 853:1:854 853:2:855 853:3:233 854:1:855 854:2:233 855:1:233 856:1:857 856:2:858 856:3:859 856:4:238 857:1:858 857:2:859 857:3:238 858:1:859 858:2:238 859:1:238 860:1:861 860:2:862 860:3:863 860:4:864 860:5:244 861:1:862 861:2:863 861:3:864 861:4:244 862:1:863 862:2:864 862:3:244 863:1:864 863:2:244 864:1:244 865:1:866 865:2:867 865:3:868 865:4:869 865:5:870 865:6:251 866:1:867 866:2:868 866:3:869 866:4:870 866:5:251 867:1:868 867:2:869 867:3:870 867:4:251 868:1:869 868:2:870 868:3:251 869:1:870 869:2:251 870:1:251 871:1:872 871:2:873 871:3:874 871:4:875 871:5:876 871:6:877 871:7:259 872:1:873 872:2:874 872:3:875 872:4:876 872:5:877 872:6:259 873:1:874 873:2:875 873:3:876 873:4:877 873:5:259 874:1:875 874:2:876 874:3:877 874:4:259 875:1:876 875:2:877 875:3:259 876:1:877 876:2:259 877:1:259 878:1:879 878:2:880 878:3:881 878:4:882 878:5:883 878:6:884 878:7:885 878:8:268 879:1:880 879:2:881 879:3:882 879:4:883 879:5:884 879:6:885 879:7:268 880:1:881 880:2:882 880:3:883 880:4:884 880:5:885 880:6:268 881:1:882 881:2:883 881:3:884 881:4:885 881:5:268 882:1:883 882:2:884 882:3:885 882:4:268 883:1:884 883:2:885 883:3:268 884:1:885 884:2:268 885:1:268 886:1:887 886:2:888 886:3:889 886:4:890 886:5:891 886:6:892 886:7:893 886:8:894 886:9:332 887:1:888 887:2:889 887:3:890 887:4:891 887:5:892 887:6:893 887:7:894 887:8:332 888:1:889 888:2:890 888:3:891 888:4:892 888:5:893 888:6:894 888:7:332 889:1:890 889:2:891 889:3:892 889:4:893 889:5:894 889:6:332 890:1:891 890:2:892 890:3:893 890:4:894 890:5:332 891:1:892 891:2:893 891:3:894 891:4:332 892:1:893 892:2:894 892:3:332 893:1:894 893:2:332 894:1:332 895:1:896 895:2:897 895:3:898 895:4:899 895:5:900 895:6:901 895:7:902 895:8:903 895:9:331 896:1:897 896:2:898 896:3:899 896:4:900 896:5:901 896:6:902 896:7:903 896:8:331 896:9:333 897:1:898 897:2:899 897:3:900 897:4:901 897:5:902 897:6:903 897:7:331 897:8:333 898:1:899 898:2:900 898:3:901 898:4:902 898:5:903 898:6:331 898:7:333 899:1:900 899:2:901 899:3:902 899:4:903 899:5:331 899:6:333 900:1:901 900:2:902 900:3:903 900:4:331 900:5:333 901:1:902 901:2:903 901:3:331 901:4:333 902:1:903 902:2:331 902:3:333 903:1:331 903:2:333 904:1:905 904:2:906 904:3:907 904:4:908 904:5:909 904:6:910 904:7:911 904:8:912 904:9:335 905:1:906 905:2:907 905:3:908 905:4:909 905:5:910 905:6:911 905:7:912 905:8:335 906:1:907 906:2:908 906:3:909 906:4:910 906:5:911 906:6:912 906:7:335 907:1:908 907:2:909 907:3:910 907:4:911 907:5:912 907:6:335 908:1:909 908:2:910 908:3:911 908:4:912 908:5:335 909:1:910 909:2:911 909:3:912 909:4:335 910:1:911 910:2:912 910:3:335 911:1:912 911:2:335 912:1:335 913:1:914 913:2:915 913:3:916 913:4:917 913:5:918 913:6:919 913:7:920 913:8:921 913:9:334 914:1:915 914:2:916 914:3:917 914:4:918 914:5:919 914:6:920 914:7:921 914:8:334 914:9:345 915:1:916 915:2:917 915:3:918 915:4:919 915:5:920 915:6:921 915:7:334 915:8:345 916:1:917 916:2:918 916:3:919 916:4:920 916:5:921 916:6:334 916:7:345 917:1:918 917:2:919 917:3:920 917:4:921 917:5:334 917:6:345 918:1:919 918:2:920 918:3:921 918:4:334 918:5:345 919:1:920 919:2:921 919:3:334 919:4:345 920:1:921 920:2:334 920:3:345 921:1:334 921:2:345 922:1:923 922:2:924 922:3:925 922:4:926 922:5:927 922:6:928 922:7:929 922:8:930 922:9:419 923:1:924 923:2:925 923:3:926 923:4:927 923:5:928 923:6:929 923:7:930 923:8:419 924:1:925 924:2:926 924:3:927 924:4:928 924:5:929 924:6:930 924:7:419 925:1:926 925:2:927 925:3:928 925:4:929 925:5:930 925:6:419 926:1:927 926:2:928 926:3:929 926:4:930 926:5:419 927:1:928 927:2:929 927:3:930 927:4:419 928:1:929 928:2:930 928:3:419 929:1:930 929:2:419 930:1:419 931:1:932 931:2:933 931:3:934 931:4:935 931:5:936 931:6:937 931:7:938 931:8:939 931:9:418 932:1:933 932:2:934 932:3:935 932:4:936 932:5:937 932:6:938 932:7:939 932:8:418 932:9:429 933:1:934 933:2:935 933:3:936 933:4:937 933:5:938 933:6:939 933:7:418 933:8:429 934:1:935 934:2:936 934:3:937 934:4:938 934:5:939 934:6:418 934:7:429 935:1:936 935:2:937 935:3:938 935:4:939 935:5:418 935:6:429 936:1:937 936:2:938 936:3:939 936:4:418 936:5:429 937:1:938 937:2:939 937:3:418 937:4:429 938:1:939 938:2:418 938:3:429 939:1:418 939:2:429 940:1:941 940:2:942 940:3:943 940:4:944 940:5:945 940:6:946 940:7:947 940:8:948 940:9:503 941:1:942 941:2:943 941:3:944 941:4:945 941:5:946 941:6:947 941:7:948 941:8:503 942:1:943 942:2:944 942:3:945 942:4:946 942:5:947 942:6:948 942:7:503 943:1:944 943:2:945 943:3:946 943:4:947 943:5:948 943:6:503 944:1:945 944:2:946 944:3:947 944:4:948 944:5:503 945:1:946 945:2:947 945:3:948 945:4:503 946:1:947 946:2:948 946:3:503 947:1:948 947:2:503 948:1:503 949:1:950 949:2:951 949:3:952 949:4:953 949:5:954 949:6:955 949:7:956 949:8:957 949:9:502 950:1:951 950:2:952 950:3:953 950:4:954 950:5:955 950:6:956 950:7:957 950:8:502 950:9:513 951:1:952 951:2:953 951:3:954 951:4:955 951:5:956 951:6:957 951:7:502 951:8:513 952:1:953 952:2:954 952:3:955 952:4:956 952:5:957 952:6:502 952:7:513 953:1:954 953:2:955 953:3:956 953:4:957 953:5:502 953:6:513 954:1:955 954:2:956 954:3:957 954:4:502 954:5:513 955:1:956 955:2:957 955:3:502 955:4:513 956:1:957 956:2:502 956:3:513 957:1:502 957:2:513
automaton machine r1c1 r1c1 r2c1 r3c1
automaton machine r1c2 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9
automaton machine r2c2 r2c3 r2c2 r3c2 r4c2 r5c2 r6c2 r6c3 r5c3
automaton machine r2c4 r2c4 r3c4 r3c5 r2c5 r2c6 r3c6
automaton machine r2c9 r2c9 r3c9 r3c8 r2c8 r2c7 r3c7
automaton machine r8c1 r9c2 r9c1 r8c1 r7c1 r6c1 r5c1 r4c1
automaton machine r3c3 r3c3 r4c3 r5c4 r5c5
automaton machine r8c2 r9c3 r8c3 r8c2 r7c2 r7c3 r6c4 r6c5
automaton machine r6c6 r6c7 r6c6 r5c6 r5c7 r6c8 r6c9 r5c9 r4c9 r4c8 r5c8 r4c7 r4c6 r4c5 r4c4
automaton machine r8c8 r8c8 r7c7 r7c8 r7c9 r8c9 r9c9 r9c8 r9c7 r8c7 r9c6 r9c5 r8c5 r9c4 r8c4 r7c4 r7c5 r7c6 r8c6

#puzzle Entropic Lines
size 6
cells r10c1 r10c2 r10c3 r10c4 r10c5 r10c6 r11c1 r11c2 r11c3 r11c4 r11c5 r11c6 r12c1 r12c2 r12c3 r12c4 r12c5 r12c6 r13c1 r13c2 r13c3 r13c4 r13c5 r13c6 r14c1 r14c2 r14c3 r14c4 r14c5 r14c6 r15c1 r15c2 r15c3 r15c4 r15c5 r15c6
rules sudoku
r10c1 = 1
marks 1,2 r10c2
marks 1,2 r10c3
r10c4 = 1
r10c5 = 2
marks 1,2 r10c6
marks 1,2 r11c1
marks 1,2 r11c2
marks 1,2 r11c3
marks 1,2 r11c4
marks 1,2 r11c5
marks 1,2 r11c6
marks 1,2 r12c1
marks 1,2 r12c2
marks 1,2 r12c3
marks 1,2 r12c4
marks 1,2 r12c5
marks 1,2 r12c6
marks 1,2 r13c1
marks 1,2 r13c2
marks 1,2 r13c3
marks 1,2 r13c4
r13c5 = 2
marks 1,2 r13c6
marks 1,2 r14c1
r14c2 = 2
marks 1,2 r14c3
marks 1,2 r14c4
marks 1,2 r14c5
marks 1,2 r14c6
marks 1,2 r15c1
marks 1,2 r15c2
marks 1,2 r15c3
marks 1,2 r15c4
marks 1,2 r15c5
marks 1,2 r15c6
automaton vision start 0 accept 1,2,3,4 0:1:5 0:2:6 1:2-6:3 1:|:1 2:1,3-6:4 2:|:2 3:1-6:3 3:|:1 4:1-6:4 4:|:2 5:1:1 5:2:7 5:3:8 5:4:9 5:5:10 5:6:11 5:|:5 6:1:2 6:2:12 6:3:13 6:4:14 6:5:15 6:6:16 6:|:6 7:1:1 7:2-6:17 7:|:7 8:1:7 8:2-6:18 8:|:8 9:1:8 9:2-6:19 9:|:9 10:1:9 10:2-6:20 10:|:10 11:1:10 11:2-6:21 11:|:11 12:1,3-6:22 12:2:2 12:|:12 13:1,3-6:23 13:2:12 13:|:13 14:1,3-6:24 14:2:13 14:|:14 15:1,3-6:25 15:2:14 15:|:15 16:1,3-6:26 16:2:15 16:|:16 17:1-6:17 17:|:7 18:1-6:18 18:|:8 19:1-6:19 19:|:9 20:1-6:20 20:|:10 21:1-6:21 21:|:11 22:1-6:22 22:|:12 23:1-6:23 23:|:13 24:1-6:24 24:|:14 25:1-6:25 25:|:15 26:1-6:26 26:|:16
automaton entropic start 0 accept 1,2 0:1:3 0:2-6:1 1:1-6:1 2:1-6:22 3:1,2:4 3:3,4:5 3:5,6:6 4:1:7 4:2-6:8 5:1:9 5:2-6:10 6:1:11 6:2-6:12 7:1,2:4 7:3,4:13 7:5,6:14 8:1-6:4 9:1,2:13 9:3,4:5 9:5,6:15 10:1-6:5 11:1,2:14 11:3,4:15 11:5,6:6 12:1-6:6 13:1:16 13:2-6:17 14:1:18 14:2-6:19 15:1:20 15:2-6:21 16:1-4:13 16:5,6:2 17:1-6:13 18:1,2,5,6:14 18:3,4:2 19:1-6:14 20:1,2:2 20:3-6:15 21:1-6:15 22:1-6:2
automaton no-touch start 0 accept 1 0:1:2 0:2-6:3 1:1-6:1 2:1:4 2:2-6:5 3:1:6 3:2-6:4 4:1-6:7 5:1:7 5:2-6:8 6:1:9 6:2-6:7 7:1-6:1 8:2-6:1 9:1:1
automaton degree start 0 accept 1,2 0:1:3 0:2-6:1 1:1-6:1 2:2-6:2 3:1:4 3:2-6:3 4:1:2 4:2-6:4
connected-values 1 : r10c1 r10c2 r10c3 r10c4 r10c5 r10c6 r11c1 r11c2 r11c3 r11c4 r11c5 r11c6 r12c1 r12c2 r12c3 r12c4 r12c5 r12c6 r13c1 r13c2 r13c3 r13c4 r13c5 r13c6 r14c1 r14c2 r14c3 r14c4 r14c5 r14c6 r15c1 r15c2 r15c3 r15c4 r15c5 r15c6
automaton degree r10c1 r10c2 r11c1
automaton degree r10c2 r10c1 r10c3 r11c2
automaton degree r10c3 r10c2 r10c4 r11c3
automaton degree r10c4 r10c3 r10c5 r11c4
automaton degree r10c5 r10c4 r10c6 r11c5
automaton degree r10c6 r10c5 r11c6
automaton degree r11c1 r11c2 r10c1 r12c1
automaton degree r11c2 r11c1 r11c3 r10c2 r12c2
automaton degree r11c3 r11c2 r11c4 r10c3 r12c3
automaton degree r11c4 r11c3 r11c5 r10c4 r12c4
automaton degree r11c5 r11c4 r11c6 r10c5 r12c5
automaton degree r11c6 r11c5 r10c6 r12c6
automaton degree r12c1 r12c2 r11c1 r13c1
automaton degree r12c2 r12c1 r12c3 r11c2 r13c2
automaton degree r12c3 r12c2 r12c4 r11c3 r13c3
automaton degree r12c4 r12c3 r12c5 r11c4 r13c4
automaton degree r12c5 r12c4 r12c6 r11c5 r13c5
automaton degree r12c6 r12c5 r11c6 r13c6
automaton degree r13c1 r13c2 r12c1 r14c1
automaton degree r13c2 r13c1 r13c3 r12c2 r14c2
automaton degree r13c3 r13c2 r13c4 r12c3 r14c3
automaton degree r13c4 r13c3 r13c5 r12c4 r14c4
automaton degree r13c5 r13c4 r13c6 r12c5 r14c5
automaton degree r13c6 r13c5 r12c6 r14c6
automaton degree r14c1 r14c2 r13c1 r15c1
automaton degree r14c2 r14c1 r14c3 r13c2 r15c2
automaton degree r14c3 r14c2 r14c4 r13c3 r15c3
automaton degree r14c4 r14c3 r14c5 r13c4 r15c4
automaton degree r14c5 r14c4 r14c6 r13c5 r15c5
automaton degree r14c6 r14c5 r13c6 r15c6
automaton degree r15c1 r15c2 r14c1
automaton degree r15c2 r15c1 r15c3 r14c2
automaton degree r15c3 r15c2 r15c4 r14c3
automaton degree r15c4 r15c3 r15c5 r14c4
automaton degree r15c5 r15c4 r15c6 r14c5
automaton degree r15c6 r15c5 r14c6
automaton no-touch r10c1 r10c2 r11c1 r11c2
automaton no-touch r10c2 r10c3 r11c2 r11c3
automaton no-touch r10c3 r10c4 r11c3 r11c4
automaton no-touch r10c4 r10c5 r11c4 r11c5
automaton no-touch r10c5 r10c6 r11c5 r11c6
automaton no-touch r11c1 r11c2 r12c1 r12c2
automaton no-touch r11c2 r11c3 r12c2 r12c3
automaton no-touch r11c3 r11c4 r12c3 r12c4
automaton no-touch r11c4 r11c5 r12c4 r12c5
automaton no-touch r11c5 r11c6 r12c5 r12c6
automaton no-touch r12c1 r12c2 r13c1 r13c2
automaton no-touch r12c2 r12c3 r13c2 r13c3
automaton no-touch r12c3 r12c4 r13c3 r13c4
automaton no-touch r12c4 r12c5 r13c4 r13c5
automaton no-touch r12c5 r12c6 r13c5 r13c6
automaton no-touch r13c1 r13c2 r14c1 r14c2
automaton no-touch r13c2 r13c3 r14c2 r14c3
automaton no-touch r13c3 r13c4 r14c3 r14c4
automaton no-touch r13c4 r13c5 r14c4 r14c5
automaton no-touch r13c5 r13c6 r14c5 r14c6
automaton no-touch r14c1 r14c2 r15c1 r15c2
automaton no-touch r14c2 r14c3 r15c2 r15c3
automaton no-touch r14c3 r14c4 r15c3 r15c4
automaton no-touch r14c4 r14c5 r15c4 r15c5
automaton no-touch r14c5 r14c6 r15c5 r15c6
automaton entropic r10c1 r1c1 r10c2 r1c2 r11c1 r2c1
automaton entropic r10c2 r1c2 r10c1 r1c1 r10c3 r1c3 r11c2 r2c2
automaton entropic r10c3 r1c3 r10c2 r1c2 r10c4 r1c4 r11c3 r2c3
automaton entropic r10c4 r1c4 r10c3 r1c3 r10c5 r1c5 r11c4 r2c4
automaton entropic r10c5 r1c5 r10c4 r1c4 r10c6 r1c6 r11c5 r2c5
automaton entropic r10c6 r1c6 r10c5 r1c5 r11c6 r2c6
automaton entropic r11c1 r2c1 r11c2 r2c2 r10c1 r1c1 r12c1 r3c1
automaton entropic r11c2 r2c2 r11c1 r2c1 r11c3 r2c3 r10c2 r1c2 r12c2 r3c2
automaton entropic r11c3 r2c3 r11c2 r2c2 r11c4 r2c4 r10c3 r1c3 r12c3 r3c3
automaton entropic r11c4 r2c4 r11c3 r2c3 r11c5 r2c5 r10c4 r1c4 r12c4 r3c4
automaton entropic r11c5 r2c5 r11c4 r2c4 r11c6 r2c6 r10c5 r1c5 r12c5 r3c5
automaton entropic r11c6 r2c6 r11c5 r2c5 r10c6 r1c6 r12c6 r3c6
automaton entropic r12c1 r3c1 r12c2 r3c2 r11c1 r2c1 r13c1 r4c1
automaton entropic r12c2 r3c2 r12c1 r3c1 r12c3 r3c3 r11c2 r2c2 r13c2 r4c2
automaton entropic r12c3 r3c3 r12c2 r3c2 r12c4 r3c4 r11c3 r2c3 r13c3 r4c3
automaton entropic r12c4 r3c4 r12c3 r3c3 r12c5 r3c5 r11c4 r2c4 r13c4 r4c4
automaton entropic r12c5 r3c5 r12c4 r3c4 r12c6 r3c6 r11c5 r2c5 r13c5 r4c5
automaton entropic r12c6 r3c6 r12c5 r3c5 r11c6 r2c6 r13c6 r4c6
automaton entropic r13c1 r4c1 r13c2 r4c2 r12c1 r3c1 r14c1 r5c1
automaton entropic r13c2 r4c2 r13c1 r4c1 r13c3 r4c3 r12c2 r3c2 r14c2 r5c2
automaton entropic r13c3 r4c3 r13c2 r4c2 r13c4 r4c4 r12c3 r3c3 r14c3 r5c3
automaton entropic r13c4 r4c4 r13c3 r4c3 r13c5 r4c5 r12c4 r3c4 r14c4 r5c4
automaton entropic r13c5 r4c5 r13c4 r4c4 r13c6 r4c6 r12c5 r3c5 r14c5 r5c5
automaton entropic r13c6 r4c6 r13c5 r4c5 r12c6 r3c6 r14c6 r5c6
automaton entropic r14c1 r5c1 r14c2 r5c2 r13c1 r4c1 r15c1 r6c1
automaton entropic r14c2 r5c2 r14c1 r5c1 r14c3 r5c3 r13c2 r4c2 r15c2 r6c2
automaton entropic r14c3 r5c3 r14c2 r5c2 r14c4 r5c4 r13c3 r4c3 r15c3 r6c3
automaton entropic r14c4 r5c4 r14c3 r5c3 r14c5 r5c5 r13c4 r4c4 r15c4 r6c4
automaton entropic r14c5 r5c5 r14c4 r5c4 r14c6 r5c6 r13c5 r4c5 r15c5 r6c5
automaton entropic r14c6 r5c6 r14c5 r5c5 r13c6 r4c6 r15c6 r6c6
automaton entropic r15c1 r6c1 r15c2 r6c2 r14c1 r5c1
automaton entropic r15c2 r6c2 r15c1 r6c1 r15c3 r6c3 r14c2 r5c2
automaton entropic r15c3 r6c3 r15c2 r6c2 r15c4 r6c4 r14c3 r5c3
automaton entropic r15c4 r6c4 r15c3 r6c3 r15c5 r6c5 r14c4 r5c4
automaton entropic r15c5 r6c5 r15c4 r6c4 r15c6 r6c6 r14c5 r5c5
automaton entropic r15c6 r6c6 r15c5 r6c5 r14c6 r5c6
automaton vision r10c1 r1c1 | r11c1 r12c1 r13c1 r14c1 r15c1 | r10c2 r10c3 r10c4 r10c5 r10c6
automaton vision r10c4 r1c4 | r11c4 r12c4 r13c4 r14c4 r15c4 | r10c3 r10c2 r10c1 | r10c5 r10c6
automaton vision r10c5 r1c5 | r11c5 r12c5 r13c5 r14c5 r15c5 | r10c4 r10c3 r10c2 r10c1 | r10c6
automaton vision r13c5 r4c5 | r12c5 r11c5 r10c5 | r14c5 r15c5 | r13c4 r13c3 r13c2 r13c1 | r13c6
automaton vision r14c2 r5c2 | r13c2 r12c2 r11c2 r10c2 | r15c2 | r14c1 | r14c3 r14c4 r14c5 r14c6

#puzzle Nordschleife
size 9
cells r13c1 r13c2 r13c3 r13c4 r13c5 r13c6 r13c7 r13c8 r13c9 r14c1 r14c2 r14c3 r14c4 r14c5 r14c6 r14c7 r14c8 r14c9 r15c1 r15c2 r15c3 r15c4 r15c5 r15c6 r15c7 r15c8 r15c9 r16c1 r16c2 r16c3 r16c4 r16c5 r16c6 r16c7 r16c8 r16c9 r17c1 r17c2 r17c3 r17c4 r17c5 r17c6 r17c7 r17c8 r17c9 r18c1 r18c2 r18c3 r18c4 r18c5 r18c6 r18c7 r18c8 r18c9 r19c1 r19c2 r19c3 r19c4 r19c5 r19c6 r19c7 r19c8 r19c9 r20c1 r20c2 r20c3 r20c4 r20c5 r20c6 r20c7 r20c8 r20c9 r21c1 r21c2 r21c3 r21c4 r21c5 r21c6 r21c7 r21c8 r21c9
rules sudoku
marks 1,2 r13c1
r13c2 = 2
marks 1,2 r13c3
marks 1,2 r13c4
marks 1,2 r13c5
r13c6 = 2
marks 1,2 r13c7
marks 1,2 r13c8
marks 1,2 r13c9
r14c1 = 2
marks 1,2 r14c2
marks 1,2 r14c3
marks 1,2 r14c4
marks 1,2 r14c5
r14c6 = 2
marks 1,2 r14c7
r14c8 = 2
marks 1,2 r14c9
marks 1,2 r15c1
marks 1,2 r15c2
marks 1,2 r15c3
marks 1,2 r15c4
marks 1,2 r15c5
marks 1,2 r15c6
marks 1,2 r15c7
marks 1,2 r15c8
marks 1,2 r15c9
marks 1,2 r16c1
r16c2 = 2
marks 1,2 r16c3
marks 1,2 r16c4
marks 1,2 r16c5
marks 1,2 r16c6
marks 1,2 r16c7
marks 1,2 r16c8
marks 1,2 r16c9
marks 1,2 r17c1
marks 1,2 r17c2
marks 1,2 r17c3
marks 1,2 r17c4
marks 1,2 r17c5
marks 1,2 r17c6
marks 1,2 r17c7
marks 1,2 r17c8
marks 1,2 r17c9
r18c1 = 1
marks 1,2 r18c2
marks 1,2 r18c3
marks 1,2 r18c4
marks 1,2 r18c5
marks 1,2 r18c6
marks 1,2 r18c7
marks 1,2 r18c8
marks 1,2 r18c9
marks 1,2 r19c1
marks 1,2 r19c2
marks 1,2 r19c3
marks 1,2 r19c4
marks 1,2 r19c5
marks 1,2 r19c6
marks 1,2 r19c7
marks 1,2 r19c8
marks 1,2 r19c9
marks 1,2 r20c1
marks 1,2 r20c2
marks 1,2 r20c3
marks 1,2 r20c4
marks 1,2 r20c5
marks 1,2 r20c6
r20c7 = 2
marks 1,2 r20c8
marks 1,2 r20c9
marks 1,2 r21c1
marks 1,2 r21c2
marks 1,2 r21c3
r21c4 = 2
marks 1,2 r21c5
marks 1,2 r21c6
marks 1,2 r21c7
marks 1,2 r21c8
marks 1,2 r21c9
automaton mult start 0 accept 1 0:1:2 0:2-9:3 2:1:4 2:2:5 2:3:6 2:4,8:7 2:5:8 2:6:9 2:7:10 2:9:11 3:1-9:4 4:1-9:12 5:1:13 5:2-9:12 6:1:14 6:2-9:12 7:1:15 7:2-9:12 8:1:16 8:2-9:12 9:1:17 9:2-9:12 10:1:18 10:2-9:12 11:1:19 11:2-9:12 12:1-9:1 13:1,2,4,6,8:1 14:1,3,6,9:1 15:1,2,4,8:1 16:1,5:1 17:1-3,6:1 18:1,7:1 19:1,3,9:1
automaton count start 0 accept 1 0:1:2 0:2:3 0:3:4 0:4:5 0:5:6 0:6:7 0:7:8 0:8:9 0:9:10 1:2-9:1 2:1:1 2:2-9:2 3:1:2 3:2-9:3 4:1:3 4:2-9:4 5:1:4 5:2-9:5 6:1:5 6:2-9:6 7:1:6 7:2-9:7 8:1:7 8:2-9:8 9:1:8 9:2-9:9 10:1:9 10:2-9:10
automaton no-touch start 0 accept 1 0:1:2 0:2-9:3 1:1-9:1 2:1:4 2:2-9:5 3:1:6 3:2-9:4 4:1-9:7 5:1:7 5:2-9:8 6:1:9 6:2-9:7 7:1-9:1 8:2-9:1 9:1:1
automaton degree start 0 accept 1,2 0:1:3 0:2-9:1 1:1-9:1 2:2-9:2 3:1:4 3:2-9:3 4:1:2 4:2-9:4
connected-values 1 : r13c1 r13c2 r13c3 r13c4 r13c5 r13c6 r13c7 r13c8 r13c9 r14c1 r14c2 r14c3 r14c4 r14c5 r14c6 r14c7 r14c8 r14c9 r15c1 r15c2 r15c3 r15c4 r15c5 r15c6 r15c7 r15c8 r15c9 r16c1 r16c2 r16c3 r16c4 r16c5 r16c6 r16c7 r16c8 r16c9 r17c1 r17c2 r17c3 r17c4 r17c5 r17c6 r17c7 r17c8 r17c9 r18c1 r18c2 r18c3 r18c4 r18c5 r18c6 r18c7 r18c8 r18c9 r19c1 r19c2 r19c3 r19c4 r19c5 r19c6 r19c7 r19c8 r19c9 r20c1 r20c2 r20c3 r20c4 r20c5 r20c6 r20c7 r20c8 r20c9 r21c1 r21c2 r21c3 r21c4 r21c5 r21c6 r21c7 r21c8 r21c9
automaton degree r13c1 r13c2 r14c1
automaton degree r13c2 r13c1 r13c3 r14c2
automaton degree r13c3 r13c2 r13c4 r14c3
automaton degree r13c4 r13c3 r13c5 r14c4
automaton degree r13c5 r13c4 r13c6 r14c5
automaton degree r13c6 r13c5 r13c7 r14c6
automaton degree r13c7 r13c6 r13c8 r14c7
automaton degree r13c8 r13c7 r13c9 r14c8
automaton degree r13c9 r13c8 r14c9
automaton degree r14c1 r14c2 r13c1 r15c1
automaton degree r14c2 r14c1 r14c3 r13c2 r15c2
automaton degree r14c3 r14c2 r14c4 r13c3 r15c3
automaton degree r14c4 r14c3 r14c5 r13c4 r15c4
automaton degree r14c5 r14c4 r14c6 r13c5 r15c5
automaton degree r14c6 r14c5 r14c7 r13c6 r15c6
automaton degree r14c7 r14c6 r14c8 r13c7 r15c7
automaton degree r14c8 r14c7 r14c9 r13c8 r15c8
automaton degree r14c9 r14c8 r13c9 r15c9
automaton degree r15c1 r15c2 r14c1 r16c1
automaton degree r15c2 r15c1 r15c3 r14c2 r16c2
automaton degree r15c3 r15c2 r15c4 r14c3 r16c3
automaton degree r15c4 r15c3 r15c5 r14c4 r16c4
automaton degree r15c5 r15c4 r15c6 r14c5 r16c5
automaton degree r15c6 r15c5 r15c7 r14c6 r16c6
automaton degree r15c7 r15c6 r15c8 r14c7 r16c7
automaton degree r15c8 r15c7 r15c9 r14c8 r16c8
automaton degree r15c9 r15c8 r14c9 r16c9
automaton degree r16c1 r16c2 r15c1 r17c1
automaton degree r16c2 r16c1 r16c3 r15c2 r17c2
automaton degree r16c3 r16c2 r16c4 r15c3 r17c3
automaton degree r16c4 r16c3 r16c5 r15c4 r17c4
automaton degree r16c5 r16c4 r16c6 r15c5 r17c5
automaton degree r16c6 r16c5 r16c7 r15c6 r17c6
automaton degree r16c7 r16c6 r16c8 r15c7 r17c7
automaton degree r16c8 r16c7 r16c9 r15c8 r17c8
automaton degree r16c9 r16c8 r15c9 r17c9
automaton degree r17c1 r17c2 r16c1 r18c1
automaton degree r17c2 r17c1 r17c3 r16c2 r18c2
automaton degree r17c3 r17c2 r17c4 r16c3 r18c3
automaton degree r17c4 r17c3 r17c5 r16c4 r18c4
automaton degree r17c5 r17c4 r17c6 r16c5 r18c5
automaton degree r17c6 r17c5 r17c7 r16c6 r18c6
automaton degree r17c7 r17c6 r17c8 r16c7 r18c7
automaton degree r17c8 r17c7 r17c9 r16c8 r18c8
automaton degree r17c9 r17c8 r16c9 r18c9
automaton degree r18c1 r18c2 r17c1 r19c1
automaton degree r18c2 r18c1 r18c3 r17c2 r19c2
automaton degree r18c3 r18c2 r18c4 r17c3 r19c3
automaton degree r18c4 r18c3 r18c5 r17c4 r19c4
automaton degree r18c5 r18c4 r18c6 r17c5 r19c5
automaton degree r18c6 r18c5 r18c7 r17c6 r19c6
automaton degree r18c7 r18c6 r18c8 r17c7 r19c7
automaton degree r18c8 r18c7 r18c9 r17c8 r19c8
automaton degree r18c9 r18c8 r17c9 r19c9
automaton degree r19c1 r19c2 r18c1 r20c1
automaton degree r19c2 r19c1 r19c3 r18c2 r20c2
automaton degree r19c3 r19c2 r19c4 r18c3 r20c3
automaton degree r19c4 r19c3 r19c5 r18c4 r20c4
automaton degree r19c5 r19c4 r19c6 r18c5 r20c5
automaton degree r19c6 r19c5 r19c7 r18c6 r20c6
automaton degree r19c7 r19c6 r19c8 r18c7 r20c7
automaton degree r19c8 r19c7 r19c9 r18c8 r20c8
automaton degree r19c9 r19c8 r18c9 r20c9
automaton degree r20c1 r20c2 r19c1 r21c1
automaton degree r20c2 r20c1 r20c3 r19c2 r21c2
automaton degree r20c3 r20c2 r20c4 r19c3 r21c3
automaton degree r20c4 r20c3 r20c5 r19c4 r21c4
automaton degree r20c5 r20c4 r20c6 r19c5 r21c5
automaton degree r20c6 r20c5 r20c7 r19c6 r21c6
automaton degree r20c7 r20c6 r20c8 r19c7 r21c7
automaton degree r20c8 r20c7 r20c9 r19c8 r21c8
automaton degree r20c9 r20c8 r19c9 r21c9
automaton degree r21c1 r21c2 r20c1
automaton degree r21c2 r21c1 r21c3 r20c2
automaton degree r21c3 r21c2 r21c4 r20c3
automaton degree r21c4 r21c3 r21c5 r20c4
automaton degree r21c5 r21c4 r21c6 r20c5
automaton degree r21c6 r21c5 r21c7 r20c6
automaton degree r21c7 r21c6 r21c8 r20c7
automaton degree r21c8 r21c7 r21c9 r20c8
automaton degree r21c9 r21c8 r20c9
automaton no-touch r13c1 r13c2 r14c1 r14c2
automaton no-touch r13c2 r13c3 r14c2 r14c3
automaton no-touch r13c3 r13c4 r14c3 r14c4
automaton no-touch r13c4 r13c5 r14c4 r14c5
automaton no-touch r13c5 r13c6 r14c5 r14c6
automaton no-touch r13c6 r13c7 r14c6 r14c7
automaton no-touch r13c7 r13c8 r14c7 r14c8
automaton no-touch r13c8 r13c9 r14c8 r14c9
automaton no-touch r14c1 r14c2 r15c1 r15c2
automaton no-touch r14c2 r14c3 r15c2 r15c3
automaton no-touch r14c3 r14c4 r15c3 r15c4
automaton no-touch r14c4 r14c5 r15c4 r15c5
automaton no-touch r14c5 r14c6 r15c5 r15c6
automaton no-touch r14c6 r14c7 r15c6 r15c7
automaton no-touch r14c7 r14c8 r15c7 r15c8
automaton no-touch r14c8 r14c9 r15c8 r15c9
automaton no-touch r15c1 r15c2 r16c1 r16c2
automaton no-touch r15c2 r15c3 r16c2 r16c3
automaton no-touch r15c3 r15c4 r16c3 r16c4
automaton no-touch r15c4 r15c5 r16c4 r16c5
automaton no-touch r15c5 r15c6 r16c5 r16c6
automaton no-touch r15c6 r15c7 r16c6 r16c7
automaton no-touch r15c7 r15c8 r16c7 r16c8
automaton no-touch r15c8 r15c9 r16c8 r16c9
automaton no-touch r16c1 r16c2 r17c1 r17c2
automaton no-touch r16c2 r16c3 r17c2 r17c3
automaton no-touch r16c3 r16c4 r17c3 r17c4
automaton no-touch r16c4 r16c5 r17c4 r17c5
automaton no-touch r16c5 r16c6 r17c5 r17c6
automaton no-touch r16c6 r16c7 r17c6 r17c7
automaton no-touch r16c7 r16c8 r17c7 r17c8
automaton no-touch r16c8 r16c9 r17c8 r17c9
automaton no-touch r17c1 r17c2 r18c1 r18c2
automaton no-touch r17c2 r17c3 r18c2 r18c3
automaton no-touch r17c3 r17c4 r18c3 r18c4
automaton no-touch r17c4 r17c5 r18c4 r18c5
automaton no-touch r17c5 r17c6 r18c5 r18c6
automaton no-touch r17c6 r17c7 r18c6 r18c7
automaton no-touch r17c7 r17c8 r18c7 r18c8
automaton no-touch r17c8 r17c9 r18c8 r18c9
automaton no-touch r18c1 r18c2 r19c1 r19c2
automaton no-touch r18c2 r18c3 r19c2 r19c3
automaton no-touch r18c3 r18c4 r19c3 r19c4
automaton no-touch r18c4 r18c5 r19c4 r19c5
automaton no-touch r18c5 r18c6 r19c5 r19c6
automaton no-touch r18c6 r18c7 r19c6 r19c7
automaton no-touch r18c7 r18c8 r19c7 r19c8
automaton no-touch r18c8 r18c9 r19c8 r19c9
automaton no-touch r19c1 r19c2 r20c1 r20c2
automaton no-touch r19c2 r19c3 r20c2 r20c3
automaton no-touch r19c3 r19c4 r20c3 r20c4
automaton no-touch r19c4 r19c5 r20c4 r20c5
automaton no-touch r19c5 r19c6 r20c5 r20c6
automaton no-touch r19c6 r19c7 r20c6 r20c7
automaton no-touch r19c7 r19c8 r20c7 r20c8
automaton no-touch r19c8 r19c9 r20c8 r20c9
automaton no-touch r20c1 r20c2 r21c1 r21c2
automaton no-touch r20c2 r20c3 r21c2 r21c3
automaton no-touch r20c3 r20c4 r21c3 r21c4
automaton no-touch r20c4 r20c5 r21c4 r21c5
automaton no-touch r20c5 r20c6 r21c5 r21c6
automaton no-touch r20c6 r20c7 r21c6 r21c7
automaton no-touch r20c7 r20c8 r21c7 r21c8
automaton no-touch r20c8 r20c9 r21c8 r21c9
automaton count r2c8 r13c7 r13c8 r13c9 r14c7 r14c9 r15c7 r15c8 r15c9
automaton count r1c2 r13c1 r13c3 r14c1 r14c2 r14c3
automaton count r2c1 r13c1 r13c2 r14c2 r15c1 r15c2
automaton count r1c6 r13c5 r13c7 r14c5 r14c6 r14c7
automaton count r2c6 r13c5 r13c6 r13c7 r14c5 r14c7 r15c5 r15c6 r15c7
automaton count r4c2 r15c1 r15c2 r15c3 r16c1 r16c3 r17c1 r17c2 r17c3
automaton count r8c7 r19c6 r19c7 r19c8 r20c6 r20c8 r21c6 r21c7 r21c8
automaton count r9c4 r20c3 r20c4 r20c5 r21c3 r21c5
automaton mult r13c1 r1c1 r13c2 r1c2
automaton mult r13c1 r1c1 r14c1 r2c1
automaton mult r13c2 r1c2 r13c3 r1c3
automaton mult r13c2 r1c2 r14c2 r2c2
automaton mult r13c3 r1c3 r13c4 r1c4
automaton mult r13c3 r1c3 r14c3 r2c3
automaton mult r13c4 r1c4 r13c5 r1c5
automaton mult r13c4 r1c4 r14c4 r2c4
automaton mult r13c5 r1c5 r13c6 r1c6
automaton mult r13c5 r1c5 r14c5 r2c5
automaton mult r13c6 r1c6 r13c7 r1c7
automaton mult r13c6 r1c6 r14c6 r2c6
automaton mult r13c7 r1c7 r13c8 r1c8
automaton mult r13c7 r1c7 r14c7 r2c7
automaton mult r13c8 r1c8 r13c9 r1c9
automaton mult r13c8 r1c8 r14c8 r2c8
automaton mult r13c9 r1c9 r14c9 r2c9
automaton mult r14c1 r2c1 r14c2 r2c2
automaton mult r14c1 r2c1 r15c1 r3c1
automaton mult r14c2 r2c2 r14c3 r2c3
automaton mult r14c2 r2c2 r15c2 r3c2
automaton mult r14c3 r2c3 r14c4 r2c4
automaton mult r14c3 r2c3 r15c3 r3c3
automaton mult r14c4 r2c4 r14c5 r2c5
automaton mult r14c4 r2c4 r15c4 r3c4
automaton mult r14c5 r2c5 r14c6 r2c6
automaton mult r14c5 r2c5 r15c5 r3c5
automaton mult r14c6 r2c6 r14c7 r2c7
automaton mult r14c6 r2c6 r15c6 r3c6
automaton mult r14c7 r2c7 r14c8 r2c8
automaton mult r14c7 r2c7 r15c7 r3c7
automaton mult r14c8 r2c8 r14c9 r2c9
automaton mult r14c8 r2c8 r15c8 r3c8
automaton mult r14c9 r2c9 r15c9 r3c9
automaton mult r15c1 r3c1 r15c2 r3c2
automaton mult r15c1 r3c1 r16c1 r4c1
automaton mult r15c2 r3c2 r15c3 r3c3
automaton mult r15c2 r3c2 r16c2 r4c2
automaton mult r15c3 r3c3 r15c4 r3c4
automaton mult r15c3 r3c3 r16c3 r4c3
automaton mult r15c4 r3c4 r15c5 r3c5
automaton mult r15c4 r3c4 r16c4 r4c4
automaton mult r15c5 r3c5 r15c6 r3c6
automaton mult r15c5 r3c5 r16c5 r4c5
automaton mult r15c6 r3c6 r15c7 r3c7
automaton mult r15c6 r3c6 r16c6 r4c6
automaton mult r15c7 r3c7 r15c8 r3c8
automaton mult r15c7 r3c7 r16c7 r4c7
automaton mult r15c8 r3c8 r15c9 r3c9
automaton mult r15c8 r3c8 r16c8 r4c8
automaton mult r15c9 r3c9 r16c9 r4c9
automaton mult r16c1 r4c1 r16c2 r4c2
automaton mult r16c1 r4c1 r17c1 r5c1
automaton mult r16c2 r4c2 r16c3 r4c3
automaton mult r16c2 r4c2 r17c2 r5c2
automaton mult r16c3 r4c3 r16c4 r4c4
automaton mult r16c3 r4c3 r17c3 r5c3
automaton mult r16c4 r4c4 r16c5 r4c5
automaton mult r16c4 r4c4 r17c4 r5c4
automaton mult r16c5 r4c5 r16c6 r4c6
automaton mult r16c5 r4c5 r17c5 r5c5
automaton mult r16c6 r4c6 r16c7 r4c7
automaton mult r16c6 r4c6 r17c6 r5c6
automaton mult r16c7 r4c7 r16c8 r4c8
automaton mult r16c7 r4c7 r17c7 r5c7
automaton mult r16c8 r4c8 r16c9 r4c9
automaton mult r16c8 r4c8 r17c8 r5c8
automaton mult r16c9 r4c9 r17c9 r5c9
automaton mult r17c1 r5c1 r17c2 r5c2
automaton mult r17c1 r5c1 r18c1 r6c1
automaton mult r17c2 r5c2 r17c3 r5c3
automaton mult r17c2 r5c2 r18c2 r6c2
automaton mult r17c3 r5c3 r17c4 r5c4
automaton mult r17c3 r5c3 r18c3 r6c3
automaton mult r17c4 r5c4 r17c5 r5c5
automaton mult r17c4 r5c4 r18c4 r6c4
automaton mult r17c5 r5c5 r17c6 r5c6
automaton mult r17c5 r5c5 r18c5 r6c5
automaton mult r17c6 r5c6 r17c7 r5c7
automaton mult r17c6 r5c6 r18c6 r6c6
automaton mult r17c7 r5c7 r17c8 r5c8
automaton mult r17c7 r5c7 r18c7 r6c7
automaton mult r17c8 r5c8 r17c9 r5c9
automaton mult r17c8 r5c8 r18c8 r6c8
automaton mult r17c9 r5c9 r18c9 r6c9
automaton mult r18c1 r6c1 r18c2 r6c2
automaton mult r18c1 r6c1 r19c1 r7c1
automaton mult r18c2 r6c2 r18c3 r6c3
automaton mult r18c2 r6c2 r19c2 r7c2
automaton mult r18c3 r6c3 r18c4 r6c4
automaton mult r18c3 r6c3 r19c3 r7c3
automaton mult r18c4 r6c4 r18c5 r6c5
automaton mult r18c4 r6c4 r19c4 r7c4
automaton mult r18c5 r6c5 r18c6 r6c6
automaton mult r18c5 r6c5 r19c5 r7c5
automaton mult r18c6 r6c6 r18c7 r6c7
automaton mult r18c6 r6c6 r19c6 r7c6
automaton mult r18c7 r6c7 r18c8 r6c8
automaton mult r18c7 r6c7 r19c7 r7c7
automaton mult r18c8 r6c8 r18c9 r6c9
automaton mult r18c8 r6c8 r19c8 r7c8
automaton mult r18c9 r6c9 r19c9 r7c9
automaton mult r19c1 r7c1 r19c2 r7c2
automaton mult r19c1 r7c1 r20c1 r8c1
automaton mult r19c2 r7c2 r19c3 r7c3
automaton mult r19c2 r7c2 r20c2 r8c2
automaton mult r19c3 r7c3 r19c4 r7c4
automaton mult r19c3 r7c3 r20c3 r8c3
automaton mult r19c4 r7c4 r19c5 r7c5
automaton mult r19c4 r7c4 r20c4 r8c4
automaton mult r19c5 r7c5 r19c6 r7c6
automaton mult r19c5 r7c5 r20c5 r8c5
automaton mult r19c6 r7c6 r19c7 r7c7
automaton mult r19c6 r7c6 r20c6 r8c6
automaton mult r19c7 r7c7 r19c8 r7c8
automaton mult r19c7 r7c7 r20c7 r8c7
automaton mult r19c8 r7c8 r19c9 r7c9
automaton mult r19c8 r7c8 r20c8 r8c8
automaton mult r19c9 r7c9 r20c9 r8c9
automaton mult r20c1 r8c1 r20c2 r8c2
automaton mult r20c1 r8c1 r21c1 r9c1
automaton mult r20c2 r8c2 r20c3 r8c3
automaton mult r20c2 r8c2 r21c2 r9c2
automaton mult r20c3 r8c3 r20c4 r8c4
automaton mult r20c3 r8c3 r21c3 r9c3
automaton mult r20c4 r8c4 r20c5 r8c5
automaton mult r20c4 r8c4 r21c4 r9c4
automaton mult r20c5 r8c5 r20c6 r8c6
automaton mult r20c5 r8c5 r21c5 r9c5
automaton mult r20c6 r8c6 r20c7 r8c7
automaton mult r20c6 r8c6 r21c6 r9c6
automaton mult r20c7 r8c7 r20c8 r8c8
automaton mult r20c7 r8c7 r21c7 r9c7
automaton mult r20c8 r8c8 r20c9 r8c9
automaton mult r20c8 r8c8 r21c8 r9c8
automaton mult r20c9 r8c9 r21c9 r9c9
automaton mult r21c1 r9c1 r21c2 r9c2
automaton mult r21c2 r9c2 r21c3 r9c3
automaton mult r21c3 r9c3 r21c4 r9c4
automaton mult r21c4 r9c4 r21c5 r9c5
automaton mult r21c5 r9c5 r21c6 r9c6
automaton mult r21c6 r9c6 r21c7 r9c7
automaton mult r21c7 r9c7 r21c8 r9c8
automaton mult r21c8 r9c8 r21c9 r9c9

#puzzle Wendezäune
size 9
cells r13c1 r13c4 r13c7 r16c1 r16c4 r16c7 r19c1 r19c4 r19c7 r22c1 r22c4 r22c7 r25c1 r25c4 r25c7 r28c1 r28c4 r28c7 r31c1 r31c4 r31c7 r34c1 r34c4 r34c7 r37c1 r37c4 r37c7 r40c1 r40c4 r40c7 r43c1 r43c4 r43c7 r46c1 r46c4 r46c7 r49c1 r49c4 r49c7 r52c1 r52c4 r52c7 r55c1 r55c4 r55c7 r58c1 r58c4 r58c7 r61c1 r61c4 r61c7 r64c1 r64c4 r64c7 r67c1 r67c4 r67c7 r70c1 r70c4 r70c7 r73c1 r73c4 r73c7 r76c1 r76c4 r76c7 r79c1 r79c4 r79c7 r82c1 r82c4 r82c7 r85c1 r85c4 r85c7 r88c1 r88c4 r88c7 r91c1 r91c4 r91c7
rules sudoku
r1c1 = 6
marks 1,7 r13c1
marks 1,2,6,7 r13c4
marks 1,2,6,7 r13c7
marks 1,2,6,7 r16c1
marks 1,2,6,7 r16c4
marks 1,2,6,7 r16c7
marks 1,2,6,7 r19c1
marks 1,2,6,7 r19c4
marks 1,6 r19c7
marks 1,3,5,7 r22c1
marks 1,2,3,4,5,6,7 r22c4
marks 1,2,3,4,5,6,7 r22c7
marks 1,2,3,4,5,6,7 r25c1
marks 1,2,3,4,5,6,7 r25c4
marks 1,2,3,4,5,6,7 r25c7
marks 1,2,3,4,5,6,7 r28c1
marks 1,2,3,4,5,6,7 r28c4
marks 1,3,4,6 r28c7
marks 1,3,5,7 r31c1
marks 1,2,3,4,5,6,7 r31c4
marks 1,2,3,4,5,6,7 r31c7
marks 1,2,3,4,5,6,7 r34c1
marks 1,2,3,4,5,6,7 r34c4
marks 1,2,3,4,5,6,7 r34c7
marks 1,2,3,4,5,6,7 r37c1
marks 1,2,3,4,5,6,7 r37c4
marks 1,3,4,6 r37c7
marks 1,3,5,7 r40c1
marks 1,2,3,4,5,6,7 r40c4
marks 1,2,3,4,5,6,7 r40c7
marks 1,2,3,4,5,6,7 r43c1
marks 1,2,3,4,5,6,7 r43c4
marks 1,2,3,4,5,6,7 r43c7
marks 1,2,3,4,5,6,7 r46c1
marks 1,2,3,4,5,6,7 r46c4
marks 1,3,4,6 r46c7
marks 1,3,5,7 r49c1
marks 1,2,3,4,5,6,7 r49c4
marks 1,2,3,4,5,6,7 r49c7
marks 1,2,3,4,5,6,7 r52c1
marks 1,2,3,4,5,6,7 r52c4
marks 1,2,3,4,5,6,7 r52c7
marks 1,2,3,4,5,6,7 r55c1
marks 1,2,3,4,5,6,7 r55c4
marks 1,3,4,6 r55c7
marks 1,3,5,7 r58c1
marks 1,2,3,4,5,6,7 r58c4
marks 1,2,3,4,5,6,7 r58c7
marks 1,2,3,4,5,6,7 r61c1
marks 1,2,3,4,5,6,7 r61c4
marks 1,2,3,4,5,6,7 r61c7
marks 1,2,3,4,5,6,7 r64c1
marks 1,2,3,4,5,6,7 r64c4
marks 1,3,4,6 r64c7
marks 1,3,5,7 r67c1
marks 1,2,3,4,5,6,7 r67c4
marks 1,2,3,4,5,6,7 r67c7
marks 1,2,3,4,5,6,7 r70c1
marks 1,2,3,4,5,6,7 r70c4
marks 1,2,3,4,5,6,7 r70c7
marks 1,2,3,4,5,6,7 r73c1
marks 1,2,3,4,5,6,7 r73c4
marks 1,3,4,6 r73c7
marks 1,3,5,7 r76c1
marks 1,2,3,4,5,6,7 r76c4
marks 1,2,3,4,5,6,7 r76c7
marks 1,2,3,4,5,6,7 r79c1
marks 1,2,3,4,5,6,7 r79c4
marks 1,2,3,4,5,6,7 r79c7
marks 1,2,3,4,5,6,7 r82c1
marks 1,2,3,4,5,6,7 r82c4
marks 1,3,4,6 r82c7
marks 1,5 r85c1
marks 1,2,4,5 r85c4
marks 1,2,4,5 r85c7
marks 1,2,4,5 r88c1
marks 1,2,4,5 r88c4
marks 1,2,4,5 r88c7
marks 1,2,4,5 r91c1
marks 1,2,4,5 r91c4
marks 1,4 r91c7
automaton diff-h start 0 accept 1 0:1,3,4,6,8,9:2 0:2,5,7:3 1:1-9:1 2:1-9:4 3:1:5 3:2:6 3:3:7 3:4:8 3:6:9 3:7:10 3:8:11 3:9:12 4:1-9:1 5:6-9:1 6:7-9:1 7:8,9:1 8:9:1 9:1:1 10:1,2:1 11:1-3:1 12:1-4:1
automaton diff-v start 0 accept 1 0:1,2,4,5,8,9:2 0:3,6,7:3 1:1-9:1 2:1-9:4 3:1:5 3:2:6 3:3:7 3:4:8 3:6:9 3:7:10 3:8:11 3:9:12 4:1-9:1 5:6-9:1 6:7-9:1 7:8,9:1 8:9:1 9:1:1 10:1,2:1 11:1-3:1 12:1-4:1
automaton circle-turns4 start 0 accept 1 0:1-3:0 0:4-9:2 1:1-3:1 2:1-3:2 2:4-9:3 3:1-3:3 3:4-9:4 4:1-3:4 4:4-9:1
automaton edge-h start 0 accept 1 0:1,3,4,6,8,9:2 0:2,5,7:3 2:1,3,5,7-9:1 3:2,4,6:1
automaton edge-v start 0 accept 1 0:1,2,4,5,8,9:2 0:3,6,7:3 2:1,2,6-9:1 3:3-5:1
automaton circle-turns3 start 0 accept 1 0:1-3:0 0:4-9:2 1:1-3:1 2:1-3:2 2:4-9:1
automaton circle-turns2 start 0 accept 1 0:1-3:0 0:4-9:2 1:1-3:1 2:1-3:2 2:4-9:3 3:1-3:3 3:4-9:1
automaton circle-turns start 0 accept 1 0:1-3:0 0:4-9:1 1:1-3:1
automaton circle-turns r79c4 r79c7 r88c4 r88c7
automaton circle-turns r55c4 r55c7 r64c4 r64c7
automaton circle-turns2 r49c1 r49c4 r58c1 r58c4
automaton circle-turns3 r58c4 r58c7 r67c4 r67c7
automaton circle-turns3 r25c4 r25c7 r34c4 r34c7
automaton circle-turns3 r13c7 r16c1 r22c7 r25c1
automaton circle-turns3 r43c7 r46c1 r52c7 r55c1
automaton circle-turns3 r73c1 r73c4 r82c1 r82c4
automaton edge-v r13c1 r22c1
automaton edge-v r13c4 r22c4
automaton edge-v r13c7 r22c7
automaton edge-v r16c1 r25c1
automaton edge-v r16c4 r25c4
automaton edge-v r16c7 r25c7
automaton edge-v r19c1 r28c1
automaton edge-v r19c4 r28c4
automaton edge-v r19c7 r28c7
automaton edge-v r22c1 r31c1
automaton edge-v r22c4 r31c4
automaton edge-v r22c7 r31c7
automaton edge-v r25c1 r34c1
automaton edge-v r25c4 r34c4
automaton edge-v r25c7 r34c7
automaton edge-v r28c1 r37c1
automaton edge-v r28c4 r37c4
automaton edge-v r28c7 r37c7
automaton edge-v r31c1 r40c1
automaton edge-v r31c4 r40c4
automaton edge-v r31c7 r40c7
automaton edge-v r34c1 r43c1
automaton edge-v r34c4 r43c4
automaton edge-v r34c7 r43c7
automaton edge-v r37c1 r46c1
automaton edge-v r37c4 r46c4
automaton edge-v r37c7 r46c7
automaton edge-v r40c1 r49c1
automaton edge-v r40c4 r49c4
automaton edge-v r40c7 r49c7
automaton edge-v r43c1 r52c1
automaton edge-v r43c4 r52c4
automaton edge-v r43c7 r52c7
automaton edge-v r46c1 r55c1
automaton edge-v r46c4 r55c4
automaton edge-v r46c7 r55c7
automaton edge-v r49c1 r58c1
automaton edge-v r49c4 r58c4
automaton edge-v r49c7 r58c7
automaton edge-v r52c1 r61c1
automaton edge-v r52c4 r61c4
automaton edge-v r52c7 r61c7
automaton edge-v r55c1 r64c1
automaton edge-v r55c4 r64c4
automaton edge-v r55c7 r64c7
automaton edge-v r58c1 r67c1
automaton edge-v r58c4 r67c4
automaton edge-v r58c7 r67c7
automaton edge-v r61c1 r70c1
automaton edge-v r61c4 r70c4
automaton edge-v r61c7 r70c7
automaton edge-v r64c1 r73c1
automaton edge-v r64c4 r73c4
automaton edge-v r64c7 r73c7
automaton edge-v r67c1 r76c1
automaton edge-v r67c4 r76c4
automaton edge-v r67c7 r76c7
automaton edge-v r70c1 r79c1
automaton edge-v r70c4 r79c4
automaton edge-v r70c7 r79c7
automaton edge-v r73c1 r82c1
automaton edge-v r73c4 r82c4
automaton edge-v r73c7 r82c7
automaton edge-v r76c1 r85c1
automaton edge-v r76c4 r85c4
automaton edge-v r76c7 r85c7
automaton edge-v r79c1 r88c1
automaton edge-v r79c4 r88c4
automaton edge-v r79c7 r88c7
automaton edge-v r82c1 r91c1
automaton edge-v r82c4 r91c4
automaton edge-v r82c7 r91c7
automaton edge-h r13c1 r13c4
automaton edge-h r13c4 r13c7
automaton edge-h r13c7 r16c1
automaton edge-h r16c1 r16c4
automaton edge-h r16c4 r16c7
automaton edge-h r16c7 r19c1
automaton edge-h r19c1 r19c4
automaton edge-h r19c4 r19c7
automaton edge-h r22c1 r22c4
automaton edge-h r22c4 r22c7
automaton edge-h r22c7 r25c1
automaton edge-h r25c1 r25c4
automaton edge-h r25c4 r25c7
automaton edge-h r25c7 r28c1
automaton edge-h r28c1 r28c4
automaton edge-h r28c4 r28c7
automaton edge-h r31c1 r31c4
automaton edge-h r31c4 r31c7
automaton edge-h r31c7 r34c1
automaton edge-h r34c1 r34c4
automaton edge-h r34c4 r34c7
automaton edge-h r34c7 r37c1
automaton edge-h r37c1 r37c4
automaton edge-h r37c4 r37c7
automaton edge-h r40c1 r40c4
automaton edge-h r40c4 r40c7
automaton edge-h r40c7 r43c1
automaton edge-h r43c1 r43c4
automaton edge-h r43c4 r43c7
automaton edge-h r43c7 r46c1
automaton edge-h r46c1 r46c4
automaton edge-h r46c4 r46c7
automaton edge-h r49c1 r49c4
automaton edge-h r49c4 r49c7
automaton edge-h r49c7 r52c1
automaton edge-h r52c1 r52c4
automaton edge-h r52c4 r52c7
automaton edge-h r52c7 r55c1
automaton edge-h r55c1 r55c4
automaton edge-h r55c4 r55c7
automaton edge-h r58c1 r58c4
automaton edge-h r58c4 r58c7
automaton edge-h r58c7 r61c1
automaton edge-h r61c1 r61c4
automaton edge-h r61c4 r61c7
automaton edge-h r61c7 r64c1
automaton edge-h r64c1 r64c4
automaton edge-h r64c4 r64c7
automaton edge-h r67c1 r67c4
automaton edge-h r67c4 r67c7
automaton edge-h r67c7 r70c1
automaton edge-h r70c1 r70c4
automaton edge-h r70c4 r70c7
automaton edge-h r70c7 r73c1
automaton edge-h r73c1 r73c4
automaton edge-h r73c4 r73c7
automaton edge-h r76c1 r76c4
automaton edge-h r76c4 r76c7
automaton edge-h r76c7 r79c1
automaton edge-h r79c1 r79c4
automaton edge-h r79c4 r79c7
automaton edge-h r79c7 r82c1
automaton edge-h r82c1 r82c4
automaton edge-h r82c4 r82c7
automaton edge-h r85c1 r85c4
automaton edge-h r85c4 r85c7
automaton edge-h r85c7 r88c1
automaton edge-h r88c1 r88c4
automaton edge-h r88c4 r88c7
automaton edge-h r88c7 r91c1
automaton edge-h r91c1 r91c4
automaton edge-h r91c4 r91c7
automaton circle-turns4 r22c1 r22c4 r31c1 r31c4
automaton circle-turns4 r67c7 r70c1 r76c7 r79c1
automaton diff-v r13c1 r1c1 r2c1
automaton diff-v r13c4 r1c2 r2c2
automaton diff-v r13c7 r1c3 r2c3
automaton diff-v r16c1 r1c4 r2c4
automaton diff-v r16c4 r1c5 r2c5
automaton diff-v r16c7 r1c6 r2c6
automaton diff-v r19c1 r1c7 r2c7
automaton diff-v r19c4 r1c8 r2c8
automaton diff-v r19c7 r1c9 r2c9
automaton diff-v r22c1 r2c1 r3c1
automaton diff-v r22c4 r2c2 r3c2
automaton diff-v r22c7 r2c3 r3c3
automaton diff-v r25c1 r2c4 r3c4
automaton diff-v r25c4 r2c5 r3c5
automaton diff-v r25c7 r2c6 r3c6
automaton diff-v r28c1 r2c7 r3c7
automaton diff-v r28c4 r2c8 r3c8
automaton diff-v r28c7 r2c9 r3c9
automaton diff-v r31c1 r3c1 r4c1
automaton diff-v r31c4 r3c2 r4c2
automaton diff-v r31c7 r3c3 r4c3
automaton diff-v r34c1 r3c4 r4c4
automaton diff-v r34c4 r3c5 r4c5
automaton diff-v r34c7 r3c6 r4c6
automaton diff-v r37c1 r3c7 r4c7
automaton diff-v r37c4 r3c8 r4c8
automaton diff-v r37c7 r3c9 r4c9
automaton diff-v r40c1 r4c1 r5c1
automaton diff-v r40c4 r4c2 r5c2
automaton diff-v r40c7 r4c3 r5c3
automaton diff-v r43c1 r4c4 r5c4
automaton diff-v r43c4 r4c5 r5c5
automaton diff-v r43c7 r4c6 r5c6
automaton diff-v r46c1 r4c7 r5c7
automaton diff-v r46c4 r4c8 r5c8
automaton diff-v r46c7 r4c9 r5c9
automaton diff-v r49c1 r5c1 r6c1
automaton diff-v r49c4 r5c2 r6c2
automaton diff-v r49c7 r5c3 r6c3
automaton diff-v r52c1 r5c4 r6c4
automaton diff-v r52c4 r5c5 r6c5
automaton diff-v r52c7 r5c6 r6c6
automaton diff-v r55c1 r5c7 r6c7
automaton diff-v r55c4 r5c8 r6c8
automaton diff-v r55c7 r5c9 r6c9
automaton diff-v r58c1 r6c1 r7c1
automaton diff-v r58c4 r6c2 r7c2
automaton diff-v r58c7 r6c3 r7c3
automaton diff-v r61c1 r6c4 r7c4
automaton diff-v r61c4 r6c5 r7c5
automaton diff-v r61c7 r6c6 r7c6
automaton diff-v r64c1 r6c7 r7c7
automaton diff-v r64c4 r6c8 r7c8
automaton diff-v r64c7 r6c9 r7c9
automaton diff-v r67c1 r7c1 r8c1
automaton diff-v r67c4 r7c2 r8c2
automaton diff-v r67c7 r7c3 r8c3
automaton diff-v r70c1 r7c4 r8c4
automaton diff-v r70c4 r7c5 r8c5
automaton diff-v r70c7 r7c6 r8c6
automaton diff-v r73c1 r7c7 r8c7
automaton diff-v r73c4 r7c8 r8c8
automaton diff-v r73c7 r7c9 r8c9
automaton diff-v r76c1 r8c1 r9c1
automaton diff-v r76c4 r8c2 r9c2
automaton diff-v r76c7 r8c3 r9c3
automaton diff-v r79c1 r8c4 r9c4
automaton diff-v r79c4 r8c5 r9c5
automaton diff-v r79c7 r8c6 r9c6
automaton diff-v r82c1 r8c7 r9c7
automaton diff-v r82c4 r8c8 r9c8
automaton diff-v r82c7 r8c9 r9c9
automaton diff-h r13c1 r1c1 r1c2
automaton diff-h r13c4 r1c2 r1c3
automaton diff-h r13c7 r1c3 r1c4
automaton diff-h r16c1 r1c4 r1c5
automaton diff-h r16c4 r1c5 r1c6
automaton diff-h r16c7 r1c6 r1c7
automaton diff-h r19c1 r1c7 r1c8
automaton diff-h r19c4 r1c8 r1c9
automaton diff-h r22c1 r2c1 r2c2
automaton diff-h r22c4 r2c2 r2c3
automaton diff-h r22c7 r2c3 r2c4
automaton diff-h r25c1 r2c4 r2c5
automaton diff-h r25c4 r2c5 r2c6
automaton diff-h r25c7 r2c6 r2c7
automaton diff-h r28c1 r2c7 r2c8
automaton diff-h r28c4 r2c8 r2c9
automaton diff-h r31c1 r3c1 r3c2
automaton diff-h r31c4 r3c2 r3c3
automaton diff-h r31c7 r3c3 r3c4
automaton diff-h r34c1 r3c4 r3c5
automaton diff-h r34c4 r3c5 r3c6
automaton diff-h r34c7 r3c6 r3c7
automaton diff-h r37c1 r3c7 r3c8
automaton diff-h r37c4 r3c8 r3c9
automaton diff-h r40c1 r4c1 r4c2
automaton diff-h r40c4 r4c2 r4c3
automaton diff-h r40c7 r4c3 r4c4
automaton diff-h r43c1 r4c4 r4c5
automaton diff-h r43c4 r4c5 r4c6
automaton diff-h r43c7 r4c6 r4c7
automaton diff-h r46c1 r4c7 r4c8
automaton diff-h r46c4 r4c8 r4c9
automaton diff-h r49c1 r5c1 r5c2
automaton diff-h r49c4 r5c2 r5c3
automaton diff-h r49c7 r5c3 r5c4
automaton diff-h r52c1 r5c4 r5c5
automaton diff-h r52c4 r5c5 r5c6
automaton diff-h r52c7 r5c6 r5c7
automaton diff-h r55c1 r5c7 r5c8
automaton diff-h r55c4 r5c8 r5c9
automaton diff-h r58c1 r6c1 r6c2
automaton diff-h r58c4 r6c2 r6c3
automaton diff-h r58c7 r6c3 r6c4
automaton diff-h r61c1 r6c4 r6c5
automaton diff-h r61c4 r6c5 r6c6
automaton diff-h r61c7 r6c6 r6c7
automaton diff-h r64c1 r6c7 r6c8
automaton diff-h r64c4 r6c8 r6c9
automaton diff-h r67c1 r7c1 r7c2
automaton diff-h r67c4 r7c2 r7c3
automaton diff-h r67c7 r7c3 r7c4
automaton diff-h r70c1 r7c4 r7c5
automaton diff-h r70c4 r7c5 r7c6
automaton diff-h r70c7 r7c6 r7c7
automaton diff-h r73c1 r7c7 r7c8
automaton diff-h r73c4 r7c8 r7c9
automaton diff-h r76c1 r8c1 r8c2
automaton diff-h r76c4 r8c2 r8c3
automaton diff-h r76c7 r8c3 r8c4
automaton diff-h r79c1 r8c4 r8c5
automaton diff-h r79c4 r8c5 r8c6
automaton diff-h r79c7 r8c6 r8c7
automaton diff-h r82c1 r8c7 r8c8
automaton diff-h r82c4 r8c8 r8c9
automaton diff-h r85c1 r9c1 r9c2
automaton diff-h r85c4 r9c2 r9c3
automaton diff-h r85c7 r9c3 r9c4
automaton diff-h r88c1 r9c4 r9c5
automaton diff-h r88c4 r9c5 r9c6
automaton diff-h r88c7 r9c6 r9c7
automaton diff-h r91c1 r9c7 r9c8
automaton diff-h r91c4 r9c8 r9c9
quadruple 4 r2c1 r2c2 r3c1 r3c2
quadruple 3 r5c1 r5c2 r6c1 r6c2
quadruple 2 r6c2 r6c3 r7c2 r7c3
quadruple 4 r7c3 r7c4 r8c3 r8c4
quadruple 1 r8c5 r8c6 r9c5 r9c6
quadruple 2 r2c5 r2c6 r3c5 r3c6
quadruple 2 r1c3 r1c4 r2c3 r2c4
quadruple 2 r4c6 r4c7 r5c6 r5c7
quadruple 2 r7c7 r7c8 r8c7 r8c8
quadruple 1 r5c8 r5c9 r6c8 r6c9

#puzzle Atrocious Destruction
size 8 boxes none
cells r12c1 r12c4 r12c7 r15c1 r15c4 r15c7 r18c1 r18c4
rules latin chaos-construction
r1c5 = 8
r1c8 = 7
r3c4 = 5
r3c7 = 1
r6c2 = 1
r8c1 = 6
r8c4 = 7
marks 1,2,3,4,5,6,7 r18c4
marks 1,2,3,4,5,6,7 r12c4
marks 1,2,3,4,5,6,7 r12c1
marks 1,2,3,4,5,6,7 r15c4
marks 1,2,3,4,5,6,7 r15c7
marks 1,2,3,4,5,6,7 r18c1
marks 1,2,3,4,5,6,7 r12c7
marks 1,2,3,4,5,6,7 r15c1
count-distinct r18c4 : r1c1 r2c1 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6
count-distinct r12c4 : r1c2 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r3c7
count-distinct r12c1 : r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r2c8 r3c8
count-distinct r15c4 : r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r5c4
count-distinct r15c7 : r4c8 r5c8 r6c8 r7c8 r8c5 r8c6 r8c7 r8c8
count-distinct r18c1 : r5c1 r5c2 r6c1 r7c1 r8c1 r8c2 r8c3 r8c4
count-distinct r12c7 : r5c3 r5c5 r5c6 r5c7 r6c3 r6c4 r6c5 r6c6
count-distinct r15c1 : r6c2 r6c7 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7
chaos-count r2c2 : r2c2 r1c2 r2c3
chaos-count r4c2 : r4c2 r4c1 r4c3
chaos-count r6c2 : r6c2 r7c2 r7c3
chaos-count r3c7 : r3c7 r2c6 r2c7
chaos-count r5c7 : r5c7 r5c6 r6c6
chaos-count r7c7 : r7c7 r6c7 r7c6
chaos-count r8c2 : r8c2 r7c1 r8c1 r8c3
chaos-count r1c7 : r1c7 r1c6 r1c8 r2c8
chaos-count r7c1 : r7c1 r6c1 r8c1 r8c2
chaos-count r8c3 : r8c3 r8c2 r8c4
chaos-count r1c6 : r1c6 r1c5 r1c7
chaos-count r2c8 : r2c8 r1c7 r1c8 r3c8
chaos-count r2c5 : r2c5 r2c4 r2c6
chaos-count r7c4 : r7c4 r7c3 r7c5
chaos-count r6c5 : r6c5 r5c5 r5c6 r6c4 r6c6

#puzzle Hit, Reveal, Solve
size 9
rules sudoku
automaton HPA start 0 accept 1,2,3,4,5,6,7,8,9,10 0:1:11 0:2:12 0:3:13 0:4:14 0:5:15 0:6:16 0:7:17 0:8:18 0:9:19 0:|:20 1:1,3-9:2 1:|:3 2:1,2,4-9:4 2:|:3 3:2-9:1 3:|:3 4:1-3,5-9:5 4:|:3 5:1-4,6-9:6 5:|:3 6:1-5,7-9:7 6:|:3 7:1-6,8,9:8 7:|:3 8:1-7,9:9 8:|:3 9:1-8:10 9:|:3 11:1:1 11:2-9:21 11:|:11 12:1:21 12:2-9:22 12:|:12 13:1:22 13:2-9:23 13:|:13 14:1:23 14:2-9:24 14:|:14 15:1:24 15:2-9:25 15:|:15 16:1:25 16:2-9:26 16:|:16 17:1:26 17:2-9:27 17:|:17 18:1:27 18:2-9:28 18:|:18 19:1:28 19:2-9:29 19:|:19 20:1-9:30 20:|:20 21:1,3-9:31 21:|:11 22:1,3-9:32 22:2:2 22:|:12 23:1,3-9:33 23:2:31 23:|:13 24:1,3-9:34 24:2:32 24:|:14 25:1,3-9:35 25:2:33 25:|:15 26:1,3-9:36 26:2:34 26:|:16 27:1,3-9:37 27:2:35 27:|:17 28:1,3-9:38 28:2:36 28:|:18 29:1,3-9:39 29:2:37 29:|:19 30:1:21 30:2:22 30:3:23 30:4:24 30:5:25 30:6:26 30:7:27 30:8:28 30:9:29 30:|:40 31:1,2,4-9:41 31:|:11 32:1,2,4-9:42 32:|:12 33:1,2,4-9:43 33:3:4 33:|:13 34:1,2,4-9:44 34:3:41 34:|:14 35:1,2,4-9:45 35:3:42 35:|:15 36:1,2,4-9:46 36:3:43 36:|:16 37:1,2,4-9:47 37:3:44 37:|:17 38:1,2,4-9:48 38:3:45 38:|:18 39:1,2,4-9:49 39:3:46 39:|:19 40:1-9:50 40:|:20 41:1-3,5-9:51 41:|:11 42:1-3,5-9:52 42:|:12 43:1-3,5-9:53 43:|:13 44:1-3,5-9:54 44:4:5 44:|:14 45:1-3,5-9:55 45:4:51 45:|:15 46:1-3,5-9:56 46:4:52 46:|:16 47:1-3,5-9:57 47:4:53 47:|:17 48:1-3,5-9:58 48:4:54 48:|:18 49:1-3,5-9:59 49:4:55 49:|:19 50:1:31 50:2:32 50:3:33 50:4:34 50:5:35 50:6:36 50:7:37 50:8:38 50:9:39 50:|:60 51:1-4,6-9:61 51:|:11 52:1-4,6-9:62 52:|:12 53:1-4,6-9:63 53:|:13 54:1-4,6-9:64 54:|:14 55:1-4,6-9:65 55:5:6 55:|:15 56:1-4,6-9:66 56:5:61 56:|:16 57:1-4,6-9:67 57:5:62 57:|:17 58:1-4,6-9:68 58:5:63 58:|:18 59:1-4,6-9:69 59:5:64 59:|:19 60:1-9:70 60:|:20 61:1-5,7-9:71 61:|:11 62:1-5,7-9:72 62:|:12 63:1-5,7-9:73 63:|:13 64:1-5,7-9:74 64:|:14 65:1-5,7-9:75 65:|:15 66:1-5,7-9:76 66:6:7 66:|:16 67:1-5,7-9:77 67:6:71 67:|:17 68:1-5,7-9:78 68:6:72 68:|:18 69:1-5,7-9:79 69:6:73 69:|:19 70:1:41 70:2:42 70:3:43 70:4:44 70:5:45 70:6:46 70:7:47 70:8:48 70:9:49 70:|:80 71:1-6,8,9:81 71:|:11 72:1-6,8,9:82 72:|:12 73:1-6,8,9:83 73:|:13 74:1-6,8,9:84 74:|:14 75:1-6,8,9:85 75:|:15 76:1-6,8,9:86 76:|:16 77:1-6,8,9:87 77:7:8 77:|:17 78:1-6,8,9:88 78:7:81 78:|:18 79:1-6,8,9:89 79:7:82 79:|:19 80:1-9:90 80:|:20 81:1-7,9:91 81:|:11 82:1-7,9:92 82:|:12 83:1-7,9:93 83:|:13 84:1-7,9:94 84:|:14 85:1-7,9:95 85:|:15 86:1-7,9:96 86:|:16 87:1-7,9:97 87:|:17 88:1-7,9:98 88:8:9 88:|:18 89:1-7,9:99 89:8:91 89:|:19 90:1:51 90:2:52 90:3:53 90:4:54 90:5:55 90:6:56 90:7:57 90:8:58 90:9:59 90:|:100 91:|:11 92:|:12 93:|:13 94:|:14 95:|:15 96:|:16 97:|:17 98:|:18 99:9:10 99:|:19 100:1-9:101 100:|:20 101:1:61 101:2:62 101:3:63 101:4:64 101:5:65 101:6:66 101:7:67 101:8:68 101:9:69 101:|:102 102:1-9:103 102:|:20 103:1:71 103:2:72 103:3:73 103:4:74 103:5:75 103:6:76 103:7:77 103:8:78 103:9:79 103:|:104 104:1-9:105 104:|:20 105:1:81 105:2:82 105:3:83 105:4:84 105:5:85 105:6:86 105:7:87 105:8:88 105:9:89 105:|:106 106:1-9:107 106:|:20 107:1:91 107:2:92 107:3:93 107:4:94 107:5:95 107:6:96 107:7:97 107:8:98 107:9:99 107:|:108 108:|:20
automaton HPA r1c1 | r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1
automaton HPA r1c5 | r2c5 r3c5 r4c5 r5c5 r6c5 r7c5 r8c5 r9c5
automaton HPA r1c9 | r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9 r9c9
automaton HPA r2c4 | r2c5 r2c6 r2c7 r2c8 r2c9
automaton HPA r2c6 | r2c5 r2c4 r2c3 r2c2 r2c1
automaton HPA r3c7 | r2c7 r1c7 | r3c8 r3c9
automaton HPA r4c6 | r3c6 r2c6 r1c6 | r4c7 r4c8 r4c9 | r5c6 r6c6 r7c6 r8c6 r9c6 | r4c5 r4c4 r4c3 r4c2 r4c1
automaton HPA r5c7 | r4c7 r3c7 r2c7 r1c7 | r5c8 r5c9
automaton HPA r6c2 | r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
automaton HPA r6c9 | r6c8 r6c7 r6c6 r6c5 r6c4 r6c3 r6c2 r6c1
automaton HPA r7c5 | r7c4 r7c3 r7c2 r7c1
automaton HPA r7c6 | r7c5 r7c4 r7c3 r7c2 r7c1

#puzzle Sums and Differences
size 9
rules sudoku
automaton diff-period start 0,1,2,3 accept 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149 0:1:4 0:2:5 0:3:6 0:4:7 0:5:8 0:6:9 0:7:10 0:8:11 0:9:12 0:|:0 1:1-9:13 1:|:1 2:1-9:14 2:|:2 3:1-9:15 3:|:3 4:1:16 4:2:17 4:3:18 4:4:19 4:5:20 4:6:21 4:7:22 4:8:23 4:9:24 4:|:0 5:1:25 5:2:18 5:3:19 5:4:20 5:5:21 5:6:22 5:7:23 5:8,9:24 5:|:0 6:1:26 6:2:27 6:3:20 6:4:21 6:5:22 6:6:23 6:7-9:24 6:|:0 7:1:28 7:2:29 7:3:30 7:4:22 7:5:23 7:6-9:24 7:|:0 8:1:31 8:2:32 8:3:33 8:4:34 8:5-9:24 8:|:0 9:1:35 9:2:36 9:3:37 9:4:16 9:5:38 9:6-9:24 9:|:0 10:1:39 10:2:40 10:3:18 10:4:17 10:5:16 10:6:38 10:7-9:24 10:|:0 11:1:41 11:2:20 11:3:19 11:4:18 11:5:17 11:6:16 11:7:38 11:8,9:24 11:|:0 12:1:22 12:2:21 12:3:20 12:4:19 12:5:18 12:6:17 12:7:16 12:8:38 12:9:24 12:|:0 13:1:42 13:2:43 13:3:44 13:4:45 13:5:46 13:6:47 13:7:48 13:8:49 13:9:50 13:|:1 14:1-9:51 14:|:2 15:1-9:52 15:|:3 16:2:5 16:|:0 17:3:6 17:|:0 18:4:7 18:|:0 19:5:8 19:|:0 20:6:9 20:|:0 21:7:10 21:|:0 22:8:11 22:|:0 23:9:12 23:|:0 24:|:0 25:1:4 25:3:6 25:|:0 26:2:5 26:4:7 26:|:0 27:1:4 27:5:8 27:|:0 28:3:6 28:5:8 28:|:0 29:2:5 29:6:9 29:|:0 30:1:4 30:7:10 30:|:0 31:4:7 31:6:9 31:|:0 32:3:6 32:7:10 32:|:0 33:2:5 33:8:11 33:|:0 34:1:4 34:9:12 34:|:0 35:5:8 35:7:10 35:|:0 36:4:7 36:8:11 36:|:0 37:3:6 37:9:12 37:|:0 38:1:4 38:|:0 39:6:9 39:8:11 39:|:0 40:5:8 40:9:12 40:|:0 41:7:10 41:9:12 41:|:0 42:1:53 42:2:54 42:3:55 42:4:56 42:5:57 42:6:58 42:7:59 42:8:60 42:9:61 42:|:1 43:1:62 43:2:55 43:3:56 43:4:57 43:5:58 43:6:59 43:7:60 43:8,9:61 43:|:1 44:1:63 44:2:64 44:3:57 44:4:58 44:5:59 44:6:60 44:7-9:61 44:|:1 45:1:65 45:2:66 45:3:67 45:4:59 45:5:60 45:6-9:61 45:|:1 46:1:68 46:2:69 46:3:70 46:4:71 46:5-9:61 46:|:1 47:1:72 47:2:73 47:3:74 47:4:53 47:5:75 47:6-9:61 47:|:1 48:1:76 48:2:77 48:3:55 48:4:54 48:5:53 48:6:75 48:7-9:61 48:|:1 49:1:78 49:2:57 49:3:56 49:4:55 49:5:54 49:6:53 49:7:75 49:8,9:61 49:|:1 50:1:59 50:2:58 50:3:57 50:4:56 50:5:55 50:6:54 50:7:53 50:8:75 50:9:61 50:|:1 51:1:79 51:2:80 51:3:81 51:4:82 51:5:83 51:6:84 51:7:85 51:8:86 51:9:87 51:|:2 52:1-9:88 52:|:3 53:2:13 53:|:1 54:3:13 54:|:1 55:4:13 55:|:1 56:5:13 56:|:1 57:6:13 57:|:1 58:7:13 58:|:1 59:8:13 59:|:1 60:9:13 60:|:1 61:|:1 62:1,3:13 62:|:1 63:2,4:13 63:|:1 64:1,5:13 64:|:1 65:3,5:13 65:|:1 66:2,6:13 66:|:1 67:1,7:13 67:|:1 68:4,6:13 68:|:1 69:3,7:13 69:|:1 70:2,8:13 70:|:1 71:1,9:13 71:|:1 72:5,7:13 72:|:1 73:4,8:13 73:|:1 74:3,9:13 74:|:1 75:1:13 75:|:1 76:6,8:13 76:|:1 77:5,9:13 77:|:1 78:7,9:13 78:|:1 79:1:89 79:2:90 79:3:91 79:4:92 79:5:93 79:6:94 79:7:95 79:8:96 79:9:97 79:|:2 80:1:98 80:2:91 80:3:92 80:4:93 80:5:94 80:6:95 80:7:96 80:8,9:97 80:|:2 81:1:99 81:2:100 81:3:93 81:4:94 81:5:95 81:6:96 81:7-9:97 81:|:2 82:1:101 82:2:102 82:3:103 82:4:95 82:5:96 82:6-9:97 82:|:2 83:1:104 83:2:105 83:3:106 83:4:107 83:5-9:97 83:|:2 84:1:108 84:2:109 84:3:110 84:4:89 84:5:111 84:6-9:97 84:|:2 85:1:112 85:2:113 85:3:91 85:4:90 85:5:89 85:6:111 85:7-9:97 85:|:2 86:1:114 86:2:93 86:3:92 86:4:91 86:5:90 86:6:89 86:7:111 86:8,9:97 86:|:2 87:1:95 87:2:94 87:3:93 87:4:92 87:5:91 87:6:90 87:7:89 87:8:111 87:9:97 87:|:2 88:1:115 88:2:116 88:3:117 88:4:118 88:5:119 88:6:120 88:7:121 88:8:122 88:9:123 88:|:3 89:2:14 89:|:2 90:3:14 90:|:2 91:4:14 91:|:2 92:5:14 92:|:2 93:6:14 93:|:2 94:7:14 94:|:2 95:8:14 95:|:2 96:9:14 96:|:2 97:|:2 98:1,3:14 98:|:2 99:2,4:14 99:|:2 100:1,5:14 100:|:2 101:3,5:14 101:|:2 102:2,6:14 102:|:2 103:1,7:14 103:|:2 104:4,6:14 104:|:2 105:3,7:14 105:|:2 106:2,8:14 106:|:2 107:1,9:14 107:|:2 108:5,7:14 108:|:2 109:4,8:14 109:|:2 110:3,9:14 110:|:2 111:1:14 111:|:2 112:6,8:14 112:|:2 113:5,9:14 113:|:2 114:7,9:14 114:|:2 115:1:124 115:2:125 115:3:126 115:4:127 115:5:128 115:6:129 115:7:130 115:8:131 115:9:132 115:|:3 116:1:133 116:2:126 116:3:127 116:4:128 116:5:129 116:6:130 116:7:131 116:8,9:132 116:|:3 117:1:134 117:2:135 117:3:128 117:4:129 117:5:130 117:6:131 117:7-9:132 117:|:3 118:1:136 118:2:137 118:3:138 118:4:130 118:5:131 118:6-9:132 118:|:3 119:1:139 119:2:140 119:3:141 119:4:142 119:5-9:132 119:|:3 120:1:143 120:2:144 120:3:145 120:4:124 120:5:146 120:6-9:132 120:|:3 121:1:147 121:2:148 121:3:126 121:4:125 121:5:124 121:6:146 121:7-9:132 121:|:3 122:1:149 122:2:128 122:3:127 122:4:126 122:5:125 122:6:124 122:7:146 122:8,9:132 122:|:3 123:1:130 123:2:129 123:3:128 123:4:127 123:5:126 123:6:125 123:7:124 123:8:146 123:9:132 123:|:3 124:2:15 124:|:3 125:3:15 125:|:3 126:4:15 126:|:3 127:5:15 127:|:3 128:6:15 128:|:3 129:7:15 129:|:3 130:8:15 130:|:3 131:9:15 131:|:3 132:|:3 133:1,3:15 133:|:3 134:2,4:15 134:|:3 135:1,5:15 135:|:3 136:3,5:15 136:|:3 137:2,6:15 137:|:3 138:1,7:15 138:|:3 139:4,6:15 139:|:3 140:3,7:15 140:|:3 141:2,8:15 141:|:3 142:1,9:15 142:|:3 143:5,7:15 143:|:3 144:4,8:15 144:|:3 145:3,9:15 145:|:3 146:1:15 146:|:3 147:6,8:15 147:|:3 148:5,9:15 148:|:3 149:7,9:15 149:|:3
automaton sum-period start 0,1,2,3 accept 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81 0:1:4 0:2:5 0:3:6 0:4:7 0:5:8 0:6:9 0:7:10 0:8:11 0:9:12 0:|:0 1:1-9:13 1:|:1 2:1-9:14 2:|:2 3:1-9:15 3:|:3 4:1:16 4:2:17 4:3:18 4:4:19 4:5:20 4:6:21 4:7:22 4:8:23 4:9:24 4:|:0 5:1,2:16 5:3:17 5:4:18 5:5:19 5:6:20 5:7:21 5:8:22 5:9:23 5:|:0 6:1-3:16 6:4:17 6:5:18 6:6:19 6:7:20 6:8:21 6:9:22 6:|:0 7:1-4:16 7:5:17 7:6:18 7:7:19 7:8:20 7:9:21 7:|:0 8:1-5:16 8:6:17 8:7:18 8:8:19 8:9:20 8:|:0 9:1-6:16 9:7:17 9:8:18 9:9:19 9:|:0 10:1-7:16 10:8:17 10:9:18 10:|:0 11:1-8:16 11:9:17 11:|:0 12:1-9:16 12:|:0 13:1:25 13:2:26 13:3:27 13:4:28 13:5:29 13:6:30 13:7:31 13:8:32 13:9:33 13:|:1 14:1-9:34 14:|:2 15:1-9:35 15:|:3 16:|:0 17:1:4 17:|:0 18:2:5 18:|:0 19:3:6 19:|:0 20:4:7 20:|:0 21:5:8 21:|:0 22:6:9 22:|:0 23:7:10 23:|:0 24:8:11 24:|:0 25:1:36 25:2:37 25:3:38 25:4:39 25:5:40 25:6:41 25:7:42 25:8:43 25:9:44 25:|:1 26:1,2:36 26:3:37 26:4:38 26:5:39 26:6:40 26:7:41 26:8:42 26:9:43 26:|:1 27:1-3:36 27:4:37 27:5:38 27:6:39 27:7:40 27:8:41 27:9:42 27:|:1 28:1-4:36 28:5:37 28:6:38 28:7:39 28:8:40 28:9:41 28:|:1 29:1-5:36 29:6:37 29:7:38 29:8:39 29:9:40 29:|:1 30:1-6:36 30:7:37 30:8:38 30:9:39 30:|:1 31:1-7:36 31:8:37 31:9:38 31:|:1 32:1-8:36 32:9:37 32:|:1 33:1-9:36 33:|:1 34:1:45 34:2:46 34:3:47 34:4:48 34:5:49 34:6:50 34:7:51 34:8:52 34:9:53 34:|:2 35:1-9:54 35:|:3 36:|:1 37:1:13 37:|:1 38:2:13 38:|:1 39:3:13 39:|:1 40:4:13 40:|:1 41:5:13 41:|:1 42:6:13 42:|:1 43:7:13 43:|:1 44:8:13 44:|:1 45:1:55 45:2:56 45:3:57 45:4:58 45:5:59 45:6:60 45:7:61 45:8:62 45:9:63 45:|:2 46:1,2:55 46:3:56 46:4:57 46:5:58 46:6:59 46:7:60 46:8:61 46:9:62 46:|:2 47:1-3:55 47:4:56 47:5:57 47:6:58 47:7:59 47:8:60 47:9:61 47:|:2 48:1-4:55 48:5:56 48:6:57 48:7:58 48:8:59 48:9:60 48:|:2 49:1-5:55 49:6:56 49:7:57 49:8:58 49:9:59 49:|:2 50:1-6:55 50:7:56 50:8:57 50:9:58 50:|:2 51:1-7:55 51:8:56 51:9:57 51:|:2 52:1-8:55 52:9:56 52:|:2 53:1-9:55 53:|:2 54:1:64 54:2:65 54:3:66 54:4:67 54:5:68 54:6:69 54:7:70 54:8:71 54:9:72 54:|:3 55:|:2 56:1:14 56:|:2 57:2:14 57:|:2 58:3:14 58:|:2 59:4:14 59:|:2 60:5:14 60:|:2 61:6:14 61:|:2 62:7:14 62:|:2 63:8:14 63:|:2 64:1:73 64:2:74 64:3:75 64:4:76 64:5:77 64:6:78 64:7:79 64:8:80 64:9:81 64:|:3 65:1,2:73 65:3:74 65:4:75 65:5:76 65:6:77 65:7:78 65:8:79 65:9:80 65:|:3 66:1-3:73 66:4:74 66:5:75 66:6:76 66:7:77 66:8:78 66:9:79 66:|:3 67:1-4:73 67:5:74 67:6:75 67:7:76 67:8:77 67:9:78 67:|:3 68:1-5:73 68:6:74 68:7:75 68:8:76 68:9:77 68:|:3 69:1-6:73 69:7:74 69:8:75 69:9:76 69:|:3 70:1-7:73 70:8:74 70:9:75 70:|:3 71:1-8:73 71:9:74 71:|:3 72:1-9:73 72:|:3 73:|:3 74:1:15 74:|:3 75:2:15 75:|:3 76:3:15 76:|:3 77:4:15 77:|:3 78:5:15 78:|:3 79:6:15 79:|:3 80:7:15 80:|:3 81:8:15 81:|:3
automaton sum-period r2c2 r1c3 r2c4 r3c4 r4c3 r5c3 r6c2 r7c2 r8c3 r9c4 r8c5 r8c6 r8c7 r7c7 r6c6 r5c6 r4c5 r3c6 | r2c9 r3c8 r4c9 r5c8 r6c8 r6c9
automaton diff-period r2c2 r1c3 r2c4 r3c4 r4c3 r5c3 r6c2 r7c2 r8c3 r9c4 r8c5 r8c6 r8c7 r7c7 r6c6 r5c6 r4c5 r3c6 | r2c9 r3c8 r4c9 r5c8 r6c8 r6c9
thermo r8c1 r7c1 r6c1 r5c1 r4c1 r4c2
thermo r8c3 r7c4 r6c3 r5c3 r4c3 r3c2
thermo r5c5 r4c5 r3c5
black r2c4 r2c5
black r2c5 r2c6
black r3c8 r4c8
black r4c7 r4c8
black r4c9 r5c9
little-killer 14 r6c0 DR
little-killer 10 r3c10 UL

#puzzle Stepped Thermos
size 9
rules sudoku
r9c3 = 9
r8c1 = 7
automaton machine start 0 accept 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 0:1:1 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1,2:1 1:3:23 1:4-9:10 2:1:1 2:2:2 2:3:16 2:4:22 2:5-9:10 3:1:23 3:2:16 3:3:3 3:4:15 3:5:21 3:6-9:10 4:1,7-9:10 4:2:22 4:3:15 4:4:4 4:5:14 4:6:20 5:1,2,8,9:10 5:3:21 5:4:14 5:5:5 5:6:13 5:7:19 6:1-3,9:10 6:4:20 6:5:13 6:6:6 6:7:12 6:8:18 7:1-4:10 7:5:19 7:6:12 7:7:7 7:8:11 7:9:17 8:1-5:10 8:6:18 8:7:11 8:8:8 8:9:9 9:1-6:10 9:7:17 9:8,9:9 10:1-9:10 11:1-5:10 11:6:18 11:7,8:11 11:9:17 12:1-4,9:10 12:5:19 12:6,7:12 12:8:18 13:1-3,8,9:10 13:4:20 13:5,6:13 13:7:19 14:1,2,7-9:10 14:3:21 14:4,5:14 14:6:20 15:1,6-9:10 15:2:22 15:3,4:15 15:5:21 16:1:23 16:2,3:16 16:4:22 16:5-9:10 17:1-6:10 17:7-9:17 18:1-5,9:10 18:6-8:18 19:1-4,8,9:10 19:5-7:19 20:1-3,7-9:10 20:4-6:20 21:1,2,6-9:10 21:3-5:21 22:1,5-9:10 22:2-4:22 23:1-3:23 23:4-9:10
automaton machine r1c1 r1c2 r1c3
automaton machine r1c1 r2c1 r3c1
automaton machine r2c1 r2c2 r2c3
automaton machine r1c2 r2c2 r3c2
automaton machine r3c1 r3c2 r3c3
automaton machine r1c3 r2c3 r3c3
automaton machine r1c4 r1c5 r1c6
automaton machine r1c4 r2c4 r3c4
automaton machine r2c4 r2c5 r2c6
automaton machine r1c5 r2c5 r3c5
automaton machine r3c4 r3c5 r3c6
automaton machine r1c6 r2c6 r3c6
automaton machine r1c7 r1c8 r1c9
automaton machine r1c7 r2c7 r3c7
automaton machine r2c7 r2c8 r2c9
automaton machine r1c8 r2c8 r3c8
automaton machine r3c7 r3c8 r3c9
automaton machine r1c9 r2c9 r3c9
automaton machine r4c1 r4c2 r4c3
automaton machine r4c1 r5c1 r6c1
automaton machine r5c1 r5c2 r5c3
automaton machine r4c2 r5c2 r6c2
automaton machine r6c1 r6c2 r6c3
automaton machine r4c3 r5c3 r6c3
automaton machine r4c4 r4c5 r4c6
automaton machine r4c4 r5c4 r6c4
automaton machine r5c4 r5c5 r5c6
automaton machine r4c5 r5c5 r6c5
automaton machine r6c4 r6c5 r6c6
automaton machine r4c6 r5c6 r6c6
automaton machine r4c7 r4c8 r4c9
automaton machine r4c7 r5c7 r6c7
automaton machine r5c7 r5c8 r5c9
automaton machine r4c8 r5c8 r6c8
automaton machine r6c7 r6c8 r6c9
automaton machine r4c9 r5c9 r6c9
automaton machine r7c1 r7c2 r7c3
automaton machine r7c1 r8c1 r9c1
automaton machine r8c1 r8c2 r8c3
automaton machine r7c2 r8c2 r9c2
automaton machine r9c1 r9c2 r9c3
automaton machine r7c3 r8c3 r9c3
automaton machine r7c4 r7c5 r7c6
automaton machine r7c4 r8c4 r9c4
automaton machine r8c4 r8c5 r8c6
automaton machine r7c5 r8c5 r9c5
automaton machine r9c4 r9c5 r9c6
automaton machine r7c6 r8c6 r9c6
automaton machine r7c7 r7c8 r7c9
automaton machine r7c7 r8c7 r9c7
automaton machine r8c7 r8c8 r8c9
automaton machine r7c8 r8c8 r9c8
automaton machine r9c7 r9c8 r9c9
automaton machine r7c9 r8c9 r9c9
thermo r6c4 r7c4 r7c3 r8c3 r8c2 r9c2
thermo r4c4 r4c3 r3c3 r3c2 r2c2 r2c1
thermo r4c6 r3c6 r3c7 r2c7 r2c8 r1c8
thermo r6c6 r6c7 r7c7 r7c8 r8c8 r8c9

#puzzle Odd, Even, Seven Thermos
size 9
rules sudoku
r1c5 = 9
automaton Odd-lots start 0 accept 1 0:1:1 0:2,3:2 0:4,5:3 0:6,7:4 0:8,9:5 1:2,4,6,8:1 2:1,3,5,7,9:9 2:2,4,6,8:2 3:1,3,5,7,9:8 3:2,4,6,8:3 4:1,3,5,7,9:7 4:2,4,6,8:4 5:1,3,5,7,9:6 5:2,4,6,8:5 6:1,3,5,7,9:4 6:2,4,6,8:6 7:1,3,5,7,9:3 7:2,4,6,8:7 8:1,3,5,7,9:2 8:2,4,6,8:8 9:1,3,5,7,9:1 9:2,4,6,8:9
automaton Even-lots start 0 accept 1 0:1,2:2 0:3,4:3 0:5,6:4 0:7,8:5 0:9:6 1:1,3,5,7,9:1 2:1,3,5,7,9:2 2:2,4,6,8:1 3:1,3,5,7,9:3 3:2,4,6,8:10 4:1,3,5,7,9:4 4:2,4,6,8:9 5:1,3,5,7,9:5 5:2,4,6,8:8 6:1,3,5,7,9:6 6:2,4,6,8:7 7:1,3,5,7,9:7 7:2,4,6,8:5 8:1,3,5,7,9:8 8:2,4,6,8:4 9:1,3,5,7,9:9 9:2,4,6,8:3 10:1,3,5,7,9:10 10:2,4,6,8:2
thermo r1c3 r2c3 r3c4 r4c3 r3c2 r3c1
thermo r1c7 r2c7 r3c6 r4c7 r3c8 r3c9
thermo r5c3 r6c2
thermo r5c3 r5c4 r5c5 r5c6 r5c7
thermo r4c8 r5c9 r6c8
thermo r7c9 r7c8 r6c7 r7c6 r8c7 r9c7
thermo r8c6 r9c5 r8c4
thermo r7c1 r7c2 r6c3 r7c4 r8c3 r9c3
automaton Even-lots r7c2 r7c1 r6c3 r7c4 r8c3 r9c3
automaton Even-lots r7c8 r7c9 r6c7 r7c6 r8c7 r9c7
automaton Even-lots r5c9 r6c8 r4c8
automaton Odd-lots r3c4 r2c3 r1c3 r4c3 r3c2 r3c1
automaton Odd-lots r3c6 r2c7 r1c7 r4c7 r3c8 r3c9
automaton Odd-lots r9c5 r8c6 r8c4

#puzzle Diagonal Skyscrapers
size 9
rules sudoku
automaton Skyscraper-5 start 0 accept 1,2,3,4,5 0:1:6 0:2:7 0:3:8 0:4:9 0:5:10 1:1-9:1 2:1-8:2 3:1-7:3 4:1-6:4 5:1-5:5 6:1:6 6:2:23 6:3:20 6:4:17 6:5:14 6:6:11 7:1,2:7 7:3:20 7:4:17 7:5:14 7:6:11 8:1-3:8 8:4:17 8:5:14 8:6:11 9:1-4:9 9:5:14 9:6:11 10:1-5:10 10:6:11 11:1-6:11 11:7:12 12:1-7:12 12:8:13 13:1-8:13 13:9:1 14:1-5:14 14:6:15 14:7:12 15:1-6:15 15:7:16 15:8:13 16:1-7:16 16:8:2 16:9:1 17:1-4:17 17:5:18 17:6:15 17:7:12 18:1-5:18 18:6:19 18:7:16 18:8:13 19:1-6:19 19:7:3 19:8:2 19:9:1 20:1-3:20 20:4:21 20:5:18 20:6:15 20:7:12 21:1-4:21 21:5:22 21:6:19 21:7:16 21:8:13 22:1-5:22 22:6:4 22:7:3 22:8:2 22:9:1 23:1,2:23 23:3:24 23:4:21 23:5:18 23:6:15 23:7:12 24:1-3:24 24:4:25 24:5:22 24:6:19 24:7:16 24:8:13 25:1-4:25 25:5:5 25:6:4 25:7:3 25:8:2 25:9:1
automaton Skyscraper-6 start 0 accept 1,2,3,4 0:1:5 0:2:6 0:3:7 0:4:8 1:1-9:1 2:1-8:2 3:1-7:3 4:1-6:4 5:1:5 5:2:21 5:3:17 5:4:13 5:5:9 6:1,2:6 6:3:17 6:4:13 6:5:9 7:1-3:7 7:4:13 7:5:9 8:1-4:8 8:5:9 9:1-5:9 9:6:10 10:1-6:10 10:7:11 11:1-7:11 11:8:12 12:1-8:12 12:9:1 13:1-4:13 13:5:14 13:6:10 14:1-5:14 14:6:15 14:7:11 15:1-6:15 15:7:16 15:8:12 16:1-7:16 16:8:2 16:9:1 17:1-3:17 17:4:18 17:5:14 17:6:10 18:1-4:18 18:5:19 18:6:15 18:7:11 19:1-5:19 19:6:20 19:7:16 19:8:12 20:1-6:20 20:7:3 20:8:2 20:9:1 21:1,2:21 21:3:22 21:4:18 21:5:14 21:6:10 22:1-3:22 22:4:23 22:5:19 22:6:15 22:7:11 23:1-4:23 23:5:24 23:6:20 23:7:16 23:8:12 24:1-5:24 24:6:4 24:7:3 24:8:2 24:9:1
automaton Skyscraper-1 start 0 accept 1,2,3,4,5,6,7,8,9 0:1:1 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1:1 2:1,2:2 3:1-3:3 4:1-4:4 5:1-5:5 6:1-6:6 7:1-7:7 8:1-8:8 9:1-9:9
automaton Skyscraper-9 start 0 accept 1 0:1:2 1:1-9:1 2:1:2 2:2:3 3:1,2:3 3:3:4 4:1-3:4 4:4:5 5:1-4:5 5:5:6 6:1-5:6 6:6:7 7:1-6:7 7:7:8 8:1-7:8 8:8:9 9:1-8:9 9:9:1
automaton Skyscraper-9 r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9
automaton Skyscraper-1 r4c1 r5c2 r6c3 r7c4 r8c5 r9c6
automaton Skyscraper-1 r9c6 r8c7 r7c8 r6c9
automaton Skyscraper-1 r6c9 r5c8 r4c7 r3c6 r2c5 r1c4
automaton Skyscraper-1 r1c4 r2c3 r3c2 r4c1
automaton Skyscraper-6 r9c3 r8c4 r7c5 r6c6 r5c7 r4c8 r3c9
automaton Skyscraper-5 r1c8 r2c7 r3c6 r4c5 r5c4 r6c3 r7c2 r8c1

#puzzle Between The Skyscrapers
size 9
rules sudoku
r4c7 = 5
r7c6 = 5
automaton sky start 0 accept 1,2,3,4,5,6,7,8,9 0:1:10 0:2:11 0:3:12 0:4:13 0:5:14 0:6:15 0:7:16 0:8:17 0:9:18 0:|:19 1:1:1 2:1,2:2 3:1-3:3 4:1-4:4 5:1-5:5 6:1-6:6 7:1-7:7 8:1-8:8 9:1-9:9 10:1:10 10:2:20 10:3:21 10:4:22 10:5:23 10:6:24 10:7:25 10:8:26 10:9:27 10:|:28 11:1,2:11 11:3:21 11:4:22 11:5:23 11:6:24 11:7:25 11:8:26 11:9:27 11:|:29 12:1-3:12 12:4:22 12:5:23 12:6:24 12:7:25 12:8:26 12:9:27 12:|:30 13:1-4:13 13:5:23 13:6:24 13:7:25 13:8:26 13:9:27 13:|:31 14:1-5:14 14:6:24 14:7:25 14:8:26 14:9:27 14:|:32 15:1-6:15 15:7:25 15:8:26 15:9:27 15:|:33 16:1-7:16 16:8:26 16:9:27 16:|:34 17:1-8:17 17:9:27 17:|:35 18:1-9:18 18:|:36 19:1:37 19:2:38 19:3:39 19:4:40 19:5:41 19:6:33 19:7:34 19:8:35 19:9:36 20:1,2:20 20:3:42 20:4:43 20:5:44 20:6:45 20:7:46 20:8:47 20:9:48 20:|:49 21:1-3:21 21:4:43 21:5:44 21:6:45 21:7:46 21:8:47 21:9:48 21:|:50 22:1-4:22 22:5:44 22:6:45 22:7:46 22:8:47 22:9:48 22:|:51 23:1-5:23 23:6:45 23:7:46 23:8:47 23:9:48 23:|:52 24:1-6:24 24:7:46 24:8:47 24:9:48 24:|:53 25:1-7:25 25:8:47 25:9:48 25:|:54 26:1-8:26 26:9:48 26:|:55 27:1-9:27 27:|:56 28:1:37 28:2:57 28:3:58 28:4:59 28:5:60 28:6:53 28:7:54 28:8:55 28:9:56 29:1:61 29:2:38 29:3:58 29:4:59 29:5:60 29:6:53 29:7:54 29:8:55 29:9:56 30:1:62 30:2:63 30:3:39 30:4:59 30:5:60 30:6:53 30:7:54 30:8:55 30:9:56 31:1:64 31:2:65 31:3:66 31:4:40 31:5:60 31:6:53 31:7:54 31:8:55 31:9:56 32:1:67 32:2:68 32:3:69 32:4:70 32:5:41 32:6:53 32:7:54 32:8:55 32:9:56 33:1:71 33:2:72 33:3:73 33:4:74 33:5,6:33 33:7:54 33:8:55 33:9:56 34:1:75 34:2:76 34:3:77 34:4-7:34 34:8:55 34:9:56 35:1:78 35:2:79 35:3-8:35 35:9:56 36:1:80 36:2-9:36 37:1:37 37:2:57 37:3:58 37:4:59 37:5:60 37:6:53 37:7:54 37:8:55 37:9:56 37:|:1 38:1:61 38:2:38 38:3:58 38:4:59 38:5:60 38:6:53 38:7:54 38:8:55 38:9:56 38:|:81 39:1:62 39:2:63 39:3:39 39:4:59 39:5:60 39:6:53 39:7:54 39:8:55 39:9:56 39:|:82 40:1:64 40:2:65 40:3:66 40:4:40 40:5:60 40:6:53 40:7:54 40:8:55 40:9:56 40:|:83 41:1:67 41:2:68 41:3:69 41:4:70 41:5:41 41:6:53 41:7:54 41:8:55 41:9:56 41:|:84 42:1-3:42 42:4:85 42:5:86 42:6:87 42:7:88 42:8:89 42:9:90 42:|:91 43:1-4:43 43:5:86 43:6:87 43:7:88 43:8:89 43:9:90 43:|:92 44:1-5:44 44:6:87 44:7:88 44:8:89 44:9:90 44:|:93 45:1-6:45 45:7:88 45:8:89 45:9:90 45:|:94 46:1-7:46 46:8:89 46:9:90 46:|:95 47:1-8:47 47:9:90 47:|:96 48:1-9:48 48:|:97 49:1:49 49:2:57 49:3:98 49:4:99 49:5:100 49:6:101 49:7:95 49:8:96 49:9:97 50:1:50 50:2:102 50:3:58 50:4:99 50:5:100 50:6:101 50:7:95 50:8:96 50:9:97 51:1:51 51:2:103 51:3:104 51:4:59 51:5:100 51:6:101 51:7:95 51:8:96 51:9:97 52:1:52 52:2:105 52:3:106 52:4:107 52:5:60 52:6:101 52:7:95 52:8:96 52:9:97 53:1,6:53 53:2:108 53:3:109 53:4:110 53:5:111 53:7:95 53:8:96 53:9:97 54:1,5-7:54 54:2:112 54:3:113 54:4:114 54:8:96 54:9:97 55:1,4-8:55 55:2:115 55:3:116 55:9:97 56:1,3-9:56 56:2:117 57:1:49 57:2:57 57:3:98 57:4:99 57:5:100 57:6:101 57:7:95 57:8:96 57:9:97 57:|:2 58:1:50 58:2:102 58:3:58 58:4:99 58:5:100 58:6:101 58:7:95 58:8:96 58:9:97 58:|:118 59:1:51 59:2:103 59:3:104 59:4:59 59:5:100 59:6:101 59:7:95 59:8:96 59:9:97 59:|:119 60:1:52 60:2:105 60:3:106 60:4:107 60:5:60 60:6:101 60:7:95 60:8:96 60:9:97 60:|:120 61:1:61 61:2:38 61:3:58 61:4:59 61:5:60 61:6:53 61:7:54 61:8:55 61:9:56 61:|:2 62:1:62 62:2:63 62:3:39 62:4:59 62:5:60 62:6:53 62:7:54 62:8:55 62:9:56 62:|:3 63:1:62 63:2:63 63:3:39 63:4:59 63:5:60 63:6:53 63:7:54 63:8:55 63:9:56 63:|:118 64:1:64 64:2:65 64:3:66 64:4:40 64:5:60 64:6:53 64:7:54 64:8:55 64:9:56 64:|:4 65:1:64 65:2:65 65:3:66 65:4:40 65:5:60 65:6:53 65:7:54 65:8:55 65:9:56 65:|:121 66:1:64 66:2:65 66:3:66 66:4:40 66:5:60 66:6:53 66:7:54 66:8:55 66:9:56 66:|:119 67:1:67 67:2:68 67:3:69 67:4:70 67:5:41 67:6:53 67:7:54 67:8:55 67:9:56 67:|:5 68:1:67 68:2:68 68:3:69 68:4:70 68:5:41 68:6:53 68:7:54 68:8:55 68:9:56 68:|:122 69:1:67 69:2:68 69:3:69 69:4:70 69:5:41 69:6:53 69:7:54 69:8:55 69:9:56 69:|:123 70:1:67 70:2:68 70:3:69 70:4:70 70:5:41 70:6:53 70:7:54 70:8:55 70:9:56 70:|:120 71:1:71 71:2:72 71:3:73 71:4:74 71:5,6:33 71:7:54 71:8:55 71:9:56 71:|:6 72:1:71 72:2:72 72:3:73 72:4:74 72:5,6:33 72:7:54 72:8:55 72:9:56 72:|:124 73:1:71 73:2:72 73:3:73 73:4:74 73:5,6:33 73:7:54 73:8:55 73:9:56 73:|:125 74:1:71 74:2:72 74:3:73 74:4:74 74:5,6:33 74:7:54 74:8:55 74:9:56 74:|:126 75:1:75 75:2:76 75:3:77 75:4-7:34 75:8:55 75:9:56 75:|:7 76:1:75 76:2:76 76:3:77 76:4-7:34 76:8:55 76:9:56 76:|:127 77:1:75 77:2:76 77:3:77 77:4-7:34 77:8:55 77:9:56 77:|:128 78:1:78 78:2:79 78:3-8:35 78:9:56 78:|:8 79:1:78 79:2:79 79:3-8:35 79:9:56 79:|:129 80:1:80 80:2-9:36 80:|:9 81:1,2:81 81:3:3 81:4:4 81:5:5 81:6:6 81:7:7 81:8:8 81:9:9 82:1-3:82 82:4:121 82:5:122 82:6:124 82:7:127 82:8:129 83:1-4:83 83:5:123 83:6:125 83:7:128 84:1-5:84 84:6:126 85:1-4:85 85:5:130 85:6:131 85:7:132 85:8:133 85:9:134 85:|:135 86:1-5:86 86:6:131 86:7:132 86:8:133 86:9:134 86:|:136 87:1-6:87 87:7:132 87:8:133 87:9:134 87:|:137 88:1-7:88 88:8:133 88:9:134 88:|:138 89:1-8:89 89:9:134 89:|:139 90:1-9:90 90:|:140 91:1,2:91 91:3:98 91:4:141 91:5:142 91:6:143 91:7:138 91:8:139 91:9:140 92:1,2:92 92:3:144 92:4:99 92:5:142 92:6:143 92:7:138 92:8:139 92:9:140 93:1,2:93 93:3:145 93:4:146 93:5:100 93:6:143 93:7:138 93:8:139 93:9:140 94:1,2:94 94:3:147 94:4:148 94:5:149 94:6:101 94:7:138 94:8:139 94:9:140 95:1,2,6,7:95 95:3:150 95:4:151 95:5:152 95:8:139 95:9:140 96:1,2,5-8:96 96:3:153 96:4:154 96:9:140 97:1,2,4-9:97 97:3:155 98:1,2:91 98:3:98 98:4:141 98:5:142 98:6:143 98:7:138 98:8:139 98:9:140 98:|:3 99:1,2:92 99:3:144 99:4:99 99:5:142 99:6:143 99:7:138 99:8:139 99:9:140 99:|:121 100:1,2:93 100:3:145 100:4:146 100:5:100 100:6:143 100:7:138 100:8:139 100:9:140 100:|:123 101:1,2:94 101:3:147 101:4:148 101:5:149 101:6:101 101:7:138 101:8:139 101:9:140 101:|:126 102:1:50 102:2:102 102:3:58 102:4:99 102:5:100 102:6:101 102:7:95 102:8:96 102:9:97 102:|:3 103:1:51 103:2:103 103:3:104 103:4:59 103:5:100 103:6:101 103:7:95 103:8:96 103:9:97 103:|:4 104:1:51 104:2:103 104:3:104 104:4:59 104:5:100 104:6:101 104:7:95 104:8:96 104:9:97 104:|:121 105:1:52 105:2:105 105:3:106 105:4:107 105:5:60 105:6:101 105:7:95 105:8:96 105:9:97 105:|:5 106:1:52 106:2:105 106:3:106 106:4:107 106:5:60 106:6:101 106:7:95 106:8:96 106:9:97 106:|:122 107:1:52 107:2:105 107:3:106 107:4:107 107:5:60 107:6:101 107:7:95 107:8:96 107:9:97 107:|:123 108:1,6:53 108:2:108 108:3:109 108:4:110 108:5:111 108:7:95 108:8:96 108:9:97 108:|:6 109:1,6:53 109:2:108 109:3:109 109:4:110 109:5:111 109:7:95 109:8:96 109:9:97 109:|:124 110:1,6:53 110:2:108 110:3:109 110:4:110 110:5:111 110:7:95 110:8:96 110:9:97 110:|:125 111:1,6:53 111:2:108 111:3:109 111:4:110 111:5:111 111:7:95 111:8:96 111:9:97 111:|:126 112:1,5-7:54 112:2:112 112:3:113 112:4:114 112:8:96 112:9:97 112:|:7 113:1,5-7:54 113:2:112 113:3:113 113:4:114 113:8:96 113:9:97 113:|:127 114:1,5-7:54 114:2:112 114:3:113 114:4:114 114:8:96 114:9:97 114:|:128 115:1,4-8:55 115:2:115 115:3:116 115:9:97 115:|:8 116:1,4-8:55 116:2:115 116:3:116 116:9:97 116:|:129 117:1,3-9:56 117:2:117 117:|:9 118:1-3:118 118:4:4 118:5:5 118:6:6 118:7:7 118:8:8 118:9:9 119:1-4:119 119:5:122 119:6:124 119:7:127 119:8:129 120:1-5:120 120:6:125 120:7:128 121:1-4:121 121:5:5 121:6:6 121:7:7 121:8:8 121:9:9 122:1-5:122 122:6:6 122:7:7 122:8:8 122:9:9 123:1-5:123 123:6:124 123:7:127 123:8:129 124:1-6:124 124:7:7 124:8:8 124:9:9 125:1-6:125 125:7:127 125:8:129 126:1-6:126 126:7:128 127:1-7:127 127:8:8 127:9:9 128:1-7:128 128:8:129 129:1-8:129 129:9:9 130:1-5:130 130:6:156 130:7:157 130:8:158 130:9:159 130:|:160 131:1-6:131 131:7:157 131:8:158 131:9:159 131:|:161 132:1-7:132 132:8:158 132:9:159 132:|:162 133:1-8:133 133:9:159 133:|:163 134:1-9:134 134:|:164 135:1-3:135 135:4:141 135:5:165 135:6:166 135:7:167 135:8:163 135:9:164 136:1-3:136 136:4:168 136:5:142 136:6:166 136:7:167 136:8:163 136:9:164 137:1-3:137 137:4:169 137:5:170 137:6:143 137:7:167 137:8:163 137:9:164 138:1-3,7:138 138:4:171 138:5:172 138:6:173 138:8:163 138:9:164 139:1-3,6-8:139 139:4:174 139:5:175 139:9:164 140:1-3,5-9:140 140:4:176 141:1-3:135 141:4:141 141:5:165 141:6:166 141:7:167 141:8:163 141:9:164 141:|:4 142:1-3:136 142:4:168 142:5:142 142:6:166 142:7:167 142:8:163 142:9:164 142:|:122 143:1-3:137 143:4:169 143:5:170 143:6:143 143:7:167 143:8:163 143:9:164 143:|:125 144:1,2:92 144:3:144 144:4:99 144:5:142 144:6:143 144:7:138 144:8:139 144:9:140 144:|:4 145:1,2:93 145:3:145 145:4:146 145:5:100 145:6:143 145:7:138 145:8:139 145:9:140 145:|:5 146:1,2:93 146:3:145 146:4:146 146:5:100 146:6:143 146:7:138 146:8:139 146:9:140 146:|:122 147:1,2:94 147:3:147 147:4:148 147:5:149 147:6:101 147:7:138 147:8:139 147:9:140 147:|:6 148:1,2:94 148:3:147 148:4:148 148:5:149 148:6:101 148:7:138 148:8:139 148:9:140 148:|:124 149:1,2:94 149:3:147 149:4:148 149:5:149 149:6:101 149:7:138 149:8:139 149:9:140 149:|:125 150:1,2,6,7:95 150:3:150 150:4:151 150:5:152 150:8:139 150:9:140 150:|:7 151:1,2,6,7:95 151:3:150 151:4:151 151:5:152 151:8:139 151:9:140 151:|:127 152:1,2,6,7:95 152:3:150 152:4:151 152:5:152 152:8:139 152:9:140 152:|:128 153:1,2,5-8:96 153:3:153 153:4:154 153:9:140 153:|:8 154:1,2,5-8:96 154:3:153 154:4:154 154:9:140 154:|:129 155:1,2,4-9:97 155:3:155 155:|:9 156:1-6:156 156:7:177 156:8:178 156:9:179 156:|:180 157:1-7:157 157:8:178 157:9:179 157:|:181 158:1-8:158 158:9:179 158:|:182 159:1-9:159 159:|:183 160:1-4:160 160:5:165 160:6:184 160:7:185 160:8:182 160:9:183 161:1-4:161 161:5:186 161:6:166 161:7:185 161:8:182 161:9:183 162:1-4:162 162:5:187 162:6:188 162:7:167 162:8:182 162:9:183 163:1-4,7,8:163 163:5:189 163:6:190 163:9:183 164:1-4,6-9:164 164:5:191 165:1-4:160 165:5:165 165:6:184 165:7:185 165:8:182 165:9:183 165:|:5 166:1-4:161 166:5:186 166:6:166 166:7:185 166:8:182 166:9:183 166:|:124 167:1-4:162 167:5:187 167:6:188 167:7:167 167:8:182 167:9:183 167:|:128 168:1-3:136 168:4:168 168:5:142 168:6:166 168:7:167 168:8:163 168:9:164 168:|:5 169:1-3:137 169:4:169 169:5:170 169:6:143 169:7:167 169:8:163 169:9:164 169:|:6 170:1-3:137 170:4:169 170:5:170 170:6:143 170:7:167 170:8:163 170:9:164 170:|:124 171:1-3,7:138 171:4:171 171:5:172 171:6:173 171:8:163 171:9:164 171:|:7 172:1-3,7:138 172:4:171 172:5:172 172:6:173 172:8:163 172:9:164 172:|:127 173:1-3,7:138 173:4:171 173:5:172 173:6:173 173:8:163 173:9:164 173:|:128 174:1-3,6-8:139 174:4:174 174:5:175 174:9:164 174:|:8 175:1-3,6-8:139 175:4:174 175:5:175 175:9:164 175:|:129 176:1-3,5-9:140 176:4:176 176:|:9 177:1-7:177 177:8:192 177:9:193 177:|:194 178:1-8:178 178:9:193 178:|:195 179:1-9:179 179:|:196 180:1-5:180 180:6:184 180:7:197 180:8:198 180:9:196 181:1-5:181 181:6:199 181:7:185 181:8:198 181:9:196 182:1-5,8:182 182:6:200 182:7:201 182:9:196 183:1-5,7-9:183 183:6:202 184:1-5:180 184:6:184 184:7:197 184:8:198 184:9:196 184:|:6 185:1-5:181 185:6:199 185:7:185 185:8:198 185:9:196 185:|:127 186:1-4:161 186:5:186 186:6:166 186:7:185 186:8:182 186:9:183 186:|:6 187:1-4:162 187:5:187 187:6:188 187:7:167 187:8:182 187:9:183 187:|:7 188:1-4:162 188:5:187 188:6:188 188:7:167 188:8:182 188:9:183 188:|:127 189:1-4,7,8:163 189:5:189 189:6:190 189:9:183 189:|:8 190:1-4,7,8:163 190:5:189 190:6:190 190:9:183 190:|:129 191:1-4,6-9:164 191:5:191 191:|:9 192:1-8:192 192:|:203 193:1-9:193 193:|:204 194:1-6:194 194:7:197 194:8:205 194:9:204 195:1-6:195 195:7:206 195:8:198 195:9:204 196:1-6,8,9:196 196:7:207 197:1-6:194 197:7:197 197:8:205 197:9:204 197:|:7 198:1-6:195 198:7:206 198:8:198 198:9:204 198:|:129 199:1-5:181 199:6:199 199:7:185 199:8:198 199:9:196 199:|:7 200:1-5,8:182 200:6:200 200:7:201 200:9:196 200:|:8 201:1-5,8:182 201:6:200 201:7:201 201:9:196 201:|:129 202:1-5,7-9:183 202:6:202 202:|:9 203:8:205 203:9:208 204:8:209 204:9:204 205:8:205 205:9:208 205:|:8 206:1-6:195 206:7:206 206:8:198 206:9:204 206:|:8 207:1-6,8,9:196 207:7:207 207:|:9 208:9:208 208:|:9 209:8:209 209:9:204 209:|:9
between r3c3 r3c4 r3c5 r4c5
between r4c5 r4c4 r5c4 r6c4 r7c4
between r2c1 r1c1 r1c2
between r9c9 r9c8 r8c7
between r8c7 r7c6 r7c5 r7c4
between r6c8 r7c8 r8c7
automaton sky r3c1 r3c2 | r3c3 | r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
automaton sky r1c3 r2c3 | r3c3 | r4c3 r5c3 r6c3 r7c3 r8c3 r9c3
automaton sky r4c1 r4c2 r4c3 r4c4 | r4c5 | r4c6 r4c7 r4c8 r4c9
automaton sky r1c5 r2c5 r3c5 | r4c5 | r5c5 r6c5 r7c5 r8c5 r9c5
automaton sky r7c1 r7c2 r7c3 | r7c4 | r7c5 r7c6 r7c7 r7c8 r7c9
automaton sky r1c4 r2c4 r3c4 r4c4 r5c4 r6c4 | r7c4 | r8c4 r9c4
automaton sky  | r2c1 | r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
automaton sky r1c1 | r2c1 | r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1
automaton sky r1c1 | r1c2 | r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9
automaton sky  | r1c2 | r2c2 r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
automaton sky r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 | r9c9 | 
automaton sky r1c9 r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9 | r9c9 | 
automaton sky r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 | r8c7 | r8c8 r8c9
automaton sky r1c7 r2c7 r3c7 r4c7 r5c7 r6c7 r7c7 | r8c7 | r9c7
automaton sky r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 | r6c8 | r6c9
automaton sky r1c8 r2c8 r3c8 r4c8 r5c8 | r6c8 | r7c8 r8c8 r9c8
r9c6 > r9c5

#puzzle Ambiguous Arrows
size 9
rules sudoku
automaton Ambiguous-Arrow start 0 accept 0,1,2,3,4,5 0:1:6 0:2:7 0:3:8 0:4:9 0:5:10 0:6:11 0:7:12 0:8:13 0:9:14 2:1:36 2:8:1 2:9:22 3:1:39 3:2:40 3:3:36 3:6:1 3:7:22 3:8:21 3:9:20 4:1:42 4:2:43 4:3:39 4:4:2 4:5:32 4:6:21 4:7:20 4:8:19 4:9:18 5:1:44 5:2:4 5:3:38 5:4:34 5:5:30 5:6:27 5:7:25 5:8:17 5:9:16 6:1:5 6:2:41 6:3:37 6:4:33 6:5:29 6:6:26 6:7:24 6:8:23 6:9:15 7:1:41 7:2:4 7:3:38 7:4:34 7:5:30 7:6:27 7:7:25 7:8:17 7:9:16 8:1:37 8:2:38 8:3:3 8:4:35 8:5:31 8:6:28 8:7:19 8:8:18 8:9:17 9:1:33 9:2:34 9:3:35 9:4:2 9:5:32 9:6:21 9:7:20 9:8:19 9:9:18 10:1:29 10:2:30 10:3:31 10:4:32 10:5:1 10:6:22 10:7:21 10:8:20 10:9:19 11:1:26 11:2:27 11:3:28 11:4,8:21 11:5,7:22 11:6:1 11:9:20 12:1:24 12:2:25 12:3:19 12:4:20 12:5,9:21 12:6,8:22 12:7:1 13:1:23 13:2:17 13:3:18 13:4:19 13:5:20 13:6:21 13:7,9:22 13:8:1 14:1:15 14:2:16 14:3:17 14:4:18 14:5:19 14:6:20 14:7:21 14:8:22 14:9:1 15:1:16 15:2:17 15:3:18 15:4:19 15:5:20 15:6:21 15:7:22 15:8:1 16:1:17 16:2:18 16:3:19 16:4:20 16:5:21 16:6:22 16:7:1 17:1:18 17:2:19 17:3:20 17:4:21 17:5:22 17:6:1 18:1:19 18:2:20 18:3:21 18:4:22 18:5:1 19:1:20 19:2:21 19:3:22 19:4:1 20:1:21 20:2:22 20:3:1 21:1:22 21:2:1 22:1:1 23:1:17 23:2:18 23:3:19 23:4:20 23:5:21 23:6:22 23:7,9:1 24:1:25 24:2:19 24:3:20 24:4:21 24:5,9:22 24:6,8:1 25:1:19 25:2:20 25:3:21 25:4:22 25:5,9:1 26:1:27 26:2:28 26:3,9:21 26:4,8:22 26:5,7:1 27:1:28 27:2:21 27:3,9:22 27:4,8:1 28:1:21 28:2:22 28:3,9:1 29:1:30 29:2:31 29:3:32 29:4,6:1 29:7:22 29:8:21 29:9:20 30:1:31 30:2:32 30:3,7:1 30:8:22 30:9:21 31:1:32 31:2,8:1 31:9:22 32:1,9:1 33:1:34 33:2:35 33:3:2 33:4:36 33:5:1 33:6:22 33:7:21 33:8:20 33:9:19 34:1:35 34:2:2 34:3:36 34:6:1 34:7:22 34:8:21 34:9:20 35:1:2 35:2:36 35:7:1 35:8:22 35:9:21 36:9:1 37:1:38 37:2:3 37:3:39 37:4:2 37:5:32 37:6:21 37:7:20 37:8:19 37:9:18 38:1:3 38:2:39 38:3:40 38:4:36 38:5:1 38:6:22 38:7:21 38:8:20 38:9:19 39:1:40 39:2:36 39:7:1 39:8:22 39:9:21 40:1:36 40:8:1 40:9:22 41:1:4 41:2:42 41:3:3 41:4:35 41:5:31 41:6:28 41:7:19 41:8:18 41:9:17 42:1:43 42:2:39 42:3:40 42:4:36 42:5:1 42:6:22 42:7:21 42:8:20 42:9:19 43:1:39 43:2:40 43:3:36 43:6:1 43:7:22 43:8:21 43:9:20 44:1:45 44:2:42 44:3:3 44:4:35 44:5:31 44:6:28 44:7:19 44:8:18 44:9:17 45:1:42 45:2:43 45:3:39 45:4:2 45:5:32 45:6:21 45:7:20 45:8:19 45:9:18
automaton Ambiguous-Arrow r2c3 r1c3 r1c2 r2c1
automaton Ambiguous-Arrow r3c1 r2c2 r3c3
automaton Ambiguous-Arrow r4c1 r4c2 r5c3 r6c3
automaton Ambiguous-Arrow r6c2 r7c1 r8c1 r9c1
automaton Ambiguous-Arrow r6c1 r7c2 r8c2
automaton Ambiguous-Arrow r4c3 r5c4 r6c4 r7c4
automaton Ambiguous-Arrow r4c4 r3c4 r2c5 r2c6
automaton Ambiguous-Arrow r2c4 r1c4 r1c5 r1c6
automaton Ambiguous-Arrow r3c5 r3c6 r4c6
automaton Ambiguous-Arrow r9c6 r8c6 r7c7
automaton Ambiguous-Arrow r7c6 r6c6 r5c6 r4c7
automaton Ambiguous-Arrow r9c7 r8c8 r9c9
automaton Ambiguous-Arrow r6c8 r5c7 r4c8 r4c9
automaton Ambiguous-Arrow r3c8 r2c7 r1c8 r1c9

#puzzle Factorial Cages
size 9
rules sudoku
automaton factorial-cage6 start 0 accept 1 0:1:0 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1:1 2:1:2 2:2:4 2:3:6 2:4:8 2:5:10 2:6:11 2:7:12 2:8:13 2:9:14 3:1:3 3:2:6 3:3:9 3:4:11 3:5:15 3:6:14 3:7:16 3:8:17 3:9:18 4:1:4 4:2:8 4:3:11 4:4:13 4:5:19 4:6:17 4:7:20 4:8:21 4:9:22 5:1:5 5:2:10 5:3:15 5:4:19 5:5:23 5:6:24 5:7:25 5:8:26 5:9:27 6:1:6 6:2:11 6:3:14 6:4:17 6:5:24 6:6:22 6:7:28 6:8:29 6:9:30 7:1:7 7:2:12 7:3:16 7:4:20 7:5:25 7:6:28 7:8:31 7:9:32 8:1:8 8:2:13 8:3:17 8:4:21 8:5:26 8:6:29 8:7:31 8:8:33 8:9:34 9:1:9 9:2:14 9:3:18 9:4:22 9:5:27 9:6:30 9:7:32 9:8:34 9:9:35 10:1:10 10:2:19 10:3:24 10:4:26 10:5:36 10:6:37 10:7:38 10:8:39 10:9:40 11:1:11 11:2:17 11:3:22 11:4:29 11:5:37 11:6:34 11:7:41 11:8:42 11:9:43 12:1:12 12:2:20 12:3:28 12:4:31 12:5:38 12:6:41 12:8:44 12:9:45 13:1:13 13:2:21 13:3:29 13:4:33 13:5:39 13:6:42 13:7:44 13:8:46 13:9:47 14:1:14 14:2:22 14:3:30 14:4:34 14:5:40 14:6:43 14:7:45 14:8:47 14:9:48 15:1:15 15:2:24 15:3:27 15:4:37 15:5:49 15:6:40 15:7:50 15:8:51 15:9:52 16:1:16 16:2:28 16:3:32 16:4:41 16:5:50 16:6:45 16:8:53 16:9:54 17:1:17 17:2:29 17:3:34 17:4:42 17:5:51 17:6:47 17:7:53 17:8:55 17:9:56 18:1:18 18:2:30 18:3:35 18:4:43 18:5:52 18:6:48 18:7:54 18:8:56 19:1:19 19:2:26 19:3:37 19:4:39 19:5:57 19:6:51 19:7:58 19:8:59 19:9:60 20:1:20 20:2:31 20:3:41 20:4:44 20:5:58 20:6:53 20:8:61 20:9:62 21:1:21 21:2:33 21:3:42 21:4:46 21:5:59 21:6:55 21:7:61 21:8:63 21:9:64 22:1:22 22:2:34 22:3:43 22:4:47 22:5:60 22:6:56 22:7:62 22:8:64 22:9:65 23:1:23 23:2:36 23:3:49 23:4:57 23:6:66 23:7:67 23:8:68 23:9:69 24:1:24 24:2:37 24:3:40 24:4:51 24:5:66 24:6:60 24:7:70 24:8:71 24:9:72 25:1:25 25:2:38 25:3:50 25:4:58 25:5:67 25:6:70 25:8:73 25:9:74 26:1:26 26:2:39 26:3:51 26:4:59 26:5:68 26:6:71 26:7:73 26:8:75 26:9:76 27:1:27 27:2:40 27:3:52 27:4:60 27:5:69 27:6:72 27:7:74 27:8:76 27:9:77 28:1:28 28:2:41 28:3:45 28:4:53 28:5:70 28:6:62 28:8:78 28:9:79 29:1:29 29:2:42 29:3:47 29:4:55 29:5:71 29:6:64 29:7:78 29:8:80 29:9:81 30:1:30 30:2:43 30:3:48 30:4:56 30:5:72 30:6:65 30:7:79 30:8:81 31:1:31 31:2:44 31:3:53 31:4:61 31:5:73 31:6:78 31:8:82 31:9:83 32:1:32 32:2:45 32:3:54 32:4:62 32:5:74 32:6:79 32:8:83 32:9:84 33:1:33 33:2:46 33:3:55 33:4:63 33:5:75 33:6:80 33:7:82 33:9:85 34:1:34 34:2:47 34:3:56 34:4:64 34:5:76 34:6:81 34:7:83 34:8:85 34:9:86 35:1:35 35:2:48 35:4:65 35:5:77 35:7:84 35:8:86 36:1:36 36:2:57 36:3:66 36:4:68 36:6:87 36:7:88 36:8:89 36:9:90 37:1:37 37:2:51 37:3:60 37:4:71 37:5:87 37:6:76 37:7:91 37:8:92 37:9:93 38:1:38 38:2:58 38:3:70 38:4:73 38:5:88 38:6:91 38:8:94 38:9:95 39:1:39 39:2:59 39:3:71 39:4:75 39:5:89 39:6:92 39:7:94 39:8:96 39:9:97 40:1:40 40:2:60 40:3:72 40:4:76 40:5:90 40:6:93 40:7:95 40:8:97 40:9:98 41:1:41 41:2:53 41:3:62 41:4:78 41:5:91 41:6:83 41:8:99 41:9:100 42:1:42 42:2:55 42:3:64 42:4:80 42:5:92 42:6:85 42:7:99 42:8:101 42:9:102 43:1:43 43:2:56 43:3:65 43:4:81 43:5:93 43:6:86 43:7:100 43:8:102 44:1:44 44:2:61 44:3:78 44:4:82 44:5:94 44:6:99 44:8:103 44:9:104 45:1:45 45:2:62 45:3:79 45:4:83 45:5:95 45:6:100 45:8:104 45:9:105 46:1:46 46:2:63 46:3:80 46:5:96 46:6:101 46:7:103 46:9:106 47:1:47 47:2:64 47:3:81 47:4:85 47:5:97 47:6:102 47:7:104 47:8:106 47:9:107 48:1:48 48:2:65 48:4:86 48:5:98 48:7:105 48:8:107 49:1:49 49:2:66 49:3:69 49:4:87 49:6:90 49:7:108 49:8:109 49:9:110 50:1:50 50:2:70 50:3:74 50:4:91 50:5:108 50:6:95 50:8:111 50:9:112 51:1:51 51:2:71 51:3:76 51:4:92 51:5:109 51:6:97 51:7:111 51:8:113 51:9:114 52:1:52 52:2:72 52:3:77 52:4:93 52:5:110 52:6:98 52:7:112 52:8:114 53:1:53 53:2:78 53:3:83 53:4:99 53:5:111 53:6:104 53:8:115 53:9:116 54:1:54 54:2:79 54:3:84 54:4:100 54:5:112 54:6:105 54:8:116 55:1:55 55:2:80 55:3:85 55:4:101 55:5:113 55:6:106 55:7:115 55:9:117 56:1:56 56:2:81 56:3:86 56:4:102 56:5:114 56:6:107 56:7:116 56:8:117 57:1:57 57:2:68 57:3:87 57:4:89 57:6:109 57:7:118 57:8:119 57:9:120 58:1:58 58:2:73 58:3:91 58:4:94 58:5:118 58:6:111 58:8:121 58:9:122 59:1:59 59:2:75 59:3:92 59:4:96 59:5:119 59:6:113 59:7:121 59:8:123 59:9:124 60:1:60 60:2:76 60:3:93 60:4:97 60:5:120 60:6:114 60:7:122 60:8:124 60:9:125 61:1:61 61:2:82 61:3:99 61:4:103 61:5:121 61:6:115 61:8:126 61:9:127 62:1:62 62:2:83 62:3:100 62:4:104 62:5:122 62:6:116 62:8:127 62:9:128 63:1:63 63:3:101 63:5:123 63:7:126 63:9:129 64:1:64 64:2:85 64:3:102 64:4:106 64:5:124 64:6:117 64:7:127 64:8:129 64:9:130 65:1:65 65:2:86 65:4:107 65:5:125 65:7:128 65:8:130 66:1:66 66:2:87 66:3:90 66:4:109 66:6:120 66:7:131 66:8:132 66:9:133 67:1:67 67:2:88 67:3:108 67:4:118 67:6:131 67:8:134 67:9:135 68:1:68 68:2:89 68:3:109 68:4:119 68:6:132 68:7:134 68:8:136 68:9:137 69:1:69 69:2:90 69:3:110 69:4:120 69:6:133 69:7:135 69:8:137 69:9:138 70:1:70 70:2:91 70:3:95 70:4:111 70:5:131 70:6:122 70:8:139 70:9:140 71:1:71 71:2:92 71:3:97 71:4:113 71:5:132 71:6:124 71:7:139 71:8:141 71:9:142 72:1:72 72:2:93 72:3:98 72:4:114 72:5:133 72:6:125 72:7:140 72:8:142 73:1:73 73:2:94 73:3:111 73:4:121 73:5:134 73:6:139 73:8:143 73:9:144 74:1:74 74:2:95 74:3:112 74:4:122 74:5:135 74:6:140 74:8:144 74:9:145 75:1:75 75:2:96 75:3:113 75:4:123 75:5:136 75:6:141 75:7:143 75:9:146 76:1:76 76:2:97 76:3:114 76:4:124 76:5:137 76:6:142 76:7:144 76:8:146 76:9:147 77:1:77 77:2:98 77:4:125 77:5:138 77:7:145 77:8:147 78:1:78 78:2:99 78:3:104 78:4:115 78:5:139 78:6:127 78:8:148 78:9:149 79:1:79 79:2:100 79:3:105 79:4:116 79:5:140 79:6:128 79:8:149 80:1:80 80:2:101 80:3:106 80:5:141 80:6:129 80:7:148 80:9:150 81:1:81 81:2:102 81:3:107 81:4:117 81:5:142 81:6:130 81:7:149 81:8:150 82:1:82 82:2:103 82:3:115 82:4:126 82:5:143 82:6:148 82:9:151 83:1:83 83:2:104 83:3:116 83:4:127 83:5:144 83:6:149 83:8:151 83:9:152 84:1:84 84:2:105 84:4:128 84:5:145 84:8:152 85:1:85 85:2:106 85:3:117 85:4:129 85:5:146 85:6:150 85:7:151 85:9:153 86:1:86 86:2:107 86:4:130 86:5:147 86:7:152 86:8:153 87:1:87 87:2:109 87:3:120 87:4:132 87:6:137 87:7:154 87:8:155 87:9:156 88:1:88 88:2:118 88:3:131 88:4:134 88:6:154 88:8:157 88:9:158 89:1:89 89:2:119 89:3:132 89:4:136 89:6:155 89:7:157 89:8:159 89:9:160 90:1:90 90:2:120 90:3:133 90:4:137 90:6:156 90:7:158 90:8:160 90:9:161 91:1:91 91:2:111 91:3:122 91:4:139 91:5:154 91:6:144 91:8:162 91:9:163 92:1:92 92:2:113 92:3:124 92:4:141 92:5:155 92:6:146 92:7:162 92:8:164 92:9:165 93:1:93 93:2:114 93:3:125 93:4:142 93:5:156 93:6:147 93:7:163 93:8:165 94:1:94 94:2:121 94:3:139 94:4:143 94:5:157 94:6:162 94:8:166 94:9:167 95:1:95 95:2:122 95:3:140 95:4:144 95:5:158 95:6:163 95:8:167 95:9:168 96:1:96 96:2:123 96:3:141 96:5:159 96:6:164 96:7:166 96:9:169 97:1:97 97:2:124 97:3:142 97:4:146 97:5:160 97:6:165 97:7:167 97:8:169 97:9:170 98:1:98 98:2:125 98:4:147 98:5:161 98:7:168 98:8:170 99:1:99 99:2:115 99:3:127 99:4:148 99:5:162 99:6:151 99:8:171 99:9:172 100:1:100 100:2:116 100:3:128 100:4:149 100:5:163 100:6:152 100:8:172 101:1:101 101:3:129 101:5:164 101:7:171 101:9:173 102:1:102 102:2:117 102:3:130 102:4:150 102:5:165 102:6:153 102:7:172 102:8:173 103:1:103 103:2:126 103:3:148 103:5:166 103:6:171 103:9:174 104:1:104 104:2:127 104:3:149 104:4:151 104:5:167 104:6:172 104:8:174 104:9:175 105:1:105 105:2:128 105:4:152 105:5:168 105:8:175 106:1:106 106:2:129 106:3:150 106:5:169 106:6:173 106:7:174 106:9:176 107:1:107 107:2:130 107:4:153 107:5:170 107:7:175 107:8:176 108:1:108 108:2:131 108:3:135 108:4:154 108:6:158 108:8:177 108:9:178 109:1:109 109:2:132 109:3:137 109:4:155 109:6:160 109:7:177 109:8:179 109:9:180 110:1:110 110:2:133 110:3:138 110:4:156 110:6:161 110:7:178 110:8:180 111:1:111 111:2:139 111:3:144 111:4:162 111:5:177 111:6:167 111:8:181 111:9:182 112:1:112 112:2:140 112:3:145 112:4:163 112:5:178 112:6:168 112:8:182 113:1:113 113:2:141 113:3:146 113:4:164 113:5:179 113:6:169 113:7:181 113:9:183 114:1:114 114:2:142 114:3:147 114:4:165 114:5:180 114:6:170 114:7:182 114:8:183 115:1:115 115:2:148 115:3:151 115:4:171 115:5:181 115:6:174 115:9:184 116:1:116 116:2:149 116:3:152 116:4:172 116:5:182 116:6:175 116:8:184 117:1:117 117:2:150 117:3:153 117:4:173 117:5:183 117:6:176 117:7:184 118:1:118 118:2:134 118:3:154 118:4:157 118:6:177 118:8:185 118:9:186 119:1:119 119:2:136 119:3:155 119:4:159 119:6:179 119:7:185 119:8:187 119:9:188 120:1:120 120:2:137 120:3:156 120:4:160 120:6:180 120:7:186 120:8:188 120:9:189 121:1:121 121:2:143 121:3:162 121:4:166 121:5:185 121:6:181 121:8:190 121:9:191 122:1:122 122:2:144 122:3:163 122:4:167 122:5:186 122:6:182 122:8:191 122:9:192 123:1:123 123:3:164 123:5:187 123:7:190 123:9:193 124:1:124 124:2:146 124:3:165 124:4:169 124:5:188 124:6:183 124:7:191 124:8:193 124:9:194 125:1:125 125:2:147 125:4:170 125:5:189 125:7:192 125:8:194 126:1:126 126:3:171 126:5:190 126:9:195 127:1:127 127:2:151 127:3:172 127:4:174 127:5:191 127:6:184 127:8:195 127:9:196 128:1:128 128:2:152 128:4:175 128:5:192 128:8:196 129:1:129 129:3:173 129:5:193 129:7:195 129:9:197 130:1:130 130:2:153 130:4:176 130:5:194 130:7:196 130:8:197 131:1:131 131:2:154 131:3:158 131:4:177 131:6:186 131:8:198 131:9:199 132:1:132 132:2:155 132:3:160 132:4:179 132:6:188 132:7:198 132:8:200 132:9:201 133:1:133 133:2:156 133:3:161 133:4:180 133:6:189 133:7:199 133:8:201 134:1:134 134:2:157 134:3:177 134:4:185 134:6:198 134:8:202 134:9:203 135:1:135 135:2:158 135:3:178 135:4:186 135:6:199 135:8:203 135:9:204 136:1:136 136:2:159 136:3:179 136:4:187 136:6:200 136:7:202 136:9:205 137:1:137 137:2:160 137:3:180 137:4:188 137:6:201 137:7:203 137:8:205 137:9:206 138:1:138 138:2:161 138:4:189 138:7:204 138:8:206 139:1:139 139:2:162 139:3:167 139:4:181 139:5:198 139:6:191 139:8:207 139:9:208 140:1:140 140:2:163 140:3:168 140:4:182 140:5:199 140:6:192 140:8:208 141:1:141 141:2:164 141:3:169 141:5:200 141:6:193 141:7:207 141:9:209 142:1:142 142:2:165 142:3:170 142:4:183 142:5:201 142:6:194 142:7:208 142:8:209 143:1:143 143:2:166 143:3:181 143:4:190 143:5:202 143:6:207 143:9:210 144:1:144 144:2:167 144:3:182 144:4:191 144:5:203 144:6:208 144:8:210 144:9:211 145:1:145 145:2:168 145:4:192 145:5:204 145:8:211 146:1:146 146:2:169 146:3:183 146:4:193 146:5:205 146:6:209 146:7:210 146:9:212 147:1:147 147:2:170 147:4:194 147:5:206 147:7:211 147:8:212 148:1:148 148:2:171 148:3:174 148:5:207 148:6:195 148:9:213 149:1:149 149:2:172 149:3:175 149:4:184 149:5:208 149:6:196 149:8:213 150:1:150 150:2:173 150:3:176 150:5:209 150:6:197 150:7:213 151:1:151 151:2:174 151:3:184 151:4:195 151:5:210 151:6:213 151:9:214 152:1:152 152:2:175 152:4:196 152:5:211 152:8:214 153:1:153 153:2:176 153:4:197 153:5:212 153:7:214 154:1:154 154:2:177 154:3:186 154:4:198 154:6:203 154:8:215 154:9:216 155:1:155 155:2:179 155:3:188 155:4:200 155:6:205 155:7:215 155:8:217 155:9:218 156:1:156 156:2:180 156:3:189 156:4:201 156:6:206 156:7:216 156:8:218 157:1:157 157:2:185 157:3:198 157:4:202 157:6:215 157:8:219 157:9:220 158:1:158 158:2:186 158:3:199 158:4:203 158:6:216 158:8:220 158:9:221 159:1:159 159:2:187 159:3:200 159:6:217 159:7:219 159:9:222 160:1:160 160:2:188 160:3:201 160:4:205 160:6:218 160:7:220 160:8:222 160:9:223 161:1:161 161:2:189 161:4:206 161:7:221 161:8:223 162:1:162 162:2:181 162:3:191 162:4:207 162:5:215 162:6:210 162:8:224 162:9:225 163:1:163 163:2:182 163:3:192 163:4:208 163:5:216 163:6:211 163:8:225 164:1:164 164:3:193 164:5:217 164:7:224 164:9:226 165:1:165 165:2:183 165:3:194 165:4:209 165:5:218 165:6:212 165:7:225 165:8:226 166:1:166 166:2:190 166:3:207 166:5:219 166:6:224 166:9:227 167:1:167 167:2:191 167:3:208 167:4:210 167:5:220 167:6:225 167:8:227 167:9:228 168:1:168 168:2:192 168:4:211 168:5:221 168:8:228 169:1:169 169:2:193 169:3:209 169:5:222 169:6:226 169:7:227 169:9:229 170:1:170 170:2:194 170:4:212 170:5:223 170:7:228 170:8:229 171:1:171 171:3:195 171:5:224 171:9:230 172:1:172 172:2:184 172:3:196 172:4:213 172:5:225 172:6:214 172:8:230 173:1:173 173:3:197 173:5:226 173:7:230 174:1:174 174:2:195 174:3:213 174:5:227 174:6:230 174:9:231 175:1:175 175:2:196 175:4:214 175:5:228 175:8:231 176:1:176 176:2:197 176:5:229 176:7:231 177:1:177 177:2:198 177:3:203 177:4:215 177:6:220 177:8:232 177:9:233 178:1:178 178:2:199 178:3:204 178:4:216 178:6:221 178:8:233 179:1:179 179:2:200 179:3:205 179:4:217 179:6:222 179:7:232 179:9:234 180:1:180 180:2:201 180:3:206 180:4:218 180:6:223 180:7:233 180:8:234 181:1:181 181:2:207 181:3:210 181:4:224 181:5:232 181:6:227 181:9:235 182:1:182 182:2:208 182:3:211 182:4:225 182:5:233 182:6:228 182:8:235 183:1:183 183:2:209 183:3:212 183:4:226 183:5:234 183:6:229 183:7:235 184:1:184 184:2:213 184:3:214 184:4:230 184:5:235 184:6:231 185:1:185 185:2:202 185:3:215 185:4:219 185:6:232 185:8:236 185:9:237 186:1:186 186:2:203 186:3:216 186:4:220 186:6:233 186:8:237 186:9:238 187:1:187 187:3:217 187:7:236 187:9:239 188:1:188 188:2:205 188:3:218 188:4:222 188:6:234 188:7:237 188:8:239 188:9:240 189:1:189 189:2:206 189:4:223 189:7:238 189:8:240 190:1:190 190:3:224 190:5:236 190:9:241 191:1:191 191:2:210 191:3:225 191:4:227 191:5:237 191:6:235 191:8:241 191:9:242 192:1:192 192:2:211 192:4:228 192:5:238 192:8:242 193:1:193 193:3:226 193:5:239 193:7:241 193:9:243 194:1:194 194:2:212 194:4:229 194:5:240 194:7:242 194:8:243 195:1:195 195:3:230 195:5:241 195:9:244 196:1:196 196:2:214 196:4:231 196:5:242 196:8:244 197:1:197 197:5:243 197:7:244 198:1:198 198:2:215 198:3:220 198:4:232 198:6:237 198:8:245 198:9:246 199:1:199 199:2:216 199:3:221 199:4:233 199:6:238 199:8:246 200:1:200 200:2:217 200:3:222 200:6:239 200:7:245 200:9:247 201:1:201 201:2:218 201:3:223 201:4:234 201:6:240 201:7:246 201:8:247 202:1:202 202:2:219 202:3:232 202:4:236 202:6:245 202:9:248 203:1:203 203:2:220 203:3:233 203:4:237 203:6:246 203:8:248 203:9:249 204:1:204 204:2:221 204:4:238 204:8:249 205:1:205 205:2:222 205:3:234 205:4:239 205:6:247 205:7:248 205:9:250 206:1:206 206:2:223 206:4:240 206:7:249 206:8:250 207:1:207 207:2:224 207:3:227 207:5:245 207:6:241 207:9:251 208:1:208 208:2:225 208:3:228 208:4:235 208:5:246 208:6:242 208:8:251 209:1:209 209:2:226 209:3:229 209:5:247 209:6:243 209:7:251 210:1:210 210:2:227 210:3:235 210:4:241 210:5:248 210:6:251 210:9:252 211:1:211 211:2:228 211:4:242 211:5:249 211:8:252 212:1:212 212:2:229 212:4:243 212:5:250 212:7:252 213:1:213 213:2:230 213:3:231 213:5:251 213:6:244 214:1:214 214:2:231 214:4:244 214:5:252 215:1:215 215:2:232 215:3:237 215:4:245 215:6:248 215:8:253 215:9:254 216:1:216 216:2:233 216:3:238 216:4:246 216:6:249 216:8:254 217:1:217 217:3:239 217:7:253 217:9:255 218:1:218 218:2:234 218:3:240 218:4:247 218:6:250 218:7:254 218:8:255 219:1:219 219:2:236 219:3:245 219:6:253 219:9:256 220:1:220 220:2:237 220:3:246 220:4:248 220:6:254 220:8:256 220:9:257 221:1:221 221:2:238 221:4:249 221:8:257 222:1:222 222:2:239 222:3:247 222:6:255 222:7:256 222:9:258 223:1:223 223:2:240 223:4:250 223:7:257 223:8:258 224:1:224 224:3:241 224:5:253 224:9:259 225:1:225 225:2:235 225:3:242 225:4:251 225:5:254 225:6:252 225:8:259 226:1:226 226:3:243 226:5:255 226:7:259 227:1:227 227:2:241 227:3:251 227:5:256 227:6:259 227:9:260 228:1:228 228:2:242 228:4:252 228:5:257 228:8:260 229:1:229 229:2:243 229:5:258 229:7:260 230:1:230 230:3:244 230:5:259 231:1:231 231:2:244 231:5:260 232:1:232 232:2:245 232:3:248 232:4:253 232:6:256 232:9:261 233:1:233 233:2:246 233:3:249 233:4:254 233:6:257 233:8:261 234:1:234 234:2:247 234:3:250 234:4:255 234:6:258 234:7:261 235:1:235 235:2:251 235:3:252 235:4:259 235:5:261 235:6:260 236:1:236 236:3:253 236:9:262 237:1:237 237:2:248 237:3:254 237:4:256 237:6:261 237:8:262 237:9:263 238:1:238 238:2:249 238:4:257 238:8:263 239:1:239 239:3:255 239:7:262 239:9:264 240:1:240 240:2:250 240:4:258 240:7:263 240:8:264 241:1:241 241:3:259 241:5:262 241:9:265 242:1:242 242:2:252 242:4:260 242:5:263 242:8:265 243:1:243 243:5:264 243:7:265 244:1:244 244:5:265 245:1:245 245:2:253 245:3:256 245:6:262 245:9:266 246:1:246 246:2:254 246:3:257 246:4:261 246:6:263 246:8:266 247:1:247 247:2:255 247:3:258 247:6:264 247:7:266 248:1:248 248:2:256 248:3:261 248:4:262 248:6:266 248:9:267 249:1:249 249:2:257 249:4:263 249:8:267 250:1:250 250:2:258 250:4:264 250:7:267 251:1:251 251:2:259 251:3:260 251:5:266 251:6:265 252:1:252 252:2:260 252:4:265 252:5:267 253:1:253 253:3:262 253:9:268 254:1:254 254:2:261 254:3:263 254:4:266 254:6:267 254:8:268 255:1:255 255:3:264 255:7:268 256:1:256 256:2:262 256:3:266 256:6:268 256:9:269 257:1:257 257:2:263 257:4:267 257:8:269 258:1:258 258:2:264 258:7:269 259:1:259 259:3:265 259:5:268 260:1:260 260:2:265 260:5:269 261:1:261 261:2:266 261:3:267 261:4:268 261:6:269 262:1:262 262:3:268 262:9:1 263:1:263 263:2:267 263:4:269 263:8:1 264:1:264 264:7:1 265:1:265 265:5:1 266:1:266 266:2:268 266:3:269 266:6:1 267:1:267 267:2:269 267:4:1 268:1:268 268:3:1 269:1:269 269:2:1
automaton factorial-cage5 start 0 accept 1 0:1:0 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1:1 2:1:2 2:2:4 2:3:6 2:4:8 2:5:10 2:6:11 2:7:12 2:8:13 2:9:14 3:1:3 3:2:6 3:3:9 3:4:11 3:5:15 3:6:14 3:7:16 3:8:17 3:9:18 4:1:4 4:2:8 4:3:11 4:4:13 4:5:19 4:6:17 4:7:20 4:8:21 4:9:22 5:1:5 5:2:10 5:3:15 5:4:19 5:6:23 5:7:24 5:8:25 5:9:26 6:1:6 6:2:11 6:3:14 6:4:17 6:5:23 6:6:22 6:7:27 6:8:28 6:9:29 7:1:7 7:2:12 7:3:16 7:4:20 7:5:24 7:6:27 7:8:30 7:9:31 8:1:8 8:2:13 8:3:17 8:4:21 8:5:25 8:6:28 8:7:30 8:8:32 8:9:33 9:1:9 9:2:14 9:3:18 9:4:22 9:5:26 9:6:29 9:7:31 9:8:33 9:9:34 10:1:10 10:2:19 10:3:23 10:4:25 10:6:35 10:7:36 10:8:37 10:9:38 11:1:11 11:2:17 11:3:22 11:4:28 11:5:35 11:6:33 11:7:39 11:8:40 11:9:41 12:1:12 12:2:20 12:3:27 12:4:30 12:5:36 12:6:39 12:8:42 12:9:43 13:1:13 13:2:21 13:3:28 13:4:32 13:5:37 13:6:40 13:7:42 13:8:44 13:9:45 14:1:14 14:2:22 14:3:29 14:4:33 14:5:38 14:6:41 14:7:43 14:8:45 14:9:46 15:1:15 15:2:23 15:3:26 15:4:35 15:6:38 15:7:47 15:8:48 15:9:49 16:1:16 16:2:27 16:3:31 16:4:39 16:5:47 16:6:43 16:8:50 16:9:51 17:1:17 17:2:28 17:3:33 17:4:40 17:5:48 17:6:45 17:7:50 17:8:52 17:9:53 18:1:18 18:2:29 18:3:34 18:4:41 18:5:49 18:6:46 18:7:51 18:8:53 19:1:19 19:2:25 19:3:35 19:4:37 19:6:48 19:7:54 19:8:55 19:9:56 20:1:20 20:2:30 20:3:39 20:4:42 20:5:54 20:6:50 20:8:57 20:9:58 21:1:21 21:2:32 21:3:40 21:4:44 21:5:55 21:6:52 21:7:57 21:9:59 22:1:22 22:2:33 22:3:41 22:4:45 22:5:56 22:6:53 22:7:58 22:8:59 22:9:60 23:1:23 23:2:35 23:3:38 23:4:48 23:6:56 23:7:61 23:8:62 23:9:63 24:1:24 24:2:36 24:3:47 24:4:54 24:6:61 24:8:64 24:9:65 25:1:25 25:2:37 25:3:48 25:4:55 25:6:62 25:7:64 25:8:66 25:9:67 26:1:26 26:2:38 26:3:49 26:4:56 26:6:63 26:7:65 26:8:67 26:9:68 27:1:27 27:2:39 27:3:43 27:4:50 27:5:61 27:6:58 27:8:69 27:9:70 28:1:28 28:2:40 28:3:45 28:4:52 28:5:62 28:6:59 28:7:69 28:8:71 28:9:72 29:1:29 29:2:41 29:3:46 29:4:53 29:5:63 29:6:60 29:7:70 29:8:72 30:1:30 30:2:42 30:3:50 30:4:57 30:5:64 30:6:69 30:8:73 30:9:74 31:1:31 31:2:43 31:3:51 31:4:58 31:5:65 31:6:70 31:8:74 31:9:75 32:1:32 32:2:44 32:3:52 32:5:66 32:6:71 32:7:73 32:9:76 33:1:33 33:2:45 33:3:53 33:4:59 33:5:67 33:6:72 33:7:74 33:8:76 33:9:77 34:1:34 34:2:46 34:4:60 34:5:68 34:7:75 34:8:77 35:1:35 35:2:48 35:3:56 35:4:62 35:6:67 35:7:78 35:8:79 35:9:80 36:1:36 36:2:54 36:3:61 36:4:64 36:6:78 36:8:81 36:9:82 37:1:37 37:2:55 37:3:62 37:4:66 37:6:79 37:7:81 37:8:83 37:9:84 38:1:38 38:2:56 38:3:63 38:4:67 38:6:80 38:7:82 38:8:84 38:9:85 39:1:39 39:2:50 39:3:58 39:4:69 39:5:78 39:6:74 39:8:86 39:9:87 40:1:40 40:2:52 40:3:59 40:4:71 40:5:79 40:6:76 40:7:86 40:9:88 41:1:41 41:2:53 41:3:60 41:4:72 41:5:80 41:6:77 41:7:87 41:8:88 42:1:42 42:2:57 42:3:69 42:4:73 42:5:81 42:6:86 42:8:89 42:9:90 43:1:43 43:2:58 43:3:70 43:4:74 43:5:82 43:6:87 43:8:90 43:9:91 44:1:44 44:3:71 44:5:83 44:7:89 44:9:92 45:1:45 45:2:59 45:3:72 45:4:76 45:5:84 45:6:88 45:7:90 45:8:92 45:9:93 46:1:46 46:2:60 46:4:77 46:5:85 46:7:91 46:8:93 47:1:47 47:2:61 47:3:65 47:4:78 47:6:82 47:8:94 47:9:95 48:1:48 48:2:62 48:3:67 48:4:79 48:6:84 48:7:94 48:8:96 48:9:97 49:1:49 49:2:63 49:3:68 49:4:80 49:6:85 49:7:95 49:8:97 50:1:50 50:2:69 50:3:74 50:4:86 50:5:94 50:6:90 50:8:98 50:9:99 51:1:51 51:2:70 51:3:75 51:4:87 51:5:95 51:6:91 51:8:99 52:1:52 52:2:71 52:3:76 52:5:96 52:6:92 52:7:98 52:9:100 53:1:53 53:2:72 53:3:77 53:4:88 53:5:97 53:6:93 53:7:99 53:8:100 54:1:54 54:2:64 54:3:78 54:4:81 54:6:94 54:8:101 54:9:102 55:1:55 55:2:66 55:3:79 55:4:83 55:6:96 55:7:101 55:9:103 56:1:56 56:2:67 56:3:80 56:4:84 56:6:97 56:7:102 56:8:103 56:9:104 57:1:57 57:2:73 57:3:86 57:4:89 57:5:101 57:6:98 57:9:105 58:1:58 58:2:74 58:3:87 58:4:90 58:5:102 58:6:99 58:8:105 58:9:106 59:1:59 59:2:76 59:3:88 59:4:92 59:5:103 59:6:100 59:7:105 59:9:107 60:1:60 60:2:77 60:4:93 60:5:104 60:7:106 60:8:107 61:1:61 61:2:78 61:3:82 61:4:94 61:6:102 61:8:108 61:9:109 62:1:62 62:2:79 62:3:84 62:4:96 62:6:103 62:7:108 62:8:110 62:9:111 63:1:63 63:2:80 63:3:85 63:4:97 63:6:104 63:7:109 63:8:111 64:1:64 64:2:81 64:3:94 64:4:101 64:6:108 64:8:112 64:9:113 65:1:65 65:2:82 65:3:95 65:4:102 65:6:109 65:8:113 65:9:114 66:1:66 66:2:83 66:3:96 66:6:110 66:7:112 66:9:115 67:1:67 67:2:84 67:3:97 67:4:103 67:6:111 67:7:113 67:8:115 67:9:116 68:1:68 68:2:85 68:4:104 68:7:114 68:8:116 69:1:69 69:2:86 69:3:90 69:4:98 69:5:108 69:6:105 69:8:117 69:9:118 70:1:70 70:2:87 70:3:91 70:4:99 70:5:109 70:6:106 70:8:118 71:1:71 71:3:92 71:5:110 71:7:117 71:9:119 72:1:72 72:2:88 72:3:93 72:4:100 72:5:111 72:6:107 72:7:118 72:8:119 73:1:73 73:2:89 73:3:98 73:5:112 73:6:117 73:9:120 74:1:74 74:2:90 74:3:99 74:4:105 74:5:113 74:6:118 74:8:120 74:9:121 75:1:75 75:2:91 75:4:106 75:5:114 75:8:121 76:1:76 76:2:92 76:3:100 76:5:115 76:6:119 76:7:120 76:9:122 77:1:77 77:2:93 77:4:107 77:5:116 77:7:121 77:8:122 78:1:78 78:2:94 78:3:102 78:4:108 78:6:113 78:8:123 78:9:124 79:1:79 79:2:96 79:3:103 79:4:110 79:6:115 79:7:123 79:9:125 80:1:80 80:2:97 80:3:104 80:4:111 80:6:116 80:7:124 80:8:125 81:1:81 81:2:101 81:3:108 81:4:112 81:6:123 81:8:126 81:9:127 82:1:82 82:2:102 82:3:109 82:4:113 82:6:124 82:8:127 82:9:128 83:1:83 83:3:110 83:7:126 83:9:129 84:1:84 84:2:103 84:3:111 84:4:115 84:6:125 84:7:127 84:8:129 84:9:130 85:1:85 85:2:104 85:4:116 85:7:128 85:8:130 86:1:86 86:2:98 86:3:105 86:4:117 86:5:123 86:6:120 86:9:131 87:1:87 87:2:99 87:3:106 87:4:118 87:5:124 87:6:121 87:8:131 88:1:88 88:2:100 88:3:107 88:4:119 88:5:125 88:6:122 88:7:131 89:1:89 89:3:117 89:5:126 89:9:132 90:1:90 90:2:105 90:3:118 90:4:120 90:5:127 90:6:131 90:8:132 90:9:133 91:1:91 91:2:106 91:4:121 91:5:128 91:8:133 92:1:92 92:3:119 92:5:129 92:7:132 92:9:134 93:1:93 93:2:107 93:4:122 93:5:130 93:7:133 93:8:134 94:1:94 94:2:108 94:3:113 94:4:123 94:6:127 94:8:135 94:9:136 95:1:95 95:2:109 95:3:114 95:4:124 95:6:128 95:8:136 96:1:96 96:2:110 96:3:115 96:6:129 96:7:135 96:9:137 97:1:97 97:2:111 97:3:116 97:4:125 97:6:130 97:7:136 97:8:137 98:1:98 98:2:117 98:3:120 98:5:135 98:6:132 98:9:138 99:1:99 99:2:118 99:3:121 99:4:131 99:5:136 99:6:133 99:8:138 100:1:100 100:2:119 100:3:122 100:5:137 100:6:134 100:7:138 101:1:101 101:2:112 101:3:123 101:4:126 101:6:135 101:9:139 102:1:102 102:2:113 102:3:124 102:4:127 102:6:136 102:8:139 102:9:140 103:1:103 103:2:115 103:3:125 103:4:129 103:6:137 103:7:139 103:9:141 104:1:104 104:2:116 104:4:130 104:7:140 104:8:141 105:1:105 105:2:120 105:3:131 105:4:132 105:5:139 105:6:138 105:9:142 106:1:106 106:2:121 106:4:133 106:5:140 106:8:142 107:1:107 107:2:122 107:4:134 107:5:141 107:7:142 108:1:108 108:2:123 108:3:127 108:4:135 108:6:139 108:8:143 108:9:144 109:1:109 109:2:124 109:3:128 109:4:136 109:6:140 109:8:144 110:1:110 110:3:129 110:7:143 110:9:145 111:1:111 111:2:125 111:3:130 111:4:137 111:6:141 111:7:144 111:8:145 112:1:112 112:2:126 112:3:135 112:6:143 112:9:146 113:1:113 113:2:127 113:3:136 113:4:139 113:6:144 113:8:146 113:9:147 114:1:114 114:2:128 114:4:140 114:8:147 115:1:115 115:2:129 115:3:137 115:6:145 115:7:146 115:9:148 116:1:116 116:2:130 116:4:141 116:7:147 116:8:148 117:1:117 117:3:132 117:5:143 117:9:149 118:1:118 118:2:131 118:3:133 118:4:138 118:5:144 118:6:142 118:8:149 119:1:119 119:3:134 119:5:145 119:7:149 120:1:120 120:2:132 120:3:138 120:5:146 120:6:149 120:9:150 121:1:121 121:2:133 121:4:142 121:5:147 121:8:150 122:1:122 122:2:134 122:5:148 122:7:150 123:1:123 123:2:135 123:3:139 123:4:143 123:6:146 123:9:151 124:1:124 124:2:136 124:3:140 124:4:144 124:6:147 124:8:151 125:1:125 125:2:137 125:3:141 125:4:145 125:6:148 125:7:151 126:1:126 126:3:143 126:9:152 127:1:127 127:2:139 127:3:144 127:4:146 127:6:151 127:8:152 127:9:153 128:1:128 128:2:140 128:4:147 128:8:153 129:1:129 129:3:145 129:7:152 129:9:154 130:1:130 130:2:141 130:4:148 130:7:153 130:8:154 131:1:131 131:2:138 131:3:142 131:4:149 131:5:151 131:6:150 132:1:132 132:3:149 132:5:152 132:9:155 133:1:133 133:2:142 133:4:150 133:5:153 133:8:155 134:1:134 134:5:154 134:7:155 135:1:135 135:2:143 135:3:146 135:6:152 135:9:156 136:1:136 136:2:144 136:3:147 136:4:151 136:6:153 136:8:156 137:1:137 137:2:145 137:3:148 137:6:154 137:7:156 138:1:138 138:2:149 138:3:150 138:5:156 138:6:155 139:1:139 139:2:146 139:3:151 139:4:152 139:6:156 139:9:157 140:1:140 140:2:147 140:4:153 140:8:157 141:1:141 141:2:148 141:4:154 141:7:157 142:1:142 142:2:150 142:4:155 142:5:157 143:1:143 143:3:152 143:9:158 144:1:144 144:2:151 144:3:153 144:4:156 144:6:157 144:8:158 145:1:145 145:3:154 145:7:158 146:1:146 146:2:152 146:3:156 146:6:158 146:9:159 147:1:147 147:2:153 147:4:157 147:8:159 148:1:148 148:2:154 148:7:159 149:1:149 149:3:155 149:5:158 150:1:150 150:2:155 150:5:159 151:1:151 151:2:156 151:3:157 151:4:158 151:6:159 152:1:152 152:3:158 152:9:1 153:1:153 153:2:157 153:4:159 153:8:1 154:1:154 154:7:1 155:1:155 155:5:1 156:1:156 156:2:158 156:3:159 156:6:1 157:1:157 157:2:159 157:4:1 158:1:158 158:3:1 159:1:159 159:2:1
automaton factorial-cage4 start 0 accept 1 0:1:0 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1:1 2:1:2 2:2:4 2:3:6 2:4:8 2:5:10 2:6:11 2:7:12 2:8:13 2:9:14 3:1:3 3:2:6 3:3:9 3:4:11 3:5:15 3:6:14 3:7:16 3:8:17 4:1:4 4:2:8 4:3:11 4:4:13 4:5:18 4:6:17 4:7:19 4:8:20 4:9:21 5:1:5 5:2:10 5:3:15 5:4:18 5:6:22 5:7:23 5:8:24 5:9:25 6:1:6 6:2:11 6:3:14 6:4:17 6:5:22 6:6:21 6:7:26 6:8:27 7:1:7 7:2:12 7:3:16 7:4:19 7:5:23 7:6:26 7:8:28 7:9:29 8:1:8 8:2:13 8:3:17 8:4:20 8:5:24 8:6:27 8:7:28 8:8:30 8:9:31 9:1:9 9:2:14 9:4:21 9:5:25 9:7:29 9:8:31 10:1:10 10:2:18 10:3:22 10:4:24 10:6:32 10:7:33 10:8:34 10:9:35 11:1:11 11:2:17 11:3:21 11:4:27 11:5:32 11:6:31 11:7:36 11:8:37 12:1:12 12:2:19 12:3:26 12:4:28 12:5:33 12:6:36 12:8:38 12:9:39 13:1:13 13:2:20 13:3:27 13:4:30 13:5:34 13:6:37 13:7:38 13:8:40 13:9:41 14:1:14 14:2:21 14:4:31 14:5:35 14:7:39 14:8:41 15:1:15 15:2:22 15:3:25 15:4:32 15:6:35 15:7:42 15:8:43 16:1:16 16:2:26 16:3:29 16:4:36 16:5:42 16:6:39 16:8:44 17:1:17 17:2:27 17:3:31 17:4:37 17:5:43 17:6:41 17:7:44 17:8:45 18:1:18 18:2:24 18:3:32 18:4:34 18:6:43 18:7:46 18:8:47 18:9:48 19:1:19 19:2:28 19:3:36 19:4:38 19:5:46 19:6:44 19:8:49 19:9:50 20:1:20 20:2:30 20:3:37 20:4:40 20:5:47 20:6:45 20:7:49 20:9:51 21:1:21 21:2:31 21:4:41 21:5:48 21:7:50 21:8:51 22:1:22 22:2:32 22:3:35 22:4:43 22:6:48 22:7:52 22:8:53 23:1:23 23:2:33 23:3:42 23:4:46 23:6:52 23:8:54 23:9:55 24:1:24 24:2:34 24:3:43 24:4:47 24:6:53 24:7:54 24:8:56 24:9:57 25:1:25 25:2:35 25:4:48 25:7:55 25:8:57 26:1:26 26:2:36 26:3:39 26:4:44 26:5:52 26:6:50 26:8:58 27:1:27 27:2:37 27:3:41 27:4:45 27:5:53 27:6:51 27:7:58 27:8:59 28:1:28 28:2:38 28:3:44 28:4:49 28:5:54 28:6:58 28:8:60 28:9:61 29:1:29 29:2:39 29:4:50 29:5:55 29:8:61 30:1:30 30:2:40 30:3:45 30:5:56 30:6:59 30:7:60 30:9:62 31:1:31 31:2:41 31:4:51 31:5:57 31:7:61 31:8:62 32:1:32 32:2:43 32:3:48 32:4:53 32:6:57 32:7:63 32:8:64 33:1:33 33:2:46 33:3:52 33:4:54 33:6:63 33:8:65 33:9:66 34:1:34 34:2:47 34:3:53 34:4:56 34:6:64 34:7:65 34:8:67 34:9:68 35:1:35 35:2:48 35:4:57 35:7:66 35:8:68 36:1:36 36:2:44 36:3:50 36:4:58 36:5:63 36:6:61 36:8:69 37:1:37 37:2:45 37:3:51 37:4:59 37:5:64 37:6:62 37:7:69 38:1:38 38:2:49 38:3:58 38:4:60 38:5:65 38:6:69 38:8:70 38:9:71 39:1:39 39:2:50 39:4:61 39:5:66 39:8:71 40:1:40 40:3:59 40:5:67 40:7:70 40:9:72 41:1:41 41:2:51 41:4:62 41:5:68 41:7:71 41:8:72 42:1:42 42:2:52 42:3:55 42:4:63 42:6:66 42:8:73 43:1:43 43:2:53 43:3:57 43:4:64 43:6:68 43:7:73 43:8:74 44:1:44 44:2:58 44:3:61 44:4:69 44:5:73 44:6:71 44:8:75 45:1:45 45:2:59 45:3:62 45:5:74 45:6:72 45:7:75 46:1:46 46:2:54 46:3:63 46:4:65 46:6:73 46:8:76 46:9:77 47:1:47 47:2:56 47:3:64 47:4:67 47:6:74 47:7:76 47:9:78 48:1:48 48:2:57 48:4:68 48:7:77 48:8:78 49:1:49 49:2:60 49:3:69 49:4:70 49:5:76 49:6:75 49:9:79 50:1:50 50:2:61 50:4:71 50:5:77 50:8:79 51:1:51 51:2:62 51:4:72 51:5:78 51:7:79 52:1:52 52:2:63 52:3:66 52:4:73 52:6:77 52:8:80 53:1:53 53:2:64 53:3:68 53:4:74 53:6:78 53:7:80 53:8:81 54:1:54 54:2:65 54:3:73 54:4:76 54:6:80 54:8:82 54:9:83 55:1:55 55:2:66 55:4:77 55:8:83 56:1:56 56:2:67 56:3:74 56:6:81 56:7:82 56:9:84 57:1:57 57:2:68 57:4:78 57:7:83 57:8:84 58:1:58 58:2:69 58:3:71 58:4:75 58:5:80 58:6:79 58:8:85 59:1:59 59:3:72 59:5:81 59:7:85 60:1:60 60:2:70 60:3:75 60:5:82 60:6:85 60:9:86 61:1:61 61:2:71 61:4:79 61:5:83 61:8:86 62:1:62 62:2:72 62:5:84 62:7:86 63:1:63 63:2:73 63:3:77 63:4:80 63:6:83 63:8:87 64:1:64 64:2:74 64:3:78 64:4:81 64:6:84 64:7:87 65:1:65 65:2:76 65:3:80 65:4:82 65:6:87 65:8:88 65:9:89 66:1:66 66:2:77 66:4:83 66:8:89 67:1:67 67:3:81 67:7:88 67:9:90 68:1:68 68:2:78 68:4:84 68:7:89 68:8:90 69:1:69 69:2:75 69:3:79 69:4:85 69:5:87 69:6:86 70:1:70 70:3:85 70:5:88 70:9:91 71:1:71 71:2:79 71:4:86 71:5:89 71:8:91 72:1:72 72:5:90 72:7:91 73:1:73 73:2:80 73:3:83 73:4:87 73:6:89 73:8:92 74:1:74 74:2:81 74:3:84 74:6:90 74:7:92 75:1:75 75:2:85 75:3:86 75:5:92 75:6:91 76:1:76 76:2:82 76:3:87 76:4:88 76:6:92 76:9:93 77:1:77 77:2:83 77:4:89 77:8:93 78:1:78 78:2:84 78:4:90 78:7:93 79:1:79 79:2:86 79:4:91 79:5:93 80:1:80 80:2:87 80:3:89 80:4:92 80:6:93 80:8:94 81:1:81 81:3:90 81:7:94 82:1:82 82:2:88 82:3:92 82:6:94 82:9:95 83:1:83 83:2:89 83:4:93 83:8:95 84:1:84 84:2:90 84:7:95 85:1:85 85:3:91 85:5:94 86:1:86 86:2:91 86:5:95 87:1:87 87:2:92 87:3:93 87:4:94 87:6:95 88:1:88 88:3:94 88:9:1 89:1:89 89:2:93 89:4:95 89:8:1 90:1:90 90:7:1 91:1:91 91:5:1 92:1:92 92:2:94 92:3:95 92:6:1 93:1:93 93:2:95 93:4:1 94:1:94 94:3:1 95:1:95 95:2:1
automaton factorial-cage3 start 0 accept 1 0:1:0 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1:1 2:1:2 2:2:4 2:3:6 2:4:8 2:5:10 2:6:11 2:7:12 2:8:13 2:9:14 3:1:3 3:2:6 3:3:9 3:4:11 3:5:15 3:6:14 3:7:16 3:8:17 4:1:4 4:2:8 4:3:11 4:4:13 4:5:18 4:6:17 4:7:19 4:9:20 5:1:5 5:2:10 5:3:15 5:4:18 5:6:21 5:7:22 5:8:23 5:9:24 6:1:6 6:2:11 6:3:14 6:4:17 6:5:21 6:6:20 6:7:25 6:8:26 7:1:7 7:2:12 7:3:16 7:4:19 7:5:22 7:6:25 7:8:27 7:9:28 8:1:8 8:2:13 8:3:17 8:5:23 8:6:26 8:7:27 8:9:29 9:1:9 9:2:14 9:4:20 9:5:24 9:7:28 9:8:29 10:1:10 10:2:18 10:3:21 10:4:23 10:6:30 10:7:31 10:8:32 10:9:33 11:1:11 11:2:17 11:3:20 11:4:26 11:5:30 11:6:29 11:7:34 12:1:12 12:2:19 12:3:25 12:4:27 12:5:31 12:6:34 12:8:35 12:9:36 13:1:13 13:3:26 13:5:32 13:7:35 13:9:37 14:1:14 14:2:20 14:4:29 14:5:33 14:7:36 14:8:37 15:1:15 15:2:21 15:3:24 15:4:30 15:6:33 15:7:38 15:8:39 16:1:16 16:2:25 16:3:28 16:4:34 16:5:38 16:6:36 16:8:40 17:1:17 17:2:26 17:3:29 17:5:39 17:6:37 17:7:40 18:1:18 18:2:23 18:3:30 18:4:32 18:6:39 18:7:41 18:9:42 19:1:19 19:2:27 19:3:34 19:4:35 19:5:41 19:6:40 19:9:43 20:1:20 20:2:29 20:4:37 20:5:42 20:7:43 21:1:21 21:2:30 21:3:33 21:4:39 21:6:42 21:7:44 21:8:45 22:1:22 22:2:31 22:3:38 22:4:41 22:6:44 22:8:46 22:9:47 23:1:23 23:2:32 23:3:39 23:6:45 23:7:46 23:9:48 24:1:24 24:2:33 24:4:42 24:7:47 24:8:48 25:1:25 25:2:34 25:3:36 25:4:40 25:5:44 25:6:43 25:8:49 26:1:26 26:3:37 26:5:45 26:7:49 27:1:27 27:2:35 27:3:40 27:5:46 27:6:49 27:9:50 28:1:28 28:2:36 28:4:43 28:5:47 28:8:50 29:1:29 29:2:37 29:5:48 29:7:50 30:1:30 30:2:39 30:3:42 30:4:45 30:6:48 30:7:51 31:1:31 31:2:41 31:3:44 31:4:46 31:6:51 31:8:52 31:9:53 32:1:32 32:3:45 32:7:52 32:9:54 33:1:33 33:2:42 33:4:48 33:7:53 33:8:54 34:1:34 34:2:40 34:3:43 34:4:49 34:5:51 34:6:50 35:1:35 35:3:49 35:5:52 35:9:55 36:1:36 36:2:43 36:4:50 36:5:53 36:8:55 37:1:37 37:5:54 37:7:55 38:1:38 38:2:44 38:3:47 38:4:51 38:6:53 38:8:56 39:1:39 39:2:45 39:3:48 39:6:54 39:7:56 40:1:40 40:2:49 40:3:50 40:5:56 40:6:55 41:1:41 41:2:46 41:3:51 41:4:52 41:6:56 41:9:57 42:1:42 42:2:48 42:4:54 42:7:57 43:1:43 43:2:50 43:4:55 43:5:57 44:1:44 44:2:51 44:3:53 44:4:56 44:6:57 44:8:58 45:1:45 45:3:54 45:7:58 46:1:46 46:2:52 46:3:56 46:6:58 46:9:59 47:1:47 47:2:53 47:4:57 47:8:59 48:1:48 48:2:54 48:7:59 49:1:49 49:3:55 49:5:58 50:1:50 50:2:55 50:5:59 51:1:51 51:2:56 51:3:57 51:4:58 51:6:59 52:1:52 52:3:58 52:9:1 53:1:53 53:2:57 53:4:59 53:8:1 54:1:54 54:7:1 55:1:55 55:5:1 56:1:56 56:2:58 56:3:59 56:6:1 57:1:57 57:2:59 57:4:1 58:1:58 58:3:1 59:1:59 59:2:1
automaton factorial-cage2 start 0 accept 1 0:1:0 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:8:7 0:9:8 1:1:1 2:1:2 2:2:4 2:3:6 2:4:7 2:5:9 2:6:10 2:8:11 2:9:12 3:1:3 3:2:6 3:3:8 3:4:10 3:5:13 3:6:12 3:8:14 4:1:4 4:2:7 4:3:10 4:4:11 4:5:15 4:6:14 4:9:16 5:1:5 5:2:9 5:3:13 5:4:15 5:6:17 5:8:18 5:9:19 6:1:6 6:2:10 6:3:12 6:4:14 6:5:17 6:6:16 6:8:20 7:1:7 7:2:11 7:3:14 7:5:18 7:6:20 7:9:21 8:1:8 8:2:12 8:4:16 8:5:19 8:8:21 9:1:9 9:2:15 9:3:17 9:4:18 9:6:22 9:8:23 9:9:24 10:1:10 10:2:14 10:3:16 10:4:20 10:5:22 10:6:21 11:1:11 11:3:20 11:5:23 11:9:25 12:1:12 12:2:16 12:4:21 12:5:24 12:8:25 13:1:13 13:2:17 13:3:19 13:4:22 13:6:24 13:8:26 14:1:14 14:2:20 14:3:21 14:5:26 14:6:25 15:1:15 15:2:18 15:3:22 15:4:23 15:6:26 15:9:27 16:1:16 16:2:21 16:4:25 16:5:27 17:1:17 17:2:22 17:3:24 17:4:26 17:6:27 17:8:28 18:1:18 18:2:23 18:3:26 18:6:28 18:9:29 19:1:19 19:2:24 19:4:27 19:8:29 20:1:20 20:3:25 20:5:28 21:1:21 21:2:25 21:5:29 22:1:22 22:2:26 22:3:27 22:4:28 22:6:29 23:1:23 23:3:28 23:9:1 24:1:24 24:2:27 24:4:29 24:8:1 25:1:25 25:5:1 26:1:26 26:2:28 26:3:29 26:6:1 27:1:27 27:2:29 27:4:1 28:1:28 28:3:1 29:1:29 29:2:1
automaton factorial-cage start 0 accept 1 0:1:0 0:2:1 1:1:1
automaton factorial-cage r1c1 r2c1
automaton factorial-cage2 r6c4 r6c5 r7c5 r7c6 r7c7 r8c7
automaton factorial-cage2 r2c9 r2c8 r2c7 r2c6 r3c6 r4c6
automaton factorial-cage3 r7c1 r7c2 r7c3 r7c4 r8c4 r8c5 r8c6
automaton factorial-cage4 r3c8 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9 r9c9
automaton factorial-cage5 r4c7 r5c7 r5c6 r6c6 r6c7 r6c8 r5c8 r7c8 r8c8
automaton factorial-cage5 r1c8 r1c7 r1c6 r1c5 r2c5 r3c5 r3c4 r4c4 r4c3
automaton factorial-cage5 r1c3 r1c2 r2c2 r2c3 r3c2 r4c2 r4c1 r3c1 r5c1
automaton factorial-cage6 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7

#puzzle Rectangle Sums
size 9
values 1..15
cells r13c1 r13c4 r13c7 r16c1 r16c4 r16c7 r19c1 r19c4 r19c7 r22c1 r22c4 r22c7 r25c1 r25c4 r25c7
rules sudoku
marks 1,2,3,4,5,6,7,8,9 r1c1
marks 1,2,3,4,5,6,7,8,9 r1c2
marks 1,2,3,4,5,6,7,8,9 r1c3
marks 1,2,3,4,5,6,7,8,9 r1c4
marks 1,2,3,4,5,6,7,8,9 r1c5
marks 1,2,3,4,5,6,7,8,9 r1c6
marks 1,2,3,4,5,6,7,8,9 r1c7
marks 1,2,3,4,5,6,7,8,9 r1c8
marks 1,2,3,4,5,6,7,8,9 r1c9
marks 1,2,3,4,5,6,7,8,9 r2c1
marks 1,2,3,4,5,6,7,8,9 r2c2
marks 1,2,3,4,5,6,7,8,9 r2c3
marks 1,2,3,4,5,6,7,8,9 r2c4
marks 1,2,3,4,5,6,7,8,9 r2c5
marks 1,2,3,4,5,6,7,8,9 r2c6
marks 1,2,3,4,5,6,7,8,9 r2c7
marks 1,2,3,4,5,6,7,8,9 r2c8
marks 1,2,3,4,5,6,7,8,9 r2c9
marks 1,2,3,4,5,6,7,8,9 r3c1
marks 1,2,3,4,5,6,7,8,9 r3c2
marks 1,2,3,4,5,6,7,8,9 r3c3
marks 1,2,3,4,5,6,7,8,9 r3c4
marks 1,2,3,4,5,6,7,8,9 r3c5
marks 1,2,3,4,5,6,7,8,9 r3c6
marks 1,2,3,4,5,6,7,8,9 r3c7
marks 1,2,3,4,5,6,7,8,9 r3c8
marks 1,2,3,4,5,6,7,8,9 r3c9
marks 1,2,3,4,5,6,7,8,9 r4c1
marks 1,2,3,4,5,6,7,8,9 r4c2
marks 1,2,3,4,5,6,7,8,9 r4c3
marks 1,2,3,4,5,6,7,8,9 r4c4
marks 1,2,3,4,5,6,7,8,9 r4c5
marks 1,2,3,4,5,6,7,8,9 r4c6
marks 1,2,3,4,5,6,7,8,9 r4c7
marks 1,2,3,4,5,6,7,8,9 r4c8
marks 1,2,3,4,5,6,7,8,9 r4c9
marks 1,2,3,4,5,6,7,8,9 r5c1
marks 1,2,3,4,5,6,7,8,9 r5c2
marks 1,2,3,4,5,6,7,8,9 r5c3
marks 1,2,3,4,5,6,7,8,9 r5c4
marks 1,2,3,4,5,6,7,8,9 r5c5
marks 1,2,3,4,5,6,7,8,9 r5c6
marks 1,2,3,4,5,6,7,8,9 r5c7
marks 1,2,3,4,5,6,7,8,9 r5c8
marks 1,2,3,4,5,6,7,8,9 r5c9
marks 1,2,3,4,5,6,7,8,9 r6c1
marks 1,2,3,4,5,6,7,8,9 r6c2
marks 1,2,3,4,5,6,7,8,9 r6c3
marks 1,2,3,4,5,6,7,8,9 r6c4
marks 1,2,3,4,5,6,7,8,9 r6c5
marks 1,2,3,4,5,6,7,8,9 r6c6
marks 1,2,3,4,5,6,7,8,9 r6c7
marks 1,2,3,4,5,6,7,8,9 r6c8
marks 1,2,3,4,5,6,7,8,9 r6c9
marks 1,2,3,4,5,6,7,8,9 r7c1
marks 1,2,3,4,5,6,7,8,9 r7c2
marks 1,2,3,4,5,6,7,8,9 r7c3
marks 1,2,3,4,5,6,7,8,9 r7c4
marks 1,2,3,4,5,6,7,8,9 r7c5
marks 1,2,3,4,5,6,7,8,9 r7c6
marks 1,2,3,4,5,6,7,8,9 r7c7
marks 1,2,3,4,5,6,7,8,9 r7c8
marks 1,2,3,4,5,6,7,8,9 r7c9
marks 1,2,3,4,5,6,7,8,9 r8c1
marks 1,2,3,4,5,6,7,8,9 r8c2
marks 1,2,3,4,5,6,7,8,9 r8c3
marks 1,2,3,4,5,6,7,8,9 r8c4
marks 1,2,3,4,5,6,7,8,9 r8c5
marks 1,2,3,4,5,6,7,8,9 r8c6
marks 1,2,3,4,5,6,7,8,9 r8c7
marks 1,2,3,4,5,6,7,8,9 r8c8
marks 1,2,3,4,5,6,7,8,9 r8c9
marks 1,2,3,4,5,6,7,8,9 r9c1
marks 1,2,3,4,5,6,7,8,9 r9c2
marks 1,2,3,4,5,6,7,8,9 r9c3
marks 1,2,3,4,5,6,7,8,9 r9c4
marks 1,2,3,4,5,6,7,8,9 r9c5
marks 1,2,3,4,5,6,7,8,9 r9c6
marks 1,2,3,4,5,6,7,8,9 r9c7
marks 1,2,3,4,5,6,7,8,9 r9c8
marks 1,2,3,4,5,6,7,8,9 r9c9
extra-region r13c1 r13c4 r13c7 r16c1 r16c4 r16c7 r19c1 r19c4 r19c7 r22c1 r22c4 r22c7 r25c1 r25c4 r25c7
either
  r13c1 = 1
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
or
  r13c1 = 2
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
or
  r13c1 = 3
  sum 81 r1c1 r1c2 r1c3 r1c4 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3 r4c4
or
  r13c1 = 4
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r13c1 = 5
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r13c1 = 6
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r13c1 = 7
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r13c1 = 8
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r13c1 = 9
  sum 81 r1c1 r1c2 r2c1 r2c2 r3c1 r3c2 r4c1 r4c2 r5c1 r5c2 r6c1 r6c2 r7c1 r7c2 r8c1 r8c2 r9c1 r9c2
or
  r13c1 = 10
  sum 81 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r13c1 = 11
  sum 81 r1c1 r1c2 r1c3 r1c4 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3 r4c4 r5c1 r5c2 r5c3 r5c4 r6c1 r6c2 r6c3 r6c4 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r13c1 = 12
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r2c1 r2c2 r2c3 r2c4 r2c5 r3c1 r3c2 r3c3 r3c4 r3c5 r4c1 r4c2 r4c3 r4c4 r4c5 r5c1 r5c2 r5c3 r5c4 r5c5 r6c1 r6c2 r6c3 r6c4 r6c5 r7c1 r7c2 r7c3 r7c4 r7c5 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r13c1 = 13
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r13c1 = 14
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r13c1 = 15
  sum 81 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r13c4 = 1
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
or
  r13c4 = 2
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
or
  r13c4 = 3
  sum 170 r1c2 r1c3 r1c4 r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 r4c4
or
  r13c4 = 4
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r13c4 = 5
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r13c4 = 6
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r13c4 = 7
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r13c4 = 8
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r13c4 = 9
  sum 170 r1c2 r2c2 r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
or
  r13c4 = 10
  sum 170 r1c2 r1c3 r2c2 r2c3 r3c2 r3c3 r4c2 r4c3 r5c2 r5c3 r6c2 r6c3 r7c2 r7c3 r8c2 r8c3 r9c2 r9c3
or
  r13c4 = 11
  sum 170 r1c2 r1c3 r1c4 r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 r4c4 r5c2 r5c3 r5c4 r6c2 r6c3 r6c4 r7c2 r7c3 r7c4 r8c2 r8c3 r8c4 r9c2 r9c3 r9c4
or
  r13c4 = 12
  sum 170 r1c2 r1c3 r1c4 r1c5 r2c2 r2c3 r2c4 r2c5 r3c2 r3c3 r3c4 r3c5 r4c2 r4c3 r4c4 r4c5 r5c2 r5c3 r5c4 r5c5 r6c2 r6c3 r6c4 r6c5 r7c2 r7c3 r7c4 r7c5 r8c2 r8c3 r8c4 r8c5 r9c2 r9c3 r9c4 r9c5
or
  r13c4 = 13
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r2c2 r2c3 r2c4 r2c5 r2c6 r3c2 r3c3 r3c4 r3c5 r3c6 r4c2 r4c3 r4c4 r4c5 r4c6 r5c2 r5c3 r5c4 r5c5 r5c6 r6c2 r6c3 r6c4 r6c5 r6c6 r7c2 r7c3 r7c4 r7c5 r7c6 r8c2 r8c3 r8c4 r8c5 r8c6 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r13c4 = 14
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r13c4 = 15
  sum 170 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r13c7 = 1
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
or
  r13c7 = 2
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
or
  r13c7 = 3
  sum 74 r1c3 r1c4 r2c3 r2c4 r3c3 r3c4 r4c3 r4c4
or
  r13c7 = 4
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r13c7 = 5
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r13c7 = 6
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r13c7 = 7
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r13c7 = 8
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r13c7 = 10
  sum 74 r1c3 r2c3 r3c3 r4c3 r5c3 r6c3 r7c3 r8c3 r9c3
or
  r13c7 = 11
  sum 74 r1c3 r1c4 r2c3 r2c4 r3c3 r3c4 r4c3 r4c4 r5c3 r5c4 r6c3 r6c4 r7c3 r7c4 r8c3 r8c4 r9c3 r9c4
or
  r13c7 = 12
  sum 74 r1c3 r1c4 r1c5 r2c3 r2c4 r2c5 r3c3 r3c4 r3c5 r4c3 r4c4 r4c5 r5c3 r5c4 r5c5 r6c3 r6c4 r6c5 r7c3 r7c4 r7c5 r8c3 r8c4 r8c5 r9c3 r9c4 r9c5
or
  r13c7 = 13
  sum 74 r1c3 r1c4 r1c5 r1c6 r2c3 r2c4 r2c5 r2c6 r3c3 r3c4 r3c5 r3c6 r4c3 r4c4 r4c5 r4c6 r5c3 r5c4 r5c5 r5c6 r6c3 r6c4 r6c5 r6c6 r7c3 r7c4 r7c5 r7c6 r8c3 r8c4 r8c5 r8c6 r9c3 r9c4 r9c5 r9c6
or
  r13c7 = 14
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r2c3 r2c4 r2c5 r2c6 r2c7 r3c3 r3c4 r3c5 r3c6 r3c7 r4c3 r4c4 r4c5 r4c6 r4c7 r5c3 r5c4 r5c5 r5c6 r5c7 r6c3 r6c4 r6c5 r6c6 r6c7 r7c3 r7c4 r7c5 r7c6 r7c7 r8c3 r8c4 r8c5 r8c6 r8c7 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r13c7 = 15
  sum 74 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r16c1 = 1
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
or
  r16c1 = 2
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
or
  r16c1 = 3
  sum 150 r1c4 r2c4 r3c4 r4c4
or
  r16c1 = 4
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r16c1 = 5
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r16c1 = 6
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r16c1 = 7
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r16c1 = 8
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r16c1 = 11
  sum 150 r1c4 r2c4 r3c4 r4c4 r5c4 r6c4 r7c4 r8c4 r9c4
or
  r16c1 = 12
  sum 150 r1c4 r1c5 r2c4 r2c5 r3c4 r3c5 r4c4 r4c5 r5c4 r5c5 r6c4 r6c5 r7c4 r7c5 r8c4 r8c5 r9c4 r9c5
or
  r16c1 = 13
  sum 150 r1c4 r1c5 r1c6 r2c4 r2c5 r2c6 r3c4 r3c5 r3c6 r4c4 r4c5 r4c6 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6 r7c4 r7c5 r7c6 r8c4 r8c5 r8c6 r9c4 r9c5 r9c6
or
  r16c1 = 14
  sum 150 r1c4 r1c5 r1c6 r1c7 r2c4 r2c5 r2c6 r2c7 r3c4 r3c5 r3c6 r3c7 r4c4 r4c5 r4c6 r4c7 r5c4 r5c5 r5c6 r5c7 r6c4 r6c5 r6c6 r6c7 r7c4 r7c5 r7c6 r7c7 r8c4 r8c5 r8c6 r8c7 r9c4 r9c5 r9c6 r9c7
or
  r16c1 = 15
  sum 150 r1c4 r1c5 r1c6 r1c7 r1c8 r2c4 r2c5 r2c6 r2c7 r2c8 r3c4 r3c5 r3c6 r3c7 r3c8 r4c4 r4c5 r4c6 r4c7 r4c8 r5c4 r5c5 r5c6 r5c7 r5c8 r6c4 r6c5 r6c6 r6c7 r6c8 r7c4 r7c5 r7c6 r7c7 r7c8 r8c4 r8c5 r8c6 r8c7 r8c8 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r16c4 = 1
  sum 141 r1c5 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6 r2c7 r2c8 r2c9
or
  r16c4 = 2
  sum 141 r1c5 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6 r2c7 r2c8 r2c9 r3c5 r3c6 r3c7 r3c8 r3c9
or
  r16c4 = 4
  sum 141 r1c5 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6 r2c7 r2c8 r2c9 r3c5 r3c6 r3c7 r3c8 r3c9 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r16c4 = 5
  sum 141 r1c5 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6 r2c7 r2c8 r2c9 r3c5 r3c6 r3c7 r3c8 r3c9 r4c5 r4c6 r4c7 r4c8 r4c9 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r16c4 = 6
  sum 141 r1c5 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6 r2c7 r2c8 r2c9 r3c5 r3c6 r3c7 r3c8 r3c9 r4c5 r4c6 r4c7 r4c8 r4c9 r5c5 r5c6 r5c7 r5c8 r5c9 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r16c4 = 7
  sum 141 r1c5 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6 r2c7 r2c8 r2c9 r3c5 r3c6 r3c7 r3c8 r3c9 r4c5 r4c6 r4c7 r4c8 r4c9 r5c5 r5c6 r5c7 r5c8 r5c9 r6c5 r6c6 r6c7 r6c8 r6c9 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r16c4 = 8
  sum 141 r1c5 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6 r2c7 r2c8 r2c9 r3c5 r3c6 r3c7 r3c8 r3c9 r4c5 r4c6 r4c7 r4c8 r4c9 r5c5 r5c6 r5c7 r5c8 r5c9 r6c5 r6c6 r6c7 r6c8 r6c9 r7c5 r7c6 r7c7 r7c8 r7c9 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r16c4 = 12
  sum 141 r1c5 r2c5 r3c5 r4c5 r5c5 r6c5 r7c5 r8c5 r9c5
or
  r16c4 = 13
  sum 141 r1c5 r1c6 r2c5 r2c6 r3c5 r3c6 r4c5 r4c6 r5c5 r5c6 r6c5 r6c6 r7c5 r7c6 r8c5 r8c6 r9c5 r9c6
or
  r16c4 = 14
  sum 141 r1c5 r1c6 r1c7 r2c5 r2c6 r2c7 r3c5 r3c6 r3c7 r4c5 r4c6 r4c7 r5c5 r5c6 r5c7 r6c5 r6c6 r6c7 r7c5 r7c6 r7c7 r8c5 r8c6 r8c7 r9c5 r9c6 r9c7
or
  r16c4 = 15
  sum 141 r1c5 r1c6 r1c7 r1c8 r2c5 r2c6 r2c7 r2c8 r3c5 r3c6 r3c7 r3c8 r4c5 r4c6 r4c7 r4c8 r5c5 r5c6 r5c7 r5c8 r6c5 r6c6 r6c7 r6c8 r7c5 r7c6 r7c7 r7c8 r8c5 r8c6 r8c7 r8c8 r9c5 r9c6 r9c7 r9c8
end
either
  r16c7 = 1
  sum 65 r1c6 r1c7 r1c8 r1c9 r2c6 r2c7 r2c8 r2c9
or
  r16c7 = 2
  sum 65 r1c6 r1c7 r1c8 r1c9 r2c6 r2c7 r2c8 r2c9 r3c6 r3c7 r3c8 r3c9
or
  r16c7 = 4
  sum 65 r1c6 r1c7 r1c8 r1c9 r2c6 r2c7 r2c8 r2c9 r3c6 r3c7 r3c8 r3c9 r4c6 r4c7 r4c8 r4c9
or
  r16c7 = 5
  sum 65 r1c6 r1c7 r1c8 r1c9 r2c6 r2c7 r2c8 r2c9 r3c6 r3c7 r3c8 r3c9 r4c6 r4c7 r4c8 r4c9 r5c6 r5c7 r5c8 r5c9
or
  r16c7 = 6
  sum 65 r1c6 r1c7 r1c8 r1c9 r2c6 r2c7 r2c8 r2c9 r3c6 r3c7 r3c8 r3c9 r4c6 r4c7 r4c8 r4c9 r5c6 r5c7 r5c8 r5c9 r6c6 r6c7 r6c8 r6c9
or
  r16c7 = 7
  sum 65 r1c6 r1c7 r1c8 r1c9 r2c6 r2c7 r2c8 r2c9 r3c6 r3c7 r3c8 r3c9 r4c6 r4c7 r4c8 r4c9 r5c6 r5c7 r5c8 r5c9 r6c6 r6c7 r6c8 r6c9 r7c6 r7c7 r7c8 r7c9
or
  r16c7 = 8
  sum 65 r1c6 r1c7 r1c8 r1c9 r2c6 r2c7 r2c8 r2c9 r3c6 r3c7 r3c8 r3c9 r4c6 r4c7 r4c8 r4c9 r5c6 r5c7 r5c8 r5c9 r6c6 r6c7 r6c8 r6c9 r7c6 r7c7 r7c8 r7c9 r8c6 r8c7 r8c8 r8c9
or
  r16c7 = 13
  sum 65 r1c6 r2c6 r3c6 r4c6 r5c6 r6c6 r7c6 r8c6 r9c6
or
  r16c7 = 14
  sum 65 r1c6 r1c7 r2c6 r2c7 r3c6 r3c7 r4c6 r4c7 r5c6 r5c7 r6c6 r6c7 r7c6 r7c7 r8c6 r8c7 r9c6 r9c7
or
  r16c7 = 15
  sum 65 r1c6 r1c7 r1c8 r2c6 r2c7 r2c8 r3c6 r3c7 r3c8 r4c6 r4c7 r4c8 r5c6 r5c7 r5c8 r6c6 r6c7 r6c8 r7c6 r7c7 r7c8 r8c6 r8c7 r8c8 r9c6 r9c7 r9c8
end
either
  r19c1 = 1
  sum 111 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9
or
  r19c1 = 2
  sum 111 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9 r3c7 r3c8 r3c9
or
  r19c1 = 4
  sum 111 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9 r3c7 r3c8 r3c9 r4c7 r4c8 r4c9
or
  r19c1 = 5
  sum 111 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9 r3c7 r3c8 r3c9 r4c7 r4c8 r4c9 r5c7 r5c8 r5c9
or
  r19c1 = 6
  sum 111 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9 r3c7 r3c8 r3c9 r4c7 r4c8 r4c9 r5c7 r5c8 r5c9 r6c7 r6c8 r6c9
or
  r19c1 = 7
  sum 111 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9 r3c7 r3c8 r3c9 r4c7 r4c8 r4c9 r5c7 r5c8 r5c9 r6c7 r6c8 r6c9 r7c7 r7c8 r7c9
or
  r19c1 = 8
  sum 111 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9 r3c7 r3c8 r3c9 r4c7 r4c8 r4c9 r5c7 r5c8 r5c9 r6c7 r6c8 r6c9 r7c7 r7c8 r7c9 r8c7 r8c8 r8c9
or
  r19c1 = 14
  sum 111 r1c7 r2c7 r3c7 r4c7 r5c7 r6c7 r7c7 r8c7 r9c7
or
  r19c1 = 15
  sum 111 r1c7 r1c8 r2c7 r2c8 r3c7 r3c8 r4c7 r4c8 r5c7 r5c8 r6c7 r6c8 r7c7 r7c8 r8c7 r8c8 r9c7 r9c8
end
either
  r19c4 = 1
  sum 62 r1c8 r1c9 r2c8 r2c9
or
  r19c4 = 2
  sum 62 r1c8 r1c9 r2c8 r2c9 r3c8 r3c9
or
  r19c4 = 4
  sum 62 r1c8 r1c9 r2c8 r2c9 r3c8 r3c9 r4c8 r4c9
or
  r19c4 = 5
  sum 62 r1c8 r1c9 r2c8 r2c9 r3c8 r3c9 r4c8 r4c9 r5c8 r5c9
or
  r19c4 = 6
  sum 62 r1c8 r1c9 r2c8 r2c9 r3c8 r3c9 r4c8 r4c9 r5c8 r5c9 r6c8 r6c9
or
  r19c4 = 7
  sum 62 r1c8 r1c9 r2c8 r2c9 r3c8 r3c9 r4c8 r4c9 r5c8 r5c9 r6c8 r6c9 r7c8 r7c9
or
  r19c4 = 8
  sum 62 r1c8 r1c9 r2c8 r2c9 r3c8 r3c9 r4c8 r4c9 r5c8 r5c9 r6c8 r6c9 r7c8 r7c9 r8c8 r8c9
or
  r19c4 = 15
  sum 62 r1c8 r2c8 r3c8 r4c8 r5c8 r6c8 r7c8 r8c8 r9c8
end
either
  r19c7 = 1
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
or
  r19c7 = 2
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
or
  r19c7 = 3
  sum 120 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3 r4c4
or
  r19c7 = 4
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r19c7 = 5
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r19c7 = 6
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r19c7 = 7
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r19c7 = 8
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r19c7 = 9
  sum 120 r2c1 r2c2 r3c1 r3c2 r4c1 r4c2 r5c1 r5c2 r6c1 r6c2 r7c1 r7c2 r8c1 r8c2 r9c1 r9c2
or
  r19c7 = 10
  sum 120 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r19c7 = 11
  sum 120 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3 r4c4 r5c1 r5c2 r5c3 r5c4 r6c1 r6c2 r6c3 r6c4 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r19c7 = 12
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r3c1 r3c2 r3c3 r3c4 r3c5 r4c1 r4c2 r4c3 r4c4 r4c5 r5c1 r5c2 r5c3 r5c4 r5c5 r6c1 r6c2 r6c3 r6c4 r6c5 r7c1 r7c2 r7c3 r7c4 r7c5 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r19c7 = 13
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r19c7 = 14
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r19c7 = 15
  sum 120 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r22c1 = 2
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
or
  r22c1 = 3
  sum 188 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3 r4c4
or
  r22c1 = 4
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r22c1 = 5
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r22c1 = 6
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r22c1 = 7
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r22c1 = 8
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r22c1 = 9
  sum 188 r3c1 r3c2 r4c1 r4c2 r5c1 r5c2 r6c1 r6c2 r7c1 r7c2 r8c1 r8c2 r9c1 r9c2
or
  r22c1 = 10
  sum 188 r3c1 r3c2 r3c3 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r22c1 = 11
  sum 188 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3 r4c4 r5c1 r5c2 r5c3 r5c4 r6c1 r6c2 r6c3 r6c4 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r22c1 = 12
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r4c1 r4c2 r4c3 r4c4 r4c5 r5c1 r5c2 r5c3 r5c4 r5c5 r6c1 r6c2 r6c3 r6c4 r6c5 r7c1 r7c2 r7c3 r7c4 r7c5 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r22c1 = 13
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r22c1 = 14
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r22c1 = 15
  sum 188 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r22c4 = 3
  sum 241 r4c1 r4c2 r4c3 r4c4
or
  r22c4 = 4
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
or
  r22c4 = 5
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r22c4 = 6
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r22c4 = 7
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r22c4 = 8
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r22c4 = 9
  sum 241 r4c1 r4c2 r5c1 r5c2 r6c1 r6c2 r7c1 r7c2 r8c1 r8c2 r9c1 r9c2
or
  r22c4 = 10
  sum 241 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r22c4 = 11
  sum 241 r4c1 r4c2 r4c3 r4c4 r5c1 r5c2 r5c3 r5c4 r6c1 r6c2 r6c3 r6c4 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r22c4 = 12
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r5c1 r5c2 r5c3 r5c4 r5c5 r6c1 r6c2 r6c3 r6c4 r6c5 r7c1 r7c2 r7c3 r7c4 r7c5 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r22c4 = 13
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r22c4 = 14
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r22c4 = 15
  sum 241 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r22c7 = 5
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
or
  r22c7 = 6
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r22c7 = 7
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r22c7 = 8
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r22c7 = 9
  sum 175 r5c1 r5c2 r6c1 r6c2 r7c1 r7c2 r8c1 r8c2 r9c1 r9c2
or
  r22c7 = 10
  sum 175 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r22c7 = 11
  sum 175 r5c1 r5c2 r5c3 r5c4 r6c1 r6c2 r6c3 r6c4 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r22c7 = 12
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r6c1 r6c2 r6c3 r6c4 r6c5 r7c1 r7c2 r7c3 r7c4 r7c5 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r22c7 = 13
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r22c7 = 14
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r22c7 = 15
  sum 175 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r25c1 = 6
  sum 116 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
or
  r25c1 = 7
  sum 116 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r25c1 = 8
  sum 116 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r25c1 = 9
  sum 116 r6c1 r6c2 r7c1 r7c2 r8c1 r8c2 r9c1 r9c2
or
  r25c1 = 10
  sum 116 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r25c1 = 11
  sum 116 r6c1 r6c2 r6c3 r6c4 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r25c1 = 12
  sum 116 r6c1 r6c2 r6c3 r6c4 r6c5 r7c1 r7c2 r7c3 r7c4 r7c5 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r25c1 = 13
  sum 116 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r25c1 = 14
  sum 116 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r25c1 = 15
  sum 116 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r25c4 = 7
  sum 34 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
or
  r25c4 = 8
  sum 34 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r25c4 = 9
  sum 34 r7c1 r7c2 r8c1 r8c2 r9c1 r9c2
or
  r25c4 = 10
  sum 34 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r25c4 = 11
  sum 34 r7c1 r7c2 r7c3 r7c4 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r25c4 = 12
  sum 34 r7c1 r7c2 r7c3 r7c4 r7c5 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r25c4 = 13
  sum 34 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r25c4 = 14
  sum 34 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r25c4 = 15
  sum 34 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end
either
  r25c7 = 8
  sum 26 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
or
  r25c7 = 9
  sum 26 r8c1 r8c2 r9c1 r9c2
or
  r25c7 = 10
  sum 26 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
or
  r25c7 = 11
  sum 26 r8c1 r8c2 r8c3 r8c4 r9c1 r9c2 r9c3 r9c4
or
  r25c7 = 12
  sum 26 r8c1 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5
or
  r25c7 = 13
  sum 26 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6
or
  r25c7 = 14
  sum 26 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7
or
  r25c7 = 15
  sum 26 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8
end

#puzzle Embedded Squishdoku
size 9 boxes none
rules latin
extra-region r1c1 r1c2 r1c3 r2c3 r3c3 r3c2 r3c1 r2c1 r2c2
extra-region r1c3 r2c3 r3c3 r3c4 r3c5 r2c5 r1c5 r1c4 r2c4
extra-region r1c5 r2c5 r3c5 r3c6 r3c7 r2c7 r1c7 r1c6 r2c6
extra-region r3c1 r3c2 r3c3 r4c3 r5c3 r5c2 r5c1 r4c1 r4c2
extra-region r3c3 r4c3 r5c3 r5c4 r5c5 r4c5 r3c5 r3c4 r4c4
extra-region r3c5 r4c5 r5c5 r5c6 r5c7 r4c7 r3c7 r3c6 r4c6
extra-region r5c7 r5c6 r5c5 r6c5 r7c5 r7c6 r7c7 r6c7 r6c6
extra-region r7c5 r6c5 r5c5 r5c4 r5c3 r6c3 r7c3 r7c4 r6c4
extra-region r5c1 r5c2 r5c3 r6c3 r7c3 r7c2 r7c1 r6c1 r6c2
arrow r9c2 : r8c3 r7c4 r6c5 r5c6 r4c7 r3c8
arrow r9c9 : r8c9 r8c8
sum-line 10 r9c1 r8c1 r7c1 r6c1 r6c2 r7c2
sum-line 10 r2c2 r2c3 r2c4 r2c5
sum-line 10 r8c4 r9c4 r9c5 r9c6 r9c7 r9c8

#puzzle Count Different (Circles)
size 9
rules sudoku
r1c2 = 6
r2c2 = 4
r2c3 = 1
r3c3 = 3
r3c2 = 2
r2c7 = 8
r2c8 = 3
r2c9 = 9
r3c7 = 4
r3c8 = 6
r7c7 = 3
r8c7 = 5
r7c8 = 9
r8c8 = 8
r9c8 = 1
r7c3 = 4
r8c3 = 6
r8c2 = 7
r7c2 = 8
r8c1 = 2
count-distinct r3c3 : r3c2 r2c2 r2c3 r2c4 r3c4 r4c4 r4c3 r4c2
count-distinct r3c7 : r3c6 r2c6 r2c7 r2c8 r3c8 r4c8 r4c7 r4c6
count-distinct r7c7 : r7c6 r6c6 r6c7 r6c8 r7c8 r8c8 r8c7 r8c6
count-distinct r7c3 : r7c2 r6c2 r6c3 r6c4 r7c4 r8c4 r8c3 r8c2

#puzzle Hazy Rellik
size 9
rules sudoku
rellik 8 r1c1 r2c1 r3c1 r3c2 r3c3
rellik 7 r1c2 r1c3 r2c2 r2c3 r2c4
rellik 5 r1c4 r1c5 r1c6 r2c5 r2c6
rellik 8 r3c4 r3c5 r3c6 r4c4 r4c5
rellik 6 r5c4 r5c5 r6c4 r6c5
rellik 11 r4c6 r5c6 r5c7 r6c6
rellik 10 r4c7 r4c8 r4c9
rellik 11 r5c8 r5c9 r6c7 r6c8 r6c9
rellik 7 r1c8 r1c9 r2c9
rellik 10 r4c1 r4c2 r5c1 r5c2 r6c1
rellik 7 r6c2 r7c1 r7c2 r7c3 r8c2
rellik 6 r7c4 r8c3 r8c4 r8c5 r9c4
rellik 8 r9c7 r9c8
rellik 7 r7c7 r7c8 r8c8 r8c9 r9c9
white r5c6 r5c7
white r3c8 r4c8
white r8c8 r9c8

#puzzle Odd Blockade Runners
size 9
rules sudoku
quadruple 4,6,7 r2c3 r2c4 r3c3 r3c4
quadruple 5,8 r4c6 r4c7 r5c6 r5c7
quadruple 3,4,8 r5c2 r5c3 r6c2 r6c3
quadruple 2,4,5 r5c5 r5c6 r6c5 r6c6
quadruple 2,6,8 r6c1 r6c2 r7c1 r7c2
quadruple 2,4,6 r6c8 r6c9 r7c8 r7c9
quadruple 1,2,8 r7c4 r7c5 r8c4 r8c5
quadruple 4,6,7 r7c7 r7c8 r8c7 r8c8
quadruple 5,6,8 r8c3 r8c4 r9c3 r9c4
regex [2468]*[13579]?[2468]* r2c3 r2c4 r3c3 r3c4
regex [2468]*[13579]?[2468]* r4c6 r4c7 r5c6 r5c7
regex [2468]*[13579]?[2468]* r5c2 r5c3 r6c2 r6c3
regex [2468]*[13579]?[2468]* r5c5 r5c6 r6c5 r6c6
regex [2468]*[13579]?[2468]* r6c1 r6c2 r7c1 r7c2
regex [2468]*[13579]?[2468]* r6c8 r6c9 r7c8 r7c9
regex [2468]*[13579]?[2468]* r7c4 r7c5 r8c4 r8c5
regex [2468]*[13579]?[2468]* r7c7 r7c8 r8c7 r8c8
regex [2468]*[13579]?[2468]* r8c3 r8c4 r9c3 r9c4
connected-values 1,3,5,7,9

#puzzle Anti-knight Anti-consecutive
size 9
rules sudoku anti-knight non-consecutive
r3c4 = 4
r3c6 = 7
r4c3 = 6
r4c7 = 5
r6c3 = 4
r6c7 = 3
r7c4 = 2
r7c6 = 5

#puzzle Hidden skyscrapers
size 9
rules sudoku
hidden-skyscraper 7 r8c0
hidden-skyscraper 4 r8c10
hidden-skyscraper 5 r9c0
hidden-skyscraper 3 r9c10
hidden-skyscraper 7 r0c9
hidden-skyscraper 5 r10c9
hidden-skyscraper 8 r0c8
hidden-skyscraper 5 r10c8
hidden-skyscraper 6 r0c7
hidden-skyscraper 1 r10c7
hidden-skyscraper 5 r0c6
hidden-skyscraper 3 r10c6
hidden-skyscraper 4 r0c5
hidden-skyscraper 5 r10c5
hidden-skyscraper 5 r0c4
hidden-skyscraper 5 r10c4
hidden-skyscraper 1 r0c3
hidden-skyscraper 6 r10c3
hidden-skyscraper 6 r0c2
hidden-skyscraper 8 r10c2
hidden-skyscraper 7 r0c1
hidden-skyscraper 5 r10c1
hidden-skyscraper 1 r7c0
hidden-skyscraper 2 r7c10
hidden-skyscraper 2 r6c0
hidden-skyscraper 3 r6c10
hidden-skyscraper 8 r5c0
hidden-skyscraper 2 r5c10
hidden-skyscraper 3 r4c0
hidden-skyscraper 6 r4c10
hidden-skyscraper 5 r3c0
hidden-skyscraper 1 r3c10
hidden-skyscraper 4 r2c0
hidden-skyscraper 7 r2c10
hidden-skyscraper 3 r1c0
hidden-skyscraper 5 r1c10

#puzzle Long sums 1
size 9
rules sudoku anti-king
arrow r7c4 r7c5 : r8c5 r8c6 r9c6 r9c7 r9c8 r9c9 r8c9 r7c9 r7c8 r6c8 r6c9 r5c9 r5c8 r5c7 r4c7 r4c8 r4c9 r3c9 r3c8 r3c7 r3c6 r2c6 r2c5 r2c4 r3c4 r4c4 r4c3 r5c3 r5c2 r6c2 r7c2 r7c1

#puzzle Long sums 2
size 9
rules sudoku offset
arrow r5c5 r6c5 : r4c5 r4c4 r5c4 r5c3 r5c2 r6c2 r6c3 r7c3 r7c4 r8c4 r9c4 r9c5 r8c5 r7c5 r7c6 r8c6 r8c7 r7c7 r6c7 r5c7 r5c8 r4c8 r4c9 r3c9 r2c9 r2c8 r3c8 r3c7 r2c7 r2c6 r3c6 r3c5

#puzzle Long sums 3
size 9
rules sudoku
arrow r1c8 r1c9 : r1c7 r1c6 r1c5 r2c4 r2c3 r2c2 r2c1 r3c1 r4c1 r4c2 r5c2 r5c1 r6c1 r6c2 r7c2 r7c1 r8c1 r8c2 r8c3 r7c3 r7c4 r6c4 r6c3 r5c3 r5c4 r5c5 r6c5 r7c5 r7c6 r6c6 r6c7 r6c8

#puzzle Skyscraper - all 6
size 9
rules sudoku
skyscraper 6 r0c1
skyscraper 6 r0c3
skyscraper 6 r0c6
skyscraper 6 r5c0
skyscraper 6 r8c0
skyscraper 6 r1c10
skyscraper 6 r4c10
skyscraper 6 r7c10
skyscraper 6 r10c2
skyscraper 6 r10c4

#puzzle Skyscraper - all 5
size 9
rules sudoku
skyscraper 5 r0c1
skyscraper 5 r0c4
skyscraper 5 r0c7
skyscraper 5 r0c9
skyscraper 5 r2c10
skyscraper 5 r5c10
skyscraper 5 r7c10
skyscraper 5 r10c6
skyscraper 5 r10c5
skyscraper 5 r10c3
skyscraper 5 r10c2
skyscraper 5 r8c0
skyscraper 5 r6c0
skyscraper 5 r4c0
skyscraper 5 r1c0

#puzzle Full rank - 6 clue snipe
size 9
rules sudoku
full-rank 17 r5c0
full-rank 1 r4c0
full-rank 32 r0c2
full-rank 28 r0c3
full-rank 23 r0c4
full-rank 34 r1c0

#puzzle Sandwich snipe 18
size 9
rules sudoku
sandwich 18 r0c1
sandwich 18 r0c2
sandwich 18 r0c3
sandwich 18 r1c0
sandwich 18 r2c0
sandwich 18 r3c0
sandwich 18 r4c0
sandwich 18 r5c0
sandwich 18 r6c0
sandwich 18 r0c4
sandwich 18 r0c5
sandwich 18 r0c7
sandwich 18 r0c9

#puzzle Anti-Knight, slow
size 9
rules sudoku anti-knight
r1c2 = 3
r1c9 = 7
r3c6 = 9
r3c7 = 2
r4c1 = 6
r4c4 = 4
r5c9 = 5
r6c2 = 4
r7c1 = 3
r8c5 = 6
r8c8 = 5
r9c2 = 6
r9c3 = 4
r9c4 = 3

#puzzle Arrow, slow
size 9
rules sudoku
arrow r1c2 : r2c1 r3c1
arrow r1c3 : r2c2 r1c1
arrow r2c5 : r1c5 r2c4
arrow r3c7 : r2c7 r1c8
arrow r3c9 : r2c8 r3c8 r2c9
arrow r3c6 : r4c6 r5c7
arrow r4c2 : r4c3 r3c2
arrow r5c1 : r5c2 r5c3
arrow r6c2 : r7c3 r7c4
arrow r7c2 : r6c3 r5c4
arrow r2c3 : r3c4 r4c5 r5c6
arrow r7c1 : r8c1 r9c2
arrow r9c3 : r8c2 r9c1
arrow r9c4 : r9c5 r9c6 r9c7
arrow r8c7 : r8c8 r8c9
arrow r7c8 : r6c7 r7c6
arrow r5c8 : r6c8 r7c7
arrow r5c5 : r6c6 r7c5

#puzzle Little killer, slow
size 9
rules sudoku
little-killer 20 r0c5 DL
little-killer 10 r0c6 DL
little-killer 21 r0c7 DL
little-killer 5 r3c10 UL
little-killer 12 r4c10 UL
little-killer 13 r7c0 DR
little-killer 16 r6c0 DR
little-killer 31 r10c2 UR
little-killer 15 r10c3 UR
little-killer 16 r10c4 UR

#puzzle Sandwich, partial, slow
size 9
rules sudoku
sandwich 8 r0c1
sandwich 4 r0c2
sandwich 17 r0c3
sandwich 3 r0c7
sandwich 10 r0c8
sandwich 25 r0c9
sandwich 4 r1c0
sandwich 33 r2c0
sandwich 17 r4c0
sandwich 16 r7c0

#puzzle Anti-consectutive, hard
size 9
rules sudoku non-consecutive
r1c2 = 3
r2c3 = 6
r3c4 = 5
r3c8 = 7

#puzzle White Room - killer sudoku
size 9
rules sudoku
cage 7 r2c2 r3c2 r4c2
cage 5 r2c6 r2c7
cage 6 r3c7 r3c8
cage 6 r4c6 r4c7
cage 15 r7c9 r6c9
cage 3 r9c7 r9c6
cage 17 r8c3 r7c3
cage 23 r6c3 r6c4 r7c4

#puzzle Skyscaper 2-3
size 9
rules sudoku
skyscraper 3 r0c8
skyscraper 2 r10c8
skyscraper 2 r6c0
skyscraper 3 r6c10
skyscraper 3 r8c10
skyscraper 3 r10c7
skyscraper 3 r10c4
skyscraper 3 r10c5
skyscraper 3 r10c2
skyscraper 3 r0c3
skyscraper 2 r10c3
skyscraper 3 r2c0
skyscraper 2 r2c10
skyscraper 3 r1c0
skyscraper 3 r1c10
skyscraper 3 r4c0
skyscraper 2 r0c1
skyscraper 3 r10c1
skyscraper 3 r9c0
skyscraper 2 r7c0
skyscraper 3 r7c10
skyscraper 3 r0c6
skyscraper 3 r0c9
skyscraper 3 r5c10
skyscraper 2 r3c0
skyscraper 2 r3c10

#puzzle Zero solution: Renban
size 9
rules sudoku
renban r7c2 r8c1 r9c2 r8c3
renban r7c5 r8c6 r9c5 r8c4
renban r8c7 r9c8 r8c9 r7c8
renban r6c8 r5c9 r4c8 r5c7
renban r3c2 r2c1 r1c2 r2c3
renban r3c5 r2c4 r1c5 r2c6
renban r2c7 r1c8 r2c9 r3c8
renban r5c4 r4c5 r5c6 r6c5
renban r4c2 r5c1 r6c2 r5c3

#puzzle Zero solution: Little Killer
size 9
rules sudoku
little-killer 49 r0c10 DL
little-killer 49 r0c9 DL
little-killer 49 r10c1 UR
little-killer 49 r10c2 UR
little-killer 49 r8c10 UL
little-killer 49 r0c0 DR
little-killer 49 r1c0 DR
little-killer 49 r2c0 DR

#puzzle Wecoc #1
size 9
rules sudoku
cage 24 r1c1 r1c2 r2c1 r3c1 r4c1
cage 25 r1c3 r1c4 r1c5 r2c2 r2c3
cage 26 r1c6 r1c7 r1c8 r1c9 r2c9
cage 20 r2c4 r3c4 r3c5 r3c6
cage 19 r2c5 r2c6 r2c7 r3c7
cage 26 r2c8 r3c8 r3c9 r4c9 r5c9
cage 20 r3c2 r3c3 r4c2 r5c2
cage 20 r4c3 r5c3 r6c2 r6c3
cage 13 r4c4 r5c4
cage 9 r4c5 r4c6
cage 20 r4c7 r4c8 r5c7 r6c7
cage 24 r5c1 r6c1 r7c1 r7c2 r8c2
cage 5 r5c6 r6c6
cage 20 r5c8 r6c8 r7c7 r7c8
cage 17 r6c4 r6c5
cage 26 r6c9 r7c9 r8c9 r9c8 r9c9
cage 21 r7c3 r8c3 r8c4 r8c5
cage 20 r7c4 r7c5 r7c6 r8c6
cage 24 r8c1 r9c1 r9c2 r9c3 r9c4
cage 25 r8c7 r8c8 r9c5 r9c6 r9c7

#puzzle Wecoc #1 [mod A]
size 9
rules sudoku
cage 24 r1c1 r1c2 r2c1 r3c1 r4c1
cage 25 r1c3 r1c4 r1c5 r2c2 r2c3
cage 26 r1c6 r1c7 r1c8 r1c9 r2c9
cage 20 r2c4 r3c4 r3c5 r3c6
cage 19 r2c5 r2c6 r2c7 r3c7
cage 26 r2c8 r3c8 r3c9 r4c9 r5c9
cage 20 r3c2 r3c3 r4c2 r5c2
cage 20 r4c3 r5c3 r6c2 r6c3
cage 13 r4c4 r5c4
cage 9 r4c5 r4c6
cage 20 r4c7 r4c8 r5c7 r6c7
cage 24 r5c1 r6c1 r7c1 r7c2 r8c2
cage 6 r5c5 r5c6 r6c6
cage 20 r5c8 r6c8 r7c7 r7c8
cage 17 r6c4 r6c5
cage 26 r6c9 r7c9 r8c9 r9c8 r9c9
cage 21 r7c3 r8c3 r8c4 r8c5
cage 20 r7c4 r7c5 r7c6 r8c6
cage 24 r8c1 r9c1 r9c2 r9c3 r9c4
cage 25 r8c7 r8c8 r9c5 r9c6 r9c7

#puzzle Wecoc #1 [mod B]
size 9
rules sudoku
cage 24 r1c1 r1c2 r2c1 r3c1 r4c1
cage 25 r1c3 r1c4 r1c5 r2c2 r2c3
cage 26 r1c6 r1c7 r1c8 r1c9 r2c9
cage 20 r2c4 r3c4 r3c5 r3c6
cage 19 r2c5 r2c6 r2c7 r3c7
cage 26 r2c8 r3c8 r3c9 r4c9 r5c9
cage 20 r3c2 r3c3 r4c2 r5c2
cage 20 r4c3 r5c3 r6c2 r6c3
cage 13 r4c4 r5c4
cage 9 r4c5 r4c6
cage 20 r4c7 r4c8 r5c7 r6c7
cage 24 r5c1 r6c1 r7c1 r7c2 r8c2
cage 18 r5c5 r6c4 r6c5
cage 5 r5c6 r6c6
cage 20 r5c8 r6c8 r7c7 r7c8
cage 26 r6c9 r7c9 r8c9 r9c8 r9c9
cage 21 r7c3 r8c3 r8c4 r8c5
cage 20 r7c4 r7c5 r7c6 r8c6
cage 24 r8c1 r9c1 r9c2 r9c3 r9c4
cage 25 r8c7 r8c8 r9c5 r9c6 r9c7

#puzzle Wecoc #2
size 9
rules sudoku
cage 10 r1c1 r2c1
cage 20 r1c2 r1c3 r2c2 r2c3
cage 25 r1c4 r1c5 r1c6 r1c7 r2c4
cage 11 r1c8 r1c9
cage 20 r2c5 r2c6 r2c7 r3c6
cage 20 r2c8 r2c9 r3c8 r3c9
cage 25 r3c1 r4c1 r5c1 r6c1 r6c2
cage 20 r3c2 r4c2 r4c3 r5c2
cage 25 r3c3 r3c4 r3c5 r4c4 r5c4
cage 25 r3c7 r4c5 r4c6 r4c7 r5c7
cage 25 r4c8 r4c9 r5c9 r6c9 r7c9
cage 25 r5c3 r6c3 r6c4 r6c5 r7c3
cage 2 r5c5
cage 25 r5c6 r6c6 r7c5 r7c6 r7c7
cage 20 r5c8 r6c7 r6c8 r7c8
cage 21 r7c1 r7c2 r8c1 r8c2
cage 20 r7c4 r8c3 r8c4 r8c5
cage 25 r8c6 r9c3 r9c4 r9c5 r9c6
cage 20 r8c7 r8c8 r9c7 r9c8
cage 11 r8c9 r9c9
cage 10 r9c1 r9c2

#puzzle tarek unsolvable #41
size 9
rules sudoku
cage 28 r1c1 r1c2 r2c2 r2c3 r2c4
cage 19 r1c3 r1c4 r1c5 r2c5 r2c6
cage 24 r1c6 r1c7 r1c8 r2c7
cage 20 r1c9 r2c8 r2c9 r3c8 r4c8
cage 19 r2c1 r3c1 r3c2 r4c1
cage 23 r3c3 r3c4 r3c5 r3c6 r4c3
cage 19 r3c7 r4c5 r4c6 r4c7 r5c7
cage 26 r3c9 r4c9 r5c8 r5c9 r6c8
cage 28 r4c2 r5c1 r5c2 r6c1 r7c1
cage 24 r4c4 r5c4 r5c5 r5c6 r6c6
cage 32 r5c3 r6c3 r6c4 r6c5 r7c3
cage 24 r6c2 r7c2 r8c1 r8c2 r9c1
cage 29 r6c7 r7c4 r7c5 r7c6 r7c7
cage 19 r6c9 r7c8 r7c9 r8c9
cage 22 r8c3 r9c2 r9c3 r9c4
cage 21 r8c4 r8c5 r9c5 r9c6 r9c7
cage 28 r8c6 r8c7 r8c8 r9c8 r9c9

#puzzle Hard renban 1
size 9
rules sudoku
r6c4 = 1
r4c5 = 2
renban r2c1 r1c2
renban r3c2 r2c3 r1c4
renban r3c4 r2c5 r1c6
renban r3c6 r2c7 r1c8
renban r2c8 r3c9
renban r3c7 r4c8 r5c9
renban r3c5 r4c6 r5c7
renban r3c3 r4c4 r5c5
renban r3c1 r4c2 r5c3
renban r6c1 r5c2
renban r7c1 r8c2 r9c3
renban r7c2 r6c3 r5c4
renban r7c3 r8c4 r9c5
renban r7c5 r8c6 r9c7
renban r7c7 r8c8 r9c9
renban r6c8 r7c9
renban r7c6 r6c7 r5c8
renban r5c6 r6c5 r7c4

#puzzle Hard renban 2
size 9
rules sudoku anti-king
renban r2c1 r1c2
renban r3c2 r2c3 r1c4
renban r3c4 r2c5 r1c6
renban r3c6 r2c7 r1c8
renban r2c8 r3c9
renban r3c7 r4c8 r5c9
renban r3c5 r4c6 r5c7
renban r3c3 r4c4 r5c5
renban r3c1 r4c2 r5c3
renban r6c1 r5c2
renban r7c1 r8c2 r9c3
renban r7c2 r6c3 r5c4
renban r7c3 r8c4 r9c5
renban r7c5 r8c6 r9c7
renban r7c7 r8c8 r9c9
renban r6c8 r7c9
renban r7c6 r6c7 r5c8
renban r5c6 r6c5 r7c4
thermo r9c1 r8c1

#puzzle Hard renban 3
size 9
rules sudoku
renban r2c1 r2c2 r2c3 r3c4 r3c5 r3c6
renban r4c1 r3c2 r4c3 r4c4 r5c3 r6c4
renban r4c2 r5c2 r6c2 r7c3 r8c3 r9c3 r9c4
renban r1c4 r2c4 r1c5
renban r1c6 r1c7 r2c7 r3c7 r4c8 r5c8 r6c8
renban r6c9 r7c8 r6c7 r6c6 r5c7 r4c6
renban r8c9 r8c8 r8c7 r7c6 r7c5 r7c4
renban r9c6 r8c6 r9c5
thermo r9c2 r8c2

#puzzle I want to break free
size 9
rules sudoku
thermo r1c2 r2c3
thermo r3c2 r2c1
thermo r4c2 r5c1
thermo r6c2 r5c3
thermo r7c2 r8c3
thermo r9c2 r8c1
thermo r1c6 r2c6
thermo r3c5 r2c4
thermo r3c5 r2c5
thermo r6c5 r5c4
thermo r7c5 r8c4
thermo r9c6 r8c6
thermo r1c8 r2c9
thermo r3c8 r2c7
thermo r4c8 r5c9
thermo r6c8 r5c7
thermo r7c8 r8c9
thermo r9c8 r8c7

#puzzle A kind of magic
size 9
rules sudoku
thermo r1c2 r2c3
thermo r3c2 r2c1
thermo r4c2 r5c1
thermo r6c2 r5c3
thermo r7c2 r8c1
thermo r9c2 r8c3
thermo r9c4 r8c4
thermo r9c6 r8c5
thermo r9c7 r8c6
thermo r9c8 r8c9
thermo r7c8 r8c7
thermo r7c6 r7c7
thermo r6c6 r5c5
thermo r6c8 r5c9
thermo r4c8 r5c7
thermo r3c8 r2c9
thermo r1c8 r2c7
thermo r3c6 r2c5
thermo r1c4 r2c4

#puzzle Bicycle race
size 9
rules sudoku
thermo r1c2 r2c1
thermo r3c2 r2c3
thermo r4c2 r5c3
thermo r4c3 r5c4
thermo r6c2 r5c1
thermo r7c2 r8c3
thermo r9c2 r8c1
thermo r9c4 r8c5
thermo r7c7 r8c6
thermo r7c8 r8c7
thermo r9c8 r8c9
thermo r6c7 r5c6
thermo r6c8 r5c7
thermo r4c8 r5c9
thermo r3c8 r2c7
thermo r1c8 r2c9
thermo r1c7 r2c6
thermo r3c4 r2c5
thermo r6c4 r5c5

#puzzle 16x16: Sudoku X
size 16
rules sudoku diagonal-up diagonal-down
r1c1 = 5
r1c2 = 12
r1c3 = 16
r1c4 = 3
r1c5 = 7
r1c6 = 1
r1c7 = 4
r1c11 = 11
r1c13 = 9
r1c15 = 8
r2c2 = 7
r2c3 = 15
r2c7 = 16
r2c10 = 10
r3c6 = 3
r3c7 = 14
r4c1 = 14
r4c5 = 5
r4c9 = 8
r4c10 = 9
r4c14 = 7
r4c15 = 16
r4c16 = 11
r5c4 = 11
r5c8 = 3
r5c9 = 12
r5c10 = 13
r5c13 = 5
r5c14 = 10
r5c15 = 2
r6c2 = 8
r6c3 = 1
r6c5 = 12
r6c8 = 7
r6c11 = 4
r6c13 = 6
r6c16 = 3
r7c10 = 8
r7c11 = 10
r7c14 = 12
r7c15 = 13
r7c16 = 7
r8c5 = 10
r8c6 = 14
r8c10 = 7
r8c13 = 11
r8c14 = 1
r9c3 = 8
r9c4 = 12
r9c7 = 5
r9c11 = 13
r9c12 = 9
r10c1 = 3
r10c2 = 2
r10c3 = 14
r10c6 = 15
r10c7 = 7
r11c1 = 16
r11c4 = 10
r11c6 = 12
r11c9 = 6
r11c12 = 5
r11c14 = 2
r11c15 = 3
r12c2 = 6
r12c3 = 5
r12c4 = 1
r12c7 = 13
r12c8 = 4
r12c9 = 2
r12c13 = 12
r13c1 = 4
r13c2 = 3
r13c3 = 2
r13c7 = 6
r13c8 = 13
r13c12 = 10
r13c16 = 14
r14c10 = 15
r14c11 = 8
r15c7 = 1
r15c10 = 6
r15c14 = 15
r15c15 = 12
r16c2 = 10
r16c4 = 15
r16c6 = 8
r16c10 = 2
r16c11 = 1
r16c12 = 4
r16c13 = 16
r16c14 = 6
r16c15 = 11
r16c16 = 9

#puzzle 16x16: Sudoku X, very hard
size 16
rules sudoku diagonal-up diagonal-down
r1c5 = 16
r1c6 = 12
r1c11 = 7
r1c12 = 3
r2c6 = 2
r2c8 = 7
r2c9 = 4
r2c11 = 11
r3c4 = 6
r3c5 = 11
r3c6 = 1
r3c7 = 15
r3c8 = 10
r3c9 = 9
r3c10 = 5
r3c11 = 2
r3c12 = 8
r3c13 = 14
r4c3 = 1
r4c8 = 3
r4c9 = 6
r4c14 = 7
r5c1 = 10
r5c3 = 9
r5c8 = 12
r5c9 = 5
r5c14 = 4
r5c16 = 2
r6c1 = 8
r6c2 = 14
r6c3 = 3
r6c8 = 2
r6c9 = 1
r6c14 = 13
r6c15 = 5
r6c16 = 7
r7c3 = 4
r7c14 = 16
r8c2 = 6
r8c3 = 16
r8c4 = 5
r8c5 = 3
r8c6 = 13
r8c11 = 8
r8c12 = 14
r8c13 = 1
r8c14 = 11
r8c15 = 12
r9c2 = 2
r9c3 = 5
r9c4 = 13
r9c5 = 9
r9c6 = 11
r9c11 = 1
r9c12 = 16
r9c13 = 8
r9c14 = 15
r9c15 = 4
r10c3 = 8
r10c14 = 12
r11c1 = 1
r11c2 = 12
r11c3 = 10
r11c8 = 6
r11c9 = 14
r11c14 = 5
r11c15 = 9
r11c16 = 11
r12c1 = 3
r12c3 = 11
r12c8 = 1
r12c9 = 8
r12c14 = 2
r12c16 = 13
r13c3 = 14
r13c8 = 5
r13c9 = 3
r13c14 = 8
r14c4 = 9
r14c5 = 14
r14c6 = 7
r14c7 = 2
r14c8 = 11
r14c9 = 16
r14c10 = 10
r14c11 = 13
r14c12 = 1
r14c13 = 4
r15c6 = 9
r15c8 = 16
r15c9 = 2
r15c11 = 14
r16c5 = 12
r16c6 = 4
r16c11 = 5
r16c12 = 6

#puzzle 16x16: Sudoku X, hard
size 16
rules sudoku diagonal-up diagonal-down
r1c1 = 1
r1c4 = 4
r1c10 = 10
r1c13 = 13
r1c14 = 14
r2c5 = 9
r2c8 = 12
r2c14 = 2
r2c15 = 3
r3c1 = 9
r3c5 = 14
r3c7 = 15
r3c10 = 2
r3c13 = 6
r4c1 = 13
r4c4 = 15
r4c6 = 2
r4c8 = 4
r4c12 = 7
r4c13 = 9
r4c15 = 11
r4c16 = 12
r5c1 = 2
r5c2 = 1
r5c7 = 8
r5c8 = 6
r5c16 = 15
r6c2 = 6
r6c3 = 8
r6c5 = 10
r6c7 = 9
r6c15 = 4
r6c16 = 3
r7c1 = 10
r7c6 = 16
r7c7 = 13
r7c12 = 3
r7c15 = 7
r8c7 = 4
r8c9 = 5
r8c10 = 8
r8c11 = 7
r8c15 = 12
r8c16 = 11
r9c1 = 3
r9c10 = 12
r9c11 = 9
r9c12 = 11
r9c14 = 16
r10c4 = 6
r10c5 = 11
r10c6 = 9
r10c8 = 10
r10c12 = 15
r11c2 = 12
r11c8 = 15
r11c9 = 3
r11c14 = 5
r12c1 = 16
r12c3 = 13
r12c8 = 3
r13c3 = 2
r13c5 = 8
r13c7 = 6
r13c9 = 12
r13c12 = 9
r13c13 = 16
r13c16 = 13
r14c1 = 8
r14c6 = 11
r14c7 = 10
r14c9 = 16
r14c12 = 13
r14c16 = 1
r15c3 = 10
r15c6 = 15
r15c7 = 14
r15c9 = 4
r15c11 = 2
r15c13 = 8
r16c3 = 14
r16c4 = 13
r16c11 = 6
r16c13 = 12

#puzzle 16x16: Windoku
size 16
rules sudoku
r1c3 = 2
r2c3 = 6
r5c1 = 7
r5c2 = 2
r6c1 = 9
r7c2 = 13
r7c3 = 11
r14c1 = 4
r16c1 = 5
r7c4 = 4
r8c1 = 15
r9c2 = 16
r10c1 = 2
r11c3 = 8
r11c4 = 11
r12c4 = 12
r9c4 = 6
r15c4 = 15
r15c5 = 14
r8c5 = 12
r8c6 = 5
r6c5 = 13
r6c6 = 6
r4c5 = 1
r3c5 = 15
r3c6 = 3
r2c6 = 9
r9c7 = 15
r10c7 = 13
r3c8 = 14
r5c8 = 10
r15c8 = 1
r16c8 = 9
r14c9 = 6
r12c9 = 9
r9c9 = 4
r2c9 = 3
r7c10 = 12
r10c10 = 8
r8c11 = 8
r5c11 = 4
r3c11 = 5
r4c12 = 4
r6c12 = 10
r7c12 = 7
r9c12 = 1
r11c12 = 16
r14c12 = 9
r13c13 = 12
r12c13 = 7
r7c13 = 3
r4c13 = 15
r1c14 = 3
r2c14 = 10
r2c15 = 16
r1c16 = 1
r3c15 = 7
r6c15 = 2
r10c15 = 12
r11c15 = 6
r12c16 = 11
extra-region r2c2 r3c2 r4c2 r5c2 r2c3 r3c3 r4c3 r5c3 r2c4 r3c4 r4c4 r5c4 r2c5 r3c5 r4c5 r5c5
extra-region r7c2 r8c2 r9c2 r10c2 r7c3 r8c3 r9c3 r10c3 r7c4 r8c4 r9c4 r10c4 r7c5 r8c5 r9c5 r10c5
extra-region r12c2 r13c2 r14c2 r15c2 r12c3 r13c3 r14c3 r15c3 r12c4 r13c4 r14c4 r15c4 r12c5 r13c5 r14c5 r15c5
extra-region r2c7 r3c7 r4c7 r5c7 r2c8 r3c8 r4c8 r5c8 r2c9 r3c9 r4c9 r5c9 r2c10 r3c10 r4c10 r5c10
extra-region r7c7 r8c7 r9c7 r10c7 r7c8 r8c8 r9c8 r10c8 r7c9 r8c9 r9c9 r10c9 r7c10 r8c10 r9c10 r10c10
extra-region r12c7 r13c7 r14c7 r15c7 r12c8 r13c8 r14c8 r15c8 r12c9 r13c9 r14c9 r15c9 r12c10 r13c10 r14c10 r15c10
extra-region r2c12 r3c12 r4c12 r5c12 r2c13 r3c13 r4c13 r5c13 r2c14 r3c14 r4c14 r5c14 r2c15 r3c15 r4c15 r5c15
extra-region r7c12 r8c12 r9c12 r10c12 r7c13 r8c13 r9c13 r10c13 r7c14 r8c14 r9c14 r10c14 r7c15 r8c15 r9c15 r10c15
extra-region r12c12 r13c12 r14c12 r15c12 r12c13 r13c13 r14c13 r15c13 r12c14 r13c14 r14c14 r15c14 r12c15 r13c15 r14c15 r15c15

#puzzle 6x6: Full rank
size 6
rules sudoku
full-rank 9 r0c2
full-rank 1 r0c3
full-rank 24 r6c0

#puzzle 6x6: Between Odd and Even
size 6
rules sudoku
marks 2,4,6 r4c3
marks 2,4,6 r1c3
marks 2,4,6 r6c4
marks 2,4,6 r4c6
marks 2,4,6 r2c2
marks 2,4,6 r2c3
marks 1,3,5 r3c1
marks 1,3,5 r3c4
marks 1,3,5 r2c4
marks 1,3,5 r2c5
marks 1,3,5 r4c2
marks 1,3,5 r6c3
between r6c3 r5c2 r4c2
between r3c1 r2c2 r3c3 r3c4
between r1c3 r2c4 r3c3 r4c3
between r4c6 r4c5 r5c4 r5c3 r6c4

#puzzle 6x6: Little Killer
size 6
rules sudoku
little-killer 8 r0c5 DL
little-killer 9 r2c0 DR
little-killer 26 r6c7 UL
little-killer 17 r7c1 UR

#puzzle Successor Arrows
size 6
rules sudoku
regex (12|2.3|3..4|4...5|5....6).* r1c5 r1c4 r1c3 r1c2 r1c1
regex (12|2.3|3..4|4...5|5....6).* r2c6 r2c5 r2c4 r2c3 r2c2 r2c1
regex (12|2.3|3..4|4...5|5....6).* r4c1 r4c2 r4c3 r4c4 r4c5 r4c6
regex (12|2.3|3..4|4...5|5....6).* r6c4 r6c5 r6c6
regex (12|2.3|3..4|4...5|5....6).* r6c5 r6c4 r6c3 r6c2 r6c1
regex .*(12|24).* r1c1 r2c1 r3c1 r4c1 r5c1 r6c1
regex .*(12|24).* r1c2 r2c2 r3c2 r4c2 r5c2 r6c2
regex .*(12|24).* r1c3 r2c3 r3c3 r4c3 r5c3 r6c3
regex .*(12|24).* r1c4 r2c4 r3c4 r4c4 r5c4 r6c4
regex .*(12|24).* r1c5 r2c5 r3c5 r4c5 r5c5 r6c5
regex .*(12|24).* r1c6 r2c6 r3c6 r4c6 r5c6 r6c6

#puzzle 4x4: Full Rank - with ties
size 4
rules sudoku
full-rank 10 r0c1 tied
full-rank 15 r0c2 tied
full-rank 5 r4c0 tied

#puzzle 4x4: Full Rank - tied clues
size 4
rules sudoku
full-rank 10 r0c1 tied
full-rank 15 r0c2 tied
full-rank 5 r4c0 tied
full-rank 5 r3c5 tied

#puzzle 4x4: Full Rank - no ties
size 4
rules sudoku full-rank-distinct
r3c4 = 2
r4c3 = 1
full-rank 10 r0c1

#puzzle 4x4: Full Rank - unclued ties
size 4
rules sudoku
r3c2 = 1
full-rank 5 r4c0

#puzzle 4x4: Counting circles
size 4
rules sudoku
counting-circles r1c1 r1c2 r2c2 r3c1 r4c1 r4c2 r4c4 r2c3 r2c4

#puzzle 6x8: Plain
size 6x8
rules sudoku
r1c1 = 1
r3c3 = 2
r4c6 = 3
r6c8 = 4
r1c5 = 5
r6c2 = 6
r2c7 = 7
r5c4 = 8
r3c5 = 1
r5c2 = 2
r3c1 = 3
r1c6 = 4
r5c7 = 5
r3c8 = 6
r6c5 = 7
r1c3 = 8
r4c2 = 1
r1c8 = 2
r5c8 = 3
r3c2 = 5
r6c3 = 1
r2c3 = 4

#puzzle 5x10: Killer Sudoku
size 5x10
rules sudoku
cage 16 r1c8 r1c9 r2c9
cage 34 r2c1 r3c1 r4c1 r5c1
cage 3 r1c10 r2c10
cage 4 r5c6 r5c7
cage 7 r2c2 r3c2 r3c3
cage 13 r3c4 r4c4
cage 20 r5c4 r5c5 r4c5
cage 20 r4c2 r4c3 r5c2 r5c3
cage 12 r1c2 r1c3 r2c3
cage 21 r4c7 r4c6 r3c6 r2c6
cage 20 r3c10 r4c10 r5c10
cage 10 r3c8 r3c9
cage 12 r4c8 r5c9 r5c8
cage 11 r1c7 r2c7
cage 34 r1c4 r1c5 r2c5 r3c5 r2c4

#puzzle 4x7: Jigsaw
size 4x7 boxes none
rules latin
r2c4 = 2
r3c6 = 3
r4c5 = 4
r3c1 = 5
r4c3 = 6
r1c7 = 7
r4c7 = 5
r1c1 = 3
r1c5 = 6
r2c2 = 1
region j1 r1c1 r2c1 r2c2 r2c3 r2c4 r2c5 r3c5
region j2 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r2c7
region j3 r2c6 r3c6 r3c7 r4c4 r4c5 r4c6 r4c7
region j4 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3

#puzzle 4x6: Skyscraper
size 4x6
rules sudoku
skyscraper 1 r0c1
skyscraper 4 r5c1
skyscraper 2 r0c2
skyscraper 3 r5c2
skyscraper 3 r0c3
skyscraper 3 r0c4
skyscraper 2 r5c4
skyscraper 2 r0c5
skyscraper 1 r0c6
skyscraper 4 r4c0

#puzzle 9x8: Plain boxless
size 9x8 boxes none
rules latin
r1c1 = 1
r3c3 = 2
r6c4 = 3
r4c6 = 4
r8c7 = 5
r8c2 = 6
r2c5 = 7
r9c8 = 8
r5c2 = 9
r1c7 = 2
r9c5 = 9
r9c1 = 6
r3c7 = 7
r2c8 = 3
r4c1 = 2
r7c3 = 1
r7c6 = 9
r5c7 = 8
r4c4 = 5
r6c8 = 5
r1c3 = 8
r7c2 = 4
r6c1 = 8
r8c4 = 8
r9c3 = 5
r3c5 = 6
r2c2 = 5
r7c8 = 2
r5c5 = 4
r1c4 = 4
r8c5 = 1
r4c3 = 3
r4c8 = 6

#puzzle 7x7: Killer Squishdoku
size 7 boxes none
values 1..9
rules latin
extra-region r1c3 r2c3 r3c3 r3c4 r3c5 r2c5 r1c5 r1c4 r2c4
extra-region r3c7 r3c6 r3c5 r4c5 r5c5 r5c6 r5c7 r4c7 r4c6
extra-region r3c5 r4c5 r5c5 r5c4 r5c3 r4c3 r3c3 r3c4 r4c4
extra-region r3c1 r3c2 r3c3 r4c3 r5c3 r5c2 r5c1 r4c1 r4c2
extra-region r5c3 r5c4 r5c5 r6c5 r7c5 r7c4 r7c3 r6c3 r6c4
sum 55 r1c1 r1c2 r1c3 r2c3 r3c3 r4c3 r4c4 r3c2 r3c1 r2c1 r2c2
sum 13 r4c1 r5c1 r6c1 r7c1
sum 22 r4c2 r5c2 r6c2 r6c3 r6c4
sum 21 r7c2 r7c3 r7c4
sum 12 r1c4 r1c5 r1c6 r1c7
sum 34 r2c4 r3c4 r3c5 r3c6 r4c6 r2c6 r2c5
sum 17 r2c7 r3c7 r4c7
sum 66 r5c3 r5c4 r5c5 r4c5 r6c5 r7c5 r7c6 r7c7 r6c7 r5c7 r5c6 r6c6
region j1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region j2 r1c5 r1c6 r1c7 r2c5 r2c6 r2c7 r3c5 r3c6 r3c7
region j3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3
region j4 r5c5 r5c6 r5c7 r6c5 r6c6 r6c7 r7c5 r7c6 r7c7

#puzzle Con-Set-Cutive
size 6
values 1..9
rules sudoku same-value-houses
cage 10 r1c2 r2c2
cage 8 r3c1 r4c1
renban r4c1 r5c1
renban r2c1 r2c2
renban r3c4 r4c4 r5c4 r6c4
whispers 5 r4c3 r4c4 r4c5
whispers 5 r2c4 r2c5
arrow r6c4 : r6c3 r6c2 r6c1

#puzzle Buy Or Rent? (Skyscraper Version)
size 7 boxes none
values 1..9
rules latin
extra-region r1c3 r2c3 r3c3 r3c4 r3c5 r2c5 r1c5 r1c4 r2c4
extra-region r3c1 r3c2 r4c2 r3c3 r4c3 r5c3 r5c2 r5c1 r4c1
extra-region r3c3 r4c3 r5c3 r5c4 r5c5 r4c5 r3c5 r3c4 r4c4
extra-region r3c5 r4c5 r5c5 r5c6 r5c7 r4c7 r3c7 r3c6 r4c6
extra-region r5c3 r5c4 r5c5 r6c5 r7c5 r7c4 r7c3 r6c3 r6c4
skyscraper 3 r0c3
skyscraper 3 r0c4
skyscraper 3 r0c5
skyscraper 2 r8c5
skyscraper 5 r8c1
skyscraper 3 r7c0
skyscraper 4 r1c0
skyscraper 1 r1c8
skyscraper 1 r2c8
skyscraper 1 r4c8
x r4c1 r4c2
v r5c7 r6c7
region j1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region j2 r1c5 r1c6 r1c7 r2c5 r2c6 r2c7 r3c5 r3c6 r3c7
region j3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3
region j4 r5c5 r5c6 r5c7 r6c5 r6c6 r6c7 r7c5 r7c6 r7c7

#puzzle Buy Or Rent? (Numbered Rooms Version)
size 7 boxes none
values 1..9
rules latin
extra-region r1c3 r2c3 r3c3 r3c4 r3c5 r2c5 r1c5 r1c4 r2c4
extra-region r3c1 r3c2 r4c2 r3c3 r4c3 r5c3 r5c2 r5c1 r4c1
extra-region r3c3 r4c3 r5c3 r5c4 r5c5 r4c5 r3c5 r3c4 r4c4
extra-region r3c5 r4c5 r5c5 r5c6 r5c7 r4c7 r3c7 r3c6 r4c6
extra-region r5c3 r5c4 r5c5 r6c5 r7c5 r7c4 r7c3 r6c3 r6c4
numbered-room 3 r0c3
numbered-room 3 r0c4
numbered-room 3 r0c5
numbered-room 2 r8c5
numbered-room 5 r8c1
numbered-room 3 r7c0
numbered-room 4 r1c0
numbered-room 1 r1c8
numbered-room 1 r2c8
numbered-room 1 r4c8
numbered-room 5 r8c7
x r4c1 r4c2
v r5c7 r6c7
region j1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region j2 r1c5 r1c6 r1c7 r2c5 r2c6 r2c7 r3c5 r3c6 r3c7
region j3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3
region j4 r5c5 r5c6 r5c7 r6c5 r6c6 r6c7 r7c5 r7c6 r7c7

#puzzle Hidden Hostility
size 6 boxes none
values 1..9
rules latin diagonal-down
region box1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region box2 r1c4 r1c5 r1c6 r2c4 r2c5 r2c6 r3c4 r3c5 r3c6
region box3 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3
region box4 r4c4 r4c5 r4c6 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6
cage 8 r1c2 r1c1 r2c1
cage 7 r5c1 r6c1 r6c2
cage 23 r4c2 r5c2 r5c3
cage 22 r2c3 r2c2 r3c2
cage 23 r2c4 r2c5 r3c5
cage 21 r4c5 r5c5 r5c4
cage 8 r5c6 r6c6 r6c5
cage 7 r1c5 r1c6 r2c6
r1c3 > r1c4
r6c3 > r6c2
r3c5 > r3c6

#puzzle Order From Chaos
size 6 boxes none
values 1..9
rules latin global-entropy
r3c1 = 3
automaton Arith-Seq start 0 accept 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43 0:1:1 0:2:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1:10 1:2:11 1:3:12 1:4:13 1:5:14 1:6-9:15 2:1,6-9:15 2:2:16 2:3:17 2:4:18 2:5:19 3:1,7-9:15 3:2:20 3:3:21 3:4:22 3:5:23 3:6:14 4:1,2,7-9:15 4:3:24 4:4:25 4:5:26 4:6:19 5:1,2,8,9:15 5:3:20 5:4:27 5:5:28 5:6:29 5:7:14 6:1-3,8,9:15 6:4:30 6:5:31 6:6:32 6:7:33 7:1-3,9:15 7:4:20 7:5:34 7:6:35 7:7:36 7:8:14 8:1-4,9:15 8:5:30 8:6:37 8:7:38 8:8:39 9:1-4:15 9:5:20 9:6:40 9:7:41 9:8:42 9:9:43 10:1:10 11:3:17 12:5:23 13:7:15 14:9:15 16:2:16 17:4:22 18:6:19 19:8:15 20:1:15 21:3:21 22:5:26 23:7:14 24:2:20 25:4:25 26:6:29 27:3:24 28:5:28 29:7:33 30:2:15 31:4:27 32:6:32 33:8:14 34:3:20 35:5:31 36:7:36 37:4:30 38:6:35 39:8:39 40:3:15 41:5:34 42:7:38 43:9:43
region box1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region box2 r1c4 r1c5 r1c6 r2c4 r2c5 r2c6 r3c4 r3c5 r3c6
region box3 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3
region box4 r4c4 r4c5 r4c6 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6
automaton Arith-Seq r1c1 r1c2 r1c3
automaton Arith-Seq r2c2 r3c2 r3c3
automaton Arith-Seq r4c1 r5c1 r6c1 r6c2
automaton Arith-Seq r4c2 r4c3 r5c3 r6c3
automaton Arith-Seq r2c4 r3c4 r4c4
automaton Arith-Seq r5c4 r5c5 r6c5
automaton Arith-Seq r3c5 r3c6 r4c6

#puzzle Quadro Quadri
size 6 boxes none
values 1..9
rules latin
renban r5c1 r6c2
renban r4c2 r5c3
renban r2c1 r1c2
renban r3c2 r2c3
renban r1c5 r2c6
renban r2c4 r3c5
renban r4c5 r5c4
renban r5c6 r6c5
quadruple 1,2,4 r1c5 r1c6 r2c5 r2c6
quadruple 7,8 r2c5 r2c6 r3c5 r3c6
quadruple 1,2,3 r1c1 r1c2 r2c1 r2c2
quadruple 8,9 r1c2 r1c3 r2c2 r2c3
quadruple 1,2,3,4 r3c3 r3c4 r4c3 r4c4
quadruple 5,9 r4c1 r4c2 r5c1 r5c2
quadruple 2,3,4 r5c1 r5c2 r6c1 r6c2
quadruple 6,7 r5c4 r5c5 r6c4 r6c5
quadruple 1,3,4 r5c5 r5c6 r6c5 r6c6
region j1 r1c1 r2c1 r2c2 r3c1 r3c2 r3c3 r4c1 r4c2 r5c1
region j2 r1c2 r1c3 r1c4 r1c5 r1c6 r2c3 r2c4 r2c5 r3c4
region j3 r2c6 r3c5 r3c6 r4c4 r4c5 r4c6 r5c5 r5c6 r6c6
region j4 r4c3 r5c2 r5c3 r5c4 r6c1 r6c2 r6c3 r6c4 r6c5

#puzzle 7x7: Dutch Flat Mate Squishdoku
size 7 boxes none
values 1..9
rules latin dutch-flatmates
extra-region r1c3 r2c3 r3c3 r3c4 r3c5 r2c5 r1c5 r1c4 r2c4
extra-region r3c1 r3c2 r4c2 r3c3 r4c3 r5c3 r5c2 r5c1 r4c1
extra-region r3c3 r4c3 r5c3 r5c4 r5c5 r4c5 r3c5 r3c4 r4c4
extra-region r3c5 r4c5 r5c5 r5c6 r5c7 r4c7 r3c7 r3c6 r4c6
extra-region r5c3 r5c4 r5c5 r6c5 r7c5 r7c4 r7c3 r6c3 r6c4
double-arrow r2c4 r3c3 r4c2 r5c2
double-arrow r5c2 r6c3 r6c4 r6c5
counting-circles r1c1 r2c2 r2c3 r2c4 r3c2 r4c4 r5c2 r6c5 r6c6 r5c6 r1c6 r7c7 r2c7 r3c7 r4c7
region j1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region j2 r1c5 r1c6 r1c7 r2c5 r2c6 r2c7 r3c5 r3c6 r3c7
region j3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3
region j4 r5c5 r5c6 r5c7 r6c5 r6c6 r6c7 r7c5 r7c6 r7c7

#puzzle The Whirlpool
size 5 boxes none
values 1..9
rules latin
extra-region r1c1 r1c2 r1c3 r2c3 r3c3 r3c2 r3c1 r2c1 r2c2
extra-region r1c3 r2c3 r3c3 r3c4 r3c5 r2c5 r1c5 r1c4 r2c4
extra-region r3c1 r3c2 r3c3 r4c3 r5c3 r5c2 r5c1 r4c1 r4c2
extra-region r3c3 r4c3 r5c3 r5c4 r5c5 r4c5 r3c5 r4c4 r3c4
arrow r4c1 : r3c1 r2c1 r2c2
arrow r1c2 : r1c3 r1c4 r2c4
arrow r2c5 : r3c5 r4c5 r4c4
arrow r5c4 : r5c3 r5c2 r4c2
thermo r4c3 r3c2 r2c3 r3c4

#puzzle 7x7: Buggy NR Squishdoku
size 7 boxes none
values 1..9
rules latin
r5c7 = 7
r1c5 = 1
r7c6 = 8
r4c4 = 1
extra-region r1c3 r2c3 r3c3 r3c4 r3c5 r2c5 r1c5 r1c4 r2c4
extra-region r3c1 r3c2 r4c2 r3c3 r4c3 r5c3 r5c2 r5c1 r4c1
extra-region r3c3 r4c3 r5c3 r5c4 r5c5 r4c5 r3c5 r3c4 r4c4
extra-region r3c5 r4c5 r5c5 r5c6 r5c7 r4c7 r3c7 r3c6 r4c6
extra-region r5c3 r5c4 r5c5 r6c5 r7c5 r7c4 r7c3 r6c3 r6c4
skyscraper 3 r8c1
skyscraper 3 r8c7
skyscraper 2 r0c2
skyscraper 2 r3c0
skyscraper 3 r8c4
numbered-room 3 r8c1
numbered-room 3 r8c7
numbered-room 2 r0c2
numbered-room 2 r3c0
numbered-room 3 r8c4
numbered-room 4 r6c0
region j1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region j2 r1c5 r1c6 r1c7 r2c5 r2c6 r2c7 r3c5 r3c6 r3c7
region j3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3 r7c1 r7c2 r7c3
region j4 r5c5 r5c6 r5c7 r6c5 r6c6 r6c7 r7c5 r7c6 r7c7

#puzzle 6x6: 9-value disjoint sets
size 6 boxes none
values 1..9
rules latin offset
r1c1 = 1
r3c4 = 2
r2c5 = 1
r4c3 = 2
r3c2 = 4
r3c1 = 6
r5c2 = 3
r6c4 = 4
r6c6 = 6
r1c3 = 3
r6c3 = 7
r6c5 = 9
r2c1 = 5
r5c4 = 7
r2c6 = 7
r1c5 = 6
r3c6 = 3
region box1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region box2 r1c4 r1c5 r1c6 r2c4 r2c5 r2c6 r3c4 r3c5 r3c6
region box3 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3
region box4 r4c4 r4c5 r4c6 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6

#puzzle Hidden Skyscraper - Full Odd
size 9
rules sudoku
hidden-skyscraper 1 r0c3
hidden-skyscraper 1 r0c4
hidden-skyscraper 7 r1c0
hidden-skyscraper 7 r3c0
hidden-skyscraper 5 r6c0
hidden-skyscraper 1 r5c0
hidden-skyscraper 1 r5c10
hidden-skyscraper 1 r8c0
hidden-skyscraper 1 r8c10
hidden-skyscraper 3 r10c1
hidden-skyscraper 1 r10c2
hidden-skyscraper 1 r10c5
hidden-skyscraper 5 r0c8
hidden-skyscraper 1 r10c8
hidden-skyscraper 3 r9c10
hidden-skyscraper 1 r2c10
hidden-skyscraper 3 r0c6
either
  hidden-skyscraper 2 r1c10
or
  hidden-skyscraper 4 r1c10
or
  hidden-skyscraper 6 r1c10
or
  hidden-skyscraper 8 r1c10
end
either
  hidden-skyscraper 2 r3c10
or
  hidden-skyscraper 4 r3c10
or
  hidden-skyscraper 6 r3c10
or
  hidden-skyscraper 8 r3c10
end
either
  hidden-skyscraper 2 r4c10
or
  hidden-skyscraper 4 r4c10
or
  hidden-skyscraper 6 r4c10
or
  hidden-skyscraper 8 r4c10
end
either
  hidden-skyscraper 2 r6c10
or
  hidden-skyscraper 4 r6c10
or
  hidden-skyscraper 6 r6c10
or
  hidden-skyscraper 8 r6c10
end
either
  hidden-skyscraper 2 r7c10
or
  hidden-skyscraper 4 r7c10
or
  hidden-skyscraper 6 r7c10
or
  hidden-skyscraper 8 r7c10
end
either
  hidden-skyscraper 2 r10c3
or
  hidden-skyscraper 4 r10c3
or
  hidden-skyscraper 6 r10c3
or
  hidden-skyscraper 8 r10c3
end
either
  hidden-skyscraper 2 r10c4
or
  hidden-skyscraper 4 r10c4
or
  hidden-skyscraper 6 r10c4
or
  hidden-skyscraper 8 r10c4
end
either
  hidden-skyscraper 2 r10c6
or
  hidden-skyscraper 4 r10c6
or
  hidden-skyscraper 6 r10c6
or
  hidden-skyscraper 8 r10c6
end
either
  hidden-skyscraper 2 r10c7
or
  hidden-skyscraper 4 r10c7
or
  hidden-skyscraper 6 r10c7
or
  hidden-skyscraper 8 r10c7
end
either
  hidden-skyscraper 2 r10c9
or
  hidden-skyscraper 4 r10c9
or
  hidden-skyscraper 6 r10c9
or
  hidden-skyscraper 8 r10c9
end
either
  hidden-skyscraper 2 r0c1
or
  hidden-skyscraper 4 r0c1
or
  hidden-skyscraper 6 r0c1
or
  hidden-skyscraper 8 r0c1
end
either
  hidden-skyscraper 2 r0c2
or
  hidden-skyscraper 4 r0c2
or
  hidden-skyscraper 6 r0c2
or
  hidden-skyscraper 8 r0c2
end
either
  hidden-skyscraper 2 r0c5
or
  hidden-skyscraper 4 r0c5
or
  hidden-skyscraper 6 r0c5
or
  hidden-skyscraper 8 r0c5
end
either
  hidden-skyscraper 2 r0c7
or
  hidden-skyscraper 4 r0c7
or
  hidden-skyscraper 6 r0c7
or
  hidden-skyscraper 8 r0c7
end
either
  hidden-skyscraper 2 r0c9
or
  hidden-skyscraper 4 r0c9
or
  hidden-skyscraper 6 r0c9
or
  hidden-skyscraper 8 r0c9
end
either
  hidden-skyscraper 2 r2c0
or
  hidden-skyscraper 4 r2c0
or
  hidden-skyscraper 6 r2c0
or
  hidden-skyscraper 8 r2c0
end
either
  hidden-skyscraper 2 r4c0
or
  hidden-skyscraper 4 r4c0
or
  hidden-skyscraper 6 r4c0
or
  hidden-skyscraper 8 r4c0
end
either
  hidden-skyscraper 2 r7c0
or
  hidden-skyscraper 4 r7c0
or
  hidden-skyscraper 6 r7c0
or
  hidden-skyscraper 8 r7c0
end
either
  hidden-skyscraper 2 r9c0
or
  hidden-skyscraper 4 r9c0
or
  hidden-skyscraper 6 r9c0
or
  hidden-skyscraper 8 r9c0
end

#puzzle Numbered Rooms vs X-Sums
size 9
rules sudoku
r2c2 = 8
r1c3 = 3
r1c5 = 2
r1c7 = 4
r4c9 = 2
r7c3 = 2
r8c7 = 9
r8c4 = 6
either
  numbered-room 8 r2c0
or
  x-sum 8 r2c0
end
either
  numbered-room 8 r3c0
or
  x-sum 8 r3c0
end
either
  numbered-room 8 r4c10
or
  x-sum 8 r4c10
end
either
  numbered-room 5 r4c0
or
  x-sum 5 r4c0
end
either
  numbered-room 8 r5c10
or
  x-sum 8 r5c10
end
either
  numbered-room 2 r5c0
or
  x-sum 2 r5c0
end
either
  numbered-room 1 r8c10
or
  x-sum 1 r8c10
end
either
  numbered-room 8 r8c0
or
  x-sum 8 r8c0
end
either
  numbered-room 8 r10c2
or
  x-sum 8 r10c2
end
either
  numbered-room 5 r10c4
or
  x-sum 5 r10c4
end
either
  numbered-room 8 r10c7
or
  x-sum 8 r10c7
end
either
  numbered-room 8 r0c7
or
  x-sum 8 r0c7
end
either
  numbered-room 7 r10c9
or
  x-sum 7 r10c9
end
either
  numbered-room 8 r6c10
or
  x-sum 8 r6c10
end
either
  numbered-room 8 r0c6
or
  x-sum 8 r0c6
end
either
  numbered-room 6 r0c5
or
  x-sum 6 r0c5
end
either
  numbered-room 8 r0c3
or
  x-sum 8 r0c3
end

#puzzle City Planning
size 9
rules sudoku
either
  r5c2 = 5
or
  skyscraper 5 r0c2
end
either
  r3c3 = 3
or
  skyscraper 3 r0c3
end
either
  r3c3 = 7
or
  skyscraper 7 r10c3
end
either
  r1c4 = 1
or
  skyscraper 1 r0c4
end
either
  r3c4 = 7
or
  skyscraper 7 r10c4
end
either
  r9c7 = 9
or
  skyscraper 9 r0c7
end
either
  r4c9 = 4
or
  skyscraper 4 r0c9
end
either
  r7c9 = 3
or
  skyscraper 3 r10c9
end
either
  r3c1 = 9
or
  skyscraper 9 r3c10
end
either
  r6c9 = 1
or
  skyscraper 1 r6c10
end
either
  r6c8 = 8
or
  skyscraper 8 r6c0
end
either
  r7c4 = 6
or
  skyscraper 6 r7c10
end
either
  r7c6 = 6
or
  skyscraper 6 r7c0
end
either
  r8c6 = 4
or
  skyscraper 4 r8c10
end
either
  r2c6 = 8
or
  skyscraper 8 r10c6
end
either
  r9c5 = 5
or
  skyscraper 5 r9c0
end
either
  r4c2 = 2
or
  skyscraper 2 r4c0
end
either
  r2c2 = 2
or
  skyscraper 2 r2c0
end
either
  r1c4 = 1
or
  r6c9 = 1
end
either
  skyscraper 1 r0c4
or
  skyscraper 1 r6c10
end
either
  r4c2 = 2
or
  r2c2 = 2
end
either
  skyscraper 2 r4c0
or
  skyscraper 2 r2c0
end
either
  r3c3 = 3
or
  r7c9 = 3
end
either
  skyscraper 3 r0c3
or
  skyscraper 3 r10c9
end
either
  r4c9 = 4
or
  r8c6 = 4
end
either
  skyscraper 4 r0c9
or
  skyscraper 4 r8c10
end
either
  r5c2 = 5
or
  r9c5 = 5
end
either
  skyscraper 5 r0c2
or
  skyscraper 5 r9c0
end
either
  r7c4 = 6
or
  r7c6 = 6
end
either
  skyscraper 6 r7c10
or
  skyscraper 6 r7c0
end
either
  r3c3 = 7
or
  r3c4 = 7
end
either
  skyscraper 7 r10c3
or
  skyscraper 7 r10c4
end
either
  r6c8 = 8
or
  r2c6 = 8
end
either
  skyscraper 8 r6c0
or
  skyscraper 8 r10c6
end
either
  r9c7 = 9
or
  r3c1 = 9
end
either
  skyscraper 9 r0c7
or
  skyscraper 9 r3c10
end

#puzzle Killer lunchboxes
size 9
rules sudoku
either
  cage 3 r1c1 r2c1 r2c2 r3c2 r4c2 r4c3
or
  lunchbox 3 r1c1 r2c1 r2c2 r3c2 r4c2 r4c3
end
either
  cage 8 r1c3 r1c4 r2c4
or
  lunchbox 8 r1c3 r1c4 r2c4
end
either
  cage 11 r1c5 r1c6 r1c7 r1c8
or
  lunchbox 11 r1c5 r1c6 r1c7 r1c8
end
either
  cage 16 r4c4 r3c4 r3c5 r3c6 r4c6
or
  lunchbox 16 r4c4 r3c4 r3c5 r3c6 r4c6
end
either
  cage 6 r5c2 r5c3 r6c3
or
  lunchbox 6 r5c2 r5c3 r6c3
end
either
  cage 10 r6c4 r5c4 r5c5 r5c6
or
  lunchbox 10 r6c4 r5c4 r5c5 r5c6
end
either
  cage 7 r4c7 r5c7 r6c7
or
  lunchbox 7 r4c7 r5c7 r6c7
end
either
  cage 6 r4c8 r5c8 r5c9
or
  lunchbox 6 r4c8 r5c8 r5c9
end
lunchbox 0 r9c7 r9c8 r9c9
either
  cage 13 r7c7 r7c6 r8c6 r8c5
or
  lunchbox 13 r7c7 r7c6 r8c6 r8c5
end
lunchbox 0 r6c5 r7c5 r7c4 r8c4 r9c4
either
  cage 8 r7c2 r7c3 r8c3
or
  lunchbox 8 r7c2 r7c3 r8c3
end
either
  cage 15 r7c1 r8c1 r9c1 r9c2
or
  lunchbox 15 r7c1 r8c1 r9c1 r9c2
end
either
  cage 7 r4c1 r5c1 r6c1
or
  lunchbox 7 r4c1 r5c1 r6c1
end

#puzzle Killer lunchboxes [resolved]
size 9
rules sudoku
lunchbox 3 r1c1 r2c1 r2c2 r3c2 r4c2 r4c3
lunchbox 8 r1c3 r1c4 r2c4
cage 11 r1c5 r1c6 r1c7 r1c8
cage 16 r4c4 r3c4 r3c5 r3c6 r4c6
lunchbox 6 r5c2 r5c3 r6c3
lunchbox 10 r6c4 r5c4 r5c5 r5c6
lunchbox 7 r4c7 r5c7 r6c7
cage 6 r4c8 r5c8 r5c9
lunchbox 0 r9c7 r9c8 r9c9
cage 13 r7c7 r7c6 r8c6 r8c5
cage 8 r7c2 r7c3 r8c3
lunchbox 15 r7c1 r8c1 r9c1 r9c2
cage 7 r4c1 r5c1 r6c1
lunchbox 0 r6c5 r7c5 r7c4 r8c4 r9c4

#puzzle Ambiguous Arrows - composite
size 9
rules sudoku
either
  arrow r2c1 : r1c2 r1c3 r2c3
or
  arrow r1c2 : r1c3 r2c3 r2c1
or
  arrow r1c3 : r2c3 r2c1 r1c2
or
  arrow r2c3 : r2c1 r1c2 r1c3
end
either
  arrow r3c1 : r2c2 r3c3
or
  arrow r2c2 : r3c3 r3c1
or
  arrow r3c3 : r3c1 r2c2
end
either
  arrow r2c4 : r1c4 r1c5 r1c6
or
  arrow r1c4 : r1c5 r1c6 r2c4
or
  arrow r1c5 : r1c6 r2c4 r1c4
or
  arrow r1c6 : r2c4 r1c4 r1c5
end
either
  arrow r4c4 : r3c4 r2c5 r2c6
or
  arrow r3c4 : r2c5 r2c6 r4c4
or
  arrow r2c5 : r2c6 r4c4 r3c4
or
  arrow r2c6 : r4c4 r3c4 r2c5
end
either
  arrow r3c5 : r3c6 r4c6
or
  arrow r3c6 : r4c6 r3c5
or
  arrow r4c6 : r3c5 r3c6
end
either
  arrow r1c9 : r1c8 r2c7 r3c8
or
  arrow r1c8 : r2c7 r3c8 r1c9
or
  arrow r2c7 : r3c8 r1c9 r1c8
or
  arrow r3c8 : r1c9 r1c8 r2c7
end
either
  arrow r4c9 : r4c8 r5c7 r6c8
or
  arrow r4c8 : r5c7 r6c8 r4c9
or
  arrow r5c7 : r6c8 r4c9 r4c8
or
  arrow r6c8 : r4c9 r4c8 r5c7
end
either
  arrow r4c7 : r5c6 r6c6 r7c6
or
  arrow r5c6 : r6c6 r7c6 r4c7
or
  arrow r6c6 : r7c6 r4c7 r5c6
or
  arrow r7c6 : r4c7 r5c6 r6c6
end
either
  arrow r7c4 : r6c4 r5c4 r4c3
or
  arrow r6c4 : r5c4 r4c3 r7c4
or
  arrow r5c4 : r4c3 r7c4 r6c4
or
  arrow r4c3 : r7c4 r6c4 r5c4
end
either
  arrow r4c1 : r4c2 r5c3 r6c3
or
  arrow r4c2 : r5c3 r6c3 r4c1
or
  arrow r5c3 : r6c3 r4c1 r4c2
or
  arrow r6c3 : r4c1 r4c2 r5c3
end
either
  arrow r6c2 : r7c1 r8c1 r9c1
or
  arrow r7c1 : r8c1 r9c1 r6c2
or
  arrow r8c1 : r9c1 r6c2 r7c1
or
  arrow r9c1 : r6c2 r7c1 r8c1
end
either
  arrow r6c1 : r7c2 r8c2
or
  arrow r7c2 : r8c2 r6c1
or
  arrow r8c2 : r6c1 r7c2
end
either
  arrow r9c6 : r8c6 r7c7
or
  arrow r8c6 : r7c7 r9c6
or
  arrow r7c7 : r9c6 r8c6
end
either
  arrow r9c7 : r8c8 r9c9
or
  arrow r8c8 : r9c9 r9c7
or
  arrow r9c9 : r9c7 r8c8
end

#puzzle 0-indexed: Classic sudoku
size 9
values 0..8
rules sudoku
r1c1 = 4
r1c2 = 2
r1c5 = 6
r2c1 = 5
r2c4 = 0
r2c5 = 8
r2c6 = 4
r3c2 = 8
r3c3 = 7
r3c8 = 5
r4c1 = 7
r4c5 = 5
r4c9 = 2
r5c1 = 3
r5c4 = 7
r5c6 = 2
r5c9 = 0
r6c1 = 6
r6c5 = 1
r6c9 = 5
r7c2 = 5
r7c7 = 1
r7c8 = 7
r8c4 = 3
r8c5 = 0
r8c6 = 8
r8c9 = 4
r9c5 = 7
r9c8 = 6
r9c9 = 8

#puzzle 0-indexed: Sudoku X
size 9
values 0..8
rules sudoku diagonal-up diagonal-down
r1c3 = 0
r1c7 = 1
r2c3 = 1
r2c4 = 2
r2c9 = 3
r3c1 = 3
r4c1 = 4
r4c3 = 2
r4c8 = 5
r5c2 = 0
r5c9 = 4
r6c3 = 5
r7c5 = 6
r7c6 = 7
r8c5 = 8
r9c2 = 6
r9c6 = 0
r9c8 = 8

#puzzle 0-indexed: Anti-knight Anti-king
size 9
values 0..8
rules sudoku anti-knight anti-king
r1c1 = 0
r1c7 = 4
r1c8 = 5
r1c9 = 6
r2c1 = 1
r2c2 = 2
r2c3 = 3
r2c9 = 7

#puzzle 0-indexed: Jigsaw
size 9 boxes none
values 0..8
rules latin
r1c1 = 2
r1c9 = 6
r2c1 = 0
r2c9 = 4
r3c5 = 5
r3c6 = 7
r4c3 = 4
r4c5 = 0
r4c6 = 8
r5c4 = 8
r6c9 = 1
r7c1 = 7
r7c6 = 2
r8c4 = 1
r8c5 = 2
r8c6 = 4
r8c9 = 0
r9c8 = 8
region j1 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r2c5 r2c7
region j2 r1c8 r2c8 r3c7 r3c8 r4c5 r4c6 r4c7 r4c8 r5c8
region j3 r1c9 r2c9 r3c9 r4c9 r5c7 r5c9 r6c7 r6c8 r6c9
region j4 r2c1 r3c1 r4c1 r5c1 r6c1 r6c2 r7c1 r7c2 r8c1
region j5 r2c2 r3c2 r4c2 r5c2 r5c3 r5c4 r6c3 r7c3 r7c4
region j6 r2c3 r2c4 r2c6 r3c3 r3c4 r3c5 r3c6 r4c3 r4c4
region j7 r5c5 r5c6 r6c4 r6c5 r6c6 r7c5 r7c6 r7c7 r7c8
region j8 r7c9 r8c6 r8c7 r8c8 r8c9 r9c6 r9c7 r9c8 r9c9
region j9 r8c2 r8c3 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4 r9c5

#puzzle 0-indexed: Windoku
size 9
values 0..8
rules sudoku
r2c6 = 4
r2c8 = 0
r3c5 = 1
r3c9 = 5
r4c7 = 3
r5c3 = 4
r5c7 = 5
r6c2 = 7
r6c6 = 6
r6c7 = 2
r7c4 = 1
r7c5 = 0
r7c6 = 3
r8c2 = 6
r8c9 = 1
r9c3 = 5
r9c8 = 3
extra-region r2c2 r3c2 r4c2 r2c3 r3c3 r4c3 r2c4 r3c4 r4c4
extra-region r6c2 r7c2 r8c2 r6c3 r7c3 r8c3 r6c4 r7c4 r8c4
extra-region r2c6 r3c6 r4c6 r2c7 r3c7 r4c7 r2c8 r3c8 r4c8
extra-region r6c6 r7c6 r8c6 r6c7 r7c7 r8c7 r6c8 r7c8 r8c8

#puzzle 0-indexed: Odd even
size 9
values 0..8
rules sudoku
r1c6 = 6
r1c7 = 1
r1c8 = 0
r1c9 = 5
r2c9 = 4
r2c8 = 6
r2c7 = 8
r2c6 = 3
r8c1 = 1
r8c2 = 6
r8c3 = 3
r8c4 = 4
r9c1 = 8
r9c2 = 4
r9c3 = 7
r9c4 = 1
marks 1,3,5,7 r4c7
marks 1,3,5,7 r4c8
marks 1,3,5,7 r5c6
marks 1,3,5,7 r6c6
marks 1,3,5,7 r6c7
marks 1,3,5,7 r6c8
marks 1,3,5,7 r7c6
marks 1,3,5,7 r8c7
marks 1,3,5,7 r8c8
marks 0,2,4,6,8 r2c3
marks 0,2,4,6,8 r3c2
marks 0,2,4,6,8 r4c4
marks 0,2,4,6,8 r4c2
marks 0,2,4,6,8 r5c4
marks 0,2,4,6,8 r5c2
marks 0,2,4,6,8 r3c4
marks 0,2,4,6,8 r6c3

#puzzle 0-indexed: 6x6
size 6
values 0..5
rules sudoku
r1c5 = 3
r2c2 = 0
r2c4 = 2
r2c6 = 4
r3c4 = 1
r4c3 = 2
r5c1 = 5
r5c3 = 1
r5c5 = 4
r6c2 = 4

#puzzle 0-indexed: 4x4 Full Rank
size 4
values 0..3
rules sudoku
full-rank 10 r0c1 tied
full-rank 15 r0c2 tied
full-rank 5 r4c0 tied

#puzzle 0-indexed: 6x8 Plain
size 6x8
values 0..7
rules sudoku
r1c1 = 0
r3c3 = 1
r4c6 = 2
r6c8 = 3
r1c5 = 4
r6c2 = 5
r2c7 = 6
r5c4 = 7
r3c5 = 0
r5c2 = 1
r3c1 = 2
r1c6 = 3
r5c7 = 4
r3c8 = 5
r6c5 = 6
r1c3 = 7
r4c2 = 0
r1c8 = 1
r5c8 = 2
r3c2 = 4
r6c3 = 0
r2c3 = 3

#puzzle 0-indexed: 4x7 Jigsaw
size 4x7 boxes none
values 0..6
rules latin
r2c4 = 1
r3c6 = 2
r4c5 = 3
r3c1 = 4
r4c3 = 5
r1c7 = 6
r4c7 = 4
r1c1 = 2
r1c5 = 5
r2c2 = 0
region j1 r1c1 r2c1 r2c2 r2c3 r2c4 r2c5 r3c5
region j2 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r2c7
region j3 r2c6 r3c6 r3c7 r4c4 r4c5 r4c6 r4c7
region j4 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3

#puzzle 0-indexed: 9x8 Plain boxless
size 9x8 boxes none
values 0..8
rules latin
r1c1 = 0
r3c3 = 1
r6c4 = 2
r4c6 = 3
r8c7 = 4
r8c2 = 5
r2c5 = 6
r9c8 = 7
r5c2 = 8
r1c7 = 1
r9c5 = 8
r9c1 = 5
r3c7 = 6
r2c8 = 2
r4c1 = 1
r7c3 = 0
r7c6 = 8
r5c7 = 7
r4c4 = 4
r6c8 = 4
r1c3 = 7
r7c2 = 3
r6c1 = 7
r8c4 = 7
r9c3 = 4
r3c5 = 5
r2c2 = 4
r7c8 = 1
r5c5 = 3
r1c4 = 3
r8c5 = 0
r4c3 = 2
r4c8 = 5

#puzzle 0-indexed: 6x6 9-value disjoint sets
size 6 boxes none
values 0..8
rules latin offset
r1c1 = 0
r3c4 = 1
r2c5 = 0
r4c3 = 1
r3c2 = 3
r3c1 = 5
r5c2 = 2
r6c4 = 3
r6c6 = 5
r1c3 = 2
r6c3 = 6
r6c5 = 8
r2c1 = 4
r5c4 = 6
r2c6 = 6
r1c5 = 5
r3c6 = 2
region box1 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
region box2 r1c4 r1c5 r1c6 r2c4 r2c5 r2c6 r3c4 r3c5 r3c6
region box3 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3
region box4 r4c4 r4c5 r4c6 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6

#puzzle 0-indexed: Thermo SameValues
size 9
values 0..8
rules sudoku
thermo r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1
thermo r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9
extra-region r3c4 r3c5 r3c6 r3c7 r6c5 r6c6 r6c7
same-values r3c4 | r6c3
same-values r3c7 | r6c4
same-values r2c2 | r4c4
same-values r2c3 | r4c5
same-values r2c4 | r4c6
same-values r2c5 | r4c7
same-values r3c2 | r5c4
same-values r3c6 | r5c8
same-values r4c2 | r6c4
same-values r4c6 | r6c8
same-values r5c2 | r7c4
same-values r5c6 | r7c8
same-values r6c2 | r8c4
same-values r6c3 | r8c5
same-values r6c4 | r8c6
same-values r6c5 | r8c7

#puzzle 0-indexed: Whisper GreaterThan
size 9
values 0..8
rules sudoku offset
whispers 5 r7c1 r8c1 r9c1 r9c2 r9c3
whispers 5 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8
whispers 5 r1c6 r2c6 r3c7 r4c8 r4c9
r2c2 > r2c1
r2c2 > r2c3
r2c2 > r1c2
r2c2 > r3c2
r6c1 > r5c1
r5c2 > r5c1
r4c1 > r5c1
r8c2 > r8c1
r8c2 > r8c3
r8c2 > r7c2
r8c2 > r9c2
r1c5 > r1c4
r1c5 > r1c6
r1c5 > r2c5
r9c6 > r9c5
r8c5 > r9c5
r9c4 > r9c5
r2c8 > r2c7
r2c8 > r2c9
r2c8 > r1c8
r2c8 > r3c8
r4c9 > r5c9
r5c8 > r5c9
r6c9 > r5c9
r8c8 > r8c7
r8c8 > r8c9
r8c8 > r7c8
r8c8 > r9c8

#puzzle 0-indexed: 0-sensitive pairwise
size 9
values 0..8
rules sudoku
r1c1 = 4
r1c2 = 2
r1c5 = 6
r2c1 = 5
r2c6 = 4
r3c2 = 8
r3c3 = 7
r3c8 = 5
r4c1 = 7
r4c5 = 5
r4c9 = 2
r5c1 = 3
r5c6 = 2
r5c9 = 0
r6c1 = 6
r6c5 = 1
r6c9 = 5
r7c7 = 1
r7c8 = 7
r8c5 = 0
r8c6 = 8
r8c9 = 4
r9c5 = 7
r9c8 = 6
r9c9 = 8
r2c4 = 7
relation rel 0:0 2:1 4:2 6:3 8:4
pairs rel r6c2 r7c3

#puzzle 0-indexed: 0-8 Killer
size 9
values 0..8
rules sudoku
cage 3 r1c1 r2c1
cage 4 r3c1 r3c2
cage 3 r3c3 r4c3
cage 8 r1c4 r2c4 r3c4
cage 9 r1c8 r1c9
cage 6 r2c7 r2c8
cage 13 r2c9 r3c9
cage 11 r3c8 r4c8
cage 9 r3c6 r3c7
cage 9 r4c5 r4c6
cage 12 r5c7 r5c8
cage 4 r5c2 r5c3
cage 5 r6c2 r7c2
cage 3 r7c1 r8c1
cage 7 r9c1 r9c2
cage 10 r8c2 r8c3
cage 7 r7c3 r7c4
cage 7 r6c4 r6c5
cage 16 r7c6 r8c6 r9c6
cage 13 r6c7 r7c7
cage 12 r7c8 r7c9
cage 13 r8c9 r9c9

#puzzle 0-indexed: Killer sudoku, with 0 cage, hard
size 9
values 0..8
rules sudoku
cage 29 r1c1 r1c2 r1c3 r1c4 r1c5 r2c1
cage 26 r1c6 r1c7 r1c8 r1c9 r2c5 r2c6
cage - r2c2 r2c3 r2c4 r3c1 r3c2 r4c2
cage 27 r2c7 r2c8 r3c4 r3c5 r3c6 r3c7
cage 23 r2c9 r3c8 r3c9 r4c6 r4c7 r4c8
cage 36 r3c3 r4c3 r4c4 r4c5 r5c5 r6c5 r6c6 r6c7 r7c7
cage 32 r4c1 r5c1 r5c2 r5c3 r5c4 r6c1
cage 23 r4c9 r5c6 r5c7 r5c8 r5c9 r6c9
cage 22 r6c2 r6c3 r6c4 r7c1 r7c2 r8c1
cage - r6c8 r7c8 r7c9 r8c6 r8c7 r8c8
cage 15 r7c3 r7c4 r7c5 r7c6 r8c2 r8c3
cage 24 r8c4 r8c5 r9c1 r9c2 r9c3 r9c4
cage 20 r8c9 r9c5 r9c6 r9c7 r9c8 r9c9

#puzzle Zeroed In
size 6
values 0..5
rules sudoku
region-sum r1c1 r2c1 | r3c1 | r2c2 r1c3
region-sum r1c5 r1c4 r2c5 | r3c6 | r2c6 r1c6
region-sum r3c5 r3c4 | r4c3 | r4c4 r4c5 r4c6
region-sum r6c5 r5c4 | r5c3 | r4c2 | r5c2 r6c2

#puzzle A Very Full Quiver
size 9
values 0..8
rules sudoku
arrow r1c1 : r1c2 r1c3 r1c4
arrow r1c9 : r1c8 r1c7 r1c6
arrow r4c1 : r3c1 r2c1
arrow r4c2 : r3c3 r2c2
arrow r3c2 : r2c3 r2c4 r2c5
arrow r2c6 : r3c6 r4c7 r5c7
arrow r2c7 : r2c8 r3c7 r4c6
arrow r2c9 : r3c9 r3c8
arrow r3c4 : r3c5 r4c5
arrow r6c3 : r6c2 r5c2 r4c3
arrow r8c1 : r7c1 r6c1 r5c1
arrow r9c3 : r9c2 r9c1
arrow r8c5 : r8c4 r8c3 r8c2
arrow r6c4 : r7c3 r7c2
arrow r7c4 : r7c5 r8c6 r8c7
arrow r9c7 : r9c6 r9c5 r9c4
arrow r7c9 : r8c9 r9c9 r9c8
arrow r4c8 : r5c8 r6c9 r7c8
arrow r6c8 : r5c9 r4c9
arrow r5c6 : r6c7 r6c6 r6c5
arrow r5c5 : r4c4 r5c4 r5c3
arrow r8c8 : r7c7 r7c6

#puzzle Let's Build a Snowman [0-indexed]
size 9
values 0..8
rules sudoku
r7c8 = 4
r1c4 = 2
r2c3 = 0
r6c8 = 3
r3c2 = 5
black r4c5 r5c5
black r5c5 r6c5
black r6c5 r7c5
whispers 5 r6c7 r5c8 r4c9
whispers 5 r4c8 r5c8
whispers 5 r4c1 r5c2 r6c3
whispers 5 r5c1 r5c2
thermo r3c5 r3c6
arrow r7c7 : r8c6 r8c5 r8c4 r7c3
arrow r5c3 : r4c4 r3c3 r2c3 r1c4 r1c5 r1c6 r2c7 r3c7 r4c6 r5c7
white r2c4 r2c5
white r2c5 r2c6

#puzzle ± Information
size 9
values 0..8
rules sudoku diagonal-up diagonal-down
negative xv
v r1c1 r1c2
v r2c1 r2c2
v r3c1 r3c2
v r1c8 r1c9
v r2c8 r2c9
v r3c8 r3c9
v r5c6 r5c5
v r7c7 r7c8
v r8c7 r8c8
v r9c7 r9c8
v r7c5 r7c4
v r8c5 r8c4
v r9c5 r9c4
renban r5c3 r6c3
renban r1c7 r2c7
renban r8c7 r8c8
renban r9c9 r9c8

#puzzle 0-indexed: Hidden skyscrapers
size 9
values 0..8
rules sudoku
hidden-skyscraper 6 r8c0
hidden-skyscraper 3 r8c10
hidden-skyscraper 4 r9c0
hidden-skyscraper 2 r9c10
hidden-skyscraper 6 r0c9
hidden-skyscraper 4 r10c9
hidden-skyscraper 7 r0c8
hidden-skyscraper 4 r10c8
hidden-skyscraper 5 r0c7
hidden-skyscraper 0 r10c7
hidden-skyscraper 4 r0c6
hidden-skyscraper 2 r10c6
hidden-skyscraper 3 r0c5
hidden-skyscraper 4 r10c5
hidden-skyscraper 4 r0c4
hidden-skyscraper 4 r10c4
hidden-skyscraper 0 r0c3
hidden-skyscraper 5 r10c3
hidden-skyscraper 5 r0c2
hidden-skyscraper 7 r10c2
hidden-skyscraper 6 r0c1
hidden-skyscraper 4 r10c1
hidden-skyscraper 0 r7c0
hidden-skyscraper 1 r7c10
hidden-skyscraper 1 r6c0
hidden-skyscraper 2 r6c10
hidden-skyscraper 7 r5c0
hidden-skyscraper 1 r5c10
hidden-skyscraper 2 r4c0
hidden-skyscraper 5 r4c10
hidden-skyscraper 4 r3c0
hidden-skyscraper 0 r3c10
hidden-skyscraper 3 r2c0
hidden-skyscraper 6 r2c10
hidden-skyscraper 2 r1c0
hidden-skyscraper 4 r1c10

#puzzle 0-indexed: Quadruple X
size 9
values 0..8
rules sudoku diagonal-up diagonal-down
quadruple 0,3,5,6 r1c1 r1c2 r2c1 r2c2
quadruple 1,2 r5c1 r5c2 r6c1 r6c2
quadruple 0,1 r6c1 r6c2 r7c1 r7c2
quadruple 0,1,3,7 r3c3 r3c4 r4c3 r4c4
quadruple 2,4,7,8 r6c3 r6c4 r7c3 r7c4
quadruple 5,6 r2c4 r2c5 r3c4 r3c5
quadruple 2,5 r7c5 r7c6 r8c5 r8c6
quadruple 3,4,7,8 r3c6 r3c7 r4c6 r4c7
quadruple 1,2,5,6 r6c6 r6c7 r7c6 r7c7
quadruple 0,1 r3c8 r3c9 r4c8 r4c9
quadruple 0,4 r4c8 r4c9 r5c8 r5c9
quadruple 1,2,3,4 r8c8 r8c9 r9c8 r9c9

#puzzle 0-indexed: Look-and-say
size 9
values 0..8
rules sudoku
look-and-say 1516 r3c1 r2c1 r1c1
look-and-say 1223 r1c3 r2c3 r2c4 r1c4
look-and-say 10 r1c7 r1c8
look-and-say 1812 r2c9 r2c8 r3c8 r3c7 r3c6
look-and-say 3417 r3c9 r4c9 r5c9 r5c8 r5c7 r6c7 r6c6
look-and-say 1011 r7c9 r7c8 r8c8 r8c7 r9c7
look-and-say 2210 r7c4 r8c4 r8c3 r8c2 r7c2
look-and-say 25 r7c5 r6c5 r6c4 r5c4
look-and-say 2012 r6c2 r6c1 r7c1
look-and-say 27 r7c7 r7c6 r8c6 r9c6
look-and-say 1321 r5c5 r4c5 r4c4 r4c3
look-and-say 38 r5c1 r6c2 r7c3 r8c4 r9c5
look-and-say 25 r6c9 r7c8 r8c7 r9c6

#puzzle 0-indexed: Equality cages
size 9
values 0..8
rules sudoku
r7c2 = 0
equality-cage r1c1 r1c2 r2c2 r2c1
equality-cage r3c2 r3c3
equality-cage r4c2 r4c3 r5c3 r5c2
equality-cage r9c2 r9c3 r8c3 r8c4
equality-cage r4c4 r4c5 r5c5 r5c6
equality-cage r3c4 r3c5 r3c6 r3c7
equality-cage r2c6 r2c7 r2c8 r2c9
equality-cage r3c8 r3c9
equality-cage r6c9 r7c9
equality-cage r7c7 r7c8 r8c8 r8c7
black r6c6 r6c7
black r9c3 r9c2
black r8c5 r9c5
black r4c1 r4c2
black r7c6 r8c6
black r8c6 r8c7
white r8c1 r8c2
white r1c7 r1c6
white r7c7 r7c8
v r2c7 r2c8
v r2c2 r2c1
v r8c3 r9c3

#puzzle 0-indexed: Skyscraper
size 9
values 0..8
rules sudoku
r2c2 = 0
r2c5 = 6
r2c8 = 5
r3c7 = 0
r5c8 = 6
r8c8 = 0
r8c5 = 1
r6c6 = 4
r6c4 = 6
r4c4 = 8
r5c2 = 3
r8c2 = 7
r7c3 = 3
r9c1 = 5
r7c7 = 6
r4c6 = 1
r5c5 = 5
r3c3 = 5
skyscraper 3 r0c9
skyscraper 2 r0c1
skyscraper 4 r9c0
skyscraper 3 r0c6
skyscraper 2 r3c10
skyscraper 4 r5c0
skyscraper 4 r6c10
skyscraper 4 r2c0
skyscraper 2 r0c4
skyscraper 3 r10c5
skyscraper 2 r8c10
skyscraper 3 r10c2
skyscraper 2 r7c0
skyscraper 3 r1c0
skyscraper 3 r10c3

#puzzle Hippo Birdie
size 9
values 0..8
rules sudoku
r6c5 = 6
r6c6 = 0
whispers 5 r9c3 r9c4
whispers 5 r3c5 r2c4 r2c3 r3c2 r4c2 r5c2 r6c2 r7c2 r8c3 r8c4 r7c5 r6c5 r5c5 r4c4 r4c3
whispers 5 r4c3 r5c2
whispers 5 r1c7 r1c8
whispers 5 r3c6 r4c6 r5c6 r6c6 r7c6 r8c7 r8c8 r7c9 r6c9 r5c9 r4c9 r3c9 r2c8 r2c7
whispers 5 r3c6 r2c7
counting-circles r9c2 r9c5 r7c3 r6c4 r6c1 r6c7 r8c8 r4c9 r3c8 r4c5 r3c2 r1c5 r1c7 r1c9

#puzzle 0-indexed: Sequence sudoku
size 9
values 0..8
rules sudoku
r7c5 = 0
r8c5 = 8
r3c1 = 0
r3c2 = 1
r5c9 = 1
r6c9 = 3
automaton Arithmetic-series start 0 accept 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43 0:0:1 0:1:2 0:2:3 0:3:4 0:4:5 0:5:6 0:6:7 0:7:8 0:8:9 1:0:40 1:1:41 1:2:42 1:3:43 1:4:26 1:5-8:10 2:0,5-8:10 2:1:37 2:2:38 2:3:39 2:4:33 3:0,6-8:10 3:1:11 3:2:34 3:3:35 3:4:36 3:5:26 4:0,1,6-8:10 4:2:20 4:3:31 4:4:32 4:5:33 5:0,1,7,8:10 5:2:11 5:3:19 5:4:29 5:5:30 5:6:26 6:0-2,7,8:10 6:3:22 6:4:18 6:5:27 6:6:28 7:0-2,8:10 7:3:11 7:4:21 7:5:17 7:6:25 7:7:26 8:0-3,8:10 8:4:22 8:5:23 8:6:16 8:7:24 9:0-3:10 9:4:11 9:5:12 9:6:13 9:7:14 9:8:15 11:0:10 12:2:10 13:4:21 14:6:16 15:8:15 16:5:17 17:4:18 18:3:19 19:2:20 20:1:11 21:2:11 22:1:10 23:3:22 24:7:24 25:6:25 26:8:10 27:5:27 28:7:26 29:4:29 30:6:28 31:3:31 32:5:30 33:7:10 34:2:34 35:4:32 36:6:26 37:1:37 38:3:35 39:5:33 40:0:40 41:2:38 42:4:36 43:6:10
automaton Arithmetic-series r7c4 r8c4 r9c4 r9c5 r9c6 r8c6 r7c6 r7c7
automaton Arithmetic-series r1c5 r2c4 r3c3 r3c4
automaton Arithmetic-series r4c3 r5c2 r5c3 r6c2 r7c1 r7c2
automaton Arithmetic-series r3c5 r4c5 r5c5 r6c5
automaton Arithmetic-series r4c7 r5c8 r5c7
automaton Arithmetic-series r6c8 r7c9 r7c8
automaton Arithmetic-series r2c6 r3c7 r3c6

#puzzle Regex Line [0-indexed]
size 9
values 0..8
rules sudoku
regex ([^0-2][36][58]|[36]012[58])* r5c2 r4c1 r3c1 r2c1 r1c1 r1c2 r2c3 r3c3 r4c3 r4c4 r4c5 r4c6 r4c7 r3c7 r2c7 r1c8 r1c9 r2c9 r3c9 r4c9 r5c8 r6c8
regex ([^147].[0235].[035]|[023]..4..[235])*.? r5c8 r6c9 r7c9 r8c9 r9c9 r9c8 r9c7 r8c7 r7c7 r6c7 r6c6 r6c5 r6c4 r6c3 r7c3 r8c3 r9c3 r9c2 r9c1 r8c1 r7c1 r6c1 r5c2 r4c2
regex .?([^36]|360)* r5c1 r4c1 r3c2 r2c3 r2c4 r2c5 r2c6 r2c7 r3c8 r4c9 r5c9
white r4c6 r5c6

#puzzle 0-indexed: Sums and indexing
size 9
values 0..8
rules sudoku
r3c5 = 8
r8c3 = 0
r6c5 = 7
r9c6 = 2
sum-line 10 r3c2 r3c3 r3c4 r3c5 r4c5
sum 0 r4c5 r3c6
rellik 5 r6c8 r7c8 r7c7 r7c6
lunchbox 5 r8c2 r8c3 r8c4 r8c5 r8c6
lunchbox 11 r2c2 r3c2 r4c2 r5c2 r6c3
x-sum 16 r10c7
sandwich 17 r5c0
column-indexer r1c6
value-indexing r1c7 r2c7 r3c7 r4c7 r5c7 r5c8
cage 10 r9c7 r9c8 r9c9 r8c9
numbered-room 8 r10c8

#puzzle Doppelganger
size 9
values 0..9
rules sudoku doppelganger
r5c5 = 0
cage 18 r1c2 r2c2 r3c2 r2c1 r2c3
cage 22 r1c3 r1c4 r2c4
cage 9 r1c5 r2c5 r3c5
cage 21 r1c6 r2c6 r1c7
cage 31 r1c8 r2c8 r2c7 r2c9 r3c8
cage 6 r3c6 r4c7 r4c6 r3c7
cage 16 r3c3 r3c4 r4c4 r4c3
cage 8 r5c1 r5c2 r5c3
cage 22 r7c2 r8c2 r9c2 r8c1 r8c3
cage 8 r8c4 r9c4 r9c3
cage 23 r7c5 r8c5 r9c5
cage 9 r6c3 r6c4 r7c4 r7c3
cage 20 r8c6 r9c6 r9c7
cage 6 r6c6 r7c6 r7c7 r6c7
cage 23 r8c7 r8c8 r8c9 r9c8 r7c8
cage 20 r5c7 r5c8 r5c9
little-killer 13 r0c0 DR
little-killer 9 r0c10 DL

#puzzle Dutch-pelgänger [easier]
size 9
values 0..9
rules sudoku doppelganger
r8c3 = 8
r3c5 = 1
whispers 4 r1c2 r1c1 r2c1
whispers 4 r2c1 r1c2
whispers 4 r1c3 r2c2 r3c1
whispers 4 r3c2 r2c3 r3c3
whispers 4 r3c2 r3c3
whispers 4 r2c5 r2c6 r3c6
whispers 4 r2c5 r3c6
whispers 4 r1c7 r2c7 r1c8
whispers 4 r1c7 r1c8
whispers 4 r2c9 r3c8 r3c9
whispers 4 r2c9 r3c9
whispers 4 r5c9 r5c8 r6c8
whispers 4 r6c8 r5c9
whispers 4 r7c7 r8c7 r9c7 r8c8
whispers 4 r7c7 r8c8
whispers 4 r7c6 r8c5 r9c4
whispers 4 r9c5 r8c6 r9c6
whispers 4 r9c5 r9c6
whispers 4 r7c4 r7c5 r8c4
whispers 4 r7c4 r8c4
whispers 4 r7c3 r7c2 r8c2
whispers 4 r8c2 r7c3
whispers 4 r6c2 r5c1 r6c1
whispers 4 r6c1 r6c2
whispers 4 r5c4 r4c4 r5c5 r6c6 r5c6
whispers 4 r5c4 r5c5 r5c6
whispers 4 r11c3 r11c4 r11c5
whispers 4 r11c6 r11c7 r11c8
whispers 4 r2c11 r3c11 r4c11
whispers 4 r1c14 r2c13 r2c14
whispers 4 r2c14 r1c14
r3c15 > r3c14
r3c15 > r2c15

#puzzle Bates Motel
size 6
cells r10c1 r10c4 r10c7 r13c1 r13c4 r13c7 r16c1 r16c4
rules sudoku
extra-region r10c1 r1c1 r1c2 r1c3 r2c3 r10c4
extra-region r10c7 r13c1 r2c6 r1c6 r1c5 r1c4
extra-region r2c4 r2c5 r3c5 r4c5 r4c4 r4c6
extra-region r13c4 r13c7 r6c5 r5c5 r5c6 r6c6
extra-region r16c1 r6c2 r5c2 r4c2 r5c1 r6c1
extra-region r4c3 r3c3 r3c2 r2c2 r2c1 r16c4
value-indexing r10c1 r1c1 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6
value-indexing r10c4 r1c3 r1c3 r2c3 r3c3 r4c3 r5c3 r6c3
value-indexing r10c7 r1c6 r1c6 r1c5 r1c4 r1c3 r1c2 r1c1
value-indexing r13c1 r2c6 r2c6 r2c5 r2c4 r2c3 r2c2 r2c1
value-indexing r13c4 r6c5 r6c5 r5c5 r4c5 r3c5 r2c5 r1c5
value-indexing r13c7 r6c6 r6c6 r5c6 r4c6 r3c6 r2c6 r1c6
value-indexing r16c1 r6c2 r6c2 r5c2 r4c2 r3c2 r2c2 r1c2
value-indexing r16c4 r2c1 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6

#puzzle The good, the bad and the ugly
size 9
cells r13c1 r13c4 r13c7
rules sudoku
automaton Skyscraper start 0 accept 1,2,3,4,5,6,7,8,9 0:1:10 0:2:11 0:3:12 0:4:13 0:5:14 0:6:15 0:7:16 0:8:17 0:9:18 1:1:1 2:1,2:2 3:1-3:3 4:1-4:4 5:1-5:5 6:1-6:6 7:1-7:7 8:1-8:8 9:1-9:9 10:1:1 10:2:2 10:3:3 10:4:4 10:5:5 10:6:6 10:7:7 10:8:8 10:9:9 11:1:19 11:2:20 11:3:21 11:4:22 11:5:23 11:6:24 11:7:25 11:8:26 12:1:27 12:2:28 12:3:29 12:4:30 12:5:31 12:6:32 12:7:33 13:1:34 13:2:35 13:3:36 13:4:37 13:5:38 13:6:39 14:1:40 14:2:41 14:3:42 14:4:43 14:5:44 15:1:45 15:2:46 15:3:47 15:4:48 16:1:49 16:2:50 16:3:51 17:1:52 17:2:53 18:1:54 19:1:19 19:2:2 19:3:3 19:4:4 19:5:5 19:6:6 19:7:7 19:8:8 19:9:9 20:1,2:20 20:3:3 20:4:4 20:5:5 20:6:6 20:7:7 20:8:8 20:9:9 21:1-3:21 21:4:4 21:5:5 21:6:6 21:7:7 21:8:8 21:9:9 22:1-4:22 22:5:5 22:6:6 22:7:7 22:8:8 22:9:9 23:1-5:23 23:6:6 23:7:7 23:8:8 23:9:9 24:1-6:24 24:7:7 24:8:8 24:9:9 25:1-7:25 25:8:8 25:9:9 26:1-8:26 26:9:9 27:1:27 27:2:20 27:3:21 27:4:22 27:5:23 27:6:24 27:7:25 27:8:26 28:1,2:28 28:3:21 28:4:22 28:5:23 28:6:24 28:7:25 28:8:26 29:1-3:29 29:4:22 29:5:23 29:6:24 29:7:25 29:8:26 30:1-4:30 30:5:23 30:6:24 30:7:25 30:8:26 31:1-5:31 31:6:24 31:7:25 31:8:26 32:1-6:32 32:7:25 32:8:26 33:1-7:33 33:8:26 34:1:34 34:2:28 34:3:29 34:4:30 34:5:31 34:6:32 34:7:33 35:1,2:35 35:3:29 35:4:30 35:5:31 35:6:32 35:7:33 36:1-3:36 36:4:30 36:5:31 36:6:32 36:7:33 37:1-4:37 37:5:31 37:6:32 37:7:33 38:1-5:38 38:6:32 38:7:33 39:1-6:39 39:7:33 40:1:40 40:2:35 40:3:36 40:4:37 40:5:38 40:6:39 41:1,2:41 41:3:36 41:4:37 41:5:38 41:6:39 42:1-3:42 42:4:37 42:5:38 42:6:39 43:1-4:43 43:5:38 43:6:39 44:1-5:44 44:6:39 45:1:45 45:2:41 45:3:42 45:4:43 45:5:44 46:1,2:46 46:3:42 46:4:43 46:5:44 47:1-3:47 47:4:43 47:5:44 48:1-4:48 48:5:44 49:1:49 49:2:46 49:3:47 49:4:48 50:1,2:50 50:3:47 50:4:48 51:1-3:51 51:4:48 52:1:52 52:2:50 52:3:51 53:1,2:53 53:3:51 54:1:54 54:2:53
automaton XSum start 0 accept 1 0:1:2 0:3:3 0:4:4 0:5:5 0:6:6 0:7:7 0:8:8 0:9:9 1:1-9:1 2:1:1 3:2:2 4:2:10 5:2:11 5:3:12 6:2:13 6:3:14 7:2:15 7:3:16 7:4:17 8:2:18 8:3:19 8:4:20 9:2:21 9:3:22 9:4:23 9:5:24 10:2:1 11:3:1 12:1:2 13:4:1 14:1:10 14:2:2 15:5:1 16:1:11 16:2:10 16:3:2 17:1:12 18:6:1 19:1:13 19:2:11 19:3:10 19:4:2 20:1:14 20:2:12 21:7:1 22:1:15 22:2:13 22:3:11 22:4:10 22:5:2 23:1:16 23:2:14 23:3:12 24:1:17
automaton Sandwich start 0 accept 1,2 0:2:3 0:3:4 0:4:5 0:5:6 0:6:7 0:7:8 0:8:9 0:9:10 1:1,9:2 2:1,9:1 2:2-8:2 3:1,9:11 3:2-8:3 4:1,9:12 4:2-8:4 5:1,9:13 5:2-8:5 6:1,9:14 6:2-8:6 7:1,9:15 7:2-8:7 8:1,9:16 8:2-8:8 9:1,9:17 9:2-8:9 10:1,9:18 10:2-8:10 11:1,9:3 11:2:1 12:1,9:4 12:3:1 13:1,9:5 13:2:11 13:4:1 14:1,9:6 14:2:12 14:3:11 14:5:1 15:1,9:7 15:2:13 15:3:12 15:4:11 15:6:1 16:1,9:8 16:2:14 16:3:13 16:4:12 16:5:11 16:7:1 17:1,9:9 17:2:15 17:3:14 17:4:13 17:5:12 17:6:11 17:8:1 18:1,9:10 18:2:16 18:3:15 18:4:14 18:5:13 18:6:12 18:7:11
arrow r13c4 : r6c9 r7c8 r8c7 r9c6
arrow r13c7 : r9c3 r8c2 r7c1
black r8c5 r9c5
white r2c9 r3c9
same-values r13c1 | r1c1
automaton Sandwich r13c1 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
automaton Sandwich r13c4 r5c9 r5c8 r5c7 r5c6 r5c5 r5c4 r5c3 r5c2 r5c1
automaton Sandwich r13c7 r9c4 r8c4 r7c4 r6c4 r5c4 r4c4 r3c4 r2c4 r1c4
automaton XSum r13c1 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
automaton XSum r13c4 r5c9 r5c8 r5c7 r5c6 r5c5 r5c4 r5c3 r5c2 r5c1
automaton XSum r13c7 r9c4 r8c4 r7c4 r6c4 r5c4 r4c4 r3c4 r2c4 r1c4
automaton Skyscraper r13c1 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
automaton Skyscraper r13c4 r5c9 r5c8 r5c7 r5c6 r5c5 r5c4 r5c3 r5c2 r5c1
automaton Skyscraper r13c7 r9c4 r8c4 r7c4 r6c4 r5c4 r4c4 r3c4 r2c4 r1c4

#puzzle Letter Little Killer
size 9
cells r13c1 r13c4 r13c7 r16c1 r16c4
rules sudoku
marks 1,3,5,7,9 r13c1
marks 1,3,5,7,9 r13c4
marks 1,3,5,7,9 r13c7
marks 1,3,5,7,9 r16c1
marks 1,3,5,7,9 r16c4
arrow r13c1 : r1c2 r1c3
arrow r13c1 : r1c7 r1c8
arrow r13c7 : r7c5 r6c5 r6c6
weighted-sum 0 r2c5 r3c5 -10*r16c1 -r16c4
weighted-sum 0 r8c9 r7c8 r6c7 r5c6 r4c5 r3c4 r2c3 r1c2 -10*r13c1 -r13c7
weighted-sum 0 r2c1 r3c2 r4c3 r5c4 r6c5 r7c6 r8c7 r9c8 -10*r13c1 -r13c4
weighted-sum 0 r1c8 r2c7 r3c6 r4c5 r5c4 r6c3 r7c2 r8c1 -10*r13c1 -r13c4
weighted-sum 0 r9c2 r8c3 r7c4 r6c5 r5c6 r4c7 r3c8 r2c9 -10*r13c1 -r13c1
extra-region r6c6 r6c5 r7c5
extra-region r13c1 r13c4 r13c7 r16c1 r16c4

#puzzle House of Cards
size 6
cells r10c1 r10c4 r10c7 r13c1 r13c4 r13c7 r16c1 r16c4 r16c7 r19c1 r19c4 r19c7 r22c1 r22c4 r22c7 r25c1 r25c4 r25c7 r28c1 r28c4 r28c7 r31c1 r31c4 r31c7
rules sudoku
relation non-consecutive 1:1,3-6 2:2,4-6 3:1,3,5,6 4:1,2,4,6 5:1-3,5 6:1-4,6
automaton Skyscraper start 0 accept 1,2,3,4,5,6 0:1:7 0:2:8 0:3:9 0:4:10 0:5:11 0:6:12 1:1:1 2:1,2:2 3:1-3:3 4:1-4:4 5:1-5:5 6:1-6:6 7:1:1 7:2:2 7:3:3 7:4:4 7:5:5 7:6:6 8:1:13 8:2:14 8:3:15 8:4:16 8:5:17 9:1:18 9:2:19 9:3:20 9:4:21 10:1:22 10:2:23 10:3:24 11:1:25 11:2:26 12:1:27 13:1:13 13:2:2 13:3:3 13:4:4 13:5:5 13:6:6 14:1,2:14 14:3:3 14:4:4 14:5:5 14:6:6 15:1-3:15 15:4:4 15:5:5 15:6:6 16:1-4:16 16:5:5 16:6:6 17:1-5:17 17:6:6 18:1:18 18:2:14 18:3:15 18:4:16 18:5:17 19:1,2:19 19:3:15 19:4:16 19:5:17 20:1-3:20 20:4:16 20:5:17 21:1-4:21 21:5:17 22:1:22 22:2:19 22:3:20 22:4:21 23:1,2:23 23:3:20 23:4:21 24:1-3:24 24:4:21 25:1:25 25:2:23 25:3:24 26:1,2:26 26:3:24 27:1:27 27:2:26
automaton Skyscraper r10c1 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6
automaton Skyscraper r10c4 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6
automaton Skyscraper r10c7 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6
automaton Skyscraper r13c1 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6
automaton Skyscraper r13c4 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6
automaton Skyscraper r13c7 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6
automaton Skyscraper r16c1 r1c1 r2c1 r3c1 r4c1 r5c1 r6c1
automaton Skyscraper r16c4 r1c2 r2c2 r3c2 r4c2 r5c2 r6c2
automaton Skyscraper r16c7 r1c3 r2c3 r3c3 r4c3 r5c3 r6c3
automaton Skyscraper r19c1 r1c4 r2c4 r3c4 r4c4 r5c4 r6c4
automaton Skyscraper r19c4 r1c5 r2c5 r3c5 r4c5 r5c5 r6c5
automaton Skyscraper r19c7 r1c6 r2c6 r3c6 r4c6 r5c6 r6c6
automaton Skyscraper r22c1 r1c6 r1c5 r1c4 r1c3 r1c2 r1c1
automaton Skyscraper r22c4 r2c6 r2c5 r2c4 r2c3 r2c2 r2c1
automaton Skyscraper r22c7 r3c6 r3c5 r3c4 r3c3 r3c2 r3c1
automaton Skyscraper r25c1 r4c6 r4c5 r4c4 r4c3 r4c2 r4c1
automaton Skyscraper r25c4 r5c6 r5c5 r5c4 r5c3 r5c2 r5c1
automaton Skyscraper r25c7 r6c6 r6c5 r6c4 r6c3 r6c2 r6c1
automaton Skyscraper r28c1 r6c1 r5c1 r4c1 r3c1 r2c1 r1c1
automaton Skyscraper r28c4 r6c2 r5c2 r4c2 r3c2 r2c2 r1c2
automaton Skyscraper r28c7 r6c3 r5c3 r4c3 r3c3 r2c3 r1c3
automaton Skyscraper r31c1 r6c4 r5c4 r4c4 r3c4 r2c4 r1c4
automaton Skyscraper r31c4 r6c5 r5c5 r4c5 r3c5 r2c5 r1c5
automaton Skyscraper r31c7 r6c6 r5c6 r4c6 r3c6 r2c6 r1c6
pairs non-consecutive r3c1 r3c2
equal-sum r1c3 r1c2 r2c2 | r2c3 r2c4 r2c5 | r2c6 r3c6 r4c6 | r4c2 r4c3 r5c3 r5c2 | r10c1 r10c4 r10c7 r13c1 r13c4 r13c7 | r16c1 r16c4 r16c7 r19c1 r19c4 r19c7 | r22c1 r22c4 r22c7 r25c1 r25c4 r25c7 | r28c1 r28c4 r28c7 r31c1 r31c4 r31c7

#puzzle Hailstorm
size 6
values 0..9
cells r10c1 r10c4 r10c7 r13c1 r13c4 r13c7 r16c1 r16c4 r16c7 r19c1
rules sudoku
marks 1,2,3,4,5,6 r1c1
marks 1,2,3,4,5,6 r1c2
marks 1,2,3,4,5,6 r1c3
marks 1,2,3,4,5,6 r1c4
marks 1,2,3,4,5,6 r1c5
marks 1,2,3,4,5,6 r1c6
marks 1,2,3,4,5,6 r2c1
marks 1,2,3,4,5,6 r2c2
marks 1,2,3,4,5,6 r2c3
marks 1,2,3,4,5,6 r2c4
marks 1,2,3,4,5,6 r2c5
marks 1,2,3,4,5,6 r2c6
marks 1,2,3,4,5,6 r3c1
marks 1,2,3,4,5,6 r3c2
marks 1,2,3,4,5,6 r3c3
marks 1,2,3,4,5,6 r3c4
marks 1,2,3,4,5,6 r3c5
marks 1,2,3,4,5,6 r3c6
marks 1,2,3,4,5,6 r4c1
marks 1,2,3,4,5,6 r4c2
marks 1,2,3,4,5,6 r4c3
marks 1,2,3,4,5,6 r4c4
marks 1,2,3,4,5,6 r4c5
marks 1,2,3,4,5,6 r4c6
marks 1,2,3,4,5,6 r5c1
marks 1,2,3,4,5,6 r5c2
marks 1,2,3,4,5,6 r5c3
marks 1,2,3,4,5,6 r5c4
marks 1,2,3,4,5,6 r5c5
marks 1,2,3,4,5,6 r5c6
marks 1,2,3,4,5,6 r6c1
marks 1,2,3,4,5,6 r6c2
marks 1,2,3,4,5,6 r6c3
marks 1,2,3,4,5,6 r6c4
marks 1,2,3,4,5,6 r6c5
marks 1,2,3,4,5,6 r6c6
automaton machine start 0 accept 1 0:0:2 0:1:3 0:2:4 0:3:5 0:4:6 0:5:7 0:6:8 0:7:9 0:8:10 0:9:11 1:0:2 1:1:3 1:2:4 1:3:5 1:4:6 1:5:7 1:6:8 1:7:9 1:8:10 1:9:11 2:0:0 2:1-9:1 3:1:0 3:2-9:1 4:2:0 4:3-9:1 5:3:0 5:4-9:1 6:4:0 6:5-9:1 7:5:0 7:6-9:1 8:6:0 8:7-9:1 9:7:0 9:8,9:1 10:8:0 10:9:1 11:9:0
thermo r1c2 r1c1
weighted-sum 0 r2c1 r3c2 r4c3 r5c4 r6c5 -10*r10c1 -r10c4
weighted-sum 0 r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 -10*r10c7 -r13c1
weighted-sum 0 r1c2 r2c3 r3c4 r4c5 r5c6 -10*r13c4 -r13c7
weighted-sum 0 r1c3 r2c4 r3c5 r4c6 -10*r16c1 -r16c4
weighted-sum 0 r1c4 r2c5 r3c6 -10*r16c7 -r19c1
automaton machine r10c1 r10c7 r10c4 r13c1
automaton machine r10c7 r13c4 r13c1 r13c7
automaton machine r13c4 r16c1 r13c7 r16c4
automaton machine r16c1 r16c7 r16c4 r19c1

#puzzle Circus Maximus
size 9
cells r13c1 r13c4 r13c7 r16c1 r16c4 r16c7 r19c1 r19c4 r19c7 r22c1 r22c4 r22c7 r25c1 r25c4 r25c7 r28c1 r28c4 r28c7 r31c1 r31c4 r31c7 r34c1 r34c4 r34c7 r37c1 r37c4 r37c7 r40c1 r40c4 r40c7 r43c1 r43c4 r43c7 r46c1 r46c4 r46c7 r49c1 r49c4 r49c7 r52c1 r52c4 r52c7 r55c1 r55c4 r55c7 r58c1 r58c4 r58c7 r61c1 r61c4 r61c7 r64c1 r64c4 r64c7 r67c1 r67c4 r67c7 r70c1 r70c4 r70c7 r73c1
rules sudoku
r1c3 = 1
r2c1 = 6
r3c1 = 7
r3c9 = 8
r7c1 = 9
r7c9 = 7
r8c1 = 5
r8c9 = 6
r9c2 = 6
r9c3 = 7
r9c7 = 4
r9c8 = 2
r13c1 = 2
marks 1,2,3 r13c4
marks 1,2,3 r13c7
marks 1,2,3 r16c1
r16c4 = 2
marks 1,2,3 r16c7
marks 1,2,3 r19c1
marks 1,2,3 r19c4
r19c7 = 2
marks 1,2,3 r22c1
marks 1,2,3 r22c4
marks 1,2,3 r22c7
marks 1,2,3 r25c1
marks 1,2,3 r25c4
marks 1,2,3 r25c7
marks 1,2,3 r28c1
marks 1,2,3 r28c4
marks 1,2,3 r28c7
r31c1 = 1
marks 1,2,3 r31c4
marks 1,2,3 r31c7
marks 1,2,3 r34c1
marks 1,2,3 r34c4
marks 1,2,3 r34c7
marks 1,2,3 r37c1
marks 1,2,3 r37c4
marks 1,2,3 r37c7
marks 1,2,3 r40c1
r40c4 = 3
marks 1,2,3 r40c7
marks 1,2,3 r43c1
r43c4 = 2
marks 1,2,3 r43c7
r46c1 = 2
marks 1,2,3 r46c4
marks 1,2,3 r46c7
marks 1,2,3 r49c1
marks 1,2,3 r49c4
marks 1,2,3 r49c7
marks 1,2,3 r52c1
marks 1,2,3 r52c4
marks 1,2,3 r52c7
marks 1,2,3 r55c1
marks 1,2,3 r55c4
marks 1,2,3 r55c7
marks 1,2,3 r58c1
marks 1,2,3 r58c4
marks 1,2,3 r58c7
r61c1 = 2
marks 1,2,3 r61c4
marks 1,2,3 r61c7
marks 1,2,3 r64c1
r64c4 = 2
marks 1,2,3 r64c7
marks 1,2,3 r67c1
marks 1,2,3 r67c4
r67c7 = 2
marks 1,2,3 r70c1
marks 1,2,3 r70c4
marks 1,2,3 r70c7
r73c1 = 2
automaton R5 start 0 accept 0,1 0:1-4,6-9:2 0:5:3 1:1-4,6-9:16 1:5:17 2:1-9:0 3:1:4 3:2-9:0 4:1-4,6-9:5 4:5:6 5:1-9:4 6:1:7 6:2-9:4 7:1-4,6-9:8 7:5:9 8:1-9:7 9:1:10 9:2-9:7 10:1-4,6-9:11 10:5:12 11:1-9:10 12:1:13 12:2-9:10 13:1-4,6-9:14 13:5:15 14:1-9:13 15:1:1 15:2-9:13 16:1-9:1 17:2-9:1
automaton G5 start 0 accept 0,1 0:1-4,6-9:2 0:5:3 1:1-4,6-9:16 1:5:17 2:1-9:0 3:1,3-9:0 3:2:4 4:1-4,6-9:5 4:5:6 5:1-9:4 6:1,3-9:4 6:2:7 7:1-4,6-9:8 7:5:9 8:1-9:7 9:1,3-9:7 9:2:10 10:1-4,6-9:11 10:5:12 11:1-9:10 12:1,3-9:10 12:2:13 13:1-4,6-9:14 13:5:15 14:1-9:13 15:1,3-9:13 15:2:1 16:1-9:1 17:1,3-9:1
automaton B5 start 0 accept 0,1 0:1-4,6-9:2 0:5:3 1:1-4,6-9:16 1:5:17 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1-4,6-9:5 4:5:6 5:1-9:4 6:1,2,4-9:4 6:3:7 7:1-4,6-9:8 7:5:9 8:1-9:7 9:1,2,4-9:7 9:3:10 10:1-4,6-9:11 10:5:12 11:1-9:10 12:1,2,4-9:10 12:3:13 13:1-4,6-9:14 13:5:15 14:1-9:13 15:1,2,4-9:13 15:3:1 16:1-9:1 17:1,2,4-9:1
automaton R6 start 0 accept 0,1 0:1-5,7-9:2 0:6:3 1:1-5,7-9:19 1:6:20 2:1-9:0 3:1:4 3:2-9:0 4:1-5,7-9:5 4:6:6 5:1-9:4 6:1:7 6:2-9:4 7:1-5,7-9:8 7:6:9 8:1-9:7 9:1:10 9:2-9:7 10:1-5,7-9:11 10:6:12 11:1-9:10 12:1:13 12:2-9:10 13:1-5,7-9:14 13:6:15 14:1-9:13 15:1:16 15:2-9:13 16:1-5,7-9:17 16:6:18 17:1-9:16 18:1:1 18:2-9:16 19:1-9:1 20:2-9:1
automaton G6 start 0 accept 0,1 0:1-5,7-9:2 0:6:3 1:1-5,7-9:19 1:6:20 2:1-9:0 3:1,3-9:0 3:2:4 4:1-5,7-9:5 4:6:6 5:1-9:4 6:1,3-9:4 6:2:7 7:1-5,7-9:8 7:6:9 8:1-9:7 9:1,3-9:7 9:2:10 10:1-5,7-9:11 10:6:12 11:1-9:10 12:1,3-9:10 12:2:13 13:1-5,7-9:14 13:6:15 14:1-9:13 15:1,3-9:13 15:2:16 16:1-5,7-9:17 16:6:18 17:1-9:16 18:1,3-9:16 18:2:1 19:1-9:1 20:1,3-9:1
automaton B6 start 0 accept 0,1 0:1-5,7-9:2 0:6:3 1:1-5,7-9:19 1:6:20 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1-5,7-9:5 4:6:6 5:1-9:4 6:1,2,4-9:4 6:3:7 7:1-5,7-9:8 7:6:9 8:1-9:7 9:1,2,4-9:7 9:3:10 10:1-5,7-9:11 10:6:12 11:1-9:10 12:1,2,4-9:10 12:3:13 13:1-5,7-9:14 13:6:15 14:1-9:13 15:1,2,4-9:13 15:3:16 16:1-5,7-9:17 16:6:18 17:1-9:16 18:1,2,4-9:16 18:3:1 19:1-9:1 20:1,2,4-9:1
automaton R7 start 0 accept 0,1 0:1-6,8,9:2 0:7:3 1:1-6,8,9:22 1:7:23 2:1-9:0 3:1:4 3:2-9:0 4:1-6,8,9:5 4:7:6 5:1-9:4 6:1:7 6:2-9:4 7:1-6,8,9:8 7:7:9 8:1-9:7 9:1:10 9:2-9:7 10:1-6,8,9:11 10:7:12 11:1-9:10 12:1:13 12:2-9:10 13:1-6,8,9:14 13:7:15 14:1-9:13 15:1:16 15:2-9:13 16:1-6,8,9:17 16:7:18 17:1-9:16 18:1:19 18:2-9:16 19:1-6,8,9:20 19:7:21 20:1-9:19 21:1:1 21:2-9:19 22:1-9:1 23:2-9:1
automaton G7 start 0 accept 0,1 0:1-6,8,9:2 0:7:3 1:1-6,8,9:22 1:7:23 2:1-9:0 3:1,3-9:0 3:2:4 4:1-6,8,9:5 4:7:6 5:1-9:4 6:1,3-9:4 6:2:7 7:1-6,8,9:8 7:7:9 8:1-9:7 9:1,3-9:7 9:2:10 10:1-6,8,9:11 10:7:12 11:1-9:10 12:1,3-9:10 12:2:13 13:1-6,8,9:14 13:7:15 14:1-9:13 15:1,3-9:13 15:2:16 16:1-6,8,9:17 16:7:18 17:1-9:16 18:1,3-9:16 18:2:19 19:1-6,8,9:20 19:7:21 20:1-9:19 21:1,3-9:19 21:2:1 22:1-9:1 23:1,3-9:1
automaton B7 start 0 accept 0,1 0:1-6,8,9:2 0:7:3 1:1-6,8,9:22 1:7:23 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1-6,8,9:5 4:7:6 5:1-9:4 6:1,2,4-9:4 6:3:7 7:1-6,8,9:8 7:7:9 8:1-9:7 9:1,2,4-9:7 9:3:10 10:1-6,8,9:11 10:7:12 11:1-9:10 12:1,2,4-9:10 12:3:13 13:1-6,8,9:14 13:7:15 14:1-9:13 15:1,2,4-9:13 15:3:16 16:1-6,8,9:17 16:7:18 17:1-9:16 18:1,2,4-9:16 18:3:19 19:1-6,8,9:20 19:7:21 20:1-9:19 21:1,2,4-9:19 21:3:1 22:1-9:1 23:1,2,4-9:1
automaton R8 start 0 accept 0,1 0:1-7,9:2 0:8:3 1:1-7,9:25 1:8:26 2:1-9:0 3:1:4 3:2-9:0 4:1-7,9:5 4:8:6 5:1-9:4 6:1:7 6:2-9:4 7:1-7,9:8 7:8:9 8:1-9:7 9:1:10 9:2-9:7 10:1-7,9:11 10:8:12 11:1-9:10 12:1:13 12:2-9:10 13:1-7,9:14 13:8:15 14:1-9:13 15:1:16 15:2-9:13 16:1-7,9:17 16:8:18 17:1-9:16 18:1:19 18:2-9:16 19:1-7,9:20 19:8:21 20:1-9:19 21:1:22 21:2-9:19 22:1-7,9:23 22:8:24 23:1-9:22 24:1:1 24:2-9:22 25:1-9:1 26:2-9:1
automaton G8 start 0 accept 0,1 0:1-7,9:2 0:8:3 1:1-7,9:25 1:8:26 2:1-9:0 3:1,3-9:0 3:2:4 4:1-7,9:5 4:8:6 5:1-9:4 6:1,3-9:4 6:2:7 7:1-7,9:8 7:8:9 8:1-9:7 9:1,3-9:7 9:2:10 10:1-7,9:11 10:8:12 11:1-9:10 12:1,3-9:10 12:2:13 13:1-7,9:14 13:8:15 14:1-9:13 15:1,3-9:13 15:2:16 16:1-7,9:17 16:8:18 17:1-9:16 18:1,3-9:16 18:2:19 19:1-7,9:20 19:8:21 20:1-9:19 21:1,3-9:19 21:2:22 22:1-7,9:23 22:8:24 23:1-9:22 24:1,3-9:22 24:2:1 25:1-9:1 26:1,3-9:1
automaton B8 start 0 accept 0,1 0:1-7,9:2 0:8:3 1:1-7,9:25 1:8:26 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1-7,9:5 4:8:6 5:1-9:4 6:1,2,4-9:4 6:3:7 7:1-7,9:8 7:8:9 8:1-9:7 9:1,2,4-9:7 9:3:10 10:1-7,9:11 10:8:12 11:1-9:10 12:1,2,4-9:10 12:3:13 13:1-7,9:14 13:8:15 14:1-9:13 15:1,2,4-9:13 15:3:16 16:1-7,9:17 16:8:18 17:1-9:16 18:1,2,4-9:16 18:3:19 19:1-7,9:20 19:8:21 20:1-9:19 21:1,2,4-9:19 21:3:22 22:1-7,9:23 22:8:24 23:1-9:22 24:1,2,4-9:22 24:3:1 25:1-9:1 26:1,2,4-9:1
automaton R9 start 0 accept 0,1 0:1-8:2 0:9:3 1:1-8:28 1:9:29 2:1-9:0 3:1:4 3:2-9:0 4:1-8:5 4:9:6 5:1-9:4 6:1:7 6:2-9:4 7:1-8:8 7:9:9 8:1-9:7 9:1:10 9:2-9:7 10:1-8:11 10:9:12 11:1-9:10 12:1:13 12:2-9:10 13:1-8:14 13:9:15 14:1-9:13 15:1:16 15:2-9:13 16:1-8:17 16:9:18 17:1-9:16 18:1:19 18:2-9:16 19:1-8:20 19:9:21 20:1-9:19 21:1:22 21:2-9:19 22:1-8:23 22:9:24 23:1-9:22 24:1:25 24:2-9:22 25:1-8:26 25:9:27 26:1-9:25 27:1:1 27:2-9:25 28:1-9:1 29:2-9:1
automaton G9 start 0 accept 0,1 0:1-8:2 0:9:3 1:1-8:28 1:9:29 2:1-9:0 3:1,3-9:0 3:2:4 4:1-8:5 4:9:6 5:1-9:4 6:1,3-9:4 6:2:7 7:1-8:8 7:9:9 8:1-9:7 9:1,3-9:7 9:2:10 10:1-8:11 10:9:12 11:1-9:10 12:1,3-9:10 12:2:13 13:1-8:14 13:9:15 14:1-9:13 15:1,3-9:13 15:2:16 16:1-8:17 16:9:18 17:1-9:16 18:1,3-9:16 18:2:19 19:1-8:20 19:9:21 20:1-9:19 21:1,3-9:19 21:2:22 22:1-8:23 22:9:24 23:1-9:22 24:1,3-9:22 24:2:25 25:1-8:26 25:9:27 26:1-9:25 27:1,3-9:25 27:2:1 28:1-9:1 29:1,3-9:1
automaton B9 start 0 accept 0,1 0:1-8:2 0:9:3 1:1-8:28 1:9:29 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1-8:5 4:9:6 5:1-9:4 6:1,2,4-9:4 6:3:7 7:1-8:8 7:9:9 8:1-9:7 9:1,2,4-9:7 9:3:10 10:1-8:11 10:9:12 11:1-9:10 12:1,2,4-9:10 12:3:13 13:1-8:14 13:9:15 14:1-9:13 15:1,2,4-9:13 15:3:16 16:1-8:17 16:9:18 17:1-9:16 18:1,2,4-9:16 18:3:19 19:1-8:20 19:9:21 20:1-9:19 21:1,2,4-9:19 21:3:22 22:1-8:23 22:9:24 23:1-9:22 24:1,2,4-9:22 24:3:25 25:1-8:26 25:9:27 26:1-9:25 27:1,2,4-9:25 27:3:1 28:1-9:1 29:1,2,4-9:1
automaton R2 start 0 accept 0,1 0:1,3-9:2 0:2:3 1:1,3-9:7 1:2:8 2:1-9:0 3:1:4 3:2-9:0 4:1,3-9:5 4:2:6 5:1-9:4 6:1:1 6:2-9:4 7:1-9:1 8:2-9:1
automaton G2 start 0 accept 0,1 0:1,3-9:2 0:2:3 1:1,3-9:7 1:2:8 2:1-9:0 3:1,3-9:0 3:2:4 4:1,3-9:5 4:2:6 5:1-9:4 6:1,3-9:4 6:2:1 7:1-9:1 8:1,3-9:1
automaton B2 start 0 accept 0,1 0:1,3-9:2 0:2:3 1:1,3-9:7 1:2:8 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1,3-9:5 4:2:6 5:1-9:4 6:1,2,4-9:4 6:3:1 7:1-9:1 8:1,2,4-9:1
automaton R3 start 0 accept 0,1 0:1,2,4-9:2 0:3:3 1:1,2,4-9:10 1:3:11 2:1-9:0 3:1:4 3:2-9:0 4:1,2,4-9:5 4:3:6 5:1-9:4 6:1:7 6:2-9:4 7:1,2,4-9:8 7:3:9 8:1-9:7 9:1:1 9:2-9:7 10:1-9:1 11:2-9:1
automaton G3 start 0 accept 0,1 0:1,2,4-9:2 0:3:3 1:1,2,4-9:10 1:3:11 2:1-9:0 3:1,3-9:0 3:2:4 4:1,2,4-9:5 4:3:6 5:1-9:4 6:1,3-9:4 6:2:7 7:1,2,4-9:8 7:3:9 8:1-9:7 9:1,3-9:7 9:2:1 10:1-9:1 11:1,3-9:1
automaton B3 start 0 accept 0,1 0:1,2,4-9:2 0:3:3 1:1,2,4-9:10 1:3:11 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1,2,4-9:5 4:3:6 5:1-9:4 6:1,2,4-9:4 6:3:7 7:1,2,4-9:8 7:3:9 8:1-9:7 9:1,2,4-9:7 9:3:1 10:1-9:1 11:1,2,4-9:1
automaton R4 start 0 accept 0,1 0:1-3,5-9:2 0:4:3 1:1-3,5-9:13 1:4:14 2:1-9:0 3:1:4 3:2-9:0 4:1-3,5-9:5 4:4:6 5:1-9:4 6:1:7 6:2-9:4 7:1-3,5-9:8 7:4:9 8:1-9:7 9:1:10 9:2-9:7 10:1-3,5-9:11 10:4:12 11:1-9:10 12:1:1 12:2-9:10 13:1-9:1 14:2-9:1
automaton G4 start 0 accept 0,1 0:1-3,5-9:2 0:4:3 1:1-3,5-9:13 1:4:14 2:1-9:0 3:1,3-9:0 3:2:4 4:1-3,5-9:5 4:4:6 5:1-9:4 6:1,3-9:4 6:2:7 7:1-3,5-9:8 7:4:9 8:1-9:7 9:1,3-9:7 9:2:10 10:1-3,5-9:11 10:4:12 11:1-9:10 12:1,3-9:10 12:2:1 13:1-9:1 14:1,3-9:1
automaton B4 start 0 accept 0,1 0:1-3,5-9:2 0:4:3 1:1-3,5-9:13 1:4:14 2:1-9:0 3:1,2,4-9:0 3:3:4 4:1-3,5-9:5 4:4:6 5:1-9:4 6:1,2,4-9:4 6:3:7 7:1-3,5-9:8 7:4:9 8:1-9:7 9:1,2,4-9:7 9:3:10 10:1-3,5-9:11 10:4:12 11:1-9:10 12:1,2,4-9:10 12:3:1 13:1-9:1 14:1,2,4-9:1
automaton R1 start 0 accept 0,1 0:1:2 0:2-9:3 1:1:4 1:2-9:5 2:1:1 2:2-9:0 3:1-9:0 4:2-9:1 5:1-9:1
automaton G1 start 0 accept 0,1 0:1:2 0:2-9:3 1:1:4 1:2-9:5 2:1,3-9:0 2:2:1 3:1-9:0 4:1,3-9:1 5:1-9:1
automaton B1 start 0 accept 0,1 0:1:2 0:2-9:3 1:1:4 1:2-9:5 2:1,2,4-9:0 2:3:1 3:1-9:0 4:1,2,4-9:1 5:1-9:1
relation rel 1:2-9 2:1,3-9 3:1,2,4-9 4:1-3,5-9 5:1-4,6-9 6:1-5,7-9 7:1-6,8,9 8:1-7,9 9:1-8
renban r1c4 r1c3 r1c2 r1c1 r2c1 r3c1 r4c1
renban r6c1 r7c1 r8c1 r9c1 r9c2 r9c3 r9c4
renban r9c6 r9c7 r9c8 r9c9 r8c9 r7c9 r6c9
renban r4c9 r3c9 r2c9 r1c9 r1c8 r1c7 r1c6
pairs rel r13c1 r13c4
pairs rel r13c1 r22c1
pairs rel r13c4 r13c7
pairs rel r13c4 r22c4
pairs rel r13c7 r16c1
pairs rel r13c7 r22c7
pairs rel r16c1 r16c4
pairs rel r16c1 r25c1
pairs rel r16c4 r16c7
pairs rel r16c7 r19c1
pairs rel r16c7 r25c4
pairs rel r19c1 r19c4
pairs rel r19c1 r25c7
pairs rel r19c4 r19c7
pairs rel r19c7 r28c1
pairs rel r22c1 r22c4
pairs rel r22c1 r28c4
pairs rel r22c4 r22c7
pairs rel r22c4 r28c7
pairs rel r22c7 r25c1
pairs rel r22c7 r31c1
pairs rel r25c4 r25c7
pairs rel r25c4 r31c7
pairs rel r28c1 r34c1
pairs rel r28c4 r28c7
pairs rel r28c4 r34c4
pairs rel r28c7 r31c1
pairs rel r31c1 r34c7
pairs rel r31c4 r31c7
pairs rel r31c7 r37c1
pairs rel r34c1 r40c1
pairs rel r34c4 r40c4
pairs rel r37c1 r37c4
pairs rel r37c1 r43c4
pairs rel r37c4 r37c7
pairs rel r37c4 r43c7
pairs rel r37c7 r40c1
pairs rel r40c1 r46c1
pairs rel r40c4 r46c4
pairs rel r40c7 r43c1
pairs rel r43c1 r43c4
pairs rel r43c4 r43c7
pairs rel r43c4 r49c4
pairs rel r46c1 r52c1
pairs rel r46c4 r46c7
pairs rel r46c4 r52c4
pairs rel r46c7 r49c1
pairs rel r49c1 r52c7
pairs rel r49c7 r52c1
pairs rel r49c7 r55c7
pairs rel r52c1 r58c1
pairs rel r52c4 r58c4
pairs rel r52c7 r55c1
pairs rel r52c7 r61c1
pairs rel r55c1 r55c4
pairs rel r55c1 r61c4
pairs rel r55c7 r58c1
pairs rel r58c1 r64c1
pairs rel r58c4 r58c7
pairs rel r58c4 r64c4
pairs rel r58c7 r61c1
pairs rel r58c7 r64c7
pairs rel r61c1 r61c4
pairs rel r61c1 r67c1
pairs rel r61c4 r67c4
pairs rel r61c7 r70c4
pairs rel r64c1 r73c1
pairs rel r64c4 r64c7
pairs rel r64c7 r67c1
pairs rel r67c1 r67c4
pairs rel r67c4 r67c7
pairs rel r67c7 r70c1
pairs rel r70c1 r70c4
pairs rel r70c4 r70c7
pairs rel r70c7 r73c1
automaton B1 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G1 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R1 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B4 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G4 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R4 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B3 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G3 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R3 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B2 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G2 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R2 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B9 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G9 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R9 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B8 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G8 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R8 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B7 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G7 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R7 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B6 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G6 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R6 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton B5 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton G5 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1
automaton R5 r1c1 r13c1 r1c2 r13c4 r1c3 r13c7 r1c4 r16c1 r1c5 r16c4 r1c6 r16c7 r1c7 r19c1 r1c8 r19c4 r1c9 r19c7 r2c1 r22c1 r2c2 r22c4 r2c3 r22c7 r2c4 r25c1 r2c6 r25c4 r2c7 r25c7 r2c9 r28c1 r3c1 r28c4 r3c2 r28c7 r3c3 r31c1 r3c5 r31c4 r3c6 r31c7 r3c9 r34c1 r4c1 r34c4 r4c3 r34c7 r4c6 r37c1 r4c7 r37c4 r4c8 r37c7 r4c9 r40c1 r5c1 r40c4 r5c4 r40c7 r5c5 r43c1 r5c6 r43c4 r5c7 r43c7 r5c9 r46c1 r6c1 r46c4 r6c2 r46c7 r6c3 r49c1 r6c6 r49c4 r6c8 r49c7 r6c9 r52c1 r7c1 r52c4 r7c3 r52c7 r7c4 r55c1 r7c5 r55c4 r7c8 r55c7 r7c9 r58c1 r8c1 r58c4 r8c2 r58c7 r8c3 r61c1 r8c4 r61c4 r8c7 r61c7 r8c9 r64c1 r9c1 r64c4 r9c2 r64c7 r9c3 r67c1 r9c4 r67c4 r9c5 r67c7 r9c6 r70c1 r9c7 r70c4 r9c8 r70c7 r9c9 r73c1

#puzzle Chaos Construction: Sack Lunch
size 9 boxes none
rules latin chaos-construction
arrow r3c1 : r2c1 r2c2
arrow r1c5 : r1c4 r1c3
arrow r4c9 : r3c9 r2c9
arrow r4c5 : r3c5 r3c6
arrow r4c5 : r4c6 r4c7
arrow r9c1 : r8c2 r8c3 r8c4
arrow r8c8 : r9c8 r9c7
arrow r8c6 : r9c5 r9c4
arrow r8c6 : r7c7 r6c7
arrow r6c2 : r5c1 r4c1
arrow r6c2 : r7c3 r7c4
arrow r6c3 : r6c4 r6c5
arrow r6c3 : r6c4 r7c5 r6c6
same-values r3c11 | r2c11 | r2c12
same-values r1c15 | r1c14 | r1c13
same-values r4c19 | r3c19 | r2c19
same-values r4c15 | r3c15 | r3c16
same-values r4c15 | r4c16 | r4c17
same-values r9c11 | r8c12 | r8c13 | r8c14
same-values r8c18 | r9c18 | r9c17
same-values r8c16 | r9c15 | r9c14
same-values r8c16 | r7c17 | r6c17
same-values r6c12 | r5c11 | r4c11
same-values r6c12 | r7c13 | r7c14
same-values r6c13 | r6c14 | r6c15
same-values r6c13 | r6c14 | r7c15 | r6c16
chaos-arrow r3c1
chaos-arrow r1c5
chaos-arrow r4c9
chaos-arrow r4c5
chaos-arrow r4c5
chaos-arrow r9c1
chaos-arrow r8c8
chaos-arrow r8c6
chaos-arrow r8c6
chaos-arrow r6c2
chaos-arrow r6c2
chaos-arrow r6c3
chaos-arrow r6c3
chaos-arrow r4c2
chaos-arrow r4c8
chaos-arrow r6c9

#puzzle Cavernous Construction: 6x6
size 6 boxes none
rules latin chaos-construction
r1c1 = 6
r1c6 = 5
r2c2 = 4
r6c4 = 1
chaos-arrow r1c1 : r1c1 : r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 : r1c1 : r1c1 r1c2 r1c3 r1c4 r1c5 r1c6
chaos-arrow r1c2 : r1c2 : r1c2 r2c2 r3c2 r4c2 r5c2 r6c2 : r1c2 r1c1 : r1c2 r1c3 r1c4 r1c5 r1c6
chaos-arrow r1c4 : r1c4 : r1c4 r2c4 r3c4 r4c4 r5c4 r6c4 : r1c4 r1c3 r1c2 r1c1 : r1c4 r1c5 r1c6
chaos-arrow r1c5 : r1c5 : r1c5 r2c5 r3c5 r4c5 r5c5 r6c5 : r1c5 r1c4 r1c3 r1c2 r1c1 : r1c5 r1c6
chaos-arrow r1c6 : r1c6 : r1c6 r2c6 r3c6 r4c6 r5c6 r6c6 : r1c6 r1c5 r1c4 r1c3 r1c2 r1c1 : r1c6
chaos-arrow r2c1 : r2c1 r1c1 : r2c1 r3c1 r4c1 r5c1 r6c1 : r2c1 : r2c1 r2c2 r2c3 r2c4 r2c5 r2c6
chaos-arrow r2c2 : r2c2 r1c2 : r2c2 r3c2 r4c2 r5c2 r6c2 : r2c2 r2c1 : r2c2 r2c3 r2c4 r2c5 r2c6
chaos-arrow r2c3 : r2c3 r1c3 : r2c3 r3c3 r4c3 r5c3 r6c3 : r2c3 r2c2 r2c1 : r2c3 r2c4 r2c5 r2c6
chaos-arrow r2c4 : r2c4 r1c4 : r2c4 r3c4 r4c4 r5c4 r6c4 : r2c4 r2c3 r2c2 r2c1 : r2c4 r2c5 r2c6
chaos-arrow r4c3 : r4c3 r3c3 r2c3 r1c3 : r4c3 r5c3 r6c3 : r4c3 r4c2 r4c1 : r4c3 r4c4 r4c5 r4c6
chaos-arrow r4c6 : r4c6 r3c6 r2c6 r1c6 : r4c6 r5c6 r6c6 : r4c6 r4c5 r4c4 r4c3 r4c2 r4c1 : r4c6
chaos-arrow r5c5 : r5c5 r4c5 r3c5 r2c5 r1c5 : r5c5 r6c5 : r5c5 r5c4 r5c3 r5c2 r5c1 : r5c5 r5c6
chaos-arrow r6c1 : r6c1 r5c1 r4c1 r3c1 r2c1 r1c1 : r6c1 : r6c1 : r6c1 r6c2 r6c3 r6c4 r6c5 r6c6
chaos-arrow r6c2 : r6c2 r5c2 r4c2 r3c2 r2c2 r1c2 : r6c2 : r6c2 r6c1 : r6c2 r6c3 r6c4 r6c5 r6c6

#puzzle Cavernous Construction
size 9 boxes none
rules latin chaos-construction
r2c2 = 9
r6c3 = 7
r7c7 = 5
r9c1 = 2
chaos-arrow r1c1
chaos-arrow r1c4
chaos-arrow r1c8
chaos-arrow r1c9
chaos-arrow r2c2
chaos-arrow r2c8
chaos-arrow r2c9
chaos-arrow r3c1
chaos-arrow r3c3
chaos-arrow r3c5
chaos-arrow r4c1
chaos-arrow r4c9
chaos-arrow r5c3
chaos-arrow r5c5
chaos-arrow r6c2
chaos-arrow r6c5
chaos-arrow r6c9
chaos-arrow r7c1
chaos-arrow r7c4
chaos-arrow r7c8
chaos-arrow r8c1
chaos-arrow r8c3
chaos-arrow r8c5
chaos-arrow r8c9
chaos-arrow r9c1
chaos-arrow r9c2
chaos-arrow r9c9

#puzzle Chaos Construction: 6x6
size 6 boxes none
rules latin chaos-construction
r3c2 = 1
r4c3 = 6
chaos-arrow r1c2 : r1c2 r1c3 r1c4 r1c5 r1c6
chaos-arrow r2c2 : r2c2 r2c3 r2c4 r2c5 r2c6
chaos-arrow r3c1 : r3c1 r3c2 r3c3 r3c4 r3c5 r3c6
chaos-arrow r6c1 : r6c1 r6c2 r6c3 r6c4 r6c5 r6c6
chaos-arrow r3c2 : r3c2 r4c2 r5c2 r6c2
chaos-arrow r4c2 : r4c2 r4c1
chaos-arrow r5c3 : r5c3 r4c3 r3c3 r2c3 r1c3
chaos-arrow r6c3 : r6c3 r6c2 r6c1
chaos-arrow r1c4 : r1c4 r2c4 r3c4 r4c4 r5c4 r6c4
chaos-arrow r5c4 : r5c4 r4c4 r3c4 r2c4 r1c4
chaos-arrow r6c4 : r6c4 r6c3 r6c2 r6c1
chaos-arrow r2c5 : r2c5 r2c4 r2c3 r2c2 r2c1
chaos-arrow r4c5 : r4c5 r3c5 r2c5 r1c5
chaos-arrow r6c5 : r6c5 r6c4 r6c3 r6c2 r6c1
chaos-arrow r2c6 : r2c6 r1c6
chaos-arrow r2c6 : r2c6 r2c5 r2c4 r2c3 r2c2 r2c1
chaos-arrow r4c6 : r4c6 r3c6 r2c6 r1c6
chaos-arrow r5c6 : r5c6 r5c5 r5c4 r5c3 r5c2 r5c1

#puzzle Chaos Construction
size 9 boxes none
rules latin chaos-construction
r1c1 = 8
r2c3 = 9
r3c5 = 9
r6c4 = 9
r8c5 = 7
chaos-arrow r1c2 : r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9
chaos-arrow r1c4 : r1c4 r1c3 r1c2 r1c1
chaos-arrow r2c4 : r2c4 r2c3 r2c2 r2c1
chaos-arrow r2c5 : r2c5 r2c6 r2c7 r2c8 r2c9
chaos-arrow r2c7 : r2c7 r2c8 r2c9
chaos-arrow r2c8 : r2c8 r1c8
chaos-arrow r3c2 : r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
chaos-arrow r3c4 : r3c4 r2c4 r1c4
chaos-arrow r3c7 : r3c7 r2c7 r1c7
chaos-arrow r3c8 : r3c8 r4c8 r5c8 r6c8 r7c8 r8c8 r9c8
chaos-arrow r4c6 : r4c6 r4c7 r4c8 r4c9
chaos-arrow r5c1 : r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
chaos-arrow r5c5 : r5c5 r4c5 r3c5 r2c5 r1c5
chaos-arrow r6c1 : r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
chaos-arrow r6c2 : r6c2 r6c1
chaos-arrow r6c3 : r6c3 r7c3 r8c3 r9c3
chaos-arrow r6c8 : r6c8 r6c9
chaos-arrow r7c4 : r7c4 r6c4 r5c4 r4c4 r3c4 r2c4 r1c4
chaos-arrow r8c4 : r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
chaos-arrow r8c9 : r8c9 r8c8 r8c7 r8c6 r8c5 r8c4 r8c3 r8c2 r8c1
chaos-arrow r9c2 : r9c2 r8c2 r7c2 r6c2 r5c2 r4c2 r3c2 r2c2 r1c2
chaos-arrow r9c7 : r9c7 r8c7 r7c7 r6c7 r5c7 r4c7 r3c7 r2c7 r1c7
chaos-arrow r9c9 : r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9

#puzzle Chaos Construction - easier
size 9 boxes none
rules latin chaos-construction
r1c1 = 8
r2c3 = 9
r3c5 = 9
r6c4 = 9
r8c5 = 7
r5c1 = 1
r3c8 = 4
r9c9 = 7
r4c2 = 9
r9c6 = 6
r5c6 = 9
r4c5 = 5
r8c3 = 6
r1c7 = 5
r4c1 = 3
r2c9 = 6
chaos-arrow r1c2 : r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9
chaos-arrow r1c4 : r1c4 r1c3 r1c2 r1c1
chaos-arrow r2c4 : r2c4 r2c3 r2c2 r2c1
chaos-arrow r2c5 : r2c5 r2c6 r2c7 r2c8 r2c9
chaos-arrow r2c7 : r2c7 r2c8 r2c9
chaos-arrow r2c8 : r2c8 r1c8
chaos-arrow r3c2 : r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
chaos-arrow r3c4 : r3c4 r2c4 r1c4
chaos-arrow r3c7 : r3c7 r2c7 r1c7
chaos-arrow r3c8 : r3c8 r4c8 r5c8 r6c8 r7c8 r8c8 r9c8
chaos-arrow r4c6 : r4c6 r4c7 r4c8 r4c9
chaos-arrow r5c1 : r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
chaos-arrow r5c5 : r5c5 r4c5 r3c5 r2c5 r1c5
chaos-arrow r6c1 : r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
chaos-arrow r6c2 : r6c2 r6c1
chaos-arrow r6c3 : r6c3 r7c3 r8c3 r9c3
chaos-arrow r6c8 : r6c8 r6c9
chaos-arrow r7c4 : r7c4 r6c4 r5c4 r4c4 r3c4 r2c4 r1c4
chaos-arrow r8c4 : r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
chaos-arrow r8c9 : r8c9 r8c8 r8c7 r8c6 r8c5 r8c4 r8c3 r8c2 r8c1
chaos-arrow r9c2 : r9c2 r8c2 r7c2 r6c2 r5c2 r4c2 r3c2 r2c2 r1c2
chaos-arrow r9c7 : r9c7 r8c7 r7c7 r6c7 r5c7 r4c7 r3c7 r2c7 r1c7
chaos-arrow r9c9 : r9c9 r8c9 r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9

#puzzle Chaos Construction: cell count
size 6 boxes none
rules latin chaos-construction
r1c2 = 6
r1c4 = 4
r1c6 = 3
r2c1 = 3
r6c1 = 4
r6c3 = 2
r6c5 = 6
r5c6 = 5
chaos-count r1c2
chaos-count r1c4
chaos-count r1c6
chaos-count r2c6
chaos-count r5c1
chaos-count r6c1
chaos-count r6c3
chaos-count r6c5

#puzzle Chaos Construction: cell count [harder]
size 6 boxes none
rules latin chaos-construction
r5c6 = 5
r2c1 = 3
r6c4 = 3
r3c4 = 1
r4c2 = 2
chaos-count r1c2 : r1c2 r1c1 r2c1 r2c2 r2c3 r1c3
chaos-count r1c4 : r1c4 r1c3 r2c3 r2c4 r2c5 r1c5
chaos-count r1c6 : r1c6 r1c5 r2c5 r2c6
chaos-count r2c6 : r2c6 r1c6 r1c5 r2c5 r3c5 r3c6
chaos-count r5c1 : r5c1 r4c1 r4c2 r5c2 r6c2 r6c1
chaos-count r6c1 : r6c1 r5c1 r5c2 r6c2
chaos-count r6c3 : r6c3 r6c2 r5c2 r5c3 r5c4 r6c4
chaos-count r6c5 : r6c5 r6c4 r5c4 r5c5 r5c6 r6c6

#puzzle Chaos Construction: killer
size 9 boxes none
rules latin chaos-construction
cage 18 r1c1 r1c2 r2c2
cage 4 r1c8 r1c9
cage 27 r2c3 r3c3 r4c3 r4c2 r4c1
cage 6 r2c4 r2c5
cage 28 r2c6 r3c6 r4c6 r3c5
cage 15 r3c9 r4c9
cage 17 r4c7 r4c8 r5c8 r5c9
cage 16 r5c5 r5c6 r5c7 r6c6
cage 12 r3c4 r4c4 r5c4 r4c5
cage 17 r5c1 r5c2
cage 8 r6c1 r6c2
cage 21 r7c3 r7c4 r8c4
cage 5 r8c3 r9c3
cage 15 r9c4 r9c5
cage 11 r9c6 r9c7
cage 10 r8c7 r8c8 r9c8
cage 19 r7c7 r7c6 r8c6
cage 8 r7c5 r8c5
cage 8 r2c1 r3c1 r3c2
same-values r2c12 | r1c12 | r1c11
same-values r2c13 | r3c13 | r4c13 | r4c12 | r4c11
same-values r2c14 | r2c15
same-values r3c14 | r4c14 | r5c14 | r4c15
same-values r1c18 | r1c19
same-values r3c19 | r4c19
same-values r5c19 | r5c18 | r4c18 | r4c17
same-values r2c16 | r3c16 | r4c16 | r3c15
same-values r5c15 | r5c16 | r5c17 | r6c16
same-values r8c13 | r9c13
same-values r5c11 | r5c12
same-values r6c11 | r6c12
same-values r7c13 | r7c14 | r8c14
same-values r7c15 | r8c15
same-values r9c14 | r9c15
same-values r9c16 | r9c17
same-values r8c17 | r8c18 | r9c18
same-values r7c17 | r7c16 | r8c16
same-values r2c11 | r3c11 | r3c12

#puzzle Chaos Construction: x-sums
size 9 boxes none
rules latin chaos-construction
x-sum 11 r0c7
x-sum 20 r4c10
x-sum 19 r5c0
x-sum 23 r5c10
x-sum 28 r10c6
x-sum 24 r8c0
chaos-arrow r1c7 : r1c7 r2c7 r3c7 r4c7 r5c7 r6c7 r7c7 r8c7 r9c7
chaos-arrow r1c2 : r1c2 r2c2 r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
chaos-arrow r1c4 : r1c4 r2c4 r3c4 r4c4 r5c4 r6c4 r7c4 r8c4 r9c4
chaos-arrow r9c2 : r9c2 r8c2 r7c2 r6c2 r5c2 r4c2 r3c2 r2c2 r1c2
chaos-arrow r9c5 : r9c5 r8c5 r7c5 r6c5 r5c5 r4c5 r3c5 r2c5 r1c5
chaos-arrow r9c6 : r9c6 r8c6 r7c6 r6c6 r5c6 r4c6 r3c6 r2c6 r1c6
chaos-arrow r8c9 : r8c9 r8c8 r8c7 r8c6 r8c5 r8c4 r8c3 r8c2 r8c1
chaos-arrow r7c9 : r7c9 r7c8 r7c7 r7c6 r7c5 r7c4 r7c3 r7c2 r7c1
chaos-arrow r5c9 : r5c9 r5c8 r5c7 r5c6 r5c5 r5c4 r5c3 r5c2 r5c1
chaos-arrow r4c9 : r4c9 r4c8 r4c7 r4c6 r4c5 r4c4 r4c3 r4c2 r4c1
chaos-arrow r3c9 : r3c9 r3c8 r3c7 r3c6 r3c5 r3c4 r3c3 r3c2 r3c1
chaos-arrow r5c1 : r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
chaos-arrow r8c1 : r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
chaos-arrow r9c1 : r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9

#puzzle Uncovering Tunnels
size 9 boxes none
rules latin chaos-construction
automaton ParityCount start 0 accept 1,2 0:1:3 0:2:4 0:3:5 0:4:6 0:5:7 0:6:8 0:7:9 0:8:10 0:9:11 1:1,3,5,7,9:1 2:2,4,6,8:2 3:1,3,5,7,9:3 3:2,4,6,8:1 4:1,3,5,7,9:12 4:2,4,6,8:4 5:1,3,5,7,9:5 5:2,4,6,8:13 6:1,3,5,7,9:14 6:2,4,6,8:6 7:1,3,5,7,9:7 7:2,4,6,8:15 8:1,3,5,7,9:16 8:2,4,6,8:8 9:1,3,5,7,9:9 9:2,4,6,8:17 10:1,3,5,7,9:18 10:2,4,6,8:10 11:1,3,5,7,9:11 11:2,4,6,8:19 12:1,3,5,7,9:2 12:2,4,6,8:12 13:1,3,5,7,9:13 13:2,4,6,8:3 14:1,3,5,7,9:4 14:2,4,6,8:14 15:1,3,5,7,9:15 15:2,4,6,8:5 16:1,3,5,7,9:6 16:2,4,6,8:16 17:1,3,5,7,9:17 17:2,4,6,8:7 18:1,3,5,7,9:8 18:2,4,6,8:18 19:1,3,5,7,9:19 19:2,4,6,8:9
chaos-arrow r6c1 excluding-first : r6c1 r5c1 r4c1 r3c1 r2c1 r1c1
chaos-arrow r3c2 excluding-first : r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
chaos-arrow r3c3 excluding-first : r3c3 r4c3 r5c3 r6c3 r7c3 r8c3 r9c3
chaos-arrow r1c3 excluding-first : r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9
chaos-arrow r1c4 excluding-first : r1c4 r2c3 r3c2 r4c1
chaos-arrow r3c5 excluding-first : r3c5 r2c5 r1c5
chaos-arrow r3c5 excluding-first : r3c5 r2c6 r1c7
chaos-arrow r2c8 excluding-first : r2c8 r2c7 r2c6 r2c5 r2c4 r2c3 r2c2 r2c1
chaos-arrow r4c7 excluding-first : r4c7 r4c6 r4c5 r4c4 r4c3 r4c2 r4c1
chaos-arrow r5c4 excluding-first : r5c4 r6c4 r7c4 r8c4 r9c4
chaos-arrow r7c5 excluding-first : r7c5 r8c5 r9c5
chaos-arrow r7c5 excluding-first : r7c5 r8c4 r9c3
chaos-arrow r8c7 excluding-first : r8c7 r8c8 r8c9
chaos-arrow r7c9 excluding-first : r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9
chaos-arrow r6c6 excluding-first : r6c6 r6c7 r6c8 r6c9
automaton ParityCount r6c1 r5c1 r4c1 r3c1 r2c1 r1c1
automaton ParityCount r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
automaton ParityCount r3c3 r4c3 r5c3 r6c3 r7c3 r8c3 r9c3
automaton ParityCount r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9
automaton ParityCount r1c4 r2c3 r3c2 r4c1
automaton ParityCount r3c5 r2c5 r1c5
automaton ParityCount r3c5 r2c6 r1c7
automaton ParityCount r2c8 r2c7 r2c6 r2c5 r2c4 r2c3 r2c2 r2c1
automaton ParityCount r4c7 r4c6 r4c5 r4c4 r4c3 r4c2 r4c1
automaton ParityCount r5c4 r6c4 r7c4 r8c4 r9c4
automaton ParityCount r7c5 r8c5 r9c5
automaton ParityCount r7c5 r8c4 r9c3
automaton ParityCount r8c7 r8c8 r8c9
automaton ParityCount r7c9 r6c9 r5c9 r4c9 r3c9 r2c9 r1c9
automaton ParityCount r6c6 r6c7 r6c8 r6c9
whispers 4 r6c1 r6c2
whispers 4 r2c7 r3c7
whispers 4 r3c6 r4c6
whispers 4 r4c7 r5c6
whispers 4 r4c9 r5c8
whispers 4 r6c5 r7c6
whispers 4 r7c7 r7c8
whispers 4 r7c3 r8c3
extra-region r6c11 r6c12
extra-region r2c17 r3c17
extra-region r3c16 r4c16
extra-region r4c17 r5c16
extra-region r4c19 r5c18
extra-region r6c15 r7c16
extra-region r7c17 r7c18
extra-region r7c13 r8c13
count-distinct r1c2 : r1c11 r1c12 r1c13 r1c14 r1c15 r1c16 r1c17 r1c18 r1c19
count-distinct r2c8 : r2c11 r2c12 r2c13 r2c14 r2c15 r2c16 r2c17 r2c18 r2c19
count-distinct r3c6 : r3c11 r3c12 r3c13 r3c14 r3c15 r3c16 r3c17 r3c18 r3c19
count-distinct r4c7 : r4c11 r4c12 r4c13 r4c14 r4c15 r4c16 r4c17 r4c18 r4c19
count-distinct r5c3 : r5c11 r5c12 r5c13 r5c14 r5c15 r5c16 r5c17 r5c18 r5c19
count-distinct r6c4 : r6c11 r6c12 r6c13 r6c14 r6c15 r6c16 r6c17 r6c18 r6c19
count-distinct r7c4 : r7c11 r7c12 r7c13 r7c14 r7c15 r7c16 r7c17 r7c18 r7c19
count-distinct r8c8 : r8c11 r8c12 r8c13 r8c14 r8c15 r8c16 r8c17 r8c18 r8c19
count-distinct r9c6 : r9c11 r9c12 r9c13 r9c14 r9c15 r9c16 r9c17 r9c18 r9c19

#puzzle Sunblock
size 9 boxes none
rules latin chaos-construction
chaos-count r2c2
chaos-count r2c3
chaos-count r2c4
chaos-count r2c5
chaos-count r2c6
chaos-count r2c7
chaos-count r2c9
chaos-count r3c3
chaos-count r3c4
chaos-count r3c5
chaos-count r1c6
chaos-count r4c4
chaos-count r4c6
chaos-count r4c1
chaos-count r4c9
chaos-count r5c8
chaos-count r6c8
chaos-count r6c1
chaos-count r6c2
chaos-count r6c3
chaos-count r7c3
chaos-count r7c2
chaos-count r7c1
chaos-count r7c6
chaos-count r7c5
chaos-count r8c5
chaos-count r9c3
chaos-count r8c9
chaos-count r2c1 : r2c1 r1c1 r1c2 r2c2 r3c2 r3c1

#puzzle Calm Construction
size 9
rules sudoku chaos-construction
r6c5 = 9
chaos-count r1c1 : r1c1 r1c2 r1c3 r2c3 r2c2 r2c1 r3c1 r3c2 r3c3
chaos-count r1c2 : r1c2 r1c1 r2c1 r3c1 r3c2 r2c2 r1c3 r2c3 r3c3
chaos-count r2c2 : r2c2 r1c1 r1c2 r1c3 r2c3 r3c3 r3c2 r3c1 r2c1
chaos-count r2c4 : r2c4 r1c4 r1c5 r1c6 r2c6 r2c5 r3c4 r3c5 r3c6
chaos-count r2c5 : r2c5 r1c4 r1c5 r1c6 r2c6 r3c6 r3c5 r3c4 r2c4
chaos-count r2c6 : r2c6 r1c6 r1c5 r2c4 r2c5 r1c4 r3c4 r3c5 r3c6
chaos-count r1c7 : r1c7 r1c8 r1c9 r2c9 r2c8 r2c7 r3c7 r3c9 r3c8
chaos-count r1c8 : r1c8 r1c7 r2c7 r3c7 r3c8 r2c8 r1c9 r2c9 r3c9
chaos-count r1c9 : r1c9 r1c8 r1c7 r2c7 r2c8 r2c9 r3c9 r3c8 r3c7
chaos-count r4c2 : r4c2 r4c3 r5c3 r5c2 r5c1 r4c1 r6c1 r6c2 r6c3
chaos-count r5c2 : r5c2 r4c3 r4c2 r4c1 r5c1 r6c1 r6c2 r6c3 r5c3
chaos-count r4c5 : r4c5 r4c6 r5c6 r6c6 r6c5 r5c5 r4c4 r5c4 r6c4
chaos-count r4c6 : r4c6 r5c6 r6c6 r6c5 r5c5 r4c5 r4c4 r5c4 r6c4
chaos-count r4c9 : r4c9 r4c8 r4c7 r5c7 r5c8 r5c9 r6c9 r6c8 r6c7
chaos-count r9c9 : r9c9 r9c8 r9c7 r8c7 r7c7 r7c8 r8c8 r8c9 r7c9
chaos-count r8c1 : r8c1 r7c1 r7c2 r7c3 r8c3 r8c2 r9c3 r9c2 r9c1

#puzzle The Fountain
size 9 boxes none
rules latin chaos-construction
r5c5 = 1
whispers 5 r4c4 r5c5 r4c6
whispers 5 r5c1 r6c1 r7c2 r8c3
whispers 5 r6c3 r7c3 r7c4 r7c5 r7c6 r7c7 r6c7
whispers 5 r9c5 r8c5 r8c6 r8c7 r7c8 r6c9 r5c9
count-distinct r5c1 : r5c11 r4c11 r4c12 r5c12 r6c12 r6c11
count-distinct r2c5 : r2c15 r1c14 r1c15 r1c16 r2c16 r3c16 r3c15 r3c14 r2c14
count-distinct r2c6 : r2c16 r1c15 r1c16 r1c17 r2c17 r3c17 r3c16 r3c15 r2c15
count-distinct r5c9 : r5c19 r4c19 r4c18 r5c18 r6c18 r6c19
count-distinct r6c5 : r6c15 r5c14 r5c15 r5c16 r6c16 r7c16 r7c15 r7c14 r6c14
count-distinct r7c5 : r7c15 r6c14 r6c15 r6c16 r7c16 r8c16 r8c15 r8c14 r7c14
count-distinct r8c5 : r8c15 r7c14 r7c15 r7c16 r8c16 r9c16 r9c15 r9c14 r8c14

#puzzle Chaos Construction: Thermo Knots
size 9 boxes none
rules latin chaos-construction
r9c9 = 1
automaton thermo start 0 accept 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82 0:1:83 0:2:84 0:3:85 0:4:86 0:5:87 0:6:88 0:7:89 0:8:90 0:9:91 1:1:92 2:1:93 2:2-9:94 3:1:95 3:2-9:96 4:1:97 4:2-9:98 5:1:99 5:2-9:100 6:1:101 6:2-9:102 7:1:103 7:2-9:104 8:1:105 8:2-9:106 9:2-9:107 10:2:108 11:1,3-9:94 11:2:109 12:1,3-9:96 12:2:110 13:1,3-9:98 13:2:111 14:1,3-9:100 14:2:112 15:1,3-9:102 15:2:113 16:1,3-9:104 16:2:114 17:1,3-9:106 17:2:115 18:1,3-9:107 19:3:116 20:1,2,4-9:94 20:3:117 21:1,2,4-9:96 21:3:118 22:1,2,4-9:98 22:3:119 23:1,2,4-9:100 23:3:120 24:1,2,4-9:102 24:3:121 25:1,2,4-9:104 25:3:122 26:1,2,4-9:106 26:3:123 27:1,2,4-9:107 28:4:124 29:1-3,5-9:94 29:4:125 30:1-3,5-9:96 30:4:126 31:1-3,5-9:98 31:4:127 32:1-3,5-9:100 32:4:128 33:1-3,5-9:102 33:4:129 34:1-3,5-9:104 34:4:130 35:1-3,5-9:106 35:4:131 36:1-3,5-9:107 37:5:132 38:1-4,6-9:94 38:5:133 39:1-4,6-9:96 39:5:134 40:1-4,6-9:98 40:5:135 41:1-4,6-9:100 41:5:136 42:1-4,6-9:102 42:5:137 43:1-4,6-9:104 43:5:138 44:1-4,6-9:106 44:5:139 45:1-4,6-9:107 46:6:140 47:1-5,7-9:94 47:6:141 48:1-5,7-9:96 48:6:142 49:1-5,7-9:98 49:6:143 50:1-5,7-9:100 50:6:144 51:1-5,7-9:102 51:6:145 52:1-5,7-9:104 52:6:146 53:1-5,7-9:106 53:6:147 54:1-5,7-9:107 55:7:148 56:1-6,8,9:94 56:7:149 57:1-6,8,9:96 57:7:150 58:1-6,8,9:98 58:7:151 59:1-6,8,9:100 59:7:152 60:1-6,8,9:102 60:7:153 61:1-6,8,9:104 61:7:154 62:1-6,8,9:106 62:7:155 63:1-6,8,9:107 64:8:156 65:1-7,9:94 65:8:157 66:1-7,9:96 66:8:158 67:1-7,9:98 67:8:159 68:1-7,9:100 68:8:160 69:1-7,9:102 69:8:161 70:1-7,9:104 70:8:162 71:1-7,9:106 71:8:163 72:1-7,9:107 73:9:164 74:1-8:94 74:9:165 75:1-8:96 75:9:166 76:1-8:98 76:9:167 77:1-8:100 77:9:168 78:1-8:102 78:9:169 79:1-8:104 79:9:170 80:1-8:106 80:9:171 81:1-8:107 82:1-9:82 83:1:1 83:2:2 83:3:3 83:4:4 83:5:5 83:6:6 83:7:7 83:8:8 83:9:9 84:1:10 84:2:11 84:3:12 84:4:13 84:5:14 84:6:15 84:7:16 84:8:17 84:9:18 85:1:19 85:2:20 85:3:21 85:4:22 85:5:23 85:6:24 85:7:25 85:8:26 85:9:27 86:1:28 86:2:29 86:3:30 86:4:31 86:5:32 86:6:33 86:7:34 86:8:35 86:9:36 87:1:37 87:2:38 87:3:39 87:4:40 87:5:41 87:6:42 87:7:43 87:8:44 87:9:45 88:1:46 88:2:47 88:3:48 88:4:49 88:5:50 88:6:51 88:7:52 88:8:53 88:9:54 89:1:55 89:2:56 89:3:57 89:4:58 89:5:59 89:6:60 89:7:61 89:8:62 89:9:63 90:1:64 90:2:65 90:3:66 90:4:67 90:5:68 90:6:69 90:7:70 90:8:71 90:9:72 91:1:73 91:2:74 91:3:75 91:4:76 91:5:77 91:6:78 91:7:79 91:8:80 91:9:81 92:2:2 92:3:3 92:4:4 92:5:5 92:6:6 92:7:7 92:8:8 92:9:9 93:3:3 93:4:4 93:5:5 93:6:6 93:7:7 93:8:8 93:9:9 94:1:82 95:4:4 95:5:5 95:6:6 95:7:7 95:8:8 95:9:9 96:1,2:82 97:5:5 97:6:6 97:7:7 97:8:8 97:9:9 98:1-3:82 99:6:6 99:7:7 99:8:8 99:9:9 100:1-4:82 101:7:7 101:8:8 101:9:9 102:1-5:82 103:8:8 103:9:9 104:1-6:82 105:9:9 106:1-7:82 107:1-8:82 108:2:11 108:3:12 108:4:13 108:5:14 108:6:15 108:7:16 108:8:17 108:9:18 109:3:12 109:4:13 109:5:14 109:6:15 109:7:16 109:8:17 109:9:18 110:4:13 110:5:14 110:6:15 110:7:16 110:8:17 110:9:18 111:5:14 111:6:15 111:7:16 111:8:17 111:9:18 112:6:15 112:7:16 112:8:17 112:9:18 113:7:16 113:8:17 113:9:18 114:8:17 114:9:18 115:9:18 116:2:20 116:3:21 116:4:22 116:5:23 116:6:24 116:7:25 116:8:26 116:9:27 117:3:21 117:4:22 117:5:23 117:6:24 117:7:25 117:8:26 117:9:27 118:4:22 118:5:23 118:6:24 118:7:25 118:8:26 118:9:27 119:5:23 119:6:24 119:7:25 119:8:26 119:9:27 120:6:24 120:7:25 120:8:26 120:9:27 121:7:25 121:8:26 121:9:27 122:8:26 122:9:27 123:9:27 124:2:29 124:3:30 124:4:31 124:5:32 124:6:33 124:7:34 124:8:35 124:9:36 125:3:30 125:4:31 125:5:32 125:6:33 125:7:34 125:8:35 125:9:36 126:4:31 126:5:32 126:6:33 126:7:34 126:8:35 126:9:36 127:5:32 127:6:33 127:7:34 127:8:35 127:9:36 128:6:33 128:7:34 128:8:35 128:9:36 129:7:34 129:8:35 129:9:36 130:8:35 130:9:36 131:9:36 132:2:38 132:3:39 132:4:40 132:5:41 132:6:42 132:7:43 132:8:44 132:9:45 133:3:39 133:4:40 133:5:41 133:6:42 133:7:43 133:8:44 133:9:45 134:4:40 134:5:41 134:6:42 134:7:43 134:8:44 134:9:45 135:5:41 135:6:42 135:7:43 135:8:44 135:9:45 136:6:42 136:7:43 136:8:44 136:9:45 137:7:43 137:8:44 137:9:45 138:8:44 138:9:45 139:9:45 140:2:47 140:3:48 140:4:49 140:5:50 140:6:51 140:7:52 140:8:53 140:9:54 141:3:48 141:4:49 141:5:50 141:6:51 141:7:52 141:8:53 141:9:54 142:4:49 142:5:50 142:6:51 142:7:52 142:8:53 142:9:54 143:5:50 143:6:51 143:7:52 143:8:53 143:9:54 144:6:51 144:7:52 144:8:53 144:9:54 145:7:52 145:8:53 145:9:54 146:8:53 146:9:54 147:9:54 148:2:56 148:3:57 148:4:58 148:5:59 148:6:60 148:7:61 148:8:62 148:9:63 149:3:57 149:4:58 149:5:59 149:6:60 149:7:61 149:8:62 149:9:63 150:4:58 150:5:59 150:6:60 150:7:61 150:8:62 150:9:63 151:5:59 151:6:60 151:7:61 151:8:62 151:9:63 152:6:60 152:7:61 152:8:62 152:9:63 153:7:61 153:8:62 153:9:63 154:8:62 154:9:63 155:9:63 156:2:65 156:3:66 156:4:67 156:5:68 156:6:69 156:7:70 156:8:71 156:9:72 157:3:66 157:4:67 157:5:68 157:6:69 157:7:70 157:8:71 157:9:72 158:4:67 158:5:68 158:6:69 158:7:70 158:8:71 158:9:72 159:5:68 159:6:69 159:7:70 159:8:71 159:9:72 160:6:69 160:7:70 160:8:71 160:9:72 161:7:70 161:8:71 161:9:72 162:8:71 162:9:72 163:9:72 164:2:74 164:3:75 164:4:76 164:5:77 164:6:78 164:7:79 164:8:80 164:9:81 165:3:75 165:4:76 165:5:77 165:6:78 165:7:79 165:8:80 165:9:81 166:4:76 166:5:77 166:6:78 166:7:79 166:8:80 166:9:81 167:5:77 167:6:78 167:7:79 167:8:80 167:9:81 168:6:78 168:7:79 168:8:80 168:9:81 169:7:79 169:8:80 169:9:81 170:8:80 170:9:81 171:9:81
white r4c1 r4c2
white r6c4 r6c5
extra-region r4c11 r4c12
extra-region r6c14 r6c15
automaton thermo r2c12 r2c2 r1c12 r1c2
automaton thermo r2c12 r2c2 r3c12 r3c2 r4c12 r4c2 r5c12 r5c2 r6c12 r6c2 r7c12 r7c2 r8c12 r8c2 r9c12 r9c2
automaton thermo r2c12 r2c2 r2c11 r2c1
automaton thermo r2c12 r2c2 r2c13 r2c3 r2c14 r2c4 r2c15 r2c5 r2c16 r2c6 r2c17 r2c7 r2c18 r2c8 r2c19 r2c9
automaton thermo r6c12 r6c2 r5c12 r5c2 r4c12 r4c2 r3c12 r3c2 r2c12 r2c2 r1c12 r1c2
automaton thermo r6c12 r6c2 r7c12 r7c2 r8c12 r8c2 r9c12 r9c2
automaton thermo r6c12 r6c2 r6c11 r6c1
automaton thermo r6c12 r6c2 r6c13 r6c3 r6c14 r6c4 r6c15 r6c5 r6c16 r6c6 r6c17 r6c7 r6c18 r6c8 r6c19 r6c9
automaton thermo r9c11 r9c1 r8c11 r8c1 r7c11 r7c1 r6c11 r6c1 r5c11 r5c1 r4c11 r4c1 r3c11 r3c1 r2c11 r2c1 r1c11 r1c1
automaton thermo r9c11 r9c1 r9c12 r9c2 r9c13 r9c3 r9c14 r9c4 r9c15 r9c5 r9c16 r9c6 r9c17 r9c7 r9c18 r9c8 r9c19 r9c9
automaton thermo r8c14 r8c4 r7c14 r7c4 r6c14 r6c4 r5c14 r5c4 r4c14 r4c4 r3c14 r3c4 r2c14 r2c4 r1c14 r1c4
automaton thermo r8c14 r8c4 r9c14 r9c4
automaton thermo r8c14 r8c4 r8c13 r8c3 r8c12 r8c2 r8c11 r8c1
automaton thermo r8c14 r8c4 r8c15 r8c5 r8c16 r8c6 r8c17 r8c7 r8c18 r8c8 r8c19 r8c9
automaton thermo r8c18 r8c8 r7c18 r7c8 r6c18 r6c8 r5c18 r5c8 r4c18 r4c8 r3c18 r3c8 r2c18 r2c8 r1c18 r1c8
automaton thermo r8c18 r8c8 r9c18 r9c8
automaton thermo r8c18 r8c8 r8c17 r8c7 r8c16 r8c6 r8c15 r8c5 r8c14 r8c4 r8c13 r8c3 r8c12 r8c2 r8c11 r8c1
automaton thermo r8c18 r8c8 r8c19 r8c9
automaton thermo r6c17 r6c7 r5c17 r5c7 r4c17 r4c7 r3c17 r3c7 r2c17 r2c7 r1c17 r1c7
automaton thermo r6c17 r6c7 r7c17 r7c7 r8c17 r8c7 r9c17 r9c7
automaton thermo r6c17 r6c7 r6c16 r6c6 r6c15 r6c5 r6c14 r6c4 r6c13 r6c3 r6c12 r6c2 r6c11 r6c1
automaton thermo r6c17 r6c7 r6c18 r6c8 r6c19 r6c9
automaton thermo r3c18 r3c8 r2c18 r2c8 r1c18 r1c8
automaton thermo r3c18 r3c8 r4c18 r4c8 r5c18 r5c8 r6c18 r6c8 r7c18 r7c8 r8c18 r8c8 r9c18 r9c8
automaton thermo r3c18 r3c8 r3c17 r3c7 r3c16 r3c6 r3c15 r3c5 r3c14 r3c4 r3c13 r3c3 r3c12 r3c2 r3c11 r3c1
automaton thermo r3c18 r3c8 r3c19 r3c9
automaton thermo r2c16 r2c6 r1c16 r1c6
automaton thermo r2c16 r2c6 r3c16 r3c6 r4c16 r4c6 r5c16 r5c6 r6c16 r6c6 r7c16 r7c6 r8c16 r8c6 r9c16 r9c6
automaton thermo r2c16 r2c6 r2c15 r2c5 r2c14 r2c4 r2c13 r2c3 r2c12 r2c2 r2c11 r2c1
automaton thermo r2c16 r2c6 r2c17 r2c7 r2c18 r2c8 r2c19 r2c9
automaton thermo r4c14 r4c4 r3c14 r3c4 r2c14 r2c4 r1c14 r1c4
automaton thermo r4c14 r4c4 r5c14 r5c4 r6c14 r6c4 r7c14 r7c4 r8c14 r8c4 r9c14 r9c4
automaton thermo r4c14 r4c4 r4c13 r4c3 r4c12 r4c2 r4c11 r4c1
automaton thermo r4c14 r4c4 r4c15 r4c5 r4c16 r4c6 r4c17 r4c7 r4c18 r4c8 r4c19 r4c9
same-values r2c12 | r1c12
same-values r2c12 | r3c12
same-values r2c12 | r2c11
same-values r2c12 | r2c13
same-values r6c12 | r5c12
same-values r6c12 | r7c12
same-values r6c12 | r6c11
same-values r6c12 | r6c13
same-values r9c11 | r8c11
same-values r9c11 | r9c12
same-values r8c14 | r7c14
same-values r8c14 | r9c14
same-values r8c14 | r8c13
same-values r8c14 | r8c15
same-values r8c18 | r7c18
same-values r8c18 | r9c18
same-values r8c18 | r8c17
same-values r8c18 | r8c19
same-values r6c17 | r5c17
same-values r6c17 | r7c17
same-values r6c17 | r6c16
same-values r6c17 | r6c18
same-values r3c18 | r2c18
same-values r3c18 | r4c18
same-values r3c18 | r3c17
same-values r3c18 | r3c19
same-values r2c16 | r1c16
same-values r2c16 | r3c16
same-values r2c16 | r2c15
same-values r2c16 | r2c17
same-values r4c14 | r3c14
same-values r4c14 | r5c14
same-values r4c14 | r4c13
same-values r4c14 | r4c15

#puzzle Inset
size 6 boxes none
cells r10c1 r10c4 r10c7 r13c1 r13c4 r13c7 r16c1 r16c4 r16c7 r19c1 r19c4 r19c7 r22c1 r22c4 r22c7 r25c1 r25c4 r25c7 r28c1 r28c4 r28c7 r31c1 r31c4 r31c7 r34c1 r34c4 r34c7 r37c1 r37c4 r37c7 r40c1 r40c4 r40c7 r43c1 r43c4 r43c7
rules latin
marks 1,3,5 r1c4
marks 1,3,5 r1c6
marks 2,4,6 r3c2
marks 1,3,5 r3c4
marks 1,2,3,4,5 r4c4
marks 1,2,3,4,5 r4c5
marks 1,2,3,4,5 r4c6
marks 1,2,3,4,5 r5c4
marks 1,2,3,4,5 r5c5
marks 2,4 r5c6
marks 1,2,3,4,5 r6c4
marks 1,2,3,4,5 r6c5
marks 1,2,3,4,5 r6c6
marks 1,2,3,4,5 r10c1
marks 1,2,3,4,5 r10c4
marks 1,2,3,4,5 r10c7
marks 1,2,3,4,5 r13c1
marks 1,2,3,4,5 r13c4
marks 1,2,3,4,5 r13c7
marks 1,2,3,4,5 r16c1
marks 1,2,3,4,5 r16c4
marks 1,2,3,4,5 r16c7
marks 1,2,3,4 r19c1
marks 1,2,3,4 r19c4
marks 1,2,3,4,5 r19c7
marks 1,2,3,4,5 r22c1
marks 1,2,3,4,5 r22c4
marks 1,2,3,4 r22c7
marks 1,2,3,4 r25c1
marks 1,2,3,4 r25c4
marks 1,2,3,4 r25c7
marks 1,2,3,4 r28c1
marks 1,2,3,4 r28c4
marks 1,2,3,4 r28c7
marks 1,2,3,4 r31c1
marks 1,2,3 r31c4
marks 1,2,3 r31c7
marks 1,2,3,4 r34c1
marks 1,2,3,4 r34c4
marks 1,2,3 r34c7
marks 1,2,3 r37c1
marks 1,2,3 r37c4
marks 1,2,3 r37c7
marks 1,2,3 r40c1
marks 1,2,3 r40c4
marks 1,2 r40c7
marks 1,2 r43c1
marks 1,2 r43c4
marks 1,2 r43c7
automaton odd-sum start 0 accept 1 0:1,3,5:1 0:2,4,6:0 1:1,3,5:0 1:2,4,6:1
automaton even-sum start 0 accept 0 0:1,3,5:1 0:2,4,6:0 1:1,3,5:0 1:2,4,6:1
extra-region r4c4 r4c5 r4c6 r10c1 r10c4
extra-region r5c4 r5c5 r5c6 r10c7 r13c1
extra-region r6c4 r6c5 r6c6 r13c4 r13c7
extra-region r16c1 r16c4 r16c7 r19c1 r19c4
extra-region r19c7 r22c1 r22c4 r22c7 r25c1
extra-region r4c4 r5c4 r6c4 r16c1 r19c7
extra-region r4c5 r5c5 r6c5 r16c4 r22c1
extra-region r4c6 r5c6 r6c6 r16c7 r22c4
extra-region r10c1 r10c7 r13c4 r19c1 r22c7
extra-region r10c4 r13c1 r13c7 r19c4 r25c1
extra-region r19c1 r19c4 r25c4 r25c7
extra-region r22c7 r25c1 r28c1 r28c4
extra-region r28c7 r31c1 r31c4 r31c7
extra-region r34c1 r34c4 r34c7 r37c1
extra-region r19c1 r22c7 r28c7 r34c1
extra-region r19c4 r25c1 r31c1 r34c4
extra-region r25c4 r28c1 r31c4 r34c7
extra-region r25c7 r28c4 r31c7 r37c1
extra-region r31c4 r31c7 r37c4
extra-region r34c7 r37c1 r37c7
extra-region r40c1 r40c4 r40c7
extra-region r31c4 r34c7 r40c1
extra-region r31c7 r37c1 r40c4
extra-region r37c4 r37c7 r40c7
extra-region r40c7 r43c1
extra-region r43c4 r43c7
extra-region r40c7 r43c4
extra-region r43c1 r43c7
automaton even-sum r16c7 r19c1 r22c4 r22c7
automaton even-sum r1c2 r1c3 r2c2 r2c3
automaton odd-sum r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3
automaton odd-sum r10c1 r10c4 r10c7 r13c1
automaton odd-sum r25c1 r28c1 r31c1 r31c4
automaton odd-sum r37c1 r37c7 r40c4 r40c7

#puzzle Xin Yang v2
size 9
cells r13c1 r13c2 r13c3 r13c4 r13c5 r13c6 r13c7 r13c8 r13c9 r14c1 r14c2 r14c3 r14c4 r14c5 r14c6 r14c7 r14c8 r14c9 r15c1 r15c2 r15c3 r15c4 r15c5 r15c6 r15c7 r15c8 r15c9 r16c1 r16c2 r16c3 r16c4 r16c5 r16c6 r16c7 r16c8 r16c9 r17c1 r17c2 r17c3 r17c4 r17c5 r17c6 r17c7 r17c8 r17c9 r18c1 r18c2 r18c3 r18c4 r18c5 r18c6 r18c7 r18c8 r18c9 r19c1 r19c2 r19c3 r19c4 r19c5 r19c6 r19c7 r19c8 r19c9 r20c1 r20c2 r20c3 r20c4 r20c5 r20c6 r20c7 r20c8 r20c9 r21c1 r21c2 r21c3 r21c4 r21c5 r21c6 r21c7 r21c8 r21c9
rules sudoku
r2c6 = 6
r2c8 = 8
r6c2 = 7
r7c6 = 5
marks 1,2 r13c1
marks 1,2 r13c2
marks 1,2 r13c3
marks 1,2 r13c4
marks 1,2 r13c5
marks 1,2 r13c6
marks 1,2 r13c7
marks 1,2 r13c8
marks 1,2 r13c9
marks 1,2 r14c1
marks 1,2 r14c2
marks 1,2 r14c3
marks 1,2 r14c4
marks 1,2 r14c5
marks 1,2 r14c6
marks 1,2 r14c7
marks 1,2 r14c8
marks 1,2 r14c9
marks 1,2 r15c1
marks 1,2 r15c2
marks 1,2 r15c3
marks 1,2 r15c4
marks 1,2 r15c5
marks 1,2 r15c6
marks 1,2 r15c7
marks 1,2 r15c8
marks 1,2 r15c9
marks 1,2 r16c1
marks 1,2 r16c2
marks 1,2 r16c3
marks 1,2 r16c4
marks 1,2 r16c5
marks 1,2 r16c6
marks 1,2 r16c7
marks 1,2 r16c8
marks 1,2 r16c9
marks 1,2 r17c1
marks 1,2 r17c2
marks 1,2 r17c3
marks 1,2 r17c4
marks 1,2 r17c5
marks 1,2 r17c6
marks 1,2 r17c7
marks 1,2 r17c8
marks 1,2 r17c9
marks 1,2 r18c1
marks 1,2 r18c2
marks 1,2 r18c3
marks 1,2 r18c4
marks 1,2 r18c5
marks 1,2 r18c6
marks 1,2 r18c7
marks 1,2 r18c8
marks 1,2 r18c9
marks 1,2 r19c1
marks 1,2 r19c2
marks 1,2 r19c3
marks 1,2 r19c4
marks 1,2 r19c5
marks 1,2 r19c6
marks 1,2 r19c7
marks 1,2 r19c8
marks 1,2 r19c9
marks 1,2 r20c1
marks 1,2 r20c2
marks 1,2 r20c3
marks 1,2 r20c4
marks 1,2 r20c5
marks 1,2 r20c6
marks 1,2 r20c7
marks 1,2 r20c8
marks 1,2 r20c9
marks 1,2 r21c1
marks 1,2 r21c2
marks 1,2 r21c3
marks 1,2 r21c4
marks 1,2 r21c5
marks 1,2 r21c6
marks 1,2 r21c7
marks 1,2 r21c8
marks 1,2 r21c9
quadruple 1,2 r13c1 r13c2 r14c1 r14c2
quadruple 1,2 r13c2 r13c3 r14c2 r14c3
quadruple 1,2 r13c3 r13c4 r14c3 r14c4
quadruple 1,2 r13c4 r13c5 r14c4 r14c5
quadruple 1,2 r13c5 r13c6 r14c5 r14c6
quadruple 1,2 r13c6 r13c7 r14c6 r14c7
quadruple 1,2 r13c7 r13c8 r14c7 r14c8
quadruple 1,2 r13c8 r13c9 r14c8 r14c9
quadruple 1,2 r14c1 r14c2 r15c1 r15c2
quadruple 1,2 r14c2 r14c3 r15c2 r15c3
quadruple 1,2 r14c3 r14c4 r15c3 r15c4
quadruple 1,2 r14c4 r14c5 r15c4 r15c5
quadruple 1,2 r14c5 r14c6 r15c5 r15c6
quadruple 1,2 r14c6 r14c7 r15c6 r15c7
quadruple 1,2 r14c7 r14c8 r15c7 r15c8
quadruple 1,2 r14c8 r14c9 r15c8 r15c9
quadruple 1,2 r15c1 r15c2 r16c1 r16c2
quadruple 1,2 r15c2 r15c3 r16c2 r16c3
quadruple 1,2 r15c3 r15c4 r16c3 r16c4
quadruple 1,2 r15c4 r15c5 r16c4 r16c5
quadruple 1,2 r15c5 r15c6 r16c5 r16c6
quadruple 1,2 r15c6 r15c7 r16c6 r16c7
quadruple 1,2 r15c7 r15c8 r16c7 r16c8
quadruple 1,2 r15c8 r15c9 r16c8 r16c9
quadruple 1,2 r16c1 r16c2 r17c1 r17c2
quadruple 1,2 r16c2 r16c3 r17c2 r17c3
quadruple 1,2 r16c3 r16c4 r17c3 r17c4
quadruple 1,2 r16c4 r16c5 r17c4 r17c5
quadruple 1,2 r16c5 r16c6 r17c5 r17c6
quadruple 1,2 r16c6 r16c7 r17c6 r17c7
quadruple 1,2 r16c7 r16c8 r17c7 r17c8
quadruple 1,2 r16c8 r16c9 r17c8 r17c9
quadruple 1,2 r17c1 r17c2 r18c1 r18c2
quadruple 1,2 r17c2 r17c3 r18c2 r18c3
quadruple 1,2 r17c3 r17c4 r18c3 r18c4
quadruple 1,2 r17c4 r17c5 r18c4 r18c5
quadruple 1,2 r17c5 r17c6 r18c5 r18c6
quadruple 1,2 r17c6 r17c7 r18c6 r18c7
quadruple 1,2 r17c7 r17c8 r18c7 r18c8
quadruple 1,2 r17c8 r17c9 r18c8 r18c9
quadruple 1,2 r18c1 r18c2 r19c1 r19c2
quadruple 1,2 r18c2 r18c3 r19c2 r19c3
quadruple 1,2 r18c3 r18c4 r19c3 r19c4
quadruple 1,2 r18c4 r18c5 r19c4 r19c5
quadruple 1,2 r18c5 r18c6 r19c5 r19c6
quadruple 1,2 r18c6 r18c7 r19c6 r19c7
quadruple 1,2 r18c7 r18c8 r19c7 r19c8
quadruple 1,2 r18c8 r18c9 r19c8 r19c9
quadruple 1,2 r19c1 r19c2 r20c1 r20c2
quadruple 1,2 r19c2 r19c3 r20c2 r20c3
quadruple 1,2 r19c3 r19c4 r20c3 r20c4
quadruple 1,2 r19c4 r19c5 r20c4 r20c5
quadruple 1,2 r19c5 r19c6 r20c5 r20c6
quadruple 1,2 r19c6 r19c7 r20c6 r20c7
quadruple 1,2 r19c7 r19c8 r20c7 r20c8
quadruple 1,2 r19c8 r19c9 r20c8 r20c9
quadruple 1,2 r20c1 r20c2 r21c1 r21c2
quadruple 1,2 r20c2 r20c3 r21c2 r21c3
quadruple 1,2 r20c3 r20c4 r21c3 r21c4
quadruple 1,2 r20c4 r20c5 r21c4 r21c5
quadruple 1,2 r20c5 r20c6 r21c5 r21c6
quadruple 1,2 r20c6 r20c7 r21c6 r21c7
quadruple 1,2 r20c7 r20c8 r21c7 r21c8
quadruple 1,2 r20c8 r20c9 r21c8 r21c9
connected-values 1 : r13c1 r13c2 r13c3 r13c4 r13c5 r13c6 r13c7 r13c8 r13c9 r14c1 r14c2 r14c3 r14c4 r14c5 r14c6 r14c7 r14c8 r14c9 r15c1 r15c2 r15c3 r15c4 r15c5 r15c6 r15c7 r15c8 r15c9 r16c1 r16c2 r16c3 r16c4 r16c5 r16c6 r16c7 r16c8 r16c9 r17c1 r17c2 r17c3 r17c4 r17c5 r17c6 r17c7 r17c8 r17c9 r18c1 r18c2 r18c3 r18c4 r18c5 r18c6 r18c7 r18c8 r18c9 r19c1 r19c2 r19c3 r19c4 r19c5 r19c6 r19c7 r19c8 r19c9 r20c1 r20c2 r20c3 r20c4 r20c5 r20c6 r20c7 r20c8 r20c9 r21c1 r21c2 r21c3 r21c4 r21c5 r21c6 r21c7 r21c8 r21c9
connected-values 2 : r13c1 r13c2 r13c3 r13c4 r13c5 r13c6 r13c7 r13c8 r13c9 r14c1 r14c2 r14c3 r14c4 r14c5 r14c6 r14c7 r14c8 r14c9 r15c1 r15c2 r15c3 r15c4 r15c5 r15c6 r15c7 r15c8 r15c9 r16c1 r16c2 r16c3 r16c4 r16c5 r16c6 r16c7 r16c8 r16c9 r17c1 r17c2 r17c3 r17c4 r17c5 r17c6 r17c7 r17c8 r17c9 r18c1 r18c2 r18c3 r18c4 r18c5 r18c6 r18c7 r18c8 r18c9 r19c1 r19c2 r19c3 r19c4 r19c5 r19c6 r19c7 r19c8 r19c9 r20c1 r20c2 r20c3 r20c4 r20c5 r20c6 r20c7 r20c8 r20c9 r21c1 r21c2 r21c3 r21c4 r21c5 r21c6 r21c7 r21c8 r21c9
white r1c4 r2c4
white r4c3 r3c3
white r7c3 r7c4
white r7c7 r8c7
white r3c6 r3c7
extra-region r13c4 r14c4
extra-region r16c3 r15c3
extra-region r19c3 r19c4
extra-region r19c7 r20c7
extra-region r15c6 r15c7
arrow r1c4 r1c5 : r1c3 r1c2 r1c1 r2c1 r3c1 r3c2 r3c3 r2c3 r2c2
arrow r4c6 r4c7 : r3c6 r3c7
arrow r3c8 r3c9 : r4c8 r4c9 r5c8 r6c8 r6c7
arrow r9c2 r9c3 : r9c4 r9c5 r9c6
arrow r6c5 r6c6 : r7c7 r7c8 r8c8
arrow r5c1 r5c2 : r6c3 r7c3
either
  r1c4 = 4
  r13c1 = 1
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 2
or
  r1c4 = 5
  r13c1 = 1
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 2
or
  r1c4 = 6
  r13c1 = 1
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 2
or
  r1c4 = 7
  r13c1 = 1
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 2
or
  r1c4 = 8
  r13c1 = 1
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c9 = 2
or
  r1c4 = 9
  r13c1 = 1
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c9 = 1
or
  r1c4 = 3
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c1 = 2
  r13c5 = 2
or
  r1c4 = 4
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c1 = 2
  r13c6 = 2
or
  r1c4 = 5
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c1 = 2
  r13c7 = 2
or
  r1c4 = 6
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c1 = 2
  r13c8 = 2
or
  r1c4 = 7
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c1 = 2
  r13c9 = 2
or
  r1c4 = 8
  r13c2 = 1
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c9 = 1
  r13c1 = 2
or
  r1c4 = 2
  r13c3 = 1
  r13c4 = 1
  r13c2 = 2
  r13c5 = 2
or
  r1c4 = 3
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c2 = 2
  r13c6 = 2
or
  r1c4 = 4
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c2 = 2
  r13c7 = 2
or
  r1c4 = 5
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c2 = 2
  r13c8 = 2
or
  r1c4 = 6
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c2 = 2
  r13c9 = 2
or
  r1c4 = 7
  r13c3 = 1
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c9 = 1
  r13c2 = 2
or
  r1c4 = 1
  r13c4 = 1
  r13c3 = 2
  r13c5 = 2
or
  r1c4 = 2
  r13c4 = 1
  r13c5 = 1
  r13c3 = 2
  r13c6 = 2
or
  r1c4 = 3
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c3 = 2
  r13c7 = 2
or
  r1c4 = 4
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c3 = 2
  r13c8 = 2
or
  r1c4 = 5
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c3 = 2
  r13c9 = 2
or
  r1c4 = 6
  r13c4 = 1
  r13c5 = 1
  r13c6 = 1
  r13c7 = 1
  r13c8 = 1
  r13c9 = 1
  r13c3 = 2
end
either
  r1c5 = 1
  r13c5 = 2
  r14c5 = 1
or
  r1c5 = 2
  r13c5 = 2
  r14c5 = 2
  r15c5 = 1
or
  r1c5 = 3
  r13c5 = 2
  r14c5 = 2
  r15c5 = 2
  r16c5 = 1
or
  r1c5 = 4
  r13c5 = 2
  r14c5 = 2
  r15c5 = 2
  r16c5 = 2
  r17c5 = 1
or
  r1c5 = 5
  r13c5 = 2
  r14c5 = 2
  r15c5 = 2
  r16c5 = 2
  r17c5 = 2
  r18c5 = 1
or
  r1c5 = 6
  r13c5 = 2
  r14c5 = 2
  r15c5 = 2
  r16c5 = 2
  r17c5 = 2
  r18c5 = 2
  r19c5 = 1
or
  r1c5 = 7
  r13c5 = 2
  r14c5 = 2
  r15c5 = 2
  r16c5 = 2
  r17c5 = 2
  r18c5 = 2
  r19c5 = 2
  r20c5 = 1
or
  r1c5 = 8
  r13c5 = 2
  r14c5 = 2
  r15c5 = 2
  r16c5 = 2
  r17c5 = 2
  r18c5 = 2
  r19c5 = 2
  r20c5 = 2
  r21c5 = 1
or
  r1c5 = 9
  r13c5 = 2
  r14c5 = 2
  r15c5 = 2
  r16c5 = 2
  r17c5 = 2
  r18c5 = 2
  r19c5 = 2
  r20c5 = 2
  r21c5 = 2
end
either
  r4c6 = 6
  r16c1 = 1
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 2
or
  r4c6 = 7
  r16c1 = 1
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 2
or
  r4c6 = 8
  r16c1 = 1
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c9 = 2
or
  r4c6 = 9
  r16c1 = 1
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c9 = 1
or
  r4c6 = 5
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c1 = 2
  r16c7 = 2
or
  r4c6 = 6
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c1 = 2
  r16c8 = 2
or
  r4c6 = 7
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c1 = 2
  r16c9 = 2
or
  r4c6 = 8
  r16c2 = 1
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c9 = 1
  r16c1 = 2
or
  r4c6 = 4
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c2 = 2
  r16c7 = 2
or
  r4c6 = 5
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c2 = 2
  r16c8 = 2
or
  r4c6 = 6
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c2 = 2
  r16c9 = 2
or
  r4c6 = 7
  r16c3 = 1
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c9 = 1
  r16c2 = 2
or
  r4c6 = 3
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c3 = 2
  r16c7 = 2
or
  r4c6 = 4
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c3 = 2
  r16c8 = 2
or
  r4c6 = 5
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c3 = 2
  r16c9 = 2
or
  r4c6 = 6
  r16c4 = 1
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c9 = 1
  r16c3 = 2
or
  r4c6 = 2
  r16c5 = 1
  r16c6 = 1
  r16c4 = 2
  r16c7 = 2
or
  r4c6 = 3
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c4 = 2
  r16c8 = 2
or
  r4c6 = 4
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c4 = 2
  r16c9 = 2
or
  r4c6 = 5
  r16c5 = 1
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c9 = 1
  r16c4 = 2
or
  r4c6 = 1
  r16c6 = 1
  r16c5 = 2
  r16c7 = 2
or
  r4c6 = 2
  r16c6 = 1
  r16c7 = 1
  r16c5 = 2
  r16c8 = 2
or
  r4c6 = 3
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c5 = 2
  r16c9 = 2
or
  r4c6 = 4
  r16c6 = 1
  r16c7 = 1
  r16c8 = 1
  r16c9 = 1
  r16c5 = 2
end
either
  r4c7 = 4
  r13c7 = 2
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 1
or
  r4c7 = 5
  r13c7 = 2
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 1
or
  r4c7 = 6
  r13c7 = 2
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 1
or
  r4c7 = 7
  r13c7 = 2
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 1
or
  r4c7 = 8
  r13c7 = 2
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r21c7 = 1
or
  r4c7 = 9
  r13c7 = 2
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r21c7 = 2
or
  r4c7 = 3
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r13c7 = 1
  r17c7 = 1
or
  r4c7 = 4
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r13c7 = 1
  r18c7 = 1
or
  r4c7 = 5
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r13c7 = 1
  r19c7 = 1
or
  r4c7 = 6
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r13c7 = 1
  r20c7 = 1
or
  r4c7 = 7
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r13c7 = 1
  r21c7 = 1
or
  r4c7 = 8
  r14c7 = 2
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r21c7 = 2
  r13c7 = 1
or
  r4c7 = 2
  r15c7 = 2
  r16c7 = 2
  r14c7 = 1
  r17c7 = 1
or
  r4c7 = 3
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r14c7 = 1
  r18c7 = 1
or
  r4c7 = 4
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r14c7 = 1
  r19c7 = 1
or
  r4c7 = 5
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r14c7 = 1
  r20c7 = 1
or
  r4c7 = 6
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r14c7 = 1
  r21c7 = 1
or
  r4c7 = 7
  r15c7 = 2
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r21c7 = 2
  r14c7 = 1
or
  r4c7 = 1
  r16c7 = 2
  r15c7 = 1
  r17c7 = 1
or
  r4c7 = 2
  r16c7 = 2
  r17c7 = 2
  r15c7 = 1
  r18c7 = 1
or
  r4c7 = 3
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r15c7 = 1
  r19c7 = 1
or
  r4c7 = 4
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r15c7 = 1
  r20c7 = 1
or
  r4c7 = 5
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r15c7 = 1
  r21c7 = 1
or
  r4c7 = 6
  r16c7 = 2
  r17c7 = 2
  r18c7 = 2
  r19c7 = 2
  r20c7 = 2
  r21c7 = 2
  r15c7 = 1
end
either
  r3c8 = 8
  r15c1 = 1
  r15c2 = 1
  r15c3 = 1
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c9 = 2
or
  r3c8 = 9
  r15c1 = 1
  r15c2 = 1
  r15c3 = 1
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c9 = 1
or
  r3c8 = 7
  r15c2 = 1
  r15c3 = 1
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c1 = 2
  r15c9 = 2
or
  r3c8 = 8
  r15c2 = 1
  r15c3 = 1
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c9 = 1
  r15c1 = 2
or
  r3c8 = 6
  r15c3 = 1
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c2 = 2
  r15c9 = 2
or
  r3c8 = 7
  r15c3 = 1
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c9 = 1
  r15c2 = 2
or
  r3c8 = 5
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c3 = 2
  r15c9 = 2
or
  r3c8 = 6
  r15c4 = 1
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c9 = 1
  r15c3 = 2
or
  r3c8 = 4
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c4 = 2
  r15c9 = 2
or
  r3c8 = 5
  r15c5 = 1
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c9 = 1
  r15c4 = 2
or
  r3c8 = 3
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c5 = 2
  r15c9 = 2
or
  r3c8 = 4
  r15c6 = 1
  r15c7 = 1
  r15c8 = 1
  r15c9 = 1
  r15c5 = 2
or
  r3c8 = 2
  r15c7 = 1
  r15c8 = 1
  r15c6 = 2
  r15c9 = 2
or
  r3c8 = 3
  r15c7 = 1
  r15c8 = 1
  r15c9 = 1
  r15c6 = 2
or
  r3c8 = 1
  r15c8 = 1
  r15c7 = 2
  r15c9 = 2
or
  r3c8 = 2
  r15c8 = 1
  r15c9 = 1
  r15c7 = 2
end
either
  r3c9 = 3
  r13c9 = 2
  r14c9 = 2
  r15c9 = 2
  r16c9 = 1
or
  r3c9 = 4
  r13c9 = 2
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 1
or
  r3c9 = 5
  r13c9 = 2
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 1
or
  r3c9 = 6
  r13c9 = 2
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 1
or
  r3c9 = 7
  r13c9 = 2
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r20c9 = 1
or
  r3c9 = 8
  r13c9 = 2
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r20c9 = 2
  r21c9 = 1
or
  r3c9 = 9
  r13c9 = 2
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r20c9 = 2
  r21c9 = 2
or
  r3c9 = 2
  r14c9 = 2
  r15c9 = 2
  r13c9 = 1
  r16c9 = 1
or
  r3c9 = 3
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r13c9 = 1
  r17c9 = 1
or
  r3c9 = 4
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r13c9 = 1
  r18c9 = 1
or
  r3c9 = 5
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r13c9 = 1
  r19c9 = 1
or
  r3c9 = 6
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r13c9 = 1
  r20c9 = 1
or
  r3c9 = 7
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r20c9 = 2
  r13c9 = 1
  r21c9 = 1
or
  r3c9 = 8
  r14c9 = 2
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r20c9 = 2
  r21c9 = 2
  r13c9 = 1
or
  r3c9 = 1
  r15c9 = 2
  r14c9 = 1
  r16c9 = 1
or
  r3c9 = 2
  r15c9 = 2
  r16c9 = 2
  r14c9 = 1
  r17c9 = 1
or
  r3c9 = 3
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r14c9 = 1
  r18c9 = 1
or
  r3c9 = 4
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r14c9 = 1
  r19c9 = 1
or
  r3c9 = 5
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r14c9 = 1
  r20c9 = 1
or
  r3c9 = 6
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r20c9 = 2
  r14c9 = 1
  r21c9 = 1
or
  r3c9 = 7
  r15c9 = 2
  r16c9 = 2
  r17c9 = 2
  r18c9 = 2
  r19c9 = 2
  r20c9 = 2
  r21c9 = 2
  r14c9 = 1
end
either
  r9c2 = 2
  r21c1 = 1
  r21c2 = 1
  r21c3 = 2
or
  r9c2 = 3
  r21c1 = 1
  r21c2 = 1
  r21c3 = 1
  r21c4 = 2
or
  r9c2 = 4
  r21c1 = 1
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 2
or
  r9c2 = 5
  r21c1 = 1
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 2
or
  r9c2 = 6
  r21c1 = 1
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c7 = 2
or
  r9c2 = 7
  r21c1 = 1
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c7 = 1
  r21c8 = 2
or
  r9c2 = 8
  r21c1 = 1
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c7 = 1
  r21c8 = 1
  r21c9 = 2
or
  r9c2 = 9
  r21c1 = 1
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c7 = 1
  r21c8 = 1
  r21c9 = 1
or
  r9c2 = 1
  r21c2 = 1
  r21c1 = 2
  r21c3 = 2
or
  r9c2 = 2
  r21c2 = 1
  r21c3 = 1
  r21c1 = 2
  r21c4 = 2
or
  r9c2 = 3
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c1 = 2
  r21c5 = 2
or
  r9c2 = 4
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c1 = 2
  r21c6 = 2
or
  r9c2 = 5
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c1 = 2
  r21c7 = 2
or
  r9c2 = 6
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c7 = 1
  r21c1 = 2
  r21c8 = 2
or
  r9c2 = 7
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c7 = 1
  r21c8 = 1
  r21c1 = 2
  r21c9 = 2
or
  r9c2 = 8
  r21c2 = 1
  r21c3 = 1
  r21c4 = 1
  r21c5 = 1
  r21c6 = 1
  r21c7 = 1
  r21c8 = 1
  r21c9 = 1
  r21c1 = 2
end
either
  r9c3 = 9
  r13c3 = 2
  r14c3 = 2
  r15c3 = 2
  r16c3 = 2
  r17c3 = 2
  r18c3 = 2
  r19c3 = 2
  r20c3 = 2
  r21c3 = 2
or
  r9c3 = 8
  r14c3 = 2
  r15c3 = 2
  r16c3 = 2
  r17c3 = 2
  r18c3 = 2
  r19c3 = 2
  r20c3 = 2
  r21c3 = 2
  r13c3 = 1
or
  r9c3 = 7
  r15c3 = 2
  r16c3 = 2
  r17c3 = 2
  r18c3 = 2
  r19c3 = 2
  r20c3 = 2
  r21c3 = 2
  r14c3 = 1
or
  r9c3 = 6
  r16c3 = 2
  r17c3 = 2
  r18c3 = 2
  r19c3 = 2
  r20c3 = 2
  r21c3 = 2
  r15c3 = 1
or
  r9c3 = 5
  r17c3 = 2
  r18c3 = 2
  r19c3 = 2
  r20c3 = 2
  r21c3 = 2
  r16c3 = 1
or
  r9c3 = 4
  r18c3 = 2
  r19c3 = 2
  r20c3 = 2
  r21c3 = 2
  r17c3 = 1
or
  r9c3 = 3
  r19c3 = 2
  r20c3 = 2
  r21c3 = 2
  r18c3 = 1
or
  r9c3 = 2
  r20c3 = 2
  r21c3 = 2
  r19c3 = 1
or
  r9c3 = 1
  r21c3 = 2
  r20c3 = 1
end
either
  r6c5 = 5
  r18c1 = 1
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 2
or
  r6c5 = 6
  r18c1 = 1
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 2
or
  r6c5 = 7
  r18c1 = 1
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 2
or
  r6c5 = 8
  r18c1 = 1
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c9 = 2
or
  r6c5 = 9
  r18c1 = 1
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c9 = 1
or
  r6c5 = 4
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c1 = 2
  r18c6 = 2
or
  r6c5 = 5
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c1 = 2
  r18c7 = 2
or
  r6c5 = 6
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c1 = 2
  r18c8 = 2
or
  r6c5 = 7
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c1 = 2
  r18c9 = 2
or
  r6c5 = 8
  r18c2 = 1
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c9 = 1
  r18c1 = 2
or
  r6c5 = 3
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c2 = 2
  r18c6 = 2
or
  r6c5 = 4
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c2 = 2
  r18c7 = 2
or
  r6c5 = 5
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c2 = 2
  r18c8 = 2
or
  r6c5 = 6
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c2 = 2
  r18c9 = 2
or
  r6c5 = 7
  r18c3 = 1
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c9 = 1
  r18c2 = 2
or
  r6c5 = 2
  r18c4 = 1
  r18c5 = 1
  r18c3 = 2
  r18c6 = 2
or
  r6c5 = 3
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c3 = 2
  r18c7 = 2
or
  r6c5 = 4
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c3 = 2
  r18c8 = 2
or
  r6c5 = 5
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c3 = 2
  r18c9 = 2
or
  r6c5 = 6
  r18c4 = 1
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c9 = 1
  r18c3 = 2
or
  r6c5 = 1
  r18c5 = 1
  r18c4 = 2
  r18c6 = 2
or
  r6c5 = 2
  r18c5 = 1
  r18c6 = 1
  r18c4 = 2
  r18c7 = 2
or
  r6c5 = 3
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c4 = 2
  r18c8 = 2
or
  r6c5 = 4
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c4 = 2
  r18c9 = 2
or
  r6c5 = 5
  r18c5 = 1
  r18c6 = 1
  r18c7 = 1
  r18c8 = 1
  r18c9 = 1
  r18c4 = 2
end
either
  r6c6 = 6
  r13c6 = 2
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 1
or
  r6c6 = 7
  r13c6 = 2
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 1
or
  r6c6 = 8
  r13c6 = 2
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r21c6 = 1
or
  r6c6 = 9
  r13c6 = 2
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r21c6 = 2
or
  r6c6 = 5
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r13c6 = 1
  r19c6 = 1
or
  r6c6 = 6
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r13c6 = 1
  r20c6 = 1
or
  r6c6 = 7
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r13c6 = 1
  r21c6 = 1
or
  r6c6 = 8
  r14c6 = 2
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r21c6 = 2
  r13c6 = 1
or
  r6c6 = 4
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r14c6 = 1
  r19c6 = 1
or
  r6c6 = 5
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r14c6 = 1
  r20c6 = 1
or
  r6c6 = 6
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r14c6 = 1
  r21c6 = 1
or
  r6c6 = 7
  r15c6 = 2
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r21c6 = 2
  r14c6 = 1
or
  r6c6 = 3
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r15c6 = 1
  r19c6 = 1
or
  r6c6 = 4
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r15c6 = 1
  r20c6 = 1
or
  r6c6 = 5
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r15c6 = 1
  r21c6 = 1
or
  r6c6 = 6
  r16c6 = 2
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r21c6 = 2
  r15c6 = 1
or
  r6c6 = 2
  r17c6 = 2
  r18c6 = 2
  r16c6 = 1
  r19c6 = 1
or
  r6c6 = 3
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r16c6 = 1
  r20c6 = 1
or
  r6c6 = 4
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r16c6 = 1
  r21c6 = 1
or
  r6c6 = 5
  r17c6 = 2
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r21c6 = 2
  r16c6 = 1
or
  r6c6 = 1
  r18c6 = 2
  r17c6 = 1
  r19c6 = 1
or
  r6c6 = 2
  r18c6 = 2
  r19c6 = 2
  r17c6 = 1
  r20c6 = 1
or
  r6c6 = 3
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r17c6 = 1
  r21c6 = 1
or
  r6c6 = 4
  r18c6 = 2
  r19c6 = 2
  r20c6 = 2
  r21c6 = 2
  r17c6 = 1
end
either
  r5c1 = 1
  r17c1 = 1
  r17c2 = 2
or
  r5c1 = 2
  r17c1 = 1
  r17c2 = 1
  r17c3 = 2
or
  r5c1 = 3
  r17c1 = 1
  r17c2 = 1
  r17c3 = 1
  r17c4 = 2
or
  r5c1 = 4
  r17c1 = 1
  r17c2 = 1
  r17c3 = 1
  r17c4 = 1
  r17c5 = 2
or
  r5c1 = 5
  r17c1 = 1
  r17c2 = 1
  r17c3 = 1
  r17c4 = 1
  r17c5 = 1
  r17c6 = 2
or
  r5c1 = 6
  r17c1 = 1
  r17c2 = 1
  r17c3 = 1
  r17c4 = 1
  r17c5 = 1
  r17c6 = 1
  r17c7 = 2
or
  r5c1 = 7
  r17c1 = 1
  r17c2 = 1
  r17c3 = 1
  r17c4 = 1
  r17c5 = 1
  r17c6 = 1
  r17c7 = 1
  r17c8 = 2
or
  r5c1 = 8
  r17c1 = 1
  r17c2 = 1
  r17c3 = 1
  r17c4 = 1
  r17c5 = 1
  r17c6 = 1
  r17c7 = 1
  r17c8 = 1
  r17c9 = 2
or
  r5c1 = 9
  r17c1 = 1
  r17c2 = 1
  r17c3 = 1
  r17c4 = 1
  r17c5 = 1
  r17c6 = 1
  r17c7 = 1
  r17c8 = 1
  r17c9 = 1
end
either
  r5c2 = 5
  r13c2 = 2
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 1
or
  r5c2 = 6
  r13c2 = 2
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 1
or
  r5c2 = 7
  r13c2 = 2
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 1
or
  r5c2 = 8
  r13c2 = 2
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r21c2 = 1
or
  r5c2 = 9
  r13c2 = 2
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r21c2 = 2
or
  r5c2 = 4
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r13c2 = 1
  r18c2 = 1
or
  r5c2 = 5
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r13c2 = 1
  r19c2 = 1
or
  r5c2 = 6
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r13c2 = 1
  r20c2 = 1
or
  r5c2 = 7
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r13c2 = 1
  r21c2 = 1
or
  r5c2 = 8
  r14c2 = 2
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r21c2 = 2
  r13c2 = 1
or
  r5c2 = 3
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r14c2 = 1
  r18c2 = 1
or
  r5c2 = 4
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r14c2 = 1
  r19c2 = 1
or
  r5c2 = 5
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r14c2 = 1
  r20c2 = 1
or
  r5c2 = 6
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r14c2 = 1
  r21c2 = 1
or
  r5c2 = 7
  r15c2 = 2
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r21c2 = 2
  r14c2 = 1
or
  r5c2 = 2
  r16c2 = 2
  r17c2 = 2
  r15c2 = 1
  r18c2 = 1
or
  r5c2 = 3
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r15c2 = 1
  r19c2 = 1
or
  r5c2 = 4
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r15c2 = 1
  r20c2 = 1
or
  r5c2 = 5
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r15c2 = 1
  r21c2 = 1
or
  r5c2 = 6
  r16c2 = 2
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r21c2 = 2
  r15c2 = 1
or
  r5c2 = 1
  r17c2 = 2
  r16c2 = 1
  r18c2 = 1
or
  r5c2 = 2
  r17c2 = 2
  r18c2 = 2
  r16c2 = 1
  r19c2 = 1
or
  r5c2 = 3
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r16c2 = 1
  r20c2 = 1
or
  r5c2 = 4
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r16c2 = 1
  r21c2 = 1
or
  r5c2 = 5
  r17c2 = 2
  r18c2 = 2
  r19c2 = 2
  r20c2 = 2
  r21c2 = 2
  r16c2 = 1
end

#puzzle Homogenous
size 10 boxes none
values 0..9
relation green-dot 0:5-9 1:6-9 2:7-9 3:8,9 4:9 5:0 6:0,1 7:0-2 8:0-3 9:0-4
relation black-dot 0:0 1:2 2:1,4 3:6 4:2,8 6:3 8:4
connected-values 0 size 10
connected-values 1 size 10
connected-values 2 size 10
connected-values 3 size 10
connected-values 4 size 10
connected-values 5 size 10
connected-values 6 size 10
connected-values 7 size 10
connected-values 8 size 10
connected-values 9 size 10
arrow r6c2 : r7c2 r8c2 r7c3
arrow r6c6 : r7c5 r8c6
arrow r2c6 : r3c6 r3c5 r4c4 r5c3
arrow r5c5 : r4c6
arrow r5c6 : r5c7 r4c7
pairs black-dot r10c9 r10c10
pairs black-dot r1c1 r2c1
pairs black-dot r10c3 r10c4
pairs black-dot r7c10 r8c10
pairs black-dot r1c9 r1c10
pairs green-dot r1c2 r1c3
pairs green-dot r3c1 r4c1
pairs green-dot r1c10 r2c10
pairs green-dot r1c8 r1c9

#puzzle 250!
size 9 boxes none
values 0..8
r1c7 = 0
marks 2,5 r2c2
r2c3 = 0
marks 2,5 r2c4
marks 2,5 r2c5
marks 2,5 r2c6
marks 2,5 r2c8
r2c9 = 0
marks 2,5 r3c9
marks 2,5 r4c9
marks 2,5 r5c9
marks 2,5 r6c8
r6c9 = 0
marks 2,5 r7c9
marks 2,5 r8c9
marks 2,5 r9c9
marks 2,5 r8c3
r8c4 = 0
marks 2,5 r8c5
marks 2,5 r7c5
marks 2,5 r6c6
marks 2,5 r7c6
r7c7 = 0
r7c8 = 0
marks 2,5 r8c8
marks 2,5 r9c8
marks 2,5 r9c7
marks 2,5 r9c6
marks 2,5 r9c5
marks 2,5 r9c1
r9c2 = 0
r9c3 = 0
marks 2,5 r8c1
marks 2,5 r7c1
marks 2,5 r6c1
marks 2,5 r5c1
marks 2,5 r5c2
marks 2,5 r3c3
r3c4 = 0
r3c5 = 0
marks 2,5 r3c6
marks 2,5 r4c6
marks 2,5 r4c7
marks 2,5 r5c7
marks 2,5 r6c7
r4c3 = 2
r4c4 = 5
r4c5 = 0
marks 2,5 r5c5
marks 2,5 r5c4
marks 2,5 r6c4
marks 2,5 r6c3
exactly 0,0,0,2,2,2,5,5,5 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9
exactly 0,0,0,2,2,2,5,5,5 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9
exactly 0,0,0,2,2,2,5,5,5 r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9
exactly 0,0,0,2,2,2,5,5,5 r4c1 r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9
exactly 0,0,0,2,2,2,5,5,5 r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9
exactly 0,0,0,2,2,2,5,5,5 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9
exactly 0,0,0,2,2,2,5,5,5 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9
exactly 0,0,0,2,2,2,5,5,5 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9
exactly 0,0,0,2,2,2,5,5,5 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9
exactly 0,0,0,2,2,2,5,5,5 r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1
exactly 0,0,0,2,2,2,5,5,5 r1c2 r2c2 r3c2 r4c2 r5c2 r6c2 r7c2 r8c2 r9c2
exactly 0,0,0,2,2,2,5,5,5 r1c3 r2c3 r3c3 r4c3 r5c3 r6c3 r7c3 r8c3 r9c3
exactly 0,0,0,2,2,2,5,5,5 r1c4 r2c4 r3c4 r4c4 r5c4 r6c4 r7c4 r8c4 r9c4
exactly 0,0,0,2,2,2,5,5,5 r1c5 r2c5 r3c5 r4c5 r5c5 r6c5 r7c5 r8c5 r9c5
exactly 0,0,0,2,2,2,5,5,5 r1c6 r2c6 r3c6 r4c6 r5c6 r6c6 r7c6 r8c6 r9c6
exactly 0,0,0,2,2,2,5,5,5 r1c7 r2c7 r3c7 r4c7 r5c7 r6c7 r7c7 r8c7 r9c7
exactly 0,0,0,2,2,2,5,5,5 r1c8 r2c8 r3c8 r4c8 r5c8 r6c8 r7c8 r8c8 r9c8
exactly 0,0,0,2,2,2,5,5,5 r1c9 r2c9 r3c9 r4c9 r5c9 r6c9 r7c9 r8c9 r9c9
exactly 0,0,0,2,2,2,5,5,5 r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3
exactly 0,0,0,2,2,2,5,5,5 r1c4 r1c5 r1c6 r2c4 r2c5 r2c6 r3c4 r3c5 r3c6
exactly 0,0,0,2,2,2,5,5,5 r1c7 r1c8 r1c9 r2c7 r2c8 r2c9 r3c7 r3c8 r3c9
exactly 0,0,0,2,2,2,5,5,5 r4c1 r4c2 r4c3 r5c1 r5c2 r5c3 r6c1 r6c2 r6c3
exactly 0,0,0,2,2,2,5,5,5 r4c4 r4c5 r4c6 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6
exactly 0,0,0,2,2,2,5,5,5 r4c7 r4c8 r4c9 r5c7 r5c8 r5c9 r6c7 r6c8 r6c9
exactly 0,0,0,2,2,2,5,5,5 r7c1 r7c2 r7c3 r8c1 r8c2 r8c3 r9c1 r9c2 r9c3
exactly 0,0,0,2,2,2,5,5,5 r7c4 r7c5 r7c6 r8c4 r8c5 r8c6 r9c4 r9c5 r9c6
exactly 0,0,0,2,2,2,5,5,5 r7c7 r7c8 r7c9 r8c7 r8c8 r8c9 r9c7 r9c8 r9c9
same-values r1c1 | r1c2
same-values r1c4 | r1c5
same-values r4c2 | r3c2
either
  r1c8 = 0
or
  r1c9 = 0
end
weighted-sum 7 r2c4 r2c5 r2c6 -r2c2
weighted-sum 7 r3c9 r4c9 r5c9 -r2c8
weighted-sum 7 r7c9 r8c9 r9c9 -r6c8
weighted-sum 7 r8c5 r7c5 r6c6 -r8c3
weighted-sum 14 r8c8 r9c8 r9c7 r9c6 r9c5 -r7c6
weighted-sum 14 r8c1 r7c1 r6c1 r5c1 r5c2 -r9c1
weighted-sum 14 r3c6 r4c6 r4c7 r5c7 r6c7 -r3c3
sum 17 r5c5 r5c4 r6c4 r6c3

#puzzle HARD_PENCILMARKS#0
size 9
rules sudoku
marks 3,4,7,9 r1c1
marks 1,3,4,5,6,7 r1c2
marks 1,3,4,5,6,7,9 r1c3
marks 1,3,6 r1c5
marks 1,3,4,5,6,7 r1c6
marks 3,5,6,8 r1c7
marks 1,3,6,7,8,9 r1c8
marks 1,2,3,4,6,7,8,9 r2c1
marks 1,2,3,4,6,7,9 r2c2
marks 1,2,3,6,7,8,9 r2c3
marks 1,3,4,5,6,7,8 r2c5
marks 1,2,3,6,7,8 r2c8
marks 1,2,5,6,8,9 r2c9
marks 1,3,4,5,7,9 r3c1
marks 1,2,7 r3c2
marks 1,2,3,4,5,7,9 r3c4
marks 1,3,4,5,6,7 r3c5
marks 1,4,5,6,7,8,9 r3c6
marks 1,2,3,5,7,8,9 r3c8
marks 1,2,5,6,7,8,9 r3c9
marks 3,4 r4c1
marks 1,2,3,4,5,7 r4c2
marks 2,3,4,5,6,7,8 r4c3
marks 2,3,4,5,6,7,8,9 r4c4
marks 1,3,4,5,6,7,8,9 r4c7
marks 2,3,7 r4c8
marks 1,2,3,4,5,7,9 r5c1
marks 1,2,3,4,5,7,8,9 r5c3
marks 1,2,3,4,5,7,8,9 r5c4
marks 1,3,4,5,6,7,8,9 r5c5
marks 2,6,8,9 r5c6
marks 1,3,4,5,7,8,9 r5c7
marks 1,2,3,7,8,9 r5c8
marks 1,2,3,4,6,7,8,9 r5c9
marks 1,2,3,4,5,6,7,9 r6c1
marks 1,2,3,4,5,6,7 r6c2
marks 2,4,5,6,7 r6c3
marks 2,4,5,6,9 r6c4
marks 2,4,5,6,7,8,9 r6c6
marks 3,4,5,6,7,8 r6c7
marks 2,4,5,6,7,9 r6c9
marks 1,2,3,4,5,6,7,8 r7c2
marks 1,2,5,6,8 r7c3
marks 1,2,3,4,5,7,8,9 r7c4
marks 1,2,3,4,5,6,7 r7c5
marks 1,2,4,5,6,7,8,9 r7c6
marks 1,3,4 r7c7
marks 1,2,3,5,6,7,8,9 r7c8
marks 1,2,4,5,6 r7c9
marks 1,2,3,4,5,7 r8c1
marks 1,2,3,4,5,7,8 r8c2
marks 1,2,3,4,5,6,7,8 r8c3
marks 2,3,4,5,7,9 r8c4
marks 2,4,5,6,7,8,9 r8c6
marks 1,2,3,4,5,6,7,9 r8c8
marks 1,3,4,5,8,9 r9c1
marks 1,3,4,5,6,7,8,9 r9c3
marks 4,5,9 r9c4
marks 1,3,4,5,6,7,8,9 r9c5
marks 1,2,3,4,5,7,8,9 r9c6
marks 3,4,5,9 r9c7
marks 1,4,5,6,8,9 r9c9

#puzzle HARD_PENCILMARKS#1
size 9
rules sudoku
marks 1,2,5,6,7,8,9 r1c1
marks 1,2,4,5,6,7 r1c2
marks 1,2,3,5,6,8,9 r1c3
marks 1,2,4,8,9 r1c4
marks 1,2,3,4,5,6,7,9 r1c5
marks 1,2,4,5,6,7,8,9 r1c6
marks 2,3,7,8,9 r1c7
marks 1,2,4,6,7,8,9 r1c8
marks 1,2,4,9 r1c9
marks 1,4,5,6 r2c2
marks 1,3,4,6,8 r2c4
marks 1,3,4,6,8,9 r2c6
marks 1,3,4,5,6,8 r2c8
marks 2,5,6,7 r3c1
marks 2,3,5,7,9 r3c3
marks 1,2,5,7,9 r3c5
marks 1,3,4,5,6,7,8,9 r3c6
marks 2,3,5,7,8,9 r3c7
marks 1,2,3,4,5,7,8,9 r3c9
marks 1,2,8,9 r4c1
marks 1,2,3,5,6,7,8,9 r4c2
marks 1,2,3,5,6,7,8,9 r4c3
marks 1,2,5,6,7,9 r4c5
marks 1,3,4,5,6,7,8,9 r4c6
marks 1,2,3,5,7,8,9 r4c7
marks 1,2,4,5,6,7,8,9 r4c8
marks 1,2,4,5,8,9 r4c9
marks 1,2,3,4,5,7,8,9 r5c3
marks 2,3,4,5,7,9 r5c4
marks 2,3,4,5,9 r5c5
marks 1,2,3,4,5,6,7,9 r5c6
marks 1,4,5 r5c8
marks 1,2,3,4,5 r5c9
marks 1,3,4,6,8 r6c2
marks 2,3,4,6,8 r6c3
marks 2,3,4,5,6,7,8,9 r6c4
marks 2,3,4,5,6,7 r6c5
marks 3,4,5,6,7,9 r6c6
marks 2,3,4,6,7,8 r6c7
marks 1,2,3,4,5,6,7,8 r6c8
marks 1,2,3,4,5,6,8 r6c9
marks 1,4,5,6 r7c2
marks 1,3,4,5,6,9 r7c3
marks 1,2,3,4,5,6,7,8 r7c4
marks 1,2,4,5 r7c5
marks 1,2,4,5,6,7 r7c8
marks 1,2,4,5,6,7,9 r7c9
marks 5,6,9 r8c1
marks 1,3,4,5,6,7,8,9 r8c2
marks 3,4,5,6,7,8 r8c3
marks 4,5,7,8,9 r8c6
marks 1,4,5,6,7 r8c8
marks 4,5,7 r8c9
marks 1,2,3,6,7,8,9 r9c1
marks 1,3,4,5,6,7,8,9 r9c2
marks 1,2,3,4,7,8,9 r9c4
marks 1,2,3,4,5,7,8,9 r9c6
marks 1,2,3,6,7,8,9 r9c7
marks 1,2,4,5,6,7,8,9 r9c8
marks 1,2,3,4,7,8,9 r9c9

#puzzle HARD_PENCILMARKS#2
size 9
rules sudoku
marks 2,3,4,5,7,8,9 r1c3
marks 2,4,5,6,7,8,9 r1c4
marks 1,3,4,5,8,9 r1c5
marks 1,2,3,4,6,7,8 r1c6
marks 3,5,6,7,8,9 r1c7
marks 3,5,6,8,9 r1c8
marks 1,2,4,5,6,9 r2c1
marks 1,2,4,5,7,8,9 r2c2
marks 1,2,4,5,7,8,9 r2c3
marks 1,2,4,5,7,8,9 r2c4
marks 1,4,8 r2c5
marks 1,2,4,5,6,7,9 r2c6
marks 1,2,3,5,6,8,9 r2c8
marks 1,3,5,6 r3c1
marks 1,2,3,4,5,6,7,9 r3c2
marks 1,2,3,4,9 r3c5
marks 1,2,3,4,6,7 r3c6
marks 1,2,3,5,6,7,8,9 r3c7
marks 2,3,5 r3c9
marks 1,2,3,4,5,6,7,8 r4c1
marks 1,2,3,4,5,7,8,9 r4c2
marks 2,4,5,7,8 r4c3
marks 2,5,7,8 r4c4
marks 1,2,3,5,6,7,8,9 r4c5
marks 2,3,4,5,6,7,8 r4c6
marks 1,3,5,6,7,8,9 r4c7
marks 1,3,4,5,6,7,8,9 r4c8
marks 1,2,3,5,7 r4c9
marks 1,4,5,7 r5c2
marks 2,4,5,7,9 r5c3
marks 2,5,6,7,8,9 r5c4
marks 1,2,4,5,6,7 r5c6
marks 1,7,8,9 r5c7
marks 1,3,5,6,7,8,9 r6c1
marks 1,3,4,5,6,7,9 r6c2
marks 1,2,3,5,6,7,8,9 r6c4
marks 1,3,6,8,9 r6c5
marks 1,3,5,6,8,9 r6c7
marks 1,3,6,9 r6c8
marks 1,3,4,5,6,8 r7c1
marks 1,4,6,7,8 r7c2
marks 2,4,5,6,7,8 r7c4
marks 1,2,3,4,5,6,7,8 r7c5
marks 1,3,4,5,6,7 r7c6
marks 4,5,7,8 r7c7
marks 1,2,3,4,5,6,8,9 r7c8
marks 1,2,3,4,5,6,7,8 r7c9
marks 1,3,6,7,9 r8c2
marks 2,3,4,6,7,8,9 r8c3
marks 1,2,3,4,5,7,8,9 r8c5
marks 2,3,6,7 r8c6
marks 2,3,5,6,7,8,9 r8c7
marks 1,2,3,4,6,7,9 r8c8
marks 1,2,3,4,5,6,7,9 r8c9
marks 1,3,5,6,8,9 r9c1
marks 1,3,4,5,6,7,8,9 r9c2
marks 1,2,3,4,5,6,8,9 r9c3
marks 1,2,3,4,5,8,9 r9c5
marks 1,2,3,4,5,6,7,8 r9c6
marks 1,2,4,8,9 r9c8
marks 1,2,4,5,8 r9c9

#puzzle HARD_PENCILMARKS#3
size 9
rules sudoku
marks 1,2,3,4,5,6,8,9 r1c1
marks 2,4,6,7 r1c2
marks 2,3,4,8,9 r1c3
marks 1,3,4,5,7,8 r1c4
marks 2,4,6,7,8,9 r1c7
marks 1,2,3,4,6,7,8,9 r1c8
marks 1,3,4,6,8,9 r2c1
marks 3,4,6,8,9 r2c3
marks 1,3,4,5,6,7,8,9 r2c4
marks 1,3,4,5,6,8,9 r2c6
marks 2,3,4,6,8,9 r2c8
marks 1,2,3,4,5,6,7,9 r2c9
marks 1,3,4,5,6,7,8,9 r3c1
marks 1,2,3,4,5,6,7,8 r3c2
marks 1,3,7 r3c4
marks 1,2,3,4,5,6,7 r3c5
marks 1,2,3,4,5,7,8,9 r3c6
marks 1,2,3,5,6,7,9 r3c7
marks 1,2,3,4,5,7 r3c9
marks 1,2,4,5,6,7,8,9 r4c2
marks 2,3,4,6,7,8,9 r4c3
marks 2,4,6,7,9 r4c5
marks 2,3,4,5,6,7,8,9 r4c6
marks 1,2,4,6,7,8,9 r4c7
marks 1,2,3,4,6,7,8,9 r4c8
marks 1,2,3,4,7 r4c9
marks 1,5,6,9 r5c1
marks 1,4,5,6,7 r5c2
marks 1,3,4,5,6,7,8,9 r5c4
marks 2,4,5,6,7,9 r5c5
marks 1,2,3,4,6,8,9 r5c8
marks 1,5,6,9 r6c1
marks 1,2,3,4,5,6,8,9 r6c3
marks 1,2,3,5,6,7,8,9 r6c4
marks 2,3,4,5,6,7,8,9 r6c5
marks 3,5,6,8,9 r6c6
marks 1,2,3,6,8,9 r6c7
marks 1,2,3,8 r6c8
marks 1,3,5,6,8,9 r7c1
marks 1,2,4,5,6,7,8,9 r7c2
marks 2,6,9 r7c5
marks 1,5,6,8,9 r7c7
marks 1,2,3,5,8,9 r7c8
marks 1,5,7,8 r8c2
marks 1,2,3,4,5,7,8,9 r8c3
marks 1,2,4,5,7,8 r8c4
marks 1,2,4,5,6,7,8,9 r8c5
marks 1,2,5,8 r8c8
marks 1,2,3,4,5,8 r8c9
marks 1,3,4,5,6,7,8,9 r9c1
marks 1,2,3,4,6,7,8,9 r9c2
marks 2,3,4,7,8,9 r9c3
marks 1,2,3,6,7,8,9 r9c4
marks 2,4,6,7 r9c5
marks 2,3,4,5,6,7,8,9 r9c6
marks 1,2,3,4,5,7 r9c9

#puzzle HARD_PENCILMARKS#4
size 9
rules sudoku
marks 1,3,5,6,7,8,9 r1c1
marks 2,3,4,6,8,9 r1c4
marks 2,3,4,5,8,9 r1c5
marks 2,3,4,5,6,7,8,9 r1c6
marks 2,3,4,5,6,7,8,9 r1c7
marks 2,3,4,8,9 r1c9
marks 1,5,6,7 r2c2
marks 1,2,5,6,7,9 r2c3
marks 1,2,3,4,5,6,7,8 r2c5
marks 2,4,5,6,7,9 r2c6
marks 1,2,3,5,6,7,8 r2c7
marks 1,2,3,4,5,6,7 r2c8
marks 1,3,5,6,7,9 r3c1
marks 1,5,6,7,8 r3c2
marks 1,5,6,9 r3c3
marks 1,2,3,6,7,8,9 r3c4
marks 1,2,3,5,6,7,8,9 r3c5
marks 1,3,5,6,7,8 r3c7
marks 1,2,3,5,7,8,9 r3c9
marks 1,2,3,5,6,7,8,9 r4c1
marks 1,2,3,5,6,7,8,9 r4c2
marks 2,3,6,8 r4c4
marks 2,3,6,7,8 r4c7
marks 2,3,6,7,8,9 r4c9
marks 1,3,4,5,8,9 r5c1
marks 1,2,3,4,5,6,8,9 r5c3
marks 1,2,3,4,6,8,9 r5c4
marks 1,3,4,5,8 r5c5
marks 1,2,3,4,5,6,8 r5c8
marks 1,2,3,8,9 r5c9
marks 1,4,5,9 r6c1
marks 1,4,5,6,7,8,9 r6c2
marks 1,2,4,5,6,9 r6c3
marks 1,3,4,5,6,7,8,9 r6c4
marks 1,4,5,7,9 r6c6
marks 5,6,7,8,9 r6c7
marks 1,3,4,5,6,7 r6c8
marks 1,2,3,4,5,7,8,9 r7c1
marks 2,3,5,7,8 r7c2
marks 1,2,3,4,5,6,7,9 r7c3
marks 1,3,6,8 r7c4
marks 1,2,3,4,5,6,8,9 r7c5
marks 1,2,3,4,6,7,8,9 r7c6
marks 1,2,3,6,7,8,9 r7c7
marks 1,2,6,8,9 r7c9
marks 2,5,9 r8c3
marks 1,2,3,4,5,6,9 r8c5
marks 1,4,5,6,7,9 r8c6
marks 1,2,3,4,5,6,7,9 r8c8
marks 1,3,4,5,7,8,9 r9c1
marks 4,5,7,8 r9c2
marks 2,3,4,5,9 r9c3
marks 1,2,3,4,7,8,9 r9c4
marks 1,3,4,5,8 r9c5
marks 1,3,4,5,7,8,9 r9c6
marks 1,2,3,4,8,9 r9c9

#puzzle HARD_PENCILMARKS#5
size 9
rules sudoku
marks 1,9 r1c1
marks 1,3,5,6,8,9 r1c3
marks 1,4,5,8,9 r1c5
marks 1,2,3,4,5,6,8,9 r1c6
marks 1,5,6,7,8,9 r1c7
marks 1,3,4,5,9 r2c1
marks 1,2,3,4,5,7,8,9 r2c2
marks 1,2,3,4,5,6,8,9 r2c3
marks 1,2,3,4,5,6,7,8 r2c4
marks 1,2,3,4,5,6,7,8 r2c5
marks 2,3,4,8,9 r2c6
marks 2,3,4,5,7,9 r2c8
marks 2,3,4,5,6,7 r2c9
marks 1,2,3,4,5,6,7,9 r3c1
marks 1,2,3,5,6,7,9 r3c3
marks 1,2,5,6,7,8 r3c4
marks 1,2,3,4,5,6,7,9 r3c5
marks 1,2,3,5,6,7 r3c7
marks 1,2,3,4,5,7,9 r3c8
marks 3,5,6,7 r3c9
marks 2,3,4,7,8,9 r4c2
marks 2,3,4,5,6,7,8,9 r4c3
marks 2,4,7,8,9 r4c6
marks 1,2,3,4,7,8,9 r4c7
marks 2,4,9 r4c8
marks 2,3,7,8,9 r5c2
marks 2,3,5,6,7,8,9 r5c3
marks 1,2,3,5,6,7,8,9 r5c4
marks 2,3,7,8,9 r5c6
marks 1,2,3,7,8,9 r5c7
marks 1,2,3,4,7,9 r5c8
marks 1,4,5,6,8,9 r6c1
marks 1,2,3,4,5,6,7,9 r6c3
marks 1,5,6,7,8 r6c4
marks 1,4,5,6,7 r6c5
marks 1,2,3,4,5,6 r6c9
marks 1,3,4,5,6,8,9 r7c1
marks 1,6,7,8 r7c4
marks 1,3,5,6,7,9 r7c5
marks 1,5,6,7,8,9 r7c7
marks 1,2,3,5,6,7,8,9 r7c9
marks 2,3,4,7,8 r8c2
marks 1,2,3,4,5,6,7,8 r8c3
marks 1,2,3,4,7,8,9 r8c6
marks 1,2,4,7,8 r8c8
marks 1,2,3,4,5,6,7,8 r8c9
marks 1,2,3,4,5,6,8,9 r9c1
marks 2,3,4,5,6,7,8 r9c2
marks 2,3,4,5,6 r9c3
marks 1,3,4,5,6 r9c5
marks 1,2,3,4,5,6,9 r9c8

#puzzle HARD_PENCILMARKS#6
size 9
rules sudoku
marks 1,8 r1c1
marks 1,2,4,6,8,9 r1c2
marks 1,2,3,4,5,7,8,9 r1c3
marks 1,3,4,6,8,9 r1c4
marks 1,2,3,4,6,7,8,9 r1c6
marks 1,4,5,6,8,9 r1c9
marks 1,2,3,4,8 r2c1
marks 1,2,3,4,5,7,8,9 r2c3
marks 2,3,4,7,8,9 r2c6
marks 2,3,4,5,7,8 r2c7
marks 2,3,4,5,6,7 r2c8
marks 1,2,4,5,6,7,8 r3c2
marks 1,2,3,4,5,6,7,8 r3c4
marks 1,4,5,6,7,9 r3c5
marks 1,2,3,5,6,7,8 r3c7
marks 2,4,5,6,7 r3c8
marks 1,2,4,5,6,7 r3c9
marks 1,2,3,4,6,8,9 r4c1
marks 1,2,3,4,5,7,8,9 r4c3
marks 1,2,3,4,5,6,8 r4c4
marks 1,4,5,6,8,9 r4c5
marks 1,4,5,8,9 r4c9
marks 1,2,3,4,5,6,7,9 r5c1
marks 1,2,3,4,5,6,7,9 r5c2
marks 1,2,3,5,7,9 r5c3
marks 1,2,3,4,5,6,7,9 r5c4
marks 1,3,4,5,6,7,8,9 r5c5
marks 1,2,3,5,7,8,9 r5c6
marks 1,3,5,7,8,9 r5c7
marks 1,2,3,4,5,6,7,9 r5c8
marks 1,2,3,4,6,7,8,9 r6c1
marks 2,3,4,6,7 r6c2
marks 1,2,3,6,8 r6c4
marks 1,2,3,4,5,6,7,8 r6c7
marks 1,2,3,4,5,6,7,8 r6c8
marks 1,3,4,6 r7c1
marks 1,3,4,5,6 r7c4
marks 1,4,5,6,9 r7c5
marks 1,2,3,4,5,6,8,9 r7c6
marks 1,2,3,4,6,7 r7c8
marks 2,3,4,5,6,7,8,9 r8c2
marks 2,3,5,7,8,9 r8c3
marks 2,3,5,7,8,9 r8c6
marks 3,7,8 r8c7
marks 1,2,3,7,8,9 r8c9
marks 2,4,5,6,7,8,9 r9c2
marks 5,7,8 r9c3
marks 2,3,4,5,6,7,8,9 r9c4
marks 1,2,4,5,6,7,8,9 r9c5
marks 2,5,7,8,9 r9c6
marks 1,2,3,5,7,8,9 r9c7
marks 1,2,5,7,8,9 r9c9

#puzzle HS_KILLERS#0
size 9
rules sudoku diagonal-up diagonal-down
cage 15 r1c1 r2c1 r3c1
cage 30 r1c2 r1c3 r1c4 r1c5 r1c6 r2c6
cage 15 r1c8 r1c9 r2c8
cage 15 r2c3 r2c4 r2c5
cage 17 r2c7 r3c6 r3c7
cage 15 r2c9 r3c9 r4c9
cage 15 r3c2 r4c2 r5c2
cage 18 r3c3 r4c3 r5c3
cage 19 r3c4 r4c4 r4c5
cage 18 r3c8 r4c8 r5c7
cage 21 r4c6 r4c7 r5c6
cage 15 r5c1 r6c1 r7c1
cage 16 r5c4 r5c5 r6c5
cage 15 r5c9 r6c8 r6c9
cage 19 r6c2 r7c2 r8c2
cage 19 r6c3 r7c3 r7c4
cage 14 r6c6 r6c7 r7c7
cage 17 r7c5 r8c5 r9c5
cage 13 r7c6 r8c6 r8c7
cage 18 r7c8 r8c8 r8c9
cage 17 r8c1 r9c1 r9c2
cage 18 r8c4 r9c3 r9c4
cage 17 r9c7 r9c8 r9c9

#puzzle HS_KILLERS#1
size 9
rules sudoku diagonal-up diagonal-down
cage 14 r1c1 r2c1
cage 14 r1c8 r1c9
cage 6 r2c2 r2c3
cage 6 r2c8 r3c8
cage 13 r3c3 r4c3
cage 13 r3c6 r3c7
cage 17 r6c4 r6c5
cage 14 r6c7 r7c7
cage 6 r7c2 r8c2
cage 13 r7c3 r7c4
cage 6 r8c7 r8c8
cage 14 r8c9 r9c9
cage 14 r9c1 r9c2

#puzzle HS_KILLERS#2
size 9
rules sudoku
cage 14 r1c1 r1c2 r2c1
cage 15 r1c3 r1c4
cage 12 r1c5 r2c5 r3c5
cage 13 r1c6 r1c7
cage 10 r1c8 r1c9 r2c9
cage 18 r2c2 r2c3 r3c2 r3c3
cage 13 r2c4 r3c4 r4c4
cage 22 r2c7 r2c8 r3c7 r3c8
cage 13 r3c1 r4c1
cage 15 r3c9 r4c9
cage 10 r4c2 r5c2 r6c2
cage 10 r4c8 r5c8 r6c8
cage 18 r5c5 r5c6 r5c7
cage 15 r6c1 r7c1
cage 13 r6c9 r7c9
cage 19 r7c2 r7c3 r8c2 r8c3
cage 18 r7c7 r7c8 r8c7 r8c8
cage 13 r8c1 r9c1 r9c2
cage 14 r8c9 r9c8 r9c9
cage 13 r9c3 r9c4
cage 15 r9c6 r9c7

#puzzle HS_KILLERS#3
size 9
rules sudoku diagonal-up diagonal-down
cage 18 r1c2 r1c3 r1c4
cage 33 r1c5 r2c3 r2c4 r2c5 r2c6 r2c7 r3c5
cage 15 r1c6 r1c7 r1c8
cage 21 r2c1 r2c2 r3c1 r3c2
cage 26 r2c8 r2c9 r3c8 r3c9
cage 12 r3c3 r3c4 r4c3 r4c4
cage 13 r3c6 r3c7 r4c6 r4c7
cage 25 r4c1 r4c2 r5c1 r5c2
cage 31 r4c5 r5c3 r5c4 r5c5 r5c6 r5c7 r6c5
cage 23 r4c8 r4c9 r5c8 r5c9
cage 16 r6c1 r6c2 r7c1 r7c2
cage 21 r6c3 r6c4 r7c3 r7c4
cage 23 r6c6 r6c7 r7c6 r7c7
cage 20 r6c8 r6c9 r7c8 r7c9
cage 32 r7c5 r8c3 r8c4 r8c5 r8c6 r8c7 r9c5
cage 19 r9c2 r9c3 r9c4
cage 18 r9c6 r9c7 r9c8

#puzzle HS_KILLERS#4
size 9
rules sudoku diagonal-up diagonal-down
cage 30 r1c1 r2c2 r3c3 r4c3 r4c4
cage 19 r1c4 r1c5 r1c6
cage 21 r1c9 r2c8 r3c7 r4c7
cage 13 r2c3 r2c4
cage 20 r2c5 r3c4 r3c5 r3c6 r4c5
cage 13 r2c6 r2c7
cage 12 r3c2 r4c2
cage 13 r3c8 r4c8
cage 20 r4c1 r5c1 r6c1
cage 10 r4c6 r5c7 r5c8
cage 24 r4c9 r5c9 r6c9 r7c9
cage 15 r5c2 r5c3 r6c3 r6c4
cage 13 r5c4 r5c5 r5c6
cage 13 r6c2 r7c2
cage 18 r6c5 r7c4 r7c5
cage 19 r6c6 r6c7 r7c6 r8c5
cage 13 r6c8 r7c8
cage 20 r7c3 r8c2 r9c1
cage 13 r8c3 r8c4
cage 13 r8c6 r8c7
cage 27 r9c4 r9c5 r9c6 r9c7

#puzzle HS_KILLERS#5
size 9
rules sudoku diagonal-up diagonal-down
cage 38 r1c1 r1c2 r1c3 r1c4 r2c1 r3c1
cage 24 r1c6 r2c6 r2c7 r2c8 r3c6 r4c7
cage 39 r1c7 r1c8 r1c9 r2c9 r3c9 r4c9
cage 23 r4c1 r4c2 r4c3 r4c4 r4c5 r5c1
cage 22 r5c6 r6c5 r7c4 r7c5 r7c6 r8c5
cage 33 r5c8 r5c9 r6c8 r6c9 r7c8 r8c8
cage 39 r6c1 r7c1 r8c1 r9c1 r9c2 r9c3
cage 36 r7c9 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle HS_KILLERS#6
size 9
rules sudoku diagonal-up diagonal-down
cage 27 r1c1 r1c2 r1c3 r2c1 r3c1
cage 30 r1c4 r1c5 r1c6 r2c5 r3c5
cage 26 r1c7 r1c8 r1c9 r2c9 r3c9
cage 24 r2c2 r3c3 r3c4 r4c3 r4c4
cage 3 r2c3 r2c4
cage 8 r2c6 r2c7
cage 29 r2c8 r3c6 r3c7 r4c6 r4c7
cage 6 r3c2 r4c2
cage 5 r3c8 r4c8
cage 31 r4c1 r5c1 r5c2 r5c3 r6c1
cage 30 r4c5 r5c4 r5c5 r5c6 r6c5
cage 26 r4c9 r5c7 r5c8 r5c9 r6c9
cage 16 r6c2 r7c2 r8c3 r8c4
cage 25 r6c3 r6c4 r7c3 r7c4 r8c2
cage 25 r6c6 r6c7 r7c6 r7c7 r8c8
cage 15 r6c8 r7c8 r8c6 r8c7
cage 27 r7c1 r8c1 r9c1 r9c2 r9c3
cage 25 r7c5 r8c5 r9c4 r9c5 r9c6
cage 27 r7c9 r8c9 r9c7 r9c8 r9c9

#puzzle HS_KILLERS#7
size 9
rules sudoku
cage 17 r1c1 r2c2 r3c3
cage 15 r1c2 r1c3 r1c4 r2c3
cage 16 r1c5 r2c5 r2c6 r3c6
cage 27 r1c6 r1c7 r1c8 r2c7
cage 15 r1c9 r2c8 r3c7
cage 29 r2c1 r3c1 r3c2 r4c1
cage 20 r2c4 r3c4 r3c5 r4c5
cage 11 r2c9 r3c8 r3c9 r4c9
cage 23 r4c2 r4c3 r5c3 r5c4
cage 15 r5c1 r5c2 r6c2 r6c3
cage 13 r5c8 r5c9 r6c7 r6c8
cage 11 r6c1 r7c1 r7c2 r8c1
cage 28 r6c5 r7c5 r7c6 r8c6
cage 27 r6c9 r7c8 r7c9 r8c9
cage 15 r7c3 r8c2 r9c1
cage 14 r7c4 r8c4 r8c5 r9c5
cage 17 r7c7 r8c8 r9c9
cage 27 r8c3 r9c2 r9c3 r9c4
cage 17 r8c7 r9c6 r9c7 r9c8

#puzzle HS_KILLERS#8
size 9
rules sudoku diagonal-up diagonal-down
cage 14 r1c3 r2c2 r3c1 r4c2
cage 14 r1c4 r2c3 r3c2 r4c3
cage 14 r1c5 r2c4 r3c3 r4c4
cage 14 r1c6 r2c5 r3c4 r4c5
cage 17 r1c7 r2c6 r3c5 r4c6
cage 20 r1c8 r2c7 r3c6 r4c7
cage 22 r1c9 r2c8 r3c7 r4c8
cage 10 r5c1 r5c2 r5c3
cage 18 r5c7 r5c8 r5c9
cage 18 r6c2 r7c3 r8c2 r9c1
cage 28 r6c3 r7c4 r8c3 r9c2
cage 27 r6c4 r7c5 r8c4 r9c3
cage 17 r6c5 r7c6 r8c5 r9c4
cage 21 r6c6 r7c7 r8c6 r9c6
cage 22 r6c7 r7c8 r8c7 r9c7
cage 10 r6c8 r7c9 r8c8 r9c8

#puzzle LITTLE_KILLER_SNIPES#0
size 9
rules sudoku
little-killer 12 r0c4 DL
little-killer 12 r0c3 DL
little-killer 12 r0c6 DL
little-killer 12 r4c0 DR
little-killer 12 r5c0 DR
little-killer 12 r6c0 DR
little-killer 12 r7c0 DR
little-killer 12 r10c2 UR
little-killer 12 r10c6 UR
little-killer 12 r6c10 UL
little-killer 12 r4c10 UL
little-killer 12 r3c10 UL

#puzzle LITTLE_KILLER_SNIPES#1
size 9
rules sudoku
little-killer 13 r0c4 DL
little-killer 13 r0c3 DL
little-killer 13 r0c6 DL
little-killer 13 r4c0 DR
little-killer 13 r6c0 DR
little-killer 13 r7c0 DR
little-killer 13 r10c6 UR
little-killer 13 r6c10 UL
little-killer 13 r3c10 UL
little-killer 13 r0c5 DL
little-killer 13 r10c7 UR
little-killer 13 r10c4 UR
little-killer 13 r8c10 UL

#puzzle LITTLE_KILLER_SNIPES#2
size 9
rules sudoku
little-killer 14 r0c3 DL
little-killer 14 r0c4 DL
little-killer 14 r0c5 DL
little-killer 14 r0c6 DL
little-killer 14 r5c0 DR
little-killer 14 r6c0 DR
little-killer 14 r7c0 DR
little-killer 14 r10c2 UR
little-killer 14 r10c6 UR
little-killer 14 r10c5 UR
little-killer 14 r10c4 UR
little-killer 14 r10c7 UR
little-killer 14 r6c10 UL

#puzzle LITTLE_KILLER_SNIPES#3
size 9
rules sudoku
little-killer 15 r0c3 DL
little-killer 15 r0c4 DL
little-killer 15 r0c5 DL
little-killer 15 r0c6 DL
little-killer 15 r4c0 DR
little-killer 15 r6c0 DR
little-killer 15 r7c0 DR
little-killer 15 r10c3 UR
little-killer 15 r10c6 UR
little-killer 15 r10c7 UR
little-killer 15 r8c10 UL
little-killer 15 r5c10 UL
little-killer 15 r4c10 UL

#puzzle LITTLE_KILLER_SNIPES#4
size 9
rules sudoku
little-killer 16 r6c10 UL
little-killer 16 r4c10 UL
little-killer 16 r0c4 DL
little-killer 16 r0c9 DL
little-killer 16 r7c0 DR
little-killer 16 r6c0 DR
little-killer 16 r4c0 DR
little-killer 16 r2c0 DR
little-killer 16 r10c6 UR
little-killer 16 r10c4 UR

#puzzle LITTLE_KILLER_SNIPES#5
size 9
rules sudoku
little-killer 17 r0c3 DL
little-killer 17 r0c4 DL
little-killer 17 r0c5 DL
little-killer 17 r0c6 DL
little-killer 17 r0c7 DL
little-killer 17 r3c0 DR
little-killer 17 r6c0 DR
little-killer 17 r5c0 DR
little-killer 17 r10c1 UR
little-killer 17 r10c5 UR
little-killer 17 r10c6 UR
little-killer 17 r10c7 UR

#puzzle LITTLE_KILLER_SNIPES#6
size 9
rules sudoku
little-killer 18 r0c0 DR
little-killer 18 r3c0 DR
little-killer 18 r4c0 DR
little-killer 18 r5c0 DR
little-killer 18 r0c4 DL
little-killer 18 r0c5 DL
little-killer 18 r0c6 DL
little-killer 18 r0c9 DL

#puzzle LITTLE_KILLER_SNIPES#7
size 9
rules sudoku
little-killer 19 r0c0 DR
little-killer 19 r0c4 DL
little-killer 19 r0c5 DL
little-killer 19 r0c6 DL
little-killer 19 r3c0 DR
little-killer 19 r4c0 DR
little-killer 19 r5c0 DR
little-killer 19 r6c0 DR
little-killer 19 r10c5 UR
little-killer 19 r10c6 UR
little-killer 19 r4c10 UL
little-killer 19 r0c9 DL

#puzzle LITTLE_KILLER_SNIPES#8
size 9
rules sudoku
little-killer 35 r1c0 DR
little-killer 35 r2c0 DR
little-killer 35 r3c0 DR
little-killer 35 r4c0 DR
little-killer 35 r10c2 UR
little-killer 35 r10c3 UR
little-killer 35 r10c5 UR
little-killer 35 r6c10 UL
little-killer 35 r0c5 DL
little-killer 35 r0c6 DL

#puzzle LITTLE_KILLER_SNIPES#9
size 9
rules sudoku
little-killer 36 r1c0 DR
little-killer 36 r2c0 DR
little-killer 36 r3c0 DR
little-killer 36 r4c0 DR
little-killer 36 r10c1 UR
little-killer 36 r10c2 UR
little-killer 36 r10c3 UR
little-killer 36 r10c4 UR
little-killer 36 r0c7 DL
little-killer 36 r0c8 DL
little-killer 36 r0c9 DL
little-killer 36 r0c10 DL
little-killer 36 r8c10 UL

#puzzle LITTLE_KILLER_SNIPES#10
size 9
rules sudoku
little-killer 37 r1c0 DR
little-killer 37 r3c0 DR
little-killer 37 r4c0 DR
little-killer 37 r10c1 UR
little-killer 37 r10c2 UR
little-killer 37 r10c3 UR
little-killer 37 r10c4 UR
little-killer 37 r0c7 DL
little-killer 37 r0c8 DL
little-killer 37 r0c9 DL
little-killer 37 r0c10 DL
little-killer 37 r9c10 UL

#puzzle LITTLE_KILLER_SNIPES#11
size 9
rules sudoku
little-killer 38 r0c8 DL
little-killer 38 r0c9 DL
little-killer 38 r0c10 DL
little-killer 38 r1c0 DR
little-killer 38 r2c0 DR
little-killer 38 r4c0 DR
little-killer 38 r10c1 UR
little-killer 38 r10c2 UR
little-killer 38 r10c3 UR
little-killer 38 r10c4 UR
little-killer 38 r0c0 DR
little-killer 38 r8c10 UL

#puzzle LITTLE_KILLER_SNIPES#12
size 9
rules sudoku
little-killer 39 r1c0 DR
little-killer 39 r2c0 DR
little-killer 39 r3c0 DR
little-killer 39 r4c0 DR
little-killer 39 r10c1 UR
little-killer 39 r10c2 UR
little-killer 39 r0c6 DL
little-killer 39 r0c9 DL
little-killer 39 r0c10 DL
little-killer 39 r9c10 UL

#puzzle LITTLE_KILLER_SNIPES#13
size 9
rules sudoku
little-killer 40 r1c0 DR
little-killer 40 r2c0 DR
little-killer 40 r4c0 DR
little-killer 40 r10c1 UR
little-killer 40 r10c4 UR
little-killer 40 r10c2 UR
little-killer 40 r0c0 DR
little-killer 40 r9c10 UL
little-killer 40 r8c10 UL
little-killer 40 r0c10 DL
little-killer 40 r0c9 DL
little-killer 40 r0c8 DL
little-killer 40 r0c7 DL

#puzzle LITTLE_KILLER_SNIPES#14
size 9
rules sudoku
little-killer 48 r0c0 DR
little-killer 48 r9c10 UL
little-killer 48 r8c10 UL
little-killer 48 r0c10 DL
little-killer 48 r10c1 UR
little-killer 48 r10c2 UR
little-killer 48 r10c3 UR

#puzzle MATHEMAGIC_KILLERS#0
size 9
rules sudoku
cage 27 r1c1 r1c2 r1c3 r1c4 r2c1
cage 22 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 22 r2c2 r2c3 r2c4 r2c5 r3c4
cage 19 r2c7 r3c7 r4c6 r4c7 r5c6
cage 27 r3c1 r3c2 r3c3 r4c1 r5c1
cage 28 r3c5 r3c6 r4c3 r4c4 r4c5
cage 27 r3c8 r4c8 r5c7 r5c8 r6c8
cage 25 r4c2 r5c2 r5c3 r6c2 r7c2
cage 27 r5c4 r6c3 r6c4 r7c3 r8c3
cage 5 r5c5
cage 22 r5c9 r6c9 r7c7 r7c8 r7c9
cage 25 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 21 r7c6 r8c5 r8c6 r8c7 r8c8
cage 20 r8c4 r9c2 r9c3 r9c4 r9c5
cage 27 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#1
size 9
rules sudoku
cage 27 r1c1 r1c2 r1c3 r1c4 r2c1
cage 22 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 22 r2c2 r2c3 r2c4 r2c5 r3c4
cage 19 r2c7 r3c7 r4c6 r4c7 r5c6
cage 27 r3c1 r3c2 r3c3 r4c1 r5c1
cage 28 r3c5 r3c6 r4c3 r4c4 r4c5
cage 27 r3c8 r4c8 r5c7 r5c8 r6c8
cage 24 r4c2 r5c2 r5c3 r6c2 r7c2
cage 27 r5c4 r6c3 r6c4 r7c3 r8c3
cage 6 r5c5
cage 22 r5c9 r6c9 r7c7 r7c8 r7c9
cage 25 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 21 r7c6 r8c5 r8c6 r8c7 r8c8
cage 20 r8c4 r9c2 r9c3 r9c4 r9c5
cage 27 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#2
size 9
rules sudoku
cage 28 r1c1 r1c2 r1c3 r1c4 r2c1
cage 20 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 23 r2c2 r2c3 r2c4 r2c5 r3c4
cage 20 r2c7 r3c7 r4c6 r4c7 r5c6
cage 25 r3c1 r3c2 r3c3 r4c1 r5c1
cage 30 r3c5 r3c6 r4c3 r4c4 r4c5
cage 25 r3c8 r4c8 r5c7 r5c8 r6c8
cage 24 r4c2 r5c2 r5c3 r6c2 r7c2
cage 26 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 21 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 23 r7c6 r8c5 r8c6 r8c7 r8c8
cage 24 r8c4 r9c2 r9c3 r9c4 r9c5
cage 25 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#3
size 9
rules sudoku
cage 27 r1c1 r1c2 r1c3 r1c4 r2c1
cage 22 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 22 r2c2 r2c3 r2c4 r2c5 r3c4
cage 19 r2c7 r3c7 r4c6 r4c7 r5c6
cage 27 r3c1 r3c2 r3c3 r4c1 r5c1
cage 28 r3c5 r3c6 r4c3 r4c4 r4c5
cage 26 r3c8 r4c8 r5c7 r5c8 r6c8
cage 25 r4c2 r5c2 r5c3 r6c2 r7c2
cage 27 r5c4 r6c3 r6c4 r7c3 r8c3
cage 5 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 25 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 21 r7c6 r8c5 r8c6 r8c7 r8c8
cage 20 r8c4 r9c2 r9c3 r9c4 r9c5
cage 27 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#4
size 9
rules sudoku
cage 27 r1c1 r1c2 r1c3 r1c4 r2c1
cage 22 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 22 r2c2 r2c3 r2c4 r2c5 r3c4
cage 19 r2c7 r3c7 r4c6 r4c7 r5c6
cage 27 r3c1 r3c2 r3c3 r4c1 r5c1
cage 28 r3c5 r3c6 r4c3 r4c4 r4c5
cage 28 r3c8 r4c8 r5c7 r5c8 r6c8
cage 25 r4c2 r5c2 r5c3 r6c2 r7c2
cage 27 r5c4 r6c3 r6c4 r7c3 r8c3
cage 5 r5c5
cage 21 r5c9 r6c9 r7c7 r7c8 r7c9
cage 25 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 21 r7c6 r8c5 r8c6 r8c7 r8c8
cage 20 r8c4 r9c2 r9c3 r9c4 r9c5
cage 27 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#5
size 9
rules sudoku
cage 28 r1c1 r1c2 r1c3 r1c4 r2c1
cage 20 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 23 r2c2 r2c3 r2c4 r2c5 r3c4
cage 21 r2c7 r3c7 r4c6 r4c7 r5c6
cage 25 r3c1 r3c2 r3c3 r4c1 r5c1
cage 30 r3c5 r3c6 r4c3 r4c4 r4c5
cage 24 r3c8 r4c8 r5c7 r5c8 r6c8
cage 24 r4c2 r5c2 r5c3 r6c2 r7c2
cage 26 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 21 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 23 r7c6 r8c5 r8c6 r8c7 r8c8
cage 24 r8c4 r9c2 r9c3 r9c4 r9c5
cage 25 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#6
size 9
rules sudoku
cage 28 r1c1 r1c2 r1c3 r1c4 r2c1
cage 20 r1c5 r1c6 r1c7 r1c8 r2c6
cage 31 r1c9 r2c8 r2c9 r3c9 r4c9
cage 23 r2c2 r2c3 r2c4 r2c5 r3c4
cage 20 r2c7 r3c7 r4c6 r4c7 r5c6
cage 25 r3c1 r3c2 r3c3 r4c1 r5c1
cage 30 r3c5 r3c6 r4c3 r4c4 r4c5
cage 25 r3c8 r4c8 r5c7 r5c8 r6c8
cage 24 r4c2 r5c2 r5c3 r6c2 r7c2
cage 26 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 21 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 23 r7c6 r8c5 r8c6 r8c7 r8c8
cage 24 r8c4 r9c2 r9c3 r9c4 r9c5
cage 24 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#7
size 9
rules sudoku
cage 28 r1c1 r1c2 r1c3 r1c4 r2c1
cage 20 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 23 r2c2 r2c3 r2c4 r2c5 r3c4
cage 20 r2c7 r3c7 r4c6 r4c7 r5c6
cage 25 r3c1 r3c2 r3c3 r4c1 r5c1
cage 30 r3c5 r3c6 r4c3 r4c4 r4c5
cage 24 r3c8 r4c8 r5c7 r5c8 r6c8
cage 24 r4c2 r5c2 r5c3 r6c2 r7c2
cage 26 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 21 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 23 r7c6 r8c5 r8c6 r8c7 r8c8
cage 25 r8c4 r9c2 r9c3 r9c4 r9c5
cage 25 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#8
size 9
rules sudoku
cage 28 r1c1 r1c2 r1c3 r1c4 r2c1
cage 20 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 24 r2c2 r2c3 r2c4 r2c5 r3c4
cage 20 r2c7 r3c7 r4c6 r4c7 r5c6
cage 25 r3c1 r3c2 r3c3 r4c1 r5c1
cage 30 r3c5 r3c6 r4c3 r4c4 r4c5
cage 25 r3c8 r4c8 r5c7 r5c8 r6c8
cage 24 r4c2 r5c2 r5c3 r6c2 r7c2
cage 26 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 21 r6c1 r7c1 r8c1 r8c2 r9c1
cage 30 r6c5 r6c6 r6c7 r7c4 r7c5
cage 23 r7c6 r8c5 r8c6 r8c7 r8c8
cage 24 r8c4 r9c2 r9c3 r9c4 r9c5
cage 25 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#9
size 9
rules sudoku
cage 22 r1c1 r1c2 r1c3 r1c4 r2c1
cage 27 r1c5 r1c6 r1c7 r1c8 r2c6
cage 23 r1c9 r2c8 r2c9 r3c9 r4c9
cage 23 r2c2 r2c3 r2c4 r2c5 r3c4
cage 26 r2c7 r3c7 r4c6 r4c7 r5c6
cage 23 r3c1 r3c2 r3c3 r4c1 r5c1
cage 24 r3c5 r3c6 r4c3 r4c4 r4c5
cage 28 r3c8 r4c8 r5c7 r5c8 r6c8
cage 21 r4c2 r5c2 r5c3 r6c2 r7c2
cage 29 r5c4 r6c3 r6c4 r7c3 r8c3
cage 6 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 27 r6c1 r7c1 r8c1 r8c2 r9c1
cage 27 r6c5 r6c6 r6c7 r7c4 r7c5
cage 30 r7c6 r8c5 r8c6 r8c7 r8c8
cage 23 r8c4 r9c2 r9c3 r9c4 r9c5
cage 23 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#10
size 9
rules sudoku
cage 28 r1c1 r1c2 r1c3 r1c4 r2c1
cage 20 r1c5 r1c6 r1c7 r1c8 r2c6
cage 30 r1c9 r2c8 r2c9 r3c9 r4c9
cage 23 r2c2 r2c3 r2c4 r2c5 r3c4
cage 20 r2c7 r3c7 r4c6 r4c7 r5c6
cage 25 r3c1 r3c2 r3c3 r4c1 r5c1
cage 30 r3c5 r3c6 r4c3 r4c4 r4c5
cage 25 r3c8 r4c8 r5c7 r5c8 r6c8
cage 24 r4c2 r5c2 r5c3 r6c2 r7c2
cage 26 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 20 r6c1 r7c1 r8c1 r8c2 r9c1
cage 31 r6c5 r6c6 r6c7 r7c4 r7c5
cage 24 r7c6 r8c5 r8c6 r8c7 r8c8
cage 24 r8c4 r9c2 r9c3 r9c4 r9c5
cage 25 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#11
size 9
rules sudoku
cage 27 r1c1 r1c2 r1c3 r1c4 r2c1
cage 25 r1c5 r1c6 r1c7 r1c8 r2c6
cage 28 r1c9 r2c8 r2c9 r3c9 r4c9
cage 21 r2c2 r2c3 r2c4 r2c5 r3c4
cage 31 r2c7 r3c7 r4c6 r4c7 r5c6
cage 25 r3c1 r3c2 r3c3 r4c1 r5c1
cage 20 r3c5 r3c6 r4c3 r4c4 r4c5
cage 22 r3c8 r4c8 r5c7 r5c8 r6c8
cage 26 r4c2 r5c2 r5c3 r6c2 r7c2
cage 27 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 22 r5c9 r6c9 r7c7 r7c8 r7c9
cage 21 r6c1 r7c1 r8c1 r8c2 r9c1
cage 21 r6c5 r6c6 r6c7 r7c4 r7c5
cage 26 r7c6 r8c5 r8c6 r8c7 r8c8
cage 30 r8c4 r9c2 r9c3 r9c4 r9c5
cage 26 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#12
size 9
rules sudoku
cage 22 r1c1 r1c2 r1c3 r1c4 r2c1
cage 27 r1c5 r1c6 r1c7 r1c8 r2c6
cage 23 r1c9 r2c8 r2c9 r3c9 r4c9
cage 24 r2c2 r2c3 r2c4 r2c5 r3c4
cage 26 r2c7 r3c7 r4c6 r4c7 r5c6
cage 23 r3c1 r3c2 r3c3 r4c1 r5c1
cage 24 r3c5 r3c6 r4c3 r4c4 r4c5
cage 28 r3c8 r4c8 r5c7 r5c8 r6c8
cage 21 r4c2 r5c2 r5c3 r6c2 r7c2
cage 29 r5c4 r6c3 r6c4 r7c3 r8c3
cage 6 r5c5
cage 23 r5c9 r6c9 r7c7 r7c8 r7c9
cage 27 r6c1 r7c1 r8c1 r8c2 r9c1
cage 26 r6c5 r6c6 r6c7 r7c4 r7c5
cage 30 r7c6 r8c5 r8c6 r8c7 r8c8
cage 23 r8c4 r9c2 r9c3 r9c4 r9c5
cage 23 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle MATHEMAGIC_KILLERS#13
size 9
rules sudoku
cage 22 r1c1 r1c2 r1c3 r1c4 r2c1
cage 29 r1c5 r1c6 r1c7 r1c8 r2c6
cage 24 r1c9 r2c8 r2c9 r3c9 r4c9
cage 24 r2c2 r2c3 r2c4 r2c5 r3c4
cage 27 r2c7 r3c7 r4c6 r4c7 r5c6
cage 23 r3c1 r3c2 r3c3 r4c1 r5c1
cage 23 r3c5 r3c6 r4c3 r4c4 r4c5
cage 23 r3c8 r4c8 r5c7 r5c8 r6c8
cage 23 r4c2 r5c2 r5c3 r6c2 r7c2
cage 30 r5c4 r6c3 r6c4 r7c3 r8c3
cage 7 r5c5
cage 24 r5c9 r6c9 r7c7 r7c8 r7c9
cage 24 r6c1 r7c1 r8c1 r8c2 r9c1
cage 22 r6c5 r6c6 r6c7 r7c4 r7c5
cage 30 r7c6 r8c5 r8c6 r8c7 r8c8
cage 27 r8c4 r9c2 r9c3 r9c4 r9c5
cage 23 r8c9 r9c6 r9c7 r9c8 r9c9

#puzzle TAREK_ALL#0
size 9
rules sudoku
cage 16 r1c1 r1c2 r1c3 r2c1
cage 21 r1c4 r1c5 r2c3 r2c4
cage 20 r1c6 r1c7 r2c5 r2c6
cage 21 r1c8 r1c9 r2c8 r2c9
cage 16 r2c2 r3c1 r3c2 r4c1
cage 14 r2c7 r3c7 r3c8
cage 18 r3c3 r4c2 r4c3
cage 19 r3c4 r3c5 r4c4
cage 16 r3c6 r4c6 r4c7
cage 16 r3c9 r4c8 r4c9 r5c8
cage 18 r4c5 r5c5 r5c6
cage 17 r5c1 r6c1 r7c1
cage 12 r5c2 r5c3 r6c2
cage 12 r5c4 r6c4 r6c5
cage 11 r5c7 r6c6 r6c7
cage 23 r5c9 r6c8 r6c9 r7c8
cage 16 r6c3 r7c3 r7c4
cage 14 r7c2 r8c2 r8c3
cage 13 r7c5 r8c4 r8c5
cage 15 r7c6 r7c7 r8c6
cage 25 r7c9 r8c9 r9c8 r9c9
cage 16 r8c1 r9c1 r9c2
cage 19 r8c7 r8c8 r9c6 r9c7
cage 17 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#1
size 9
rules sudoku
cage 16 r1c1 r1c2 r1c3 r2c1
cage 22 r1c4 r1c5 r2c3 r2c4
cage 21 r1c6 r1c7 r2c5 r2c6
cage 22 r1c8 r1c9 r2c8 r2c9
cage 24 r2c2 r3c1 r3c2 r4c1
cage 12 r2c7 r3c7 r3c8
cage 15 r3c3 r4c2 r4c3
cage 15 r3c4 r3c5 r4c4
cage 16 r3c6 r4c6 r4c7
cage 12 r3c9 r4c8 r4c9 r5c8
cage 17 r4c5 r5c5 r5c6
cage 15 r5c1 r6c1 r7c1
cage 14 r5c2 r5c3 r6c2
cage 14 r5c4 r6c4 r6c5
cage 12 r5c7 r6c6 r6c7
cage 22 r5c9 r6c8 r6c9 r7c8
cage 17 r6c3 r7c3 r7c4
cage 14 r7c2 r8c2 r8c3
cage 15 r7c5 r8c4 r8c5
cage 17 r7c6 r7c7 r8c6
cage 22 r7c9 r8c9 r9c8 r9c9
cage 17 r8c1 r9c1 r9c2
cage 21 r8c7 r8c8 r9c6 r9c7
cage 13 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#2
size 9
rules sudoku
cage 16 r1c1 r1c2 r1c3 r2c1
cage 23 r1c4 r1c5 r2c3 r2c4
cage 19 r1c6 r1c7 r2c5 r2c6
cage 17 r1c8 r1c9 r2c8 r2c9
cage 24 r2c2 r3c1 r3c2 r4c1
cage 20 r2c7 r3c7 r3c8
cage 16 r3c3 r4c2 r4c3
cage 18 r3c4 r3c5 r4c4
cage 10 r3c6 r4c6 r4c7
cage 21 r3c9 r4c8 r4c9 r5c8
cage 14 r4c5 r5c5 r5c6
cage 15 r5c1 r6c1 r7c1
cage 15 r5c2 r5c3 r6c2
cage 14 r5c4 r6c4 r6c5
cage 12 r5c7 r6c6 r6c7
cage 18 r5c9 r6c8 r6c9 r7c8
cage 14 r6c3 r7c3 r7c4
cage 12 r7c2 r8c2 r8c3
cage 16 r7c5 r8c4 r8c5
cage 17 r7c6 r7c7 r8c6
cage 26 r7c9 r8c9 r9c8 r9c9
cage 15 r8c1 r9c1 r9c2
cage 14 r8c7 r8c8 r9c6 r9c7
cage 19 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#3
size 9
rules sudoku
cage 16 r1c1 r1c2 r1c3 r2c1
cage 25 r1c4 r1c5 r2c3 r2c4
cage 23 r1c6 r1c7 r2c5 r2c6
cage 17 r1c8 r1c9 r2c8 r2c9
cage 23 r2c2 r3c1 r3c2 r4c1
cage 14 r2c7 r3c7 r3c8
cage 16 r3c3 r4c2 r4c3
cage 17 r3c4 r3c5 r4c4
cage 11 r3c6 r4c6 r4c7
cage 20 r3c9 r4c8 r4c9 r5c8
cage 18 r4c5 r5c5 r5c6
cage 18 r5c1 r6c1 r7c1
cage 12 r5c2 r5c3 r6c2
cage 16 r5c4 r6c4 r6c5
cage 12 r5c7 r6c6 r6c7
cage 21 r5c9 r6c8 r6c9 r7c8
cage 10 r6c3 r7c3 r7c4
cage 12 r7c2 r8c2 r8c3
cage 14 r7c5 r8c4 r8c5
cage 20 r7c6 r7c7 r8c6
cage 20 r7c9 r8c9 r9c8 r9c9
cage 19 r8c1 r9c1 r9c2
cage 18 r8c7 r8c8 r9c6 r9c7
cage 13 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#4
size 9
rules sudoku
cage 21 r1c1 r1c2 r1c3 r2c1
cage 17 r1c4 r1c5 r2c3 r2c4
cage 23 r1c6 r1c7 r2c5 r2c6
cage 21 r1c8 r1c9 r2c8 r2c9
cage 21 r2c2 r3c1 r3c2 r4c1
cage 13 r2c7 r3c7 r3c8
cage 11 r3c3 r4c2 r4c3
cage 19 r3c4 r3c5 r4c4
cage 18 r3c6 r4c6 r4c7
cage 18 r3c9 r4c8 r4c9 r5c8
cage 16 r4c5 r5c5 r5c6
cage 15 r5c1 r6c1 r7c1
cage 15 r5c2 r5c3 r6c2
cage 15 r5c4 r6c4 r6c5
cage 12 r5c7 r6c6 r6c7
cage 17 r5c9 r6c8 r6c9 r7c8
cage 18 r6c3 r7c3 r7c4
cage 18 r7c2 r8c2 r8c3
cage 15 r7c5 r8c4 r8c5
cage 14 r7c6 r7c7 r8c6
cage 22 r7c9 r8c9 r9c8 r9c9
cage 13 r8c1 r9c1 r9c2
cage 17 r8c7 r8c8 r9c6 r9c7
cage 16 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#5
size 9
rules sudoku
cage 21 r1c1 r1c2 r1c3 r2c1
cage 26 r1c4 r1c5 r2c3 r2c4
cage 19 r1c6 r1c7 r2c5 r2c6
cage 16 r1c8 r1c9 r2c8 r2c9
cage 23 r2c2 r3c1 r3c2 r4c1
cage 19 r2c7 r3c7 r3c8
cage 12 r3c3 r4c2 r4c3
cage 8 r3c4 r3c5 r4c4
cage 17 r3c6 r4c6 r4c7
cage 15 r3c9 r4c8 r4c9 r5c8
cage 18 r4c5 r5c5 r5c6
cage 15 r5c1 r6c1 r7c1
cage 12 r5c2 r5c3 r6c2
cage 13 r5c4 r6c4 r6c5
cage 18 r5c7 r6c6 r6c7
cage 21 r5c9 r6c8 r6c9 r7c8
cage 17 r6c3 r7c3 r7c4
cage 14 r7c2 r8c2 r8c3
cage 10 r7c5 r8c4 r8c5
cage 16 r7c6 r7c7 r8c6
cage 25 r7c9 r8c9 r9c8 r9c9
cage 16 r8c1 r9c1 r9c2
cage 18 r8c7 r8c8 r9c6 r9c7
cage 16 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#6
size 9
rules sudoku
cage 22 r1c1 r1c2 r1c3 r2c1
cage 21 r1c4 r1c5 r2c3 r2c4
cage 24 r1c6 r1c7 r2c5 r2c6
cage 15 r1c8 r1c9 r2c8 r2c9
cage 19 r2c2 r3c1 r3c2 r4c1
cage 17 r2c7 r3c7 r3c8
cage 20 r3c3 r4c2 r4c3
cage 14 r3c4 r3c5 r4c4
cage 12 r3c6 r4c6 r4c7
cage 22 r3c9 r4c8 r4c9 r5c8
cage 18 r4c5 r5c5 r5c6
cage 12 r5c1 r6c1 r7c1
cage 12 r5c2 r5c3 r6c2
cage 12 r5c4 r6c4 r6c5
cage 14 r5c7 r6c6 r6c7
cage 20 r5c9 r6c8 r6c9 r7c8
cage 18 r6c3 r7c3 r7c4
cage 14 r7c2 r8c2 r8c3
cage 15 r7c5 r8c4 r8c5
cage 10 r7c6 r7c7 r8c6
cage 24 r7c9 r8c9 r9c8 r9c9
cage 17 r8c1 r9c1 r9c2
cage 19 r8c7 r8c8 r9c6 r9c7
cage 14 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#7
size 9
rules sudoku
cage 23 r1c1 r1c2 r1c3 r2c1
cage 20 r1c4 r1c5 r2c3 r2c4
cage 17 r1c6 r1c7 r2c5 r2c6
cage 18 r1c8 r1c9 r2c8 r2c9
cage 18 r2c2 r3c1 r3c2 r4c1
cage 19 r2c7 r3c7 r3c8
cage 12 r3c3 r4c2 r4c3
cage 21 r3c4 r3c5 r4c4
cage 12 r3c6 r4c6 r4c7
cage 21 r3c9 r4c8 r4c9 r5c8
cage 16 r4c5 r5c5 r5c6
cage 9 r5c1 r6c1 r7c1
cage 17 r5c2 r5c3 r6c2
cage 16 r5c4 r6c4 r6c5
cage 12 r5c7 r6c6 r6c7
cage 19 r5c9 r6c8 r6c9 r7c8
cage 18 r6c3 r7c3 r7c4
cage 16 r7c2 r8c2 r8c3
cage 18 r7c5 r8c4 r8c5
cage 15 r7c6 r7c7 r8c6
cage 21 r7c9 r8c9 r9c8 r9c9
cage 20 r8c1 r9c1 r9c2
cage 20 r8c7 r8c8 r9c6 r9c7
cage 7 r9c3 r9c4 r9c5

#puzzle TAREK_ALL#8
size 9
rules sudoku
cage 10 r1c1 r1c2 r2c1
cage 17 r1c3 r1c4
cage 22 r1c5 r2c5 r3c5 r4c5
cage 10 r1c6 r1c7
cage 10 r1c8 r1c9 r2c9
cage 25 r2c2 r2c3 r2c4 r3c2 r4c2
cage 23 r2c6 r2c7 r2c8 r3c8 r4c8
cage 14 r3c1 r4c1
cage 14 r3c3 r3c4 r4c3 r4c4
cage 21 r3c6 r3c7 r4c6 r4c7
cage 14 r3c9 r4c9
cage 22 r5c1 r5c2 r5c3 r6c2
cage 9 r5c4 r5c5 r6c5
cage 20 r5c6 r5c7 r5c8 r5c9
cage 16 r6c1 r7c1 r7c2
cage 23 r6c3 r6c4 r7c3 r7c4
cage 15 r6c6 r6c7 r7c6 r7c7
cage 28 r6c8 r7c8 r8c6 r8c7 r8c8
cage 11 r6c9 r7c9
cage 21 r7c5 r8c4 r8c5 r9c5
cage 18 r8c1 r8c2 r9c1 r9c2
cage 14 r8c3 r9c3 r9c4
cage 13 r8c9 r9c8 r9c9
cage 15 r9c6 r9c7

#puzzle TAREK_ALL#9
size 9
rules sudoku
cage 14 r1c1 r1c2 r2c1
cage 8 r1c3 r1c4
cage 18 r1c5 r2c5 r3c5 r4c5
cage 13 r1c6 r1c7
cage 14 r1c8 r1c9 r2c9
cage 23 r2c2 r2c3 r2c4 r3c2 r4c2
cage 21 r2c6 r2c7 r2c8 r3c8 r4c8
cage 10 r3c1 r4c1
cage 26 r3c3 r3c4 r4c3 r4c4
cage 20 r3c6 r3c7 r4c6 r4c7
cage 13 r3c9 r4c9
cage 21 r5c1 r5c2 r5c3 r6c2
cage 16 r5c4 r5c5 r6c5
cage 18 r5c6 r5c7 r5c8 r5c9
cage 20 r6c1 r7c1 r7c2
cage 12 r6c3 r6c4 r7c3 r7c4
cage 24 r6c6 r6c7 r7c6 r7c7
cage 15 r6c8 r7c8 r8c6 r8c7 r8c8
cage 11 r6c9 r7c9
cage 23 r7c5 r8c4 r8c5 r9c5
cage 22 r8c1 r8c2 r9c1 r9c2
cage 12 r8c3 r9c3 r9c4
cage 20 r8c9 r9c8 r9c9
cage 11 r9c6 r9c7

#puzzle TAREK_ALL#10
size 9
rules sudoku
cage 15 r1c1 r1c2 r2c1
cage 9 r1c3 r1c4
cage 18 r1c5 r2c5 r3c5 r4c5
cage 15 r1c6 r1c7
cage 20 r1c8 r1c9 r2c9
cage 21 r2c2 r2c3 r2c4 r3c2 r4c2
cage 18 r2c6 r2c7 r2c8 r3c8 r4c8
cage 12 r3c1 r4c1
cage 23 r3c3 r3c4 r4c3 r4c4
cage 23 r3c6 r3c7 r4c6 r4c7
cage 6 r3c9 r4c9
cage 17 r5c1 r5c2 r5c3 r6c2
cage 18 r5c4 r5c5 r6c5
cage 18 r5c6 r5c7 r5c8 r5c9
cage 9 r6c1 r7c1 r7c2
cage 20 r6c3 r6c4 r7c3 r7c4
cage 24 r6c6 r6c7 r7c6 r7c7
cage 24 r6c8 r7c8 r8c6 r8c7 r8c8
cage 10 r6c9 r7c9
cage 21 r7c5 r8c4 r8c5 r9c5
cage 27 r8c1 r8c2 r9c1 r9c2
cage 15 r8c3 r9c3 r9c4
cage 16 r8c9 r9c8 r9c9
cage 6 r9c6 r9c7

#puzzle TAREK_ALL#11
size 9
rules sudoku
cage 15 r1c1 r1c2 r2c1
cage 11 r1c3 r1c4
cage 17 r1c5 r2c5 r3c5 r4c5
cage 11 r1c6 r1c7
cage 20 r1c8 r1c9 r2c9
cage 30 r2c2 r2c3 r2c4 r3c2 r4c2
cage 18 r2c6 r2c7 r2c8 r3c8 r4c8
cage 12 r3c1 r4c1
cage 14 r3c3 r3c4 r4c3 r4c4
cage 18 r3c6 r3c7 r4c6 r4c7
cage 14 r3c9 r4c9
cage 17 r5c1 r5c2 r5c3 r6c2
cage 16 r5c4 r5c5 r6c5
cage 22 r5c6 r5c7 r5c8 r5c9
cage 12 r6c1 r7c1 r7c2
cage 27 r6c3 r6c4 r7c3 r7c4
cage 24 r6c6 r6c7 r7c6 r7c7
cage 21 r6c8 r7c8 r8c6 r8c7 r8c8
cage 6 r6c9 r7c9
cage 24 r7c5 r8c4 r8c5 r9c5
cage 20 r8c1 r8c2 r9c1 r9c2
cage 10 r8c3 r9c3 r9c4
cage 15 r8c9 r9c8 r9c9
cage 11 r9c6 r9c7

#puzzle TAREK_ALL#12
size 9
rules sudoku
cage 12 r1c1 r1c2 r2c1
cage 5 r1c3 r1c4
cage 20 r1c5 r2c5 r3c5 r4c5
cage 13 r1c6 r1c7
cage 18 r1c8 r1c9 r2c9
cage 24 r2c2 r2c3 r2c4 r3c2 r4c2
cage 25 r2c6 r2c7 r2c8 r3c8 r4c8
cage 15 r3c1 r4c1
cage 27 r3c3 r3c4 r4c3 r4c4
cage 12 r3c6 r3c7 r4c6 r4c7
cage 9 r3c9 r4c9
cage 20 r5c1 r5c2 r5c3 r6c2
cage 17 r5c4 r5c5 r6c5
cage 18 r5c6 r5c7 r5c8 r5c9
cage 10 r6c1 r7c1
cage 33 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 26 r6c6 r6c7 r7c6 r7c7
cage 18 r6c8 r7c8 r8c6 r8c7 r8c8
cage 11 r6c9 r7c9
cage 18 r7c5 r8c4 r8c5 r9c5
cage 18 r8c1 r8c2 r9c1 r9c2
cage 19 r8c9 r9c8 r9c9
cage 6 r9c3 r9c4
cage 11 r9c6 r9c7

#puzzle TAREK_ALL#13
size 9
rules sudoku
cage 12 r1c1 r1c2 r2c1
cage 9 r1c3 r1c4
cage 21 r1c5 r2c5 r3c5 r4c5
cage 8 r1c6 r1c7
cage 18 r1c8 r1c9 r2c9
cage 25 r2c2 r2c3 r2c4 r3c2 r4c2
cage 21 r2c6 r2c7 r2c8 r3c8 r4c8
cage 12 r3c1 r4c1
cage 19 r3c3 r3c4 r4c3 r4c4
cage 21 r3c6 r3c7 r4c6 r4c7
cage 14 r3c9 r4c9
cage 23 r5c1 r5c2 r5c3 r6c2
cage 17 r5c4 r5c5 r6c5
cage 17 r5c6 r5c7 r5c8 r5c9
cage 7 r6c1 r7c1
cage 28 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 19 r6c6 r6c7 r7c6 r7c7
cage 25 r6c8 r7c8 r8c6 r8c7 r8c8
cage 12 r6c9 r7c9
cage 16 r7c5 r8c4 r8c5 r9c5
cage 26 r8c1 r8c2 r9c1 r9c2
cage 16 r8c9 r9c8 r9c9
cage 10 r9c3 r9c4
cage 9 r9c6 r9c7

#puzzle TAREK_ALL#14
size 9
rules sudoku
cage 12 r1c1 r1c2 r2c1
cage 10 r1c3 r1c4
cage 24 r1c5 r2c5 r3c5 r4c5
cage 7 r1c6 r1c7
cage 16 r1c8 r1c9 r2c9
cage 20 r2c2 r2c3 r2c4 r3c2 r4c2
cage 27 r2c6 r2c7 r2c8 r3c8 r4c8
cage 12 r3c1 r4c1
cage 24 r3c3 r3c4 r4c3 r4c4
cage 16 r3c6 r3c7 r4c6 r4c7
cage 12 r3c9 r4c9
cage 25 r5c1 r5c2 r5c3 r6c2
cage 11 r5c4 r5c5 r6c5
cage 22 r5c6 r5c7 r5c8 r5c9
cage 11 r6c1 r7c1
cage 31 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 23 r6c6 r6c7 r7c6 r7c7
cage 22 r6c8 r7c8 r8c6 r8c7 r8c8
cage 8 r6c9 r7c9
cage 19 r7c5 r8c4 r8c5 r9c5
cage 19 r8c1 r8c2 r9c1 r9c2
cage 15 r8c9 r9c8 r9c9
cage 7 r9c3 r9c4
cage 12 r9c6 r9c7

#puzzle TAREK_ALL#15
size 9
rules sudoku
cage 13 r1c1 r1c2 r2c1
cage 6 r1c3 r1c4
cage 20 r1c5 r2c5 r3c5 r4c5
cage 17 r1c6 r1c7
cage 12 r1c8 r1c9 r2c9
cage 26 r2c2 r2c3 r2c4 r3c2 r4c2
cage 25 r2c6 r2c7 r2c8 r3c8 r4c8
cage 14 r3c1 r4c1
cage 22 r3c3 r3c4 r4c3 r4c4
cage 16 r3c6 r3c7 r4c6 r4c7
cage 9 r3c9 r4c9
cage 17 r5c1 r5c2 r5c3 r6c2
cage 14 r5c4 r5c5 r6c5
cage 19 r5c6 r5c7 r5c8 r5c9
cage 7 r6c1 r7c1
cage 30 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 26 r6c6 r6c7 r7c6 r7c7
cage 31 r6c8 r7c8 r8c6 r8c7 r8c8
cage 8 r6c9 r7c9
cage 23 r7c5 r8c4 r8c5 r9c5
cage 20 r8c1 r8c2 r9c1 r9c2
cage 12 r8c9 r9c8 r9c9
cage 13 r9c3 r9c4
cage 5 r9c6 r9c7

#puzzle TAREK_ALL#16
size 9
rules sudoku
cage 14 r1c1 r1c2 r2c1
cage 8 r1c3 r1c4
cage 20 r1c5 r2c5 r3c5 r4c5
cage 15 r1c6 r1c7
cage 15 r1c8 r1c9 r2c9
cage 29 r2c2 r2c3 r2c4 r3c2 r4c2
cage 19 r2c6 r2c7 r2c8 r3c8 r4c8
cage 6 r3c1 r4c1
cage 24 r3c3 r3c4 r4c3 r4c4
cage 15 r3c6 r3c7 r4c6 r4c7
cage 15 r3c9 r4c9
cage 13 r5c1 r5c2 r5c3 r6c2
cage 14 r5c4 r5c5 r6c5
cage 27 r5c6 r5c7 r5c8 r5c9
cage 10 r6c1 r7c1
cage 32 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 19 r6c6 r6c7 r7c6 r7c7
cage 25 r6c8 r7c8 r8c6 r8c7 r8c8
cage 9 r6c9 r7c9
cage 23 r7c5 r8c4 r8c5 r9c5
cage 23 r8c1 r8c2 r9c1 r9c2
cage 14 r8c9 r9c8 r9c9
cage 9 r9c3 r9c4
cage 7 r9c6 r9c7

#puzzle TAREK_ALL#17
size 9
rules sudoku
cage 14 r1c1 r1c2 r2c1
cage 13 r1c3 r1c4
cage 20 r1c5 r2c5 r3c5 r4c5
cage 10 r1c6 r1c7
cage 17 r1c8 r1c9 r2c9
cage 19 r2c2 r2c3 r2c4 r3c2 r4c2
cage 24 r2c6 r2c7 r2c8 r3c8 r4c8
cage 14 r3c1 r4c1
cage 18 r3c3 r3c4 r4c3 r4c4
cage 19 r3c6 r3c7 r4c6 r4c7
cage 12 r3c9 r4c9
cage 15 r5c1 r5c2 r5c3 r6c2
cage 20 r5c4 r5c5 r6c5
cage 22 r5c6 r5c7 r5c8 r5c9
cage 11 r6c1 r7c1
cage 33 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 18 r6c6 r6c7 r7c6 r7c7
cage 27 r6c8 r7c8 r8c6 r8c7 r8c8
cage 9 r6c9 r7c9
cage 18 r7c5 r8c4 r8c5 r9c5
cage 20 r8c1 r8c2 r9c1 r9c2
cage 15 r8c9 r9c8 r9c9
cage 10 r9c3 r9c4
cage 7 r9c6 r9c7

#puzzle TAREK_ALL#18
size 9
rules sudoku
cage 16 r1c1 r1c2 r2c1
cage 10 r1c3 r1c4
cage 16 r1c5 r2c5 r3c5 r4c5
cage 6 r1c6 r1c7
cage 22 r1c8 r1c9 r2c9
cage 28 r2c2 r2c3 r2c4 r3c2 r4c2
cage 21 r2c6 r2c7 r2c8 r3c8 r4c8
cage 7 r3c1 r4c1
cage 26 r3c3 r3c4 r4c3 r4c4
cage 21 r3c6 r3c7 r4c6 r4c7
cage 7 r3c9 r4c9
cage 19 r5c1 r5c2 r5c3 r6c2
cage 14 r5c4 r5c5 r6c5
cage 22 r5c6 r5c7 r5c8 r5c9
cage 9 r6c1 r7c1
cage 28 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 19 r6c6 r6c7 r7c6 r7c7
cage 29 r6c8 r7c8 r8c6 r8c7 r8c8
cage 7 r6c9 r7c9
cage 19 r7c5 r8c4 r8c5 r9c5
cage 24 r8c1 r8c2 r9c1 r9c2
cage 14 r8c9 r9c8 r9c9
cage 9 r9c3 r9c4
cage 12 r9c6 r9c7

#puzzle TAREK_ALL#19
size 9
rules sudoku
cage 18 r1c1 r1c2 r2c1
cage 10 r1c3 r1c4
cage 14 r1c5 r2c5 r3c5 r4c5
cage 9 r1c6 r1c7
cage 17 r1c8 r1c9 r2c9
cage 26 r2c2 r2c3 r2c4 r3c2 r4c2
cage 30 r2c6 r2c7 r2c8 r3c8 r4c8
cage 9 r3c1 r4c1
cage 17 r3c3 r3c4 r4c3 r4c4
cage 15 r3c6 r3c7 r4c6 r4c7
cage 15 r3c9 r4c9
cage 21 r5c1 r5c2 r5c3 r6c2
cage 18 r5c4 r5c5 r6c5
cage 16 r5c6 r5c7 r5c8 r5c9
cage 9 r6c1 r7c1
cage 28 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 18 r6c6 r6c7 r7c6 r7c7
cage 32 r6c8 r7c8 r8c6 r8c7 r8c8
cage 12 r6c9 r7c9
cage 22 r7c5 r8c4 r8c5 r9c5
cage 24 r8c1 r8c2 r9c1 r9c2
cage 9 r8c9 r9c8 r9c9
cage 9 r9c3 r9c4
cage 7 r9c6 r9c7

#puzzle TAREK_ALL#20
size 9
rules sudoku
cage 19 r1c1 r1c2 r2c1
cage 11 r1c3 r1c4
cage 16 r1c5 r2c5 r3c5 r4c5
cage 9 r1c6 r1c7
cage 16 r1c8 r1c9 r2c9
cage 27 r2c2 r2c3 r2c4 r3c2 r4c2
cage 17 r2c6 r2c7 r2c8 r3c8 r4c8
cage 6 r3c1 r4c1
cage 19 r3c3 r3c4 r4c3 r4c4
cage 27 r3c6 r3c7 r4c6 r4c7
cage 13 r3c9 r4c9
cage 16 r5c1 r5c2 r5c3 r6c2
cage 14 r5c4 r5c5 r6c5
cage 24 r5c6 r5c7 r5c8 r5c9
cage 9 r6c1 r7c1
cage 29 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 19 r6c6 r6c7 r7c6 r7c7
cage 21 r6c8 r7c8 r8c6 r8c7 r8c8
cage 9 r6c9 r7c9
cage 24 r7c5 r8c4 r8c5 r9c5
cage 23 r8c1 r8c2 r9c1 r9c2
cage 15 r8c9 r9c8 r9c9
cage 12 r9c3 r9c4
cage 10 r9c6 r9c7

#puzzle TAREK_ALL#21
size 9
rules sudoku
cage 11 r1c1 r1c2 r2c1
cage 7 r1c3 r1c4
cage 19 r1c5 r2c5 r3c5 r4c5
cage 15 r1c6 r1c7
cage 11 r1c8 r1c9 r2c9
cage 29 r2c2 r2c3 r2c4 r3c2 r4c2
cage 31 r2c6 r2c7 r2c8 r3c8 r4c8
cage 10 r3c1 r4c1
cage 21 r3c3 r3c4 r4c3 r4c4
cage 27 r3c6 r3c7 r4c6 r4c7 r5c6
cage 8 r3c9 r4c9
cage 16 r5c1 r5c2 r5c3
cage 22 r5c4 r6c3 r6c4 r7c3 r7c4
cage - r5c5
cage 12 r5c7 r5c8 r5c9
cage 10 r6c1 r7c1
cage 28 r6c2 r7c2 r8c2 r8c3 r8c4
cage 24 r6c5 r7c5 r8c5 r9c5
cage 15 r6c6 r6c7 r7c6 r7c7
cage 28 r6c8 r7c8 r8c6 r8c7 r8c8
cage 11 r6c9 r7c9
cage 17 r8c1 r9c1 r9c2
cage 14 r8c9 r9c8 r9c9
cage 9 r9c3 r9c4
cage 8 r9c6 r9c7

#puzzle TAREK_ALL#22
size 9
rules sudoku
cage 13 r1c1 r1c2 r2c1
cage 5 r1c3 r1c4
cage 19 r1c5 r2c5 r3c5 r4c5
cage 14 r1c6 r1c7
cage 17 r1c8 r1c9 r2c9
cage 28 r2c2 r2c3 r2c4 r3c2 r4c2
cage 21 r2c6 r2c7 r2c8 r3c8 r4c8
cage 10 r3c1 r4c1
cage 19 r3c3 r3c4 r4c3 r4c4
cage 22 r3c6 r3c7 r4c6 r4c7 r5c6
cage 13 r3c9 r4c9
cage 17 r5c1 r5c2 r5c3
cage 23 r5c4 r6c3 r6c4 r7c3 r7c4
cage - r5c5
cage 12 r5c7 r5c8 r5c9
cage 12 r6c1 r7c1
cage 28 r6c2 r7c2 r8c2 r8c3 r8c4
cage 20 r6c5 r7c5 r8c5 r9c5
cage 23 r6c6 r6c7 r7c6 r7c7
cage 26 r6c8 r7c8 r8c6 r8c7 r8c8
cage 13 r6c9 r7c9
cage 9 r8c1 r9c1 r9c2
cage 10 r8c9 r9c8 r9c9
cage 16 r9c3 r9c4
cage 9 r9c6 r9c7

#puzzle TAREK_ALL#23
size 9
rules sudoku
cage 13 r1c1 r1c2 r2c1
cage 12 r1c3 r1c4
cage 24 r1c5 r2c5 r3c5 r4c5
cage 15 r1c6 r1c7
cage 12 r1c8 r1c9 r2c9
cage 20 r2c2 r2c3 r2c4 r3c2 r4c2
cage 27 r2c6 r2c7 r2c8 r3c8 r4c8
cage 7 r3c1 r4c1
cage 25 r3c3 r3c4 r4c3 r4c4
cage 23 r3c6 r3c7 r4c6 r4c7 r5c6
cage 10 r3c9 r4c9
cage 12 r5c1 r5c2 r5c3
cage 23 r5c4 r6c3 r6c4 r7c3 r7c4
cage - r5c5
cage 12 r5c7 r5c8 r5c9
cage 13 r6c1 r7c1
cage 31 r6c2 r7c2 r8c2 r8c3 r8c4
cage 14 r6c5 r7c5 r8c5 r9c5
cage 18 r6c6 r6c7 r7c6 r7c7
cage 23 r6c8 r7c8 r8c6 r8c7 r8c8
cage 15 r6c9 r7c9
cage 14 r8c1 r9c1 r9c2
cage 18 r8c9 r9c8 r9c9
cage 10 r9c3 r9c4
cage 7 r9c6 r9c7

#puzzle TAREK_ALL#24
size 9
rules sudoku
cage 13 r1c1 r1c2 r2c1
cage 13 r1c3 r1c4
cage 18 r1c5 r2c5 r3c5 r4c5
cage 11 r1c6 r1c7
cage 9 r1c8 r1c9 r2c9
cage 23 r2c2 r2c3 r2c4 r3c2 r4c2
cage 27 r2c6 r2c7 r2c8 r3c8 r4c8
cage 13 r3c1 r4c1
cage 20 r3c3 r3c4 r4c3 r4c4
cage 28 r3c6 r3c7 r4c6 r4c7 r5c6
cage 13 r3c9 r4c9
cage 14 r5c1 r5c2 r5c3
cage 23 r5c4 r6c3 r6c4 r7c3 r7c4
cage - r5c5
cage 12 r5c7 r5c8 r5c9
cage 6 r6c1 r7c1
cage 27 r6c2 r7c2 r8c2 r8c3 r8c4
cage 20 r6c5 r7c5 r8c5 r9c5
cage 23 r6c6 r6c7 r7c6 r7c7
cage 22 r6c8 r7c8 r8c6 r8c7 r8c8
cage 13 r6c9 r7c9
cage 15 r8c1 r9c1 r9c2
cage 16 r8c9 r9c8 r9c9
cage 13 r9c3 r9c4
cage 6 r9c6 r9c7

#puzzle TAREK_ALL#25
size 9
rules sudoku
cage 17 r1c1 r1c2 r2c1
cage 11 r1c3 r1c4
cage 19 r1c5 r2c5 r3c5 r4c5
cage 8 r1c6 r1c7
cage 12 r1c8 r1c9 r2c9
cage 20 r2c2 r2c3 r2c4 r3c2 r4c2
cage 30 r2c6 r2c7 r2c8 r3c8 r4c8
cage 7 r3c1 r4c1
cage 20 r3c3 r3c4 r4c3 r4c4
cage 26 r3c6 r3c7 r4c6 r4c7 r5c6
cage 16 r3c9 r4c9
cage 20 r5c1 r5c2 r5c3
cage 23 r5c4 r6c3 r6c4 r7c3 r7c4
cage - r5c5
cage 12 r5c7 r5c8 r5c9
cage 6 r6c1 r7c1
cage 25 r6c2 r7c2 r8c2 r8c3 r8c4
cage 24 r6c5 r7c5 r8c5 r9c5
cage 22 r6c6 r6c7 r7c6 r7c7
cage 25 r6c8 r7c8 r8c6 r8c7 r8c8
cage 11 r6c9 r7c9
cage 22 r8c1 r9c1 r9c2
cage 9 r8c9 r9c8 r9c9
cage 9 r9c3 r9c4
cage 9 r9c6 r9c7

#puzzle TAREK_ALL#26
size 9
rules sudoku
cage 13 r1c1 r1c2 r2c1
cage 10 r1c3 r1c4
cage 16 r1c5 r2c5 r3c5 r4c5
cage 13 r1c6 r1c7
cage 18 r1c8 r1c9 r2c9
cage 28 r2c2 r2c3 r2c4 r3c2 r4c2
cage 17 r2c6 r2c7 r2c8 r3c8
cage 11 r3c1 r4c1
cage 25 r3c3 r3c4 r4c3 r4c4
cage 13 r3c6 r3c7 r4c6 r4c7
cage 11 r3c9 r4c9
cage 15 r4c8 r5c8 r5c9
cage 14 r5c1 r5c2 r6c2
cage 23 r5c3 r5c4 r5c5 r5c6 r5c7
cage 7 r6c1 r7c1
cage 24 r6c3 r6c4 r7c3 r7c4
cage 20 r6c5 r7c5 r8c5 r9c5
cage 24 r6c6 r6c7 r7c6 r7c7
cage 23 r6c8 r7c8 r8c6 r8c7 r8c8
cage 11 r6c9 r7c9
cage 15 r7c2 r8c2 r8c3 r8c4
cage 16 r8c1 r9c1 r9c2
cage 15 r8c9 r9c8 r9c9
cage 13 r9c3 r9c4
cage 10 r9c6 r9c7

#puzzle TAREK_ALL#27
size 9
rules sudoku
cage 13 r1c1 r1c2 r2c1
cage 10 r1c3 r1c4
cage 22 r1c5 r2c5 r3c5 r4c5
cage 12 r1c6 r1c7
cage 13 r1c8 r1c9 r2c9
cage 23 r2c2 r2c3 r2c4 r3c2 r4c2
cage 22 r2c6 r2c7 r2c8 r3c8
cage 10 r3c1 r4c1
cage 23 r3c3 r3c4 r4c3 r4c4
cage 15 r3c6 r3c7 r4c6 r4c7
cage 14 r3c9 r4c9
cage 12 r4c8 r5c8 r5c9
cage 16 r5c1 r5c2 r6c2
cage 23 r5c3 r5c4 r5c5 r5c6 r5c7
cage 7 r6c1 r7c1
cage 20 r6c3 r6c4 r7c3 r7c4
cage 22 r6c5 r7c5 r8c5 r9c5
cage 27 r6c6 r6c7 r7c6 r7c7
cage 21 r6c8 r7c8 r8c6 r8c7 r8c8
cage 10 r6c9 r7c9
cage 15 r7c2 r8c2 r8c3 r8c4
cage 21 r8c1 r9c1 r9c2
cage 14 r8c9 r9c8 r9c9
cage 11 r9c3 r9c4
cage 9 r9c6 r9c7

#puzzle TAREK_ALL#28
size 9
rules sudoku
cage 16 r1c1 r1c2 r2c1
cage 9 r1c3 r1c4
cage 22 r1c5 r2c5 r3c5 r4c5
cage 9 r1c6 r1c7
cage 18 r1c8 r1c9 r2c9
cage 29 r2c2 r2c3 r2c4 r3c2 r4c2
cage 19 r2c6 r2c7 r2c8 r3c8
cage 10 r3c1 r4c1
cage 16 r3c3 r3c4 r4c3 r4c4
cage 16 r3c6 r3c7 r4c6 r4c7
cage 9 r3c9 r4c9
cage 14 r4c8 r5c8 r5c9
cage 14 r5c1 r5c2 r6c2
cage 29 r5c3 r5c4 r5c5 r5c6 r5c7
cage 10 r6c1 r7c1
cage 22 r6c3 r6c4 r7c3 r7c4
cage 19 r6c5 r7c5 r8c5 r9c5
cage 20 r6c6 r6c7 r7c6 r7c7
cage 24 r6c8 r7c8 r8c6 r8c7 r8c8
cage 13 r6c9 r7c9
cage 17 r7c2 r8c2 r8c3 r8c4
cage 16 r8c1 r9c1 r9c2
cage 14 r8c9 r9c8 r9c9
cage 9 r9c3 r9c4
cage 11 r9c6 r9c7

#puzzle TAREK_ALL#29
size 9
rules sudoku
cage 20 r1c1 r1c2 r2c1
cage 11 r1c3 r1c4
cage 16 r1c5 r2c5 r3c5 r4c5
cage 10 r1c6 r1c7
cage 10 r1c8 r1c9 r2c9
cage 26 r2c2 r2c3 r2c4 r3c2 r4c2
cage 22 r2c6 r2c7 r2c8 r3c8
cage 8 r3c1 r4c1
cage 16 r3c3 r3c4 r4c3 r4c4
cage 21 r3c6 r3c7 r4c6 r4c7
cage 11 r3c9 r4c9
cage 16 r4c8 r5c8 r5c9
cage 14 r5c1 r5c2 r6c2
cage 25 r5c3 r5c4 r5c5 r5c6 r5c7
cage 7 r6c1 r7c1
cage 20 r6c3 r6c4 r7c3 r7c4
cage 25 r6c5 r7c5 r8c5 r9c5
cage 24 r6c6 r6c7 r7c6 r7c7
cage 18 r6c8 r7c8 r8c6 r8c7 r8c8
cage 8 r6c9 r7c9
cage 22 r7c2 r8c2 r8c3 r8c4
cage 14 r8c1 r9c1 r9c2
cage 20 r8c9 r9c8 r9c9
cage 10 r9c3 r9c4
cage 11 r9c6 r9c7

#puzzle TAREK_ALL#30
size 9
rules sudoku
cage 12 r1c1 r1c2 r2c1
cage 12 r1c3 r1c4
cage 9 r1c5 r2c5 r3c5
cage 12 r1c6 r1c7
cage 18 r1c8 r1c9 r2c9
cage 19 r2c2 r2c3 r2c4 r3c2 r4c2
cage 24 r2c6 r2c7 r2c8 r3c8 r4c8
cage 11 r3c1 r4c1
cage 27 r3c3 r3c4 r4c3 r4c4
cage 34 r3c6 r3c7 r4c5 r4c6 r4c7 r5c6
cage 10 r3c9 r4c9
cage 25 r5c1 r5c2 r5c3 r6c2
cage 12 r5c4 r5c5 r6c5
cage 9 r5c7 r5c8 r5c9
cage 11 r6c1 r7c1
cage 27 r6c3 r6c4 r7c2 r7c3 r7c4 r8c3
cage 22 r6c6 r6c7 r7c6 r7c7
cage 26 r6c8 r7c8 r8c6 r8c7 r8c8
cage 11 r6c9 r7c9
cage 21 r7c5 r8c4 r8c5 r9c5
cage 20 r8c1 r8c2 r9c1 r9c2
cage 15 r8c9 r9c8 r9c9
cage 10 r9c3 r9c4
cage 8 r9c6 r9c7

#puzzle TAREK_ALL#31
size 9
rules sudoku
cage 12 r1c1 r1c2 r2c1
cage 5 r1c3 r1c4
cage 14 r1c5 r2c5 r3c5
cage 13 r1c6 r1c7
cage 17 r1c8 r1c9 r2c9
cage 27 r2c2 r2c3 r2c4 r3c2 r4c2
cage 20 r2c6 r2c7 r2c8 r3c8
cage 12 r3c1 r4c1
cage 23 r3c3 r3c4 r4c3 r4c4
cage 19 r3c6 r3c7 r4c6 r4c7
cage 8 r3c9 r4c9
cage 25 r4c5 r5c4 r5c5 r5c6 r6c5
cage 23 r4c8 r5c7 r5c8 r5c9
cage 18 r5c1 r5c2 r5c3 r6c2
cage 11 r6c1 r7c1
cage 24 r6c3 r6c4 r7c3 r7c4
cage 15 r6c6 r6c7 r7c6 r7c7
cage 26 r6c8 r7c8 r8c6 r8c7 r8c8
cage 9 r6c9 r7c9
cage 16 r7c2 r8c2 r8c3 r8c4
cage 15 r7c5 r8c5 r9c5
cage 14 r8c1 r9c1 r9c2
cage 18 r8c9 r9c8 r9c9
cage 13 r9c3 r9c4
cage 8 r9c6 r9c7

#puzzle TAREK_ALL#32
size 9
rules sudoku
cage 13 r1c1 r1c2 r2c1
cage 11 r1c3 r1c4
cage 14 r1c5 r2c5 r3c5
cage 14 r1c6 r1c7
cage 11 r1c8 r1c9 r2c9
cage 27 r2c2 r2c3 r2c4 r3c2 r4c2
cage 16 r2c6 r2c7 r2c8 r3c8
cage 11 r3c1 r4c1
cage 16 r3c3 r3c4 r4c3 r4c4
cage 19 r3c6 r3c7 r4c6 r4c7
cage 17 r3c9 r4c9
cage 25 r4c5 r5c4 r5c5 r5c6 r6c5
cage 18 r4c8 r5c7 r5c8 r5c9
cage 23 r5c1 r5c2 r5c3 r6c2
cage 11 r6c1 r7c1
cage 19 r6c3 r6c4 r7c3 r7c4
cage 22 r6c6 r6c7 r7c6 r7c7
cage 27 r6c8 r7c8 r8c6 r8c7 r8c8
cage 8 r6c9 r7c9
cage 18 r7c2 r8c2 r8c3 r8c4
cage 13 r7c5 r8c5 r9c5
cage 17 r8c1 r9c1 r9c2
cage 13 r8c9 r9c8 r9c9
cage 11 r9c3 r9c4
cage 11 r9c6 r9c7

#puzzle TAREK_ALL#33
size 9
rules sudoku
cage 14 r1c1 r1c2 r2c1
cage 9 r1c3 r1c4
cage 13 r1c5 r2c5 r3c5
cage 9 r1c6 r1c7
cage 20 r1c8 r1c9 r2c9
cage 25 r2c2 r2c3 r2c4 r3c2 r4c2
cage 16 r2c6 r2c7 r2c8 r3c8
cage 12 r3c1 r4c1
cage 20 r3c3 r3c4 r4c3 r4c4
cage 23 r3c6 r3c7 r4c6 r4c7
cage 9 r3c9 r4c9
cage 20 r4c5 r5c4 r5c5 r5c6 r6c5
cage 25 r4c8 r5c7 r5c8 r5c9
cage 20 r5c1 r5c2 r5c3 r6c2
cage 7 r6c1 r7c1
cage 24 r6c3 r6c4 r7c3 r7c4
cage 21 r6c6 r6c7 r7c6 r7c7
cage 20 r6c8 r7c8 r8c6 r8c7 r8c8
cage 8 r6c9 r7c9
cage 20 r7c2 r8c2 r8c3 r8c4
cage 18 r7c5 r8c5 r9c5
cage 14 r8c1 r9c1 r9c2
cage 15 r8c9 r9c8 r9c9
cage 14 r9c3 r9c4
cage 9 r9c6 r9c7

#puzzle TAREK_ALL#34
size 9
rules sudoku
cage 17 r1c1 r1c2 r2c1
cage 10 r1c3 r1c4
cage 13 r1c5 r2c5 r3c5
cage 14 r1c6 r1c7
cage 11 r1c8 r1c9 r2c9
cage 25 r2c2 r2c3 r2c4 r3c2 r4c2
cage 23 r2c6 r2c7 r2c8 r3c8
cage 10 r3c1 r4c1
cage 21 r3c3 r3c4 r4c3 r4c4
cage 15 r3c6 r3c7 r4c6 r4c7
cage 11 r3c9 r4c9
cage 19 r4c5 r5c4 r5c5 r5c6 r6c5
cage 20 r4c8 r5c7 r5c8 r5c9
cage 25 r5c1 r5c2 r5c3 r6c2
cage 9 r6c1 r7c1
cage 21 r6c3 r6c4 r7c3 r7c4
cage 21 r6c6 r6c7 r7c6 r7c7
cage 31 r6c8 r7c8 r8c6 r8c7 r8c8
cage 12 r6c9 r7c9
cage 15 r7c2 r8c2 r8c3 r8c4
cage 18 r7c5 r8c5 r9c5
cage 12 r8c1 r9c1 r9c2
cage 15 r8c9 r9c8 r9c9
cage 14 r9c3 r9c4
cage 3 r9c6 r9c7

#puzzle TAREK_ALL#35
size 9
rules sudoku
cage 27 r1c1 r2c2 r3c3 r4c4 r5c5
cage 19 r1c2 r2c3 r3c4 r4c5
cage 19 r1c3 r2c4 r3c5 r4c6
cage 13 r1c4 r2c5
cage 14 r1c5 r2c6 r3c7
cage 25 r1c6 r2c7 r3c8 r4c9
cage 16 r1c7 r2c8 r3c9
cage 13 r1c8 r1c9 r2c9
cage 17 r2c1 r3c2 r4c3 r5c4
cage 15 r3c1 r4c2 r5c3 r6c4
cage 13 r3c6 r4c7 r5c8 r6c9
cage 13 r4c1 r5c2
cage 9 r4c8 r5c9
cage 21 r5c1 r6c2 r7c3
cage 17 r5c6 r6c7 r7c8 r8c9
cage 14 r5c7 r6c8 r7c9
cage 21 r6c1 r7c2 r8c3 r9c4
cage 21 r6c3 r7c4 r8c5 r9c6
cage 28 r6c5 r7c6 r8c7 r9c8
cage 19 r6c6 r7c7 r8c8 r9c9
cage 12 r7c1 r8c2 r9c3
cage 18 r7c5 r8c6 r9c7
cage 10 r8c1 r9c1 r9c2
cage 11 r8c4 r9c5

#puzzle TAREK_ALL#36
size 9
rules sudoku
cage 24 r1c1 r2c2 r3c3 r4c4 r5c5
cage 27 r1c2 r2c3 r3c4 r4c5
cage 17 r1c3 r2c4 r3c5 r4c6
cage 9 r1c4 r2c5
cage 16 r1c5 r2c6 r3c7
cage 24 r1c6 r2c7 r3c8 r4c9
cage 12 r1c7 r2c8 r3c9
cage 16 r1c8 r1c9 r2c9
cage 18 r2c1 r3c2 r4c3 r5c4
cage 18 r3c1 r4c2 r5c3 r6c4
cage 23 r3c6 r4c7 r5c8 r6c9
cage 8 r4c1 r5c2
cage 9 r4c8 r5c9
cage 18 r5c1 r6c2 r7c3
cage 13 r5c6 r6c7 r7c8 r8c9
cage 10 r5c7 r6c8 r7c9
cage 20 r6c1 r7c2 r8c3 r9c4
cage 24 r6c3 r7c4 r8c5 r9c6
cage 24 r6c5 r7c6 r8c7 r9c8
cage 21 r6c6 r7c7 r8c8 r9c9
cage 12 r7c1 r8c2 r9c3
cage 21 r7c5 r8c6 r9c7
cage 18 r8c1 r9c1 r9c2
cage 3 r8c4 r9c5

#puzzle TAREK_ALL#37
size 9
rules sudoku
cage 20 r1c1 r2c2 r3c3 r4c4 r5c5
cage 23 r1c2 r2c3 r3c4 r4c5
cage 21 r1c3 r2c4 r3c5 r4c6
cage 13 r1c4 r2c5
cage 13 r1c5 r2c6 r3c7
cage 22 r1c6 r2c7 r3c8 r4c9
cage 11 r1c7 r2c8 r3c9
cage 12 r1c8 r1c9 r2c9
cage 22 r2c1 r3c2 r4c3 r5c4
cage 19 r3c1 r4c2 r5c3 r6c4
cage 21 r3c6 r4c7 r5c8 r6c9
cage 10 r4c1 r5c2
cage 15 r4c8 r5c9
cage 18 r5c1 r6c2 r7c3
cage 19 r5c6 r6c7 r7c8 r8c9
cage 15 r5c7 r6c8 r7c9
cage 13 r6c1 r7c2 r8c3 r9c4
cage 18 r6c3 r7c4 r8c5 r9c6
cage 18 r6c5 r7c6 r8c7 r9c8
cage 25 r6c6 r7c7 r8c8 r9c9
cage 14 r7c1 r8c2 r9c3
cage 13 r7c5 r8c6 r9c7
cage 18 r8c1 r9c1 r9c2
cage 12 r8c4 r9c5

#puzzle TAREK_ALL#38
size 9
rules sudoku
cage 26 r1c1 r2c2 r3c3 r4c4 r5c5
cage 26 r1c2 r2c3 r3c4 r4c5
cage 17 r1c3 r2c4 r3c5 r4c6
cage 7 r1c4 r2c5
cage 18 r1c5 r2c6 r3c7
cage 16 r1c6 r2c7 r3c8 r4c9
cage 18 r1c7 r2c8 r3c9
cage 13 r1c8 r1c9 r2c9
cage 17 r2c1 r3c2 r4c3 r5c4
cage 23 r3c1 r4c2 r5c3 r6c4
cage 24 r3c6 r4c7 r5c8 r6c9
cage 8 r4c1 r5c2
cage 8 r4c8 r5c9
cage 15 r5c1 r6c2 r7c3
cage 21 r5c6 r6c7 r7c8 r8c9
cage 16 r5c7 r6c8 r7c9
cage 22 r6c1 r7c2 r8c3 r9c4
cage 28 r6c3 r7c4 r8c5 r9c6
cage 18 r6c5 r7c6 r8c7 r9c8
cage 16 r6c6 r7c7 r8c8 r9c9
cage 14 r7c1 r8c2 r9c3
cage 13 r7c5 r8c6 r9c7
cage 13 r8c1 r9c1 r9c2
cage 8 r8c4 r9c5

#puzzle TAREK_ALL#39
size 9
rules sudoku
cage 17 r1c1 r1c2 r2c2 r2c3 r2c4
cage 28 r1c3 r1c4 r1c5 r2c5 r2c6
cage 20 r1c6 r1c7 r1c8 r2c7
cage 21 r1c9 r2c8 r2c9 r3c8 r4c8
cage 24 r2c1 r3c1 r3c2 r4c1
cage 27 r3c3 r3c4 r3c5 r3c6 r4c3
cage 34 r3c7 r4c5 r4c6 r4c7 r5c7
cage 15 r3c9 r4c9 r5c8 r5c9 r6c8
cage 24 r4c2 r5c1 r5c2 r6c1 r7c1
cage 31 r4c4 r5c4 r5c5 r5c6 r6c6
cage 20 r5c3 r6c3 r6c4 r6c5 r7c3
cage 25 r6c2 r7c2 r8c1 r8c2 r9c1
cage 28 r6c7 r7c4 r7c5 r7c6 r7c7
cage 22 r6c9 r7c8 r7c9 r8c9
cage 18 r8c3 r9c2 r9c3 r9c4
cage 22 r8c4 r8c5 r9c5 r9c6 r9c7
cage 29 r8c6 r8c7 r8c8 r9c8 r9c9

#puzzle TAREK_ALL#40
size 9
rules sudoku
cage 28 r1c1 r1c2 r2c2 r2c3 r2c4
cage 19 r1c3 r1c4 r1c5 r2c5 r2c6
cage 24 r1c6 r1c7 r1c8 r2c7
cage 20 r1c9 r2c8 r2c9 r3c8 r4c8
cage 19 r2c1 r3c1 r3c2 r4c1
cage 23 r3c3 r3c4 r3c5 r3c6 r4c3
cage 19 r3c7 r4c5 r4c6 r4c7 r5c7
cage 26 r3c9 r4c9 r5c8 r5c9 r6c8
cage 28 r4c2 r5c1 r5c2 r6c1 r7c1
cage 24 r4c4 r5c4 r5c5 r5c6 r6c6
cage 32 r5c3 r6c3 r6c4 r6c5 r7c3
cage 24 r6c2 r7c2 r8c1 r8c2 r9c1
cage 29 r6c7 r7c4 r7c5 r7c6 r7c7
cage 19 r6c9 r7c8 r7c9 r8c9
cage 22 r8c3 r9c2 r9c3 r9c4
cage 21 r8c4 r8c5 r9c5 r9c6 r9c7
cage 28 r8c6 r8c7 r8c8 r9c8 r9c9

#puzzle TAREK_ALL#41
size 9
rules sudoku
cage 22 r1c1 r1c2 r2c2 r2c3 r2c4
cage 28 r1c3 r1c4 r1c5 r2c5 r2c6
cage 17 r1c6 r1c7 r1c8 r2c7
cage 24 r1c9 r2c8 r2c9 r3c8 r4c8
cage 22 r2c1 r3c1 r3c2 r4c1
cage 24 r3c3 r3c4 r3c5 r3c6 r4c3
cage 23 r3c7 r4c5 r4c6 r4c7 r5c7
cage 27 r3c9 r4c9 r5c8 r5c9 r6c8
cage 20 r4c2 r5c1 r5c2 r6c1 r7c1
cage 33 r4c4 r5c4 r5c5 r5c6 r6c6
cage 18 r5c3 r6c3 r6c4 r6c5 r7c3
cage 25 r6c2 r7c2 r8c1 r8c2 r9c1
cage 18 r6c7 r7c4 r7c5 r7c6 r7c7
cage 23 r6c9 r7c8 r7c9 r8c9
cage 27 r8c3 r9c2 r9c3 r9c4
cage 30 r8c4 r8c5 r9c5 r9c6 r9c7
cage 24 r8c6 r8c7 r8c8 r9c8 r9c9
