# TAREK_ALL: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
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
