#!/bin/sh
# Cellwise against Sigh's Interactive Sudoku Solver (ISS) on ISS's own collections (data/iss/), both on one thread,
# uniqueness proven, warm, alternating set by set and round by round; then the summary of bench/iss-report.py.
#
#   git --git-dir=ISS_REPO archive HEAD | tar -x -C ISS_DIR     # ISS's code, read at run time (node 20)
#   bench/iss.sh ISS_DIR [ROUNDS] [SET...]                       # from the project root
#
# Environment: OUT (default /tmp/cellwise-iss) keeps every round's JSON lines; RUNS (3) solves per puzzle and round,
# WARMUP (10) seconds of CPU time warming each solver first, TIMEOUT (60) seconds before Cellwise gives up on a puzzle,
# CAP (3000000) backtracks before ISS does. OLD_JAR: the benchmarks.jar of another build of Cellwise (say main's, built
# in a copy of it), run in the same rotation as a third solver, so that before and after and ISS share one run.
# NEW_JAR: a copy of this build's benchmarks.jar to time instead of building one (so that building on meanwhile cannot
# change the jar under a running round).
set -eu
ISS=${1:?usage: bench/iss.sh ISS_DIR [ROUNDS] [SET...]}
shift
ROUNDS=${1:-3}
[ $# -gt 0 ] && shift
SETS=${*:-tarek-all mathemagic-killers hs-killers little-killer-snipes pill-arrows hard-thermos 16x16 pencilmarks slow-cases}
OUT=${OUT:-/tmp/cellwise-iss}
RUNS=${RUNS:-3}
WARMUP=${WARMUP:-10}
TIMEOUT=${TIMEOUT:-60}
CAP=${CAP:-3000000}
mkdir -p "$OUT"
if [ -z "${NEW_JAR:-}" ]; then ./mvnw -q -B package -DskipTests -pl bench -am; fi
JAR=${NEW_JAR:-bench/target/benchmarks.jar}
r=1
while [ "$r" -le "$ROUNDS" ]; do
    for set in $SETS; do
        # the order alternates between rounds, so that neither solver always runs on the warmer (or busier) machine
        if [ $((r % 2)) -eq 1 ]; then order="iss cw ${OLD_JAR:+old}"; else order="${OLD_JAR:+old} cw iss"; fi
        for who in $order; do
            if [ $who = iss ]; then
                node bench/iss-times.mjs "$ISS" --runs "$RUNS" --warmup "$WARMUP" --max-backtracks "$CAP" "$set" \
                    > "$OUT/iss-$r-$set.jsonl"
            else
                java -cp "$([ $who = old ] && echo "$OLD_JAR" || echo "$JAR")" org.cellwise.engine.PuzzleTimes --runs "$RUNS" --warmup "$WARMUP" --timeout "$TIMEOUT" \
                    "data/iss/$set.cw" > "$OUT/$who-$r-$set.jsonl"
            fi
        done
    done
    r=$((r + 1))
done
python3 bench/iss-report.py "$OUT"
echo
echo "CPU time:"
python3 bench/iss-report.py "$OUT" --cpu
