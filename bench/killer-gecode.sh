#!/usr/bin/env bash
# Killers through the general engine against Gecode, side by side in one run, as docs/PERFORMANCE.md reports them.
# Gecode runs through MiniZinc on Cellwise's own export (`cellwise export --to minizinc`), one thread, all solutions
# (-a -p 1), and its solveTime statistic is taken (flattening and start-up excluded). Cellwise's figures are `bench`'s
# solver time per puzzle (warmed JIT, uniqueness checked), over the same puzzles.
#   bench/killer-gecode.sh [FILE] [SIZE]     default: data/killer-janko.txt, the 9x9 puzzles
# Environment: CELLWISE, the launcher (default: this checkout's ./cellwise).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
file="${1:-$here/data/killer-janko.txt}"; size="${2:-9x9}"
cw="${CELLWISE:-$here/cellwise}"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
# one file per puzzle of the wanted size (janko names end in _9x9)
awk -v size="_$size" -v dir="$tmp" '/^#killer /{keep = index($2, size) > 0; if (keep) {n++; f = sprintf("%s/p%04d.txt", dir, n)}}
  keep {print > f}' "$file"
cat "$tmp"/p*.txt > "$tmp/all.txt"
count=$(ls "$tmp"/p*.txt | wc -l)
times="$tmp/gecode.txt"
for p in "$tmp"/p*.txt; do
  "$cw" export --to minizinc "$p" > "${p%.txt}.mzn"
  minizinc --solver gecode -a -p 1 --statistics "${p%.txt}.mzn" 2>&1 | awk -F= '/solveTime=/{print $2 * 1000}' | tail -1 >> "$times"
done
stats() { sort -g | awk '{a[NR]=$1; s+=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2;
  printf "median %.3f ms, mean %.3f ms, max %.3f ms over %d\n", m, s/NR, a[NR], NR}'; }
echo "Gecode (MiniZinc $(minizinc --version | head -1 | grep -o '[0-9][0-9.]*' | head -1), solveTime): $(stats < "$times")"
"$cw" bench --warmup 20000 "$tmp/all.txt" | awk 'NR==2 {printf "Cellwise (bench, solver time): median %.3f ms, mean %.3f ms, max %.3f ms over %d\n", $7/1000, $6/1000, $8/1000, $3}'
