#puzzle seed001-offset
# Offset Sudoku, from the article "Sudoku in ASP: Elaboration Tolerance" (seed 001): besides rows, columns and boxes, the cells at the same place
# inside each box (one "region", drawn in one colour in the article) hold 1..9.
# Rebuilt: the extracted givens had lost their blank cells, so each row's givens are the
# digits the article shows in that row, placed where the article's printed solution has them.
size 9
rules sudoku offset
givens
. . 7 | . . . | 8 . .
9 2 . | . . . | . 4 .
8 . 4 | . 2 . | 5 . 1
------+-------+------
. . . | . 7 . | . . .
. . 8 | 3 6 4 | 2 . .
. . . | . 9 . | . . .
------+-------+------
3 . 2 | . 8 . | 7 . 4
. 7 9 | . . . | . 8 .
. . 6 | . . . | 9 . .
# The article's solution:
#   1 5 7 6 4 3 8 2 9
#   9 2 3 8 5 1 6 4 7
#   8 6 4 7 2 9 5 3 1
#   2 3 1 5 7 8 4 9 6
#   7 9 8 3 6 4 2 1 5
#   6 4 5 1 9 2 3 7 8
#   3 1 2 9 8 5 7 6 4
#   5 7 9 4 3 6 1 8 2
#   4 8 6 2 1 7 9 5 3
