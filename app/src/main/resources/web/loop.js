// The setter's loop: while setting, every change of the puzzle is checked after a short pause, and a newer change
// cancels the check under way (on the server too). A badge says "no solution", "unique", "2+ solutions" or "not
// decided in N s"; with several solutions the cells where two differ are marked, with none the smallest set of
// clues and cells that cannot hold together is marked on the board. The verdict comes first (a few milliseconds);
// the smallest set, which may take many solves, in a second job that follows it (the badge's `data-marking` is
// "pending" meanwhile), and a newer change cancels both. On request: the true candidates of every cell, drawn
// small, kept up to date at every change; and the grade, with the point where logic stops drawn.

import { state, onChange, changed } from './state.js';
import { watchJob } from './api.js';

const $ = id => document.getElementById(id);
/**
 * The pause after a change before it is checked: the next key of a number typed at speed comes within it. Short, as
 * the verdict takes milliseconds; the marking that may take longer starts only after the verdict.
 */
const PAUSE = 150;

let timer = null, count = null, marking = null, cands = null, grading = null, lastKey = null;
export const options = { candidates: false };

/** The puzzle as the loop sees it: its title is not part of what it asks. */
function keyOf() {
  return JSON.stringify(Object.assign({}, state.model, { name: '' }));
}

const badgeListeners = [];
/** `fn(kind, text, detail)` is told each state of the badge (the box of rules in clingo's notation repeats it). */
export function onBadge(fn) { badgeListeners.push(fn); }

function badge(kind, text, detail = '') {
  const b = $('badge');
  if (!b) return;
  b.dataset.state = kind;
  delete b.dataset.marking;
  b.textContent = text;
  $('loopinfo').textContent = detail;
  $('loopinfo').title = detail; // the row is as wide as the board: the whole sentence on hover
  for (const fn of badgeListeners) fn(kind, text, detail);
}

function stop() {
  clearTimeout(timer);
  for (const j of [count, marking, cands, grading]) if (j) j.cancel();
  count = marking = cands = grading = null;
}

/** A check of the puzzle as it is now, unless that was the last one asked (a title typed, a mode switched back). */
export function schedule(again = false) {
  if (state.mode !== 'setting' || !state.model) {
    stop();
    lastKey = null;
    if (state.shown.conflict.length || state.shown.differs.length || state.shown.stuck || state.shown.candidates) { // the setter's marks stay with setting
      state.shown.conflict = [];
      state.shown.differs = [];
      state.shown.stuck = state.shown.candidates = null;
    }
    return;
  }
  const k = keyOf();
  if (k === lastKey && !again) return;
  lastKey = k;
  stop();
  $('gradeinfo').textContent = '';
  badge('working', 'checking…');
  timer = setTimeout(run, PAUSE);
}

async function run() {
  const mine = count = watchJob('api/jobs/setter?conflict=later', state.model);
  try {
    const a = await mine.result;
    if (mine !== count) return;
    count = null;
    show(a);
    if (a.conflictFollows) conflict();
    if (options.candidates && a.status !== 'invalid') candidates();
  } catch (e) {
    if (e.name === 'AbortError' || mine !== count) return;
    count = null;
    badge('invalid', 'not checked', e.message);
  }
}

/** The second step of "no solution": the smallest set of clues and cells that cannot hold together, marked. */
async function conflict() {
  const mine = marking = watchJob('api/jobs/setter', state.model);
  $('badge').dataset.marking = 'pending';
  try {
    const a = await mine.result;
    if (mine !== marking) return;
    marking = null;
    show(a);
  } catch (e) {
    if (e.name === 'AbortError' || mine !== marking) return;
    marking = null;
    delete $('badge').dataset.marking;
    $('loopinfo').textContent = 'what cannot hold together was not found: ' + e.message;
  }
}

function show(a) {
  const s = a.limit || 10;
  state.shown.differs = [];
  state.shown.conflict = [];
  if (a.status === 'invalid') badge('invalid', 'cannot be read', a.error || '');
  else if (a.status === 'solved' && a.unique) badge('unique', 'unique', 'one solution');
  else if (a.status === 'solved' && a.uniqueness === 'unknown') badge('timeout', `not decided in ${s} s`, 'a solution was found; whether it is the only one was not decided in time');
  else if (a.status === 'solved') {
    state.shown.differs = a.differs || [];
    badge('several', '2+ solutions', `${state.shown.differs.length} cells (marked) differ between two solutions: a clue there would help`);
  } else if (a.status === 'no-solution') {
    state.shown.conflict = a.parts || [];
    const clues = new Set(state.shown.conflict.flatMap(p => p.clues || [])).size, givens = state.shown.conflict.filter(p => p.kind === 'given').length;
    const others = state.shown.conflict.length - givens - state.shown.conflict.filter(p => (p.clues || []).length).length;
    const said = [clues && `${clues} ${clues === 1 ? 'clue' : 'clues'}`, givens && `${givens} ${givens === 1 ? 'given' : 'givens'}`,
      others && `${others} ${others === 1 ? 'group' : 'groups'} of cells`].filter(Boolean);
    const marked = state.shown.conflict.some(p => (p.cells || []).length || (p.clues || []).length);
    badge('none', 'no solution', marked ? `${said.join(', ')} (in red) cannot all hold together` + (a.reason ? ': ' + a.reason : '')
      : a.conflictFollows ? 'looking for the clues that cannot hold together…'
      : (a.reason || (a.conflict || []).join(', ') || 'no smaller set of clues that cannot hold together was found in time'));
    if ((a.conflict || []).length) $('loopinfo').title += ' (' + a.conflict.join(', ') + ')';
  } else if (a.status === 'timeout') badge('timeout', `not decided in ${s} s`, 'no solution found in time');
  else badge('invalid', a.status, a.error || '');
  // what the server's quick checks find legal but likely a slip (a cage sum out of reach, a cage in two places)
  // comes first: the line is cut to the board's width, the whole of it on hover
  const warned = a.status === 'invalid' ? [] : (a.warnings || []).map(w => 'warning: ' + w);
  if (warned.length) {
    const info = $('loopinfo'), said = warned.join('; ');
    info.textContent = said + (info.textContent ? '; ' + info.textContent : '');
    info.title = said + (info.title ? '; ' + info.title : '');
  }
  changed('view');
}

/** The values each cell takes in some solution, drawn small in the cells; a cell with one is settled. */
async function candidates() {
  if (cands) cands.cancel();
  const mine = cands = watchJob('api/jobs/candidates', state.model);
  try {
    const a = await mine.result;
    if (mine !== cands) return;
    cands = null;
    if (a.status === 'invalid') return;
    if (a.solvable === false) { state.shown.candidates = null; changed('view'); return; }
    const out = {};
    (a.candidates || []).forEach((row, r) => row.forEach((vs, c) => { if (Array.isArray(vs)) out[`r${r + 1}c${c + 1}`] = vs; }));
    state.shown.candidates = out;
    if (!a.decided) $('loopinfo').textContent += (($('loopinfo').textContent ? '; ' : '') + `candidates not all decided in ${a.limit || 10} s`);
    changed('view');
  } catch (e) {
    if (e.name !== 'AbortError' && mine === cands) { cands = null; $('loopinfo').textContent = e.message; }
  }
}

export function showCandidates(on) {
  options.candidates = on;
  if (!on) { if (cands) cands.cancel(); cands = null; state.shown.candidates = null; changed('view'); return; }
  if (state.mode === 'setting') candidates();
}

/** The grade, and where logic stops: the candidates and placed values at the first step that has to guess. */
export async function grade() {
  if (grading) grading.cancel();
  $('gradeinfo').textContent = 'grading…';
  const mine = grading = watchJob('api/jobs/grade', state.model);
  try {
    const a = await mine.result;
    if (mine !== grading) return;
    grading = null;
    let text;
    if (!a.level) text = a.problem || a.error || 'no grade';
    else {
      text = `grade ${Number(a.rating).toFixed(1)}, ${a.level} (score ${a.score})`;
      if (a.solved) text += `: logic alone finishes it in ${a.steps} steps`;
      else if (a.stuck) {
        state.shown.stuck = a.stuck;
        text += `: logic stops after ${a.stuck.step} ${a.stuck.step === 1 ? 'step' : 'steps'}; the candidates there are drawn, the cell of the first guess outlined`
          + (a.stuck.last ? `. The last step: ${a.stuck.last}` : '');
      }
      if (a.problem) text += ` (${a.problem})`;
    }
    $('gradeinfo').textContent = text;
    changed('view');
    return a;
  } catch (e) {
    if (e.name !== 'AbortError' && mine === grading) { grading = null; $('gradeinfo').textContent = e.message; }
  }
}

onChange(what => {
  if (what === 'model' || what === 'mode') schedule();
});
