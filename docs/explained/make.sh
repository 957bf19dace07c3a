#!/usr/bin/env bash
# Writes the two whole explanations docs/EXPLAIN.md links to: a minimal killer and a minimal 9x9 KenKen, fresh puzzles
# made by the generator (the first of seed 551001, the third of seed 553001), explained as `explain` prints them.
# Run from the repository root (./cellwise builds on first use); about a minute of CPU.
set -euo pipefail
cw=${CELLWISE:-./cellwise}
d=docs/explained
$cw generate killer --minimal --count 1 --seed 551001 --threads 1 > $d/minimal-killer.cw
$cw generate kenken --size 9 --minimal --count 3 --seed 553001 --threads 1 \
  | awk '/^#puzzle/ { n++ } n == 3' > $d/kenken.cw
$cw explain --timeout 1800 $d/minimal-killer.cw > $d/minimal-killer.txt
$cw explain --timeout 1800 $d/kenken.cw > $d/kenken.txt
