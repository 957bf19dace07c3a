#!/usr/bin/env bash
# Cellwise's logic beside Rangsk's logical solver (SudokuSolverRust), on the very same f-puzzles puzzles.
#   bench/rangsk-logic.sh DRIVER PUZZLES [CELLWISE]
# DRIVER is an already-built program (built outside this repository; docs/EXPLAIN.md says how) that reads f-puzzles
# strings or links one per line and prints, per puzzle, a tab-separated line: index, solved|stalled|invalid|error,
# its solution count (1, 2+), logical steps, CPU ms, its techniques (name=count,...), its first solution, the
# grid its logic left. This script builds and fetches nothing.
# PUZZLES holds one puzzle a line, "kind<TAB>link" (FamilyLogicTest writes them, see docs/EXPLAIN.md), or is
# data/fpuzzles.tsv (title, lz-string, solution, with its header), whose puzzles are all of kind "fpuzzles.tsv".
# A kind "a+b" (a second kind added) is counted under its first.
# Cellwise (CELLWISE, default this checkout's ./cellwise) grades on one thread; "by logic" is solved without a guess.
# A puzzle either solver reads with another solution or more than one ("read apart") is counted in its own column:
# its figures beside it compare different puzzles. KEEP=DIR keeps both solvers' raw output there.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
driver="${1:?usage: bench/rangsk-logic.sh DRIVER PUZZLES [CELLWISE]}"; puzzles="${2:?PUZZLES}"
cellwise="${3:-$here/cellwise}"
keep="${KEEP:-$(mktemp -d)}"; mkdir -p "$keep"
if head -1 "$puzzles" | grep -q '^title	fpuzzles'; then
  tail -n +2 "$puzzles" | awk -F'\t' '{print "fpuzzles.tsv\t" $2}' > "$keep/puzzles.tsv"
else
  grep -v '^\s*$' "$puzzles" > "$keep/puzzles.tsv"
fi
cut -f2 "$keep/puzzles.tsv" > "$keep/links.txt"
"$driver" < "$keep/links.txt" > "$keep/rangsk.tsv"
"$cellwise" grade --json --threads 1 --timeout 60 - < "$keep/links.txt" > "$keep/grade.jsonl" || true
"$cellwise" solve --json --threads 1 --timeout 60 - < "$keep/links.txt" > "$keep/solve.jsonl" || true
python3 - "$keep" <<'EOF'
import json, statistics, sys
d = sys.argv[1]
kinds = [l.split('\t')[0].split('+')[0] for l in open(f'{d}/puzzles.tsv').read().splitlines()]
rangsk = [l.split('\t') for l in open(f'{d}/rangsk.tsv').read().splitlines()]
grade = [json.loads(l) for l in open(f'{d}/grade.jsonl') if l.startswith('{')]
solve = [json.loads(l) for l in open(f'{d}/solve.jsonl') if l.startswith('{')]
assert len(kinds) == len(rangsk) == len(grade) == len(solve), (len(kinds), len(rangsk), len(grade), len(solve))
rows, apart, order = {}, [], []
for i, kind in enumerate(kinds):
    r, g, s = rangsk[i], grade[i], solve[i]
    mine = ''.join(str(v) if v < 10 else chr(55 + v) for row in s.get('grid') or [] for v in row) if s.get('unique') else None
    same = mine is not None and r[2] == '1' and r[6] == mine
    c_ok, r_ok = bool(g.get('solved')), r[1] == 'solved'
    for k in (kind, 'all'):
        if k not in rows: rows[k] = dict(n=0, c=0, r=0, both=0, oc=0, orr=0, apart=0, cms=[], rms=[]); order.append(k)
        x = rows[k]
        x['n'] += 1
        if not same: x['apart'] += 1; continue
        x['c'] += c_ok; x['r'] += r_ok; x['both'] += c_ok and r_ok
        x['oc'] += c_ok and not r_ok; x['orr'] += r_ok and not c_ok
        x['cms'].append(g.get('cpu_ms', 0.0)); x['rms'].append(float(r[4]))
    if not same: apart.append((i + 1, kind, g.get('name', ''), r[2], 'unique' if s.get('unique') else s.get('status')))
    elif r_ok and not c_ok: print(f'only Rangsk: puzzle {i + 1} ({kind}, {g.get("name", "")})')
order = [k for k in order if k != 'all'] + ['all']
med = lambda v: f'{statistics.median(v):.1f}' if v else '-'
print('| kind | puzzles | read apart | Cellwise by logic | Rangsk by logic | both | only Cellwise | only Rangsk '
      '| CPU ms median, Cellwise | CPU ms median, Rangsk |')
print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for k in order:
    x = rows[k]
    print(f"| {k} | {x['n']} | {x['apart']} | {x['c']} | {x['r']} | {x['both']} | {x['oc']} | {x['orr']} "
          f"| {med(x['cms'])} | {med(x['rms'])} |")
for i, kind, name, count, status in apart:
    print(f'read apart: puzzle {i} ({kind}, {name}): Rangsk counts {count} solution(s), Cellwise {status}')
EOF
echo "raw output: $keep"
