# Little killer, slow, Zero solution: Little Killer, Zero solution: Renban, White Room  - killer sudoku, Wecoc #1, Wecoc #1 [mod A], Wecoc #2, tarek unsolvable #41: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),
# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.
#puzzle Little killer, slow
size 9
rules sudoku
little-killer 20 r0c5 DL
little-killer 10 r0c6 DL
little-killer 21 r0c7 DL
little-killer 5 r3c10 UL
little-killer 12 r4c10 UL
little-killer 13 r7c0 DR
little-killer 16 r6c0 DR
little-killer 31 r10c2 UR
little-killer 15 r10c3 UR
little-killer 16 r10c4 UR

#puzzle Zero solution: Little Killer
size 9
rules sudoku
little-killer 49 r0c10 DL
little-killer 49 r0c9 DL
little-killer 49 r10c1 UR
little-killer 49 r10c2 UR
little-killer 49 r8c10 UL
little-killer 49 r0c0 DR
little-killer 49 r1c0 DR
little-killer 49 r2c0 DR

#puzzle Zero solution: Renban
size 9
rules sudoku
renban r7c2 r8c1 r9c2 r8c3
renban r7c5 r8c6 r9c5 r8c4
renban r8c7 r9c8 r8c9 r7c8
renban r6c8 r5c9 r4c8 r5c7
renban r3c2 r2c1 r1c2 r2c3
renban r3c5 r2c4 r1c5 r2c6
renban r2c7 r1c8 r2c9 r3c8
renban r5c4 r4c5 r5c6 r6c5
renban r4c2 r5c1 r6c2 r5c3

#puzzle White Room  - killer sudoku
size 9
rules sudoku
cage 7 r2c2 r3c2 r4c2
cage 5 r2c6 r2c7
cage 6 r3c7 r3c8
cage 6 r4c6 r4c7
cage 15 r7c9 r6c9
cage 3 r9c7 r9c6
cage 17 r8c3 r7c3
cage 23 r6c3 r6c4 r7c4

#puzzle Wecoc #1
size 9
rules sudoku
cage 24 r1c1 r1c2 r2c1 r3c1 r4c1
cage 25 r1c3 r1c4 r1c5 r2c2 r2c3
cage 26 r1c6 r1c7 r1c8 r1c9 r2c9
cage 20 r2c4 r3c4 r3c5 r3c6
cage 19 r2c5 r2c6 r2c7 r3c7
cage 26 r2c8 r3c8 r3c9 r4c9 r5c9
cage 20 r3c2 r3c3 r4c2 r5c2
cage 20 r4c3 r5c3 r6c2 r6c3
cage 13 r4c4 r5c4
cage 9 r4c5 r4c6
cage 20 r4c7 r4c8 r5c7 r6c7
cage 24 r5c1 r6c1 r7c1 r7c2 r8c2
cage 5 r5c6 r6c6
cage 20 r5c8 r6c8 r7c7 r7c8
cage 17 r6c4 r6c5
cage 26 r6c9 r7c9 r8c9 r9c8 r9c9
cage 21 r7c3 r8c3 r8c4 r8c5
cage 20 r7c4 r7c5 r7c6 r8c6
cage 24 r8c1 r9c1 r9c2 r9c3 r9c4
cage 25 r8c7 r8c8 r9c5 r9c6 r9c7

#puzzle Wecoc #1 [mod A]
size 9
rules sudoku
cage 24 r1c1 r1c2 r2c1 r3c1 r4c1
cage 25 r1c3 r1c4 r1c5 r2c2 r2c3
cage 26 r1c6 r1c7 r1c8 r1c9 r2c9
cage 20 r2c4 r3c4 r3c5 r3c6
cage 19 r2c5 r2c6 r2c7 r3c7
cage 26 r2c8 r3c8 r3c9 r4c9 r5c9
cage 20 r3c2 r3c3 r4c2 r5c2
cage 20 r4c3 r5c3 r6c2 r6c3
cage 13 r4c4 r5c4
cage 9 r4c5 r4c6
cage 20 r4c7 r4c8 r5c7 r6c7
cage 24 r5c1 r6c1 r7c1 r7c2 r8c2
cage 6 r5c5 r5c6 r6c6
cage 20 r5c8 r6c8 r7c7 r7c8
cage 17 r6c4 r6c5
cage 26 r6c9 r7c9 r8c9 r9c8 r9c9
cage 21 r7c3 r8c3 r8c4 r8c5
cage 20 r7c4 r7c5 r7c6 r8c6
cage 24 r8c1 r9c1 r9c2 r9c3 r9c4
cage 25 r8c7 r8c8 r9c5 r9c6 r9c7

#puzzle Wecoc #2
size 9
rules sudoku
cage 10 r1c1 r2c1
cage 20 r1c2 r1c3 r2c2 r2c3
cage 25 r1c4 r1c5 r1c6 r1c7 r2c4
cage 11 r1c8 r1c9
cage 20 r2c5 r2c6 r2c7 r3c6
cage 20 r2c8 r2c9 r3c8 r3c9
cage 25 r3c1 r4c1 r5c1 r6c1 r6c2
cage 20 r3c2 r4c2 r4c3 r5c2
cage 25 r3c3 r3c4 r3c5 r4c4 r5c4
cage 25 r3c7 r4c5 r4c6 r4c7 r5c7
cage 25 r4c8 r4c9 r5c9 r6c9 r7c9
cage 25 r5c3 r6c3 r6c4 r6c5 r7c3
cage 2 r5c5
cage 25 r5c6 r6c6 r7c5 r7c6 r7c7
cage 20 r5c8 r6c7 r6c8 r7c8
cage 21 r7c1 r7c2 r8c1 r8c2
cage 20 r7c4 r8c3 r8c4 r8c5
cage 25 r8c6 r9c3 r9c4 r9c5 r9c6
cage 20 r8c7 r8c8 r9c7 r9c8
cage 11 r8c9 r9c9
cage 10 r9c1 r9c2

#puzzle tarek unsolvable #41
size 9
rules sudoku
cage 28 r1c1 r1c2 r2c2 r2c3 r2c4
cage 19 r1c3 r1c4 r1c5 r2c5 r2c6
cage 24 r1c6 r1c7 r1c8 r2c7
cage 20 r1c9 r2c8 r2c9 r3c8 r4c8
cage 19 r2c1 r3c1 r3c2 r4c1
cage 23 r3c3 r3c4 r3c5 r3c6 r4c3
cage 19 r3c7 r4c5 r4c6 r4c7 r5c7
cage 26 r3c9 r4c9 r5c8 r5c9 r6c8
cage 28 r4c2 r5c1 r5c2 r6c1 r7c1
cage 24 r4c4 r5c4 r5c5 r5c6 r6c6
cage 32 r5c3 r6c3 r6c4 r6c5 r7c3
cage 24 r6c2 r7c2 r8c1 r8c2 r9c1
cage 29 r6c7 r7c4 r7c5 r7c6 r7c7
cage 19 r6c9 r7c8 r7c9 r8c9
cage 22 r8c3 r9c2 r9c3 r9c4
cage 21 r8c4 r8c5 r9c5 r9c6 r9c7
cage 28 r8c6 r8c7 r8c8 r9c8 r9c9
