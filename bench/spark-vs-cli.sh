#!/usr/bin/env bash
# The Spark job against the command line on the same puzzles (docs/SCALE.md): CPU seconds (user + system, from
# /usr/bin/time, the JVM's every thread) and wall seconds of
#   ./cellwise solve --threads 2 --json FILE > file
#   ./cellwise-spark solve --master 'local[2]' --out DIR FILE               (JSON lines)
#   ./cellwise-spark solve --master 'local[2]' --out-format parquet --out DIR FILE
# and, for the fixed costs, the first two on FILE's first line alone (cli-one, spark-one), run in turn, ROUNDS times
# (3 by default), then the median of each and the JSON job's CPU against the command line's. On a shared machine wall
# time follows the machine's load; CPU seconds are the measure to compare. A first Spark run before the rounds writes the launcher's
# class-data archive, as any first run after a build does.
#
#   bench/shuffled-17clue.py 1000000 > /tmp/p1m.txt && bench/spark-vs-cli.sh /tmp/p1m.txt
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
file="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
rounds="${2:-3}"
work="$(mktemp -d "${TMPDIR:-/tmp}/spark-vs-cli.XXXXXX")"
trap 'rm -rf "$work"' EXIT
head -n 1 "$file" > "$work/one.txt"
cd "$here"
./cellwise --version >/dev/null
./cellwise-spark solve --master 'local[2]' --out "$work/warm" "$file" >/dev/null
runs="$work/runs.tsv"
for ((r = 1; r <= rounds; r++)); do
  for run in cli spark-json spark-parquet cli-one spark-one; do
    rm -rf "$work/out"
    case "$run" in
      cli-one) cmd=(./cellwise solve --threads 2 --json "$work/one.txt") ;;
      spark-one) cmd=(./cellwise-spark solve --master 'local[2]' --out "$work/out" "$work/one.txt") ;;
      cli) cmd=(./cellwise solve --threads 2 --json "$file") ;;
      spark-json) cmd=(./cellwise-spark solve --master 'local[2]' --out "$work/out" "$file") ;;
      spark-parquet) cmd=(./cellwise-spark solve --master 'local[2]' --out-format parquet --out "$work/out" "$file") ;;
    esac
    /usr/bin/time -o "$work/time" -f "%e %U %S" "${cmd[@]}" > "$work/stdout" 2> "$work/stderr"
    read -r wall user sys < "$work/time"
    job="$(grep -o '; [0-9.]* s (' "$work/stdout" | tr -dc '0-9.' || true)"
    load="$(cut -d' ' -f1 /proc/loadavg)"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$run" "$wall" "$user" "$sys" "${job:--}" "$load" | tee -a "$runs"
  done
done
echo "median of $rounds: run, CPU s (user + sys), wall s, job s (as the job reports it), load average seen"
for run in cli spark-json spark-parquet cli-one spark-one; do
  grep "^$run	" "$runs" | awk -v run="$run" '
    { cpu[NR] = $3 + $4; wall[NR] = $2; job[NR] = $5; load = load " " $6 }
    function median(a, n,   i, j, t) {
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    END { printf "%s\t%.2f\t%.1f\t%s\t%s\n", run, median(cpu, NR), median(wall, NR), run ~ /^cli/ ? "-" : median(job, NR), load }'
done | tee "$work/medians.tsv"
awk -F'\t' '{ cpu[$1] = $2 } END { printf "spark-json / cli CPU: %.2f; per record past the one-puzzle job, us: cli %.2f, spark-json %.2f, spark-parquet %.2f (N = %d)\n",
  cpu["spark-json"] / cpu["cli"], (cpu["cli"] - cpu["cli-one"]) / n * 1e6, (cpu["spark-json"] - cpu["spark-one"]) / n * 1e6,
  (cpu["spark-parquet"] - cpu["spark-one"]) / n * 1e6, n }' n="$(grep -c . "$file")" "$work/medians.tsv"
