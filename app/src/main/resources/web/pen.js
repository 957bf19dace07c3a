// The pen, as SudokuPad has it: while solving, lines and circles drawn over the grid to think with. A drag that
// starts inside a cell draws from cell centre to cell centre (diagonals too); one that starts at a corner where
// cells meet draws along the cells' edges; a tap in a cell rings it. Drawing over a line that is there rubs it out
// (the first stretch of a drag says which: it draws or it rubs out), going back over the line just drawn takes it
// off, and tapping a ringed cell takes its circle away. A whole drag is one edit. The drawings are the player's
// work, kept and undone with the digits and marks, and never part of the puzzle: no answer, check or hint sees them.
//
// Points are in half cells from r1c1's top-left corner, [row, column]: a cell's centre is odd in both, a corner
// where cells meet even in both. A line is kept under its two ends, the smaller first ("1,1,1,3": r1c1's centre
// to r1c2's), with its pen colour.

import { state, edit, emptyPen } from './state.js';
import { register } from './tools.js';
import { geometry, render, between } from './board.js';
import { say, sayUntilEdit } from './status.js';

/** The pen's colours: each reads on the light board and, its colours turned round, on the dark one. */
export const PEN_COLOURS = ['#d6336c', '#1c7ed6', '#2b8a3e', '#e8590c', '#7048e8', '#495057'];

/** Within this many cells of a corner where cells meet, a drag starts or goes on along the edges. */
const CORNER = 0.28;
/** Within this many cells of a centre, a drag reaches that cell (as the selection's drag does: diagonals stay clean). */
const CENTRE = 0.4;

export const lineKey = (a, b) => (a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]) ? [...a, ...b] : [...b, ...a]).join(',');

/** The drawings shown: the drag's draft while a drag is on, else the player's. */
let draft = null;
export function shown() { return draft || state.pen; }

let drag = null;

function nearestCorner(at) {
  const g = geometry();
  const cy = Math.round(at.fy), cx = Math.round(at.fx);
  if (!g || cy < 0 || cx < 0 || cy > g.rows || cx > g.cols) return null;
  return Math.hypot(at.fy - cy, at.fx - cx) <= CORNER ? [2 * cy, 2 * cx] : null;
}

function centreOf(at) {
  if (!at || !at.cell) return null;
  const dy = at.fy - Math.floor(at.fy) - 0.5, dx = at.fx - Math.floor(at.fx) - 0.5;
  return Math.hypot(dx, dy) <= CENTRE ? [2 * at.row - 1, 2 * at.col - 1] : null;
}

/** A line from the last point to `p`, drawn or rubbed out as the drag does. */
function stroke(p) {
  const last = drag.last;
  drag.last = p;
  const dy = Math.abs(p[0] - last[0]), dx = Math.abs(p[1] - last[1]);
  // neighbours only: a centre to a centre one cell away (diagonals too), a corner to a corner one edge away
  const ok = drag.edges ? dy + dx === 2 && (dy === 0 || dx === 0) : dy <= 2 && dx <= 2 && dy + dx > 0;
  if (!ok) return;
  const k = lineKey(last, p), lines = draft.lines;
  if (drag.rubbing === null) drag.rubbing = k in lines;
  if (drag.rubbing) { delete lines[k]; return; }
  // back over the line just drawn: it comes off
  if (k === drag.drawn[drag.drawn.length - 1] && k in lines) { delete lines[k]; drag.drawn.pop(); return; }
  if (!(k in lines)) { lines[k] = state.settings.pen; drag.drawn.push(k); }
}

/** The drag reaches a position: a centre or a corner, as the drag began. */
function reach(at) {
  const p = drag.edges ? nearestCorner(at) : centreOf(at);
  if (!p || (p[0] === drag.last[0] && p[1] === drag.last[1])) return;
  drag.moved = true;
  stroke(p);
}

export const pen = register({
  id: 'pen', label: 'Pen', title: 'draw lines and circles over the grid', modes: ['solving'],
  pointer: {
    down(at) {
      if (!at) return false;
      const corner = nearestCorner(at), centre = at.cell && !at.outside ? [2 * at.row - 1, 2 * at.col - 1] : null;
      if (!corner && !centre) return false;
      draft = JSON.parse(JSON.stringify(state.pen));
      drag = { edges: !!corner, last: corner || centre, start: corner ? null : at.cell, at, rubbing: null, drawn: [], moved: false };
      render();
      return true;
    },
    move(at) {
      if (!drag || !at) return;
      // a quick stroke is reported a cell or more apart: the points between are passed over
      const from = drag.at;
      drag.at = at;
      for (const p of between(from, at)) reach(p);
      reach(at);
      render();
    },
    up() {
      if (!drag) return;
      const d = drag, next = draft;
      drag = null; draft = null;
      if (!d.moved && d.start) {
        // a tap in a cell: a circle, or the circle there taken away
        edit(() => {
          const circles = state.pen.circles;
          if (d.start in circles) delete circles[d.start]; else circles[d.start] = state.settings.pen;
        });
        return;
      }
      if (JSON.stringify(next) === JSON.stringify(state.pen)) { render(); return; }
      edit(() => { state.pen = next; });
    },
  },
});

/** Rubs out every drawing: one edit, undone as any other. */
export function clearPen() {
  const p = state.pen;
  if (!Object.keys(p.lines).length && !Object.keys(p.circles).length) { say('nothing is drawn'); return; }
  edit(() => { state.pen = emptyPen(); });
  sayUntilEdit('the pen\'s drawings rubbed out (Undo brings them back)');
}

/** Draws the drawings into `layer`: lines and circles in their pen colours, over the digits and marks. */
export function draw(layer, el) {
  const g = geometry();
  if (!g) return;
  const s = g.cell, px = v => g.left + v * s / 2, py = v => g.top + v * s / 2, p = shown();
  const colour = c => PEN_COLOURS[(c - 1) % PEN_COLOURS.length] || PEN_COLOURS[0];
  for (const [k, c] of Object.entries(p.lines)) {
    const [y1, x1, y2, x2] = k.split(',').map(Number), edge = y1 % 2 === 0;
    el('line', { x1: px(x1), y1: py(y1), x2: px(x2), y2: py(y2), stroke: colour(c), 'stroke-width': (s * (edge ? 0.1 : 0.13)).toFixed(1),
      'stroke-linecap': 'round', opacity: 0.85, class: edge ? 'pen-edge' : 'pen-line', 'data-line': k }, layer);
  }
  for (const [k, c] of Object.entries(p.circles)) {
    const m = /^r(\d+)c(\d+)$/.exec(k), r = Number(m[1]), cc = Number(m[2]);
    el('circle', { cx: px(2 * cc - 1), cy: py(2 * r - 1), r: (s * 0.36).toFixed(1), fill: 'none', stroke: colour(c),
      'stroke-width': (s * 0.08).toFixed(1), opacity: 0.85, class: 'pen-circle', 'data-cell': k }, layer);
  }
}
