// Hints that move on. The page's candidate state is the player's centre marks: they go with every hint request,
// so a step whose eliminations are already made is not given again, and applying a step that eliminates writes
// its eliminations into them (filling in candidates first where there are none, as HoDoKu shows them). Graded as
// Sudoku Explainer and HoDoKu give them: the first press names the technique and where to look, the next shows
// the cells, the next applies the step; a wrong digit or mark of the player's comes first.

import { state, edit, changed, isGiven, valueOf } from './state.js';
import { first } from './api.js';
import { allCells, peersOf } from './board.js';
import { say } from './status.js';
import * as svgs from './svg.js';

/** The hint being graded: for which work, and the grade given so far. */
let last = null;

function workKey() {
  return JSON.stringify([state.model, state.digits, state.centre]);
}

/** What the server reads: the puzzle, the player's digits, the cells' centre marks, the grade. */
function request(level) {
  const progress = {}, marks = {};
  if (state.mode === 'solving') {
    for (const [k, v] of Object.entries(state.digits)) if (!isGiven(k)) progress[k] = v;
    // a one-cell cage's value is drawn as a given and cannot be typed: it is in the grid the player sees, so the
    // server is told, or its step (place the cage's value) would come back and never be applied
    for (const [k, v] of Object.entries(state.fixed || {})) if ((state.model.givens || {})[k] === undefined) progress[k] = v;
    for (const [k, list] of Object.entries(state.centre)) if (valueOf(k) === undefined && list.length) marks[k] = list;
  }
  return { puzzle: state.model, progress, marks, level };
}

/** The next grade of the hint for the work as it is (a new hint once the work changed or the last was applied). */
export async function hint() {
  const level = last && last.key === workKey() && last.level < 3 ? last.level + 1 : 1;
  return ask(level);
}

/** The whole next step, applied at once. */
export async function step() {
  return ask(3);
}

async function ask(level) {
  const key = workKey();
  const h = await first('api/hint', request(level), 'hint');
  const box = document.getElementById('hintbox'), text = document.getElementById('hinttext'), pic = document.getElementById('hintpic');
  pic.replaceChildren();
  box.hidden = false;
  if (h.status !== 'solved') {
    last = null;
    text.textContent = h.status === 'timeout' ? 'No hint: the puzzle was not solved in time.' : 'No hint: ' + h.text;
    say(text.textContent, true);
    return h;
  }
  if (h.technique === 'none') {
    last = null;
    text.textContent = 'Every cell is filled.';
    say(text.textContent);
    return h;
  }
  last = { key, level };
  text.textContent = h.text;
  state.shown.hint = level >= 2 ? (h.cells || []) : [];
  if (level < 3) {
    changed('work');
    say('hint: ' + h.text);
    return h;
  }
  if (h.svg) pic.replaceChildren(svgs.picture(h.svg)); // the step drawn by the server: cells used, candidates struck out
  last = null;
  if (state.mode === 'solving') edit(() => apply(h));
  else changed('work');
  state.shown.hint = h.cells || [];
  if (h.technique === 'wrong value' || h.technique === 'wrong mark') state.shown.failing = h.cells || [];
  changed('work');
  say('hint (' + h.technique + '): ' + h.text);
  return h;
}

/** A step applied to the work: a wrong digit or mark taken away, a digit placed, candidates struck out. */
function apply(h) {
  if (h.technique === 'wrong value') {
    for (const k of h.cells || []) { delete state.digits[k]; delete state.hinted[k]; }
    return;
  }
  if (h.technique === 'wrong mark') {
    for (const k of h.cells || []) delete state.centre[k];
    return;
  }
  const eliminations = h.eliminations || [];
  if (eliminations.length) {
    const none = !Object.values(state.centre).some(l => l.length);
    const fill = k => { if (h.candidates[k] && !(state.centre[k] || []).length) state.centre[k] = h.candidates[k].slice(); };
    if (none) for (const k of allCells()) { if (valueOf(k) === undefined) fill(k); }
    else for (const e of eliminations) fill(e.cell);
    for (const e of eliminations) {
      const list = (state.centre[e.cell] || []).filter(v => v !== e.value);
      if (list.length) state.centre[e.cell] = list; else delete state.centre[e.cell];
    }
  }
  for (const p of h.placements || []) {
    state.digits[p.cell] = p.value;
    state.hinted[p.cell] = true;
    delete state.centre[p.cell];
    delete state.corner[p.cell];
    if (state.settings.autoclear)
      for (const q of peersOf(p.cell)) for (const marks of [state.centre, state.corner]) {
        if (!marks[q]) continue;
        marks[q] = marks[q].filter(v => v !== p.value);
        if (!marks[q].length) delete marks[q];
      }
  }
}

/** A new hint starts at the first grade. */
export function forget() {
  last = null;
}
