# Three puzzles that Rangsk's SudokuSolver (github.com/dclamage/SudokuSolver, SudokuTests/SolverTests.cs at 226e55b)
# asserts its own logic finishes (the first two) or solves uniquely (the third); the givens and rules are taken
# from those tests as facts, the solutions are in FamilyLogicTest. Used as test vectors only.

#puzzle
name miracle (Mitchell Lee's Miracle Sudoku; his MiracleLogicalSolve)
size 9 boxes 3x3
values 1..9
rules sudoku anti-king anti-knight non-consecutive
givens
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . 1 . . . . . .
. . . . . . 2 . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .

#puzzle
name diagonal non-consecutive (his SolveDiagonalNonconsecutive)
size 9 boxes 3x3
values 1..9
rules sudoku diagonal-non-consecutive
givens
5 . . . . . . . .
. . . . . . . . .
. . 4 . . . . . .
. . . . 8 . . . .
. 1 . 2 . . . . .
. . . 9 5 6 . . .
. . . . . . . 8 .
. . 8 3 . 4 . . .
. . . . . . 2 9 .

#puzzle
name knightmare with renban lines (his KnightmareTest)
size 9 boxes 3x3
values 1..9
rules sudoku knightmare
renban r2c5 r3c6 r3c7 r2c8
renban r3c5 r4c5 r5c5
renban r6c1 r5c2 r4c3 r3c3 r2c2
renban r7c4 r6c5 r5c6 r4c7 r3c8
renban r9c2 r8c3 r8c4 r9c5
rules-text Normal Suoku rules apply.
rules-text Cells along a Purple Renban Line must form a set of consecutive digits in any order.
rules-text Knightmare Rules.
rules-text Cells a Knight's move apart cannot sum to 5 or 15.
givens
6 . . . . . 4 . .
. . . 6 . . . . .
. . . 3 . . . . 9
. . . . . . . . .
5 . . . . . . . .
. . 7 . . 6 . 5 .
. . . . . . . . .
. 5 . . . 1 . 4 .
. . . 8 . 2 . . .
