// Writes one ISS puzzle (its parsed constraint tree) as Cellwise's .cw text, or says why it cannot yet be written.
// Each ISS constraint type is one entry of WRITERS; a type without one is a reason named after the type. What a
// type means is ISS's (js/solver/sudoku_builder.js builds each type's handlers); where Cellwise reads a clue
// differently the writer says how the difference is bridged.

/** Thrown by a writer for a case Cellwise cannot state: the reason is counted under `reason`. */
export class Unwritable extends Error {
  constructor(reason, detail) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.reason = reason;
  }
}

/** The .cw text of `constraint` on `geometry`, or the reasons it cannot be written: {text} or {reasons}. */
export function convert(iss, constraint, geometry, title) {
  const w = new Writer(iss, constraint, geometry);
  const reasons = new Set();
  try {
    w.shape();
  } catch (e) {
    if (!(e instanceof Unwritable)) throw e;
    reasons.add(e.reason);
  }
  for (const c of w.constraints) {
    try {
      w.write(c);
    } catch (e) {
      if (!(e instanceof Unwritable)) throw e;
      reasons.add(e.reason);
      // a composite's own reason hides its parts': each part that is no more writable alone is counted too
      if (c.constraints) for (const r of w.innerReasons(c)) reasons.add(r);
    }
  }
  if (reasons.size) return { reasons: [...reasons].sort() };
  return { text: w.text(title) };
}

const SHAPE_TYPES = new Set(['Shape', 'NoBoxes', 'RegionSize', 'Var']);

class Writer {
  constructor(iss, constraint, geometry) {
    this.iss = iss;
    this.g = geometry;
    this.constraints = [];
    constraint.forEachTopLevel((c) => this.constraints.push(c));
    this.byType = new Map();
    for (const c of this.constraints) {
      if (!this.byType.has(c.type)) this.byType.set(c.type, []);
      this.byType.get(c.type).push(c);
    }
    this.head = [];
    this.rules = [];
    this.lines = [];
    this.givens = new Map(); // cell name -> values
    this.vars = new Map(); // ISS variable cell id -> the loose cell that holds it
    this.root = this; // where definitions (automata, relations) go: the puzzle's writer, also for a branch's
  }

  /** A writer for one branch of an Or: the same grid, cells and definitions, statements of its own. */
  branch() {
    const b = new Writer(this.iss, { forEachTopLevel: () => {} }, this.g);
    b.byType = this.byType;
    b.vars = this.vars;
    b.root = this.root;
    return b;
  }

  /** A branch's statements, one a line: its rules, givens (or marks) and clues. */
  branchLines() {
    const out = [];
    if (this.rules.length) out.push('rules ' + this.rules.join(' '));
    for (const [cell, values] of this.givens)
      out.push(values.length === 1 ? `${cell} = ${values[0]}` : `marks ${values.join(',')} ${cell}`);
    out.push(...this.lines);
    return out;
  }

  /** The reasons a composite's parts could not be written on their own (on a scratch writer). */
  innerReasons(c) {
    const out = new Set();
    for (const child of c.constraints) {
      const scratch = new Writer(this.iss, { forEachTopLevel: () => {} }, this.g);
      scratch.byType = this.byType;
      try {
        scratch.write(child);
      } catch (e) {
        if (!(e instanceof Unwritable)) throw e;
        out.add(e.reason);
        if (child.constraints) for (const r of scratch.innerReasons(child)) out.add(r);
      }
    }
    return out;
  }

  has(type) {
    return this.byType.has(type);
  }

  text(title) {
    const out = [`#puzzle ${title}`, ...this.head];
    if (this.rules.length) out.push('rules ' + this.rules.join(' '));
    for (const [cell, values] of this.givens)
      out.push(values.length === 1 ? `${cell} = ${values[0]}` : `marks ${values.join(',')} ${cell}`);
    out.push(...this.lines);
    return out.join('\n') + '\n';
  }

  // ---- cells

  /** The Cellwise name of an ISS cell id: r1c1 for a grid cell. */
  cell(id) {
    const p = this.g.parseCellId(id);
    if (p.row === undefined) {
      if (this.vars.has(id)) return this.vars.get(id);
      const region = this.regionCell(id) ?? this.missingCell(id);
      if (region) return region;
      throw new Unwritable('Var', `cell ${id} lies outside the grid`);
    }
    return `r${p.row + 1}c${p.col + 1}`;
  }

  /**
   * A chaos construction's region cell (ISS's CC1, CC2... one per grid cell, holding its region's number) as the cell
   * where Cellwise keeps it: the grid's shape again, one column right of the grid. ISS numbers regions its own way;
   * what its examples say of region cells (same values, how many differ, counts) does not depend on the numbering.
   */
  regionCell(id) {
    const cc = this.has('ChaosConstruction') ? this.g.varCellsForGroup('CC') : null;
    if (!cc) return null;
    const k = this.g.parseCellId(id).cellIndex - cc[0];
    if (k < 0 || k >= cc.length) return null;
    const row = Math.floor(k / this.g.numCols), col = k % this.g.numCols;
    return `r${row + 1}c${col + 1 + this.g.numCols + 1}`;
  }

  /**
   * A doppelganger's missing-value cell as the cell where Cellwise keeps it: ISS's DGC cells (one a row) right of
   * the grid past an empty column, its DGR cells (one a column) below it past an empty row, its DGB cells (one a box)
   * in a block laid out as the boxes are, right of the rows' past another empty column.
   */
  missingCell(id) {
    if (!this.has('Doppelganger')) return null;
    const g = this.g, index = g.parseCellId(id).cellIndex;
    const at = (group) => (g.varCellsForGroup(group) ?? []).indexOf(index);
    let k;
    if ((k = at('DGC')) >= 0) return `r${k + 1}c${g.numCols + 2}`;
    if ((k = at('DGR')) >= 0) return `r${g.numRows + 2}c${k + 1}`;
    if ((k = at('DGB')) >= 0) {
      // ISS's box k, by where it stands, as Cellwise's box in reading order
      if (!this.boxShape) throw new Unwritable('Doppelganger', `${id}: boxes that are not one box shape`);
      const { h, w, regions } = this.boxShape, first = Math.min(...regions[k]);
      const across = g.numCols / w, b = Math.floor(Math.floor(first / g.numCols) / h) * across + Math.floor((first % g.numCols) / w);
      return `r${Math.floor(b / across) + 1}c${g.numCols + 4 + (b % across)}`;
    }
    return null;
  }

  /** The grid cell a chaos clue names: a grid cell, or a region cell (CCk) standing for its grid cell. */
  chaosCell(id) {
    const cc = this.g.varCellsForGroup('CC');
    const p = this.g.parseCellId(id);
    if (p.row !== undefined) return `r${p.row + 1}c${p.col + 1}`;
    const k = cc ? p.cellIndex - cc[0] : -1;
    if (k < 0 || k >= cc.length) throw new Unwritable('ChaosConstruction', `${id} is neither a grid cell nor a region cell`);
    return this.cellOfIndex(k);
  }

  cells(ids) {
    return ids.map((id) => this.cell(id));
  }

  cellOfIndex(i) {
    return this.cell(this.g.makeCellIdFromIndex(i));
  }

  /** The outside cell from which a row or column clue (ISS's 'R3,1', 'C5,-1') looks. */
  outside(arrowId) {
    const [id, dir] = arrowId.split(',');
    const n = +id.slice(1) || parseInt(id.slice(1), 17);
    const forward = +dir > 0;
    if (id[0] === 'R') return `r${n}c${forward ? 0 : this.g.numCols + 1}`;
    return `r${forward ? 0 : this.g.numRows + 1}c${n}`;
  }

  // ---- the shape: size, values, boxes

  shape() {
    const g = this.g;
    // a raw grid (ISS's 'Raw') has no rule of its own: its rows, columns and boxes may repeat values, so Cellwise
    // states its shape and values and no rule; only its clues constrain it
    const raw = g.gridType !== 'Sudoku';
    const rows = g.numRows, cols = g.numCols, n = Math.max(rows, cols);
    const size = rows === cols ? `size ${n}` : `size ${rows}x${cols}`;
    const values = g.minValue() !== 1 || g.maxValue() !== n ? `values ${g.minValue()}..${g.maxValue()}` : null;
    const boxes = this.boxes(rows, cols);
    this.head.push(boxes.statement ? `${size} ${boxes.statement}` : size);
    if (values) this.head.push(values);
    this.placeVars();
    if (!raw) this.rules.push(boxes.shape ? 'sudoku' : 'latin');
    if (boxes.regions) boxes.regions.forEach((r, i) => this.lines.push(`region box${i + 1} ${r.join(' ')}`));
  }

  /**
   * ISS's variables (cells outside the grid, of the grid's values) as loose cells below it: three rows under the
   * grid and three columns apart, so that no neighbour or move rule (king, knight, consecutive) reaches them from
   * the grid or from each other. A puzzle with a taxicab rule of more than 2 could; none of ISS's examples has both.
   */
  placeVars() {
    if (!this.has('Var')) return;
    if (this.has('AntiTaxicab')) throw new Unwritable('Var', 'a taxicab rule could reach the loose cells');
    // a group of variables whose values ISS connects (ConnectedValues over it) is laid out as ISS lays it out, rows of
    // its width, so that its cells touch as ISS's do; blocks first, three rows apart, then the other variables
    let top = this.g.numRows + 4;
    const blocks = new Set((this.byType.get('ConnectedValues') || []).map((c) => c.groupPrefix).filter(Boolean));
    for (const prefix of blocks) {
      for (const t of ['AntiKing', 'AntiKnight', 'AntiConsecutive', 'StrictKropki', 'StrictXV'])
        if (this.has(t)) throw new Unwritable('ConnectedValues', `a group of variables laid out as a block, with ${t}`);
      const group = this.g.varCellGroups().find((gr) => gr.prefix === prefix);
      if (!group || !group.columns) throw new Unwritable('ConnectedValues', `no cell group ${prefix} of rows and columns`);
      group.cells.forEach((index, i) => {
        this.vars.set(this.g.makeCellIdFromIndex(index), `r${top + Math.floor(i / group.columns)}c${1 + (i % group.columns)}`);
      });
      top += Math.ceil(group.cells.length / group.columns) + 3;
    }
    let k = 0;
    const perRow = Math.floor((Math.max(this.g.numCols, 9) + 2) / 3);
    for (const v of this.byType.get('Var'))
      for (const id of v.cells()) {
        if (this.vars.has(id)) continue;
        const row = top + 3 * Math.floor(k / perRow), col = 1 + 3 * (k % perRow);
        this.vars.set(id, `r${row}c${col}`);
        k++;
      }
    this.head.push('cells ' + [...this.vars.values()].join(' '));
  }

  /** ISS's box regions as a Cellwise box shape, or as regions where no box shape gives them. */
  boxes(rows, cols) {
    const { SudokuConstraintBase } = this.iss;
    const size = this.has('RegionSize') ? this.byType.get('RegionSize')[0].size : null;
    const regions = this.has('NoBoxes') ? [] : SudokuConstraintBase.boxRegions(this.g, size);
    if (!regions.length) return { statement: 'boxes none' };
    const key = (cells) => cells.slice().sort((a, b) => a - b).join(',');
    const want = new Set(regions.map(key));
    const n = Math.max(rows, cols);
    for (let h = 1; h <= rows; h++) {
      if (rows % h || n % h || cols % (n / h)) continue;
      const w = n / h;
      const mine = [];
      for (let br = 0; br < rows; br += h)
        for (let bc = 0; bc < cols; bc += w) {
          const cells = [];
          for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) cells.push((br + r) * cols + bc + c);
          mine.push(key(cells));
        }
      if (mine.length === want.size && mine.every((k) => want.has(k))) {
        const def = defaultBox(rows, cols);
        this.boxShape = { h, w, regions };
        return { shape: true, statement: def[0] === h && def[1] === w ? null : `boxes ${h}x${w}` };
      }
    }
    return { statement: 'boxes none', regions: regions.map((r) => r.map((i) => this.cellOfIndex(i))) };
  }

  // ---- constraints

  write(c) {
    if (SHAPE_TYPES.has(c.type)) return;
    const f = WRITERS[c.type];
    if (!f) throw new Unwritable(c.type);
    f.call(this, c);
  }

  rule(keyword) {
    if (!this.rules.includes(keyword)) this.rules.push(keyword);
  }

  given(c) {
    const cell = this.cell(c.cell);
    const values = c.values.map(Number);
    const all = this.g.allValues();
    if (all.every((v) => values.includes(v))) return; // no restriction
    if (!values.length) throw new Unwritable('Given', `${c.cell} has no value left`);
    const before = this.givens.get(cell);
    this.givens.set(cell, before ? before.filter((v) => values.includes(v)) : values);
  }

  /** Adjacent pairs of a dot or mark over several cells, as ISS pairs them (each with the later cells). */
  pairs(c) {
    const pairs = c.adjacentPairs(this.g);
    if (!pairs.length) throw new Unwritable(c.type, 'no adjacent pair');
    return pairs.map(([a, b]) => [this.cellOfIndex(a), this.cellOfIndex(b)]);
  }
}

/** Cellwise's usual box for a rows × cols grid (Grid.defaultBox): as square as possible, more columns than rows. */
function defaultBox(rows, cols) {
  const n = Math.max(rows, cols);
  if (rows === cols) {
    let best = 0;
    for (let r = 2; r * r <= n; r++) if (n % r === 0) best = r;
    return best === 0 ? [0, 0] : [best, n / best];
  }
  for (let small = Math.floor(Math.sqrt(n)); small >= 2; small--) {
    if (n % small) continue;
    const large = n / small;
    if (rows % small === 0 && cols % large === 0) return [small, large];
    if (rows % large === 0 && cols % small === 0) return [large, small];
  }
  return [0, 0];
}

const WRITERS = {
  Given(c) {
    this.given(c);
  },
  Jigsaw(c) {
    this.lines.push(`region j${this.lines.filter((l) => l.startsWith('region j')).length + 1} ${this.cells(c.cells).join(' ')}`);
  },
  Diagonal(c) {
    this.rule(c.direction > 0 ? 'diagonal-up' : 'diagonal-down');
  },
  AntiKnight() {
    this.rule('anti-knight');
  },
  AntiKing() {
    this.rule('anti-king');
  },
  AntiConsecutive() {
    this.rule('non-consecutive');
  },
  AntiTaxicab() {
    this.rule('self-taxicab');
  },
  DisjointSets() {
    if (this.has('NoBoxes')) throw new Unwritable('DisjointSets', 'on a grid without boxes');
    // ISS's sets are the cells at one place in every box. Boxes of another size than the grid's side (9 cells on a
    // 6x6) are written as regions, and offset over regions takes each region's i-th cell in reading order: the same
    // place in every box, since ISS's boxes are rectangles of one shape
    if (this.has('RegionSize') && !this.boxShape) {
      const { SudokuConstraintBase } = this.iss;
      const size = this.byType.get('RegionSize')[0].size;
      const regions = SudokuConstraintBase.boxRegions(this.g, size);
      const shape = (r) => {
        const rows = r.map((i) => Math.floor(i / this.g.numCols)), cols = r.map((i) => i % this.g.numCols);
        const h = Math.max(...rows) - Math.min(...rows) + 1, w = Math.max(...cols) - Math.min(...cols) + 1;
        return h * w === r.length ? `${h}x${w}` : null;
      };
      const shapes = new Set(regions.map(shape));
      if (!regions.length || shapes.size !== 1 || shapes.has(null)) throw new Unwritable('DisjointSets', 'boxes that are not rectangles of one shape');
    }
    this.rule('offset');
  },
  Windoku() {
    const { SudokuConstraint } = this.iss;
    const size = this.has('RegionSize') ? this.byType.get('RegionSize')[0].size : null;
    for (const r of SudokuConstraint.Windoku.regions(this.g, size)) this.lines.push(`extra-region ${r.map((i) => this.cellOfIndex(i)).join(' ')}`);
  },
  AllDifferent(c) {
    if (c.cells.length < 2) return;
    this.lines.push(`extra-region ${this.cells(c.cells).join(' ')}`);
  },
  Cage(c) {
    const cells = this.cells(c.cells);
    const distinct = [...new Set(cells)];
    if (distinct.length < cells.length && c.sum !== 0) {
      // a cell listed twice counts twice in ISS's sum: different values, and a weighted sum
      this.lines.push(`cage - ${distinct.join(' ')}`);
      WRITERS.Sum.call(this, { sum: c.sum, cells: c.cells, coeffs: null });
      return;
    }
    this.lines.push(c.sum === 0 ? `cage - ${distinct.join(' ')}` : `cage ${c.sum} ${cells.join(' ')}`);
  },
  Sum(c) {
    const cells = this.cells(c.cells);
    if ((c.coeffs && c.coeffs.some((k) => k !== 1)) || new Set(cells).size !== cells.length) {
      // weights, or a cell counted twice: each cell times its weight
      const w = c.coeffs || cells.map(() => 1);
      this.lines.push(`weighted-sum ${c.sum} ${cells.map((x, i) => (w[i] === 1 ? '' : w[i] === -1 ? '-' : `${w[i]}*`) + x).join(' ')}`);
      return;
    }
    this.lines.push(`sum ${c.sum} ${cells.join(' ')}`);
  },
  LittleKiller(c) {
    const cells = c.getCells(this.g).map((id) => this.g.parseCellId(id));
    const [a, b] = cells;
    const dr = b.row - a.row, dc = b.col - a.col;
    const dir = (dr < 0 ? 'U' : 'D') + (dc < 0 ? 'L' : 'R');
    this.lines.push(`little-killer ${c.value} r${a.row - dr + 1}c${a.col - dc + 1} ${dir}`);
  },
  WhiteDot(c) {
    for (const [a, b] of this.pairs(c)) this.lines.push(`white ${a} ${b}`);
  },
  BlackDot(c) {
    for (const [a, b] of this.pairs(c)) this.lines.push(`black ${a} ${b}`);
  },
  X(c) {
    for (const [a, b] of this.pairs(c)) this.lines.push(`x ${a} ${b}`);
  },
  V(c) {
    for (const [a, b] of this.pairs(c)) this.lines.push(`v ${a} ${b}`);
  },
  GreaterThan(c) {
    for (const [a, b] of this.pairs(c)) this.lines.push(`${a} > ${b}`);
  },
  StrictKropki() {
    this.lines.push('negative white 1', 'negative black 2');
  },
  StrictXV() {
    this.lines.push('negative xv');
  },
  Thermo(c) {
    if (c.cells.length < 2) return;
    this.lines.push(`thermo ${this.cells(c.cells).join(' ')}`);
  },
  Whisper(c) {
    for (const piece of pieces(this.cells(c.cells))) this.lines.push(`whispers ${c.difference} ${piece.join(' ')}`);
  },
  Renban(c) {
    this.lines.push(`renban ${this.cells(c.cells).join(' ')}`);
  },
  Modular(c) {
    this.lines.push(`modular ${c.mod === 3 ? '' : c.mod + ' '}${this.cells(c.cells).join(' ')}`);
  },
  Entropic(c) {
    this.lines.push(`entropic ${this.cells(c.cells).join(' ')}`);
  },
  RegionSumLine(c) {
    // the line split where it crosses from one box (or, without boxes, one jigsaw piece) into another, as ISS splits it
    const { SudokuConstraintBase } = this.iss;
    const size = this.has('RegionSize') ? this.byType.get('RegionSize')[0].size : null;
    let regions = this.has('NoBoxes') ? [] : SudokuConstraintBase.boxRegions(this.g, size);
    if (!regions.length) regions = (this.byType.get('Jigsaw') || []).map((j) => j.cells.map((id) => this.g.parseCellId(id).cellIndex));
    if (!regions.length) return; // no regions: nothing to ask
    const of = new Map();
    regions.forEach((r, i) => r.forEach((cell) => of.set(cell, i)));
    const segments = [];
    let last = null;
    for (const id of c.cells) {
      const i = this.g.parseCellId(id).cellIndex;
      if (!segments.length || of.get(i) !== last) segments.push([]);
      last = of.get(i);
      segments[segments.length - 1].push(this.cell(id));
    }
    if (segments.length < 2) return; // one segment: any sum is its own
    this.lines.push(`region-sum ${segments.map((s) => s.join(' ')).join(' | ')}`);
  },
  Between(c) {
    this.lines.push(`between ${this.cells(c.cells).join(' ')}`);
  },
  Lockout(c) {
    const d = +c.minDiff === Math.floor(this.g.numValues / 2) ? '' : `${+c.minDiff} `;
    this.lines.push(`lockout ${d}${this.cells(c.cells).join(' ')}`);
  },
  Palindrome(c) {
    this.lines.push(`palindrome ${this.cells(c.cells).join(' ')}`);
  },
  Zipper(c) {
    this.lines.push(`zipper ${this.cells(c.cells).join(' ')}`);
  },
  Arrow(c) {
    const [circle, ...line] = this.cells(c.cells);
    this.lines.push(`arrow ${circle} : ${line.join(' ')}`);
  },
  DoubleArrow(c) {
    this.lines.push(`double-arrow ${this.cells(c.cells).join(' ')}`);
  },
  PillArrow(c) {
    if (this.g.maxValue() > 9) throw new Unwritable('PillArrow', 'values past 9');
    const ids = c.cells.map((id) => this.g.parseCellId(id));
    const pill = ids.slice(0, c.pillSize).sort((a, b) => a.cellIndex - b.cellIndex);
    const name = (p) => `r${p.row + 1}c${p.col + 1}`;
    this.lines.push(`arrow ${pill.map(name).join(' ')} : ${ids.slice(c.pillSize).map(name).join(' ')}`);
  },
  Quad(c) {
    const cells = this.iss.SudokuConstraint.Quad.cells(c.topLeftCell, this.g);
    this.lines.push(`quadruple ${c.values.join(',')} ${this.cells(cells).join(' ')}`);
  },
  ContainAtLeast(c) {
    this.lines.push(`quadruple ${c.values.split('_').join(',')} ${this.cells(c.cells).join(' ')}`);
  },
  XSum(c) {
    this.lines.push(`x-sum ${c.value} ${this.outside(c.arrowId)}`);
  },
  Sandwich(c) {
    // a line holding every value has crusts 1 and N; a shorter one (values 1..9 on 6x6), ISS's crusts are its own
    // smallest and largest values: a lunchbox along the line
    const cells = c.getCells(this.g);
    if (cells.length !== this.g.numValues) {
      this.lines.push(`lunchbox ${c.value} ${this.cells(cells).join(' ')}`);
      return;
    }
    this.lines.push(`sandwich ${c.value} ${this.outside(c.arrowId)}`);
  },
  Skyscraper(c) {
    // a height of 0 is no building, in ISS as in Cellwise's own reading
    this.lines.push(`skyscraper ${c.value} ${this.outside(c.arrowId)}`);
  },
  FullRank(c) {
    // ISS's tie option: 'any' lets lines equal a clued one share its rank (Cellwise's tied); 'only-unclued', the
    // default, and 'none' keep every clued line unlike the others
    const ties = this.byType.get('FullRankTies')?.[0]?.ties ?? 'only-unclued';
    this.lines.push(`full-rank ${c.value} ${this.outside(c.arrowId)}${ties === 'any' ? ' tied' : ''}`);
  },
  FullRankTies(c) {
    // 'none': no two lines read the same anywhere in the grid, clued or not
    if (c.ties === 'none') this.rules.push('full-rank-distinct');
  },
  Indexing(c) {
    // Cellwise's indexers name a cell by its value on N values from the lowest (1..N, or 0..N-1 as ISS's 0-indexed grids)
    const n = c.indexType === 'R' ? this.g.numRows : this.g.numCols;
    if (this.g.maxValue() - this.g.minValue() + 1 !== n) throw new Unwritable('Indexing', `values ${this.g.minValue()}..${this.g.maxValue()}`);
    this.lines.push(`${c.indexType === 'R' ? 'row' : 'column'}-indexer ${this.cells(c.cells).join(' ')}`);
  },
  ValueIndexing(c) {
    this.lines.push(`value-indexing ${this.cells(c.cells).join(' ')}`);
  },
  And(c) {
    for (const child of c.constraints) this.write(child);
  },
  Or(c) {
    // ISS's Or: at least one part holds, a part perhaps an And of several; Cellwise's either ... or ... end block
    const branches = c.constraints.map((child) => {
      const b = this.branch();
      b.write(child);
      return b.branchLines();
    });
    if (branches.some((b) => !b.length)) return; // a part that asks nothing always holds, and so does the Or
    if (branches.length === 1) {
      this.lines.push(...branches[0]);
      return;
    }
    this.lines.push('either', ...branches.flatMap((b, i) => [...(i ? ['or'] : []), ...b.map((l) => `  ${l}`)]), 'end');
  },
  Replicate(c) {
    // ISS's own expansion (sudoku_builder.js): each child shifted so that the origin lands on each target cell
    const g = this.g, graph = g.cellGraph();
    const originPos = graph.cellPosition(g.parseCellId(c.origin).cellIndex);
    for (const target of this.iss.SudokuConstraint.Replicate.decodeTargetCells(c.targetBitset, c.origin, g)) {
      const shift = (id) => {
        const pos = graph.cellPosition(g.parseCellId(id).cellIndex);
        const cell = graph.traverse(target, pos[0] - originPos[0], pos[1] - originPos[1]);
        if (cell === null) throw new Unwritable('Replicate', 'a shifted cell falls off the grid');
        return g.makeCellIdFromIndex(cell);
      };
      for (const child of c.constraints) this.write(child.makeShifted(shift));
    }
  },
  Lunchbox(c) {
    this.lines.push(`lunchbox ${+c.sum} ${this.cells(c.cells).join(' ')}`);
  },
  SumLine(c) {
    const loop = c.cells[c.cells.length - 1] === 'LOOP';
    const cells = this.cells(loop ? c.cells.slice(0, -1) : c.cells);
    this.lines.push(`sum-line ${+c.sum} ${cells.join(' ')}${loop ? ' loop' : ''}`);
  },
  LookAndSay(c) {
    this.lines.push(`look-and-say ${c.clue} ${this.cells(c.cells).join(' ')}`);
  },
  ContainExact(c) {
    this.lines.push(`exactly ${c.values.split('_').join(',')} ${this.cells(c.cells).join(' ')}`);
  },
  HiddenSkyscraper(c) {
    this.lines.push(`hidden-skyscraper ${c.value} ${this.outside(c.arrowId)}`);
  },
  NumberedRoom(c) {
    this.lines.push(`numbered-room ${c.value} ${this.outside(c.arrowId)}`);
  },
  ChaosConstruction() {
    if (this.g.numRows !== this.g.numCols || this.g.numValues !== this.g.numRows)
      throw new Unwritable('ChaosConstruction', 'regions of a size other than the grid\'s side');
    // the region and step cells stand beside the grid, where a rule between neighbours would reach them
    for (const t of ['AntiKing', 'AntiKnight', 'AntiConsecutive', 'AntiTaxicab', 'StrictKropki', 'StrictXV'])
      if (this.has(t))
        throw new Unwritable('ChaosConstruction', `with ${t}`);
    this.rule('chaos-construction');
  },
  RegionSameValues() {
    // ISS's largest regions: its rows, columns, boxes and jigsaw pieces of the most cells; Cellwise's rule has no pieces
    if (this.has('Jigsaw')) throw new Unwritable('RegionSameValues', 'with jigsaw pieces');
    this.rule('same-value-houses');
  },
  DutchFlatmates() {
    // ISS's middle value is the ceil(N/2)-th of its values, with the least above or the greatest below: Cellwise's too
    if (this.g.valueOffset !== 0) throw new Unwritable('DutchFlatmates', 'values that do not start at 1');
    this.rule('dutch-flatmates');
  },
  Doppelganger() {
    const g = this.g;
    if (g.numRows !== g.numCols || g.numValues !== g.numRows + 1)
      throw new Unwritable('Doppelganger', 'a grid other than N×N on N + 1 values');
    if (this.lines.some((l) => l.startsWith('region box')))
      throw new Unwritable('Doppelganger', 'boxes that are not one box shape');
    // the missing-value cells stand beside the grid, where a rule between neighbours would reach them
    for (const t of ['AntiKing', 'AntiKnight', 'AntiConsecutive', 'AntiTaxicab', 'StrictKropki', 'StrictXV'])
      if (this.has(t))
        throw new Unwritable('Doppelganger', `with ${t}`);
    this.rule('doppelganger');
  },
  ChaosCount(c) {
    const [control, ...rest] = c.cells;
    const counted = rest.map((id) => this.chaosCell(id));
    this.lines.push(`chaos-count ${this.cell(control)}${c.offset ? ' excluding-first' : ''}${counted.length ? ' : ' + counted.join(' ') : ''}`);
  },
  ChaosArrow(c) {
    const arms = c.arms.map((arm) => arm.map((id) => this.chaosCell(id)));
    this.lines.push(`chaos-arrow ${this.cell(c.cells[0])}${c.offset ? ' excluding-first' : ''}${arms.map((a) => ' : ' + a.join(' ')).join('')}`);
  },
  CountDistinct(c) {
    const [control, ...rest] = this.cells(c.cells);
    this.lines.push(`count-distinct ${control} : ${rest.join(' ')}`);
  },
  RellikCage(c) {
    this.lines.push(`rellik ${+c.sum} ${this.cells(c.cells).join(' ')}`);
  },
  EqualityCage(c) {
    this.lines.push(`equality-cage ${this.cells(c.cells).join(' ')}`);
  },
  CountingCircles(c) {
    this.lines.push(`counting-circles ${this.cells(c.cells).join(' ')}`);
  },
  ConnectedValues(c) {
    // ISS: the cells of the grid (or of a group of variables) holding one of the values form one orthogonally
    // connected region, never empty, of the size when one is given
    const values = String(c.values).split('_').map(Number);
    const size = c.size ? ` size ${c.size}` : '';
    if (!c.groupPrefix) {
      this.lines.push(`connected-values ${values.join(',')}${size}`);
      return;
    }
    const group = this.g.varCellGroups().find((gr) => gr.prefix === c.groupPrefix);
    if (!group) throw new Unwritable('ConnectedValues', `no cell group ${c.groupPrefix}`);
    this.lines.push(`connected-values ${values.join(',')}${size} : ${group.cells.map((i) => this.cellOfIndex(i)).join(' ')}`);
  },
  EqualSum(c) {
    if (c.segments.length < 2) throw new Unwritable('EqualSum', 'one set alone');
    this.lines.push('equal-sum ' + c.segments.map((s) => this.cells(s).join(' ')).join(' | '));
  },
  SameValues(c) {
    this.lines.push(`same-values ${c.splitCells().map((s) => this.cells(s).join(' ')).join(' | ')}`);
  },
  GlobalEntropy() {
    this.rule('global-entropy');
  },
  GlobalMod() {
    this.rule('global-mod');
  },
  Pair(c) {
    const name = this.relation(c.key, c.name);
    for (const piece of pieces(this.cells(c.cells.filter(Boolean)))) this.lines.push(`pairs ${name} ${piece.join(' ')}`);
  },
  PairX(c) {
    this.lines.push(`all-pairs ${this.relation(c.key, c.name)} ${this.cells(c.cells.filter(Boolean)).join(' ')}`);
  },
  Regex(c) {
    this.lines.push(`regex ${c.pattern} ${this.cells(c.cells).join(' ')}`);
  },
  NFA(c) {
    const name = this.automaton(c.encodedNFA, c.name);
    this.lines.push(`automaton ${name} ${c.segments.map((s) => this.cells(s).join(' ')).join(' | ')}`);
  },
};

/**
 * An ISS state machine as a Cellwise automaton definition, once per machine: its states numbered as ISS numbers
 * them, a transition per (from, to) pair reading the values of ISS's symbols (symbol i is value i + 1 + offset; the
 * symbol past the values is the break between segments).
 */
Writer.prototype.automaton = function (encoded, issName) {
  if (this.root !== this) return this.root.automaton(encoded, issName);
  this.automata ??= new Map();
  if (this.automata.has(encoded)) return this.automata.get(encoded);
  const base = (issName || '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[^A-Za-z]+/, '').replace(/-+$/, '') || 'machine';
  let name = base, k = 2;
  while ([...this.automata.values()].includes(name)) name = `${base}${k++}`;
  this.automata.set(encoded, name);
  const nfa = this.iss.NFASerializer.deserialize(encoded);
  const numValues = this.g.numValues, offset = this.g.valueOffset;
  const pairs = new Map();
  for (let s = 0; s < nfa.numStates(); s++) {
    const t = nfa.getStateTransitions(s) || [];
    for (let i = 0; i < t.length; i++) {
      if (!t[i]) continue;
      for (const to of t[i]) {
        const key = `${s}:${to}`;
        if (!pairs.has(key)) pairs.set(key, []);
        pairs.get(key).push(i === numValues ? '|' : i + 1 + offset);
      }
    }
  }
  const transitions = [];
  for (const [key, labels] of pairs) {
    const [from, to] = key.split(':');
    const values = labels.filter((v) => v !== '|');
    if (labels.includes('|')) transitions.push(`${from}:|:${to}`);
    if (values.length) transitions.push(`${from}:${ranges(values)}:${to}`);
  }
  const starts = [...nfa.getStartIds()].sort((a, b) => a - b);
  const accepts = [...nfa.getAcceptIds()].sort((a, b) => a - b);
  this.lines.unshift(`automaton ${name} start ${starts.join(',')} accept ${accepts.length ? accepts.join(',') : '-'} ${transitions.join(' ')}`);
  return name;
};

/**
 * An ISS pairwise key (bit (i - 1) * N + (j - 1) set when value i may be followed by value j, values counted from 1
 * before the offset) as a Cellwise relation, once per key.
 */
Writer.prototype.relation = function (key, issName) {
  if (this.root !== this) return this.root.relation(key, issName);
  this.relations ??= new Map();
  if (this.relations.has(key)) return this.relations.get(key);
  const base = (issName || '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[^A-Za-z]+/, '').replace(/-+$/, '') || 'rel';
  let name = base, k = 2;
  while ([...this.relations.values()].includes(name)) name = `${base}${k++}`;
  this.relations.set(key, name);
  const bits = this.iss.util.Base64Codec.decodeTo6BitArray(key);
  const n = this.g.numValues, offset = this.g.valueOffset;
  const after = new Map();
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= n; j++) {
      const b = (i - 1) * n + (j - 1);
      if ((bits[(b / 6) | 0] ?? 0) >> (b % 6) & 1) {
        if (!after.has(i + offset)) after.set(i + offset, []);
        after.get(i + offset).push(j + offset);
      }
    }
  const pairs = [...after].map(([a, bs]) => `${a}:${ranges(bs)}`);
  this.lines.unshift(`relation ${name} ${pairs.length ? pairs.join(' ') : '-'}`);
  return name;
};

/**
 * A line of neighbour relations that comes back to a cell, cut where it does into lines that do not (each keeps the
 * step into the repeated cell): the same pairs, each line naming a cell once.
 */
function pieces(cells) {
  const out = [[]];
  for (const c of cells) {
    let last = out[out.length - 1];
    if (last.includes(c)) {
      last = [last[last.length - 1]];
      out.push(last);
    }
    last.push(c);
  }
  return out.filter((p) => p.length > 1);
}

/** 1,3,4,5 as 1,3-5. */
function ranges(values) {
  values = [...new Set(values)].sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j] + 1) j++;
    out.push(j - i >= 2 ? `${values[i]}-${values[j]}` : values.slice(i, j + 1).join(','));
    i = j + 1;
  }
  return out.join(',');
}
