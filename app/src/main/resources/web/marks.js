// The player's work on the cells, as SudokuPad keeps it: a digit, corner marks, centre marks (the candidate state
// hints act on), colours (several per cell). Setting mode types givens instead. Each function runs inside an
// edit() of state.js, so it can be undone; conflicts are worked out here for the board to show.

import { state, range, valueOf, isGiven, emptyPen } from './state.js';
import { allCells, peersOf, isCell } from './board.js';

const sorted = list => [...list].sort((a, b) => a - b);

/** Cells of the selection that a value can go in (solving: not givens). */
function targets() {
  return state.selection.filter(k => isCell(k) && (state.mode === 'setting' || !isGiven(k)));
}

/** Puts a value in the selected cells the way the entry mode says; all of them holding it already takes it away. */
export function enter(value, how) {
  const cells = targets();
  if (!cells.length) return false;
  if (state.mode === 'setting') {
    const g = state.model.givens = state.model.givens || {};
    const all = cells.every(k => g[k] === value);
    for (const k of cells) if (all) delete g[k]; else g[k] = value;
    return true;
  }
  if (how === 'digit') {
    const all = cells.every(k => state.digits[k] === value);
    for (const k of cells) {
      if (all) { delete state.digits[k]; delete state.hinted[k]; continue; }
      state.digits[k] = value;
      delete state.hinted[k];
      if (state.settings.autoclear) clearSeen(k, value);
    }
    return true;
  }
  const marks = how === 'corner' ? state.corner : how === 'centre' ? state.centre : state.colours;
  const open = how === 'colour' ? cells : cells.filter(k => state.digits[k] === undefined);
  if (!open.length) return false;
  const all = open.every(k => (marks[k] || []).includes(value));
  for (const k of open) {
    const list = (marks[k] || []).filter(v => v !== value);
    if (!all) list.push(value);
    if (list.length) marks[k] = how === 'colour' ? list : sorted(list); else delete marks[k];
  }
  return true;
}

/** A placed digit rules itself out of the marks of every cell that sees its cell. */
function clearSeen(k, value) {
  for (const p of peersOf(k)) for (const marks of [state.corner, state.centre]) {
    if (!marks[p]) continue;
    marks[p] = marks[p].filter(v => v !== value);
    if (!marks[p].length) delete marks[p];
  }
}

/** Delete: a digit first; with none, the marks (or the colours in colour mode); setting mode: the givens. */
export function clear() {
  const cells = targets();
  if (!cells.length) return false;
  if (state.mode === 'setting') {
    for (const k of cells) delete (state.model.givens || {})[k];
    return true;
  }
  if (state.entry === 'colour') {
    for (const k of cells) delete state.colours[k];
    return true;
  }
  if (cells.some(k => state.digits[k] !== undefined)) {
    for (const k of cells) { delete state.digits[k]; delete state.hinted[k]; }
    return true;
  }
  if (cells.some(k => state.corner[k] || state.centre[k])) {
    for (const k of cells) { delete state.corner[k]; delete state.centre[k]; }
    return true;
  }
  for (const k of cells) delete state.colours[k];
  return true;
}

/** HoDoKu's "show candidates": every empty cell without centre marks gets the values no cell it sees holds. */
export function fillCandidates() {
  const [min, max] = range();
  let filled = 0;
  for (const k of allCells()) {
    if (valueOf(k) !== undefined || state.centre[k]?.length) continue;
    const seen = new Set();
    for (const p of peersOf(k)) if (valueOf(p) !== undefined) seen.add(valueOf(p));
    const list = [];
    for (let v = min; v <= max; v++) if (!seen.has(v)) list.push(v);
    state.centre[k] = list;
    filled++;
  }
  return filled;
}

/** Takes the work back to the givens: the pen's drawings go too. */
export function restart() {
  state.digits = {}; state.corner = {}; state.centre = {}; state.colours = {}; state.hinted = {}; state.pen = emptyPen();
  state.solved = false;
  state.timer.ms = 0;
}

/** The grid as the API reads it: a row per line, '.' for empty, '-' where the canvas has no cell. */
export function gridText(rows, cols, withDigits = true) {
  const lines = [];
  for (let r = 1; r <= rows; r++) {
    const row = [];
    for (let c = 1; c <= cols; c++) {
      const k = `r${r}c${c}`;
      const v = withDigits ? valueOf(k) : (state.model.givens || {})[k];
      row.push(!isCell(k) ? '-' : v === undefined ? '.' : String(v));
    }
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}

/** Whether every cell holds a value. */
export function full() {
  const cells = allCells();
  return cells.length > 0 && cells.every(k => valueOf(k) !== undefined);
}

// ---- conflicts ---------------------------------------------------------------------------------------------
/** What the last check of the grid found, and for which digits. */
let checked = { digits: '', culprits: [] };

export function setChecked(digits, culprits) {
  checked = { digits, culprits };
}

export function digitsKey() {
  return JSON.stringify(state.digits) + JSON.stringify(state.model.givens || {});
}

/** Cells whose value repeats in a house they share, and the culprits of a check made on these very values. */
export function conflicts(houses) {
  const out = new Set();
  if (!state.settings.conflicts || state.mode !== 'solving') return out;
  for (const h of houses) {
    const at = new Map();
    for (const k of h) {
      const v = valueOf(k);
      if (v === undefined) continue;
      if (at.has(v)) { out.add(k); out.add(at.get(v)); } else at.set(v, k);
    }
  }
  if (checked.digits === digitsKey()) for (const k of checked.culprits) if (valueOf(k) !== undefined) out.add(k);
  return out;
}

/** Selection helpers: every cell, and the cells holding a value. */
export function cellsHolding(value) {
  return allCells().filter(k => valueOf(k) === value);
}
