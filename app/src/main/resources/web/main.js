// The Cellwise page: plain ES modules, no build step. This module wires them: the board (board.js) shows the
// server's picture with the player's layers, input.js turns pointer, keys and the pad into edits of state.js,
// marks.js and hints.js are the work, tools.js the setting tools, storage.js keeps everything, api.js talks to
// the server. A puzzle opened from a link, a file, a paste or Generate opens in solving mode; New starts setting.

import { state, edit, onChange, changed, undo, redo, resetHistory, key, puzzleId, emptyPen, dims, span } from './state.js';
import * as board from './board.js';
import { post, first, runJob, cancelJob, getJson } from './api.js';
import { installPointer, installKeys, installTaps, buildPad } from './input.js';
import { setMode, showModes } from './modes.js';
import { conflicts, setChecked, digitsKey, gridText, full, fillCandidates, restart } from './marks.js';
import { list as toolList } from './tools.js';
import * as storage from './storage.js';
import * as hints from './hints.js';
import * as clock from './timer.js';
import { say, sayUntilEdit } from './status.js';
import { settled, commit } from './setter.js';
import { buildPanel, showPanel } from './cluepanel.js';
import './clueboard.js';
import * as loop from './loop.js';
import * as info from './info.js';
import { draft as draftRules } from './info.js';
import * as moves from './moves.js';
import * as aspbox from './aspbox.js';
import * as machines from './machines.js';
import * as either from './either.js';
import * as settings from './settings.js';

const $ = id => document.getElementById(id);

// ---- puzzles to start from ----------------------------------------------------------------------------------
/**
 * Boxes as typed when they tile the grid with as many cells as its longer side, else the usual ones, as the format
 * gives them (Grid.defaultBox): on a square, rows by columns as near square as the size allows; on a rectangle,
 * boxes of as many cells as its longer side, as square as possible, that tile it (6×9: 3×3; 6×8: 2×4), else none.
 */
function boxesFor(rows, cols, typed) {
  const n = Math.max(rows, cols), m = /^(\d+)x(\d+)$/.exec(typed);
  if (typed === 'none' || (m && Number(m[1]) * Number(m[2]) === n && rows % Number(m[1]) === 0 && cols % Number(m[2]) === 0)) return typed;
  for (let small = Math.floor(Math.sqrt(n)); small >= 2; small--) {
    if (n % small) continue;
    const large = n / small;
    if (rows === cols) return `${small}x${large}`;
    if (rows % small === 0 && cols % large === 0) return `${small}x${large}`;
    if (rows % large === 0 && cols % small === 0) return `${large}x${small}`;
  }
  return 'none';
}

/** The size typed: `9` for a square, `6x9` (or 6×9) for rows by columns; null when it is neither. */
function sizeTyped(text) {
  const m = /^\s*(\d+)\s*(?:[x×*]\s*(\d+))?\s*$/i.exec(text);
  return m ? [Number(m[1]), Number(m[2] || m[1])] : null;
}

/** The kinds set on a rectangle: those whose houses are rows, columns and boxes. */
const RECTANGLES = ['sudoku', 'latin', 'killer'];

function blank(kind, n, typedBoxes, cols = n) {
  const boxes = boxesFor(n, cols, typedBoxes);
  const m = { name: 'my puzzle', values: `1..${Math.max(n, cols)}`, grids: [], rules: [], givens: {} };
  const grid = (name, row, col, size, b) => m.grids.push({ name, row, col, size, boxes: b });
  if (kind === 'overlap') {
    m.values = '1..5';
    for (const [name, row, col] of [['A', 1, 1], ['B', 1, 7], ['E', 4, 4], ['C', 7, 1], ['D', 7, 7]]) grid(name, row, col, 5, 'none');
    m.rules = ['rows', 'columns'];
  } else if (kind === 'samurai') {
    m.values = '1..9';
    for (const [name, row, col] of [['A', 1, 1], ['B', 1, 13], ['E', 7, 7], ['C', 13, 1], ['D', 13, 13]]) grid(name, row, col, 9, '3x3');
    m.rules = ['rows', 'columns', 'boxes'];
  } else if (kind === 'kakuro') {
    // a frame: the top row and the left column black (where clues go), every other square white; the setter
    // blackens squares with White / black, then gives each run its sum
    m.kind = 'kakuro'; m.values = '1..9'; m.cells = [];
    delete m.grids;
    for (let r = 2; r <= n; r++) for (let c = 2; c <= n; c++) m.cells.push(key(r, c));
  } else if (kind === 'sujiko') {
    m.kind = 'sujiko'; m.values = '1..9';
    grid('main', 1, 1, 3, 'none');
    m.regions = { all: [] };
    for (let r = 1; r <= 3; r++) for (let c = 1; c <= 3; c++) m.regions.all.push(key(r, c));
  } else if (kind === 'header') {
    m.kind = 'header'; m.values = '1..9'; m.headings = [];
    grid('main', 1, 1, n, 'none');
    m.rules = ['rows', 'columns', 'equal-diagonal'];
  } else {
    const withBoxes = kind === 'sudoku' || kind === 'killer';
    grid('main', 1, 1, cols === n ? n : `${n}x${cols}`, withBoxes ? boxes : 'none');
    m.rules = withBoxes ? ['rows', 'columns', 'boxes'] : ['rows', 'columns'];
  }
  return m;
}

/** Opens a puzzle, with the work kept for it in this browser if any: one edit, so undo goes back. */
function load(model, meta, mode) {
  let kept = storage.kept(puzzleId(model));
  if (kept && kept.error) { say(kept.error + ': the puzzle opens without it', true); kept = null; }
  edit(() => {
    state.model = model;
    state.meta = meta || {};
    for (const f of ['digits', 'corner', 'centre', 'colours', 'hinted']) state[f] = kept && kept[f] ? kept[f] : {};
    state.pen = kept && kept.pen ? kept.pen : emptyPen();
    state.solved = !!(kept && kept.solved);
    state.selection = []; state.cursor = null;
  });
  clock.reset(kept ? kept.ms : 0);
  hints.forget();
  setMode(mode);
  return kept;
}

/**
 * The rules the puzzle's rules text names but its model does not set (f-puzzles has no element for knightmare or
 * taxicab; a tick box is easily missed): said above the board until they are set, as the command line warns.
 */
function showUnset(meta) {
  const rules = state.model.rules || [], clues = state.model.clues || [];
  const set = k => rules.includes(k) || clues.some(c => c.split(' ')[0] === k)
    || (k === 'anti-knight' && clues.some(c => /^chess (\S+ )*1,2( |$)/.test(c) && !/ values /.test(c)));
  const missing = (meta.named || []).filter(k => !set(k)).map(k => k === 'offset' ? 'disjoint groups (offset)' : k);
  const listed = missing.length > 1 ? missing.slice(0, -1).join(', ') + ' and ' + missing[missing.length - 1] : missing[0];
  $('unset').hidden = !missing.length;
  $('unset').textContent = missing.length ? `Its rules text names ${listed}, which this puzzle does not set: hints, checks and `
    + 'answers leave it out until it is ticked under Rules while setting.' : '';
}

/** Text in any format Cellwise reads (a link, a file, a paste): its model and what its source says about it. */
async function open(text, from = 'pasted puzzle') {
  const line = await first('api/open?cell=' + board.CELL, text, 'open');
  const model = JSON.parse(line.text), info = line.info || {};
  // a puzzle that names itself nowhere is named by where it came from (the server calls it after the request)
  const unnamed = /^request(:\d+)?$/;
  if (unnamed.test(model.name || '') && (!info.title || unnamed.test(info.title))) { model.name = from; info.title = from; }
  // what the page says above the board, as text; the puzzle's drawings come with its picture, drawn from the model
  const meta = { title: info.title, author: info.author, rules: info.rules, notes: info.notes, unread: info.unread || [],
    named: info.named || [] };
  const kept = load(model, meta, 'solving');
  fold();
  // the new puzzle's title, pad and words in view, wherever the panel was scrolled to for the link or the paste
  $('rightcol').scrollTop = 0;
  window.scrollTo(0, 0);
  say(`opened ${info.title || model.name}` + (kept && kept.solved ? `: solved, in ${clock.format(state.timer.ms)}`
    : kept && Object.keys(kept.digits || {}).length ? ': your work on it is back' : ''));
}

// ---- what the page shows around the board --------------------------------------------------------------------
function showInfo() {
  const p = board.picture, info = (p && p.info) || {}, meta = state.meta || {};
  $('title').textContent = meta.title || info.title || state.model.name || '';
  $('author').textContent = meta.author || info.author ? 'by ' + (meta.author || info.author) : '';
  // a puzzle with no rules text of its own is given one in words, drafted from its rules as the setter's is
  $('rulestext').textContent = meta.rules || info.rules || (state.model ? draftRules(state.model) : '');
  $('notes').textContent = meta.notes || '';
  const global = $('global');
  global.replaceChildren();
  // a sentence the rules text already says (a drafted text says every whole-grid rule) is not said twice
  const said = $('rulestext').textContent;
  for (const sentence of (info.global || []).filter(s => !said.includes(s))) {
    const li = document.createElement('li');
    li.textContent = sentence;
    global.appendChild(li);
  }
  showUnset(meta);
  const unread = meta.unread || [];
  const listed = unread.length > 1 ? unread.slice(0, -1).join(', ') + ' and ' + unread[unread.length - 1] : unread[0];
  $('unread').hidden = !unread.length;
  $('unread').textContent = unread.length ? `This puzzle also draws ${listed} that Cellwise does not read as rules (drawn here as `
    + 'they are): its rules text says what they mean, so an answer from Cellwise may not use them.' : '';
  const empty = !$('rulestext').textContent && !(info.global || []).length && !$('notes').textContent;
  if (empty) $('rulesbox').dataset.empty = ''; else delete $('rulesbox').dataset.empty;
}

let houses = [];
board.whenDrawn(p => {
  houses = p.houses.map(h => h.map(i => p.cells[i]));
  showInfo();
  buildPad();
  lastChecked = '';
  liveCheck();
});

function redraw() {
  board.setConflicts(conflicts(houses));
  board.render();
}

// ---- reacting to changes ----------------------------------------------------------------------------------------
let checkTimer = null, lastChecked = '';

/** Asks the server to check the grid as filled: the rules a value breaks are shown at once (live conflicts). */
function liveCheck() {
  clearTimeout(checkTimer);
  if (state.mode !== 'solving' || !board.picture) return;
  const key = digitsKey();
  // a full grid is judged again even when it is the one judged last: its verdict was taken away as a cell emptied
  if (key === lastChecked && !full()) return;
  checkTimer = setTimeout(async () => {
    lastChecked = key;
    const p = board.picture;
    try {
      const [report] = await post('api/check?solution=' + encodeURIComponent(gridText(p.rows, p.cols)), state.model, 'live-check');
      if (key !== digitsKey()) return;
      setChecked(key, report.checks ? report.checks.flatMap(c => c.culprits || []) : []);
      redraw();
      if (report.ok && full() && !state.solved) solved();
      else if (!report.ok && full()) judgeWrong();
    } catch (e) {
      if (e.name !== 'AbortError') lastChecked = '';
    }
  }, 120);
}

function solved() {
  clock.bank();
  state.solved = true;
  clock.sync();
  storage.save();
  sayingSolved();
  // the moment itself: a card over the board with the time, closed by its button, Escape or the next edit
  $('solvedtext').textContent = `Solved in ${clock.format(state.timer.ms)}`;
  $('solvedbanner').hidden = false; // the focus stays where it is: the keys go on working the board
}

/** What the status line says of a solved puzzle, when it is solved and when it is opened again. */
function sayingSolved() {
  say(`Solved: every cell is filled and every rule holds. Time ${clock.format(state.timer.ms)}.`);
  $('answer').classList.add('done');
}

function closeSolved() {
  if ($('solvedbanner').hidden) return;
  const here = document.activeElement === $('solvedclose');
  $('solvedbanner').hidden = true;
  if (here) $('board').focus({ preventScroll: true });
}

/**
 * A full grid that breaks a rule: said once it is full, without saying where (the conflicts show it when they are
 * shown; Check says it in words when asked).
 */
let verdict = null;
function judgeWrong() {
  const where = state.settings.conflicts ? ' The cells in red break a rule.' : ' Check says where.';
  verdict = 'Every cell is filled, but the grid is not solved: something is wrong.' + where;
  say(verdict, true);
}

/** The New puzzle panel says the size and boxes of the puzzle open (a 16x16 is not "9, 3x3"), unless being typed in. */
function showSize() {
  const m = state.model, grids = m.grids || [];
  const g = m.size ? m : grids.length === 1 ? grids[0] : null;
  if (!g) return;
  if (document.activeElement !== $('size')) $('size').value = String(g.size);
  if (document.activeElement !== $('boxes')) $('boxes').value = g.boxes || 'none';
}

let saveTimer = null;
function saveSoon() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => { clock.bank(); storage.save(); }, 150);
}

onChange(what => {
  if (what === 'model') {
    showSize();
    board.refresh().then(problem => {
      if (problem) say('the puzzle cannot be drawn: ' + problem, true);
      redraw();
      showRules();
    });
    showInfo();
    liveCheck();
  } else if (what === 'work') {
    redraw();
    liveCheck();
    closeSolved();
    if (!full() && state.solved) { state.solved = false; clock.sync(); }
    // the verdict on a full grid goes once a cell is emptied
    if (verdict !== null && !full()) { if ($('answer').textContent === verdict) say(''); verdict = null; }
  } else if (what === 'mode') {
    closeSolved();
    board.rebuild();
    buildPad();
    showModes();
    clock.sync();
    liveCheck();
    redraw();
  } else {
    showModes();
    if (document.body.dataset.padEntry !== state.entry) { document.body.dataset.padEntry = state.entry; buildPad(); }
    redraw();
  }
  showPanel();
  saveSoon();
});

window.addEventListener('beforeunload', () => { clock.bank(); storage.save(); });

// ---- setting ----------------------------------------------------------------------------------------------------
function clue() { return $('clue').value.trim(); }

function buildTools() {
  const box = $('tools');
  box.replaceChildren();
  for (const t of toolList('setting')) {
    if (!t.apply) continue;
    const b = document.createElement('button');
    b.type = 'button';
    b.id = t.id;
    b.textContent = t.label;
    b.title = t.title;
    b.onclick = () => {
      // the tool works on a copy: a refusal leaves the puzzle and the history as they were
      const real = state.model, draft = JSON.parse(JSON.stringify(real));
      state.model = draft;
      let why;
      try { why = t.apply(state.selection.slice(), clue()); } finally { state.model = real; }
      if (why) { say(why, true); return; }
      edit(() => { state.model = draft; });
      say(`${t.label}: done`);
    };
    box.append(b, ' ');
  }
}

/**
 * A rule ticked or unticked on a draft. A doppelganger's N×N grid has N + 1 values, 0 playing the blank: ticked on a
 * grid of N values from 1, the values become 0..N in the same edit (and go back to 1..N when it is unticked).
 */
function ruleTicked(draft, k, on) {
  const rules = draft.rules || [];
  draft.rules = on ? [...rules, k] : rules.filter(x => x !== k);
  const g = (draft.grids || [])[0], m = /^(-?\d+)\.\.(-?\d+)$/.exec(draft.values || '');
  let said = (on ? 'set: ' : 'off: ') + k;
  if (k === 'doppelganger' && g && m && (draft.grids || []).length === 1) {
    const [lo, hi] = [Number(m[1]), Number(m[2])];
    if (on && lo === 1 && hi === g.size) { draft.values = `0..${g.size}`; said += `; the values are 0..${g.size} (0 plays the blank)`; }
    if (!on && lo === 0 && hi === g.size) { draft.values = `1..${g.size}`; said += `; the values are 1..${g.size} again`; }
  }
  return { said };
}

$('set-values').onchange = () => {
  const text = $('set-values').value.trim();
  if (!/^-?\d+\.\.-?\d+$/.test(text)) { say('values are a range such as 1..9 or 0..8', true); $('set-values').value = state.model.values || ''; return; }
  commit(draft => { draft.values = text; return { said: 'values ' + text }; }).then(ok => { if (!ok) $('set-values').value = state.model.values || ''; });
};
$('set-values').onkeydown = e => { if (e.key === 'Enter') $('set-values').blur(); };

let catalogue = null;
async function showRules() {
  if (document.activeElement !== $('set-values')) $('set-values').value = (state.model && state.model.values) || '';
  if (!catalogue) catalogue = await getJson('api/rules');
  const box = $('rules');
  box.replaceChildren();
  for (const [k, text] of Object.entries(catalogue)) {
    const label = document.createElement('label');
    label.title = text;
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.id = 'rule-' + k;
    input.value = k;
    input.checked = (state.model.rules || []).includes(k);
    // one edit on a draft the server reads first: a rule the puzzle cannot hold is refused in its words, unticked
    input.onchange = () => commit(draft => ruleTicked(draft, k, input.checked)).then(ok => { if (!ok) showRules(); });
    const small = document.createElement('small');
    small.textContent = text;
    label.append(input, ' ' + k, document.createElement('br'), small);
    box.append(label, document.createElement('br'));
  }
}

$('new').onclick = () => {
  const size = sizeTyped($('size').value), kind = $('kind').value;
  if (!size || !size.every(n => n >= 2 && n <= 25)) { say('a size is 2 to 25, or rows by columns such as 6x9', true); return; }
  const [n, cols] = size;
  if (n !== cols && !RECTANGLES.includes(kind)) { say(`a ${$('kind').selectedOptions[0].textContent} is square here: a size such as ${Math.max(n, cols)}; rows by columns are for ${RECTANGLES.join(', ')}`, true); return; }
  edit(() => {
    state.model = blank(kind, n, $('boxes').value.trim() || 'none', cols);
    state.meta = {};
    for (const f of ['digits', 'corner', 'centre', 'colours', 'hinted']) state[f] = {};
    state.pen = emptyPen();
    state.solved = false;
    state.selection = []; state.cursor = null;
  });
  clock.reset(0);
  setMode('setting');
  say(`a new ${kind}: select cells and use the tools, type givens`);
};

$('generate').onclick = () => guarded(async () => {
  const kind = $('kind').value, typed = sizeTyped($('size').value), size = typed && typed[0] === typed[1] ? typed[0] : 0;
  const defaults = { sudoku: 9, killer: 9, kenken: 6, jigsaw: 9, kakuro: 6, header: 4 };
  const sized = kind in defaults && size >= 2 && size <= 25 ? size : 0;
  const [body] = await post(`api/generate?kind=${kind}&size=${sized}&level=${$('level').value}`, '', 'generate');
  await open(body.text);
  say(`${body.name}: a new ${$('level').value === 'any' ? '' : $('level').value + ' '}puzzle with one solution (seed ${body.seed})`);
});

$('addgrid').onclick = () => {
  const size = Number($('gsize').value), row = Number($('grow').value), col = Number($('gcol').value);
  if (!(size >= 2 && size <= 25 && row >= 1 && col >= 1)) { say('a grid is 2 to 25 cells wide, at row and column 1 or more', true); return; }
  if (!state.model.grids) { say('a Kakuro has no grids', true); return; }
  edit(() => {
    const names = new Set(state.model.grids.map(g => g.name));
    let name = 'A';
    while (names.has(name)) name = String.fromCharCode(name.charCodeAt(0) + 1);
    state.model.grids.push({ name, row, col, size, boxes: 'none' });
    state.model.values = `1..${Math.max(...state.model.grids.map(span))}`;
  });
};

$('removegrid').onclick = () => {
  if (!state.selection.length) { say('select a cell of the grid first', true); return; }
  const grids = state.model.grids || [];
  const [r, c] = state.selection[0].slice(1).split('c').map(Number);
  const i = grids.findIndex(g => { const [h, w] = dims(g); return r >= g.row && r < g.row + h && c >= g.col && c < g.col + w; });
  if (grids.length < 2 || i < 0) { say('a puzzle keeps at least one grid', true); return; }
  edit(() => {
    grids.splice(i, 1);
    const left = new Set();
    for (const g of grids) { const [h, w] = dims(g); for (let a = 0; a < h; a++) for (let b = 0; b < w; b++) left.add(key(g.row + a, g.col + b)); }
    const keep = g => g.cells.every(k => left.has(k));
    state.model.cages = (state.model.cages || []).filter(keep);
    state.model.sums = (state.model.sums || []).filter(keep);
    for (const k of Object.keys(state.model.givens || {})) if (!left.has(k)) delete state.model.givens[k];
    state.selection = [];
  });
};

// ---- asking the server ------------------------------------------------------------------------------------------
async function guarded(action) {
  try { await action(); } catch (e) { say(e.name === 'AbortError' ? 'cancelled' : e.message, e.name !== 'AbortError'); }
  finally { $('cancel').disabled = true; }
}

function gridToMap(grid) {
  const out = {};
  grid.forEach((row, r) => row.forEach((v, c) => { if (v !== null) out[key(r + 1, c + 1)] = v; }));
  return out;
}

const seconds = ms => Math.max(1, Math.round(ms / 1000));

/** An answer about a puzzle that draws what Cellwise did not read is an answer about the rules it did read. */
function caveat() {
  return (state.meta.unread || []).length ? ', for the rules Cellwise read (the puzzle also draws what it does not read)' : '';
}

async function job(path) {
  $('cancel').disabled = false;
  return runJob(path, state.model, j => say(`working… ${j.nodes.toLocaleString('en')} nodes, ${(j.millis / 1000).toFixed(1)} s`));
}

/** Never "not unique" when it is unknown: a search stopped by the time limit says what it found and that it stopped. */
async function solveAndShow(showSolution) {
  const a = await job('api/jobs/solve');
  state.shown.differs = a.differs || [];
  if (a.status === 'solved' && showSolution) state.shown.solution = gridToMap(a.grid);
  redraw();
  return a;
}

$('solve').onclick = () => guarded(async () => {
  const a = await solveAndShow(true);
  const s = seconds(a.jobMillis || a.millis || 0);
  if (a.status === 'solved') {
    if (a.unique) say('solved: unique' + caveat());
    else if (a.uniqueness === 'unknown') say(`solved; uniqueness not decided within ${s} s (the solution shown is one of one or more)`);
    else say('solved, but not unique: the cells where two solutions differ are highlighted');
  } else if (a.status === 'no-solution') say('no solution' + (a.conflict ? ': these cannot all hold: ' + a.conflict.join(', ') : ''), true);
  else if (a.status === 'timeout') say(`not decided within ${s} s: no solution found yet`, true);
  else say(a.status, true);
});

$('count').onclick = () => guarded(async () => {
  const limit = Number($('limit').value);
  if (!(limit >= 1)) { say('the count limit is a whole number from 1', true); return; }
  const c = await job('api/jobs/count?limit=' + limit);
  const s = seconds(c.jobMillis || c.millis || 0);
  if (c.status === 'timeout') {
    say(`not decided within ${s} s: ${c.count === 0 ? 'no solution found yet' : c.count + (c.count === 1 ? ' solution' : ' solutions') + ' found so far'}`, true);
  } else if (c.count === 0) {
    const a = await solveAndShow(false);
    say('no solution' + (a.conflict ? ': these cannot all hold: ' + a.conflict.join(', ') : ''), true);
  } else if (c.count === 1 && c.complete) {
    state.shown.differs = []; redraw(); say('unique' + caveat());
  } else {
    await solveAndShow(false);
    say(`${c.complete ? '' : 'at least '}${c.count} solutions; the cells where two differ are highlighted`);
  }
});

$('check').onclick = () => guarded(async () => {
  const p = board.picture;
  const [report] = await post('api/check?solution=' + encodeURIComponent(gridText(p.rows, p.cols, state.mode === 'solving')), state.model, 'check');
  state.shown.failing = report.checks.flatMap(c => c.culprits);
  redraw();
  const broken = report.checks.map(c => `${c.rule}: ${c.detail}`);
  // the report is of the grid as it was: the next edit takes its red cells away (state.edit), and its words too,
  // which under a phone's pad would otherwise go on saying "80 cells are not filled" to the last cell
  sayUntilEdit(report.summary + (broken.length ? ' ' + broken.join('; ') : ''), !report.ok);
});

$('hint').onclick = () => guarded(() => hints.hint());
$('step').onclick = () => guarded(() => hints.step());
$('hint-setting').onclick = () => guarded(() => hints.step());
$('fill').onclick = () => {
  let n = 0;
  edit(() => { n = fillCandidates(); });
  say(n ? `candidates filled in ${n} cells` : 'every empty cell already has centre marks');
};
$('restart').onclick = () => {
  edit(() => restart());
  clock.reset(0);
  say('back to the givens (Undo brings your work back)');
};

$('cancel').onclick = () => cancelJob();
$('undo').onclick = () => undo();
$('redo').onclick = () => redo();
$('pause').onclick = () => clock.pause(!clock.isPaused());
$('resume').onclick = () => clock.pause(false);
for (const b of document.querySelectorAll('[data-set-mode]')) b.onclick = () => setMode(b.dataset.setMode);
$('panel-toggle').onclick = () => {
  const open = !document.body.classList.contains('panel-open');
  document.body.classList.toggle('panel-open', open);
  $('panel-toggle').setAttribute('aria-expanded', String(open));
};
/** On a phone the panel folds away once a puzzle is open: the board and the pad are what is used. */
function fold() {
  document.body.classList.remove('panel-open');
  $('panel-toggle').setAttribute('aria-expanded', 'false');
}

// ---- keeping and sharing ------------------------------------------------------------------------------------------
$('load').onchange = e => guarded(async () => {
  const f = e.target.files[0];
  if (f) await open(await f.text(), f.name.replace(/\.[^.]*$/, '') || 'puzzle from a file');
  e.target.value = '';
});
$('pasted').onclick = () => guarded(() => open($('paste').value));
$('openlink').onclick = () => guarded(() => open($('link').value, 'puzzle from a link'));

$('save').onclick = () => guarded(async () => {
  const line = await first('api/share?to=cellwise', info.described(), 'save');
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([line.text], { type: 'text/plain;charset=utf-8' }));
  a.download = (state.model.name || 'puzzle').replace(/[^\p{L}\p{N}.-]+/gu, '_') + '.cw';
  a.click();
  say(`saved ${a.download}`);
});

/**
 * A link to the puzzle on another site; the server writes it (with title, author and rules text where the site has
 * room for them) and reads it back before it is handed out. What a site would not show, or cannot state at all, is
 * said by name; a site that cannot state the puzzle gets Cellwise's own link instead.
 */
async function shareAs(site) {
  const line = await first('api/share?to=' + site, info.described(), 'share');
  const name = { fpuzzles: 'f-puzzles', sudokupad: 'SudokuPad', puzzlink: 'puzz.link' }[site];
  let link = line.text && line.text.trim(), words;
  if (link) {
    const hidden = line.hidden || [];
    words = `${name} link` + (hidden.length ? `; ${name} does not show ${hidden.length === 1 ? 'this clue' : 'these clues'} (the link keeps ${hidden.length === 1 ? 'it' : 'them'} for Cellwise): ${hidden.join('; ')}` : '');
  } else {
    link = storage.shareLink();
    const cannot = line.cannot && line.cannot.length ? line.cannot : [line.error];
    words = `${name} cannot carry ${cannot.length === 1 ? 'this' : 'these'}: ${cannot.join('; ')}. Cellwise's own link instead`;
  }
  $('link').value = link;
  try { await navigator.clipboard.writeText(link); say(words + ', copied (also in the link box)'); }
  catch (e) { say(words + ', in the link box'); }
}
for (const site of ['fpuzzles', 'sudokupad', 'puzzlink']) $('share-' + site).onclick = () => guarded(() => shareAs(site));

$('share').onclick = async () => {
  const link = storage.shareLink();
  $('link').value = link;
  try { await navigator.clipboard.writeText(link); say('share link copied: the puzzle travels in the link itself'); }
  catch (e) { say('share link in the link box: the puzzle travels in the link itself'); }
};

function showRecent() {
  const sel = $('recent');
  const here = puzzleId(state.model);
  sel.replaceChildren(new Option('puzzles kept in this browser', ''));
  for (const r of storage.recent()) if (r.id !== here) sel.appendChild(new Option(r.title + ' (' + new Date(r.at).toLocaleString() + ')', r.id));
}
$('recent').onfocus = showRecent;
$('recent').onchange = () => {
  const kept = storage.kept($('recent').value);
  $('recent').value = '';
  if (!kept) return;
  if (kept.error) { say(kept.error, true); return; }
  load(kept.model, kept.meta, kept.mode || 'solving');
  say(`opened ${(kept.meta && kept.meta.title) || kept.model.name} with the work kept for it`);
};

// ---- start --------------------------------------------------------------------------------------------------------
function start() {
  settings.install(redraw);
  buildTools();
  buildPanel();
  info.install(showInfo);
  moves.install();
  aspbox.install();
  machines.install();
  either.install();
  $('show-candidates').onchange = () => loop.showCandidates($('show-candidates').checked);
  $('grade').onclick = () => loop.grade();
  // the loop's sentence is cut to its row, whole on hover; a finger has no hover: a tap says it under the pad
  $('loopinfo').onclick = () => { if ($('loopinfo').title) say($('loopinfo').title); };
  $('solvedclose').onclick = closeSolved;
  document.addEventListener('keydown', e => { if (e.key === 'Escape') closeSolved(); });
  installPointer();
  installKeys();
  installTaps();
  let kept = storage.current();
  const linked = storage.fromLink();
  if (kept && kept.error) { say(kept.error + ': a new puzzle instead', true); kept = null; }
  if (kept) {
    state.model = kept.model;
    state.meta = kept.meta || {};
    for (const f of ['digits', 'corner', 'centre', 'colours', 'hinted']) state[f] = kept[f] || {};
    state.pen = kept.pen || emptyPen();
    state.solved = !!kept.solved;
    state.entry = kept.entry || 'digit';
    state.mode = kept.mode === 'solving' ? 'solving' : 'setting';
    state.timer.ms = kept.ms || 0;
  } else {
    state.model = blank('sudoku', 9, '3x3');
  }
  showModes();
  changed('model');
  clock.sync();
  if (state.solved && state.mode === 'solving') sayingSolved();
  openLinked(linked, true);
}

/**
 * A share link's puzzle: another puzzle opens (the one open until now stays kept under its own key, in Recent);
 * the puzzle already open keeps the newest work on it.
 */
function openLinked(linked, starting) {
  if (!linked) return;
  if (linked.error) { say(linked.error, true); return; }
  if (puzzleId(linked.model) === puzzleId(state.model)) { say('this puzzle, with your newest work on it'); return; }
  clock.bank();
  storage.save();
  load(linked.model, linked.meta, 'solving');
  if (starting) resetHistory();
  say(`opened ${linked.meta.title || linked.model.name} from the link`);
}

// a link pasted into the address bar of this very page changes only its fragment
window.addEventListener('hashchange', () => openLinked(storage.fromLink(), false));
start();
// the page's state, for tests and the browser's console
window.cellwise = { state, picture: () => board.picture, upToDate: board.upToDate, settled };
