// Two switches, as f-puzzles and SudokuPad have them. The page mode: setting (tools build the puzzle, digits are
// givens) or solving (givens fixed, digits are the player's, marks and colours, the clock runs). The entry mode
// while solving: what a typed value does: a digit, a corner mark, a centre mark or a colour; or the pen, which draws
// over the grid (pen.js). Shift types a corner mark and Ctrl a centre mark whatever the mode; Space (or Z X C V, as
// on SudokuPad, and B for the pen) changes it.

import { state, changed } from './state.js';

export const ENTRIES = ['digit', 'corner', 'centre', 'colour', 'pen'];
const NAMES = { digit: 'Digit', corner: 'Corner', centre: 'Centre', colour: 'Colour', pen: 'Pen' };

export function entryName(e) { return NAMES[e]; }

export function setMode(mode) {
  if (mode !== 'setting' && mode !== 'solving') return;
  if (state.mode === mode) return;
  state.mode = mode;
  state.selection = state.selection.slice(0, 1);
  document.body.dataset.mode = mode;
  changed('mode');
}

export function setEntry(entry) {
  if (!ENTRIES.includes(entry)) return;
  state.entry = entry;
  changed('view');
}

export function cycleEntry() {
  setEntry(ENTRIES[(ENTRIES.indexOf(state.entry) + 1) % ENTRIES.length]);
}

/** The entry a key press means: Shift corner, Ctrl (or Cmd) centre, Ctrl+Shift colour, else the chosen mode. */
export function entryFor(e) {
  if ((e.ctrlKey || e.metaKey) && e.shiftKey) return 'colour';
  if (e.ctrlKey || e.metaKey) return 'centre';
  if (e.shiftKey) return 'corner';
  // the pen types nothing: a value typed while drawing goes in as a digit
  return state.entry === 'pen' ? 'digit' : state.entry;
}

/** Shows the mode on the page: the body's data-mode (CSS shows each mode's panels), the buttons pressed. */
export function showModes() {
  document.body.dataset.mode = state.mode;
  document.body.dataset.entry = state.entry;
  for (const b of document.querySelectorAll('[data-set-mode]')) b.setAttribute('aria-pressed', String(b.dataset.setMode === state.mode));
  for (const b of document.querySelectorAll('[data-entry]')) b.setAttribute('aria-pressed', String(b.dataset.entry === state.entry));
}
