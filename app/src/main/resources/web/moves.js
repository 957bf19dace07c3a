// The move rules that take a number (docs/RULES.md): a taxicab distance, chess leaps of one's own (perhaps for some
// values only) and knightmare with sums other than 5 and 15. No mark on the grid shows them, so they are fields in
// the rules panel rather than tools; the model holds them as the `.cw` statements the server reads (`taxicab 4`,
// `chess 1,2 2,2 values 1,2,3,4`, `knightmare 7,11`) in its `clues`, which is how they reach every answer and every
// export. An entry is checked here against the puzzle's size and values before it becomes an edit: a bad one is
// named at its field and leaves the model and the history alone.

import { state, edit, onChange, parse, dims } from './state.js';
import { say } from './status.js';

const $ = id => document.getElementById(id);
const KEYS = ['taxicab', 'chess', 'knightmare'];
const USUAL = '5,15';

/** A statement line as a move rule, or null when it is none of them. */
export function readMove(line) {
  const words = String(line).trim().split(/\s+/);
  const k = (words[0] || '').toLowerCase(), rest = words.slice(1);
  if (!KEYS.includes(k) || !rest.length) return null;
  if (k === 'taxicab') return rest.length === 1 && /^\d+$/.test(rest[0]) ? { kind: k, distance: Number(rest[0]) } : null;
  if (k === 'knightmare') return rest.length === 1 && /^-?\d+(,-?\d+)*$/.test(rest[0]) ? { kind: k, sums: rest[0].split(',').map(Number) } : null;
  const at = rest.findIndex(w => w.toLowerCase() === 'values');
  const leapWords = at < 0 ? rest : rest.slice(0, at);
  if (!leapWords.length || !leapWords.every(w => /^\d+,\d+$/.test(w))) return null;
  const values = at < 0 ? [] : expand(rest.slice(at + 1).join(''));
  if (values === null) return null;
  return { kind: k, leaps: leapWords.map(w => w.split(',').map(Number)), values };
}

/** "1-4,6" as [1, 2, 3, 4, 6]; null when it is not such a list. */
function expand(text) {
  const out = [];
  for (const part of text.split(',')) {
    const m = /^(-?\d+)(?:-(-?\d+))?$/.exec(part.trim());
    if (!m) return null;
    const lo = Number(m[1]), hi = m[2] === undefined ? lo : Number(m[2]);
    if (hi < lo || hi - lo > 64) return null;
    for (let v = lo; v <= hi; v++) out.push(v);
  }
  return out;
}

/** [1, 2, 3, 4, 6] as "1-4,6": how a setter types them back. */
function compress(values) {
  const out = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j] + 1) j++;
    out.push(j - i >= 2 ? `${values[i]}-${values[j]}` : values.slice(i, j + 1).join(','));
    i = j + 1;
  }
  return out.join(',');
}

const sorted = xs => [...new Set(xs)].sort((a, b) => a - b);

/** The rule in words, as the server says it (RuleCatalog.sentences), so the drafted text and the page agree. */
export function sentence(line) {
  const m = readMove(line);
  if (!m) return null;
  let s;
  if (m.kind === 'taxicab') s = `cells a taxicab distance of ${m.distance} apart (rows plus columns) hold different values`;
  else if (m.kind === 'knightmare') {
    const said = sorted(m.sums).map(String);
    s = "cells a knight's move apart never add up to " + (said.length === 1 ? said[0] : said.slice(0, -1).join(', ') + ' or to ' + said[said.length - 1]);
  } else {
    const leaps = canonicalLeaps(m.leaps).map(([a, b]) => `${a} and ${b}`);
    const values = sorted(m.values);
    s = `cells a chess move apart (${leaps.join('; ')} cells, in rows and columns either way) never hold the same value`
      + (values.length ? ' when it is ' + values.join(' or ') : '');
  }
  return s[0].toUpperCase() + s.slice(1) + '.';
}

/** Leaps as the server keeps them: each small,large, sorted, once. */
function canonicalLeaps(leaps) {
  const seen = new Map();
  for (const [a, b] of leaps) seen.set(`${Math.min(a, b)},${Math.max(a, b)}`, [Math.min(a, b), Math.max(a, b)]);
  return [...seen.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

// ---- what the puzzle allows --------------------------------------------------------------------------------------
/** Rows and columns of the canvas (the rectangle around every grid or cell) and the lowest and highest value. */
function bounds(model) {
  let rows = 0, cols = 0;
  for (const g of model.grids || []) { const [h, w] = dims(g); rows = Math.max(rows, g.row + h - 1); cols = Math.max(cols, g.col + w - 1); }
  for (const k of model.cells || []) { const [r, c] = parse(k); rows = Math.max(rows, r); cols = Math.max(cols, c); }
  if (!rows && model.size) [rows, cols] = dims(model);
  const v = /^(-?\d+)\.\.(-?\d+)$/.exec(model.values || '');
  const lo = v ? Number(v[1]) : 1, hi = v ? Number(v[2]) : Math.max(rows, cols);
  return { rows, cols, lo, hi };
}

const numbers = text => text.trim() ? text.trim().split(/[\s,]+/) : [];

/** The taxicab field as statements: one distance or several; each must join two cells of the canvas. */
function taxicabLines(text, b) {
  const most = b.rows + b.cols - 2;
  const out = [];
  for (const w of numbers(text)) {
    if (!/^\d+$/.test(w) || Number(w) < 1 || Number(w) > most)
      throw new Error(`a taxicab distance is a whole number from 1 to ${most} on this grid (rows plus columns apart), not ${w}`);
    out.push(Number(w));
  }
  return sorted(out).map(d => `taxicab ${d}`);
}

/** The knightmare field: sums two values of the puzzle can make; 5,15 is the tick box above. */
function knightmareLines(text, b) {
  const sums = [];
  for (const w of numbers(text)) {
    if (!/^-?\d+$/.test(w) || Number(w) < 2 * b.lo || Number(w) > 2 * b.hi)
      throw new Error(`a knightmare sum is a total two values of ${b.lo} to ${b.hi} can make (${2 * b.lo} to ${2 * b.hi}), not ${w}`);
    sums.push(Number(w));
  }
  return sums.length ? [`knightmare ${sorted(sums).join(',')}`] : [];
}

/** One chess row's fields as a statement, or null when both are empty. */
function chessLine(leapsText, valuesText, b) {
  const at = (field, text) => Object.assign(new Error(text), { field });
  // a move's two distances are joined by a comma (spaces around it forgiven); moves are apart by spaces
  const joined = leapsText.trim().replace(/\s*,\s*/g, ',');
  const words = joined ? joined.split(/\s+/) : [];
  if (!words.length) {
    if (valuesText.trim()) throw at('leaps', 'type the moves first, such as 1,2 (a knight\'s move) or 1,2 2,2');
    return null;
  }
  const leaps = words.map(w => {
    const m = /^(\d+),(\d+)$/.exec(w);
    if (!m) throw at('leaps', `a move is two distances such as 1,2 (rows and columns apart, either way round), not ${w}`);
    const [a, c] = [Number(m[1]), Number(m[2])].sort((x, y) => x - y);
    if (c === 0) throw at('leaps', 'a move of 0,0 joins a cell to itself');
    // a leap longer than the canvas joins no two cells: it would be a rule that says nothing
    if (!(a < Math.min(b.rows, b.cols) && c < Math.max(b.rows, b.cols)))
      throw at('leaps', `a move of ${w} joins no two cells of a ${b.rows}×${b.cols} grid`);
    return [a, c];
  });
  let values = [];
  if (valuesText.trim()) {
    values = expand(valuesText.replace(/\s+/g, ''));
    if (values === null) throw at('values', `values are listed such as 1,3 or 1-4, not ${valuesText.trim()}`);
    const outside = values.find(v => v < b.lo || v > b.hi);
    if (outside !== undefined) throw at('values', `the values are ${b.lo} to ${b.hi}: ${outside} is not one of them`);
    values = sorted(values);
  }
  return 'chess ' + canonicalLeaps(leaps).map(l => l.join(',')).join(' ') + (values.length ? ' values ' + values.join(',') : '');
}

// ---- the fields --------------------------------------------------------------------------------------------------
const moves = () => ((state.model && state.model.clues) || []).filter(l => readMove(l));
const ofKind = k => moves().filter(l => readMove(l).kind === k);

/** The model's clues with the lines of one kind replaced (the chess row at `index` alone, for chess). */
function replaced(kind, lines, index = -1) {
  const all = state.model.clues || [];
  let seen = -1, placed = false;
  const out = [];
  for (const l of all) {
    const m = readMove(l);
    if (!m || m.kind !== kind) { out.push(l); continue; }
    seen++;
    if (index >= 0 && seen !== index) { out.push(l); continue; }
    if (!placed) { out.push(...lines); placed = true; }
  }
  if (!placed) out.push(...lines);
  return out;
}

function setClues(clues, said) {
  if (JSON.stringify(clues) === JSON.stringify(state.model.clues || [])) return;
  edit(() => {
    if (clues.length) state.model.clues = clues; else delete state.model.clues;
  });
  say(said);
}

// A field is read when the focus leaves it, and on a phone or with a mouse that is the moment the next thing is
// pressed: a chess row added or a refusal shown under its field then moves that thing from under the finger, and
// the release (the click) lands on whatever slid there, or on nothing, so the tap is lost. What changes the
// panel's height therefore waits until the press is over; with no press (Tab, Enter) it happens at once.
let pressing = false;
const waiting = new Map();

function afterPress(name, fn) {
  if (!pressing) { fn(); return; }
  waiting.set(name, fn); // a later change of the same thing replaces an earlier one
}

function released() {
  if (!pressing) return;
  pressing = false;
  // the click of this press comes after its mouseup in the same task: lay out after it
  setTimeout(() => {
    if (pressing) return;
    const fns = [...waiting.values()];
    waiting.clear();
    fns.forEach(fn => fn());
  }, 0);
}

/** A refusal shown at its field (and read out), the model left as it was; a good entry clears it. */
function mark(field, problem) {
  if (problem) say(problem, true);
  afterPress('mark ' + field.id, () => {
    const out = $(field.id + '-error');
    if (!out) return;
    out.textContent = problem || '';
    out.hidden = !problem;
    field.setAttribute('aria-invalid', problem ? 'true' : 'false');
  });
}

function entry(id, label, title, placeholder) {
  const wrap = document.createElement('label');
  wrap.title = title;
  const input = document.createElement('input');
  input.id = id;
  input.size = 8;
  input.placeholder = placeholder;
  input.autocomplete = 'off';
  input.setAttribute('aria-describedby', id + '-error');
  wrap.append(label + ' ', input);
  return wrap;
}

function problemText(id) {
  const out = document.createElement('small');
  out.id = id + '-error';
  out.className = 'fielderror';
  out.setAttribute('role', 'alert');
  out.hidden = true;
  return out;
}

function commitTaxicab() {
  const f = $('move-taxicab');
  try {
    const lines = taxicabLines(f.value, bounds(state.model));
    mark(f, null);
    setClues(replaced('taxicab', lines), lines.length ? lines.join(', ') + ' set' : 'no taxicab rule');
  } catch (e) { mark(f, e.message); }
}

function commitKnightmare() {
  const f = $('move-knightmare');
  try {
    let lines = knightmareLines(f.value, bounds(state.model));
    // the usual sums are the rule's tick box, as every format writes them
    const usual = lines.length && lines[0] === `knightmare ${USUAL}`;
    mark(f, null);
    const clues = replaced('knightmare', usual ? [] : lines);
    if (usual) {
      edit(() => {
        if (clues.length) state.model.clues = clues; else delete state.model.clues;
        if (!(state.model.rules || []).includes('knightmare')) state.model.rules = [...(state.model.rules || []), 'knightmare'];
      });
      say('knightmare with 5 and 15 is the knightmare box above: ticked');
    } else setClues(clues, lines.length ? lines[0] + ' set' : 'no knightmare rule of other sums');
  } catch (e) { mark(f, e.message); }
}

function commitChess(row, index) {
  const [leaps, values] = row.querySelectorAll('input');
  try {
    const line = chessLine(leaps.value, values.value, bounds(state.model));
    mark(leaps, null); mark(values, null);
    const existing = index < ofKind('chess').length;
    if (!existing && !line) return;
    setClues(existing ? replaced('chess', line ? [line] : [], index) : [...(state.model.clues || []), line],
      line ? line + ' set' : 'chess rule removed');
  } catch (e) {
    mark(e.field === 'values' ? leaps : values, null);
    mark(e.field === 'values' ? values : leaps, e.message);
  }
}

/** One row of chess fields, read when the focus leaves the row or on Enter; `fill` puts a rule in it. */
function chessRow(index) {
  const row = document.createElement('div');
  row.className = 'chessrow';
  row.dataset.index = index;
  const leaps = entry(`move-chess-${index}`, 'Chess moves', 'leaps as rows,columns apart, either way round: 1,2 is a knight\'s move, 1,1 a diagonal step; several with spaces', '1,2 2,2');
  const values = entry(`move-chess-${index}-values`, 'for values', 'only these values may not repeat a move apart (1-4 or 1,3); empty: every value', 'all');
  row.append(leaps, values, problemText(`move-chess-${index}`), problemText(`move-chess-${index}-values`));
  row.addEventListener('focusout', e => { if (!row.contains(e.relatedTarget)) commitChess(row, index); });
  row.addEventListener('keydown', e => { if (e.key === 'Enter' && e.target.tagName === 'INPUT') commitChess(row, index); });
  return row;
}

/** A row showing the rule `line` (null: the empty row that adds one); the field with the focus keeps what is typed. */
function fill(row, index, line, focused) {
  const m = line ? readMove(line) : null;
  const [leaps, values] = row.querySelectorAll('input');
  const shown = [[leaps, m ? canonicalLeaps(m.leaps).map(l => l.join(',')).join(' ') : ''], [values, m ? compress(sorted(m.values)) : '']];
  for (const [f, v] of shown) {
    if (f === focused) continue;
    f.value = v;
    if (f.getAttribute('aria-invalid') === 'true') mark(f, null);
  }
  let remove = row.querySelector('button');
  if (m && !remove) {
    remove = document.createElement('button');
    remove.type = 'button';
    remove.id = `move-chess-${index}-remove`;
    remove.textContent = 'Remove';
    remove.title = 'remove this chess rule';
    remove.onclick = () => setClues(replaced('chess', [], index), 'chess rule removed');
    values.parentElement.after(remove);
  } else if (!m && remove) remove.remove();
}

let chessShown = null;

/**
 * The chess rows as the model has them: one per rule and an empty one to add another. Rows are kept and filled in
 * place, never rebuilt, so a field the focus is moving to (a tap on the next row) is still there to take it.
 */
function showChess() {
  const chess = ofKind('chess');
  const key = JSON.stringify(chess);
  if (key === chessShown) return;
  chessShown = key;
  const list = $('move-chess'), focused = document.activeElement;
  while (list.children.length > chess.length + 1) list.lastElementChild.remove();
  while (list.children.length < chess.length + 1) list.append(chessRow(list.children.length));
  [...list.children].forEach((row, i) => fill(row, i, chess[i] || null, focused));
}

/** The fields as the model has them now; a field being typed in keeps what is typed. */
export function show() {
  if (!state.model || !$('move-taxicab')) return;
  const focused = document.activeElement;
  const set = (f, v) => { if (focused !== f) { f.value = v; if (f.getAttribute('aria-invalid') === 'true') mark(f, null); } };
  set($('move-taxicab'), ofKind('taxicab').map(l => readMove(l).distance).join(' '));
  set($('move-knightmare'), ofKind('knightmare').map(l => sorted(readMove(l).sums).join(',')).join(' '));
  afterPress('chess', showChess);
}

export function install() {
  const box = $('moves');
  const taxi = entry('move-taxicab', 'Taxicab distance', 'cells this many rows plus columns apart hold different values; several distances with spaces; empty: none', 'none');
  const knight = entry('move-knightmare', 'Knightmare, other sums', 'cells a knight\'s move apart never add up to these (7,11); the usual 5 and 15 is the knightmare box above; empty: none', 'none');
  const list = document.createElement('div');
  list.id = 'move-chess';
  const caption = document.createElement('small');
  caption.textContent = 'Moves with a number (nothing is drawn for them; the rules text says them)';
  box.replaceChildren(caption, document.createElement('br'), taxi, problemText('move-taxicab'), document.createElement('br'), knight, problemText('move-knightmare'), list);
  // a press starts with the pointer and, for a finger, again with the mouse events its tap makes afterwards
  for (const type of ['pointerdown', 'mousedown']) window.addEventListener(type, () => { pressing = true; }, true);
  for (const type of ['pointerup', 'pointercancel', 'mouseup']) window.addEventListener(type, released, true);
  window.addEventListener('blur', released);
  $('move-taxicab').addEventListener('change', commitTaxicab);
  $('move-knightmare').addEventListener('change', commitKnightmare);
  onChange(what => { if (what === 'model') show(); });
  show();
}
