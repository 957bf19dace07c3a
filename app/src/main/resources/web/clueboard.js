// What the board shows of the setting tools, over the server's picture: the clue selected, the place chosen for a
// new one, the line being drawn or the clue being moved, the squares beside the grid where an outside clue may go,
// the loop's findings (the conflict's givens ringed, its clues traced and its groups shaded in red; the true
// candidates, or those where logic stops, small in the cells).

import { state, parse } from './state.js';
import * as board from './board.js';
import { activeId } from './tools.js';
import { KINDS, read, canonical, cellsOf, moved, centre, paths } from './clues.js';
import { view } from './setter.js';

const ns = 'http://www.w3.org/2000/svg';
const lines = () => (state.model && state.model.clues) || [];

function el(name, attrs, parent, text) {
  const e = document.createElementNS(ns, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  parent.appendChild(e);
  return e;
}

/** An item's shape traced in a colour: its lines, circle, mark, number's square or cells. */
function trace(g, geo, it, colour, cls, dashed) {
  const s = geo.cell, X = fx => geo.left + fx * s, Y = fy => geo.top + fy * s;
  const shape = KINDS[it.kind] && KINDS[it.kind].shape;
  const stroke = { stroke: colour, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', class: cls };
  if (dashed) stroke['stroke-dasharray'] = '6 4';
  if (shape === 'line' || shape === 'arrow') {
    for (const path of paths(it)) {
      if (path.length === 1) el('circle', Object.assign({ cx: X(path[0][0]), cy: Y(path[0][1]), r: s * 0.22, 'stroke-width': 3 }, stroke), g);
      else el('polyline', Object.assign({ points: path.map(p => X(p[0]) + ',' + Y(p[1])).join(' '), 'stroke-width': s * 0.42, opacity: 0.45 }, stroke), g);
    }
    if (it.kind === 'arrow' || it.kind === 'chaos-arrow') for (const k of it.kind === 'arrow' ? it.circle : [it.control]) { const c = centre(k); el('circle', Object.assign({ cx: X(c[0]), cy: Y(c[1]), r: s * 0.45, 'stroke-width': 4, opacity: 0.7 }, stroke), g); }
    if ((it.kind === 'thermo' || it.kind === 'slow-thermo') && it.cells.length) {
      const c = centre(it.cells[0]);
      el('circle', Object.assign({ cx: X(c[0]), cy: Y(c[1]), r: s * 0.42, 'stroke-width': 4, opacity: 0.7 }, stroke), g);
      // a slow thermometer's bulb is hollow, a ring inside the ring, as Cellwise's own pictures draw it
      if (it.kind === 'slow-thermo') el('circle', Object.assign({ cx: X(c[0]), cy: Y(c[1]), r: s * 0.22, 'stroke-width': 3, opacity: 0.7 }, stroke), g);
    }
    return;
  }
  if (shape === 'dot' || shape === 'corner') {
    const cs = it.cells.map(centre), x = cs.reduce((a, p) => a + p[0], 0) / cs.length, y = cs.reduce((a, p) => a + p[1], 0) / cs.length;
    el('circle', Object.assign({ cx: X(x), cy: Y(y), r: s * (shape === 'dot' ? 0.22 : 0.36), 'stroke-width': 4 }, stroke), g);
    return;
  }
  if (shape === 'outside') {
    const [x, y] = centre(it.at);
    el('rect', Object.assign({ x: X(x - 0.46), y: Y(y - 0.46), width: s * 0.92, height: s * 0.92, rx: 6, 'stroke-width': 3 }, stroke), g);
    if (it.dir) {
      const dx = it.dir.includes('L') ? -1 : 1, dy = it.dir[0] === 'U' ? -1 : 1;
      el('line', Object.assign({ x1: X(x), y1: Y(y), x2: X(x + dx * 0.8), y2: Y(y + dy * 0.8), 'stroke-width': 3 }, stroke), g);
    }
    return;
  }
  for (const k of cellsOf(it)) {
    const [x, y] = centre(k);
    el('rect', Object.assign({ x: X(x - 0.44), y: Y(y - 0.44), width: s * 0.88, height: s * 0.88, 'stroke-width': 3 }, stroke), g);
  }
}

function drawCandidates(g, geo, lists, placed, colour) {
  const s = geo.cell, givens = state.model.givens || {};
  for (const [k, vs] of Object.entries(placed || {})) {
    if (givens[k] !== undefined || state.fixed[k] !== undefined) continue;
    const [r, c] = parse(k);
    el('text', { x: geo.left + (c - 0.5) * s, y: geo.top + (r - 0.5) * s + s * 0.18, 'font-size': Math.round(s * 0.5), 'text-anchor': 'middle',
      fill: '#6a8f6a', class: 'logic-placed', 'data-cell': k }, g, String(vs));
  }
  for (const [k, vs] of Object.entries(lists || {})) {
    if (givens[k] !== undefined || state.fixed[k] !== undefined || !vs || !vs.length) continue;
    // small, as candidates are: a cell with one left is settled (teal), not a digit anyone placed
    const [r, c] = parse(k), text = vs.join(''), one = vs.length === 1;
    const size = one ? s * 0.3 : Math.max(7, Math.min(s * 0.26, (s * 0.94) / Math.max(1, Math.min(text.length, 5) * 0.62)));
    if (one || text.length <= 5) {
      el('text', { x: geo.left + (c - 0.5) * s, y: geo.top + (r - 0.5) * s + size * 0.35, 'font-size': Math.round(size), 'text-anchor': 'middle',
        fill: one ? '#138a8a' : colour, 'font-weight': one ? 'bold' : 'normal', class: one ? 'candidates settled' : 'candidates', 'data-cell': k }, g, text);
    } else { // two rows
      const half = Math.ceil(text.length / 2);
      [text.slice(0, half), text.slice(half)].forEach((t, i) => el('text', { x: geo.left + (c - 0.5) * s, y: geo.top + (r - 0.5) * s + (i - 0.5) * size * 1.05 + size * 0.35,
        'font-size': Math.round(size), 'text-anchor': 'middle', fill: colour, class: 'candidates', 'data-cell': k }, g, t));
    }
  }
}

board.onRender((g, geo) => {
  if (!geo || state.mode !== 'setting') return;
  const s = geo.cell, X = fx => geo.left + fx * s, Y = fy => geo.top + fy * s;
  // beside the grid, where an outside clue may go, while such a tool is chosen
  const tool = activeId().replace(/^clue-/, '');
  if (KINDS[tool] && KINDS[tool].shape === 'outside') {
    for (let r = 0; r <= geo.rows + 1; r++) for (let c = 0; c <= geo.cols + 1; c++) {
      const out = r === 0 || c === 0 || r === geo.rows + 1 || c === geo.cols + 1, corner = (r === 0 || r === geo.rows + 1) && (c === 0 || c === geo.cols + 1);
      if (!out || (corner && !KINDS[tool].corners)) continue;
      el('rect', { x: X(c - 1) + 3, y: Y(r - 1) + 3, width: s - 6, height: s - 6, fill: 'none', stroke: '#9ab', 'stroke-dasharray': '3 3', class: 'outside-place' }, g);
    }
  }
  // where logic stops, or the true candidates
  if (state.shown.stuck) {
    drawCandidates(g, geo, state.shown.stuck.candidates, state.shown.stuck.placed, '#b35c00');
    for (const k of state.shown.stuck.cells || []) { // where the first guess falls
      const [x, y] = centre(k);
      el('rect', { x: X(x - 0.46), y: Y(y - 0.46), width: s * 0.92, height: s * 0.92, fill: 'none', stroke: '#b35c00', 'stroke-width': 3,
        'stroke-dasharray': '5 3', class: 'stuck', 'data-cell': k }, g);
    }
  }
  else if (state.shown.candidates) drawCandidates(g, geo, state.shown.candidates, null, '#777');
  // the conflict: its givens ringed, its houses and cages shaded, its clues traced, in red
  const items = lines().map(read);
  for (const part of state.shown.conflict || []) {
    const clueLines = new Set((part.clues || []).map(canonical));
    if (part.kind === 'given') {
      for (const k of part.cells) { const [x, y] = centre(k); el('circle', { cx: X(x), cy: Y(y), r: s * 0.4, fill: 'none', stroke: '#d0021b', 'stroke-width': 3, class: 'conflict-part', 'data-cell': k }, g); }
      continue;
    }
    let traced = false;
    items.forEach((it, i) => { if (it && clueLines.has(canonical(lines()[i]))) { trace(g, geo, it, '#d0021b', 'conflict-clue'); traced = true; } });
    if (clueLines.has('negative white') || clueLines.has('negative black') || clueLines.has('negative xv')) {
      const [a, b] = part.cells.map(centre);
      if (a && b) el('line', { x1: X((a[0] + b[0]) / 2 - (b[1] - a[1]) * 0.3), y1: Y((a[1] + b[1]) / 2 - (b[0] - a[0]) * 0.3),
        x2: X((a[0] + b[0]) / 2 + (b[1] - a[1]) * 0.3), y2: Y((a[1] + b[1]) / 2 + (b[0] - a[0]) * 0.3), stroke: '#d0021b', 'stroke-width': 3,
        'stroke-dasharray': '4 3', class: 'conflict-clue' }, g);
      traced = true;
    }
    if (!traced) for (const k of part.cells) {
      const [x, y] = centre(k);
      el('rect', { x: X(x - 0.5), y: Y(y - 0.5), width: s, height: s, fill: '#d0021b', opacity: 0.12, class: 'conflict-part', 'data-cell': k }, g);
    }
  }
  // the clue selected, the place chosen for a new one, the gesture under way
  const { item: it, pending, gesture } = view();
  if (it) trace(g, geo, it, '#2f7be5', 'picked');
  if (pending) trace(g, geo, pending, '#2f7be5', 'pending', true);
  if (gesture && gesture.kind === 'move' && (gesture.dr || gesture.dc)) trace(g, geo, moved(read(gesture.line), gesture.dr, gesture.dc), '#2f7be5', 'moving', true);
  else if (gesture && (gesture.kind === 'arrow' || gesture.kind === 'chaos-arrow'))
    trace(g, geo, { kind: 'arrow', circle: gesture.circle, lines: [gesture.path.length ? gesture.path : [gesture.circle[0]]] }, '#7a5cff', 'drawing');
  else if (gesture && KINDS[gesture.kind]) trace(g, geo, { kind: gesture.kind, cells: gesture.path, loop: gesture.loop }, '#7a5cff', 'drawing');
});
