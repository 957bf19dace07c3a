// The Cellwise page: a puzzle is the JSON model the server reads (docs/FORMAT.md), edited by clicking and typing,
// drawn as SVG here, and sent whole to the API for every answer. No build step: a plain ES module.

const S = 44, M = 14;
const PALETTE = ['#fde2e2', '#dff0d8', '#dbe9f6', '#fff3c4', '#eadcf5', '#d7f2ef'];
const $ = id => document.getElementById(id);

let model, answers = new Map(), solution = new Map(), hints = new Set(), marks = { differs: new Set(), failing: new Set() };
let selection = new Set(), undo = [], redo = [], dragging = false, typed = { cell: null, text: '', at: 0 };
let inFlight = null;
/** The positions drawn: a Kakuro's black ones are no cells of the puzzle, so the board remembers its size. */
let board = null;

const key = (r, c) => `r${r}c${c}`;
const parse = k => { const m = /^r(\d+)c(\d+)$/.exec(k); return [Number(m[1]), Number(m[2])]; };

function blank(kind, n, boxes) {
  const m = { name: 'my puzzle', values: `1..${n}`, grids: [], rules: [], givens: {}, cages: [], sums: [], regions: {}, relations: [] };
  if (kind === 'overlap') {
    m.values = '1..5';
    for (const [name, row, col] of [['A', 1, 1], ['B', 1, 7], ['E', 4, 4], ['C', 7, 1], ['D', 7, 7]])
      m.grids.push({ name, row, col, size: 5, boxes: 'none' });
    m.rules = ['rows', 'columns'];
    return m;
  }
  if (kind === 'samurai') {
    m.values = '1..9';
    for (const [name, row, col] of [['A', 1, 1], ['B', 1, 13], ['E', 7, 7], ['C', 13, 1], ['D', 13, 13]])
      m.grids.push({ name, row, col, size: 9, boxes: '3x3' });
    m.rules = ['rows', 'columns', 'boxes'];
    return m;
  }
  if (kind === 'kakuro') {
    // every position starts black: the setter makes the white cells, then the runs
    m.kind = 'kakuro'; m.values = '1..9'; m.cells = [];
    board = { rows: n, cols: n };
    return m;
  }
  if (kind === 'sujiko') {
    m.kind = 'sujiko'; m.values = '1..9';
    m.grids.push({ name: 'main', row: 1, col: 1, size: 3, boxes: 'none' });
    m.regions = { all: [] };
    for (let r = 1; r <= 3; r++) for (let c = 1; c <= 3; c++) m.regions.all.push(key(r, c));
    return m;
  }
  if (kind === 'header') {
    m.kind = 'header'; m.values = '1..9'; m.headings = [];
    m.grids.push({ name: 'main', row: 1, col: 1, size: n, boxes: 'none' });
    m.rules = ['rows', 'columns', 'equal-diagonal'];
    return m;
  }
  const withBoxes = kind === 'sudoku' || kind === 'killer';
  m.grids.push({ name: 'main', row: 1, col: 1, size: n, boxes: withBoxes ? boxes : 'none' });
  m.rules = withBoxes ? ['rows', 'columns', 'boxes'] : ['rows', 'columns'];
  return m;
}

// ---- the canvas -------------------------------------------------------------------------------------------
function cells() {
  const out = new Set(model.cells || []);
  for (const g of model.grids)
    for (let r = 0; r < g.size; r++) for (let c = 0; c < g.size; c++) out.add(key(g.row + r, g.col + c));
  return out;
}

function extent() {
  let rows = board ? board.rows : 0, cols = board ? board.cols : 0;
  for (const k of model.cells || []) { const [r, c] = parse(k); rows = Math.max(rows, r); cols = Math.max(cols, c); }
  for (const g of model.grids) { rows = Math.max(rows, g.row + g.size - 1); cols = Math.max(cols, g.col + g.size - 1); }
  return [rows, cols];
}

function maxValue() {
  const m = /\.\.(-?\d+)$/.exec(model.values || '');
  return m ? Number(m[1]) : Math.max(...model.grids.map(g => g.size));
}

/** Which grid box each cell is in, when boxes are a rule. */
function boxOf() {
  const out = new Map();
  if (!model.rules.includes('boxes')) return out;
  model.grids.forEach((g, gi) => {
    if (!g.boxes || g.boxes === 'none') return;
    const [br, bc] = g.boxes.split('x').map(Number);
    for (let r = 0; r < g.size; r++) for (let c = 0; c < g.size; c++)
      if (!out.has(key(g.row + r, g.col + c))) out.set(key(g.row + r, g.col + c), `${gi}:${Math.floor(r / br)}:${Math.floor(c / bc)}`);
  });
  return out;
}

function groupOf(list) {
  const out = new Map();
  list.forEach((x, i) => x.cells.forEach(c => out.set(c, i)));
  return out;
}

function regionOf() {
  const out = new Map();
  for (const [label, cs] of Object.entries(model.regions || {})) cs.forEach(c => out.set(c, label));
  return out;
}

/** Cage colours that differ between touching cages (greedy: enough for a page being edited). */
function cageColours() {
  const of = groupOf(model.cages), colour = [];
  model.cages.forEach((cage, i) => {
    const used = new Set();
    for (const c of cage.cells) {
      const [r, col] = parse(c);
      for (const n of [key(r - 1, col), key(r + 1, col), key(r, col - 1), key(r, col + 1)])
        if (of.has(n) && of.get(n) !== i && colour[of.get(n)] !== undefined) used.add(colour[of.get(n)]);
    }
    let k = 0;
    while (used.has(k)) k++;
    colour[i] = k;
  });
  return colour;
}

// ---- drawing ----------------------------------------------------------------------------------------------
const svgNs = 'http://www.w3.org/2000/svg';
function el(name, attrs, parent, text) {
  const e = document.createElementNS(svgNs, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  parent.appendChild(e);
  return e;
}

/**
 * Variant clues (thermometers, dots, outside sums...) from a link or a file: the server draws them with the code of
 * every picture, and the board lays the two layers in, under and over its grid lines. Fetched again only when the
 * clues change.
 */
let clueLayers = null, clueKey = '';
function clueLayer(svg, which, x, y) {
  if (!clueLayers || !clueLayers[which]) return;
  const g = el('g', { transform: `translate(${x(1)},${y(1)})`, 'pointer-events': 'none', class: 'clues-' + which }, svg);
  g.innerHTML = clueLayers[which];
}
function refreshClues() {
  const clues = model.clues || [];
  const k = JSON.stringify(clues);
  if (k === clueKey) return;
  clueKey = k;
  clueLayers = null;
  if (!clues.length) return;
  fetch('api/clues?cell=' + S, { method: 'POST', body: JSON.stringify(model) })
    .then(r => r.ok ? r.text() : Promise.reject(new Error('clues not drawn')))
    .then(t => { if (clueKey === k) { clueLayers = JSON.parse(t.split('\n')[0]); draw(); } })
    .catch(e => say(e.message, true));
}

function draw() {
  refreshClues();
  const [rows, cols] = extent(), all = cells();
  const heads = (model.headings || []).length > 0 || model.kind === 'header' ? S : 0;
  const m = clueLayers && clueLayers.outside ? M + S : M; // clues outside the grid need a cell of margin
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('width', cols * S + 2 * m + heads);
  svg.setAttribute('height', rows * S + 2 * m + heads);
  const x = c => m + heads + (c - 1) * S, y = r => m + heads + (r - 1) * S;
  if (model.kind === 'kakuro')
    for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++)
      if (!all.has(key(r, c))) {
        const k = key(r, c), cls = ['cell', 'black', selection.has(k) && 'selected'];
        el('rect', { x: x(c), y: y(r), width: S, height: S, fill: '#3a3a3a', class: cls.filter(Boolean).join(' '), 'data-cell': k }, svg);
      }
  const cageIdx = groupOf(model.cages), colours = cageColours(), boxes = boxOf(), regions = regionOf();
  for (const k of all) {
    const [r, c] = parse(k);
    const fill = cageIdx.has(k) ? PALETTE[colours[cageIdx.get(k)] % PALETTE.length] : '#ffffff';
    const cls = ['cell', selection.has(k) && 'selected', marks.differs.has(k) && 'differs', marks.failing.has(k) && 'failing'];
    el('rect', { x: x(c), y: y(r), width: S, height: S, fill, class: cls.filter(Boolean).join(' '), 'data-cell': k }, svg);
  }
  clueLayer(svg, 'under', x, y);
  const thick = (x0, y0, x1, y1, w = 3) => el('line', { x1: x0, y1: y0, x2: x1, y2: y1, stroke: '#111', 'stroke-width': w }, svg);
  for (const k of all) {
    const [r, c] = parse(k);
    const differ = (k2, map) => !all.has(k2) || map.get(k2) !== map.get(k);
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const n = key(r + dr, c + dc);
      const edge = [dc === 1 ? x(c) + S : x(c), dr === 1 ? y(r) + S : y(r), dc === -1 ? x(c) : x(c) + S, dr === -1 ? y(r) : y(r) + S];
      const line = dr === 0 ? [edge[0], y(r), edge[0], y(r) + S] : [x(c), edge[1], x(c) + S, edge[1]];
      if (!all.has(n) || (boxes.size && differ(n, boxes)) || (regions.size && differ(n, regions))) thick(...line);
      else if (cageIdx.has(k) && model.cages[cageIdx.get(k)].op && differ(n, cageIdx)) thick(...line);
    }
  }
  for (const g of model.grids) {
    const x0 = x(g.col), y0 = y(g.row), x1 = x(g.col + g.size), y1 = y(g.row + g.size);
    thick(x0, y0, x1, y0); thick(x0, y1, x1, y1); thick(x0, y0, x0, y1); thick(x1, y0, x1, y1);
  }
  outlines(svg, model.cages.filter(cg => !cg.op), 4, '#444', x, y);
  // a killer cage without a sum travels as a clue statement ("cage - r1c1 r1c2"): outlined like the others
  outlines(svg, (model.clues || []).filter(st => /^cage\s+-\s/.test(st)).map(st => ({ cells: st.replace(/^cage\s+-\s+/, '').trim().split(/\s+/) })), 4, '#444', x, y);
  clueLayer(svg, 'over', x, y);
  const circle = sm => model.kind === 'sujiko' && sm.cells.length === 4 && square(sm.cells);
  const run = sm => model.kind === 'kakuro' && sm.distinct;
  outlines(svg, model.sums.filter(sm => !circle(sm) && !run(sm)), 8, '#7b2fbf', x, y);
  for (const sm of model.sums.filter(circle)) {
    const [r, c] = parse(first(sm.cells));
    el('circle', { cx: x(c + 1), cy: y(r + 1), r: 14, fill: '#fff', stroke: '#222', 'stroke-width': 2 }, svg);
    el('text', { x: x(c + 1), y: y(r + 1) + 5, 'text-anchor': 'middle', 'font-weight': 'bold', 'font-size': 14, class: 'circleclue' }, svg, `${sm.target}`);
  }
  for (const sm of model.sums.filter(run)) {
    const [r, c] = parse(first(sm.cells)), across = sm.cells.every(k => parse(k)[0] === r);
    const [cr, cc] = across ? [r, c - 1] : [r - 1, c];
    el('line', { x1: x(cc), y1: y(cr), x2: x(cc) + S, y2: y(cr) + S, stroke: '#bbb' }, svg);
    el('text', across ? { x: x(cc) + S - 12, y: y(cr) + 16 } : { x: x(cc) + 12, y: y(cr) + S - 6 },
      svg, `${sm.target}`).setAttribute('class', 'runclue');
  }
  for (const h of model.headings || []) {
    const [r, c] = parse(first(h.cells)), row = h.cells.every(k => parse(k)[0] === r);
    const hx = row ? x(1) - S : x(c), hy = row ? y(r) : y(1) - S;
    el('rect', { x: hx, y: hy, width: S, height: S, fill: '#eee', stroke: '#9a9a9a' }, svg);
    el('text', { x: hx + S / 2, y: hy + S / 2 + 6, 'text-anchor': 'middle', 'font-weight': 'bold', class: 'headclue' }, svg, `${h.target}`);
  }
  if (model.kind === 'header')
    for (const g of model.grids) for (let k = 0; k < g.size; k++)
      el('rect', { x: x(g.col + k) + 2, y: y(g.row + k) + 2, width: S - 4, height: S - 4, fill: 'none', stroke: '#9fb4d9', 'stroke-width': 2 }, svg);
  for (const cage of model.cages) {
    const [r, c] = parse(first(cage.cells));
    const op = { '+': '+', '-': '−', '*': '×', '/': '÷', '?': '' }[cage.op || ''] ?? '';
    el('text', { x: x(c) + 4, y: y(r) + 13, class: 'clue' }, svg, `${cage.target}${op}`);
  }
  // circles and Kakuro runs carry their sums in their own places
  for (const sum of model.sums.filter(sm => !(model.kind === 'sujiko' && sm.cells.length === 4 && square(sm.cells))
      && !(model.kind === 'kakuro' && sm.distinct))) {
    const [r, c] = parse(first(sum.cells));
    el('text', { x: x(c) + S - 4, y: y(r) + 13, class: 'sumclue', 'text-anchor': 'end' }, svg, `${sum.target}`);
  }
  for (const rel of model.relations) {
    const [a, b] = rel.split('>').map(s => s.trim());
    const [ra, ca] = parse(a), [rb, cb] = parse(b);
    const sign = cb === ca + 1 ? '>' : cb === ca - 1 ? '<' : rb === ra + 1 ? '∨' : '∧';
    const cx = x(Math.min(ca, cb)) + (ca !== cb ? S : S / 2), cy = y(Math.min(ra, rb)) + (ra !== rb ? S : S / 2);
    el('text', { x: cx, y: cy + 6, 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 'bold', fill: '#b00020', class: 'sign' }, svg, sign);
  }
  for (const k of all) {
    const [r, c] = parse(k);
    let v, cls;
    if (model.givens[k] !== undefined) { v = model.givens[k]; cls = 'given'; }
    else if (answers.has(k)) { v = answers.get(k); cls = hints.has(k) ? 'hint' : 'answer'; }
    else if (solution.has(k)) { v = solution.get(k); cls = 'solution'; }
    if (v !== undefined) el('text', { x: x(c) + S / 2, y: y(r) + S / 2 + 2, class: `value ${cls}`, 'data-cell': k }, svg, String(v));
  }
  svg.addEventListener('pointerdown', pointerDown);
  svg.addEventListener('pointerover', e => { if (dragging && e.target.dataset.cell) { selection.add(e.target.dataset.cell); draw(); } });
  $('board').replaceChildren(svg);
}

function square(cs) {
  const [r, c] = parse(first(cs));
  return [key(r, c + 1), key(r + 1, c), key(r + 1, c + 1)].every(k => cs.includes(k));
}

function first(cs) {
  return [...cs].sort((a, b) => { const [ra, ca] = parse(a), [rb, cb] = parse(b); return ra - rb || ca - cb; })[0];
}

/** A dashed outline `inset` pixels inside each group's outer edges. */
function outlines(svg, groups, inset, colour, x, y) {
  for (const g of groups) {
    const mine = new Set(g.cells);
    for (const k of g.cells) {
      const [r, c] = parse(k);
      const x0 = x(c) + inset, y0 = y(r) + inset, x1 = x(c) + S - inset, y1 = y(r) + S - inset;
      const dash = (a, b, c2, d) => el('line', { x1: a, y1: b, x2: c2, y2: d, stroke: colour, 'stroke-width': 1, 'stroke-dasharray': '4 3' }, svg);
      if (!mine.has(key(r - 1, c))) dash(x0, y0, x1, y0);
      if (!mine.has(key(r + 1, c))) dash(x0, y1, x1, y1);
      if (!mine.has(key(r, c - 1))) dash(x0, y0, x0, y1);
      if (!mine.has(key(r, c + 1))) dash(x1, y0, x1, y1);
    }
  }
}

// ---- editing ----------------------------------------------------------------------------------------------
function snapshot() {
  return JSON.stringify({ model, board, answers: [...answers], hints: [...hints] });
}

function restore(text) {
  const s = JSON.parse(text);
  model = s.model; board = s.board || null; answers = new Map(s.answers); hints = new Set(s.hints);
}

/** Every edit goes through here, so that it can be undone. */
function edit(change) {
  undo.push(snapshot());
  redo = [];
  change();
  solution.clear(); marks.differs.clear(); marks.failing.clear();
  draw();
  remember();
}

function remember() {
  try { localStorage.setItem('cellwise', snapshot()); } catch (e) { /* private mode: nothing kept */ }
}

function pointerDown(e) {
  const k = e.target.dataset.cell;
  if (!k) return;
  if (e.shiftKey || e.ctrlKey || e.metaKey) {
    if (selection.has(k) && (e.ctrlKey || e.metaKey)) selection.delete(k); else selection.add(k);
  } else {
    selection = new Set([k]);
  }
  dragging = true;
  $('board').focus();
  draw();
}
window.addEventListener('pointerup', () => { dragging = false; });

function typing() {
  return document.querySelector('input[name=typing]:checked').value;
}

function setValue(v) {
  edit(() => {
    for (const k of selection) {
      if (typing() === 'given') { if (v === null) delete model.givens[k]; else model.givens[k] = v; }
      else if (model.givens[k] === undefined) { if (v === null) answers.delete(k); else answers.set(k, v); hints.delete(k); }
    }
  });
}

document.addEventListener('keydown', e => {
  if (e.target.matches('input, textarea, select')) return;
  if ((e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z')) { e.preventDefault(); doUndo(); return; }
  if ((e.ctrlKey || e.metaKey) && (e.key === 'y' || e.key === 'Y')) { e.preventDefault(); doRedo(); return; }
  if (!selection.size) return;
  if (e.key === 'Delete' || e.key === 'Backspace') { e.preventDefault(); setValue(null); return; }
  if (/^[0-9]$/.test(e.key) || (e.key === '-' && maxValue() < 0)) {
    // values above 9 are typed as two digits in quick succession
    const now = Date.now(), cellKey = [...selection].join();
    typed = now - typed.at < 800 && typed.cell === cellKey && maxValue() > 9 ? { cell: cellKey, text: typed.text + e.key, at: now }
      : { cell: cellKey, text: e.key, at: now };
    const v = Number(typed.text);
    if (Number.isFinite(v)) { if (typed.text.length > 1) undo.pop(); setValue(v); }
  }
});

function doUndo() {
  if (!undo.length) return;
  redo.push(snapshot()); restore(undo.pop()); solution.clear(); draw(); remember();
}

function doRedo() {
  if (!redo.length) return;
  undo.push(snapshot()); restore(redo.pop()); solution.clear(); draw(); remember();
}

function say(text, bad) {
  $('answer').textContent = text;
  $('answer').className = bad ? 'bad' : '';
}

function nextLabel(prefix, taken) {
  let i = 1;
  while (taken.has(prefix + i)) i++;
  return prefix + i;
}

function needSelection(n) {
  if (selection.size < n) { say(`select ${n === 1 ? 'a cell' : n + ' cells'} first`, true); return false; }
  return true;
}

function clue() {
  return $('clue').value.trim();
}

$('cage').onclick = () => {
  if (!needSelection(1)) return;
  const m = /^(\d+)$/.exec(clue());
  if (!m) { say('type the cage sum in the clue box (a whole number)', true); return; }
  edit(() => model.cages.push({ label: nextLabel('c', new Set(model.cages.map(c => c.label))), target: Number(m[1]), cells: [...selection] }));
};

$('kenken').onclick = () => {
  if (!needSelection(1)) return;
  const m = /^(\d+)\s*([+\-−x×*\/÷?])$/.exec(clue());
  if (!m) { say('type the target and operation in the clue box: 12+, 3-, 2/, 60*, or 12? for a hidden one', true); return; }
  const op = { '+': '+', '-': '-', '−': '-', 'x': '*', '×': '*', '*': '*', '/': '/', '÷': '/', '?': '?' }[m[2]];
  if ((op === '-' || op === '/') && selection.size !== 2) { say('− and ÷ cages have exactly two cells', true); return; }
  edit(() => model.cages.push({ label: nextLabel('k', new Set(model.cages.map(c => c.label))), target: Number(m[1]), op, cells: [...selection] }));
};

$('sum').onclick = () => {
  if (!needSelection(1)) return;
  const m = /^(-?\d+)$/.exec(clue());
  if (!m) { say('type the sum in the clue box', true); return; }
  edit(() => model.sums.push({ label: nextLabel('s', new Set(model.sums.map(s => s.label))), target: Number(m[1]), cells: [...selection] }));
};

$('region').onclick = () => {
  if (!needSelection(1)) return;
  edit(() => {
    for (const cs of Object.values(model.regions)) for (const k of selection) { const i = cs.indexOf(k); if (i >= 0) cs.splice(i, 1); }
    for (const [l, cs] of Object.entries(model.regions)) if (!cs.length) delete model.regions[l];
    model.regions[nextLabel('g', new Set(Object.keys(model.regions)))] = [...selection];
  });
};

$('greater').onclick = () => {
  const cs = [...selection];
  if (cs.length !== 2) { say('select two neighbouring cells: the first is the greater', true); return; }
  const [ra, ca] = parse(cs[0]), [rb, cb] = parse(cs[1]);
  if (Math.abs(ra - rb) + Math.abs(ca - cb) !== 1) { say('the two cells must share a side', true); return; }
  edit(() => model.relations.push(`${cs[0]} > ${cs[1]}`));
};

function line(cs) {
  const ps = cs.map(parse), rows = new Set(ps.map(p => p[0])), cols = new Set(ps.map(p => p[1]));
  if (rows.size === 1) { const c = ps.map(p => p[1]).sort((a, b) => a - b); return c.every((v, i) => i === 0 || v === c[i - 1] + 1); }
  if (cols.size === 1) { const r = ps.map(p => p[0]).sort((a, b) => a - b); return r.every((v, i) => i === 0 || v === r[i - 1] + 1); }
  return false;
}

$('heading').onclick = () => {
  const cs = [...selection];
  const g = model.grids[0];
  const whole = cs.length === g.size && line(cs);
  const m = /^(\d+)$/.exec(clue());
  if (!whole || !m) { say('select a whole row or column and type its heading in the clue box', true); return; }
  const [r, c] = parse(first(cs)), row = cs.every(k => parse(k)[0] === r);
  model.headings = model.headings || [];
  const label = row ? `row ${r} heading` : `column ${c} heading`;
  edit(() => { model.headings = model.headings.filter(h => h.label !== label); model.headings.push({ label, target: Number(m[1]), cells: cs }); });
};

$('white').onclick = () => {
  if (model.kind !== 'kakuro') { say('white and black cells are for a Kakuro', true); return; }
  if (!needSelection(1)) return;
  edit(() => {
    const white = new Set(model.cells);
    const allWhite = [...selection].every(k => white.has(k));
    for (const k of selection) { if (allWhite) white.delete(k); else white.add(k); }
    model.cells = [...white];
    model.sums = model.sums.filter(sm => sm.cells.every(k => white.has(k)));
  });
};

$('run').onclick = () => {
  const cs = [...selection], white = new Set(model.cells || []);
  const m = /^(\d+)$/.exec(clue());
  if (model.kind !== 'kakuro' || !cs.length || !line(cs) || !cs.every(k => white.has(k)) || !m) {
    say('select white cells in one row or column and type the run\'s sum in the clue box', true); return;
  }
  edit(() => model.sums.push({ label: nextLabel('run', new Set(model.sums.map(x => x.label))), target: Number(m[1]), distinct: true, cells: cs }));
};

$('unmark').onclick = () => {
  if (!needSelection(1)) return;
  const touches = g => g.cells.some(c => selection.has(c));
  edit(() => {
    model.cages = model.cages.filter(g => !touches(g));
    model.sums = model.sums.filter(g => !touches(g));
    for (const [l, cs] of Object.entries(model.regions)) if (cs.some(c => selection.has(c))) delete model.regions[l];
    model.relations = model.relations.filter(r => !r.split('>').some(c => selection.has(c.trim())));
    if (model.headings) model.headings = model.headings.filter(g => !touches(g));
  });
};

$('new').onclick = () => {
  const n = Number($('size').value), kind = $('kind').value;
  if (!(n >= 2 && n <= 25)) { say('a size is 2 to 25', true); return; }
  edit(() => { board = null; model = blank(kind, n, $('boxes').value.trim() || 'none'); answers.clear(); hints.clear(); selection.clear(); });
  showRules();
};

$('generate').onclick = () => guarded(async () => {
  const kind = $('kind').value, size = Number($('size').value);
  const defaults = { sudoku: 9, killer: 9, kenken: 6, jigsaw: 9, kakuro: 6, header: 4 };
  const sized = kind in defaults && size >= 2 && size <= 25 ? size : 0;
  const res = await fetch(`api/generate?kind=${kind}&size=${sized}&level=${$('level').value}`,
    { method: 'POST' });
  const body = await res.json();
  if (!res.ok) throw new Error(body.error);
  await open(body.text);
  say(`${body.name}: a new ${$('level').value === 'any' ? '' : $('level').value + ' '}puzzle with one solution (seed ${body.seed})`);
});

$('addgrid').onclick = () => {
  const size = Number($('gsize').value), row = Number($('grow').value), col = Number($('gcol').value);
  if (!(size >= 2 && size <= 25 && row >= 1 && col >= 1)) { say('a grid is 2 to 25 cells wide, at row and column 1 or more', true); return; }
  edit(() => {
    const names = new Set(model.grids.map(g => g.name));
    let name = 'A';
    while (names.has(name)) name = String.fromCharCode(name.charCodeAt(0) + 1);
    model.grids.push({ name, row, col, size, boxes: 'none' });
    model.values = `1..${Math.max(...model.grids.map(g => g.size))}`;
  });
};

$('removegrid').onclick = () => {
  if (!needSelection(1)) return;
  const [r, c] = parse([...selection][0]);
  const i = model.grids.findIndex(g => r >= g.row && r < g.row + g.size && c >= g.col && c < g.col + g.size);
  if (model.grids.length < 2) { say('a puzzle keeps at least one grid', true); return; }
  edit(() => {
    model.grids.splice(i, 1);
    const left = cells();
    const keep = g => g.cells.every(k => left.has(k));
    model.cages = model.cages.filter(keep); model.sums = model.sums.filter(keep);
    for (const k of Object.keys(model.givens)) if (!left.has(k)) delete model.givens[k];
    selection.clear();
  });
};

async function showRules() {
  const rules = await (await fetch('api/rules')).json();
  const box = $('rules');
  box.replaceChildren();
  for (const [k, text] of Object.entries(rules)) {
    const label = document.createElement('label');
    label.title = text;
    label.innerHTML = `<input type="checkbox" value="${k}"> ${k}`;
    label.append(document.createElement('br'));
    const explain = document.createElement('small');
    explain.textContent = text;
    label.append(explain);
    const input = label.querySelector('input');
    input.checked = model.rules.includes(k);
    input.onchange = () => edit(() => { model.rules = input.checked ? [...model.rules, k] : model.rules.filter(x => x !== k); });
    box.append(label, document.createElement('br'));
  }
}

// ---- asking the server ------------------------------------------------------------------------------------
async function ask(path, body = JSON.stringify(model)) {
  if (inFlight) inFlight.abort();
  inFlight = new AbortController();
  const started = Date.now(), ticker = setInterval(() => say(`working… ${((Date.now() - started) / 1000).toFixed(1)} s`), 250);
  $('cancel').disabled = false;
  try {
    const r = await fetch(path, { method: 'POST', body, signal: inFlight.signal });
    const text = await r.text();
    if (!r.ok) throw new Error(JSON.parse(text).error);
    return text.split('\n').filter(l => l.trim()).map(l => JSON.parse(l));
  } finally {
    clearInterval(ticker);
    $('cancel').disabled = true;
    inFlight = null;
  }
}

let currentJob = null;

/** A long solve as a job: started, polled for its nodes and time, and cancellable (the server stops its search). */
async function runJob(path) {
  const started = await fetch(path, { method: 'POST', body: JSON.stringify(model) });
  const text = await started.text();
  if (!started.ok) throw new Error(JSON.parse(text).error);
  let job = JSON.parse(text);
  currentJob = job.id;
  $('cancel').disabled = false;
  try {
    while (!job.result) {
      say(`working… ${job.nodes.toLocaleString('en')} nodes, ${(job.millis / 1000).toFixed(1)} s`);
      await new Promise(r => setTimeout(r, 200));
      job = await (await fetch('api/jobs/' + job.id)).json();
    }
  } finally {
    currentJob = null;
    $('cancel').disabled = true;
  }
  if (job.result.status === 'cancelled') { const e = new Error('cancelled'); e.name = 'AbortError'; throw e; }
  if (job.result.status === 'invalid') throw new Error(job.result.error);
  return job.result;
}

function gridToMap(grid) {
  const out = new Map();
  grid.forEach((row, r) => row.forEach((v, c) => { if (v !== null) out.set(key(r + 1, c + 1), v); }));
  return out;
}

async function guarded(action) {
  try { await action(); } catch (e) { say(e.name === 'AbortError' ? 'cancelled' : e.message, e.name !== 'AbortError'); }
}

async function solveAndShow(showSolution) {
  const a = await runJob('api/jobs/solve');
  marks.differs = new Set(a.differs || []);
  if (a.status === 'solved') {
    if (showSolution) solution = gridToMap(a.grid);
    draw();
    return a;
  }
  draw();
  return a;
}

$('solve').onclick = () => guarded(async () => {
  const a = await solveAndShow(true);
  if (a.status === 'solved') say(a.unique ? 'solved: unique' : 'solved, but not unique: the cells where two solutions differ are highlighted');
  else if (a.status === 'no-solution') say('no solution' + (a.conflict ? ': these cannot all hold: ' + a.conflict.join(', ') : ''), true);
  else say(a.status === 'timeout' ? 'timed out: the server gave up at its time limit' : a.status, true);
});

$('count').onclick = () => guarded(async () => {
  const limit = Number($('limit').value);
  if (!(limit >= 1)) { say('the count limit is a whole number from 1', true); return; }
  const c = await runJob('api/jobs/count?limit=' + limit);
  if (c.count === 0) {
    const a = await solveAndShow(false);
    say('no solution' + (a.conflict ? ': these cannot all hold: ' + a.conflict.join(', ') : ''), true);
  } else if (c.count === 1 && c.complete) {
    marks.differs.clear(); draw(); say('unique');
  } else {
    await solveAndShow(false);
    say(`${c.complete ? '' : 'at least '}${c.count} solutions; the cells where two differ are highlighted`);
  }
});

function gridText() {
  const [rows, cols] = extent(), all = cells(), lines = [];
  for (let r = 1; r <= rows; r++) {
    const row = [];
    for (let c = 1; c <= cols; c++) {
      const k = key(r, c);
      if (!all.has(k)) row.push('-');
      else if (model.givens[k] !== undefined) row.push(String(model.givens[k]));
      else if (answers.has(k)) row.push(String(answers.get(k)));
      else row.push('.');
    }
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}

$('check').onclick = () => guarded(async () => {
  const [report] = await ask('api/check?solution=' + encodeURIComponent(gridText()));
  marks.failing = new Set(report.checks.flatMap(c => c.culprits));
  draw();
  const broken = report.checks.map(c => `${c.rule}: ${c.detail}`);
  say(report.summary + (broken.length ? ' ' + broken.join('; ') : ''), !report.ok);
});

$('hint').onclick = () => guarded(async () => {
  const [h] = await ask('api/hint?progress=' + encodeURIComponent(gridText()));
  $('hintpic').replaceChildren();
  if (h.status !== 'solved') { say('no hint: ' + h.status, true); return; }
  if (h.svg) $('hintpic').innerHTML = h.svg; // the step drawn by the server: cells used, candidates struck out
  if (h.technique === 'wrong value') { marks.failing = new Set([h.cell]); draw(); say('hint: ' + h.text, true); return; }
  if (h.technique === 'none') { say(h.text); return; }
  if (h.value !== undefined) edit(() => { answers.set(h.cell, h.value); hints.add(h.cell); });
  say('hint (' + h.technique + '): ' + h.text);
});

$('cancel').onclick = () => {
  if (currentJob) fetch('api/jobs/' + currentJob, { method: 'DELETE' });
  if (inFlight) inFlight.abort();
};
$('undo').onclick = doUndo;
$('redo').onclick = doRedo;

async function open(text) {
  const [line] = await ask('api/convert?to=json', text);
  if (line.status === 'invalid') throw new Error(line.error);
  const loaded = JSON.parse(line.text);
  edit(() => {
    model = Object.assign({ givens: {}, cages: [], sums: [], regions: {}, relations: [], rules: [] }, loaded);
    board = null;
    if (!model.grids && model.size) model.grids = [{ name: 'main', row: 1, col: 1, size: model.size, boxes: model.boxes || 'none' }];
    model.grids = model.grids || [];
    delete model.size; delete model.boxes;
    answers.clear(); hints.clear(); selection.clear();
  });
  showRules();
  say(`opened ${model.name}`);
}

$('load').onchange = e => guarded(async () => { const f = e.target.files[0]; if (f) await open(await f.text()); e.target.value = ''; });
$('pasted').onclick = () => guarded(() => open($('paste').value));

$('save').onclick = () => guarded(async () => {
  const [line] = await ask('api/convert?to=cellwise');
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([line.text], { type: 'text/plain' }));
  a.download = (model.name || 'puzzle').replace(/[^\w.-]+/g, '_') + '.cw';
  a.click();
  say(`saved ${a.download}`);
});

function encode(text) {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decode(text) {
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(b, c => c.charCodeAt(0)));
}

$('openlink').onclick = () => guarded(() => open($('link').value));

/** A link to the puzzle on another site; the server writes it and reads it back before it is handed out. */
async function shareAs(site) {
  const [line] = await ask('api/convert?to=' + (site === 'sudokupad' ? 'fpuzzles' : site));
  if (line.status === 'invalid') throw new Error(line.error);
  let link = line.text.trim();
  if (site === 'sudokupad') link = 'https://sudokupad.app/fpuzzles' + link.slice(link.indexOf('load=') + 5);
  $('link').value = link;
  const name = { fpuzzles: 'f-puzzles', sudokupad: 'SudokuPad', puzzlink: 'puzz.link' }[site];
  try { await navigator.clipboard.writeText(link); say(`${name} link copied (also in the link box)`); }
  catch (e) { say(`${name} link in the link box`); }
}
for (const site of ['fpuzzles', 'sudokupad', 'puzzlink']) $('share-' + site).onclick = () => guarded(() => shareAs(site));

$('share').onclick = async () => {
  const link = location.href.split('#')[0] + '#p=' + encode(JSON.stringify(model));
  history.replaceState(null, '', link);
  try { await navigator.clipboard.writeText(link); say('share link copied: the puzzle travels in the link itself'); }
  catch (e) { say('share link: ' + link); }
};

// ---- start ------------------------------------------------------------------------------------------------
function start() {
  const shared = /#p=([\w-]+)/.exec(location.hash);
  if (shared) model = JSON.parse(decode(shared[1]));
  else {
    try { const kept = localStorage.getItem('cellwise'); if (kept) restore(kept); } catch (e) { /* none kept */ }
  }
  if (!model) model = blank('sudoku', 9, '3x3');
  for (const f of ['givens', 'regions']) model[f] = model[f] || {};
  for (const f of ['cages', 'sums', 'relations', 'rules']) model[f] = model[f] || [];
  draw();
  showRules();
}
start();
