#!/usr/bin/env bash
# Times every engine on the seeds' puzzles and prints the table of docs/SOLVERS.md (tool time in ms, uniqueness
# included: SMT solvers answer a second query, the others are asked for two solutions).
set -euo pipefail
cd "$(dirname "$0")/.."
engines="cellwise z3 cvc5 clingo minizinc swipl"
printf '| puzzle |'; for e in $engines; do printf ' %s |' "$e"; done; printf '\n|---|'; for e in $engines; do printf -- '---:|'; done; printf '\n'
for f in examples/seed00*; do
  printf '| %s |' "$(basename "$f")"
  for e in $engines; do
    ms=$(./cellwise solve --engine "$e" --json --timeout 600 "$f" | python3 -c '
import json, sys
o = json.loads(sys.stdin.readline())
print("%.0f" % o.get("toolMillis", o["millis"]) if o["status"] == "solved" else o["status"])')
    printf ' %s |' "$ms"
  done
  printf '\n'
done
