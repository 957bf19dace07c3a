// The setter's tools for the variant clues, with the gestures f-puzzles setters know: lines dragged through cell
// centres (diagonals too; back over the last cell takes it off), dots and X/V clicked on an edge (or a corner, for
// diagonal neighbours), numbers outside the grid clicked beside it and typed, quadruples on a corner, and marked
// cells on the selection. A clue is selected by clicking it (Select clue also moves it by dragging or with the arrow
// keys); its number is typed, Delete removes it. Every change is made on a draft the server reads first, so a clue
// the puzzle cannot hold is refused in the server's words and leaves the puzzle and the history as they were.

import { state, edit, changed, onChange, parse, key, dims } from './state.js';
import * as board from './board.js';
import { register as registerTool, setActive, activeId, tool } from './tools.js';
import { KINDS, NEGATIVES, read, write, canonical, moved, centre, nearest, under, describe } from './clues.js';
import { say } from './status.js';

const lines = () => (state.model && state.model.clues) || [];

/** A setting tool: its gesture, and the keyboard's and the digit pad's way to a clue's number and removal. */
function register(t) {
  return registerTool(Object.assign({ key: clueKey, type: padValue, remove: padRemove }, t));
}

/** The clue selected (its statement, as the server writes it) and a place chosen for a clue not yet typed. */
let picked = null, pending = null;
/** The gesture under way: a line being drawn, a clue being moved. */
let gesture = null;

export function pickedIndex() {
  if (!picked) return -1;
  return lines().findIndex(l => canonical(l) === picked);
}

function pickedItem() {
  const i = pickedIndex();
  return i >= 0 ? read(lines()[i]) : null;
}

function pick(line) {
  picked = line === null ? null : canonical(line);
  pending = null;
  typing = null;
  changed('view');
}

function setPending(p) {
  pending = p;
  picked = null;
  typing = null;
  changed('view');
}

/** What the panel and the board show of the tools: the clue selected, the place chosen, the gesture under way. */
export function view() {
  return { item: pickedItem(), pending, gesture, box: !!pending && (KINDS[pending.kind].shape === 'cells' || !!KINDS[pending.kind].text) };
}

/** Chooses a tool, the clue selection cleared; says the tool's gesture. */
export function choose(id) {
  setActive(id);
  pick(null);
  say(tool(id).title);
}

onChange(what => {
  if (what === 'model' && picked && pickedIndex() < 0) picked = null; // undone or removed
});

// ---- changes through a checked draft ---------------------------------------------------------------------------
let chain = Promise.resolve();

/**
 * Changes the puzzle: `change(draft)` edits a copy of the model and returns why not (a string), or what to select
 * afterwards ({select, said}). The server reads the draft first; only a draft it can read becomes the puzzle, in one
 * undoable edit. Changes run one after another, each on the puzzle the one before left.
 */
export function commit(change, opts = {}) {
  return enqueue(() => apply(change, opts));
}

/** How many changes are asked and not yet made. */
let queued = 0;

function enqueue(task) {
  queued++;
  const run = async () => { try { return await task(); } finally { queued--; } };
  chain = chain.then(run, run).catch(e => { if (e.name !== 'AbortError') say(e.message, true); return false; });
  return chain;
}

async function apply(change, opts) {
  const draft = JSON.parse(JSON.stringify(state.model));
  draft.clues = draft.clues || [];
  const r = change(draft);
  if (typeof r === 'string') { say(r, true); return false; }
  if (!draft.clues.length) delete draft.clues;
  if (JSON.stringify(draft) === JSON.stringify(state.model)) return false;
  const why = await board.check(draft);
  if (why) { say(why, true); return false; }
  edit(() => { state.model = draft; }, opts.coalesce ? { coalesce: opts.coalesce, join: !!opts.join } : {});
  // a choice of selection made once the server has read the draft: the setter may have selected meanwhile
  const select = r && typeof r.select === 'function' ? r.select() : r && r.select;
  if (select !== undefined) pick(select);
  if (r && r.said) say(r.said);
  return true;
}

/** Waits for the changes asked so far (tests and the panel use it). */
export function settled() { return chain; }

// ---- where on the board ---------------------------------------------------------------------------------------
const inCell = (at, r = 0.4) => {
  if (!at || !at.cell) return false;
  const c = centre(at.cell);
  return Math.hypot(at.fx - c[0], at.fy - c[1]) <= r;
};

/** The edge between two side-by-side cells nearest the point, or the corner between two diagonal neighbours. */
function dotPlace(at) {
  if (!at || at.fx === undefined) return null;
  const c = Math.floor(at.fx), r = Math.floor(at.fy), u = at.fx - c, v = at.fy - r;
  const cx = Math.round(at.fx), cy = Math.round(at.fy);
  const here = key(r + 1, c + 1);
  if (Math.abs(at.fx - cx) < 0.2 && Math.abs(at.fy - cy) < 0.2) {
    const other = key((r === cy ? cy - 1 : cy) + 1, (c === cx ? cx - 1 : cx) + 1);
    return board.isCell(here) && board.isCell(other) ? { cells: [here, other].sort(byPlace) } : null;
  }
  const sides = [[u, 0, -1], [1 - u, 0, 1], [v, -1, 0], [1 - v, 1, 0]].sort((a, b) => a[0] - b[0]);
  const [d, dr, dc] = sides[0];
  if (d > 0.3) return null;
  const other = key(r + 1 + dr, c + 1 + dc);
  return board.isCell(here) && board.isCell(other) ? { cells: [here, other].sort(byPlace) } : null;
}

function byPlace(a, b) {
  const [ra, ca] = parse(a), [rb, cb] = parse(b);
  return ra - rb || ca - cb;
}

/** The square beside the grid a clue outside it sits in, with a little killer's direction from the half clicked. */
function outsidePlace(at, corners) {
  const g = board.geometry();
  if (!at || !g) return null;
  const R = g.rows, C = g.cols, { row, col } = at;
  const rOut = row === 0 || row === R + 1, cOut = col === 0 || col === C + 1;
  const rIn = row >= 1 && row <= R, cIn = col >= 1 && col <= C;
  if (!((rOut && cIn) || (cOut && rIn) || (corners && rOut && cOut))) return null;
  const [x, y] = centre(key(row, col)), dx = at.fx - x, dy = at.fy - y;
  let dir;
  if (rOut && cOut) dir = (row === 0 ? 'D' : 'U') + (col === 0 ? 'R' : 'L');
  else if (row === 0) dir = dx < 0 ? 'DL' : 'DR';
  else if (row === R + 1) dir = dx < 0 ? 'UL' : 'UR';
  else if (col === 0) dir = dy < 0 ? 'UR' : 'DR';
  else dir = dy < 0 ? 'UL' : 'DL';
  return { at: key(row, col), dir };
}

/** The four cells round the inner corner nearest the point. */
function cornerPlace(at) {
  if (!at || at.fx === undefined) return null;
  const cx = Math.round(at.fx), cy = Math.round(at.fy);
  if (Math.hypot(at.fx - cx, at.fy - cy) > 0.35) return null;
  const cells = [key(cy, cx), key(cy, cx + 1), key(cy + 1, cx), key(cy + 1, cx + 1)];
  return cells.every(k => board.isCell(k)) ? { cells } : null;
}

/** Selects the clue under the point; pressed again where several lie, the next of them. */
function pickAt(at, cycle) {
  if (!at || at.fx === undefined) return -1;
  const hits = under(lines(), [at.fx, at.fy]);
  if (!hits.length) { pick(null); return -1; }
  let i = hits[0];
  const now = hits.indexOf(pickedIndex());
  if (now >= 0) i = cycle ? hits[(now + 1) % hits.length] : hits[now];
  pick(lines()[i]);
  const it = read(lines()[i]), k = KINDS[it.kind];
  say(describe(it) + ': ' + (k.number ? `type its ${k.number}, ` : '') + (EXCLUDING.includes(it.kind) ? '- counts the first cell or not, ' : '')
    + 'Delete removes it' + (activeId() === 'clue-pick' ? ', drag or arrow keys move it' : ''));
  return i;
}

// ---- lines ----------------------------------------------------------------------------------------------------
/** The circle (a cell, or a pill of several) of an arrow that holds this cell, or null. */
function circleAt(k) {
  for (const l of lines()) { const it = read(l); if (it && it.kind === 'arrow' && it.circle.includes(k)) return it.circle; }
  return null;
}

/** The chaos arrow whose circle is this cell and whose arms start there (or which has none), or null. */
function chaosAt(k) {
  return lines().find(l => { const it = read(l); return it && it.kind === 'chaos-arrow' && it.control === k && it.circle[0] === k; }) || null;
}

const ARROWS = ['arrow', 'chaos-arrow'];

/** The line grows to the cell under the pointer once the pointer is well inside it, a king's step at a time. */
function extend(g, at) {
  if (!inCell(at)) return;
  const k = at.cell, path = g.path, arrow = ARROWS.includes(g.kind);
  if (g.loop && k !== path[0]) g.loop = false;
  if (arrow && g.circle.includes(k)) { if (path.length === 1) path.pop(); return; } // back into the circle
  if (!arrow && k === path[path.length - 1]) return;
  if (path.length && k === path[path.length - 1]) return;
  const before = path.length >= 2 ? path[path.length - 2] : null;
  if (k === before) { path.pop(); return; } // back over the last step: it comes off
  if (g.kind === 'sum-line' && k === path[0] && path.length >= 3 && kingStep(path[path.length - 1], k)) { g.loop = true; return; } // closed
  if (path.includes(k)) return;
  let last = path.length ? path[path.length - 1] : nearest(g.circle, k);
  const [tr, tc] = parse(k);
  for (let guard = 0; guard < 64 && last !== k; guard++) {
    const [r, c] = parse(last), next = key(r + Math.sign(tr - r), c + Math.sign(tc - c));
    if (!board.isCell(next) || path.includes(next) || (arrow && g.circle.includes(next))) break;
    path.push(next);
    last = next;
  }
  g.moved = true;
}

function kingStep(a, b) {
  const [ra, ca] = parse(a), [rb, cb] = parse(b);
  return Math.max(Math.abs(ra - rb), Math.abs(ca - cb)) === 1;
}

/** A region sum line cut where it crosses into another box or region. */
function segments(cells) {
  const out = [];
  let last = null;
  for (const k of cells) {
    const r = regionOf(k);
    if (r !== last || !out.length) out.push([]);
    out[out.length - 1].push(k);
    last = r;
  }
  return out;
}

function regionOf(k) {
  for (const [label, cs] of Object.entries(state.model.regions || {})) if (Array.isArray(cs) && cs.includes(k)) return 'region ' + label;
  const [r, c] = parse(k);
  for (const g of state.model.grids || []) {
    const [h, w] = dims(g);
    if (r < g.row || r >= g.row + h || c < g.col || c >= g.col + w) continue;
    const m = /^(\d+)x(\d+)$/.exec(g.boxes || '');
    if (!m) return 'grid ' + g.name;
    return `box ${g.name} ${Math.floor((r - g.row) / Number(m[1]))} ${Math.floor((c - g.col) / Number(m[2]))}`;
  }
  return 'none';
}

function lineTool(kind) {
  const k = KINDS[kind];
  const how = kind === 'arrow' ? 'drag from the circle along the arrow; from a circle again for another arrow; click beside a circle for a pill'
    : kind === 'thermo' || kind === 'slow-thermo' ? 'drag from the bulb along the thermometer'
    : kind === 'sum-line' ? 'drag through the cells (back into the first cell for a loop), then type its sum'
    : kind === 'regex' ? 'drag from the end it is read from, then type the pattern in the box'
    : kind === 'value-indexing' ? 'drag from the small circle (the value), through the count, along the cells it counts'
    : kind === 'chaos-arrow' ? 'drag from the circle along an arm; from the circle again for another arm (its cells count together); click a cell for a circle whose arms run to the four edges; - on it: the first cell not counted'
    : 'drag through the cells, diagonals too';
  return register({
    id: 'clue-' + kind, label: k.label, title: `${k.label}: ${how}. ${k.rule}`, modes: ['setting'], kind, key: clueKey,
    pointer: {
      down(at, e) {
        if (!at || !at.cell) { if (at && at.fx !== undefined) pickAt(at, false); return at ? true : false; }
        gesture = { kind, start: at, moved: false, ctrl: e.ctrlKey || e.metaKey, path: [at.cell] };
        if (kind === 'arrow') { gesture.circle = circleAt(at.cell) || [at.cell]; gesture.path = []; }
        if (kind === 'chaos-arrow') { gesture.circle = [at.cell]; gesture.path = []; }
        return true;
      },
      move(at) {
        if (!gesture || gesture.kind !== kind) return;
        extend(gesture, at);
        changed('view');
      },
      up() {
        const g = gesture;
        gesture = null;
        if (!g || g.kind !== kind) return;
        changed('view');
        if (!g.moved || (ARROWS.includes(kind) ? !g.path.length : g.path.length < 2)) { lineClick(kind, g); return; }
        let item;
        if (kind === 'chaos-arrow') { chaosArm(g.circle[0], g.path); return; }
        if (kind === 'arrow') item = { kind, circle: g.circle, lines: [g.path] };
        else if (g.path.length < k.min) { say(`a ${k.label.toLowerCase()} needs at least ${k.min} cells`, true); return; }
        else if (kind === 'region-sum') item = { kind, segments: segments(g.path), cells: g.path };
        else if (k.value === 'required') { // its number is typed next, and makes the clue
          setPending(kind === 'sum-line' ? { kind, cells: g.path, loop: !!g.loop } : { kind, cells: g.path });
          say(`${describe(Object.assign({ value: null }, pending))}: type its ${k.number}${k.text ? ' in the box' : ''}`);
          return;
        }
        else item = { kind, cells: g.path, value: null };
        const line = write(item);
        commit(draft => { draft.clues.push(line); return { select: line, said: `${describe(item)} added` + (k.number ? `: type its ${k.number}` : '') }; });
      },
    },
  });
}

/**
 * A chaos arrow's arm drawn from its circle: another arm of the chaos arrow already there (its cells count together;
 * one without arms, whose arms ran to the four edges, takes this one instead), else a new chaos arrow.
 */
function chaosArm(start, path) {
  const there = chaosAt(start), arm = [start, ...path];
  const it = there ? read(there) : { kind: 'chaos-arrow', control: start, excluding: false, arms: [] };
  const to = write(Object.assign({}, it, { arms: [...it.arms, arm] }));
  commit(draft => {
    const i = there ? draft.clues.indexOf(there) : -1;
    if (i >= 0) draft.clues[i] = to; else draft.clues.push(to);
    return { select: to, said: `${describe(read(to))}` + (there ? ': an arm added' : ' added') };
  });
}

/** A click, not a drag, with a line tool: on an arrow, a cell beside a circle makes it a pill; else a clue is selected. */
function lineClick(kind, g) {
  const k = g.start.cell;
  if (kind === 'chaos-arrow' && k && !lines().some(l => { const it = read(l); return it && it.kind === 'chaos-arrow' && it.control === k; })) {
    const line = write({ kind, control: k, excluding: false, arms: [] }); // a circle alone: its arms run to the four edges
    commit(draft => { draft.clues.push(line); return { select: line, said: `${describe(read(line))} added: drag from it for arms of your own` }; });
    return;
  }
  if (kind === 'arrow' && k) {
    const inCircle = circleAt(k);
    if (g.ctrl && inCircle && inCircle.length > 1) { resizeCircle(inCircle, inCircle.filter(x => x !== k)); return; }
    if (!inCircle) {
      const [r, c] = parse(k);
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const beside = circleAt(key(r + dr, c + dc));
        if (beside) { resizeCircle(beside, [...beside, k].sort(byPlace)); return; }
      }
    }
  }
  if (pickAt(g.start, true) < 0) say(`${KINDS[kind].label}: ${KINDS[kind].shape === 'arrow' ? 'drag from the circle along the arrow' : 'drag through the cells'}`);
}

/** Every arrow sharing a circle gets the new circle (a pill reads as a number, the top-left cell leading). */
function resizeCircle(from, to) {
  const was = from.join(' ');
  let last = null;
  commit(draft => {
    draft.clues = draft.clues.map(l => {
      const it = read(l);
      if (!it || it.kind !== 'arrow' || it.circle.join(' ') !== was) return l;
      it.circle = to;
      return (last = write(it));
    });
    return { select: last, said: to.length > 1 ? `the arrow's circle is a pill of ${to.length} cells: ${to.join(' ')}` : 'the arrow\'s circle is one cell' };
  });
}

// ---- dots and X/V on edges and corners -----------------------------------------------------------------------
function samePair(a, b) {
  return a.length === 2 && b.length === 2 && ((a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]));
}

function dotTool(kind) {
  const k = KINDS[kind], family = kind === 'white' || kind === 'black' ? ['white', 'black'] : ['x', 'v'];
  return register({
    id: 'clue-' + kind, label: k.label, modes: ['setting'], kind, key: clueKey,
    title: `${k.label}: click the line between two cells, or the corner between diagonal neighbours. ${k.rule}`,
    pointer: {
      down(at) {
        if (!at) return false;
        const place = dotPlace(at);
        if (!place) { pickAt(at, true); return true; }
        const there = lines().find(l => { const it = read(l); return it && family.includes(it.kind) && samePair(it.cells, place.cells); });
        if (there && read(there).kind === kind) { pick(there); say(describe(read(there)) + (k.number ? `: type its ${k.number}, Delete removes it` : ': Delete removes it')); return true; }
        const line = write({ kind, value: null, cells: place.cells });
        commit(draft => {
          draft.clues = draft.clues.filter(l => { const it = read(l); return !(it && family.includes(it.kind) && samePair(it.cells, place.cells)); });
          draft.clues.push(line);
          return { select: line, said: `${describe(read(line))} added` + (k.number ? `: type a ${k.number} other than ${k.plain} if it has one` : '') };
        });
        return true;
      },
      move() {},
      up() {},
    },
  });
}

// ---- numbers outside the grid, quadruples on corners --------------------------------------------------------
function outsideTool(kind) {
  const k = KINDS[kind];
  return register({
    id: 'clue-' + kind, label: k.label, modes: ['setting'], kind, key: clueKey,
    title: `${k.label}: click beside the grid${kind === 'little-killer' ? ' (the half clicked sets the diagonal; a corner points inwards)' : ''}, then type the number${k.flag === 'tied' ? ' (= toggles tied: lines reading the same share it)' : k.flag === 'zero-seen' ? ' (z toggles zero-seen: a building of height 0 is seen)' : ''}. ${k.rule}`,
    pointer: {
      down(at) {
        if (!at) return false;
        if (!at.outside) { pickAt(at, true); return true; }
        const place = outsidePlace(at, k.corners);
        if (!place) { say(`a ${k.label.toLowerCase()} sits in the squares just beside the grid${k.corners ? ' (corners too)' : ''}`, true); return true; }
        const there = lines().find(l => { const it = read(l); return it && it.kind === kind && it.at === place.at && (kind !== 'little-killer' || it.dir === place.dir); });
        if (there) { pick(there); say(describe(read(there)) + ': type its number, Delete removes it'); return true; }
        setPending(kind === 'little-killer' ? { kind, at: place.at, dir: place.dir } : k.flag ? { kind, at: place.at, flag: false } : { kind, at: place.at });
        say(`${k.label} at ${place.at}${kind === 'little-killer' ? ' pointing ' + place.dir : ''}: type the number`);
        return true;
      },
      move() {},
      up() {},
    },
  });
}

function cornerTool() {
  const k = KINDS.quadruple;
  return register({
    id: 'clue-quadruple', label: k.label, modes: ['setting'], kind: 'quadruple', key: clueKey,
    title: `${k.label}: click a corner where four cells meet, then type its values (up to four). ${k.rule}`,
    pointer: {
      down(at) {
        if (!at) return false;
        const place = cornerPlace(at);
        if (!place) { pickAt(at, true); return true; }
        const there = lines().find(l => { const it = read(l); return it && it.kind === 'quadruple' && it.cells.join(' ') === place.cells.join(' '); });
        if (there) { pick(there); say(describe(read(there)) + ': type a value to add it, Backspace takes the last off, Delete removes it'); return true; }
        setPending({ kind: 'quadruple', cells: place.cells });
        say(`quadruple on the corner of ${place.cells[0]}: type its values`);
        return true;
      },
      move() {},
      up() {},
    },
  });
}

// ---- selecting and moving a clue ------------------------------------------------------------------------------
register({
  id: 'clue-pick', label: 'Select clue', modes: ['setting'], key: clueKey,
  title: 'click a clue to select it (again for the one beneath); drag it, or use the arrow keys, to move it; type its number; Delete removes it',
  pointer: {
    down(at) {
      if (!at || at.fx === undefined) return false;
      const was = picked;
      const i = pickAt(at, false);
      gesture = i >= 0 ? { kind: 'move', from: at, line: lines()[i], dr: 0, dc: 0, was } : null;
      return true;
    },
    move(at) {
      if (!gesture || gesture.kind !== 'move' || !at || at.fx === undefined) return;
      const dr = Math.round(at.fy - gesture.from.fy), dc = Math.round(at.fx - gesture.from.fx);
      if (dr !== gesture.dr || dc !== gesture.dc) { gesture.dr = dr; gesture.dc = dc; changed('view'); }
    },
    up() {
      const g = gesture;
      gesture = null;
      if (!g || g.kind !== 'move') return;
      changed('view');
      if (g.dr || g.dc) moveBy(g.line, g.dr, g.dc);
      else if (g.was && g.was === canonical(g.line)) pickAt(g.from, true);
    },
  },
});

function moveBy(line, dr, dc) {
  const it = moved(read(line), dr, dc);
  if (it.kind === 'region-sum') it.segments = segments(it.cells); // cut again where it now crosses into another box
  const from = canonical(line), to = write(it);
  return commit(draft => {
    const i = draft.clues.findIndex(l => canonical(l) === from);
    if (i < 0) return 'that clue is gone';
    draft.clues[i] = to;
    return { select: to, said: `moved: ${describe(read(to))}` };
  });
}

// ---- the keyboard: a clue's number, deleting it, moving it ------------------------------------------------------
let typing = null;

function clueKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const it = pickedItem();
  if (e.key === 'Escape' && (it || pending)) { pick(null); return true; }
  if ((e.key === 'Delete' || e.key === 'Backspace') && pending) { setPending(null); return true; }
  if ((e.key === 'Delete' || e.key === 'Backspace') && it) {
    if (e.key === 'Backspace' && KINDS[it.kind] && KINDS[it.kind].number) { enqueue(() => backspace()); return true; }
    removePicked();
    return true;
  }
  const d = /^(?:Digit|Numpad)(\d)$/.exec(e.code || '') || (/^\d$/.test(e.key) ? [null, e.key] : null);
  const target = pending || it, k = target && KINDS[target.kind];
  if (d && !e.shiftKey && k && k.text) { say(`type its ${k.number} in the box`); focusBox(); return true; }
  if (d && !e.shiftKey && (pending || (it && k && k.number))) { typeDigit(Number(d[1])); return true; }
  // a digit typed while a clue just drawn is still on its way to the server: its number, once it is there
  if (d && !e.shiftKey && !target && queued > 0) { typeDigit(Number(d[1])); return true; }
  // a full rank's '=' (lines reading the same share it) on and off; a chaos clue's '-' (its first cell not counted)
  if (e.key === '=' && it && it.kind === 'full-rank') { commit(replacing(write(Object.assign({}, it, { flag: !it.flag })))); return true; }
  if (e.key === '-' && it && EXCLUDING.includes(it.kind)) { toggleExcluding(); return true; }
  // a skyscraper's 'z': a building of height 0 is seen (values such as 0..8)
  if (e.key.toLowerCase() === 'z' && it && it.kind === 'skyscraper') { commit(replacing(write(Object.assign({}, it, { flag: !it.flag })))); return true; }
  const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
  if (arrows && it && activeId() === 'clue-pick' && !e.shiftKey) { moveBy(lines()[pickedIndex()], ...arrows); return true; }
  return false;
}

/** The clues that may leave their first cell out of the count (`excluding-first`). */
export const EXCLUDING = ['chaos-arrow', 'chaos-count'];

/** The selected chaos clue's first cell counted, or not. */
export function toggleExcluding() {
  const it = pickedItem();
  if (!it || !EXCLUDING.includes(it.kind)) return Promise.resolve(false);
  return commit(replacing(write(Object.assign({}, it, { excluding: !it.excluding }))));
}

/** A value from the digit pad, for the clue selected or the place chosen: its digits typed in turn. */
function padValue(v) {
  const it = pickedItem();
  if (!pending && !(it && KINDS[it.kind] && KINDS[it.kind].number)) return false;
  for (const d of String(v)) typeDigit(Number(d));
  return true;
}

function focusBox() {
  const box = document.getElementById('cluevalue');
  if (box) box.focus();
}

function padRemove() {
  if (pending) { setPending(null); return true; }
  if (!pickedItem()) return false;
  removePicked();
  return true;
}

export function removePicked() {
  const from = picked;
  if (!from) return;
  commit(draft => {
    const i = draft.clues.findIndex(l => canonical(l) === from);
    if (i < 0) return 'that clue is gone';
    const it = read(draft.clues[i]);
    draft.clues.splice(i, 1);
    return { select: null, said: `${describe(it)} removed` };
  });
}

/**
 * A digit typed: a new clue at the place chosen, or the selected clue's number (digits within a second make one
 * number, one edit). Handled in turn with the changes before it, so a second digit finds the clue the first made.
 */
function typeDigit(d) {
  const now = Date.now();
  enqueue(() => typeNow(d, now));
}

async function typeNow(d, now) {
  if (pending) {
    const p = pending, it = Object.assign({}, p, KINDS[p.kind].values ? { values: [d] } : { value: d });
    const line = write(it);
    const ok = await apply(draft => { draft.clues.push(line); return { select: line, said: `${describe(it)} added` }; }, { coalesce: 'clue-number' });
    if (ok) typing = { target: canonical(line), text: String(d), at: now, join: true };
    return ok;
  }
  const it = pickedItem();
  if (!it || !KINDS[it.kind] || !(KINDS[it.kind].number || it.values)) return false;
  if (it.values) {
    if (it.kind === 'quadruple' && it.values.length >= 4) { say('a quadruple holds at most four values', true); return false; }
    return apply(replacing(write(Object.assign({}, it, { values: [...it.values, d] }))), {});
  }
  const on = typing && typing.target === picked;
  const text = on ? typing.text + d : String(d);
  const to = write(Object.assign({}, it, { value: Number(text) }));
  const ok = await apply(replacing(to), { coalesce: 'clue-number', join: on && typing.join });
  if (ok) typing = { target: canonical(to), text, at: now, join: true };
  return ok;
}

/**
 * Backspace on a clue's number: its last digit (or value) off; a number of one digit takes the clue away and keeps
 * its place chosen, so the next digit puts it back. The digits typed next go on from what is left.
 */
async function backspace() {
  const it = pickedItem();
  if (!it) return false;
  const k = KINDS[it.kind];
  if (it.values && it.values.length > 1) return apply(replacing(write(Object.assign({}, it, { values: it.values.slice(0, -1) }))), {});
  const text = it.values ? '' : String(it.value ?? '').slice(0, -1);
  if (text === '' && (it.values || k.value === 'required')) {
    const place = Object.assign({}, it);
    delete place.value;
    delete place.values;
    const from = picked;
    const ok = await apply(draft => {
      const i = draft.clues.findIndex(l => canonical(l) === from);
      if (i < 0) return 'that clue is gone';
      draft.clues.splice(i, 1);
      return { select: null, said: `${k.label} taken off: type its number again` };
    }, {});
    if (ok) setPending(place);
    return ok;
  }
  const to = write(Object.assign({}, it, { value: text === '' ? null : Number(text) }));
  const ok = await apply(replacing(to), {});
  if (ok) typing = { target: canonical(to), text, at: Date.now(), join: false };
  return ok;
}

/** A change putting `to` in place of the selected clue. */
function replacing(to) {
  const from = picked;
  return draft => {
    const i = draft.clues.findIndex(l => canonical(l) === from);
    if (i < 0) return 'that clue is gone';
    draft.clues[i] = to;
    return { select: to, said: describe(read(to)) };
  };
}

function setValues(it, values) {
  return commit(replacing(write(Object.assign({}, it, { values }))));
}

/**
 * The item with the number, values or text typed in the panel's box, or why not. Text (a pattern, a look-and-say
 * clue) is kept as typed: the server reads it, and the page shows it as text only.
 */
function withText(it, text) {
  const k = KINDS[it.kind];
  if (k.values) {
    const vs = text.match(text.includes(',') ? /\d+/g : /\d/g);
    if (!vs) return 'type values such as 1259 or 1,2,5,9';
    if (it.kind === 'quadruple' && vs.length > 4) return 'a quadruple holds at most four values';
    return Object.assign({}, it, { values: vs.map(Number) });
  }
  if (k.text) {
    const t = text.trim();
    if (!k.text.test(t)) return it.kind === 'regex' ? 'type the pattern, one word without spaces, such as 1[2-4]*9' : 'type pairs of digits, a count then a value, such as 1223';
    return Object.assign({}, it, { value: t });
  }
  const m = /^\s*(-?\d*)\s*(=|tied|z|zero-seen)?\s*$/i.exec(text);
  const flag = m && m[2] ? (m[2] === '=' || /^tied$/i.test(m[2]) ? 'tied' : 'zero-seen') : null;
  if (!m || (flag && flag !== k.flag)) return 'type a whole number';
  const v = m[1] === '' ? null : Number(m[1]);
  if (v === null && k.value === 'required') return `a ${k.label.toLowerCase()} needs its ${k.number}`;
  return Object.assign({}, it, { value: v }, k.flag ? { flag: !!flag } : {});
}

/** What the panel's box is shown for: the place chosen for a new clue, or the selected clue's line. */
export function boxTarget() {
  return pending ? { pending } : picked ? { line: picked } : null;
}

/**
 * The number typed in the panel's box (a touch screen has no keys for 35) for the clue or place the box was shown
 * for (`boxTarget()` when it took the focus). The box is read when the focus leaves it, and a click on the board
 * that takes the focus has by then selected another clue, or none: the number still goes to the one it was typed
 * for, and the selection made stays.
 */
export function setNumber(text, target = boxTarget()) {
  if (!target) return Promise.resolve(false);
  if (target.pending) {
    const to = withText(target.pending, text);
    if (typeof to === 'string') { say(to, true); return Promise.resolve(false); }
    const line = write(to);
    return commit(draft => {
      if (!draft.clues.includes(line)) draft.clues.push(line);
      return { select: () => pending === target.pending || (!pending && !picked) ? line : undefined, said: `${describe(to)} added` };
    });
  }
  const from = target.line;
  return commit(draft => {
    const i = draft.clues.findIndex(l => canonical(l) === from);
    if (i < 0) return 'that clue is gone';
    const to = withText(read(draft.clues[i]), text);
    if (typeof to === 'string') return to;
    const line = write(to);
    draft.clues[i] = line;
    return { select: () => picked === from ? line : undefined, said: describe(to) };
  });
}

// ---- clues on the selected cells -----------------------------------------------------------------------------
function selectedCells() {
  return state.selection.filter(k => board.isCell(k));
}

/** Orthogonally connected groups of cells, in the order their first cell was selected. */
function groups(cells) {
  const left = new Set(cells), out = [];
  for (const start of cells) {
    if (!left.has(start)) continue;
    const group = [], todo = [start];
    left.delete(start);
    while (todo.length) {
      const k = todo.pop();
      group.push(k);
      const [r, c] = parse(k);
      for (const n of [key(r - 1, c), key(r + 1, c), key(r, c - 1), key(r, c + 1)]) if (left.has(n)) { left.delete(n); todo.push(n); }
    }
    out.push(group);
  }
  return out;
}

const OPPOSITE = { odd: 'even', even: 'odd', minimum: 'maximum', maximum: 'minimum' };

/** A clue made of the selected cells (odd, even, minimum, maximum and pencil marks: one a cell). */
export function onSelection(kind, clue) {
  const cs = selectedCells(), k = KINDS[kind];
  if (!cs.length) { say('select the cells first', true); return Promise.resolve(false); }
  if (k.shape === 'cell') {
    let values = null;
    if (kind === 'marks') {
      values = (clue || '').match(/\d+/g);
      if (!values) { say('type the values in the clue box (1,2,3)', true); return Promise.resolve(false); }
      values = values.map(Number);
    }
    return commit(draft => {
      const has = (l, kd, c) => { const it = read(l); return it && it.kind === kd && it.cells.includes(c); };
      const all = kind !== 'marks' && cs.every(c => draft.clues.some(l => has(l, kind, c)));
      const drop = kd => c => {
        draft.clues = draft.clues.flatMap(l => {
          if (!has(l, kd, c)) return [l];
          const it = read(l);
          it.cells = it.cells.filter(x => x !== c);
          return it.cells.length ? [write(it)] : [];
        });
      };
      if (all) { cs.forEach(drop(kind)); return { select: null, said: `${k.label} taken off ${cs.length} cells` }; }
      if (OPPOSITE[kind]) cs.forEach(drop(OPPOSITE[kind]));
      if (kind === 'marks') cs.forEach(drop('marks'));
      let last = null;
      for (const c of cs) if (!draft.clues.some(l => has(l, kind, c))) draft.clues.push(last = write({ kind, cells: [c], values }));
      return { select: last, said: `${k.label} on ${cs.join(' ')}` };
    });
  }
  let item;
  if (k.min && cs.length < k.min) { say(`a ${k.label.toLowerCase()} needs at least ${k.min} cells`, true); return Promise.resolve(false); }
  if (kind === 'clone') {
    const parts = areas(cs, 2);
    if (!parts) { say('select two areas of as many cells: the original, then its copy', true); return Promise.resolve(false); }
    item = { kind, cells: parts[0], copy: parts[1] };
  } else if (kind === 'same-values') {
    const sets = areas(cs, 0);
    if (!sets) { say('select two or more separate areas of as many cells, or an even number of cells (the first half, then the second)', true); return Promise.resolve(false); }
    item = { kind, sets, cells: sets.flat() };
  } else if (kind === 'equal-sum') {
    const sets = groups(cs).map(p => p.slice().sort(byPlace));
    if (sets.length < 2) { say('select two or more separate areas (of any sizes): their sums are equal', true); return Promise.resolve(false); }
    item = { kind, sets, cells: sets.flat() };
  } else if (kind === 'count-distinct') item = { kind, control: cs[0], cells: cs.slice(1) }; // the cell selected first counts
  // the cell selected first holds the count and is the first counted; alone, it counts the 3×3 around it
  else if (kind === 'chaos-count') item = { kind, control: cs[0], excluding: false, cells: cs.length > 1 ? cs : [] };
  else if (kind === 'weighted-sum') item = { kind, cells: cs, weights: cs.map(() => 1) };
  else if (kind === 'box-indexer') item = { kind, cells: cs, region: [] };
  else item = { kind, cells: cs };
  if (k.value === 'required' || k.values) { // its number is typed in the panel's box next, and makes the clue
    setPending(item);
    say(`${describe(Object.assign({ value: null }, item))}: type its ${k.number} in the box`);
    return Promise.resolve(true);
  }
  const line = write(item);
  return commit(draft => { draft.clues.push(line); return { select: line, said: `${describe(item)} added` }; });
}

/**
 * The selection as areas of as many cells: its separate groups (each in reading order), or else its first and second
 * half as selected; `count` of them, or two or more for 0; null when it is neither.
 */
function areas(cs, count) {
  const parts = groups(cs);
  if ((count ? parts.length === count : parts.length >= 2) && parts.every(p => p.length === parts[0].length)) return parts.map(p => p.slice().sort(byPlace));
  return cs.length % 2 ? null : [cs.slice(0, cs.length / 2), cs.slice(cs.length / 2)];
}

/** The negative constraints, as puzzle settings. */
export function setNegative(flag, on) {
  return commit(draft => {
    const flags = new Set();
    draft.clues = draft.clues.filter(l => { const it = read(l); if (it && it.kind === 'negative') { it.flags.forEach(f => flags.add(f)); return false; } return true; });
    if (on) flags.add(flag); else flags.delete(flag);
    for (const f of ['white', 'black', 'xv']) if (flags.has(f)) draft.clues.push('negative ' + f);
    return { said: (on ? 'set: ' : 'off: ') + NEGATIVES[flag].label };
  });
}

export function negatives() {
  const out = new Set();
  for (const l of lines()) { const it = read(l); if (it && it.kind === 'negative') it.flags.forEach(f => out.add(f)); }
  return out;
}

// ---- the tools ------------------------------------------------------------------------------------------------
export const GROUPS = [
  ['Lines: drag through the cells', ['thermo', 'slow-thermo', 'arrow', 'palindrome', 'renban', 'whispers', 'between', 'region-sum', 'entropic', 'lockout', 'modular', 'zipper', 'nabner', 'double-arrow', 'sum-line', 'regex', 'value-indexing', 'chaos-arrow'], lineTool],
  ['Between cells: click the edge (a corner for diagonal neighbours)', ['white', 'black', 'x', 'v'], dotTool],
  ['Outside the grid: click beside it, type the number', ['little-killer', 'sandwich', 'x-sum', 'skyscraper', 'hidden-skyscraper', 'numbered-room', 'full-rank'], outsideTool],
  ['On a corner: click it, type the values', ['quadruple'], () => cornerTool()],
];
export const ON_CELLS = ['odd', 'even', 'minimum', 'maximum', 'extra-region', 'clone', 'cage', 'row-indexer', 'column-indexer', 'box-indexer', 'marks',
  'lunchbox', 'rellik', 'counting-circles', 'look-and-say', 'exactly', 'count-distinct', 'equality-cage', 'same-values', 'equal-sum', 'weighted-sum', 'chaos-count'];
for (const [, kinds, make] of GROUPS) for (const k of kinds) make(k);

