// A setter's own machines (docs/RULES.md, "Clues of Sigh's Interactive Sudoku Solver"): automata and relations,
// defined once by name, and the lines that read them (`automaton NAME CELLS`, `pairs NAME CELLS`, `all-pairs NAME
// CELLS`). A state machine is text, as Sigh's solver takes it, so these are a box of `.cw` statements in the rules
// panel rather than a gesture; the model keeps them in `clues` as the server writes them, and the server draws the
// lines. The box is read when the focus leaves it, as one edit on a draft the server reads first: a statement it
// refuses is named in its words, and the puzzle and the history stay as they were.

import { state, onChange } from './state.js';
import { say } from './status.js';
import { commit } from './setter.js';
import { textBox } from './aspbox.js';

const $ = id => document.getElementById(id);

/** The statement words this box holds. */
export const MACHINE_WORDS = ['automaton', 'relation', 'pairs', 'all-pairs'];

const first = l => String(l).trim().split(/\s+/)[0].toLowerCase();
export const isMachine = l => MACHINE_WORDS.includes(first(l));

/** The box's text as statement lines: blank lines and surrounding spaces dropped. */
function lines(text) {
  return text.replace(/\r/g, '').split('\n').map(l => l.trim()).filter(l => l);
}

function read() {
  const want = lines($('machines').value), have = ((state.model && state.model.clues) || []).filter(isMachine);
  if (JSON.stringify(want) === JSON.stringify(have)) return;
  const stray = want.findIndex(l => !isMachine(l));
  if (stray >= 0) {
    say(`line ${stray + 1} of the machines' box: a statement here starts with automaton, relation, pairs or all-pairs`, true);
    return;
  }
  commit(draft => {
    // the machines' lines take the place of those there were, the other clues kept in their order
    draft.clues = [...draft.clues.filter(l => !isMachine(l)), ...want];
    return { said: want.length ? `${want.length} statement${want.length === 1 ? '' : 's'} of your own machines` : 'no machines of your own' };
  }).then(ok => { if (!ok) $('machines').setAttribute('aria-invalid', 'true'); else $('machines').removeAttribute('aria-invalid'); });
}

/** The box as the model has it, unless it is being typed in. */
export function show() {
  const box = $('machines');
  if (!box || !state.model || document.activeElement === box) return;
  box.value = ((state.model.clues || []).filter(isMachine)).join('\n');
}

export function install() {
  const wrap = $('machinebox');
  if (!wrap) return;
  const { label, box } = textBox('machines', 'Automata, relations and the lines that read them', 3,
    'relation lt 1:2-9 2:3-9\npairs lt r1c1 r1c2 r1c3',
    'one .cw statement a line: automaton NAME start S accept S FROM:VALUES:TO ..., relation NAME 1:2,3 ..., '
    + 'then automaton NAME CELLS, pairs NAME CELLS or all-pairs NAME CELLS (docs/RULES.md); read when the focus leaves the box');
  wrap.replaceChildren(label, document.createElement('br'), box);
  box.addEventListener('change', read);
  onChange(what => { if (what === 'model') show(); });
  show();
}
