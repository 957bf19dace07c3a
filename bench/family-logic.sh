#!/usr/bin/env bash
# Logic on the seeds' families, measured on puzzles nobody tuned on. Makes N fresh puzzles of each family with
# `cellwise generate --seed SEED` (Sujiko; header 4x4 and 5x5; KenKen 6x6 and 8x8; killer 9x9; then KenKen 8x8 and
# killer with --minimal cages, the killers N/4 as each takes seconds to make), grades them with each
# CELLWISE launcher given (default: this checkout's ./cellwise) on one thread, and prints per family how many finish
# by logic without a guess, and how many of those need forcing chains. To compare builds on the very same puzzles,
# pass another checkout's launcher:   bench/family-logic.sh 100 20261123 ./cellwise ../main/cellwise
# Environment: OUT keeps the puzzles (default: a temporary directory; files already there are reused), GEN is the
# launcher that makes them (default: the first one given), DIFFICULTY is passed to generate (default: any).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-100}"; seed="${2:-20261123}"; shift $(( $# < 2 ? $# : 2 ))
builds=("$@"); [ ${#builds[@]} -gt 0 ] || builds=("$here/cellwise")
gen="${GEN:-${builds[0]}}"; difficulty="${DIFFICULTY:-any}"
out="${OUT:-$(mktemp -d)}"; mkdir -p "$out"
families=("sujiko" "header --size 4" "header --size 5" "kenken --size 6" "kenken --size 8" "killer"
          "kenken --size 8 --minimal" "killer --minimal")
file_of() { echo "$out/$(echo "$1" | sed 's/ --size /-/; s/ --minimal/-minimal/').cw"; }
count_of() { case "$1" in "killer --minimal") echo $(( (n + 3) / 4 ));; *) echo "$n";; esac; }
for f in "${families[@]}"; do
  file="$(file_of "$f")"
  # exit 1 only says some puzzle of the level was not found in its draws: the ones made are kept
  [ -s "$file" ] || "$gen" generate $f --count "$(count_of "$f")" --seed "$seed" --difficulty "$difficulty" \
    --threads 1 > "$file" || [ $? -eq 1 ]
done
printf '%-20s' family; for b in "${builds[@]}"; do printf '  %-40s' "$b"; done; echo
for f in "${families[@]}"; do
  printf '%-20s' "$(echo "$f" | sed 's/ --size / /; s/ --minimal/, minimal/')"
  for b in "${builds[@]}"; do
    json="$("$b" grade --json --threads 1 --timeout 60 "$(file_of "$f")" || true)"
    total=$(grep -c '"name"' <<< "$json" || true); solved=$(grep -c '"solved":true' <<< "$json" || true)
    forcing=$(grep '"solved":true' <<< "$json" | grep -c 'forcing chain' || true)
    printf '  %-40s' "$solved of $total by logic ($forcing with forcing chains)"
  done
  echo
done
echo "puzzles: $out (seed $seed, difficulty $difficulty, made by $gen)"
