#!/usr/bin/env python3
"""A digital-root killer with one solution, for data/dr-killer.cw. The grid is the answer of
`cellwise generate sudoku --seed 29`; cages of 2 to 4 cells with different values are grown on it at random (a cell
left alone joins a neighbouring cage that lacks its value), each cage clued by its digital root, written as the
sums of that root its cells can reach (f-puzzles' solvers' reading of "DR<n>"). While `cellwise solve` finds two
solutions, a cage holding a cell where they differ is split in two connected halves, which adds a clue. Prints the
.cw text; usage: SEED (run from the repository root)."""
import json, random, subprocess, sys

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 33)
G = [[8,6,1,3,4,7,5,9,2],[5,4,7,8,2,9,6,1,3],[3,2,9,1,6,5,4,7,8],[6,5,8,7,1,4,2,3,9],[2,7,4,6,9,3,8,5,1],
     [9,1,3,5,8,2,7,6,4],[7,3,2,9,5,8,1,4,6],[4,9,6,2,7,1,3,8,5],[1,8,5,4,3,6,9,2,7]]
N = 9

def dr_sums(root, k):
    lo, hi = k * (k + 1) // 2, N * (N + 1) // 2 - (N - k) * (N - k + 1) // 2
    return [s for s in range(root, hi + 1, 9) if s >= lo]

def near(r, c):
    return [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= r + dr < N and 0 <= c + dc < N]

cage = [[-1] * N for _ in range(N)]
cages = []
cells = [(r, c) for r in range(N) for c in range(N)]
random.shuffle(cells)
for r, c in cells:
    if cage[r][c] >= 0:
        continue
    want, cs, vals = random.choice([2, 3, 3, 4]), [(r, c)], {G[r][c]}
    cage[r][c] = len(cages)
    while len(cs) < want:
        nb = [x for a, b in cs for x in near(a, b) if cage[x[0]][x[1]] < 0 and G[x[0]][x[1]] not in vals]
        if not nb:
            break
        x = random.choice(nb)
        cs.append(x); vals.add(G[x[0]][x[1]]); cage[x[0]][x[1]] = len(cages)
    cages.append(cs)
for i, cs in enumerate(cages):  # one-cell cages are givens in disguise
    if len(cs) != 1:
        continue
    r, c = cs[0]
    for a, b in near(r, c):
        j = cage[a][b]
        if j != i and 1 < len(cages[j]) < 5 and G[r][c] not in {G[x][y] for x, y in cages[j]}:
            cages[j].append((r, c)); cages[i] = []; break
cages = [cs for cs in cages if cs]
for i, cs in enumerate(cages):
    for r, c in cs:
        cage[r][c] = i

def connected(xs):
    seen, todo = {xs[0]}, [xs[0]]
    while todo:
        for y in near(*todo.pop()):
            if y in xs and y not in seen:
                seen.add(y); todo.append(y)
    return len(seen) == len(xs)

def text():
    out = ["size 9", "rules sudoku"]
    for cs in cages:
        root = (sum(G[r][c] for r, c in cs) - 1) % 9 + 1
        out.append("cage " + "|".join(map(str, dr_sums(root, len(cs)))) + " " + " ".join("r%dc%d" % (r + 1, c + 1) for r, c in cs))
    return "\n".join(out) + "\n"

while True:
    t = text()
    res = json.loads(subprocess.run(["./cellwise", "solve", "--json", "--timeout", "20", "-"], input=t,
                                    capture_output=True, text=True).stdout.splitlines()[0])
    if res.get("unique"):
        print(t, end="")
        break
    at = {cage[int(d[1:d.index("c")]) - 1][int(d[d.index("c") + 1:]) - 1] for d in res.get("differs") or []}
    i = next((i for i in sorted(at, key=lambda i: -len(cages[i])) if len(cages[i]) > 1), None)
    if i is None:
        sys.exit("no cage left to split")
    cs = cages[i]
    splits = [(cs[:k], cs[k:]) for k in range(1, len(cs)) if connected(cs[:k]) and connected(cs[k:])]
    a, b = min(splits, key=lambda ab: abs(len(ab[0]) - len(ab[1])))
    cages[i] = a; cages.append(b)
    for r, c in b:
        cage[r][c] = len(cages) - 1
