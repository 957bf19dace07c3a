// The board: the puzzle's static picture as the server draws it (grid, boxes, cages, clues, givens: the same code
// as `draw --svg`, through POST /api/picture), with the page's own layers slotted between its named layers: the
// player's colours over the cells, highlights, then digits, marks, the selection and the cursor on top. The
// picture is fetched again only when the puzzle changes; the player's layers are redrawn in place, so the
// elements a pointer is pressing on are never replaced during a drag.

import { state, parse, key, valueOf, isGiven, range } from './state.js';
import { post } from './api.js';
import * as svgs from './svg.js';
import { draw as drawPen } from './pen.js';

export const CELL = 44;
const ns = 'http://www.w3.org/2000/svg';

/** The server's answer for the puzzle drawn now: svg, left, top, cell, rows, cols, cells, givens, houses, info. */
export let picture = null;
let pictureFor = '', svg = null, layers = {}, cellSet = new Set(), peerMap = new Map(), sequence = 0;
let problem = null;

/** Called when a new picture is in place (the page redraws what depends on it: the title, rules, pad). */
let onPicture = () => {};
export function whenDrawn(fn) { onPicture = fn; }

let current = Promise.resolve(null);

/** What a picture is of: the puzzle (its name aside: a title being typed is not a new picture), its drawings included. */
function pictureKey(model) {
  return JSON.stringify(Object.assign({}, model, { name: '' }));
}

/** Pictures fetched for drafts a tool checked before making them the puzzle: the edit then draws at once. */
const drafts = new Map();

/**
 * Fetches the picture when the puzzle changed; resolves, once the board shows the puzzle as it is now, to null or
 * to the server's word on why the puzzle cannot be drawn (the board then keeps the last picture).
 */
export function refresh() {
  const text = pictureKey(state.model);
  if (text === pictureFor) return current;
  pictureFor = text;
  const mine = ++sequence;
  if (drafts.has(text)) {
    const p = drafts.get(text);
    drafts.clear();
    problem = null;
    installedFor = text;
    install(p);
    current = Promise.resolve(null);
    return current;
  }
  current = post('api/picture?cell=' + CELL, state.model, 'picture').then(([p]) => {
    if (mine !== sequence) return problem;
    if (!p || p.status === 'invalid') { problem = p ? p.error : 'no picture'; return problem; }
    problem = null;
    installedFor = text;
    install(p);
    return null;
  }).catch(e => {
    if (e.name === 'AbortError') return problem;
    if (mine === sequence) { problem = e.message; pictureFor = ''; }
    return problem;
  });
  return current;
}

/**
 * Whether the server can read and draw a draft of the puzzle: null when it can (its picture is kept for when the
 * draft becomes the puzzle), else the server's words on what is wrong.
 */
export async function check(model) {
  const [p] = await post('api/picture?cell=' + CELL, model, 'draft');
  if (!p || p.status === 'invalid') return p ? p.error : 'no picture';
  drafts.clear();
  drafts.set(pictureKey(model), p);
  return null;
}

let installedFor = '';
/** Whether the board shows the puzzle as it is now. */
export function upToDate() {
  return picture !== null && installedFor === pictureKey(state.model);
}

/** The same picture laid out anew (the mode decides whether a Kakuro's black squares can be selected). */
export function rebuild() {
  if (picture) install(picture);
}

function install(p) {
  picture = p;
  state.fixed = p.givens;
  cellSet = new Set(p.cells);
  peerMap = new Map();
  for (const h of p.houses) {
    const names = h.map(i => p.cells[i]);
    for (const a of names) {
      if (!peerMap.has(a)) peerMap.set(a, new Set());
      for (const b of names) if (a !== b) peerMap.get(a).add(b);
    }
  }
  const root = svgs.picture(p.svg);
  root.querySelector('title')?.remove(); // the page names the board itself; no tooltip over every cell
  root.setAttribute('role', 'grid');
  root.setAttribute('aria-label', 'the puzzle: arrow keys move, digits fill in');
  root.removeAttribute('width');
  root.removeAttribute('height');
  const group = (cls, after) => {
    const g = document.createElementNS(ns, 'g');
    g.setAttribute('class', cls);
    if (after) after.after(g); else root.appendChild(g);
    return g;
  };
  const cellsLayer = root.querySelector('g.cells'), under = root.querySelector('g.under');
  layers = {};
  layers.colours = group('play-colours', cellsLayer);
  layers.highlight = group('play-highlight', layers.colours);
  // the drawings the puzzle keeps (a link's lines, circles, texts), drawn by the server from the model itself
  const decoration = p.info && p.info.decoration;
  if (decoration) {
    const d = group('decoration', under || layers.highlight);
    d.setAttribute('transform', `translate(${p.left},${p.top})`);
    d.setAttribute('pointer-events', 'none');
    d.appendChild(svgs.fragment(decoration));
  }
  layers.digits = group('play-digits');
  layers.marks = group('play-marks');
  layers.pen = group('play-pen');
  layers.pen.setAttribute('pointer-events', 'none');
  layers.overlay = group('set-overlay');
  layers.overlay.setAttribute('pointer-events', 'none');
  layers.selection = group('play-selection');
  layers.hit = group('hit');
  layers.cells = new Map();
  const [rows, cols] = [p.rows, p.cols];
  for (let r = 1; r <= rows; r++) {
    const row = document.createElementNS(ns, 'g');
    row.setAttribute('role', 'row');
    for (let c = 1; c <= cols; c++) {
      const k = key(r, c);
      if (!cellSet.has(k) && !(state.mode === 'setting' && p.family === 'kakuro')) continue; // a Kakuro's black squares are set too
      const rect = el('rect', { x: x(c), y: y(r), width: p.cell, height: p.cell, fill: 'transparent', id: 'cell-' + k,
        'data-cell': k, role: 'gridcell', class: cellSet.has(k) ? 'cell' : 'cell black' }, row);
      layers.cells.set(k, rect);
    }
    layers.hit.appendChild(row);
  }
  // setting: room all round for clues outside the grid, where the picture has none yet
  let width = p.width, height = p.height;
  if (state.mode === 'setting' && p.family !== 'kakuro') {
    const x0 = Math.min(0, p.left - p.cell - 6), y0 = Math.min(0, p.top - p.cell - 6);
    const x1 = Math.max(p.width, p.left + (p.cols + 1) * p.cell + 6), y1 = Math.max(p.height, p.top + (p.rows + 1) * p.cell + 6);
    root.setAttribute('viewBox', `${x0} ${y0} ${x1 - x0} ${y1 - y0}`);
    width = x1 - x0;
    height = y1 - y0;
  }
  const board = document.getElementById('board');
  // the style sheet sizes the board to the window (its height and width both); it needs the picture's shape, and
  // a cap so a small grid's cells stay below about 130 pixels
  board.style.setProperty('--aspect', (width / height).toFixed(4));
  board.style.setProperty('--most', Math.round(width * 130 / p.cell) + 'px');
  board.replaceChildren(root);
  svg = root;
  onPicture(p);
  render();
}

const x = c => picture.left + (c - 1) * picture.cell;
const y = r => picture.top + (r - 1) * picture.cell;

function el(name, attrs, parent, text) {
  const e = document.createElementNS(ns, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  parent.appendChild(e);
  return e;
}

export function isCell(k) { return cellSet.has(k); }
export function allCells() { return picture ? picture.cells : []; }
export function peersOf(k) { return peerMap.get(k) || new Set(); }

/**
 * Where a pointer is on the board: the position (row, col, 1-based, its name even where no cell is, as a Kakuro's
 * black squares), whether it is a cell, how near the centre (0 centre, 1 edge), the nearest edge and corner, and
 * whether it lies outside the grid; fx, fy: the same in cell units from r1c1's top-left corner. What a tool needs:
 * cells, lines through centres, dots on edges, outside clues.
 */
export function locate(clientX, clientY) {
  if (!svg || !picture) return null;
  const pt = svg.createSVGPoint();
  pt.x = clientX; pt.y = clientY;
  const m = svg.getScreenCTM();
  if (!m) return null;
  const b = pt.matrixTransform(m.inverse());
  return locateAt((b.x - picture.left) / picture.cell, (b.y - picture.top) / picture.cell);
}

/** The same for a point given in cell units from r1c1's top-left corner (a point between two the pointer reported). */
export function locateAt(fx, fy) {
  if (!picture) return null;
  const b = { x: picture.left + fx * picture.cell, y: picture.top + fy * picture.cell };
  const col = Math.floor(fx) + 1, row = Math.floor(fy) + 1, k = key(row, col);
  const dx = fx - Math.floor(fx) - 0.5, dy = fy - Math.floor(fy) - 0.5;
  const outside = row < 1 || col < 1 || row > picture.rows || col > picture.cols;
  const edge = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : (dy > 0 ? 'bottom' : 'top');
  return { x: b.x, y: b.y, fx, fy, row, col, name: k, cell: cellSet.has(k) ? k : null, outside, centre: 2 * Math.max(Math.abs(dx), Math.abs(dy)),
    edge, corner: key(Math.round(fy) + 1, Math.round(fx) + 1) };
}

/**
 * The points between two the pointer reported, a quarter cell apart (the second excluded): a brisk swipe of a
 * finger is reported every 16 ms or so, a cell or more apart, and a drag must pass over every cell between.
 */
export function between(from, to) {
  const n = Math.ceil(Math.max(Math.abs(to.fx - from.fx), Math.abs(to.fy - from.fy)) / 0.25), out = [];
  for (let i = 1; i < n; i++) out.push(locateAt(from.fx + (to.fx - from.fx) * i / n, from.fy + (to.fy - from.fy) * i / n));
  return out;
}

// ---- the player's layers ---------------------------------------------------------------------------------
export const COLOURS = ['#c7c7c7', '#7a7a7a', '#333333', '#a8e6a0', '#e6a8d8', '#f5b971', '#f28b82', '#fff176', '#90caf9',
  '#b39ddb', '#80cbc4', '#ffab91'];
const CORNER_AT = [[0.2, 0.25], [0.8, 0.25], [0.2, 0.87], [0.8, 0.87], [0.5, 0.25], [0.5, 0.87], [0.2, 0.56], [0.8, 0.56], [0.5, 0.56]];

/** Layers other modules draw (the setting tools' marks): each is called with the overlay group at every render. */
const overlays = [];
export function onRender(fn) { overlays.push(fn); }

/** Where the board's cells lie, for an overlay: r1c1's corner, a cell's size, rows, columns. */
export function geometry() {
  return picture ? { left: picture.left, top: picture.top, cell: picture.cell, rows: picture.rows, cols: picture.cols } : null;
}

/** Conflicting cells, computed elsewhere (marks.js), set before each render. */
let conflicts = new Set();
export function setConflicts(set) { conflicts = set; }

export function render() {
  if (!svg || !picture) return;
  const s = picture.cell;
  for (const name of ['colours', 'highlight', 'digits', 'marks', 'pen', 'overlay', 'selection']) layers[name].replaceChildren();
  // colours: one fills the cell, several share it in slices around its centre
  for (const [k, list] of Object.entries(state.colours)) {
    if (!cellSet.has(k) || !list.length) continue;
    const [r, c] = parse(k), cx = x(c) + s / 2, cy = y(r) + s / 2;
    if (list.length === 1) {
      el('rect', { x: x(c), y: y(r), width: s, height: s, fill: COLOURS[(list[0] - 1) % COLOURS.length], opacity: 0.7, class: 'colour', 'data-cell': k,
        'data-colours': list.join(' ') }, layers.colours);
      continue;
    }
    list.forEach((colour, i) => {
      const a0 = -Math.PI / 2 + (2 * Math.PI * i) / list.length, a1 = -Math.PI / 2 + (2 * Math.PI * (i + 1)) / list.length;
      el('path', { d: slice(cx, cy, s / 2, a0, a1), fill: COLOURS[(colour - 1) % COLOURS.length], opacity: 0.7, class: 'colour', 'data-cell': k,
        'data-colours': list.join(' ') }, layers.colours);
    });
  }
  // highlights: the digit the cursor holds, elsewhere; cells where two solutions differ; failing checks; a hint's cells
  const selected = new Set(state.selection);
  const same = state.settings.samedigit && state.cursor ? valueOf(state.cursor) : undefined;
  const failing = new Set(state.shown.failing), differs = new Set(state.shown.differs), hint = new Set(state.shown.hint);
  for (const k of picture.cells) {
    const [r, c] = parse(k);
    let fill = null, cls = '';
    if (same !== undefined && valueOf(k) === same && !selected.has(k)) { fill = '#c9b3ff'; cls = 'same'; }
    if (differs.has(k)) differ(x(c), y(r), s, k);
    if (hint.has(k)) { fill = '#ffe98a'; cls = 'hinted'; }
    if (failing.has(k)) { fill = '#f6a5a5'; cls = 'failing'; }
    if (fill) el('rect', { x: x(c), y: y(r), width: s, height: s, fill, opacity: 0.75, class: cls, 'data-cell': k }, layers.highlight);
  }
  for (const k of state.selection) {
    const [r, c] = parse(k);
    el('rect', { x: x(c), y: y(r), width: s, height: s, fill: '#a8d1ff', opacity: 0.45, class: 'selected', 'data-cell': k }, layers.highlight);
  }
  // digits: the player's in blue, a hint's in amber, the solution when shown in green, conflicts in red
  const [, max] = range();
  // where cages carry sums in their corners, a digit sits a little lower and smaller, clear of a "14" above it
  const labelled = (state.model.cages || []).length || (state.model.sums || []).length;
  const font = Math.round(s * (max > 9 ? 0.45 : 0.55) * (labelled ? 0.82 : 1)), drop = labelled ? 0.3 : 0.2;
  for (const k of picture.cells) {
    const [r, c] = parse(k);
    let v, cls;
    if (state.mode === 'solving' && state.digits[k] !== undefined && !isGiven(k)) { v = state.digits[k]; cls = state.hinted[k] ? 'digit hinted' : 'digit'; }
    else if (state.shown.solution[k] !== undefined && !isGiven(k)) { v = state.shown.solution[k]; cls = 'solution'; }
    if (v === undefined) continue;
    if (conflicts.has(k)) cls += ' conflict';
    el('text', { x: x(c) + s / 2, y: y(r) + s / 2 + s * drop, 'font-size': font, 'text-anchor': 'middle', class: cls, 'data-cell': k }, layers.digits, String(v));
  }
  for (const k of Object.keys(picture.givens)) if (conflicts.has(k)) {
    const [r, c] = parse(k);
    el('circle', { cx: x(c) + s / 2, cy: y(r) + s / 2, r: s * 0.36, fill: 'none', stroke: '#d0021b', 'stroke-width': 2, class: 'conflict-given', 'data-cell': k }, layers.digits);
  }
  if (state.mode === 'solving') { marks(s); drawPen(layers.pen, el); }
  for (const fn of overlays) fn(layers.overlay, geometry());
  selectionOutline(s);
  labels();
}

/**
 * A cell where two solutions differ: hatched, never a flat fill, so it cannot be taken for a cage's or a region's
 * colour (flat pastel fills), for the player's colours (flat fills too) or for a killer cage (a dashed outline).
 */
function differ(x0, y0, s, k) {
  const g = el('g', { class: 'differs', 'data-cell': k }, layers.highlight);
  for (let i = 1; i <= 4; i++) {
    // lines at 45 degrees, a fifth of a cell apart, cut to the cell: from its left or bottom edge to its top or right
    const t = (i * 2 * s) / 5;
    const a = t <= s ? [x0, y0 + t] : [x0 + t - s, y0 + s], b = t <= s ? [x0 + t, y0] : [x0 + s, y0 + t - s];
    el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: '#6a1b9a', 'stroke-width': 2.2, opacity: 0.6 }, g);
  }
}

/** Cells whose top-left corner carries a cage's or a sum's clue: corner marks leave that corner free. */
function labelled() {
  const out = new Set();
  for (const g of [...(state.model.cages || []), ...(state.model.sums || [])]) {
    if (!g.cells || !g.cells.length) continue;
    out.add([...g.cells].sort((a, b) => { const [ra, ca] = parse(a), [rb, cb] = parse(b); return ra - rb || ca - cb; })[0]);
  }
  return out;
}

function marks(s) {
  const clued = labelled();
  for (const [k, list] of Object.entries(state.corner)) {
    if (!cellSet.has(k) || valueOf(k) !== undefined || !list.length) continue;
    const [r, c] = parse(k), size = list.length > 6 ? s * 0.22 : s * 0.26;
    const places = clued.has(k) ? CORNER_AT.slice(1) : CORNER_AT;
    list.slice(0, places.length).forEach((v, i) => el('text', { x: x(c) + places[i][0] * s, y: y(r) + places[i][1] * s,
      'font-size': Math.round(size), 'text-anchor': 'middle', class: 'corner', 'data-cell': k }, layers.marks, String(v)));
  }
  for (const [k, list] of Object.entries(state.centre)) {
    if (!cellSet.has(k) || valueOf(k) !== undefined || !list.length) continue;
    const [r, c] = parse(k), text = list.join('');
    const size = Math.max(7, Math.min(s * 0.3, (s * 0.92) / Math.max(1, text.length * 0.6)));
    el('text', { x: x(c) + s / 2, y: y(r) + s / 2 + size * 0.35, 'font-size': Math.round(size), 'text-anchor': 'middle', class: 'centre',
      'data-cell': k }, layers.marks, text);
  }
}

/** The selection's outer edges, as SudokuPad draws them, and the cursor's ring while the keyboard leads. */
function selectionOutline(s) {
  const sel = new Set(state.selection), inset = 2;
  for (const k of sel) {
    const [r, c] = parse(k), x0 = x(c) + inset, y0 = y(r) + inset, x1 = x(c) + s - inset, y1 = y(r) + s - inset;
    const line = (a, b, c2, d) => el('line', { x1: a, y1: b, x2: c2, y2: d, stroke: '#2f7be5', 'stroke-width': 3, 'stroke-linecap': 'round' }, layers.selection);
    if (!sel.has(key(r - 1, c))) line(x0, y0, x1, y0);
    if (!sel.has(key(r + 1, c))) line(x0, y1, x1, y1);
    if (!sel.has(key(r, c - 1))) line(x0, y0, x0, y1);
    if (!sel.has(key(r, c + 1))) line(x1, y0, x1, y1);
  }
  if (state.cursor) {
    const [r, c] = parse(state.cursor);
    el('rect', { x: x(c) + 5, y: y(r) + 5, width: s - 10, height: s - 10, fill: 'none', stroke: '#0b3d91', 'stroke-width': 1.5,
      'stroke-dasharray': '3 2', class: 'cursor' }, layers.selection);
  }
  const board = document.getElementById('board');
  if (state.cursor && layers.cells.has(state.cursor)) board.setAttribute('aria-activedescendant', 'cell-' + state.cursor);
  else board.removeAttribute('aria-activedescendant');
}

/** Each cell's accessible name: "row 3, column 4, 7" or "row 3, column 4, empty, marks 1 5". */
function labels() {
  for (const [k, rect] of layers.cells) {
    const [r, c] = parse(k);
    let t = `row ${r}, column ${c}, `;
    if (!cellSet.has(k)) t += 'black';
    else {
      const v = valueOf(k);
      if (isGiven(k)) t += `given ${v}`;
      else if (v !== undefined && state.mode === 'solving') t += String(v);
      else {
        t += 'empty';
        if (state.mode === 'solving' && state.centre[k]?.length) t += ', marks ' + state.centre[k].join(' ');
        if (state.mode === 'solving' && state.corner[k]?.length) t += ', corner marks ' + state.corner[k].join(' ');
      }
      if (state.colours[k]?.length) t += ', coloured';
      if (state.mode === 'solving' && state.pen.circles[k] !== undefined) t += ', circled';
      if (conflicts.has(k)) t += ', conflict';
    }
    if (state.selection.includes(k)) t += ', selected';
    rect.setAttribute('aria-label', t);
    rect.setAttribute('aria-selected', state.selection.includes(k) ? 'true' : 'false');
  }
}

/** A slice of a cell between two angles, out to the cell's square edge. */
function slice(cx, cy, h, a0, a1) {
  const pts = [[cx, cy], edgePoint(cx, cy, h, a0)];
  for (let k = -3; k <= 4; k++) {
    const corner = Math.PI / 4 + (k * Math.PI) / 2;
    if (corner > a0 && corner < a1) pts.push(edgePoint(cx, cy, h, corner));
  }
  pts.push(edgePoint(cx, cy, h, a1));
  return 'M' + pts.map(p => p[0].toFixed(1) + ' ' + p[1].toFixed(1)).join(' L') + ' Z';
}

function edgePoint(cx, cy, h, a) {
  const cos = Math.cos(a), sin = Math.sin(a), t = h / Math.max(Math.abs(cos), Math.abs(sin));
  return [cx + t * cos, cy + t * sin];
}
