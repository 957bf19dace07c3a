#puzzle seed001-asp-offset
# Offset Sudoku as seed 001 states it: the basic program (here "rules sudoku") plus the article's first integrity
# constraint, copied as printed on its slide, typographic ":‐" and line breaks included. Two cells holding the same
# N, at the same place inside their boxes (R\3 == R1\3, C\3 == C1\3), must be one cell (1{R != R1; C != C1}).
# Cellwise grounds it into the nine offset groups of "rules offset" (examples/seed001-offset.cw): the same puzzle.
# Rebuilt: the extracted givens had lost their blank cells, so each row's givens are the
# digits the article shows in that row, placed where the article's printed solution has them.
size 9
rules sudoku
:‐ a(R,C,N), a(R1,C1,N),
    R\3 == R1\3, C\3 == C1\3,
    1{R != R1; C != C1}.
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
