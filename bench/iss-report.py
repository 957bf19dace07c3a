#!/usr/bin/env python3
"""Summarises bench/iss.sh's runs: per set, each solver's median and largest time per puzzle (Cellwise, ISS, and the
other build of Cellwise when there is one, "before"), guesses per puzzle, and the geometric mean of each Cellwise's time
over ISS's on the puzzles both proved.

    python3 bench/iss-report.py DIR [--cpu]

DIR holds cw-ROUND-SET.jsonl, iss-ROUND-SET.jsonl and perhaps old-ROUND-SET.jsonl (one JSON line per puzzle, as PuzzleTimes and iss-times.mjs write
them). A puzzle's time is the median over the rounds of each round's median; --cpu reads CPU time instead of wall time
(on a busy machine the CPU time is what the solver itself spent). A puzzle counts as proved by a solver when every
round ended unique or with no solution ('unknown' answers aside, a wrong answer stops the report)."""
import glob
import json
import math
import os
import re
import statistics
import sys


def load(d, who):
    runs = {}
    for f in sorted(glob.glob(os.path.join(d, who + '-*.jsonl'))):
        m = re.match(who + r'-(\d+)-(.+)\.jsonl$', os.path.basename(f))
        if not m:
            continue
        for line in open(f):
            line = line.strip()
            if not line.startswith('{'):
                continue
            j = json.loads(line)
            runs.setdefault((m.group(2), j['name']), []).append(j)
    return runs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    key = 'cpuMs' if '--cpu' in sys.argv else 'ms'
    d = args[0]
    who = [w for w in ('old', 'cw', 'iss') if glob.glob(os.path.join(d, w + '-*.jsonl'))]
    runs = {w: load(d, w) for w in who}
    label = {'old': 'before', 'cw': 'Cellwise', 'iss': 'ISS'}
    sets = []
    for w in who:
        for s, _ in runs[w]:
            if s not in sets:
                sets.append(s)
    for w in ('old', 'cw'):
        wrong = [(s, n) for (s, n), rs in runs.get(w, {}).items() if any(r['status'] == 'wrong' for r in rs)]
        if wrong:
            sys.exit('%s: wrong answers: %s' % (label[w], wrong))
    mine = [w for w in who if w != 'iss']
    print('| set | puzzles | proved (%s) | median / max ms: %s | guesses per puzzle, median (%s) | %s | past 10 s where ISS < 1 s (%s) |' % (
        ' / '.join(label[w] for w in who), ' \\| '.join(label[w] for w in who), ' / '.join(label[w] for w in who),
        ' | '.join('%s ÷ ISS (geometric mean, puzzles)' % label[w] for w in mine), ' / '.join(label[w] for w in mine)))
    print('| --- | ---: | ---: | ---: | ---: |' + ' ---: |' * len(mine) + ' ---: |')
    for s in sets:
        names = []
        for w in who:
            for (t, n) in runs[w]:
                if t == s and n not in names:
                    names.append(n)
        times = {w: {} for w in who}
        guesses = {w: [] for w in who}
        for n in names:
            for w in who:
                rs = runs[w].get((s, n), [])
                if rs and all(r['status'] in ('unique', 'none') for r in rs):
                    times[w][n] = statistics.median(r[key] for r in rs)
                    guesses[w].append(statistics.median(r['guesses'] for r in rs))
        def span(xs):
            return '%s / %s' % (fmt(statistics.median(xs)), fmt(max(xs))) if xs else '–'
        cols = []
        for w in mine:
            ratios = [times[w][n] / max(times['iss'][n], 1e-3) for n in names if n in times[w] and n in times.get('iss', {})]
            gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios)) if ratios else float('nan')
            cols.append('%.2f (%d)' % (gm, len(ratios)))
        slow = []
        for w in mine:
            slow.append(str(sum(1 for n in names if n in times.get('iss', {}) and times['iss'][n] < 1000
                                and (n not in times[w] or times[w][n] > 10000))))
        print('| %s | %d | %s | %s | %s | %s | %s |' % (
            s, len(names), ' / '.join(str(len(times[w])) for w in who),
            ' \\| '.join(span(list(times[w].values())) for w in who),
            ' / '.join(fmt(statistics.median(guesses[w])) if guesses[w] else '–' for w in who),
            ' | '.join(cols), ' / '.join(slow)))


def fmt(x):
    if x >= 100:
        return '{:,.0f}'.format(x)
    if x >= 10:
        return '%.1f' % x
    return '%.2f' % x


if __name__ == '__main__':
    main()
