#!/usr/bin/env bash
# The figures of docs/EXPLAIN.md ("Quality, measured"): grades the SE-rated sets on both scales and samples of the
# forum's hardest lists on the default scale, one thread, and prints the tables. Run from the repository root after
# a build (./cellwise builds on first use). CPU times are each grade's own thread time (grade --json's cpu_ms), so a
# busy machine slows the run but not the figures much. About 15 minutes on one core.
#
# The SE scale was developed on data/se-rated.tsv (every puzzle of it: its figures are development figures). The
# figures claimed are those of the two sets held back from development, fixed before their results were looked at:
# data/se-rated-check.tsv, data/se-rated-fresh.tsv and data/se-rated-forum.tsv (all of each; data/README.md says how
# each was chosen). `explain-figures.sh DIR se` stops after the SE tables (about 4 minutes).
set -euo pipefail
cw=${CELLWISE:-./cellwise}
out=${1:-$(mktemp -d)}
only=${2:-all}
mkdir -p "$out"
sets="se-rated se-rated-check se-rated-fresh se-rated-forum"
for f in $sets; do grep -v '^#' "data/$f.tsv" > "$out/$f.tsv"; done
for f in $sets; do
  # a long limit: the forum's puzzles take up to a minute of CPU on this scale, and past half the limit it is not exact
  $cw grade --json --threads 1 --scale se --timeout 1800 "$out/$f.tsv" > "$out/$f.se.json" || true
  [ "$only" = se ] || $cw grade --json --threads 1 "$out/$f.tsv" > "$out/$f.default.json" || true
done
if [ "$only" != se ]; then
  # samples fixed before their results were seen, apart from the lines of earlier figures (NR % 240 == 7, NR % 3 == 1)
  awk 'NR % 240 == 120' 'data/forum_hardest_1905_11+.txt' > "$out/forum11.txt"      # 203 of 48,766
  grep -v '^#' data/forum_hardest_1106.txt | awk 'NR % 3 == 2' > "$out/forum1106.txt"  # 125 of 375
  for f in forum11 forum1106; do $cw grade --json --threads 1 "$out/$f.txt" > "$out/$f.default.json" || true; done
fi
python3 - "$out" "$only" <<'PY'
import json, os, sys, statistics
out, only = sys.argv[1], sys.argv[2]
def load(name):
    return [json.loads(l) for l in open(f"{out}/{name}") if l.startswith("{")]
def serate(name):
    return [tuple(float(x) for x in l.split("\t")[1].split("/")) for l in open(f"{out}/{name}.tsv") if "\t" in l]
def puzzles(name):
    return [l.split("\t")[0] for l in open(f"{out}/{name}.tsv") if "\t" in l]
def ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i]); r = [0.0] * len(xs); i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]: j += 1
        for k in range(i, j + 1): r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r
def spearman(a, b):
    ra, rb = ranks(a), ranks(b); ma, mb = statistics.mean(ra), statistics.mean(rb)
    num = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    return num / (sum((x - ma) ** 2 for x in ra) * sum((y - mb) ** 2 for y in rb)) ** 0.5
def pct(n, d): return f"{100 * n / d:.1f}%" if d else "-"
def p95(t): t = sorted(t); return t[min(len(t) - 1, int(0.95 * len(t)))]
def near(a, b, d): return abs(a - b) <= d + 1e-9
sets = [("se-rated", "se-rated.tsv (development: tuned on it)"), ("se-rated-check", "se-rated-check.tsv (held back)"),
        ("se-rated-fresh", "se-rated-fresh.tsv (held back)"), ("se-rated-forum", "se-rated-forum.tsv (held back, SE 10.2-11.6)")]
print("SE scale (`grade --scale se`) against serate 1.2.1.3\n")
print("| set | puzzles | ER same | ER within 0.1 | ER within 0.5 | EP same | ED same | ER/EP/ED all same | Spearman (ER) |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
held = []
for f, name in sets:
    truth, ours, ps = serate(f), load(f + ".se.json"), puzzles(f)
    n = len(truth)
    assert len(ours) == n, f"{f}: {len(ours)} grades for {n} puzzles"
    er = [o["er"] for o in ours]
    c = lambda k, d: sum(near(ours[i][k], truth[i]["er ep ed".split().index(k)], d) for i in range(n))
    all3 = sum((ours[i]["er"], ours[i]["ep"], ours[i]["ed"]) == truth[i] for i in range(n))
    print(f"| {name} | {n} | {pct(c('er', 0), n)} ({c('er', 0)}) | {pct(c('er', 0.1), n)} | {pct(c('er', 0.5), n)} | "
          f"{pct(c('ep', 0), n)} | {pct(c('ed', 0), n)} | {pct(all3, n)} | {spearman(er, [t[0] for t in truth]):.4f} |")
    if f != "se-rated":
        held += [(f, ps[i], truth[i], ours[i]) for i in range(n)]
n = len(held)
er = sum(near(o["er"], t[0], 0) for _, _, t, o in held)
print(f"| the held-back sets together | {n} | {pct(er, n)} ({er}) | {pct(sum(near(o['er'], t[0], 0.1) for _, _, t, o in held), n)} | "
      f"{pct(sum(near(o['er'], t[0], 0.5) for _, _, t, o in held), n)} | {pct(sum(near(o['ep'], t[1], 0) for _, _, t, o in held), n)} | "
      f"{pct(sum(near(o['ed'], t[2], 0) for _, _, t, o in held), n)} | "
      f"{pct(sum((o['er'], o['ep'], o['ed']) == t for _, _, t, o in held), n)} | "
      f"{spearman([o['er'] for *_, o in held], [t[0] for _, _, t, _ in held]):.4f} |")
print("\nThe largest disagreements on the held-back sets (ER first, then EP and ED)\n")
print("| set | puzzle | serate | Cellwise `--scale se` | hardest step here |")
print("| --- | --- | ---: | ---: | --- |")
worst = sorted((x for x in held if (x[3]["er"], x[3]["ep"], x[3]["ed"]) != x[2]),
               key=lambda x: (-abs(x[3]["er"] - x[2][0]), -abs(x[3]["ep"] - x[2][1]) - abs(x[3]["ed"] - x[2][2])))
for f, p, t, o in worst[:10]:
    print(f"| {f} | `{p}` | {t[0]}/{t[1]}/{t[2]} | {o['er']}/{o['ep']}/{o['ed']} | {o.get('hardest')} |")
if not worst: print("| | (none: every held-back puzzle has serate's three numbers) | | | |")
se_ms = [o["cpu_ms"] for f, _ in sets for o in load(f + ".se.json")]
print(f"\nSE scale CPU per puzzle over the SE-rated sets ({len(se_ms)}): median {statistics.median(se_ms):.1f} ms, "
      f"p95 {p95(se_ms):.1f} ms, max {max(se_ms):.0f} ms")
if only == "se": sys.exit()
print("\nThe default scale against serate's ER\n")
print("| set | puzzles | same number | within 0.3 | Spearman |")
print("| --- | ---: | ---: | ---: | ---: |")
for f, name in sets:
    truth, ours = serate(f), load(f + ".default.json")
    same = sum(o["rating"] == t[0] for o, t in zip(ours, truth))
    close = sum(abs(o["rating"] - t[0]) <= 0.3 + 1e-9 for o, t in zip(ours, truth))
    print(f"| {f}.tsv | {len(ours)} | {same} ({pct(same, len(ours))}) | {close} ({pct(close, len(ours))}) | "
          f"{spearman([o['rating'] for o in ours], [t[0] for t in truth]):.4f} |")
bands = [(1.0, 1.5, "1.0-1.5 singles"), (1.7, 2.5, "1.7-2.5 direct steps, naked single"), (2.6, 4.4, "2.6-4.4 locked candidates .. wings"),
         (4.5, 6.2, "4.5-6.2 uniqueness, BUG, APE"), (6.5, 7.4, "6.5-7.4 cycles, X-/Y-chains, forcing chains"),
         (7.5, 8.9, "7.5-8.9 Nishio, multiple and dynamic forcing chains"), (9.0, 9.9, "9.0-9.9 dynamic forcing chains (+)"),
         (10.0, 11.9, "10.0-11.9 nested forcing chains")]
rows = []
for f, _ in sets:
    for t, d, s in zip(serate(f), load(f + ".default.json"), load(f + ".se.json")): rows.append((t[0], d, s))
print("\nPer SE band (the SE-rated sets; CPU ms per puzzle, one thread)\n")
print("| SE band | puzzles | solved without a guess (default) | default CPU median / p95 | SE scale CPU median / p95 |")
print("| --- | ---: | ---: | ---: | ---: |")
for lo, hi, name in bands:
    b = [r for r in rows if lo <= r[0] <= hi]
    if not b: continue
    dt, st = [r[1]["cpu_ms"] for r in b], [r[2]["cpu_ms"] for r in b]
    print(f"| {name} | {len(b)} | {pct(sum(r[1]['solved'] for r in b), len(b))} | {statistics.median(dt):.1f} / {p95(dt):.1f} "
          f"| {statistics.median(st):.1f} / {p95(st):.1f} |")
for f, name in [("forum1106", "forum_hardest_1106 (lines 2, 5, 8...; SE about 10-11.9)"), ("forum11", "forum_hardest_1905_11+ (lines 120, 360...; SE 11 and up)")]:
    d = load(f + ".default.json"); t = [x["cpu_ms"] for x in d]
    print(f"| {name} | {len(d)} | {pct(sum(x['solved'] for x in d), len(d))} | {statistics.median(t):.0f} / {p95(t):.0f} | |")
print("\nThe hardest step, on both scales (the first two puzzles of each SE band of the held-back sets)\n")
print("| puzzle | SE (serate) | hardest step, SE scale | rating, default scale | hardest step, default scale |")
print("| --- | ---: | --- | ---: | --- |")
shown = 0
for lo, hi, _ in bands:
    pick = []
    for f in ["se-rated-check", "se-rated-fresh", "se-rated-forum"]:
        truth, d, s, ps = serate(f), load(f + ".default.json"), load(f + ".se.json"), puzzles(f)
        pick += [(ps[i], truth[i][0], s[i], d[i]) for i in range(len(truth)) if lo <= truth[i][0] <= hi]
    for p, t, s, d in pick[:2]:
        print(f"| `{p}` | {t} | {s.get('hardest')} | {d['rating']} | {d.get('hardest')} |"); shown += 1
for f in ["forum1106", "forum11"]:
    dd = load(f + ".default.json"); p = open(f"{out}/{f}.txt").read().split()
    for i in range(1 if shown >= 14 else 2):
        print(f"| `{p[i][:81]}` | {'10-11.9' if f == 'forum1106' else '11+'} | | {dd[i]['rating']} | {dd[i].get('hardest')} |"); shown += 1
PY
