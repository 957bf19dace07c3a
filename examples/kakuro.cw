#puzzle kakuro
# A Kakuro: each run of white cells ('.') holds distinct values 1..9 adding up to the
# clue before it: D\A in a black cell gives the run below (D) and the run to the right (A).
# Made with Cellwise: a random filling of this shape, clues read off it, kept because
# its solution is unique.
kakuro
x     17\   27\   x     9\    16\
\17   .     .     14\10 .     .
\27   .     .     .     .     .
x     10\17 .     .     9\    11\
\23   .     .     .     .     .
\16   .     .     \3    .     .
