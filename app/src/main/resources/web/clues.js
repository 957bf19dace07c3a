// The variant clues as the page holds them: one `.cw` statement a line in the model's `clues` (docs/FORMAT.md,
// docs/RULES.md), read here into items the tools work on and written back in the statements' own form, so the
// server reads exactly what the page shows. Each kind knows its label, how it is placed (a line drawn through
// cells, a mark on an edge or corner, a number outside the grid, a circle on a corner, marked cells), its number
// if it has one, and the sentence the drafted rules text uses. Geometry is in cell units: r1c1's top-left corner
// at (0, 0), x to the right, y down.

import { parse, key } from './state.js';

/**
 * shape: line, arrow, dot, outside, corner, cell (one line a cell), cells (one clue of several cells). value:
 * 'required' or 'optional' number, named by `number`; values: a list; text: the value is text matching this pattern
 * (typed in the panel's box, never parsed as markup); flag: the word a clue outside may end with.
 */
export const KINDS = {
  thermo: { label: 'Thermometer', shape: 'line', min: 2, rule: 'Along a thermometer the values increase from the bulb.' },
  'slow-thermo': { label: 'Slow thermo', shape: 'line', min: 2,
    rule: 'Along a slow thermometer the values never decrease from the bulb; neighbours on it may be equal where they share no row, column or box.' },
  arrow: { label: 'Arrow', shape: 'arrow', rule: 'The values along an arrow add up to the value in its circle (a circle of two cells reads as a number).' },
  palindrome: { label: 'Palindrome', shape: 'line', min: 2, rule: 'A grey palindrome line reads the same from either end.' },
  renban: { label: 'Renban', shape: 'line', min: 2, rule: 'A purple renban line holds a set of consecutive values in any order, without repeats.' },
  whispers: { label: 'Whispers', shape: 'line', min: 2, value: 'optional', number: 'difference',
    rule: 'Neighbours on a green whispers line differ by at least 5 (on 9×9; half the values otherwise), or by the number the line is given.' },
  between: { label: 'Between line', shape: 'line', min: 3, rule: 'Values on a line between two circles lie strictly between the values in the circles.' },
  'region-sum': { label: 'Region sum', shape: 'line', min: 2, rule: 'A blue region sum line adds up to the same total in each box or region it passes through.' },
  entropic: { label: 'Entropic', shape: 'line', min: 2, rule: 'Any three cells in a row along an orange entropic line hold one low (1-3), one middle (4-6) and one high (7-9) value.' },
  lockout: { label: 'Lockout', shape: 'line', min: 2, value: 'optional', number: 'difference', rule: 'The diamonds at the ends of a lockout line differ by at least 4 (on 9×9), and no cell between holds a value between them or equal to either.' },
  modular: { label: 'Modular', shape: 'line', min: 2, value: 'optional', number: 'modulus',
    rule: 'Any three cells in a row along a teal modular line hold values of three different remainders when divided by 3 (M cells and M remainders for a line given a modulus M).' },
  zipper: { label: 'Zipper', shape: 'line', min: 2, rule: 'Cells as far from the middle of a zipper line add up to the same total; on a line of odd length, to the middle cell.' },
  nabner: { label: 'Nabner', shape: 'line', min: 2, rule: 'No two values on a Nabner line are equal or consecutive.' },
  'double-arrow': { label: 'Double arrow', shape: 'line', min: 3, rule: 'The two circles at the ends of a double arrow add up to the values on the line between them.' },
  white: { label: 'White dot', shape: 'dot', value: 'optional', number: 'difference', plain: 1,
    rule: 'Cells joined by a white dot hold consecutive values (or values differing by the dot\'s number).' },
  black: { label: 'Black dot', shape: 'dot', value: 'optional', number: 'ratio', plain: 2,
    rule: 'Cells joined by a black dot hold values in the ratio 1:2 (or the dot\'s ratio).' },
  x: { label: 'X', shape: 'dot', rule: 'Cells joined by an X add up to 10.' },
  v: { label: 'V', shape: 'dot', rule: 'Cells joined by a V add up to 5.' },
  'little-killer': { label: 'Little killer', shape: 'outside', value: 'required', number: 'sum', corners: true,
    rule: 'A number outside the grid with an arrow is the sum of the values along the diagonal it points at; values may repeat.' },
  sandwich: { label: 'Sandwich', shape: 'outside', value: 'required', number: 'sum',
    rule: 'A number outside the grid is the sum of the values between the lowest and the highest value of its row or column.' },
  'x-sum': { label: 'X-sum', shape: 'outside', value: 'required', number: 'sum',
    rule: 'A circled number outside the grid is the sum of the first X cells of its row or column seen from it, X being the first of them.' },
  skyscraper: { label: 'Skyscraper', shape: 'outside', value: 'required', number: 'count', flag: 'zero-seen',
    rule: 'A boxed number outside the grid counts the cells seen from it in its row or column, higher values hiding lower ones.' },
  quadruple: { label: 'Quadruple', shape: 'corner', values: true, number: 'values',
    rule: 'The values in a circle on a corner appear in the four cells around it.' },
  odd: { label: 'Odd', shape: 'cell', rule: 'A cell with a grey circle holds an odd value.' },
  even: { label: 'Even', shape: 'cell', rule: 'A cell with a grey square holds an even value.' },
  minimum: { label: 'Minimum', shape: 'cell', rule: 'A minimum cell holds a value lower than each side-by-side neighbour.' },
  maximum: { label: 'Maximum', shape: 'cell', rule: 'A maximum cell holds a value higher than each side-by-side neighbour.' },
  marks: { label: 'Pencil marks', shape: 'cell', values: true, number: 'values', rule: 'A cell with small numbers holds one of them.' },
  'extra-region': { label: 'Extra region', shape: 'cells', min: 2, rule: 'A shaded extra region holds different values.' },
  clone: { label: 'Clone', shape: 'cells', rule: 'Cloned areas (shaded alike) hold the same values in the same places.' },
  cage: { label: 'Cage, no sum', shape: 'cells', rule: 'Values in a cage without a sum differ.' },
  'row-indexer': { label: 'Row indexer', shape: 'cells', rule: 'A value V in a green row indexer cell in row R puts R in row V of the same column.' },
  'column-indexer': { label: 'Column indexer', shape: 'cells', rule: 'A value V in a red column indexer cell in column C puts C in column V of the same row.' },
  'box-indexer': { label: 'Box indexer', shape: 'cells', rule: 'A value V in a blue box indexer cell at position P of its box puts P at position V of the same box.' },
  'sum-line': { label: 'Sum line', shape: 'line', min: 2, value: 'required', number: 'sum',
    rule: 'A green sum line is cut into segments that each add up to its number; a loop may be cut anywhere around it.' },
  regex: { label: 'Regex line', shape: 'line', min: 2, value: 'required', number: 'pattern', text: /^\S{1,200}$/,
    rule: 'The values along a regex line, read from its labelled end one character each (10 is A, 11 is B...), match its regular expression.' },
  'hidden-skyscraper': { label: 'Hidden skyscraper', shape: 'outside', value: 'required', number: 'height',
    rule: 'A number between bars outside the grid is the height of the first skyscraper seen from it that is hidden by a taller one before it.' },
  'numbered-room': { label: 'Numbered room', shape: 'outside', value: 'required', number: 'value',
    rule: 'A number in a diamond outside the grid is the value of the N-th cell of its row or column seen from it, N being the first cell\'s value.' },
  'full-rank': { label: 'Full rank', shape: 'outside', value: 'required', number: 'rank', flag: 'tied',
    rule: 'Every row and column read as a number both ways is ranked from the smallest; #R beside the grid is the rank of the line read from it (#R=: lines reading the same share it).' },
  lunchbox: { label: 'Lunchbox', shape: 'cells', value: 'required', number: 'sum',
    rule: 'A lunchbox holds different values; those between its smallest and its largest value add up to its number.' },
  rellik: { label: 'Rellik cage', shape: 'cells', value: 'required', number: 'sum',
    rule: 'A rellik cage holds different values, and no one or more of them add up to its number.' },
  'look-and-say': { label: 'Look and say', shape: 'cells', value: 'required', number: 'clue', text: /^(\d\d)+$/,
    rule: 'A look-and-say clue reads in pairs of digits, a count then a value: 1223 says its cells hold exactly one 2 and two 3s; a count of 0 keeps the value out.' },
  exactly: { label: 'Exactly', shape: 'cells', values: true, number: 'values',
    rule: 'Cells marked with values hold each of them exactly as often as it is listed.' },
  'counting-circles': { label: 'Counting circles', shape: 'cells', rule: 'A value v in a grey circle means exactly v of the circles hold v.' },
  'count-distinct': { label: 'Count distinct', shape: 'cells', min: 2,
    rule: 'The circled cell of a count-distinct area holds how many different values the rest of the area holds.' },
  'equality-cage': { label: 'Equality cage', shape: 'cells', min: 2,
    rule: 'An equality cage holds different values, as many even as odd and as many low as high.' },
  'same-values': { label: 'Same values', shape: 'cells', rule: 'The areas of a same-values clue hold the same values, repeats counting.' },
  'equal-sum': { label: 'Equal sum', shape: 'cells', rule: 'The areas of an equal-sum clue add up to the same total, which is not given; values may repeat.' },
  'weighted-sum': { label: 'Weighted sum', shape: 'cells', value: 'required', number: 'sum',
    rule: 'The values of a weighted-sum area, each times its weight (×2 in its corner; 1 without), add up to its number; values may repeat.' },
  'value-indexing': { label: 'Value indexing', shape: 'line', min: 3,
    rule: 'On a dashed value-indexing arrow, the cell with the small circle holds X and the next cell K; the K-th cell after that one holds X.' },
  'chaos-arrow': { label: 'Chaos arrow', shape: 'arrow',
    rule: 'A number in a purple circle is how many cells of one region lie along its arrows, each from their start to the first cell of another region, the start counted once (a circle without arrows: along its row and column in the four directions).' },
  'chaos-count': { label: 'Chaos count', shape: 'cells',
    rule: 'A number in a purple circle is how many of the outlined cells lie in the region of the marked one (a circle alone: of the 3×3 around it, in its own region).' },
};

/** The whole-grid rules whose unknowns stand in cells beside the grid (BesideGrid): the board shows them while solving. */
export const BESIDE = ['chaos-construction', 'doppelganger'];

/** The negative constraints: puzzle settings, not marks on the board. */
export const NEGATIVES = {
  white: { label: 'no white dot: no consecutive neighbours', rule: 'Side-by-side cells without a white dot never hold values differing by a white dot\'s number.' },
  black: { label: 'no black dot: no neighbours in ratio 1:2', rule: 'Side-by-side cells without a black dot never hold values in a black dot\'s ratio.' },
  xv: { label: 'no X or V: no neighbours adding up to 10 or 5', rule: 'Side-by-side cells without an X or a V never add up to 10 or 5.' },
};

const CELL = /^r\d+c\d+$/i;
const split = (words, sep) => {
  const out = [[]];
  for (const w of words) if (w === sep) out.push([]); else out[out.length - 1].push(w.toLowerCase());
  return out;
};

/** A statement line as an item, or null when it is not one of these clues (the page then leaves it alone). */
export function read(line) {
  const words = String(line).trim().split(/\s+/);
  const k = (words[0] || '').toLowerCase(), rest = words.slice(1);
  const kind = KINDS[k];
  const cells = ws => ws.every(w => CELL.test(w)) ? ws.map(w => w.toLowerCase()) : null;
  const num = w => /^-?\d+$/.test(w || '') ? Number(w) : null;
  const list = w => /^\d+(,\d+)*$/.test(w || '') ? w.split(',').map(Number) : null;
  if (k === 'negative') return { kind: 'negative', flags: rest.map(w => w.toLowerCase()) };
  if (!kind) return null;
  switch (kind.shape) {
    case 'line': {
      if (k === 'region-sum') {
        const segments = split(rest, '|').map(cells);
        return segments.every(s => s && s.length) ? { kind: k, segments, cells: segments.flat() } : null;
      }
      if ((k === 'whispers' || k === 'lockout' || k === 'modular') && num(rest[0]) !== null) { const cs = cells(rest.slice(1)); return cs ? { kind: k, value: num(rest[0]), cells: cs } : null; }
      if (k === 'sum-line') {
        const loop = (rest[rest.length - 1] || '').toLowerCase() === 'loop', cs = cells(rest.slice(1, loop ? -1 : undefined));
        return num(rest[0]) !== null && cs && cs.length ? { kind: k, value: num(rest[0]), cells: cs, loop } : null;
      }
      if (k === 'regex') { const cs = cells(rest.slice(1)); return rest.length > 1 && cs ? { kind: k, value: words[1], cells: cs } : null; }
      const cs = cells(rest);
      return cs && cs.length ? { kind: k, cells: cs } : null;
    }
    case 'arrow': {
      if (k === 'chaos-arrow') {
        const excluding = (rest[1] || '').toLowerCase() === 'excluding-first', control = cells(rest.slice(0, 1));
        const arms = rest.length > (excluding ? 2 : 1) ? split(rest.slice(excluding ? 2 : 1), ':').slice(1).map(cells) : [];
        if (!control || control.length !== 1 || (rest.length > (excluding ? 2 : 1) && (rest[excluding ? 2 : 1] !== ':' || !arms.length))
          || !arms.every(a => a && a.length)) return null;
        // an arm starts at the clue's start cell; drawn and dragged as an arrow's lines from that cell
        return { kind: k, control: control[0], excluding, arms, circle: [arms.length ? arms[0][0] : control[0]], lines: arms.map(a => a.slice(1)) };
      }
      const parts = split(rest, ':').map(cells);
      return parts.length >= 2 && parts.every(p => p && p.length) ? { kind: k, circle: parts[0], lines: parts.slice(1) } : null;
    }
    case 'dot': {
      const valued = rest.length === 3;
      const cs = cells(rest.slice(valued ? 1 : 0));
      if (!cs || cs.length !== 2 || (valued && (!kind.value || num(rest[0]) === null))) return null;
      return { kind: k, value: valued ? num(rest[0]) : null, cells: cs };
    }
    case 'outside': {
      const v = num(rest[0]), at = (rest[1] || '').toLowerCase();
      if (v === null || !CELL.test(at)) return null;
      if (k === 'little-killer') return { kind: k, value: v, at, dir: (rest[2] || '').toUpperCase() };
      const flag = (rest[2] || '').toLowerCase();
      if (rest.length > 3 || (flag && flag !== kind.flag)) return null;
      return kind.flag ? { kind: k, value: v, at, flag: !!flag } : { kind: k, value: v, at };
    }
    case 'corner': {
      const vs = list(rest[0]), cs = cells(rest.slice(1));
      return vs && cs ? { kind: k, values: vs, cells: cs } : null;
    }
    case 'cell': {
      if (k === 'marks') { const vs = list(rest[0]), cs = cells(rest.slice(1)); return vs && cs ? { kind: k, values: vs, cells: cs } : null; }
      const cs = cells(rest);
      return cs && cs.length ? { kind: k, cells: cs } : null;
    }
    case 'cells': {
      if (k === 'cage') { const cs = rest[0] === '-' ? cells(rest.slice(1)) : null; return cs ? { kind: k, cells: cs } : null; }
      if (k === 'clone') { const [a, b] = split(rest, '=').map(cells); return a && b ? { kind: k, cells: a, copy: b } : null; }
      if (k === 'lunchbox' || k === 'rellik') { const cs = cells(rest.slice(1)); return num(rest[0]) !== null && cs && cs.length ? { kind: k, value: num(rest[0]), cells: cs } : null; }
      if (k === 'look-and-say') { const cs = cells(rest.slice(1)); return /^\d+$/.test(rest[0] || '') && cs && cs.length ? { kind: k, value: rest[0], cells: cs } : null; }
      if (k === 'exactly') { const vs = list(rest[0]), cs = cells(rest.slice(1)); return vs && cs && cs.length ? { kind: k, values: vs, cells: cs } : null; }
      if (k === 'count-distinct') {
        const parts = split(rest, ':').map(cells);
        return parts.length === 2 && parts[0] && parts[0].length === 1 && parts[1] && parts[1].length ? { kind: k, control: parts[0][0], cells: parts[1] } : null;
      }
      if (k === 'chaos-count') {
        const excluding = (rest[1] || '').toLowerCase() === 'excluding-first', control = cells(rest.slice(0, 1)), at = excluding ? 2 : 1;
        if (!control || control.length !== 1) return null;
        if (rest.length === at) return { kind: k, control: control[0], excluding, cells: [] };
        const cs = rest[at] === ':' ? cells(rest.slice(at + 1)) : null;
        return cs && cs.length ? { kind: k, control: control[0], excluding, cells: cs } : null;
      }
      if (k === 'weighted-sum') {
        // a term is a cell with its weight: r1c1 (1), -r1c1 (-1), 2*r1c1; the server refuses a weight of 0
        const terms = rest.slice(1).map(w => /^(?:(-?\d+)\*|(-))?(r\d+c\d+)$/i.exec(w));
        if (num(rest[0]) === null || !terms.length || !terms.every(t => t)) return null;
        return { kind: k, value: num(rest[0]), cells: terms.map(t => t[3].toLowerCase()),
          weights: terms.map(t => t[1] !== undefined ? Number(t[1]) : t[2] ? -1 : 1) };
      }
      if (k === 'same-values' || k === 'equal-sum') {
        const sets = split(rest, '|').map(cells);
        return sets.length >= 2 && sets.every(x => x && x.length) ? { kind: k, sets, cells: sets.flat() } : null;
      }
      if (k === 'box-indexer') {
        const [a, b] = split(rest, ':').map(cells);
        return a ? { kind: k, cells: a, region: b || [] } : null;
      }
      const cs = cells(rest);
      return cs ? { kind: k, cells: cs } : null;
    }
  }
  return null;
}

/** An item as its statement line, in the form the server's own statements take. */
export function write(it) {
  const j = cs => cs.join(' ');
  switch (it.kind) {
    case 'negative': return 'negative ' + it.flags.join(' ');
    case 'region-sum': return 'region-sum ' + it.segments.map(j).join(' | ');
    case 'whispers': case 'lockout': case 'modular': return it.kind + ' ' + (it.value ? it.value + ' ' : '') + j(it.cells);
    case 'chaos-arrow': return 'chaos-arrow ' + it.control + (it.excluding ? ' excluding-first' : '') + it.arms.map(a => ' : ' + j(a)).join('');
    case 'chaos-count': return 'chaos-count ' + it.control + (it.excluding ? ' excluding-first' : '') + (it.cells.length ? ' : ' + j(it.cells) : '');
    case 'weighted-sum': return `weighted-sum ${it.value} ` + it.cells.map((c, i) => (it.weights[i] === 1 ? '' : it.weights[i] === -1 ? '-' : it.weights[i] + '*') + c).join(' ');
    case 'arrow': return 'arrow ' + j(it.circle) + it.lines.map(l => ' : ' + j(l)).join('');
    case 'white': case 'black': {
      const plain = it.value === null || it.value === undefined || it.value === KINDS[it.kind].plain;
      return it.kind + ' ' + (plain ? '' : it.value + ' ') + j(it.cells);
    }
    case 'little-killer': return `little-killer ${it.value} ${it.at} ${it.dir}`;
    case 'sandwich': case 'x-sum': case 'skyscraper': case 'hidden-skyscraper': case 'numbered-room': case 'full-rank':
      return `${it.kind} ${it.value} ${it.at}` + (it.flag && KINDS[it.kind].flag ? ' ' + KINDS[it.kind].flag : '');
    case 'quadruple': case 'marks': case 'exactly': return `${it.kind} ${it.values.join(',')} ${j(it.cells)}`;
    case 'sum-line': return `sum-line ${it.value} ${j(it.cells)}` + (it.loop ? ' loop' : '');
    case 'regex': case 'lunchbox': case 'rellik': case 'look-and-say': return `${it.kind} ${it.value} ${j(it.cells)}`;
    case 'count-distinct': return `count-distinct ${it.control} : ${j(it.cells)}`;
    case 'same-values': case 'equal-sum': return it.kind + ' ' + it.sets.map(j).join(' | ');
    case 'cage': return 'cage - ' + j(it.cells);
    case 'clone': return `clone ${j(it.cells)} = ${j(it.copy)}`;
    case 'box-indexer': return 'box-indexer ' + j(it.cells) + (it.region && it.region.length ? ' : ' + j(it.region) : '');
    default: return it.kind + ' ' + j(it.cells);
  }
}

/** The same statement however it was spaced or cased: what the page and the server compare. */
export function canonical(line) {
  const it = read(line);
  return it ? write(it) : String(line).trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Every cell an item names on the board (outside clues name none). */
export function cellsOf(it) {
  if (it.kind === 'arrow') return [...it.circle, ...it.lines.flat()];
  if (it.kind === 'clone') return [...it.cells, ...it.copy];
  if (it.kind === 'count-distinct') return [it.control, ...it.cells];
  if (it.kind === 'chaos-count') return [it.control, ...it.cells.filter(k => k !== it.control)];
  if (it.kind === 'chaos-arrow') return [...new Set([it.control, ...it.arms.flat()])];
  return it.cells || [];
}

/** The item moved by whole cells. */
export function moved(it, dr, dc) {
  const m = k => { const [r, c] = parse(k); return key(r + dr, c + dc); };
  const out = JSON.parse(JSON.stringify(it));
  for (const f of ['cells', 'circle', 'copy', 'region']) if (out[f]) out[f] = out[f].map(m);
  if (out.lines) out.lines = out.lines.map(l => l.map(m));
  if (out.segments) out.segments = out.segments.map(l => l.map(m));
  if (out.sets) out.sets = out.sets.map(l => l.map(m));
  if (out.arms) out.arms = out.arms.map(l => l.map(m));
  if (out.control) out.control = m(out.control);
  if (out.at) out.at = m(out.at);
  return out;
}

// ---- geometry, in cell units -----------------------------------------------------------------------------
export function centre(k) {
  const [r, c] = parse(k);
  return [c - 0.5, r - 0.5];
}

function mean(points) {
  return [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
}

/** The polylines an item is drawn with (an arrow's lines start at the circle cell nearest them). */
export function paths(it) {
  if (it.kind === 'arrow' || it.kind === 'chaos-arrow') return it.lines.filter(l => l.length).map(l => [nearest(it.circle, l[0]), ...l].map(centre));
  if (it.kind === 'sum-line' && it.loop && it.cells.length > 2) return [[...it.cells, it.cells[0]].map(centre)];
  if (KINDS[it.kind] && KINDS[it.kind].shape === 'line') return [it.cells.map(centre)];
  return [];
}

export function nearest(circle, to) {
  const [tr, tc] = parse(to);
  let best = circle[0], d = Infinity;
  for (const k of circle) { const [r, c] = parse(k), e = Math.abs(r - tr) + Math.abs(c - tc); if (e < d) { d = e; best = k; } }
  return best;
}

/** Where an item's mark sits: a dot's edge or corner, a quadruple's corner, an outside clue's square centre. */
export function anchor(it) {
  const shape = KINDS[it.kind] && KINDS[it.kind].shape;
  if (shape === 'dot' || shape === 'corner') return mean(it.cells.map(centre));
  if (shape === 'outside') return centre(it.at);
  return null;
}

function segmentDistance(p, a, b) {
  const dx = b[0] - a[0], dy = b[1] - a[1], len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/**
 * How near a point is to an item, smaller nearer, Infinity when it is not on it. Marks on edges and corners and
 * numbers outside are small targets and win over lines, and lines over shaded cells.
 */
export function distance(it, p) {
  const shape = KINDS[it.kind] && KINDS[it.kind].shape;
  if (!shape) return Infinity;
  const a = anchor(it);
  if (shape === 'dot') { const d = Math.hypot(p[0] - a[0], p[1] - a[1]); return d < 0.24 ? d : Infinity; }
  if (shape === 'corner') { const d = Math.hypot(p[0] - a[0], p[1] - a[1]); return d < 0.32 ? d : Infinity; }
  if (shape === 'outside') return Math.max(Math.abs(p[0] - a[0]), Math.abs(p[1] - a[1])) < 0.5 ? 0.3 : Infinity;
  if (shape === 'line' || shape === 'arrow') {
    let d = Infinity;
    for (const path of paths(it)) {
      if (path.length === 1) d = Math.min(d, Math.hypot(p[0] - path[0][0], p[1] - path[0][1]));
      for (let i = 1; i < path.length; i++) d = Math.min(d, segmentDistance(p, path[i - 1], path[i]));
    }
    const circles = it.kind === 'chaos-arrow' ? [it.control] : it.kind === 'arrow' ? it.circle : [];
    for (const k of circles) { const c = centre(k); if (Math.hypot(p[0] - c[0], p[1] - c[1]) < 0.45) d = Math.min(d, 0.2); }
    return d < 0.3 ? 0.4 + d : Infinity;
  }
  const inside = cellsOf(it).some(k => { const c = centre(k); return Math.abs(p[0] - c[0]) <= 0.5 && Math.abs(p[1] - c[1]) <= 0.5; });
  return inside ? 0.9 : Infinity;
}

/** The indexes of the clue lines under a point, nearest first (later lines first among equals: drawn on top). */
export function under(lines, p) {
  const hits = [];
  lines.forEach((line, i) => { const it = read(line); if (it) { const d = distance(it, p); if (d < Infinity) hits.push([d, -i, i]); } });
  return hits.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(h => h[2]);
}

/** An item in words, for the panel and the page's messages. */
export function describe(it) {
  const k = KINDS[it.kind];
  if (!k) return it.kind === 'negative' ? 'negative constraint' : it.kind;
  const cs = cellsOf(it);
  const has = it.value !== null && it.value !== undefined && it.value !== '';
  const number = has ? ` ${it.value}` : it.values && it.values.length ? ' ' + it.values.join(',') : '';
  switch (k.shape) {
    case 'line': return `${k.label} ${cs[0]} to ${cs[cs.length - 1]}` + (it.loop ? ' (a loop)' : '') + (has ? `, ${k.number} ${it.value}` : '');
    case 'arrow':
      if (it.kind === 'chaos-arrow' && !it.lines.some(l => l.length)) return `${k.label} at ${it.control}, the four directions` + (it.excluding ? ', the first not counted' : '');
      return `${k.label} ${it.kind === 'chaos-arrow' ? 'at ' + it.control + ', ' : ''}from ${it.circle.join(' ')} to ${it.lines.filter(l => l.length).map(l => l[l.length - 1]).join(', ')}`
        + (it.excluding ? ', the first not counted' : '');
    case 'dot': return `${k.label} ${it.cells.join('–')}` + (it.value !== null && it.value !== undefined && it.value !== k.plain ? ` (${k.number} ${it.value})` : '');
    case 'outside': return `${k.label} ${it.value} at ${it.at}` + (it.dir ? ' ' + it.dir : '') + (it.flag ? ' ' + k.flag : '');
    case 'corner': return `${k.label} ${it.values.join(',')} at ${it.cells[0]}'s corner`;
    case 'cell': return `${k.label} ${it.cells.join(' ')}` + (it.values ? ' ' + it.values.join(',') : '');
    default: return `${k.label}${number} ${cs[0]}` + (cs.length > 1 ? ` and ${cs.length - 1} more` : '') + (it.excluding ? ', the first not counted' : '');
  }
}
