#!/usr/bin/env bash
# The figures of docs/EXPLAIN.md ("Quality, measured"): grades the SE-rated sets on both scales and samples of the
# forum's hardest lists on the default scale, one thread, and prints the tables. Run from the repository root after
# a build (./cellwise builds on first use). CPU times are each grade's own thread time (grade --json's cpu_ms), so a
# busy machine slows the run but not the figures much. About 15 minutes on one core.
set -euo pipefail
cw=${CELLWISE:-./cellwise}
out=${1:-$(mktemp -d)}
mkdir -p "$out"
for f in se-rated se-rated-check; do grep -v '^#' "data/$f.tsv" > "$out/$f.tsv"; done
awk 'NR % 240 == 7' 'data/forum_hardest_1905_11+.txt' > "$out/forum11.txt"        # 204 of 48,766
grep -v '^#' data/forum_hardest_1106.txt | awk 'NR % 3 == 1' > "$out/forum1106.txt"  # 125 of 375
for f in se-rated se-rated-check; do
  $cw grade --json --threads 1 "$out/$f.tsv" > "$out/$f.default.json" || true
  $cw grade --json --threads 1 --scale se "$out/$f.tsv" > "$out/$f.se.json" || true
done
for f in forum11 forum1106; do $cw grade --json --threads 1 "$out/$f.txt" > "$out/$f.default.json" || true; done
python3 - "$out" <<'PY'
import json, sys, statistics
out = sys.argv[1]
def load(name):
    return [json.loads(l) for l in open(f"{out}/{name}") if l.startswith("{")]
def serate(name):
    return [tuple(float(x) for x in l.split("\t")[1].split("/")) for l in open(f"{out}/{name}.tsv") if "\t" in l]
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
print("SE scale against serate (ER, EP, ED)\n")
print("| set | puzzles | same ER | same ER/EP/ED | Spearman (ER) | largest ER difference |")
print("| --- | ---: | ---: | ---: | ---: | ---: |")
for name, rows in [("se-rated.tsv, odd lines", 1), ("se-rated.tsv, even lines", 0), ("se-rated-check.tsv (not seen in development)", None)]:
    f = "se-rated-check" if rows is None else "se-rated"
    truth, ours = serate(f), load(f + ".se.json")
    idx = [i for i in range(len(truth)) if rows is None or (i + 1) % 2 == rows]
    same = sum(ours[i]["er"] == truth[i][0] for i in idx)
    all3 = sum((ours[i]["er"], ours[i]["ep"], ours[i]["ed"]) == truth[i] for i in idx)
    worst = max(abs(ours[i]["er"] - truth[i][0]) for i in idx)
    sp = spearman([ours[i]["er"] for i in idx], [truth[i][0] for i in idx])
    print(f"| {name} | {len(idx)} | {same} ({pct(same, len(idx))}) | {all3} ({pct(all3, len(idx))}) | {sp:.4f} | {worst:.1f} |")
print("\nThe default scale against serate's ER\n")
print("| set | puzzles | same number | within 0.3 | Spearman |")
print("| --- | ---: | ---: | ---: | ---: |")
for f in ["se-rated", "se-rated-check"]:
    truth, ours = serate(f), load(f + ".default.json")
    same = sum(o["rating"] == t[0] for o, t in zip(ours, truth))
    near = sum(abs(o["rating"] - t[0]) <= 0.3 for o, t in zip(ours, truth))
    print(f"| {f}.tsv | {len(ours)} | {same} ({pct(same, len(ours))}) | {near} ({pct(near, len(ours))}) | "
          f"{spearman([o['rating'] for o in ours], [t[0] for t in truth]):.4f} |")
bands = [(1.0, 1.5, "1.0-1.5 singles"), (1.7, 2.5, "1.7-2.5 direct steps, naked single"), (2.6, 4.4, "2.6-4.4 locked candidates .. wings"),
         (4.5, 6.2, "4.5-6.2 uniqueness, BUG, APE"), (6.5, 7.4, "6.5-7.4 cycles, X-/Y-chains, forcing chains"),
         (7.5, 8.9, "7.5-8.9 Nishio, multiple and dynamic forcing chains"), (9.0, 9.4, "9.0-9.4 dynamic forcing chains (+)")]
rows = []
for f in ["se-rated", "se-rated-check"]:
    for t, d, s in zip(serate(f), load(f + ".default.json"), load(f + ".se.json")): rows.append((t[0], d, s))
print("\nPer SE band (both SE-rated sets; CPU ms per puzzle, one thread)\n")
print("| SE band | puzzles | solved without a guess (default) | default CPU median / p95 | SE scale CPU median / p95 |")
print("| --- | ---: | ---: | ---: | ---: |")
for lo, hi, name in bands:
    b = [r for r in rows if lo <= r[0] <= hi]
    if not b: continue
    dt, st = [r[1]["cpu_ms"] for r in b], [r[2]["cpu_ms"] for r in b]
    print(f"| {name} | {len(b)} | {pct(sum(r[1]['solved'] for r in b), len(b))} | {statistics.median(dt):.1f} / {p95(dt):.1f} "
          f"| {statistics.median(st):.1f} / {p95(st):.1f} |")
for f, name in [("forum1106", "forum_hardest_1106 (every 3rd; SE about 10-11.9)"), ("forum11", "forum_hardest_1905_11+ (every 240th; SE 11 and up)")]:
    d = load(f + ".default.json"); t = [x["cpu_ms"] for x in d]
    print(f"| {name} | {len(d)} | {pct(sum(x['solved'] for x in d), len(d))} | {statistics.median(t):.0f} / {p95(t):.0f} | |")
print("\nThe hardest step, on both scales (the first two puzzles of each SE band of se-rated-check.tsv)\n")
print("| puzzle | SE (serate) | hardest step, SE scale | rating, default scale | hardest step, default scale |")
print("| --- | ---: | --- | ---: | --- |")
truth, d, s = serate("se-rated-check"), load("se-rated-check.default.json"), load("se-rated-check.se.json")
puzzles = [l.split("\t")[0] for l in open(f"{out}/se-rated-check.tsv") if "\t" in l]
shown = 0
for lo, hi, _ in bands:
    for i in [i for i in range(len(truth)) if lo <= truth[i][0] <= hi][:2]:
        print(f"| `{puzzles[i]}` | {truth[i][0]} | {s[i].get('hardest')} | {d[i]['rating']} | {d[i].get('hardest')} |"); shown += 1
for f in ["forum1106", "forum11"]:
    dd = load(f + ".default.json"); p = open(f"{out}/{f}.txt").read().split()
    for i in range(1 if shown >= 14 else 2):
        print(f"| `{p[i][:81]}` | {'10-11.9' if f == 'forum1106' else '11+'} | | {dd[i]['rating']} | {dd[i].get('hardest')} |"); shown += 1
PY
