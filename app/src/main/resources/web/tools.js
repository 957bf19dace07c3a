// Tools: what a pointer gesture on the board does and what it adds to the puzzle. A tool is
//
//   { id, label, title, modes: ['setting'] | ['solving'] | both,
//     pointer: { down(at, event), move(at, event), up(at, event) },   // optional: the gesture; `at` is board.locate()
//     key(event),                                                     // optional: true when the tool took the key
//     type(value), remove(),                                          // optional: the digit pad's value and Delete, true when taken
//     apply(selection, clue) }                                        // optional: changes state.model, or returns why not
//
// A tool without `pointer` uses the selection gesture (click, shift/ctrl-click, drag) and acts on the selection
// when its button is pressed: the cage, sum, region and Kakuro tools below. A tool with `pointer` becomes the
// active one while chosen and receives the board's gestures itself: lines drawn through cells, dots clicked on an
// edge, clues clicked outside the grid (setter.js registers those). apply() runs inside one edit, so every
// tool's change is undone in one step.

import { state, parse, key, range, dims } from './state.js';

const tools = new Map();
let active = 'select';

export function register(tool) {
  tools.set(tool.id, tool);
  return tool;
}

export function tool(id) { return tools.get(id); }
export function list(mode) { return [...tools.values()].filter(t => !mode || (t.modes || ['setting']).includes(mode)); }

/** The tool receiving the board's gestures: the one chosen if it has its own, else the selection gesture. */
export function activeTool() {
  // the pen is an entry mode of solving, as on SudokuPad: chosen, it takes the board's gestures
  if (state.mode === 'solving' && state.entry === 'pen' && tools.has('pen')) return tools.get('pen');
  const t = tools.get(active);
  return t && t.pointer && (t.modes || ['setting']).includes(state.mode) ? t : tools.get('select');
}

export function setActive(id) {
  active = tools.has(id) ? id : 'select';
  for (const fn of watchers) fn(active);
}

const watchers = [];
/** `fn(id)` is told when another tool becomes the active one. */
export function onActive(fn) { watchers.push(fn); }

/** The id of the tool chosen. */
export function activeId() { return active; }

// ---- the setting tools that act on a selection ------------------------------------------------------------
function nextLabel(prefix, taken) {
  let i = 1;
  while (taken.has(prefix + i)) i++;
  return prefix + i;
}

/** Whether the cells make one row or one column without gaps. */
export function line(cs) {
  const ps = cs.map(parse), rows = new Set(ps.map(p => p[0])), cols = new Set(ps.map(p => p[1]));
  const consecutive = xs => xs.sort((a, b) => a - b).every((v, i) => i === 0 || v === xs[i - 1] + 1);
  if (rows.size === 1) return consecutive(ps.map(p => p[1]));
  if (cols.size === 1) return consecutive(ps.map(p => p[0]));
  return false;
}

function first(cs) {
  return [...cs].sort((a, b) => { const [ra, ca] = parse(a), [rb, cb] = parse(b); return ra - rb || ca - cb; })[0];
}

function cellsOnly(sel) {
  const cells = new Set(state.model.cells || []);
  for (const g of state.model.grids || [])
  { const [h, w] = dims(g); for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) cells.add(key(g.row + r, g.col + c)); }
  return sel.filter(k => cells.has(k));
}

const m = () => state.model;

/**
 * The sums of a digital-root cage of k cells on values 1..n, as f-puzzles' solvers read "DR<root>": the root, + 9,
 * + 18 ... between the least and the greatest sums of k different values.
 */
export function digitalRootSums(root, k, n) {
  const least = k * (k + 1) / 2, most = n * (n + 1) / 2 - (n - k) * (n - k + 1) / 2, out = [];
  for (let s = root; s <= most; s += 9) if (s >= least) out.push(s);
  return out;
}

register({
  id: 'cage', label: 'Killer cage', title: 'killer cage: its values differ and add up to the sum (14), to one of several (10|19), or to a digital root (DR5)',
  apply(sel, clue) {
    const cs = cellsOnly(sel);
    if (!cs.length) return 'select the cage\'s cells first';
    let target;
    const dr = /^dr\s*(\d{1,9})$/i.exec(clue.trim());
    if (dr && (Number(dr[1]) < 1 || Number(dr[1]) > 9)) return `a digital root is 1 to 9, not ${Number(dr[1])}`;
    if (dr) {
      const [lo, hi] = range();
      // the server's words for the same mistakes in a .cw, JSON or f-puzzles cage (format.Spec)
      if (lo !== 1) return `a digital-root cage needs values 1..N, not ${lo}..${hi}`;
      if (cs.length > hi) return `a digital-root cage of ${cs.length} cells cannot hold different values 1..${hi}`;
      const sums = digitalRootSums(Number(dr[1]), cs.length, hi);
      if (!sums.length) return `no sum with digital root ${dr[1]} can be made of ${cs.length} different values 1..${hi}`;
      target = sums.length === 1 ? sums[0] : sums;
    } else if (/^\d+(\|\d+)*$/.test(clue.trim())) {
      const typed = clue.trim().split('|').map(Number), twice = typed.find((x, i) => typed.indexOf(x) !== i);
      if (twice !== undefined) return `${twice} is written twice in ${clue.trim()}`;
      const sums = [...typed].sort((a, b) => a - b);
      target = sums.length === 1 ? sums[0] : sums;
    } else return 'type the cage sum in the clue box: a whole number (14), several (10|19), or a digital root (DR5)';
    m().cages = m().cages || [];
    m().cages.push({ label: nextLabel('c', new Set(m().cages.map(c => c.label))), target, cells: cs });
  },
});

register({
  id: 'kenken', label: 'KenKen cage', title: '12+, 3-, 2/, 60*, or 12? for a hidden operation',
  apply(sel, clue) {
    const cs = cellsOnly(sel);
    if (!cs.length) return 'select the cage\'s cells first';
    const v = /^(\d+)\s*([+\-−x×*/÷?])$/.exec(clue);
    if (!v) return 'type the target and operation in the clue box: 12+, 3-, 2/, 60*, or 12? for a hidden one';
    const op = { '+': '+', '-': '-', '−': '-', 'x': '*', '×': '*', '*': '*', '/': '/', '÷': '/', '?': '?' }[v[2]];
    if ((op === '-' || op === '/') && cs.length !== 2) return '− and ÷ cages have exactly two cells';
    m().cages = m().cages || [];
    m().cages.push({ label: nextLabel('k', new Set(m().cages.map(c => c.label))), target: Number(v[1]), op, cells: cs });
  },
});

register({
  id: 'sum', label: 'Sum group', title: 'the values add up to the sum and may repeat (a 2×2 square in a Sujiko is a circle)',
  apply(sel, clue) {
    const cs = cellsOnly(sel);
    if (!cs.length) return 'select the cells first';
    const v = /^(-?\d+)$/.exec(clue);
    if (!v) return 'type the sum in the clue box';
    m().sums = m().sums || [];
    m().sums.push({ label: nextLabel('s', new Set(m().sums.map(s => s.label))), target: Number(v[1]), cells: cs });
  },
});

register({
  id: 'region', label: 'Region', title: 'an irregular region (jigsaw): its values differ',
  apply(sel) {
    const cs = cellsOnly(sel);
    if (!cs.length) return 'select the region\'s cells first';
    const regions = m().regions = m().regions || {};
    for (const list of Object.values(regions)) for (const k of cs) { const i = list.indexOf(k); if (i >= 0) list.splice(i, 1); }
    for (const [l, list] of Object.entries(regions)) if (!list.length) delete regions[l];
    regions[nextLabel('g', new Set(Object.keys(regions)))] = cs;
  },
});

register({
  id: 'greater', label: 'First > second', title: 'the first selected cell is greater than the second',
  apply(sel) {
    const cs = cellsOnly(sel);
    if (cs.length !== 2) return 'select two neighbouring cells: the first is the greater';
    const [ra, ca] = parse(cs[0]), [rb, cb] = parse(cs[1]);
    if (Math.abs(ra - rb) + Math.abs(ca - cb) !== 1) return 'the two cells must share a side';
    m().relations = m().relations || [];
    m().relations.push(`${cs[0]} > ${cs[1]}`);
  },
});

register({
  id: 'heading', label: 'Heading', title: 'a header puzzle\'s heading: the row or column adds up to the clue or multiplies to it',
  apply(sel, clue) {
    const cs = cellsOnly(sel), g = (m().grids || [])[0];
    const v = /^(\d+)$/.exec(clue);
    if (!g || !dims(g).includes(cs.length) || !line(cs) || !v) return 'select a whole row or column and type its heading in the clue box';
    const [r, c] = parse(first(cs)), row = cs.every(k => parse(k)[0] === r);
    const label = row ? `row ${r} heading` : `column ${c} heading`;
    m().headings = (m().headings || []).filter(h => h.label !== label);
    m().headings.push({ label, target: Number(v[1]), cells: cs });
  },
});

register({
  id: 'white', label: 'White / black', title: 'Kakuro: turns the selected squares white (cells) or black',
  apply(sel) {
    if ((m().grids || []).length) return 'white and black squares are for a Kakuro';
    if (!sel.length) return 'select squares first';
    const white = new Set(m().cells || []);
    const allWhite = sel.every(k => white.has(k));
    for (const k of sel) { if (allWhite) white.delete(k); else white.add(k); }
    if (!white.size) return 'a Kakuro keeps at least one white cell';
    m().cells = [...white];
    m().sums = (m().sums || []).filter(s => s.cells.every(k => white.has(k)));
    for (const k of Object.keys(m().givens || {})) if (!white.has(k)) delete m().givens[k];
  },
});

register({
  id: 'run', label: 'Kakuro run', title: 'Kakuro: the selected white cells, in a row or a column, hold different values adding up to the clue',
  apply(sel, clue) {
    const white = new Set(m().cells || []), v = /^(\d+)$/.exec(clue);
    if ((m().grids || []).length || !sel.length || !line(sel) || !sel.every(k => white.has(k)) || !v)
      return 'select white cells in one row or column and type the run\'s sum in the clue box';
    m().sums = m().sums || [];
    m().sums.push({ label: nextLabel('run', new Set(m().sums.map(s => s.label))), target: Number(v[1]), distinct: true, cells: [...sel] });
  },
});

register({
  id: 'unmark', label: 'Remove marks', title: 'removes the cages, groups, regions, signs and headings the selection touches',
  apply(sel) {
    if (!sel.length) return 'select a cell first';
    const touched = new Set(sel), touches = g => g.cells.some(c => touched.has(c));
    m().cages = (m().cages || []).filter(g => !touches(g));
    m().sums = (m().sums || []).filter(g => !touches(g));
    for (const [l, cs] of Object.entries(m().regions || {})) if (cs.some(c => touched.has(c))) delete m().regions[l];
    m().relations = (m().relations || []).filter(r => !r.split('>').some(c => touched.has(c.trim())));
    if (m().headings) m().headings = m().headings.filter(g => !touches(g));
  },
});
