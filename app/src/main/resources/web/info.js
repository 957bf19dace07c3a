// Title, author and rules text while setting. The title is the model's name; author and rules text are kept with
// what the page says about the puzzle (state.meta) and go to the server with the puzzle from one place,
// described(). The rules text is drafted from the rules the puzzle uses, one sentence each (the sentences the
// page shows for its rules and tools), and follows every change until the setter writes their own.

import { state, edit, onChange, dims, span } from './state.js';
import { KINDS, NEGATIVES, read } from './clues.js';
import { getJson } from './api.js';
import { sentence as moveSentence } from './moves.js';

const $ = id => document.getElementById(id);
let catalogue = null;

/**
 * The puzzle with its title, author and rules text, as the server writes it for sharing and saving (POST
 * /api/share). When the model itself carries author and rules text, they go into it here and nowhere else.
 */
export function described() {
  return { puzzle: state.model, author: state.meta.author || '', rules: state.meta.rules || '' };
}

const capital = s => s ? s[0].toUpperCase() + s.slice(1) : s;

/** The rules text for a model: the grid's rules, its cages and groups, each kind of clue, in one sentence each. */
export function draft(model, said = catalogue || {}) {
  const out = [];
  const flags = new Set((model.rules || []).flatMap(r => r === 'sudoku' ? ['rows', 'columns', 'boxes'] : r === 'latin' ? ['rows', 'columns'] : [r]));
  const boxes = flags.has('boxes') && (model.grids || []).some(g => g.boxes && g.boxes !== 'none') || (model.size && flags.has('boxes'));
  const regions = model.regions && Object.values(model.regions).some(cs => Array.isArray(cs) && cs.length) && model.kind !== 'sujiko';
  // the values by name where a row holds each of them once (1–5 on a 5×5), as a solver reads them
  const m = /^(-?\d+)\.\.(-?\d+)$/.exec(model.values || ''), shapes = (model.grids || []).concat(model.size ? [model] : []);
  const every = m && shapes.length && shapes.every(g => span(g) === Number(m[2]) - Number(m[1]) + 1) ? `${m[1]}–${m[2]}` : 'every value';
  // a rectangle's shorter lines hold some of the values only (a 6×9's columns six of 1–9)
  const rectangle = shapes.find(g => { const [r, c] = dims(g); return r !== c; });
  if (rectangle && flags.has('rows') && flags.has('columns')) {
    const [r, c] = dims(rectangle), long = r > c ? 'column' : 'row', short = r > c ? 'row' : 'column';
    out.push(`Each ${long}${boxes ? ' and each box' : regions ? ' and each outlined region' : ''} holds ${every} once; `
      + `a ${short}, ${Math.min(r, c)} cells long, holds different values.`);
  } else if (flags.has('rows') && flags.has('columns') && (boxes || regions))
    out.push(`Normal Sudoku rules apply: each row, column and ${regions ? 'outlined region' : 'box'} holds ${every} once.`);
  else {
    if (flags.has('rows') && flags.has('columns')) out.push(`Each row and each column holds ${every} once.`);
    else for (const f of ['rows', 'columns']) if (flags.has(f) && said[f]) out.push(capital(said[f]) + '.');
    if (regions) out.push('Each outlined region holds every value once.');
  }
  for (const f of flags) if (!['rows', 'columns', 'boxes'].includes(f) && said[f]) out.push(capital(said[f]) + '.');
  // the move rules with a number, in the server's words (RuleCatalog.sentences), in the order they were set
  for (const l of model.clues || []) { const s = moveSentence(l); if (s) out.push(s); }
  // rules in clingo's notation are said as written: no other words say what a person's own rule means
  if ((model.asp || []).length)
    out.push('Nothing that a rule in clingo\'s notation below forbids happens (a(R,C,N) means row R, column C holds N): '
      + model.asp.map(l => l.trim()).filter(Boolean).join(' '));
  // a setter's own automata and relations are said as written, as rules in clingo's notation are
  const own = (model.clues || []).map(l => String(l).trim()), word = l => l.split(/\s+/)[0].toLowerCase();

  if (own.some(l => word(l) === 'automaton' && !/\sstart\s/i.test(l)))
    out.push('The values along a line read by an automaton, from its first cell, lead it from a starting state to an accepting one: '
      + own.filter(l => word(l) === 'automaton' && /\sstart\s/i.test(l)).join('; ') + '.');
  if (own.some(l => word(l) === 'pairs' || word(l) === 'all-pairs'))
    out.push('On a pairs line each cell and the next, and in an all-pairs group every two cells, hold values the named relation allows (a value, then those that may follow it): '
      + own.filter(l => word(l) === 'relation').join('; ') + '.');
  // either/or blocks are said as written, branch by branch, as the setter's own machines are
  if ((model.either || []).length)
    out.push('In each either/or block at least one branch holds: '
      + model.either.map(b => b.map(branch => '(' + branch.join('; ') + ')').join(' or ')).join('; ') + '.');
  const cages = model.cages || [];
  if (cages.some(c => !c.op && !Array.isArray(c.target))) out.push('Values in a cage differ and add up to the small number in its corner.');
  if (cages.some(c => Array.isArray(c.target)))
    out.push('Values in a cage marked DR differ, and their sum has that digital root (the sum of its digits, summed again to one digit); in a cage marked 10|19 they differ and add up to one of the numbers.');
  if (cages.some(c => c.op && c.op !== '?')) out.push('The values in a bold cage give its number by its operation (+ − × ÷; − and ÷ in two cells); values may repeat in a cage.');
  if (cages.some(c => c.op === '?')) out.push('The values in a bold cage with a question mark give its number by one of + − × ÷.');
  const sums = model.sums || [];
  if (sums.some(s => s.distinct)) out.push('Each run of white cells holds different values adding up to its clue.');
  if (sums.some(s => !s.distinct)) out.push(model.kind === 'sujiko'
    ? 'The values of a dotted group (a circle on a corner) add up to its number; they may repeat.'
    : 'The number in a dashed group is the sum of its values; values may repeat there.');
  if ((model.relations || []).length) out.push('A sign between two cells points to the smaller value.');
  if ((model.headings || []).length) out.push('A heading is the sum or the product of the values in its row or column.');
  const kinds = new Set(), negatives = new Set();
  for (const l of model.clues || []) { const it = read(l); if (!it) continue; if (it.kind === 'negative') it.flags.forEach(f => negatives.add(f)); else kinds.add(it.kind); }
  for (const k of Object.keys(KINDS)) if (kinds.has(k)) out.push(KINDS[k].rule);
  for (const f of Object.keys(NEGATIVES)) if (negatives.has(f)) out.push(NEGATIVES[f].rule);
  return out.join(' ');
}

/** While setting, a rules text the setter has not rewritten follows the rules the puzzle uses. */
function follow() {
  const entering = modeWas !== state.mode && state.mode === 'setting';
  // a puzzle opened to solve shows its rules unfolded again: the solver reads them there (the whole-grid rules too)
  if (modeWas !== state.mode && state.mode === 'solving') document.getElementById('rulesbox').open = true;
  modeWas = state.mode;
  if (state.mode !== 'setting' || !state.model) return;
  if (entering) document.getElementById('rulesbox').open = false; // one line above the board: the panel has the text
  const m = state.meta;
  if (m.rules && m.rules !== m.drafted) return;
  const d = draft(state.model);
  if (d === m.rules) return;
  m.rules = d;
  m.drafted = d;
  show();
}

let onShown = () => {};
let modeWas = null;

/** The fields as the puzzle has them now (a field being typed in is left alone). */
export function show() {
  const set = (id, v) => { const f = $(id); if (f && document.activeElement !== f) f.value = v || ''; };
  set('set-title', state.meta.title || state.model.name);
  set('set-author', state.meta.author);
  set('set-rules', state.meta.rules);
  const own = state.meta.rules && state.meta.rules !== state.meta.drafted;
  if ($('draft-rules')) $('draft-rules').disabled = !own;
  onShown();
}

export async function install(shown) {
  onShown = shown;
  $('set-title').oninput = () => {
    const v = $('set-title').value;
    edit(() => { state.model.name = v; state.meta.title = v; }, { coalesce: 'title', join: true });
  };
  $('set-author').oninput = () => {
    const v = $('set-author').value;
    edit(() => { state.meta.author = v; }, { coalesce: 'author', join: true });
  };
  $('set-rules').oninput = () => {
    const v = $('set-rules').value;
    edit(() => { state.meta.rules = v; if (!v) delete state.meta.drafted; }, { coalesce: 'rules', join: true });
  };
  $('draft-rules').onclick = () => {
    const d = draft(state.model);
    edit(() => { state.meta.rules = d; state.meta.drafted = d; });
  };
  // after the change is whole: opening a puzzle changes it, then the mode, and only a puzzle being set is drafted
  onChange(what => { if (what !== 'view') setTimeout(follow, 0); show(); });
  try { catalogue = await getJson('api/rules'); } catch (e) { catalogue = {}; }
  follow();
  show();
}
