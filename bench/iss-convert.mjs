// Converts the collections of Sigh's Interactive Sudoku Solver (ISS) to Cellwise's .cw format, reading them with
// ISS's own parser, and records ISS's own answer to each (solved by ISS, uniqueness proven) beside them.
//
//   git --git-dir=ISS_REPO archive HEAD | tar -x -C ISS_DIR      # ISS's code is read at run time, never copied here
//   node bench/iss-convert.mjs ISS_DIR data/iss
//
// Writes OUT/SET.cw (one `#puzzle NAME` block per puzzle) and OUT/SET.solutions (`NAME<TAB>values, comma-separated`,
// or `NAME<TAB>none` when ISS proves there is no solution). A constraint type without a Cellwise statement stops the
// run with its name: nothing is dropped silently.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
// --no-answers: the .cw files alone, without asking ISS for its answers (which takes minutes on the hardest sets)
const answers = !argv.includes('--no-answers');
// --max-backtracks N: ISS gives up on a puzzle after N backtracks; its answer is then written as `unknown`
const capAt = argv.indexOf('--max-backtracks');
const cap = capAt >= 0 ? Number(argv[capAt + 1]) : 0;
const [issDir, outDir, ...only] = argv.filter((a, i) => a !== '--no-answers' && i !== capAt && i !== capAt + 1);
if (!issDir || !outDir) {
  console.error('usage: node bench/iss-convert.mjs [--no-answers] [--max-backtracks N] ISS_DIR OUT_DIR [SET...]');
  process.exit(2);
}
const iss = (p) => pathToFileURL(resolve(issDir, p)).href;
const { ensureGlobalEnvironment } = await import(iss('tests/helpers/test_env.js'));
ensureGlobalEnvironment();
const { resolvePuzzles } = await import(iss('tools/lib/solver_analysis.js'));
const { SudokuParser } = await import(iss('js/sudoku_parser.js'));
const { SudokuBuilder } = await import(iss('js/solver/sudoku_builder.js'));
const { SudokuConstraint } = await import(iss('js/sudoku_constraint.js'));
const { SETS } = await import('./iss-sets.mjs');


const convert = (input) => {
  const constraint = SudokuBuilder.resolveConstraint(SudokuParser.parseText(input));
  const geometry = constraint.getGeometry();
  if (geometry.numRows !== geometry.numCols || geometry.numValues !== geometry.numRows || geometry.valueOffset)
    throw new Error(`only square grids of values 1..N: ${geometry.gridDimsStr}`);
  const n = geometry.numRows;
  const cell = (id) => {
    const { row, col } = geometry.parseCellId(id);
    return `r${row + 1}c${col + 1}`;
  };
  const cells = (ids) => ids.map(cell).join(' ');
  const at = (row, col) => `r${row + 1}c${col + 1}`;
  const rules = ['sudoku'];
  const lines = [];
  const givens = new Map();
  let diagonals = 0;
  for (const [type, list] of constraint.toMap()) {
    for (const c of list) {
      switch (type) {
        case 'Shape':
          break; // the size is written from the geometry
        case 'Cage':
          // ISS reads a sum of 0 as no sum: the cells only differ (nothing at all for one cell)
          if (c.sum !== 0) lines.push(`cage ${c.sum} ${cells(c.cells)}`);
          else if (c.cells.length > 1) lines.push(`cage - ${cells(c.cells)}`);
          break;
        case 'Diagonal':
          diagonals |= c.direction === 1 ? 1 : 2;
          break;
        case 'AntiKing': rules.push('anti-king'); break;
        case 'AntiKnight': rules.push('anti-knight'); break;
        case 'DisjointSets': rules.push('offset'); break;
        case 'StrictXV': lines.push('negative xv'); break;
        case 'Thermo': lines.push(`thermo ${cells(c.cells)}`); break;
        case 'Renban': lines.push(`renban ${cells(c.cells)}`); break;
        case 'X': lines.push(`x ${cells(c.cells)}`); break;
        case 'V': lines.push(`v ${cells(c.cells)}`); break;
        case 'WhiteDot': lines.push(`white ${cells(c.cells)}`); break;
        case 'BlackDot': lines.push(`black ${cells(c.cells)}`); break;
        case 'Arrow': lines.push(`arrow ${cell(c.cells[0])} : ${cells(c.cells.slice(1))}`); break;
        case 'PillArrow': {
          // ISS reads the pill's cells in reading order, whatever order they are listed in
          const pill = c.cells.slice(0, c.pillSize).map((id) => geometry.parseCellId(id))
            .sort((a, b) => a.cellIndex - b.cellIndex).map((p) => at(p.row, p.col));
          lines.push(`arrow ${pill.join(' ')} : ${cells(c.cells.slice(c.pillSize))}`);
          break;
        }
        case 'LittleKiller': {
          const line = c.getCells(geometry).map((id) => geometry.parseCellId(id));
          const dr = line[1].row - line[0].row, dc = line[1].col - line[0].col;
          const dir = (dr > 0 ? 'D' : 'U') + (dc > 0 ? 'R' : 'L');
          lines.push(`little-killer ${c.value} ${at(line[0].row - dr, line[0].col - dc)} ${dir}`);
          break;
        }
        case 'Windoku':
          for (const region of SudokuConstraint.Windoku.regions(geometry))
            lines.push(`extra-region ${region.map((i) => { const [row, col] = geometry.splitCellIndex(i); return at(row, col); }).join(' ')}`);
          break;
        case 'Given': {
          const values = c.values.map(Number);
          if (values.length === 1) givens.set(cell(c.cell), values[0]);
          else if (values.length < n) lines.push(`marks ${values.join(',')} ${cell(c.cell)}`);
          break;
        }
        default:
          throw new Error(`no Cellwise statement for ISS's ${type}`);
      }
    }
  }
  if (diagonals === 3) rules.push('diagonals');
  else if (diagonals === 1) rules.push('diagonal-up');
  else if (diagonals === 2) rules.push('diagonal-down');
  const out = [`size ${n}`, `rules ${rules.join(' ')}`, ...lines];
  if (givens.size) {
    out.push('givens');
    for (let r = 0; r < n; r++) {
      const row = [];
      for (let col = 0; col < n; col++) row.push(givens.get(at(r, col)) ?? '.');
      out.push(row.join(' '));
    }
  }
  return { text: out.join('\n'), n };
};

/**
 * Every solution ISS finds, up to two (so a unique one is proven unique), as values row by row; null when ISS gave up
 * (past --max-backtracks) before it had two or had searched everything.
 */
const solve = (input, n) => {
  const internal = SudokuBuilder.build(SudokuBuilder.resolveConstraint(SudokuParser.parseText(input)))._internalSolver;
  const found = [];
  internal.run(cap ? { maxSolutions: 2, maxBacktracks: cap } : { maxSolutions: 2 }, (grid) => {
    const values = [];
    for (let i = 0; i < n * n; i++) values.push(32 - Math.clz32(grid[i]));
    found.push(values);
  });
  if (found.length < 2 && internal.state !== internal.constructor.STATE_EXHAUSTED) return null;
  return found;
};

mkdirSync(outDir, { recursive: true });
for (const [file, selectors] of SETS) {
  if (only.length && !only.includes(file)) continue;
  const puzzles = resolvePuzzles(selectors);
  const blocks = [], solutions = [];
  for (const p of puzzles) {
    const { text, n } = convert(p.input);
    blocks.push(`#puzzle ${p.name}\n${text}\n`);
    if (!answers) continue;
    const found = solve(p.input, n);
    if (found === null) {
      solutions.push(`${p.name}\tunknown`);
      continue;
    }
    if (found.length > 1) throw new Error(`${p.name}: ISS finds more than one solution`);
    if (p.solution && found.length && found[0].join('') !== p.solution && n <= 9)
      throw new Error(`${p.name}: ISS's answer is not the one its collection lists`);
    const values = found.length ? found[0].join(',') : 'none';
    solutions.push(`${p.name}\t${values}`);
  }
  writeFileSync(`${outDir}/${file}.cw`,
    `# ${selectors.join(', ')}: from Sigh's Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT licence),\n` +
    `# data/collections.js and data/example_puzzles.js, converted by bench/iss-convert.mjs with ISS's own parser.\n` +
    blocks.join('\n'));
  if (answers) writeFileSync(`${outDir}/${file}.solutions`, solutions.join('\n') + '\n');
  console.log(`${file}: ${puzzles.length} puzzles`);
}
