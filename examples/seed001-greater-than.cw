#puzzle seed001-greater-than
# Greater-than Sudoku, from the article "Sudoku in ASP: Elaboration Tolerance" (seed 001): no givens; a sign between every two neighbouring cells
# of a box says which is greater. The article's picture of the signs did not survive
# extraction (only gt(1,2,1,1), gt(1,3,1,2), gt(2,1,1,1) are printed), so the signs here
# are read off the article's printed solution: all 108 neighbour pairs inside boxes.
# The article's gt(R,C,R1,C1) is written r<R>c<C> > r<R1>c<C1>.
size 9
rules sudoku
# row 1
r1c2 > r1c1
r2c1 > r1c1
r1c3 > r1c2
r2c2 > r1c2
r1c3 > r2c3
r1c4 > r1c5
r2c4 > r1c4
r1c6 > r1c5
r2c5 > r1c5
r1c6 > r2c6
r1c8 > r1c7
r1c7 > r2c7
r1c9 > r1c8
r1c8 > r2c8
r1c9 > r2c9
# row 2
r2c2 > r2c1
r3c1 > r2c1
r2c2 > r2c3
r2c2 > r3c2
r2c3 > r3c3
r2c5 > r2c4
r2c4 > r3c4
r2c5 > r2c6
r2c5 > r3c5
r2c6 > r3c6
r2c8 > r2c7
r3c7 > r2c7
r2c9 > r2c8
r3c8 > r2c8
r2c9 > r3c9
# row 3
r3c1 > r3c2
r3c3 > r3c2
r3c4 > r3c5
r3c5 > r3c6
r3c7 > r3c8
r3c9 > r3c8
# row 4
r4c1 > r4c2
r4c1 > r5c1
r4c3 > r4c2
r5c2 > r4c2
r4c3 > r5c3
r4c5 > r4c4
r5c4 > r4c4
r4c6 > r4c5
r5c5 > r4c5
r4c6 > r5c6
r4c7 > r4c8
r5c7 > r4c7
r4c9 > r4c8
r5c8 > r4c8
r5c9 > r4c9
# row 5
r5c2 > r5c1
r6c1 > r5c1
r5c2 > r5c3
r5c2 > r6c2
r6c3 > r5c3
r5c4 > r5c5
r5c4 > r6c4
r5c6 > r5c5
r5c5 > r6c5
r6c6 > r5c6
r5c7 > r5c8
r6c7 > r5c7
r5c8 > r5c9
r6c8 > r5c8
r6c9 > r5c9
# row 6
r6c2 > r6c1
r6c2 > r6c3
r6c5 > r6c4
r6c6 > r6c5
r6c8 > r6c7
r6c8 > r6c9
# row 7
r7c1 > r7c2
r7c1 > r8c1
r7c3 > r7c2
r8c2 > r7c2
r7c3 > r8c3
r7c4 > r7c5
r7c4 > r8c4
r7c6 > r7c5
r8c5 > r7c5
r7c6 > r8c6
r7c8 > r7c7
r7c7 > r8c7
r7c8 > r7c9
r8c8 > r7c8
r8c9 > r7c9
# row 8
r8c1 > r8c2
r8c1 > r9c1
r8c2 > r8c3
r9c2 > r8c2
r9c3 > r8c3
r8c5 > r8c4
r9c4 > r8c4
r8c5 > r8c6
r9c5 > r8c5
r8c6 > r9c6
r8c8 > r8c7
r8c7 > r9c7
r8c9 > r8c8
r8c8 > r9c8
r8c9 > r9c9
# row 9
r9c2 > r9c1
r9c2 > r9c3
r9c5 > r9c4
r9c5 > r9c6
r9c8 > r9c7
r9c9 > r9c8
# The article's solution:
#   2 3 9 5 1 4 6 7 8
#   4 7 6 8 9 3 1 2 5
#   8 1 5 7 6 2 9 3 4
#   9 6 7 3 4 8 5 1 2
#   1 8 2 9 5 6 7 4 3
#   3 5 4 1 2 7 8 9 6
#   7 2 8 6 3 9 4 5 1
#   6 4 1 2 7 5 3 8 9
#   5 9 3 4 8 1 2 6 7
