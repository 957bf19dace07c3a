#puzzle seed001-worlds-hardest
# "World's hardest Sudoku", by Arto Inkala, which the article "Sudoku in ASP: Elaboration Tolerance" (seed 001) cites from the Telegraph.
# The article names it without printing the grid; this is the published puzzle.
size 9
rules sudoku
givens
8 . . | . . . | . . .
. . 3 | 6 . . | . . .
. 7 . | . 9 . | 2 . .
------+-------+------
. 5 . | . . 7 | . . .
. . . | . 4 5 | 7 . .
. . . | 1 . . | . 3 .
------+-------+------
. . 1 | . . . | . 6 8
. . 8 | 5 . . | . 1 .
. 9 . | . . . | 4 . .
