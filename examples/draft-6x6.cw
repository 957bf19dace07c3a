#puzzle A draft 6x6 Sudoku
# A setter's draft: the givens so far leave it with more than one solution.
# 'solve' shows two solutions and the cells where they differ; 'candidates'
# shows every value each cell can still take, so the next given can go where
# it settles the most.
size 6
rules sudoku
givens
2 . . | . . 3
. . 6 | 4 . .
------+------
. 5 . | . 2 .
. 6 . | . 4 .
------+------
. . 4 | 2 . .
6 . . | . . 4
