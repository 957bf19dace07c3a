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
./cellwise draw examples/seed003-sujiko.txt > "$out/seed003-sujiko.svg"
./cellwise draw examples/seed002-header.txt > "$out/seed002-header.svg"
./cellwise draw examples/seed000-overlap.lp > "$out/seed000-overlap.svg"
./cellwise draw examples/seed004-kenken.txt > "$out/seed004-kenken.svg"
./cellwise draw --pdf --per-page 4 --key examples/seed001-classic.cw examples/seed001-6x6.cw examples/seed004-kenken.txt \
  examples/kakuro.cw examples/seed003-sujiko.txt examples/seed002-header.txt > "$out/worksheet.pdf"
./cellwise solve --png examples/seed004-killer.txt > "$out/seed004-killer.png"
./cellwise solve --mode short examples/seed004-kenken.txt > "$out/seed004-kenken-short.txt"
./cellwise solve --mode verbose examples/seed004-kenken.txt > "$out/seed004-kenken-verbose.txt"
# check exits 1 on a grid that breaks a rule or is not finished: that is what these two show
answer=$(./cellwise solve --first --mode plain examples/seed004-kenken.txt | sed -n '2,$p' | tr -dc '0-9')
./cellwise check examples/seed004-kenken.txt --verbose --solution "$answer" > "$out/seed004-kenken-check.txt"
swapped="${answer:0:79}${answer:80:1}${answer:79:1}"
./cellwise check examples/seed004-kenken.txt --solution "$swapped" > "$out/seed004-kenken-check-swapped.txt" || true
partial=".${answer:1:9}.${answer:11:30}....${answer:45}"
./cellwise check examples/seed004-kenken.txt --solution "$partial" > "$out/seed004-kenken-check-partial.txt" || true
