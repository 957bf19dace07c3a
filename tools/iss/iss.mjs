#!/usr/bin/env node
// Sigh's Interactive Sudoku Solver's example puzzles in Cellwise: converts them, answers them with ISS, and checks
// that Cellwise gives the same answers. ISS's code is read from a copy of its repository at run time.
//
//   node tools/iss/iss.mjs convert ISS_DIR [OUT_DIR]   write OUT_DIR/examples.cw and unwritten.tsv; count the reasons
//   node tools/iss/iss.mjs answer ISS_DIR [OUT_DIR]    solve each converted puzzle with ISS: OUT_DIR/examples.answers
//   node tools/iss/iss.mjs check [OUT_DIR] [SECONDS]   solve examples.cw with ./cellwise (SECONDS a puzzle at most,
//                                                       default 60) and compare with the answers
//
// OUT_DIR defaults to data/iss. ISS_DIR is a checkout (or `git archive`) of github.com/sigh/Interactive-Sudoku-Solver.
import { writeFileSync, readFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { loadIss, examplePuzzles, inputText, parse } from './load.mjs';
import { convert } from './convert.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [command, ...args] = process.argv.slice(2);

/** ISS's backtrack budget per puzzle: past it (a few minutes) the answer is "unknown". */
const MAX_BACKTRACKS = 1_000_000;

function usage(message) {
  if (message) console.error(message);
  console.error('usage: iss.mjs convert|answer ISS_DIR [OUT_DIR] | check [OUT_DIR]');
  process.exit(2);
}

/** A title on one line: ISS names may hold anything. */
const title = (name) => name.replace(/\s+/g, ' ').trim();

async function doConvert(issDir, out) {
  const iss = await loadIss(issDir);
  const puzzles = examplePuzzles(iss);
  const blocks = [], unwritten = [], counts = new Map(), alone = new Map();
  for (const p of puzzles) {
    let result;
    try {
      const { constraint, geometry } = parse(iss, await inputText(iss, p.input));
      result = convert(iss, constraint, geometry, title(p.name));
    } catch (e) {
      result = { reasons: ['ISS cannot read it'], detail: e.message };
    }
    if (result.text) {
      blocks.push(result.text);
    } else {
      unwritten.push(`${title(p.name)}\t${p.group}\t${result.reasons.join(', ')}`);
      for (const r of result.reasons) counts.set(r, (counts.get(r) || 0) + 1);
      if (result.reasons.length === 1) alone.set(result.reasons[0], (alone.get(result.reasons[0]) || 0) + 1);
    }
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'examples.cw'),
    '# Sigh\'s Interactive Sudoku Solver\'s example puzzles that Cellwise can state, converted by tools/iss/iss.mjs\n'
    + '# (data/README.md); each block is titled with the name ISS gives the puzzle.\n\n' + blocks.join('\n'));
  writeFileSync(join(out, 'unwritten.tsv'), 'name\tcollection\treasons\n' + unwritten.join('\n') + '\n');
  console.log(`${puzzles.length} puzzles: ${blocks.length} converted, ${unwritten.length} not yet`);
  console.log('reason\tpuzzles\tthe only reason');
  for (const [r, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) console.log(`${r}\t${n}\t${alone.get(r) || 0}`);
}

/** The converted puzzles' titles, in file order. */
function titles(out) {
  return readFileSync(join(out, 'examples.cw'), 'utf8').split('\n').filter((l) => l.startsWith('#puzzle ')).map((l) => l.slice(8));
}

async function doAnswer(issDir, out) {
  const iss = await loadIss(issDir);
  const byTitle = new Map(examplePuzzles(iss).map((p) => [title(p.name), p]));
  // answers already found are kept: ISS is slow on a few puzzles, and its answer does not change
  const file = join(out, 'examples.answers');
  const known = new Map(existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => [l.split('\t')[0], l]) : []);
  const lines = [];
  for (const t of titles(out)) {
    const p = byTitle.get(t);
    if (known.has(t)) {
      const [, status] = known.get(t).split('\t');
      const published = p.solution && /^[0-9]+$/.test(p.solution) ? [...p.solution].map(Number) : null;
      const [, , values] = known.get(t).split('\t');
      lines.push(status === 'unknown' && values ? `${t}\tone found\t${values}`
        : status === 'unknown' && published ? `${t}\tpublished\t${published.join(',')}` : known.get(t));
      continue;
    }
    const { constraint } = parse(iss, await inputText(iss, p.input));
    const solver = iss.SudokuBuilder.build(constraint);
    const internal = solver._internalSolver;
    const geometry = internal._geometry;
    const grids = [];
    internal.run({ maxSolutions: 2, maxBacktracks: MAX_BACKTRACKS }, (grid) => grids.push(grid.slice()));
    const exhausted = internal.state === internal.constructor.STATE_EXHAUSTED;
    let status = grids.length === 0 ? (exhausted ? 'none' : 'unknown') : grids.length > 1 ? 'several' : exhausted ? 'unique' : 'one found';
    let values = grids.length ? [...Array(geometry.numGridCells).keys()].map((i) => valueOf(iss, grids[0][i], geometry)) : [];
    if (status === 'unknown' && p.solution && /^[0-9]+$/.test(p.solution) && p.solution.length === geometry.numGridCells) {
      // past its budget, ISS's answer is the one its data publishes with the puzzle
      status = 'published';
      values = [...p.solution].map(Number);
    }
    lines.push(`${t}\t${status}\t${values.join(',')}`);
    if (process.env.ISS_VERBOSE) process.stderr.write(`${t}: ${status}, ${internal.counters.backtracks} backtracks\n`);
  }
  // where ISS claims one solution and a second is known, ISS's own solver is asked whether that second grid, given
  // cell by cell, meets all of the puzzle's constraints: if it does, the puzzle has several and ISS's search missed one
  const seconds = join(out, 'second-solutions.tsv');
  if (existsSync(seconds))
    for (const line of readFileSync(seconds, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'))) {
      const [t, grid] = line.split('\t');
      const k = lines.findIndex((l) => l.split('\t')[0] === t);
      if (k < 0) throw new Error(`${seconds}: no converted puzzle is titled ${t}`);
      const [, status, first] = lines[k].split('\t');
      if (status !== 'unique') continue;
      const p = byTitle.get(t), text = await inputText(iss, p.input);
      const { geometry } = parse(iss, text);
      const values = grid.split(',').map(Number);
      if (values.length !== geometry.numGridCells || values.join(',') === first) throw new Error(`${seconds}: ${t}: not a second grid`);
      const givens = '.~' + values.map((v, i) => `${geometry.makeCellIdFromIndex(i)}_${v}`).join('~');
      const { constraint } = parse(iss, text + givens);
      let found = 0;
      iss.SudokuBuilder.build(constraint)._internalSolver.run({ maxSolutions: 1, maxBacktracks: MAX_BACKTRACKS }, () => found++);
      if (found !== 1) throw new Error(`${seconds}: ${t}: ISS does not accept the second grid`);
      lines[k] = `${t}\tseveral\t${first}`;
      console.log(`${t}: ISS finds one solution, yet accepts a second (${seconds}): several`);
    }
  writeFileSync(file, lines.join('\n') + '\n');
  console.log(`${lines.length} answers in ${join(out, 'examples.answers')}`);
}

function valueOf(iss, mask, geometry) {
  let v = 0;
  while (!(mask & 1)) {
    mask >>= 1;
    v++;
  }
  return v + 1 + geometry.valueOffset;
}

function doCheck(out, seconds) {
  const answers = new Map(readFileSync(join(out, 'examples.answers'), 'utf8').trim().split('\n').map((l) => {
    const [t, status, values] = l.split('\t');
    return [t, { status, values: values ? values.split(',').map(Number) : [] }];
  }));
  // ISS_CHECK_JSON: the lines of an earlier `./cellwise solve --json` of examples.cw, read instead of solving again
  const run = process.env.ISS_CHECK_JSON ? { stdout: readFileSync(process.env.ISS_CHECK_JSON, 'utf8') } : spawnSync(join(ROOT, 'cellwise'), ['solve', '--json', '--timeout', String(seconds), '--format', 'cellwise', join(out, 'examples.cw')],
    { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error) throw run.error;
  const results = run.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  let same = 0;
  const differ = [], undecided = [];
  for (const r of results) {
    const a = answers.get(r.name);
    if (!a) {
      differ.push(`${r.name}: no ISS answer`);
      continue;
    }
    // a chaos construction's region and step cells stand right of the grid, past an empty column: not the grid's
    const width = r.grid && r.grid.length && r.grid[0].indexOf(null) > 0 ? r.grid[0].indexOf(null) : Infinity;
    const mine = r.grid ? r.grid.flatMap((row) => row.slice(0, width)).filter((v) => v !== null) : [];
    const status = r.status !== 'solved' ? (r.status === 'no-solution' ? 'none' : r.status)
      : r.uniqueness === 'unknown' ? 'one found' : r.unique ? 'unique' : 'several';
    // several answers: the two may find different first ones, and that both have several is the answer
    // one answer found and not proven the only one (by either, or published with the puzzle): the same grid agrees
    const single = (x) => x === 'unique' || x === 'one found' || x === 'published';
    const agree = status === a.status && (a.status === 'none' || a.status === 'several' || mine.join(',') === a.values.join(','))
      || single(status) && single(a.status) && (status === 'unique' || a.status !== 'unique') && mine.join(',') === a.values.join(',');
    if (agree) same++;
    else if (status === 'timeout' || status === 'one found')
      undecided.push(`${r.name}: Cellwise ${status} within ${seconds} s, ISS ${a.status}`);
    else if (a.status === 'unknown') undecided.push(`${r.name}: ISS gave no answer within its budget; Cellwise ${status}`);
    else differ.push(`${r.name}: Cellwise ${status}${r.error ? ' (' + r.error + ')' : ''}, ISS ${a.status}`
      + (status !== 'none' && a.status !== 'none' && mine.join(',') !== a.values.join(',') ? ', grids differ' : ''));
  }
  console.log(`${results.length} puzzles: ${same} give ISS's answer, ${undecided.length} undecided, ${differ.length} differ`);
  for (const d of undecided) console.log('  undecided: ' + d);
  for (const d of differ) console.log('  differs: ' + d);
  if (differ.length || results.length !== answers.size) process.exitCode = 1;
}

const out = (i) => args[i] ?? join(ROOT, 'data', 'iss');
if (command === 'convert') {
  if (!args[0]) usage('convert needs ISS_DIR');
  await doConvert(args[0], out(1));
} else if (command === 'answer') {
  if (!args[0]) usage('answer needs ISS_DIR');
  await doAnswer(args[0], out(1));
} else if (command === 'check') {
  if (!existsSync(join(out(0), 'examples.answers'))) usage('run answer first');
  doCheck(out(0), +(args[1] ?? 60));
} else usage();
