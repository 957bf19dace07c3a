#puzzle seed001-6x6
# The 6x6 Sudoku of the article "Sudoku in ASP: Elaboration Tolerance" (seed 001) (boxes of 2 rows by 3 columns).
# Rebuilt: the article's first picture shows the grid filled in, with small candidate
# marks (like ^{2,4}) on eight cells; those eight are taken as the blanks and the
# other cells as givens. The solution is the article's printed one.
size 6 boxes 2x3
rules sudoku
givens
. 4 5 | 1 6 3
. . 6 | . . .
------+------
4 5 3 | 6 2 1
1 6 2 | 3 4 5
------+------
5 . 4 | 2 1 6
6 2 1 | 5 3 .
# The article's solution:
#   2 4 5 1 6 3
#   3 1 6 4 5 2
#   4 5 3 6 2 1
#   1 6 2 3 4 5
#   5 3 4 2 1 6
#   6 2 1 5 3 4
