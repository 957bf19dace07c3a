# 16x16: Sudoku X, 16x16: Sudoku X, very hard, 16x16: Sudoku X, hard, 16x16: Windoku: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
#puzzle 16x16: Sudoku X
size 16
rules sudoku diagonals
givens
5 12 16 3 7 1 4 . . . 11 . 9 . 8 .
. 7 15 . . . 16 . . 10 . . . . . .
. . . . . 3 14 . . . . . . . . .
14 . . . 5 . . . 8 9 . . . 7 16 11
. . . 11 . . . 3 12 13 . . 5 10 2 .
. 8 1 . 12 . . 7 . . 4 . 6 . . 3
. . . . . . . . . 8 10 . . 12 13 7
. . . . 10 14 . . . 7 . . 11 1 . .
. . 8 12 . . 5 . . . 13 9 . . . .
3 2 14 . . 15 7 . . . . . . . . .
16 . . 10 . 12 . . 6 . . 5 . 2 3 .
. 6 5 1 . . 13 4 2 . . . 12 . . .
4 3 2 . . . 6 13 . . . 10 . . . 14
. . . . . . . . . 15 8 . . . . .
. . . . . . 1 . . 6 . . . 15 12 .
. 10 . 15 . 8 . . . 2 1 4 16 6 11 9

#puzzle 16x16: Sudoku X, very hard
size 16
rules sudoku diagonals
givens
. . . . 16 12 . . . . 7 3 . . . .
. . . . . 2 . 7 4 . 11 . . . . .
. . . 6 11 1 15 10 9 5 2 8 14 . . .
. . 1 . . . . 3 6 . . . . 7 . .
10 . 9 . . . . 12 5 . . . . 4 . 2
8 14 3 . . . . 2 1 . . . . 13 5 7
. . 4 . . . . . . . . . . 16 . .
. 6 16 5 3 13 . . . . 8 14 1 11 12 .
. 2 5 13 9 11 . . . . 1 16 8 15 4 .
. . 8 . . . . . . . . . . 12 . .
1 12 10 . . . . 6 14 . . . . 5 9 11
3 . 11 . . . . 1 8 . . . . 2 . 13
. . 14 . . . . 5 3 . . . . 8 . .
. . . 9 14 7 2 11 16 10 13 1 4 . . .
. . . . . 9 . 16 2 . 14 . . . . .
. . . . 12 4 . . . . 5 6 . . . .

#puzzle 16x16: Sudoku X, hard
size 16
rules sudoku diagonals
givens
1 . . 4 . . . . . 10 . . 13 14 . .
. . . . 9 . . 12 . . . . . 2 3 .
9 . . . 14 . 15 . . 2 . . 6 . . .
13 . . 15 . 2 . 4 . . . 7 9 . 11 12
2 1 . . . . 8 6 . . . . . . . 15
. 6 8 . 10 . 9 . . . . . . . 4 3
10 . . . . 16 13 . . . . 3 . . 7 .
. . . . . . 4 . 5 8 7 . . . 12 11
3 . . . . . . . . 12 9 11 . 16 . .
. . . 6 11 9 . 10 . . . 15 . . . .
. 12 . . . . . 15 3 . . . . 5 . .
16 . 13 . . . . 3 . . . . . . . .
. . 2 . 8 . 6 . 12 . . 9 16 . . 13
8 . . . . 11 10 . 16 . . 13 . . . 1
. . 10 . . 15 14 . 4 . 2 . 8 . . .
. . 14 13 . . . . . . 6 . 12 . . .

#puzzle 16x16: Windoku
size 16
rules sudoku
extra-region r2c2 r3c2 r4c2 r5c2 r2c3 r3c3 r4c3 r5c3 r2c4 r3c4 r4c4 r5c4 r2c5 r3c5 r4c5 r5c5
extra-region r7c2 r8c2 r9c2 r10c2 r7c3 r8c3 r9c3 r10c3 r7c4 r8c4 r9c4 r10c4 r7c5 r8c5 r9c5 r10c5
extra-region r12c2 r13c2 r14c2 r15c2 r12c3 r13c3 r14c3 r15c3 r12c4 r13c4 r14c4 r15c4 r12c5 r13c5 r14c5 r15c5
extra-region r2c7 r3c7 r4c7 r5c7 r2c8 r3c8 r4c8 r5c8 r2c9 r3c9 r4c9 r5c9 r2c10 r3c10 r4c10 r5c10
extra-region r7c7 r8c7 r9c7 r10c7 r7c8 r8c8 r9c8 r10c8 r7c9 r8c9 r9c9 r10c9 r7c10 r8c10 r9c10 r10c10
extra-region r12c7 r13c7 r14c7 r15c7 r12c8 r13c8 r14c8 r15c8 r12c9 r13c9 r14c9 r15c9 r12c10 r13c10 r14c10 r15c10
extra-region r2c12 r3c12 r4c12 r5c12 r2c13 r3c13 r4c13 r5c13 r2c14 r3c14 r4c14 r5c14 r2c15 r3c15 r4c15 r5c15
extra-region r7c12 r8c12 r9c12 r10c12 r7c13 r8c13 r9c13 r10c13 r7c14 r8c14 r9c14 r10c14 r7c15 r8c15 r9c15 r10c15
extra-region r12c12 r13c12 r14c12 r15c12 r12c13 r13c13 r14c13 r15c13 r12c14 r13c14 r14c14 r15c14 r12c15 r13c15 r14c15 r15c15
givens
. . 2 . . . . . . . . . . 3 . 1
. . 6 . . 9 . . 3 . . . . 10 16 .
. . . . 15 3 . 14 . . 5 . . . 7 .
. . . . 1 . . . . . . 4 15 . . .
7 2 . . . . . 10 . . 4 . . . . .
9 . . . 13 6 . . . . . 10 . . 2 .
. 13 11 4 . . . . . 12 . 7 3 . . .
15 . . . 12 5 . . . . 8 . . . . .
. 16 . 6 . . 15 . 4 . . 1 . . . .
2 . . . . . 13 . . 8 . . . . 12 .
. . 8 11 . . . . . . . 16 . . 6 .
. . . 12 . . . . 9 . . . 7 . . 11
. . . . . . . . . . . . 12 . . .
4 . . . . . . . 6 . . 9 . . . .
. . . 15 14 . . 1 . . . . . . . .
5 . . . . . . 9 . . . . . . . .
