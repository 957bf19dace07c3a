#puzzle seed000-latin-a
# Grid A of the overlapping puzzle in a CSE494 Sudoku report (seed 000), on its own: a 5x5 Latin square with sum groups whose values may
# repeat (the report's sa(...) facts, its X,Y turned into rows and columns counted from
# the top left: sa(1,4,1,5,2,5,9) is cells r2c1 r1c1 r1c2 adding up to 9).
size 5 boxes none
rules latin
sum 9 r2c1 r1c1 r1c2
sum 3 r1c3 r1c4
sum 3 r3c5 r2c5
sum 9 r3c1 r3c2
sum 3 r5c1 r5c2
sum 7 r5c4 r5c5
sum 9 r4c4 r4c5
