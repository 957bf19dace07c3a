# Small puzzles in the forms added for issue 29 (taxicab, chess, knightmare sums, the move flags, cages of several
# sums, offset over irregular regions), for FuzzTest to mutate; made for this project from solutions Cellwise found.
#puzzle taxicab
size 6 boxes 2x3
rules sudoku
taxicab 3
givens
. . . . . 2
. . . . . .
5 . . 2 4 .
. 4 2 . . .
. 2 . . 1 3
3 . 6 . . 4

#puzzle chess
size 6 boxes 2x3
rules sudoku
chess 1,2 0,3 values 1-3,6
givens
. 6 . . . 2
2 . . 4 . .
. . . . . 6
. 4 2 . 3 .
. 2 . . 1 .
. . . 5 2 .

#puzzle knightmare sums
size 6 boxes 2x3
rules sudoku
knightmare 3,11
givens
4 1 . . 2 .
3 2 . . 1 .
. . . . . .
. 4 . . . .
2 5 . . 6 .
1 . 4 . . .

#puzzle self-taxicab
size 6 boxes 2x3
rules sudoku self-taxicab
givens
1 . 4 . . .
. . . 1 . .
3 . 1 6 . .
. . 6 3 . .
. . . . 1 5
. 1 . . 6 .

#puzzle flags
size 6 boxes 2x3
rules sudoku diagonal-non-consecutive
givens
5 . 3 . . 2
. 1 . 3 . .
. . . . 5 6
6 . 2 . . .
1 . 5 . . .
. . 6 . . .

#puzzle knightmare
size 6 boxes 2x3
rules sudoku knightmare
givens
5 . 2 . . .
1 . . . . .
. . . . . .
2 . . 4 . .
3 2 . 1 . 4
. . . 5 2 3

#puzzle disjoint jigsaw
size 4 boxes none
rules rows columns offset
regions
a a a b
c a b b
c c d b
c d d d
givens
. 2 . .
. . 3 2
. . . 4
. 4 . .

#puzzle several sums
size 6 boxes 2x3
rules sudoku
cage 3|8 r1c1 r1c2
cage 4|8 r1c3 r1c4 r2c4
cage 7|16 r3c1 r4c1
cage 4|6 r3c3 r3c4
cage 11|14 r5c5 r5c6 r6c6
cage 10|13 r6c1 r6c2
cage 0|4 r4c5 r4c6
cages
. . . . . .
z z z . . .
. . . . . .
. . . . . .
. . . . . .
. . . . . .
cage z 15|18
givens
1 . . 4 5 .
. 5 . . . .
. . . . . .
. 6 . 2 3 .
. . 2 . . .
. 4 . . . .
