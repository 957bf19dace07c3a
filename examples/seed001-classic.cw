#puzzle seed001-classic
# The 9x9 Sudoku that opens the article "Sudoku in ASP: Elaboration Tolerance" (seed 001).
# Rebuilt: the extracted givens had lost the blank cells between them, so each row's
# givens are the digits the article shows in that row, placed where the article's printed
# solution has them. The result has exactly that solution.
size 9
rules sudoku
givens
9 . . | . 8 . | 3 . .
. . . | 2 5 . | 7 . .
. 2 . | 3 . . | . . 4
------+-------+------
. 9 4 | . . . | . . .
. . . | 7 3 . | 5 6 .
7 . 5 | . 6 . | 4 . .
------+-------+------
. . 7 | 8 . 3 | 9 . .
. . 1 | . . . | . . 3
3 . . | . . . | . . 2
# The article's solution:
#   9 7 6 4 8 1 3 2 5
#   1 4 3 2 5 9 7 8 6
#   5 2 8 3 7 6 1 9 4
#   6 9 4 5 1 8 2 3 7
#   8 1 2 7 3 4 5 6 9
#   7 3 5 9 6 2 4 1 8
#   4 6 7 8 2 3 9 5 1
#   2 5 1 6 9 7 8 4 3
#   3 8 9 1 4 5 6 7 2
