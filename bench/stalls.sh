#!/bin/sh
# Screens random non-clausal puzzles (bench/stall-candidates.py SEED COUNT) for stalls: those Cellwise leaves
# undecided within $T seconds (count --limit 2, one thread), then asks clingo on our own export for two models
# within $C seconds. Prints one line per stall: name, clingo's answer and time. Usage: bench/stalls.sh SEED COUNT
# CW picks the Cellwise to screen with (e.g. CW="java -jar old.jar" for a build before a change).
set -e
T=${T:-20}; C=${C:-60}; CW=${CW:-./cellwise}
dir=$(mktemp -d)
python3 bench/stall-candidates.py "$1" "$2" > "$dir/all.cw"
$CW count --limit 2 --threads 1 --json --timeout "$T" "$dir/all.cw" > "$dir/cw.json" || true
grep '"timeout"' "$dir/cw.json" | sed 's/.*"name":"\([^"]*\)".*/\1/' | while read -r name; do
  awk -v n="$name" '/^#puzzle /{p = ($2 == n)} p' "$dir/all.cw" > "$dir/$name.cw"
  $CW export --to clingo "$dir/$name.cw" > "$dir/$name.lp"
  start=$(date +%s.%N)
  out=$(timeout "$C" clingo -n 2 -q "$dir/$name.lp" 2>&1 | grep -E '^(SATISFIABLE|UNSATISFIABLE|UNKNOWN)|^Models' | tr '\n' ' ') || true
  end=$(date +%s.%N)
  echo "$name clingo: ${out:-undecided} $(echo "$end - $start" | bc) s ($dir/$name.cw)"
done
echo "screened in $dir: $(grep -c . "$dir/cw.json") puzzles, $(grep -c '"timeout"' "$dir/cw.json") undecided"
