// Loads Sigh's Interactive Sudoku Solver (ISS) from a copy of its repository at run time, so that none of its code
// lives here: its parser reads each example puzzle, its solver answers it. The copy is the only input.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function loadIss(dir) {
  if (!existsSync(join(dir, 'js', 'sudoku_parser.js')))
    throw new Error(`${dir} is not a copy of ISS's repository (no js/sudoku_parser.js)`);
  const url = (p) => pathToFileURL(join(dir, p)).href;
  const { ensureGlobalEnvironment } = await import(url('tests/helpers/test_env.js'));
  ensureGlobalEnvironment();
  const iss = {
    dir,
    ...(await import(url('js/sudoku_parser.js'))),
    ...(await import(url('js/sudoku_constraint.js'))),
    ...(await import(url('js/cell_geometry.js'))),
    ...(await import(url('js/solver/sudoku_builder.js'))),
    ...(await import(url('js/nfa_builder.js'))),
    util: await import(url('js/util.js')),
    examples: await import(url('data/example_puzzles.js')),
    collections: await import(url('data/collections.js')),
    sandbox: await import(url('tools/lib/sandbox_runner.js')),
  };
  return iss;
}

/**
 * Every example puzzle: the page's examples, then every collection in order, each once (by name; a collection's
 * unnamed entries are named COLLECTION#i as ISS's own tools name them).
 */
export function examplePuzzles(iss) {
  const out = [], seen = new Set();
  const add = (name, config, group) => {
    if (!config || typeof config.input !== 'string' || seen.has(name)) return;
    seen.add(name);
    out.push({ name, group, input: config.input, solution: config.solution ?? null, src: config.src ?? null });
  };
  for (const g of iss.examples.DISPLAYED_EXAMPLE_GROUPS)
    for (const p of g.puzzles) add(p.name, iss.examples.resolvePuzzleConfig(p.name), 'examples: ' + g.name);
  for (const [collection, value] of Object.entries(iss.collections)) {
    if (!Array.isArray(value)) continue;
    value.forEach((entry, i) => {
      const config = typeof value.configFor === 'function' ? value.configFor(entry) : iss.examples.resolvePuzzleConfig(entry);
      if (!config) return;
      const name = !config.name || config.name === config.input ? `${collection}#${i}` : config.name;
      add(name, config, collection);
    });
  }
  return out;
}

/** A puzzle's constraint text: inline, or a file of the repository (`.iss` text, or a `.js` script ISS runs). */
export async function inputText(iss, input) {
  if (!input.startsWith('/')) return input;
  const text = readFileSync(join(iss.dir, input), 'utf8');
  return input.endsWith('.js') ? iss.sandbox.runSandboxToConstraint(text) : text;
}

/** The constraint tree as ISS's solver sees it, and its geometry with the var cells registered. */
export function parse(iss, text) {
  const constraint = iss.SudokuBuilder.resolveConstraint(iss.SudokuParser.parseText(text));
  const { geometry } = iss.SudokuBuilder.buildGeometry(constraint);
  return { constraint, geometry };
}
