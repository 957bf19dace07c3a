#puzzle asp-own-rules
# Three rules of one's own, written in clingo's notation as seed 001 writes its variants (docs/RULES.md):
# cells a knight's move apart never hold consecutive values; a thermometer given by facts, th(K,R,C) its K-th
# cell from the bulb, rises from the bulb; two neighbours on the main diagonal are not both even.
# The rules alone, with no givens, have exactly one solution (Cellwise and clingo both prove it, in minutes);
# the eight givens below make it quick.
size 9
rules sudoku
:- a(R,C,N), a(R1,C1,N1), |R1-R| * |C1-C| == 2, |N1-N| == 1.
:- th(K,R,C), th(K+1,R1,C1), a(R,C,N), a(R1,C1,N1), N >= N1.
th(1,5,1). th(2,5,2). th(3,4,3). th(4,3,3).
:- a(R,R,N), a(R+1,R+1,N1), N \ 2 == 0, N1 \ 2 == 0.
givens
. . . 6 . . . . .
. . . . . . . . .
. . . . 2 . . . 6
. . . . . . . . 5
. . . 5 . . . . 1
. 5 . . . . . . .
. . 5 . . . . . .
. . . . . . . . .
. . . . . . . . .
# Its solution:
#   3 4 2 6 7 5 9 1 8
#   5 6 7 8 9 1 2 3 4
#   1 8 9 4 2 3 7 5 6
#   9 1 8 3 4 2 6 7 5
#   2 3 4 5 6 7 8 9 1
#   7 5 6 1 8 9 4 2 3
#   6 7 5 9 1 8 3 4 2
#   8 9 1 2 3 4 5 6 7
#   4 2 3 7 5 6 1 8 9
