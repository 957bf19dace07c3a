// Input that lands where the person meant it. The pointer: pressing a cell captures the pointer on the board, so
// the drag ends on release (or cancel, or lost capture) wherever that happens, and a move with no button held
// never adds a cell; cells are found from the pointer's board coordinates, not from the element under it, and
// focusing the board never scrolls the page. A drag adds a cell once the pointer is well inside it, so a diagonal
// drag does not catch the cells beside its path, and passes over every cell between two points the pointer reports,
// so a quick swipe misses none. The keyboard: arrows move (Shift or Ctrl extends), digits type
// in the entry mode (Shift corner, Ctrl centre), two digits in quick succession make a value above 9 as one edit,
// and a value outside the puzzle's range is refused at the key. The digit pad does the same by touch.

import { state, edit, extending, undo, redo, changed, range, valueOf, key, parse } from './state.js';
import { locate, between, isCell, allCells, picture } from './board.js';
import { enter, clear, cellsHolding } from './marks.js';
import { register, activeTool } from './tools.js';
import { entryFor, cycleEntry, setEntry, ENTRIES, entryName } from './modes.js';
import { say } from './status.js';
import { PEN_COLOURS, clearPen } from './pen.js';
import { saveSettings } from './storage.js';

const board = () => document.getElementById('board');
let drag = null;

/** Whether a position can be selected: a cell, or in setting mode any square of the board (a Kakuro's black ones). */
function selectable(at) {
  if (!at || at.outside) return null;
  if (at.cell) return at.cell;
  return state.mode === 'setting' && picture && picture.family === 'kakuro' ? at.name : null;
}

function setSelection(list, cursor) {
  state.selection = list;
  state.cursor = cursor === undefined ? list[list.length - 1] || null : cursor;
  changed('view');
}

/** The selection gesture: click, shift-click adds, ctrl-click toggles, drag passes over cells. */
export const select = register({
  id: 'select', label: 'Select', title: 'click, shift- or ctrl-click, or drag to select cells', modes: ['setting', 'solving'],
  pointer: {
    down(at, e) {
      const k = selectable(at);
      if (!k) return false;
      let sel = state.selection.slice(), adding = true;
      if (e.ctrlKey || e.metaKey) {
        adding = !sel.includes(k);
        sel = adding ? [...sel, k] : sel.filter(x => x !== k);
      } else if (e.shiftKey) {
        if (!sel.includes(k)) sel.push(k);
      } else {
        sel = [k];
      }
      drag = { adding, last: k, at };
      setSelection(sel, k);
      return true;
    },
    move(at) {
      if (!drag) return;
      // the cells between two points a brisk swipe reports are passed over too, so none is jumped
      const from = drag.at;
      drag.at = at;
      if (from && at) for (const p of between(from, at)) pass(p);
      pass(at);
    },
    up() { drag = null; },
  },
});

/** The drag reaches a position: its cell is added (or taken away) once the pointer is well inside it. */
function pass(at) {
  const k = selectable(at);
  // well inside: within 0.4 of a cell of its centre. A drag along a diagonal passes near the corners of the cells
  // beside it, and a circle keeps those out for a finger 0.4 cells off the diagonal (a square as wide, 0.25)
  if (!k || k === drag.last || Math.hypot(at.fx - Math.floor(at.fx) - 0.5, at.fy - Math.floor(at.fy) - 0.5) > 0.4) return;
  drag.last = k;
  const sel = state.selection.filter(x => x !== k);
  if (drag.adding) sel.push(k);
  setSelection(sel, k);
}

let pressed = null;

function pointerDown(e) {
  if (e.button !== 0 && e.pointerType === 'mouse') return;
  const at = locate(e.clientX, e.clientY);
  const tool = activeTool();
  if (tool.pointer.down(at, e) === false) return;
  pressed = { id: e.pointerId, tool };
  try { board().setPointerCapture(e.pointerId); } catch (err) { /* a synthetic pointer: the window's events end it */ }
  board().focus({ preventScroll: true });
  e.preventDefault();
}

function pointerMove(e) {
  if (!pressed || e.pointerId !== pressed.id) return;
  if (e.pointerType === 'mouse' && e.buttons === 0) { end(e); return; } // the release happened where we could not see it
  pressed.tool.pointer.move(locate(e.clientX, e.clientY), e);
}

function end(e) {
  if (!pressed) return;
  const p = pressed;
  pressed = null;
  try { if (board().hasPointerCapture(p.id)) board().releasePointerCapture(p.id); } catch (err) { /* gone already */ }
  p.tool.pointer.up(e && e.clientX !== undefined ? locate(e.clientX, e.clientY) : null, e);
}

export function installPointer() {
  const b = board();
  b.addEventListener('pointerdown', pointerDown);
  b.addEventListener('pointermove', pointerMove);
  b.addEventListener('pointerup', end);
  b.addEventListener('pointercancel', end);
  b.addEventListener('lostpointercapture', end);
  window.addEventListener('pointerup', end);
  window.addEventListener('blur', () => end(null));
  // a double click on a digit selects every cell holding it (SudokuPad)
  b.addEventListener('dblclick', e => {
    if (state.mode === 'solving' && state.entry === 'pen') return; // two taps of the pen: a circle drawn and taken away
    const at = locate(e.clientX, e.clientY);
    const v = at && at.cell ? valueOf(at.cell) : undefined;
    if (v !== undefined) setSelection(cellsHolding(v), at.cell);
  });
}

// ---- taps ---------------------------------------------------------------------------------------------------
/**
 * A tap on a button is its click, even when the browser sends none: the first tap after a quick swipe on the board
 * gets its pointerup but no click in Chromium (the swipe's fling is still being stopped), and the mode or value
 * tapped was lost. So a finger lifted on the button it pressed clicks it at once, and the browser's own click, if
 * it comes after, is dropped.
 */
let pressedButton = null, tapped = null;
export function installTaps() {
  document.addEventListener('pointerdown', e => {
    pressedButton = e.pointerType === 'touch' && e.target.closest ? e.target.closest('button') : null;
  }, true);
  document.addEventListener('pointercancel', () => { pressedButton = null; }, true);
  document.addEventListener('pointerup', e => {
    const b = pressedButton;
    pressedButton = null;
    if (!b || e.pointerType !== 'touch' || b.disabled || !b.isConnected) return;
    const r = b.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) return;
    tapped = { b, at: performance.now() };
    b.focus({ preventScroll: true }); // a field left for the button is read first, as a click's focus would
    b.click();
  }, true);
  document.addEventListener('click', e => {
    if (!tapped || !e.isTrusted) return;
    const late = performance.now() - tapped.at, same = e.target.closest && e.target.closest('button') === tapped.b;
    tapped = null;
    if (same && late < 1000) { e.stopImmediatePropagation(); e.preventDefault(); }
  }, true);
}

// ---- typing values ----------------------------------------------------------------------------------------
let typed = { key: null, text: '' };
let minus = 0;

/**
 * A digit key: alone, or after the one before it as one value when that fits the puzzle (1 then 6 is 16 on a
 * 16×16, replacing the 1 in the same edit, so one undo takes the 16 away). Out of range: refused, nothing changes.
 */
export function typeDigit(d, how) {
  if (!state.selection.length) { say('select a cell first', true); return; }
  if (how === 'colour') {
    const colour = d === 0 ? 10 : d;
    edit(() => enter(colour, 'colour'));
    return;
  }
  const [min, max] = range();
  const k = how + '|' + state.mode + '|' + state.selection.join(',');
  const neg = Date.now() - minus < 1000 ? '-' : '';
  minus = 0;
  const long = max > 9 || min < -9;
  if (long && extending(k) && typed.key === k) {
    const longer = typed.text + d, v = Number(longer);
    typed = { key: null, text: '' };
    if (v < min || v > max) { say(`${v} is not a value of this puzzle (${min} to ${max})`, true); return; }
    typed = { key: k, text: longer };
    edit(() => enter(v, how), { coalesce: k, join: true });
    return;
  }
  const v = Number(neg + d);
  if (!(v >= min && v <= max)) {
    say(`${v} is not a value of this puzzle (${min} to ${max})`, true);
    typed = { key: null, text: '' };
    return;
  }
  typed = { key: k, text: neg + d };
  edit(() => enter(v, how), long ? { coalesce: k } : {});
}

/** A whole value from one key (a letter for 10 and up). */
function typeValue(v, how) {
  if (!state.selection.length) { say('select a cell first', true); return; }
  typed = { key: null, text: '' };
  edit(() => enter(v, how));
}

function move(dr, dc, extend) {
  const cells = allCells();
  if (!cells.length || !picture) return;
  const here = state.cursor || cells[0];
  let [r, c] = parse(here);
  const rows = picture.rows, cols = picture.cols;
  for (let step = 0; step < rows * cols; step++) {
    r = ((r - 1 + dr + rows) % rows) + 1;
    c = ((c - 1 + dc + cols) % cols) + 1;
    const k = key(r, c);
    if (isCell(k) || (state.mode === 'setting' && picture.family === 'kakuro')) {
      if (!state.cursor) { setSelection([here], here); return; }
      const sel = extend ? [...state.selection.filter(x => x !== k), k] : [k];
      setSelection(sel, k);
      return;
    }
  }
}

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

function keyDown(e) {
  const t = e.target;
  // text is typed into text fields; a check box or button with the focus leaves the keys to the board
  if (t.matches && t.matches('textarea, select, [contenteditable], input:not([type=checkbox]):not([type=radio]):not([type=button])')) return;
  const ctrl = e.ctrlKey || e.metaKey;
  // a setting tool may take a key first: a clue's number typed, a clue deleted or moved
  const tool = activeTool();
  if (tool.key && state.mode === 'setting' && tool.key(e)) { e.preventDefault(); return; }
  if (ctrl && !e.altKey && (e.key === 'z' || e.key === 'Z')) { e.preventDefault(); if (e.shiftKey) redo(); else undo(); return; }
  if (ctrl && !e.altKey && (e.key === 'y' || e.key === 'Y')) { e.preventDefault(); redo(); return; }
  if (ctrl && (e.key === 'a' || e.key === 'A')) { e.preventDefault(); setSelection(allCells().slice(), state.cursor); return; }
  if (e.key === 'Escape') { setSelection([], null); return; }
  if (ARROWS[e.key]) {
    if (t.closest && t.closest('button, a') && t !== board()) return;
    e.preventDefault();
    move(...ARROWS[e.key], e.shiftKey || ctrl);
    return;
  }
  const onButton = t.closest && t.closest('button, a, summary');
  if (e.key === ' ' && !onButton) {
    e.preventDefault();
    if (state.mode === 'solving') { cycleEntry(); say(`entering ${entryName(state.entry).toLowerCase()}s`); }
    return;
  }
  // values past 9 in one key, as SudokuPad types them: A is 10, B 11... (on a 16x16, C is 12 rather than centre marks)
  const letter = !ctrl && !e.altKey && /^[a-zA-Z]$/.test(e.key) ? e.key.toUpperCase().charCodeAt(0) - 55 : 0;
  if (letter && letter <= range()[1] && range()[0] >= 0) {
    e.preventDefault();
    typeValue(letter, state.mode === 'setting' ? 'digit' : entryFor(e));
    return;
  }
  if (!ctrl && !e.altKey && state.mode === 'solving') {
    const mode = { z: 'digit', x: 'corner', c: 'centre', v: 'colour', b: 'pen' }[e.key.toLowerCase()];
    if (mode) { setEntry(mode); return; }
  }
  if (e.key === 'Delete' || e.key === 'Backspace') {
    if (state.mode === 'solving' && state.entry === 'pen') { e.preventDefault(); clearPen(); return; }
    if (!state.selection.length) return;
    e.preventDefault();
    edit(() => clear());
    return;
  }
  if (e.key === '-' && range()[0] < 0) { minus = Date.now(); return; }
  const d = /^(?:Digit|Numpad)(\d)$/.exec(e.code || '') || (/^\d$/.test(e.key) ? [null, e.key] : null);
  if (d) {
    e.preventDefault();
    typeDigit(Number(d[1]), state.mode === 'setting' ? 'digit' : entryFor(e));
  }
}

export function installKeys() {
  document.addEventListener('keydown', keyDown);
}

// ---- the digit pad ------------------------------------------------------------------------------------------
/** The pad under the board: the values (colours in colour mode), the entry modes, undo, redo, delete. */
export function buildPad() {
  const pad = document.getElementById('pad');
  const [min, max] = range();
  const count = max - min + 1;
  const values = document.createElement('div');
  values.className = 'values';
  const colour = state.mode === 'solving' && state.entry === 'colour', pen = state.mode === 'solving' && state.entry === 'pen';
  const n = pen ? PEN_COLOURS.length : colour ? 9 : Math.min(count, 25);
  values.style.gridTemplateColumns = `repeat(${n <= 9 ? 3 : n <= 16 ? 4 : 5}, 1fr)`;
  for (let i = 0; i < n; i++) {
    const b = document.createElement('button');
    b.type = 'button';
    if (pen) {
      // the pen's colours: the one chosen is pressed, and kept between visits
      b.dataset.pen = String(i + 1);
      b.className = 'swatch pen-swatch';
      b.style.setProperty('--swatch', PEN_COLOURS[i]);
      b.setAttribute('aria-label', 'pen colour ' + (i + 1));
      b.setAttribute('aria-pressed', String(state.settings.pen === i + 1));
      b.textContent = '\u270E';
      b.onclick = () => {
        state.settings.pen = i + 1;
        saveSettings();
        for (const o of values.children) o.setAttribute('aria-pressed', String(o === b));
      };
    } else if (colour) {
      b.dataset.colour = String(i + 1);
      b.className = 'swatch';
      b.style.setProperty('--swatch', `var(--c${i + 1})`);
      b.setAttribute('aria-label', 'colour ' + (i + 1));
      b.textContent = String(i + 1);
      b.onclick = () => { if (state.selection.length) edit(() => enter(i + 1, 'colour')); };
    } else {
      const v = min + i;
      b.dataset.value = String(v);
      b.textContent = String(v);
      // the key that types it, where it is a letter
      if (v >= 10 && v <= 35 && min >= 0) {
        const k = document.createElement('small');
        k.className = 'key';
        k.textContent = String.fromCharCode(55 + v);
        b.append(' ', k);
        b.title = `key ${k.textContent}`;
      }
      b.setAttribute('aria-label', (state.mode === 'setting' ? 'given ' : (entryName(state.entry) + ' ').toLowerCase()) + v);
      b.onclick = () => {
        // a setting tool may take the value: the number of the clue selected, or of one placed outside the grid
        const t = activeTool();
        if (state.mode === 'setting' && t.type && t.type(v)) return;
        if (!state.selection.length) { say('select a cell first', true); return; }
        edit(() => enter(v, state.mode === 'setting' ? 'digit' : state.entry));
      };
    }
    values.appendChild(b);
  }
  const side = document.createElement('div');
  side.className = 'modes';
  for (const e of ENTRIES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.entry = e;
    b.className = 'solving-only';
    b.textContent = entryName(e);
    b.title = { digit: 'digits (Z)', corner: 'corner marks (X, or hold Shift)', centre: 'centre marks (C, or hold Ctrl)', colour: 'colours (V)',
      pen: 'pen (B): drag from a cell for lines through centres, from a corner for lines along edges, tap a cell for a circle; Delete rubs out all' }[e];
    b.setAttribute('aria-pressed', String(state.entry === e));
    b.onclick = () => setEntry(e);
    side.appendChild(b);
  }
  for (const [id, text, title, act] of [['pad-undo', 'Undo', 'Ctrl+Z', undo], ['pad-redo', 'Redo', 'Ctrl+Y', redo],
    ['pad-delete', 'Delete', 'Delete or Backspace', () => {
      if (state.mode === 'solving' && state.entry === 'pen') { clearPen(); return; }
      const t = activeTool();
      if (state.mode === 'setting' && t.remove && t.remove()) return;
      if (state.selection.length) edit(() => clear());
    }]]) {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.textContent = text;
    b.title = title;
    b.onclick = act;
    side.appendChild(b);
  }
  pad.replaceChildren(values, side);
}
