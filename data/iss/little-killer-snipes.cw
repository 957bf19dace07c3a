# LITTLE_KILLER_SNIPES: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
#puzzle LITTLE_KILLER_SNIPES#0
size 9
rules sudoku
little-killer 12 r0c4 DL
little-killer 12 r0c3 DL
little-killer 12 r0c6 DL
little-killer 12 r4c0 DR
little-killer 12 r5c0 DR
little-killer 12 r6c0 DR
little-killer 12 r7c0 DR
little-killer 12 r10c2 UR
little-killer 12 r10c6 UR
little-killer 12 r6c10 UL
little-killer 12 r4c10 UL
little-killer 12 r3c10 UL

#puzzle LITTLE_KILLER_SNIPES#1
size 9
rules sudoku
little-killer 13 r0c4 DL
little-killer 13 r0c3 DL
little-killer 13 r0c6 DL
little-killer 13 r4c0 DR
little-killer 13 r6c0 DR
little-killer 13 r7c0 DR
little-killer 13 r10c6 UR
little-killer 13 r6c10 UL
little-killer 13 r3c10 UL
little-killer 13 r0c5 DL
little-killer 13 r10c7 UR
little-killer 13 r10c4 UR
little-killer 13 r8c10 UL

#puzzle LITTLE_KILLER_SNIPES#2
size 9
rules sudoku
little-killer 14 r0c3 DL
little-killer 14 r0c4 DL
little-killer 14 r0c5 DL
little-killer 14 r0c6 DL
little-killer 14 r5c0 DR
little-killer 14 r6c0 DR
little-killer 14 r7c0 DR
little-killer 14 r10c2 UR
little-killer 14 r10c6 UR
little-killer 14 r10c5 UR
little-killer 14 r10c4 UR
little-killer 14 r10c7 UR
little-killer 14 r6c10 UL

#puzzle LITTLE_KILLER_SNIPES#3
size 9
rules sudoku
little-killer 15 r0c3 DL
little-killer 15 r0c4 DL
little-killer 15 r0c5 DL
little-killer 15 r0c6 DL
little-killer 15 r4c0 DR
little-killer 15 r6c0 DR
little-killer 15 r7c0 DR
little-killer 15 r10c3 UR
little-killer 15 r10c6 UR
little-killer 15 r10c7 UR
little-killer 15 r8c10 UL
little-killer 15 r5c10 UL
little-killer 15 r4c10 UL

#puzzle LITTLE_KILLER_SNIPES#4
size 9
rules sudoku
little-killer 16 r6c10 UL
little-killer 16 r4c10 UL
little-killer 16 r0c4 DL
little-killer 16 r0c9 DL
little-killer 16 r7c0 DR
little-killer 16 r6c0 DR
little-killer 16 r4c0 DR
little-killer 16 r2c0 DR
little-killer 16 r10c6 UR
little-killer 16 r10c4 UR

#puzzle LITTLE_KILLER_SNIPES#5
size 9
rules sudoku
little-killer 17 r0c3 DL
little-killer 17 r0c4 DL
little-killer 17 r0c5 DL
little-killer 17 r0c6 DL
little-killer 17 r0c7 DL
little-killer 17 r3c0 DR
little-killer 17 r6c0 DR
little-killer 17 r5c0 DR
little-killer 17 r10c1 UR
little-killer 17 r10c5 UR
little-killer 17 r10c6 UR
little-killer 17 r10c7 UR

#puzzle LITTLE_KILLER_SNIPES#6
size 9
rules sudoku
little-killer 18 r0c0 DR
little-killer 18 r3c0 DR
little-killer 18 r4c0 DR
little-killer 18 r5c0 DR
little-killer 18 r0c4 DL
little-killer 18 r0c5 DL
little-killer 18 r0c6 DL
little-killer 18 r0c9 DL

#puzzle LITTLE_KILLER_SNIPES#7
size 9
rules sudoku
little-killer 19 r0c0 DR
little-killer 19 r0c4 DL
little-killer 19 r0c5 DL
little-killer 19 r0c6 DL
little-killer 19 r3c0 DR
little-killer 19 r4c0 DR
little-killer 19 r5c0 DR
little-killer 19 r6c0 DR
little-killer 19 r10c5 UR
little-killer 19 r10c6 UR
little-killer 19 r4c10 UL
little-killer 19 r0c9 DL

#puzzle LITTLE_KILLER_SNIPES#8
size 9
rules sudoku
little-killer 35 r1c0 DR
little-killer 35 r2c0 DR
little-killer 35 r3c0 DR
little-killer 35 r4c0 DR
little-killer 35 r10c2 UR
little-killer 35 r10c3 UR
little-killer 35 r10c5 UR
little-killer 35 r6c10 UL
little-killer 35 r0c5 DL
little-killer 35 r0c6 DL

#puzzle LITTLE_KILLER_SNIPES#9
size 9
rules sudoku
little-killer 36 r1c0 DR
little-killer 36 r2c0 DR
little-killer 36 r3c0 DR
little-killer 36 r4c0 DR
little-killer 36 r10c1 UR
little-killer 36 r10c2 UR
little-killer 36 r10c3 UR
little-killer 36 r10c4 UR
little-killer 36 r0c7 DL
little-killer 36 r0c8 DL
little-killer 36 r0c9 DL
little-killer 36 r0c10 DL
little-killer 36 r8c10 UL

#puzzle LITTLE_KILLER_SNIPES#10
size 9
rules sudoku
little-killer 37 r1c0 DR
little-killer 37 r3c0 DR
little-killer 37 r4c0 DR
little-killer 37 r10c1 UR
little-killer 37 r10c2 UR
little-killer 37 r10c3 UR
little-killer 37 r10c4 UR
little-killer 37 r0c7 DL
little-killer 37 r0c8 DL
little-killer 37 r0c9 DL
little-killer 37 r0c10 DL
little-killer 37 r9c10 UL

#puzzle LITTLE_KILLER_SNIPES#11
size 9
rules sudoku
little-killer 38 r0c8 DL
little-killer 38 r0c9 DL
little-killer 38 r0c10 DL
little-killer 38 r1c0 DR
little-killer 38 r2c0 DR
little-killer 38 r4c0 DR
little-killer 38 r10c1 UR
little-killer 38 r10c2 UR
little-killer 38 r10c3 UR
little-killer 38 r10c4 UR
little-killer 38 r0c0 DR
little-killer 38 r8c10 UL

#puzzle LITTLE_KILLER_SNIPES#12
size 9
rules sudoku
little-killer 39 r1c0 DR
little-killer 39 r2c0 DR
little-killer 39 r3c0 DR
little-killer 39 r4c0 DR
little-killer 39 r10c1 UR
little-killer 39 r10c2 UR
little-killer 39 r0c6 DL
little-killer 39 r0c9 DL
little-killer 39 r0c10 DL
little-killer 39 r9c10 UL

#puzzle LITTLE_KILLER_SNIPES#13
size 9
rules sudoku
little-killer 40 r1c0 DR
little-killer 40 r2c0 DR
little-killer 40 r4c0 DR
little-killer 40 r10c1 UR
little-killer 40 r10c4 UR
little-killer 40 r10c2 UR
little-killer 40 r0c0 DR
little-killer 40 r9c10 UL
little-killer 40 r8c10 UL
little-killer 40 r0c10 DL
little-killer 40 r0c9 DL
little-killer 40 r0c8 DL
little-killer 40 r0c7 DL

#puzzle LITTLE_KILLER_SNIPES#14
size 9
rules sudoku
little-killer 48 r0c0 DR
little-killer 48 r9c10 UL
little-killer 48 r8c10 UL
little-killer 48 r0c10 DL
little-killer 48 r10c1 UR
little-killer 48 r10c2 UR
little-killer 48 r10c3 UR
