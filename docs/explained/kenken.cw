#puzzle
name kenken 3
kind kenken
size 9 boxes none
values 1..9
rules rows columns
cages
n c u l l t d m m
n c u u t t d m m
n o a a a d d g g
n o o o b f f g g
j j r r b w f q x
i j z p b w f q q
i j p p w w h h q
i i s p k k h v e
s s s y k k e e e
cage n 14+
cage c 11+
cage u 126*
cage l 4-
cage t 11+
cage d 25+
cage m 21+
cage o 18+
cage a 18*
cage g 22+
cage b 80*
cage f 23+
cage j 17+
cage r 5-
cage w 19+
cage q 19+
cage x 3+
cage i 1512*
cage z 2+
cage p 224*
cage h 50*
cage s 26+
cage k 18+
cage v 2+
cage e 22+
cage y 5+
