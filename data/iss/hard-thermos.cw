# HARD_THERMOS: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
#puzzle I want to break free
size 9
rules sudoku
thermo r1c2 r2c3
thermo r3c2 r2c1
thermo r4c2 r5c1
thermo r6c2 r5c3
thermo r7c2 r8c3
thermo r9c2 r8c1
thermo r1c6 r2c6
thermo r3c5 r2c4
thermo r3c5 r2c5
thermo r6c5 r5c4
thermo r7c5 r8c4
thermo r9c6 r8c6
thermo r1c8 r2c9
thermo r3c8 r2c7
thermo r4c8 r5c9
thermo r6c8 r5c7
thermo r7c8 r8c9
thermo r9c8 r8c7

#puzzle A kind of magic
size 9
rules sudoku
thermo r1c2 r2c3
thermo r3c2 r2c1
thermo r4c2 r5c1
thermo r6c2 r5c3
thermo r7c2 r8c1
thermo r9c2 r8c3
thermo r9c4 r8c4
thermo r9c6 r8c5
thermo r9c7 r8c6
thermo r9c8 r8c9
thermo r7c8 r8c7
thermo r7c6 r7c7
thermo r6c6 r5c5
thermo r6c8 r5c9
thermo r4c8 r5c7
thermo r3c8 r2c9
thermo r1c8 r2c7
thermo r3c6 r2c5
thermo r1c4 r2c4

#puzzle Bicycle race
size 9
rules sudoku
thermo r1c2 r2c1
thermo r3c2 r2c3
thermo r4c2 r5c3
thermo r4c3 r5c4
thermo r6c2 r5c1
thermo r7c2 r8c3
thermo r9c2 r8c1
thermo r9c4 r8c5
thermo r7c7 r8c6
thermo r7c8 r8c7
thermo r9c8 r8c9
thermo r6c7 r5c6
thermo r6c8 r5c7
thermo r4c8 r5c9
thermo r3c8 r2c7
thermo r1c8 r2c9
thermo r1c7 r2c6
thermo r3c4 r2c5
thermo r6c4 r5c5
