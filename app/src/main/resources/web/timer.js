// The clock of a puzzle being solved: it runs in solving mode until the grid is complete and right, pauses on
// request (the grid is hidden meanwhile, as on SudokuPad) and while the page is out of sight, and its time is
// kept with the puzzle's work.

import { state } from './state.js';

let since = null, ticker = null, paused = false;

function show() {
  const total = Math.floor(elapsed() / 1000), h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  document.getElementById('clock').textContent = (h ? h + ':' + String(m).padStart(2, '0') : String(m)) + ':' + String(s).padStart(2, '0');
}

/** Milliseconds on the clock now. */
export function elapsed() {
  return state.timer.ms + (since !== null ? Date.now() - since : 0);
}

function stop() {
  if (since !== null) state.timer.ms += Date.now() - since;
  since = null;
  clearInterval(ticker);
  ticker = null;
}

/** Runs the clock when it should: solving, not solved, not paused, the page in sight. */
export function sync() {
  const run = state.mode === 'solving' && !state.solved && !paused && document.visibilityState !== 'hidden';
  if (run && since === null) {
    since = Date.now();
    ticker = setInterval(show, 1000);
  } else if (!run && since !== null) stop();
  state.timer.running = run;
  document.getElementById('pause').textContent = paused ? 'Resume' : 'Pause';
  document.getElementById('paused').hidden = !paused || state.mode !== 'solving';
  document.getElementById('boardwrap').classList.toggle('hidden-board', paused && state.mode === 'solving');
  show();
}

export function pause(on) {
  paused = on;
  sync();
}

export function isPaused() { return paused; }

/** A puzzle opened or restarted: its own time. */
export function reset(ms) {
  stop();
  state.timer.ms = ms || 0;
  paused = false;
  sync();
}

/** The time so far, kept in the state (before saving). */
export function bank() {
  if (since !== null) {
    state.timer.ms += Date.now() - since;
    since = Date.now();
  }
}

export function format(ms) {
  const total = Math.floor(ms / 1000);
  return Math.floor(total / 60) + ':' + String(total % 60).padStart(2, '0');
}

document.addEventListener('visibilitychange', sync);
