# HS_KILLERS: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
#puzzle HS_KILLERS#0
size 9
rules sudoku diagonals
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
rules sudoku diagonals
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
rules sudoku diagonals
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
rules sudoku diagonals
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
rules sudoku diagonals
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
rules sudoku diagonals
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
rules sudoku diagonals
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
