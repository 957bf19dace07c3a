# Long sums 1, Long sums 2, Long sums 3, I Bet Someone Did This Already, Triple digits, Pill Arrow Sudoku, Force non-unit coeff: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
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

#puzzle I Bet Someone Did This Already
size 9
rules sudoku
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
givens
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . 9

#puzzle Triple digits
size 9
rules sudoku
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
marks 1,3,5,7,9 r4c2
marks 1,3,5,7,9 r5c2
marks 1,3,5,7,9 r6c2

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

#puzzle Force non-unit coeff
size 9
rules sudoku
arrow r1c6 r1c7 : r1c5 r1c4 r1c3 r1c2
givens
. 3 4 6 2 . 5 . .
. . . . . . . . .
. 5 . . . . . 6 .
8 . . . . . . . 3
. . . 5 . 3 . . 1
2 . . 1 . . . . .
. 6 . 2 . . . . .
. 2 . 4 1 9 . . 5
7 . . . . . . 2 9
