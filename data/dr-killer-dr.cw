#puzzle dr-killer-dr
# data/dr-killer.cw (made by bench/dr-killer.py 36) with each cage written as its digital root, DR<n>, as a setter
# writes it and as f-puzzles names it: DR5 on four cells of 1..9 is 14 or 23. The same cages, the same answer.
size 9
rules sudoku
cage DR4 r1c7 r2c7 r1c6 r1c5
cage DR2 r2c4 r2c5 r3c4
cage DR4 r5c6 r6c6 r5c5 r6c5
cage DR4 r2c9 r3c9 r1c9
cage DR5 r7c5 r8c5 r8c4
cage DR9 r8c6 r9c6 r9c7 r7c6 r9c5
cage DR7 r7c1 r6c1
cage DR5 r4c1 r3c1 r4c2
cage DR2 r6c3 r6c4 r7c4 r7c3 r6c2
cage DR4 r7c8
cage DR4 r1c4 r1c3
cage DR5 r9c2 r9c3 r9c4 r8c3
cage DR9 r2c6 r3c6 r4c6
cage DR2 r2c8 r1c8 r3c8 r4c8
cage DR6 r5c8 r5c9 r4c9
cage DR5 r8c8 r8c7 r9c8 r7c7
cage DR1 r1c2 r2c2
cage DR4 r5c4 r4c4
cage DR3 r4c3 r5c3 r5c2 r5c1
cage DR3 r9c9 r8c9
cage DR5 r3c7 r4c7 r5c7
cage DR1 r6c9 r7c9
cage DR8 r8c1 r9c1 r8c2 r7c2
cage DR4 r2c1 r1c1
cage DR7 r4c5 r3c5
cage DR9 r2c3 r3c3 r3c2
cage DR4 r6c8 r6c7
