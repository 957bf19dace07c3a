// What the page holds: the puzzle (the JSON model the server reads, docs/FORMAT.md), what the page says above it
// (meta), the mode (setting the puzzle or solving it), and the player's work: digits, corner and centre marks,
// colours. Every change to the puzzle or the work goes through edit(), so that undo and redo cover all of it.

export const state = {
  model: null,
  /** What the source said about the puzzle: title, author, rules text, notes, drawings Cellwise does not read. */
  meta: {},
  /** 'setting': digits are givens and the tools build the puzzle; 'solving': givens are fixed, digits are the player's. */
  mode: 'setting',
  /** What a typed value does in solving mode: 'digit', 'corner', 'centre' or 'colour'. */
  entry: 'digit',
  digits: {}, corner: {}, centre: {}, colours: {},
  /**
   * The pen's drawings over the grid (pen.js): lines by their two ends in half cells from r1c1's corner, circles by
   * cell, each with its pen colour. Work like the marks: undone, kept, restarted; never part of the puzzle.
   */
  pen: { lines: {}, circles: {} },
  /** The givens as the server's picture has them (named givens too), set when a picture is in place. */
  fixed: {},
  /** Cells whose digit a hint placed. */
  hinted: {},
  /** Selected cells in the order chosen; the cursor is the last one the keyboard or pointer moved to. */
  selection: [], cursor: null,
  /** The player's choices, kept between visits (storage.js): the page's look and how it helps. */
  settings: { conflicts: true, autoclear: true, samedigit: true, clock: true, theme: 'auto', pen: 1 },
  /**
   * Answers shown but not part of the work: the solution, cells where two solutions differ, failing checks, a hint's
   * cells; while setting, the parts of a conflict, the true candidates, and where logic stops (the grade's point).
   */
  shown: { solution: {}, differs: [], failing: [], hint: [], conflict: [], candidates: null, stuck: null },
  /** Milliseconds spent solving; whether the clock runs; whether the grid was found complete and right. */
  timer: { ms: 0, running: false }, solved: false,
};

const listeners = [];
/** `fn(what)` is told of every change: 'model' (the puzzle), 'work' (digits, marks, colours), 'view' (selection, modes). */
export function onChange(fn) { listeners.push(fn); }
export function changed(what) { for (const fn of listeners) fn(what); }

let undoStack = [], redoStack = [];
/** The last edit, while typing may still extend it (a second digit making 16 of a 1). */
let open = null;

function snapshot() {
  return JSON.stringify({ model: state.model, meta: state.meta, digits: state.digits, corner: state.corner, centre: state.centre,
    colours: state.colours, pen: state.pen, hinted: state.hinted, solved: state.solved });
}

/** Puts a snapshot's puzzle and work back in place. */
function put(s) {
  Object.assign(state, { model: s.model, meta: s.meta || {}, digits: s.digits, corner: s.corner, centre: s.centre,
    colours: s.colours, pen: s.pen || emptyPen(), hinted: s.hinted || {}, solved: !!s.solved });
}

function restore(text) {
  const s = JSON.parse(text), puzzle = JSON.stringify(s.model) !== JSON.stringify(state.model);
  put(s);
  clearShown();
  changed(puzzle ? 'model' : 'work');
}

/** No drawings. */
export function emptyPen() { return { lines: {}, circles: {} }; }

export function clearShown() {
  state.shown = { solution: {}, differs: [], failing: [], hint: [], conflict: [], candidates: null, stuck: null };
}

/**
 * Runs a change as one undoable edit. An edit with `join` that follows one of the same `coalesce` key within a
 * second replaces it: the state goes back to before the first and the new change applies (a 1 then a 6 types one 16).
 */
export function edit(change, { coalesce = null, join = false } = {}) {
  const now = Date.now();
  if (join && coalesce && open && open.key === coalesce && now - open.at < 1000 && undoStack.length && undoStack[undoStack.length - 1] === open.before) {
    put(JSON.parse(open.before));
  } else {
    const before = snapshot();
    undoStack.push(before);
    if (undoStack.length > 500) undoStack.shift();
    open = coalesce ? { key: coalesce, before } : null;
  }
  if (open) open.at = now;
  redoStack = [];
  const puzzle = JSON.stringify(state.model);
  change();
  const modelChanged = JSON.stringify(state.model) !== puzzle;
  if (modelChanged) clearShown();
  else state.shown.failing = [];
  changed(modelChanged ? 'model' : 'work');
}

/** Whether the last edit can still be extended by `key` (typing a second digit). */
export function extending(key) {
  return open && open.key === key && Date.now() - open.at < 1000;
}

export function undo() {
  if (!undoStack.length) return false;
  open = null;
  redoStack.push(snapshot());
  restore(undoStack.pop());
  return true;
}

export function redo() {
  if (!redoStack.length) return false;
  open = null;
  undoStack.push(snapshot());
  restore(redoStack.pop());
  return true;
}

/** Forgets the history (a page that starts anew). */
export function resetHistory() {
  undoStack = []; redoStack = []; open = null;
}

export const key = (r, c) => `r${r}c${c}`;
export function parse(k) {
  const m = /^r(\d+)c(\d+)$/.exec(k);
  return [Number(m[1]), Number(m[2])];
}

/**
 * A grid's rows and columns: its size is a number for a square (9) or rows by columns for a rectangle ("6x9"), as
 * the JSON format writes them.
 */
export function dims(g) {
  const m = /^(\d+)x(\d+)$/.exec(String(g.size));
  return m ? [Number(m[1]), Number(m[2])] : [Number(g.size), Number(g.size)];
}

/** A grid's longer side: the values a row of it holds, and each box. */
export const span = g => Math.max(...dims(g));

/** The puzzle's value range. */
export function range() {
  const v = state.model && state.model.values;
  if (v && typeof v === 'object') return [v.min, v.max];
  const m = /^(-?\d+)\.\.(-?\d+)$/.exec(v || '');
  if (m) return [Number(m[1]), Number(m[2])];
  const sizes = (state.model.grids || []).map(span);
  return [1, sizes.length ? Math.max(...sizes) : 9];
}

/** The value in a cell: a given of the puzzle, else the player's digit (solving), else undefined. */
export function valueOf(k) {
  const g = state.model.givens || {};
  if (g[k] !== undefined) return g[k];
  if (state.fixed[k] !== undefined) return state.fixed[k];
  return state.mode === 'solving' ? state.digits[k] : undefined;
}

/** Givens: the model's, and those the picture knows besides (a KenKen's named one-cell cages). */
export function isGiven(k) {
  return (state.model.givens || {})[k] !== undefined || state.fixed[k] !== undefined;
}

/** A key that stays the same for the same puzzle: the model with its keys in order, hashed. */
export function puzzleId(model) {
  const text = stable(model);
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function stable(v) {
  if (Array.isArray(v)) return '[' + v.map(stable).join(',') + ']';
  if (v && typeof v === 'object') return '{' + Object.keys(v).sort().map(k => JSON.stringify(k) + ':' + stable(v[k])).join(',') + '}';
  return JSON.stringify(v);
}
