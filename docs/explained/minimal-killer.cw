#puzzle
name killer 1
kind killer
size 9 boxes 3x3
values 1..9
rules rows columns boxes
cages
. . . . . h h o o
. j j j j h o o o
n i i r j q q q q
n i r r c q . . k
n i a a c c k k k
n i l l c c . . e
n g g l f f m . e
b g g l f f m . p
b b b b d d d d p
cage h 9
cage o 23
cage j 29
cage n 23
cage i 26
cage r 13
cage q 28
cage c 25
cage k 14
cage a 9
cage l 13
cage e 17
cage g 20
cage f 17
cage m 14
cage b 32
cage p 7
cage d 17
