// Rules in clingo's notation (docs/RULES.md): a box where a setter writes integrity constraints over a(R,C,N) and the
// facts they use, as seed 001 writes its variants. The model holds its lines in `asp`, which the server reads as one
// program; the box is read when the focus leaves it, and the setter's loop checks the puzzle as for any edit. The
// loop's badge is repeated beside the box, and a message about these lines ("asp line 2, column 14: ...") under it.

import { state, edit, onChange } from './state.js';
import { say } from './status.js';
import { onBadge } from './loop.js';

const $ = id => document.getElementById(id);

/** The box's text as the model's lines: trailing blank lines dropped. */
function lines(text) {
  const out = text.replace(/\r/g, '').split('\n').map(l => l.replace(/\s+$/, ''));
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

function commit() {
  const want = lines($('asp').value), have = state.model.asp || [];
  if (JSON.stringify(want) === JSON.stringify(have)) return;
  edit(() => { if (want.length) state.model.asp = want; else delete state.model.asp; });
  say(want.length ? 'rules in clingo\'s notation set' : 'no rules in clingo\'s notation');
}

/** The box as the model has it, unless it is being typed in. */
export function show() {
  const box = $('asp');
  if (!box || !state.model || document.activeElement === box) return;
  box.value = (state.model.asp || []).join('\n');
}

/** A labelled box of statement lines for the rules panel (this one, and the setter's own machines'). */
export function textBox(id, text, rows, placeholder, title) {
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = text;
  const box = document.createElement('textarea');
  box.id = id;
  box.rows = rows;
  box.cols = 40;
  box.spellcheck = false;
  box.placeholder = placeholder;
  box.title = title;
  return { label, box };
}

export function install() {
  const wrap = $('aspbox');
  if (!wrap) return;
  const { label, box } = textBox('asp', 'Rules in clingo\'s notation', 4, ':- a(R,C,N), a(R1,C1,N), |R1-R|+|C1-C| == 3.',
    'integrity constraints over a(R,C,N) (row R, column C holds N) and the facts they use, such as gt(1,2,1,1).');
  const badge = document.createElement('span');
  badge.id = 'asp-badge';
  badge.className = 'minibadge';
  badge.setAttribute('aria-hidden', 'true'); // the loop's own badge is the one read out
  box.setAttribute('aria-describedby', 'asp-error');
  const problem = document.createElement('small');
  problem.id = 'asp-error';
  problem.className = 'fielderror';
  problem.setAttribute('role', 'alert');
  problem.hidden = true;
  wrap.replaceChildren(label, document.createTextNode(' '), badge, document.createElement('br'), box, problem);
  box.addEventListener('change', commit);
  onChange(what => { if (what === 'model') show(); });
  onBadge((kind, text, detail) => {
    badge.dataset.state = kind;
    badge.textContent = (state.model && (state.model.asp || []).length) ? text : '';
    const at = kind === 'invalid' ? detail.indexOf('asp line ') : -1;
    problem.textContent = at >= 0 ? detail.slice(at) : '';
    problem.hidden = at < 0;
    box.setAttribute('aria-invalid', at >= 0 ? 'true' : 'false');
  });
  show();
}
