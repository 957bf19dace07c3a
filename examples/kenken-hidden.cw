#puzzle kenken-hidden
# A hidden-operator KenKen: each cage shows its target but not its operation; any of
# + - * / that fits the cage may make it (- and / only on two cells). The cages and
# targets of janko.at's KenKen no. 9 (6x6) with the operations removed; it stays unique.
size 6 boxes none
rules latin
cages
a a b b c c
a d d b e e
f d g h i i
f j g h k l
m j n o k l
m n n o p p
cage a 16?
cage b 7?
cage c 1?
cage d 25?
cage e 2?
cage f 2?
cage g 2?
cage h 4?
cage i 6?
cage j 4?
cage k 2?
cage l 5?
cage m 3?
cage n 9?
cage o 2?
cage p 1?
