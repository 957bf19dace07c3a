#!/usr/bin/env python3
"""Writes N classic Sudoku lines for the Spark and command-line throughput runs (docs/SCALE.md).

Each line is a random isomorph of a random puzzle of data/17_clue.txt: digits relabelled, rows permuted within
their bands and bands among themselves, columns likewise, and the grid transposed half the time. An isomorph has
one solution exactly when its source has, and the same difficulty, but the lines are not the file's own, so no
cache or ordering the code might have met on data/17_clue.txt helps it.

    bench/shuffled-17clue.py N [SEED] > puzzles.txt     # SEED 1 by default: the same file on every machine
"""
import random
import sys
from pathlib import Path


def isomorph(line, rnd):
    digits = list("123456789")
    rnd.shuffle(digits)
    relabel = {str(i + 1): d for i, d in enumerate(digits)}

    def order():
        bands = [0, 1, 2]
        rnd.shuffle(bands)
        out = []
        for b in bands:
            within = [0, 1, 2]
            rnd.shuffle(within)
            out += [3 * b + w for w in within]
        return out

    rows, cols, flip = order(), order(), rnd.random() < 0.5
    out = []
    for r in rows:
        for c in cols:
            ch = line[c * 9 + r] if flip else line[r * 9 + c]
            out.append(relabel.get(ch, "."))
    return "".join(out)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    n = int(sys.argv[1])
    rnd = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    source = Path(__file__).resolve().parent.parent / "data" / "17_clue.txt"
    puzzles = [l.strip() for l in source.read_text().splitlines() if len(l.strip()) == 81 and not l.startswith("#")]
    out = sys.stdout
    for _ in range(n):
        out.write(isomorph(rnd.choice(puzzles), rnd) + "\n")


if __name__ == "__main__":
    main()
