// The Clues panel of the setting tools: a button per tool in groups by gesture, the negative constraints as check
// boxes, and the clue selected (or the place chosen for a new one) with a box for its number and Delete.

import { onChange } from './state.js';
import { activeId, onActive, tool } from './tools.js';
import { KINDS, NEGATIVES, describe } from './clues.js';
import { GROUPS, ON_CELLS, EXCLUDING, choose, view, onSelection, setNegative, negatives, removePicked, setNumber, toggleExcluding, boxTarget } from './setter.js';

const $ = id => document.getElementById(id);

function button(id, text, title, onclick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.id = id;
  b.textContent = text;
  b.title = title;
  b.onclick = onclick;
  return b;
}

/** How a clue on the selected cells takes them, where the selection alone does not say. */
const SELECTING = {
  marks: 'the values typed in the clue box',
  clone: 'select the original, then its copy',
  'same-values': 'select two or more separate areas of as many cells',
  'equal-sum': 'select two or more separate areas, of any sizes',
  'count-distinct': 'the cell selected first holds the count',
  'weighted-sum': 'select the cells, then type the sum in the box (each weight 1)',
  'chaos-count': 'the cell selected first holds the count and is the first counted; alone, it counts the 3×3 around it; - on it: the first not counted',
};

export function buildPanel() {
  const box = $('cluetools');
  if (!box) return;
  box.replaceChildren();
  const row = (title, children) => {
    const div = document.createElement('div');
    div.className = 'toolgroup';
    const h = document.createElement('small');
    h.textContent = title;
    div.append(h, document.createElement('br'), ...children.flatMap(c => [c, ' ']));
    box.appendChild(div);
  };
  const chosen = id => () => choose(id);
  row('Pointer', [button('tool-select', 'Select cells', 'click, shift- or ctrl-click, or drag to select cells (givens, cages, the clues below)', chosen('select')),
    button('clue-pick', 'Select clue', 'click a clue to select it, drag or arrow keys to move it, type its number, Delete removes it', chosen('clue-pick'))]);
  for (const [title, kinds] of GROUPS)
    row(title, kinds.map(k => button('clue-' + k, KINDS[k].label, tool('clue-' + k).title, chosen('clue-' + k))));
  row('On the selected cells (Select cells first)', ON_CELLS.map(k => button('cells-' + k, KINDS[k].label,
    `${KINDS[k].label}${SELECTING[k] ? ': ' + SELECTING[k] : ''}. ${KINDS[k].rule}`,
    () => onSelection(k, $('clue') ? $('clue').value : ''))));
  const neg = $('negatives');
  neg.replaceChildren();
  for (const [flag, n] of Object.entries(NEGATIVES)) {
    const label = document.createElement('label'), input = document.createElement('input');
    input.type = 'checkbox';
    input.id = 'negative-' + flag;
    input.onchange = () => setNegative(flag, input.checked);
    label.title = n.rule;
    label.append(input, ' ' + n.label);
    neg.appendChild(label);
  }
  // the box is read for the clue it was shown for when it took the focus: a click on the board that takes the focus
  // away selects before the box is read
  $('cluevalue').onfocus = () => { target = boxTarget(); };
  $('cluevalue').onchange = () => setNumber($('cluevalue').value, target || boxTarget());
  // Enter gives the keys back to the board (Ctrl+Z undoes the clue, not the box's text); leaving the box sends it
  $('cluevalue').onkeydown = e => { if (e.key === 'Enter') $('cluevalue').blur(); };
  $('cluedelete').onclick = () => removePicked();
  $('clueexcluding').onchange = () => toggleExcluding();
  showPanel();
}

/** The clue or place the number box was shown for when it took the focus. */
let target = null;

const sameTarget = (a, b) => !!a && !!b && (a.pending ? a.pending === b.pending : a.line === b.line);

/** The panel as the puzzle and the tool are now: the tool pressed, the negative settings, the clue selected. */
export function showPanel() {
  if (!$('cluetools')) return;
  // another clue selected, or none, while the box has the focus: what was typed there goes to its own clue now
  // (blurring reads it), before the box shows the next one or hides
  if (document.activeElement === $('cluevalue') && target && !sameTarget(target, boxTarget())) $('cluevalue').blur();
  const id = activeId();
  for (const b of $('cluetools').querySelectorAll('button[id^="clue-"], #tool-select'))
    b.setAttribute('aria-pressed', String(b.id === id || (b.id === 'tool-select' && id === 'select')));
  const neg = negatives();
  for (const flag of Object.keys(NEGATIVES)) { const c = $('negative-' + flag); if (c) c.checked = neg.has(flag); }
  const { item, pending, box } = view();
  const it = item || (pending && Object.assign({ value: null, values: KINDS[pending.kind].values ? [] : undefined }, pending));
  $('clueedit').hidden = !it;
  if (!it) { focused = null; return; }
  const k = KINDS[it.kind];
  const where = !pending ? '' : pending.at ? 'at ' + pending.at : k.shape === 'corner' ? `on ${pending.cells[0]}'s corner` : describe(it).slice(k.label.length + 1);
  $('cluename').textContent = pending ? `${k.label} ${where}: type its ${k.number}${k.flag === 'tied' ? ' (= after it: tied)' : k.flag === 'zero-seen' ? ' (z after it: a 0 is seen)' : ''}` : describe(it);
  $('clueexcl').hidden = !!pending || !EXCLUDING.includes(it.kind);
  $('clueexcluding').checked = !!it.excluding;
  $('cluevalue').hidden = !k.number;
  $('cluevaluelabel').hidden = !k.number;
  $('cluevaluelabel').textContent = k.number ? k.number[0].toUpperCase() + k.number.slice(1) : '';
  if (document.activeElement !== $('cluevalue')) $('cluevalue').value = it.values ? it.values.join(',') : (it.value ?? '') + (it.flag && k.flag === 'tied' ? '=' : it.flag && k.flag === 'zero-seen' ? 'z' : '');
  // a clue made on the selection, or one whose number is text, is typed in the box: it gets the keys at once
  if (box && focused !== pending) $('cluevalue').focus();
  focused = pending;
}

/** The place chosen whose box was given the keys last. */
let focused = null;

onActive(() => showPanel());
onChange(() => showPanel());

