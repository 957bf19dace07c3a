#!/usr/bin/env bash
# Regenerates the pictures in docs/pictures from the examples.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/pictures
mkdir -p "$out"
./cellwise solve --html examples/seed004-kenken.txt > "$out/seed004-kenken.html"
./cellwise solve --svg examples/seed004-killer.txt > "$out/seed004-killer.svg"
./cellwise solve --svg examples/seed001-greater-than.cw > "$out/seed001-greater-than.svg"
./cellwise solve --svg examples/samurai.cw > "$out/samurai.svg"
./cellwise solve --svg examples/kakuro.cw > "$out/kakuro.svg"
./cellwise solve --png examples/seed004-killer.txt > "$out/seed004-killer.png"
./cellwise solve --mode short examples/seed004-kenken.txt > "$out/seed004-kenken-short.txt"
./cellwise solve --mode verbose examples/seed004-kenken.txt > "$out/seed004-kenken-verbose.txt"
./cellwise check examples/seed004-kenken.txt --solution "$(./cellwise solve --json examples/seed004-kenken.txt)" > "$out/seed004-kenken-check.txt"
