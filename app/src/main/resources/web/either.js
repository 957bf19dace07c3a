// Either/or blocks (docs/RULES.md, "Either/or"): at least one branch holds, a branch being one or more statements of
// any kind (givens, rules, clues, cages, another block). A branch is text rather than marks on the board: a given in
// a branch is no given, a clue in one is drawn as any clue is, and a branch may hold what no gesture makes (a cage,
// a rule, a block), so the block is written as the `.cw` format and Sigh's solver write it, in a box of the rules
// panel, and listed under it branch by branch (the picture draws a branch's clues as it draws any clue and nothing
// that tells them apart). The model keeps the blocks in `either` as the JSON format does: blocks of branches of
// statement lines. The box is read when the focus leaves it, as one edit on a draft the server reads first.

import { state, onChange } from './state.js';
import { say } from './status.js';
import { commit } from './setter.js';
import { textBox } from './aspbox.js';
import { read, describe } from './clues.js';

const $ = id => document.getElementById(id);
const word = l => l.trim().split(/\s+/)[0].toLowerCase();

/**
 * The box's text as blocks, or a string saying which line is wrong and why. A block inside a branch is kept as its
 * lines, `either` to `end`, as the JSON format holds it; the server reads every statement.
 */
export function parse(text) {
  const lines = text.replace(/\r/g, '').split('\n').map(l => l.trim());
  const blocks = [];
  let block = null, depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i], w = word(l), at = `line ${i + 1} of the either/or box`;
    if (!l) continue;
    if (!block) {
      if (w !== 'either' || l.toLowerCase() !== 'either') return `${at}: a block starts with a line either`;
      block = [[]];
      depth = 1;
      continue;
    }
    if (depth === 1 && w === 'or' && l.toLowerCase() === 'or') {
      if (!block[block.length - 1].length) return `${at}: the branch before or is empty`;
      block.push([]);
      continue;
    }
    if (depth === 1 && w === 'end' && l.toLowerCase() === 'end') {
      if (!block[block.length - 1].length) return `${at}: the branch before end is empty`;
      if (block.length < 2) return `${at}: a block has two branches or more, split by or`;
      blocks.push(block);
      block = null;
      depth = 0;
      continue;
    }
    if (l.toLowerCase() === 'either') depth++;
    else if (l.toLowerCase() === 'end') depth--;
    block[block.length - 1].push(l);
  }
  if (block) return `the either/or box: the last block has no end`;
  return blocks;
}

/** Blocks as the box's text: `either`, each branch's lines indented, `or` between branches, `end`. */
export function format(blocks) {
  return (blocks || []).map(b => ['either', ...b.flatMap((branch, i) => [...(i ? ['or'] : []), ...branch.map(l => '  ' + l)]), 'end'].join('\n')).join('\n');
}

/** A branch's statement in words: a clue as the clue panel names it, anything else as written. */
function said(line) {
  const it = read(line);
  return it ? describe(it) : line;
}

function readBox() {
  const box = $('either'), want = parse(box.value), have = (state.model && state.model.either) || [];
  if (typeof want === 'string') { say(want, true); box.setAttribute('aria-invalid', 'true'); return; }
  if (JSON.stringify(want) === JSON.stringify(have)) { box.removeAttribute('aria-invalid'); return; }
  commit(draft => {
    if (want.length) draft.either = want; else delete draft.either;
    return { said: want.length ? `${want.length} either/or block${want.length === 1 ? '' : 's'}` : 'no either/or blocks' };
  }).then(ok => { if (ok) box.removeAttribute('aria-invalid'); else box.setAttribute('aria-invalid', 'true'); });
}

/** One block taken away, in one edit. */
export function removeBlock(i) {
  return commit(draft => {
    const blocks = (draft.either || []).slice();
    if (i >= blocks.length) return 'that either/or block is gone';
    blocks.splice(i, 1);
    if (blocks.length) draft.either = blocks; else delete draft.either;
    return { said: `either/or block ${i + 1} removed` };
  });
}

/** The box and the list as the model has them (the box unless it is being typed in). */
export function show() {
  const box = $('either'), list = $('eitherlist');
  if (!box || !state.model) return;
  const blocks = state.model.either || [];
  if (document.activeElement !== box) { box.value = format(blocks); box.removeAttribute('aria-invalid'); }
  list.replaceChildren(...blocks.map((b, i) => {
    const item = document.createElement('li'), head = document.createElement('span'), branches = document.createElement('ol');
    item.className = 'eitherblock';
    head.textContent = `Either/or ${i + 1}: at least one branch holds `;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.id = `either-remove-${i}`;
    remove.textContent = 'Remove';
    remove.title = 'take this block away (undo brings it back)';
    remove.onclick = () => removeBlock(i);
    for (const branch of b) {
      const li = document.createElement('li');
      li.textContent = branch.map(said).join('; ');
      branches.appendChild(li);
    }
    item.append(head, remove, branches);
    return item;
  }));
  list.hidden = !blocks.length;
}

export function install() {
  const wrap = $('eitherbox');
  if (!wrap) return;
  const { label, box } = textBox('either', 'Either/or blocks', 4, 'either\n  r5c2 = 5\nor\n  skyscraper 5 r0c2\nend',
    'either, the statements of a branch (any .cw statement: givens, clues, cages, another block), or between branches, end '
    + '(docs/RULES.md); at least one branch holds; read when the focus leaves the box');
  const list = document.createElement('ol');
  list.id = 'eitherlist';
  list.className = 'eitherlist';
  list.setAttribute('aria-label', 'the either/or blocks, branch by branch');
  wrap.replaceChildren(label, document.createElement('br'), box, list);
  box.addEventListener('change', readBox);
  onChange(what => { if (what === 'model') show(); });
  show();
}
