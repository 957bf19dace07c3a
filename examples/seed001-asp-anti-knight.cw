#puzzle seed001-asp-anti-knight
# Anti-knight Sudoku as seed 001 states it "simply": no two cells whose rows and columns are 3 apart in all hold the
# same value. With rows and columns already all different this is the knight's move (the pairs 3 apart in one row
# or column add nothing), which is the article's question "Why does the simple rule work?".
# Rebuilt: the article's picture marks knight moves with X (dropped here) and the
# extraction lost the blank cells, so each row's givens are the digits the article shows
# in that row, placed where the article's printed solution has them.
size 9
rules sudoku
:- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.
givens
3 . . | . . . | . . 4
. . . | 6 . 9 | . . .
. . 6 | . . . | 9 . .
------+-------+------
. 8 . | 3 . 2 | . 6 .
. . . | . 7 . | . . .
. 1 . | 8 . 5 | . 7 .
------+-------+------
. . 7 | . . . | 8 . .
. . . | 7 . 8 | . . .
9 . . | . . . | . . 7
# The article's solution:
#   3 9 1 5 2 7 6 8 4
#   4 2 5 6 8 9 7 3 1
#   8 7 6 4 3 1 9 5 2
#   7 8 9 3 1 2 4 6 5
#   6 5 3 9 7 4 2 1 8
#   2 1 4 8 6 5 3 7 9
#   1 4 7 2 5 3 8 9 6
#   5 6 2 7 9 8 1 4 3
#   9 3 8 1 4 6 5 2 7
