// Times Sigh's Interactive Sudoku Solver (ISS) on the sets of bench/iss-sets.mjs, as org.cellwise.engine.PuzzleTimes
// times Cellwise: one thread, uniqueness proven (up to two solutions), warm, each run building the solver (ISS's
// optimizer included) and searching. One JSON line per puzzle, with the same fields (cpuMs: the process's CPU time, which
// a busy machine's other work does not add to).
//
//   node bench/iss-times.mjs ISS_DIR [--runs 5] [--warmup 20] [--max-backtracks N] [--ablate A,B] [--names 'A|B'] SET...
//
// ISS's code is read from ISS_DIR at run time (an extracted copy of its repository). --ablate takes ISS's own
// ablations (node ISS_DIR/tools/perf/benchmark_puzzles.js --list-ablations) and those of bench/iss-ablations.mjs.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const issDir = args.shift();
let runs = 5, warmup = 20, maxBacktracks = 0, ablate = [], names = null;
const sets = [];
while (args.length) {
  const a = args.shift();
  if (a === '--runs') runs = Number(args.shift());
  else if (a === '--warmup') warmup = Number(args.shift());
  else if (a === '--max-backtracks') maxBacktracks = Number(args.shift());
  else if (a === '--ablate') ablate = args.shift().split(',').filter(Boolean);
  else if (a === '--names') names = new Set(args.shift().split('|'));
  else sets.push(a);
}
if (!issDir || !sets.length) {
  console.error('usage: node bench/iss-times.mjs ISS_DIR [--runs N] [--warmup SECONDS] [--max-backtracks N] [--ablate A,B] SET...');
  process.exit(2);
}
const iss = (p) => pathToFileURL(resolve(issDir, p)).href;
const { ensureGlobalEnvironment } = await import(iss('tests/helpers/test_env.js'));
ensureGlobalEnvironment();
const { resolvePuzzles, applyAblations, ABLATIONS } = await import(iss('tools/lib/solver_analysis.js'));
const { SudokuParser } = await import(iss('js/sudoku_parser.js'));
const { SudokuBuilder } = await import(iss('js/solver/sudoku_builder.js'));
const { SETS } = await import('./iss-sets.mjs');
const { ablations: own } = await import('./iss-ablations.mjs');
const ownAblations = await own(iss);

const restores = [];
for (const name of ablate) {
  if (ABLATIONS[name]) restores.push(applyAblations([name]));
  else if (ownAblations[name]) restores.push(ownAblations[name].apply());
  else throw new Error(`unknown ablation ${name}: ISS's are ${Object.keys(ABLATIONS).join(', ')}; ours ${Object.keys(ownAblations).join(', ')}`);
}

const entries = [];
for (const set of sets) {
  const found = SETS.find(([file]) => file === set);
  if (!found) throw new Error(`unknown set ${set}`);
  for (const p of resolvePuzzles(found[1])) {
    if (names && !names.has(p.name)) continue;
    entries.push({ set, name: p.name, constraint: SudokuBuilder.resolveConstraint(SudokuParser.parseText(p.input)) });
  }
}

const solve = (e, cap) => {
  const t0 = performance.now(), c0 = process.cpuUsage();
  const solver = SudokuBuilder.build(e.constraint);
  const internal = solver._internalSolver;
  const mode = { maxSolutions: 2 };
  if (cap) mode.maxBacktracks = cap;
  let solutions = 0;
  internal.run(mode, () => { solutions++; });
  const ms = performance.now() - t0;
  const used = process.cpuUsage(c0);
  const cpuMs = (used.user + used.system) / 1000;
  const exhausted = internal.state === internal.constructor.STATE_EXHAUSTED;
  const c = internal.counters;
  const status = solutions > 1 ? 'multiple' : !exhausted && solutions < 2 ? 'capped' : solutions === 1 ? 'unique' : 'none';
  return { ms, cpuMs, status, guesses: c.guesses, nodes: c.nodesSearched };
};

const median = (sorted) => {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// warm-up by CPU time, so that a busy machine warms the JIT as far as a quiet one
const cpuNow = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const warmEnd = cpuNow() + warmup * 1000;
const slow = new Set();
while (cpuNow() < warmEnd) {
  for (const e of entries) {
    if (cpuNow() >= warmEnd) break;
    if (slow.has(e)) continue;
    const r = solve(e, 20000);
    if (r.status === 'capped' || r.cpuMs > 1000) slow.add(e);
  }
}
for (const e of entries) {
  const times = [], cpu = [];
  let last;
  for (let k = 0; k < runs; k++) {
    last = solve(e, maxBacktracks);
    times.push(last.ms);
    cpu.push(last.cpuMs);
    if (last.cpuMs > 2000 || last.status === 'capped') break;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(JSON.stringify({
    set: e.set, name: e.name, status: last.status, ms: +median(times).toFixed(3), msMax: +times[times.length - 1].toFixed(3),
    cpuMs: +median(cpu).toFixed(3), guesses: last.guesses, nodes: last.nodes, runs: times.length,
  }));
}
for (const r of restores.reverse()) r();
