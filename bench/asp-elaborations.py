#!/usr/bin/env python3
"""Seed 001's elaborations written both ways, the built-in rule and the article's lines in clingo's notation, on fresh
puzzles, timed by `cellwise bench` in alternating runs (medians), with the search's nodes and guesses of each form
(single thread, which do not depend on the machine). Anti-knight, offset and non-consecutive puzzles are made by
`cellwise generate sudoku --rules RULE --seed SEED`; greater-than puzzles from the answers of `cellwise generate sudoku
--seed SEED`: a sign between every two neighbours of a box, as seed 001's puzzle has, and givens where the signs leave
several solutions. Usage, from the repository root: bench/asp-elaborations.py SEED COUNT ROUNDS OUTDIR [WARMUP [FORMS]]:
WARMUP puzzles solved before each timing (3000), FORMS a semicolon-separated choice of the forms timed beside each built-in
rule (all), RULES a semicolon-separated choice of the variants (all): bench/asp-elaborations.py ... OUTDIR WARMUP FORMS RULES. The puzzles of a seed and count are made once: a second run with the same OUTDIR times them again."""
import json, os, random, statistics, subprocess, sys

SEED, COUNT, ROUNDS, OUT = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
WARMUP = sys.argv[5] if len(sys.argv) > 5 else "3000"
CHOSEN = sys.argv[6].split(";") if len(sys.argv) > 6 and sys.argv[6] else None
ONLY = sys.argv[7].split(";") if len(sys.argv) > 7 else None
CW = os.path.abspath("cellwise")
os.makedirs(OUT, exist_ok=True)

EIGHT = """:- a(R, C, N), a(R-2, C-1, N) .      :- a(R, C, N), a(R-2, C+1, N) .
:- a(R, C, N), a(R-1, C-2, N) .      :- a(R, C, N), a(R-1, C+2, N) .
:- a(R, C, N), a(R+1, C-2, N) .      :- a(R, C, N), a(R+1, C+2, N) .
:- a(R, C, N), a(R+2, C-1, N) .      :- a(R, C, N), a(R+2, C+1, N) ."""
FORMS = {
    "anti-knight": {"built-in": "anti-knight", "article, simply": ":- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.",
                    "article, eight lines": EIGHT, "knight's move": ":- a(R,C,N), a(R1,C1,N), |R1-R| * |C1-C| == 2."},
    "offset": {"built-in": "offset", "article, first form": ":- a(R,C,N), a(R1,C1,N),\n    R\\3 == R1\\3, C\\3 == C1\\3,\n    1{R != R1; C != C1}.",
               "article, second form": ":- a(R,C,N), a(R1,C1,N),\n    R\\3 == R1\\3, C\\3 == C1\\3,\n    R != R1, C != C1."},
    "non-consecutive": {"built-in": "non-consecutive", "clingo": ":- a(R,C,N), a(R1,C1,N1), |R-R1| + |C-C1| == 1, |N-N1| == 1."},
}


def run(*args, stdin=None):
    return subprocess.run([CW, *args], input=stdin, capture_output=True, text=True, check=False).stdout


def write(name, text):
    path = os.path.join(OUT, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def name(rule, form):
    return rule + "-" + form.replace(" ", "-").replace(",", "").replace("'", "") + ".cw"


STAMP = os.path.join(OUT, "made")
MADE = "%d %d %s" % (SEED, COUNT, ";".join(ONLY or ["all"]))
made = os.path.exists(STAMP) and open(STAMP).read() == MADE
files = {}
for rule, forms in ({} if made else FORMS).items():
    if ONLY and rule not in ONLY:
        continue
    base = run("generate", "sudoku", "--rules", rule, "--seed", str(SEED), "--count", str(COUNT), "--threads", "2")
    line = "rules rows columns boxes " + rule
    assert base.count(line) == COUNT, rule
    for form, text in forms.items():
        written = base if form == "built-in" else base.replace(line, "rules rows columns boxes\n" + text)
        write(name(rule, form), written)

if not made and (not ONLY or "greater-than" in ONLY):
    # greater-than: signs read off fresh answers, givens added where they leave several solutions
    rnd = random.Random(SEED)
    answers = [json.loads(l)["grid"] for l in run("solve", "--json", "-", stdin=run("generate", "sudoku", "--seed", str(SEED + 1),
                                                                                      "--count", str(COUNT), "--threads", "2")).splitlines()]
    builtin, clingo = [], []
    for k, g in enumerate(answers):
        pairs = []
        for r in range(9):
            for c in range(9):
                for r2, c2 in ((r, c + 1), (r + 1, c)):
                    if r2 < 9 and c2 < 9 and r // 3 == r2 // 3 and c // 3 == c2 // 3:
                        big, small = ((r, c), (r2, c2)) if g[r][c] > g[r2][c2] else ((r2, c2), (r, c))
                        pairs.append((big, small))
        signs = "".join("r%dc%d > r%dc%d\n" % (b[0] + 1, b[1] + 1, s[0] + 1, s[1] + 1) for b, s in pairs)
        facts = "\n".join("gt(%d,%d,%d,%d)." % (b[0] + 1, b[1] + 1, s[0] + 1, s[1] + 1) for b, s in pairs)
        givens = {}
        while True:
            grid = "givens\n" + "\n".join(" ".join(str(givens.get((r, c), ".")) for c in range(9)) for r in range(9)) + "\n"
            text = "#puzzle gt %d\nsize 9\nrules sudoku\n%s%s" % (k + 1, signs, grid)
            a = json.loads(run("solve", "--json", "-", stdin=text).splitlines()[0])
            if a.get("unique"):
                break
            cell = rnd.choice(a["differs"])
            r, c = int(cell[1:cell.index("c")]) - 1, int(cell[cell.index("c") + 1:]) - 1
            givens[(r, c)] = g[r][c]
        builtin.append(text)
        clingo.append("#puzzle gt %d\nsize 9\nrules sudoku\n:- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.\n%s\n%s" % (k + 1, facts, grid))
    write(name("greater-than", "built-in"), "\n".join(builtin))
    write(name("greater-than", "article"), "\n".join(clingo))
if not made:
    write("made", MADE)
FORMS["greater-than"] = {"built-in": "", "article": ""}
for rule, forms in FORMS.items():
    if ONLY and rule not in ONLY:
        continue
    for form in forms:
        if form == "built-in" or CHOSEN is None or form in CHOSEN:
            files.setdefault(rule, {})[form] = os.path.join(OUT, name(rule, form))

for rule, forms in files.items():
    # the search's own counts, one thread: the same for the same constraints in the same order
    counts = {}
    for form, path in forms.items():
        nodes = guesses = 0
        for l in run("solve", "--json", "--threads", "1", path).splitlines():
            a = json.loads(l)
            assert a["status"] == "solved" and a["unique"], (path, a)
            nodes += a["nodes"]
            guesses += a["guesses"]
        counts[form] = (nodes, guesses)
    rate = {form: [] for form in forms}
    wall = {form: [] for form in forms}
    for _ in range(ROUNDS):  # alternating, so a busy spell falls on every form alike
        for form, path in forms.items():
            b = json.loads(run("bench", "--json", "--warmup", WARMUP, path))
            rate[form].append(b["solverPuzzlesPerSecond"])
            wall[form].append(b["puzzlesPerSecond"])
    base, wbase = statistics.median(rate["built-in"]), statistics.median(wall["built-in"])
    for form in forms:
        m, w = statistics.median(rate[form]), statistics.median(wall[form])
        print("%-16s %-21s solver %7.0f/s (%4.2fx the built-in's time)  wall %6.0f/s (%4.2fx)  nodes %7d  guesses %7d"
              % (rule, form, m, base / m, w, wbase / w, counts[form][0], counts[form][1]), flush=True)
print("medians of %d alternating runs of `cellwise bench --warmup %s`, %d fresh puzzles a file (seed %d)" % (ROUNDS, WARMUP, COUNT, SEED))
