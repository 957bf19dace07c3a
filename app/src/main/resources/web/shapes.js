// What the page takes from a share link and from the browser's storage. Anyone can write either (a link is typed
// by its sender, storage holds whatever an older link or page put there), so both go through the same checks
// before anything of them is used: a puzzle is a JSON model of the fields the server reads, each of the type the
// page works with (the server reads it again, whole, before it is drawn); what the page says about it is text
// (title, author, rules text, notes, the rule keywords its text names, the drawings it does not read), never
// markup and never a drawing: drawings come from the model, drawn by the server; the work is values and marks by
// cell. Other fields of what the page says are not read. Anything else refuses the whole, naming where and why.

const CELL = /^r\d{1,4}c\d{1,4}$/;
const KEYWORD = /^[a-z][a-z0-9-]*$/;
/** The model's fields, as the server's JSON reader knows them (docs/FORMAT.md). */
const FIELDS = ['name', 'author', 'rulesText', 'kind', 'size', 'boxes', 'grids', 'cells', 'values', 'rules', 'givens', 'regions',
  'cages', 'sums', 'headings', 'namedGivens', 'relations', 'clues', 'asp', 'either', 'drawn'];
const META_TEXTS = ['title', 'author', 'rules', 'notes', 'drafted'];
const ENTRY_MODES = ['digit', 'corner', 'centre', 'colour', 'pen'];
/** A pen's line: its two ends in half cells from r1c1's corner (pen.js). */
const LINE = /^\d{1,4},\d{1,4},\d{1,4},\d{1,4}$/;
/** How many pen colours there are (pen.js), and the themes. */
const PENS = 6, THEMES = ['auto', 'light', 'dark'];

/** Thrown with the place and the reason; the message is said on the page as text. */
export class Refused extends Error {}

function refuse(where, what) {
  throw new Refused(`${where}: ${what}`);
}

const isObject = v => v !== null && typeof v === 'object' && !Array.isArray(v);
const isText = v => typeof v === 'string';
/** A grid's size: a square's side, or rows by columns as the JSON format writes them ("6x9"). */
const isSize = v => Number.isInteger(v) || (isText(v) && /^\d{1,3}x\d{1,3}$/.test(v));

function texts(v, where) {
  if (!Array.isArray(v)) refuse(where, 'expected a list');
  v.forEach((s, i) => { if (!isText(s)) refuse(`${where}/${i}`, 'expected a text'); });
}

function cells(v, where) {
  texts(v, where);
  v.forEach((k, i) => { if (!CELL.test(k)) refuse(`${where}/${i}`, 'expected a cell such as r1c1'); });
}

/** Cages, sums, headings, named givens: objects, their cells a list of cells. */
function groups(v, where) {
  if (!Array.isArray(v)) refuse(where, 'expected a list');
  v.forEach((g, i) => {
    if (!isObject(g)) refuse(`${where}/${i}`, 'expected an object');
    if ('cells' in g) cells(g.cells, `${where}/${i}/cells`);
    if ('label' in g && !isText(g.label)) refuse(`${where}/${i}/label`, 'expected a text');
  });
}

/** A puzzle's model: thrown Refused when it is not one the page can work with. */
export function model(m, where = 'puzzle') {
  if (!isObject(m)) refuse(where, 'expected a puzzle as a JSON object');
  for (const k of Object.keys(m)) if (!FIELDS.includes(k)) refuse(`${where}/${k}`, 'not a field of a puzzle');
  for (const k of ['name', 'author', 'rulesText', 'kind', 'boxes']) if (k in m && !isText(m[k])) refuse(`${where}/${k}`, 'expected a text');
  if ('size' in m && !isSize(m.size)) refuse(`${where}/size`, 'expected a size such as 9 or "6x9"');
  if ('values' in m && !isText(m.values) && !(isObject(m.values) && Number.isInteger(m.values.min) && Number.isInteger(m.values.max)))
    refuse(`${where}/values`, 'expected values such as "1..9"');
  if ('grids' in m) {
    if (!Array.isArray(m.grids)) refuse(`${where}/grids`, 'expected a list');
    m.grids.forEach((g, i) => {
      const at = `${where}/grids/${i}`;
      if (!isObject(g)) refuse(at, 'expected a grid as an object');
      for (const k of ['row', 'col']) if (!Number.isInteger(g[k])) refuse(`${at}/${k}`, 'expected a whole number');
      if (!isSize(g.size)) refuse(`${at}/size`, 'expected a size such as 9 or "6x9"');
      for (const k of ['name', 'boxes']) if (k in g && !isText(g[k])) refuse(`${at}/${k}`, 'expected a text');
    });
  }
  for (const k of ['rules', 'relations', 'clues', 'asp']) if (k in m) texts(m[k], `${where}/${k}`);
  if ('cells' in m) cells(m.cells, `${where}/cells`);
  // either/or blocks: blocks of branches of statement lines (the server reads each line)
  if ('either' in m) {
    if (!Array.isArray(m.either)) refuse(`${where}/either`, 'expected a list of blocks');
    m.either.forEach((b, i) => {
      if (!Array.isArray(b)) refuse(`${where}/either/${i}`, 'expected a block: a list of branches');
      b.forEach((branch, j) => texts(branch, `${where}/either/${i}/${j}`));
    });
  }
  for (const k of ['cages', 'sums', 'headings', 'namedGivens']) if (k in m) groups(m[k], `${where}/${k}`);
  if ('givens' in m) {
    if (Array.isArray(m.givens)) texts(m.givens, `${where}/givens`); // rows of a grid
    else if (!isObject(m.givens)) refuse(`${where}/givens`, 'expected givens by cell, such as {"r1c1": 5}');
    else for (const [k, v] of Object.entries(m.givens)) {
      if (!CELL.test(k)) refuse(`${where}/givens/${k}`, 'expected a cell such as r1c1');
      if (!Number.isInteger(v)) refuse(`${where}/givens/${k}`, 'expected a value');
    }
  }
  if ('regions' in m) {
    if (Array.isArray(m.regions)) texts(m.regions, `${where}/regions`); // rows of labels
    else if (!isObject(m.regions)) refuse(`${where}/regions`, 'expected regions by label');
    else for (const [k, v] of Object.entries(m.regions)) cells(v, `${where}/regions/${k}`);
  }
  if ('drawn' in m && !isObject(m.drawn)) refuse(`${where}/drawn`, 'expected drawings by element');
  return m;
}

/** What the page says about a puzzle: its texts and lists of texts only. */
export function meta(m, where = 'meta') {
  if (m === undefined || m === null) return {};
  if (!isObject(m)) refuse(where, 'expected an object');
  const out = {};
  for (const k of META_TEXTS) {
    if (!(k in m) || m[k] === undefined || m[k] === null) continue;
    if (!isText(m[k])) refuse(`${where}/${k}`, 'expected a text');
    out[k] = m[k];
  }
  if ('unread' in m) { texts(m.unread, `${where}/unread`); out.unread = m.unread.slice(); }
  if ('named' in m) {
    texts(m.named, `${where}/named`);
    m.named.forEach((k, i) => { if (!KEYWORD.test(k)) refuse(`${where}/named/${i}`, 'expected a rule keyword'); });
    out.named = m.named.slice();
  }
  return out;
}

/** Values or marks by cell: `each` checks one cell's. */
function byCell(v, where, each) {
  if (v === undefined || v === null) return {};
  if (!isObject(v)) refuse(where, 'expected an object by cell');
  for (const [k, x] of Object.entries(v)) {
    if (!CELL.test(k)) refuse(`${where}/${k}`, 'expected a cell such as r1c1');
    each(x, `${where}/${k}`);
  }
  return v;
}

const value = (v, where) => { if (!Number.isInteger(v)) refuse(where, 'expected a value'); };
const valueList = (v, where) => {
  if (!Array.isArray(v)) refuse(where, 'expected a list of values');
  v.forEach((x, i) => value(x, `${where}/${i}`));
};

/** A link's puzzle: the model, or {model, meta}. */
export function linked(o) {
  if (isObject(o) && 'model' in o) return { model: model(o.model), meta: meta(o.meta) };
  return { model: model(o), meta: {} };
}

/** A puzzle and its work as the page keeps it: the same model and meta checks as a link's, then the work. */
export function kept(e) {
  if (!isObject(e)) refuse('kept', 'expected an object');
  const out = { model: model(e.model), meta: meta(e.meta) };
  if ('id' in e && !isText(e.id)) refuse('id', 'expected a text');
  if ('id' in e) out.id = e.id;
  if (e.mode !== undefined && e.mode !== 'solving' && e.mode !== 'setting') refuse('mode', 'expected setting or solving');
  out.mode = e.mode;
  if (e.entry !== undefined && !ENTRY_MODES.includes(e.entry)) refuse('entry', 'expected ' + ENTRY_MODES.join(', '));
  out.entry = e.entry;
  out.digits = byCell(e.digits, 'digits', value);
  for (const f of ['corner', 'centre', 'colours']) out[f] = byCell(e[f], f, valueList);
  out.pen = pen(e.pen);
  out.hinted = byCell(e.hinted, 'hinted', (v, where) => { if (typeof v !== 'boolean') refuse(where, 'expected true or false'); });
  out.solved = e.solved === true;
  if (e.ms !== undefined && !(Number.isFinite(e.ms) && e.ms >= 0)) refuse('ms', 'expected a time in milliseconds');
  out.ms = e.ms || 0;
  if (Number.isFinite(e.at)) out.at = e.at;
  return out;
}

const penColour = (v, where) => { if (!Number.isInteger(v) || v < 1 || v > PENS) refuse(where, `expected a pen colour 1 to ${PENS}`); };

/**
 * The pen's drawings: lines by their two ends, each end a centre (odd, odd) or a corner (even, even) and the two
 * neighbours (centres a cell apart, corners an edge apart); circles by cell; each with a pen colour.
 */
function pen(p) {
  if (p === undefined || p === null) return { lines: {}, circles: {} };
  if (!isObject(p)) refuse('pen', 'expected the pen\'s lines and circles');
  const lines = p.lines === undefined ? {} : p.lines;
  if (!isObject(lines)) refuse('pen/lines', 'expected lines by their ends');
  for (const [k, c] of Object.entries(lines)) {
    const where = `pen/lines/${k}`;
    if (!LINE.test(k)) refuse(where, 'expected a line such as 1,1,1,3');
    const [y1, x1, y2, x2] = k.split(',').map(Number), dy = Math.abs(y1 - y2), dx = Math.abs(x1 - x2);
    const centres = [y1, x1, y2, x2].every(v => v % 2 === 1), corners = [y1, x1, y2, x2].every(v => v % 2 === 0);
    if (!(centres && dy <= 2 && dx <= 2 && dy + dx > 0) && !(corners && dy + dx === 2 && (dy === 0 || dx === 0)))
      refuse(where, 'expected a line between neighbouring centres or along one edge');
    penColour(c, where);
  }
  const circles = byCell(p.circles, 'pen/circles', penColour);
  return { lines, circles };
}

/** The player's choices: each kept when it is one of the page's, of its type; anything else is left out, never refused. */
export function settings(s) {
  const out = {};
  if (!isObject(s)) return out;
  for (const k of ['conflicts', 'autoclear', 'samedigit', 'clock']) if (typeof s[k] === 'boolean') out[k] = s[k];
  if (THEMES.includes(s.theme)) out.theme = s.theme;
  if (Number.isInteger(s.pen) && s.pen >= 1 && s.pen <= PENS) out.pen = s.pen;
  return out;
}

/** The list of puzzles kept, newest first: entries that are not {id, title, at} are left out of the list. */
export function index(list) {
  if (!Array.isArray(list)) return [];
  return list.filter(x => isObject(x) && isText(x.id) && isText(x.title) && Number.isFinite(x.at));
}
