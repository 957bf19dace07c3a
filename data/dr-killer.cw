#puzzle dr-killer
# A digital-root killer made for this project by bench/dr-killer.py 36 (its grid: cellwise generate sudoku --seed 29).
# Each cage's values differ and add up to one of the sums listed: those of its digital root that its cells can reach.
size 9
rules sudoku
cage 13|22 r1c7 r2c7 r1c6 r1c5
cage 11|20 r2c4 r2c5 r3c4
cage 13|22 r5c6 r6c6 r5c5 r6c5
cage 13|22 r2c9 r3c9 r1c9
cage 14|23 r7c5 r8c5 r8c4
cage 18|27 r8c6 r9c6 r9c7 r7c6 r9c5
cage 7|16 r7c1 r6c1
cage 14|23 r4c1 r3c1 r4c2
cage 20|29 r6c3 r6c4 r7c4 r7c3 r6c2
cage 4 r7c8
cage 4|13 r1c4 r1c3
cage 14|23 r9c2 r9c3 r9c4 r8c3
cage 9|18 r2c6 r3c6 r4c6
cage 11|20|29 r2c8 r1c8 r3c8 r4c8
cage 6|15|24 r5c8 r5c9 r4c9
cage 14|23 r8c8 r8c7 r9c8 r7c7
cage 10 r1c2 r2c2
cage 4|13 r5c4 r4c4
cage 12|21|30 r4c3 r5c3 r5c2 r5c1
cage 3|12 r9c9 r8c9
cage 14|23 r3c7 r4c7 r5c7
cage 10 r6c9 r7c9
cage 17|26 r8c1 r9c1 r8c2 r7c2
cage 4|13 r2c1 r1c1
cage 7|16 r4c5 r3c5
cage 9|18 r2c3 r3c3 r3c2
cage 4|13 r6c8 r6c7
