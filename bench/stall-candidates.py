#!/usr/bin/env python3
"""Random non-clausal puzzles that may stall the plain search: killer or KenKen cages over Latin squares (some with
jigsaw regions or non-consecutive), cage totals read off a random filling and one of them nudged, so the puzzle has
no solution, one or several. Prints a .cw file of them; bench/stalls.sh screens them. Usage: SEED COUNT
(KINDS="killer-nc killer-jig" for some kinds only)."""
import os, random, sys

KINDS = os.environ.get("KINDS", "killer killer-nc kenken killer-jig").split()

REGIONS = [  # jigsaw maps of data/stalls.cw (valid 9x9 regions)
    "aaabbcccc aabbbbcdc aabbdbddc aaeedddcc ffeeeeddg fffheeegg fhhhhgggg fiiihhhhg ffiiiiiig",
]

def latin(n, rnd):
    rows = list(range(n)); cols = list(range(n)); syms = list(range(1, n + 1))
    rnd.shuffle(rows); rnd.shuffle(cols); rnd.shuffle(syms)
    g = [[syms[(rows[r] + cols[c]) % n] for c in range(n)] for r in range(n)]
    # a few random intercalate-free shuffles keep it Latin but less regular: swap two rows' symbols along cycles
    for _ in range(3 * n):
        a, b = rnd.sample(range(n), 2)
        c = rnd.randrange(n)
        start = g[a][c]; cur = c
        while True:
            g[a][cur], g[b][cur] = g[b][cur], g[a][cur]
            nxt = [k for k in range(n) if k != cur and g[a][k] == g[a][cur]]
            if not nxt: break
            cur = nxt[0]
            if g[a][cur] == start and cur == c: break
    return g

def cages(n, rnd, lo, hi):
    label = [[None] * n for _ in range(n)]
    cs = []
    cells = [(r, c) for r in range(n) for c in range(n)]
    rnd.shuffle(cells)
    for r, c in cells:
        if label[r][c] is not None: continue
        want = rnd.randint(lo, hi)
        cage = [(r, c)]; label[r][c] = len(cs)
        while len(cage) < want:
            fr = [(y, x) for (a, b) in cage for (y, x) in ((a+1, b), (a-1, b), (a, b+1), (a, b-1))
                  if 0 <= y < n and 0 <= x < n and label[y][x] is None]
            if not fr: break
            y, x = rnd.choice(fr); label[y][x] = len(cs); cage.append((y, x))
        cs.append(cage)
    return cs

def name(i):
    s = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26); s = chr(97 + r) + s
    return s

def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rnd = random.Random(seed)
    for k in range(count):
        kind = rnd.choice(KINDS)
        n = 9 if kind == "killer-jig" else rnd.choice([9, 10, 11, 12])
        g = latin(n, rnd)
        cs = cages(n, rnd, 2, 6)
        density = rnd.uniform(0.3, 0.7)
        lines = [f"#puzzle {kind}-{seed}-{k}", f"size {n} boxes none"]
        if kind == "killer-jig":
            lines.append("rules latin"); lines.append("regions")
            lines += [" ".join(row) for row in REGIONS[0].split()]
            # the regions need a filling that respects them: keep cages only as sums (no guarantee of a solution)
        elif kind == "killer-nc":
            lines.append("rules latin non-consecutive")
        else:
            lines.append("rules latin")
        # keep only some cages (sparser clues stall more), nudge one total
        keep = [c for c in cs if rnd.random() < density]
        nudge = rnd.randrange(len(keep)) if rnd.random() < 0.5 else -1
        for i, c in enumerate(keep):
            vals = [g[r][x] for r, x in c]
            cells = " ".join(f"r{r+1}c{x+1}" for r, x in c)
            if kind == "kenken":
                op = rnd.choice("+*-") if len(c) == 2 else rnd.choice("+*")
                if op == "+": t = sum(vals)
                elif op == "*":
                    t = 1
                    for v in vals: t *= v
                else: t = abs(vals[0] - vals[1])
                if i == nudge: t += 1
                lines.append(f"cage {t}{op} {cells}")
            else:
                t = sum(vals) + (rnd.choice([-1, 1]) if i == nudge else 0)
                if len(set(vals)) < len(vals): lines.append(f"sum {t} {cells}")
                else: lines.append(f"cage {t} {cells}")
        print("\n".join(lines)); print()

main()
