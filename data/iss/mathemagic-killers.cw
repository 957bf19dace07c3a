# MATHEMAGIC_KILLERS: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
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
