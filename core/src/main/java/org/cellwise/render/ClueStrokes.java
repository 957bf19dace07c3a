package org.cellwise.render;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Arrow;
import org.cellwise.rules.BetweenLine;
import org.cellwise.rules.Clone;
import org.cellwise.rules.Clue;
import org.cellwise.rules.Clues;
import org.cellwise.rules.DiagonalKropki;
import org.cellwise.rules.DiagonalXV;
import org.cellwise.rules.Dot;
import org.cellwise.rules.DoubleArrow;
import org.cellwise.rules.Entropic;
import org.cellwise.rules.Extreme;
import org.cellwise.rules.ExtraRegion;
import org.cellwise.rules.Indexer;
import org.cellwise.rules.Kropki;
import org.cellwise.rules.LittleKiller;
import org.cellwise.rules.LockoutLine;
import org.cellwise.rules.ModularLine;
import org.cellwise.rules.NabnerLine;
import org.cellwise.rules.Palindrome;
import org.cellwise.rules.Parity;
import org.cellwise.rules.PencilMarks;
import org.cellwise.rules.Quadruple;
import org.cellwise.rules.RegionSumLine;
import org.cellwise.rules.Renban;
import org.cellwise.rules.Sandwich;
import org.cellwise.rules.Skyscraper;
import org.cellwise.rules.SlowThermometer;
import org.cellwise.rules.SumlessCage;
import org.cellwise.rules.Thermometer;
import org.cellwise.rules.Whispers;
import org.cellwise.rules.XSum;
import org.cellwise.rules.XV;
import org.cellwise.rules.ZipperLine;

/**
 * The variant clues as setters draw them: shaded areas under everything (extra regions, clones), then lines through
 * cell centres in their usual colours (thermometers grey with a bulb, slow ones with a hollow bulb, renban purple, whispers green, region sums
 * blue...), arrows with their circles, kropki dots and XV letters on the edges, odd circles and even squares,
 * minimum/maximum chevrons, pencil marks, quadruple circles on corners, and numbers outside the grid. The newer
 * lines and indexers take the colours of the f-puzzles editor that defined them: lockout lines blue between white
 * diamonds, modular teal, Nabner olive, zipper lilac, double arrows magenta between grey circles, row, column and box
 * indexers outlined green, red and blue; dots and X/V on corners as on edges.
 */
final class ClueStrokes {
    private final Puzzle p;
    private final Drawing d;
    private final Canvas g;
    private final int s, left, top;

    ClueStrokes(Puzzle p, Drawing d, Canvas g, int s, int left, int top) {
        this.p = p;
        this.d = d;
        this.g = g;
        this.s = s;
        this.left = left;
        this.top = top;
    }

    /** Whether some clue sits outside the grid (the picture then keeps a cell's margin all round). */
    static boolean outside(Drawing d) {
        return d.variants.stream().anyMatch(c -> c instanceof LittleKiller || c instanceof Sandwich || c instanceof XSum
                || c instanceof Skyscraper || c instanceof org.cellwise.rules.HiddenSkyscraper || c instanceof org.cellwise.rules.NumberedRoom
                || c instanceof org.cellwise.rules.FullRank);
    }

    private int px(int atDefault) {
        return Math.max(1, Math.round(atDefault * s / (float) Picture.CELL));
    }

    private int cx(Cell c) {
        return left + c.col() * s + s / 2;
    }

    private int cy(Cell c) {
        return top + c.row() * s + s / 2;
    }

    private void shade(List<Cell> cells, String colour) {
        for (Cell c : cells) g.rect(left + c.col() * s, top + c.row() * s, s, s, colour, null);
    }

    private void path(List<Cell> cells, String colour, int width) {
        for (int i = 1; i < cells.size(); i++)
            g.line(cx(cells.get(i - 1)), cy(cells.get(i - 1)), cx(cells.get(i)), cy(cells.get(i)), colour, width, false);
        if (cells.size() == 1) g.circle(cx(cells.get(0)), cy(cells.get(0)), width / 2, colour, null, 0);
    }

    private void number(Cell at, String text, String ring) {
        int x = cx(at), y = cy(at);
        if (ring != null) g.circle(x, y, s * 2 / 5, "#ffffff", ring, px(1));
        g.text(x, y + px(7), px(18), true, true, "#222222", text);
    }

    void under() {
        for (Clue c : d.variants) {
            if (c instanceof ExtraRegion e) shade(e.cells(), "#b9b9e6");
            else if (c instanceof Clone k) {
                shade(k.cells(), "#f3dc7a");
                shade(k.copy(), "#f3dc7a");
            } else if (c instanceof Extreme e) shade(e.cells(), "#e4e4e4");
            else if (c instanceof Indexer x) shade(x.cells(), INDEXER_TINT[x.axis().ordinal()]);
        }
    }

    /** Row, column and box indexers: the f-puzzles editor's outline colours, and a pale tint of each for the cells. */
    static final String[] INDEXER_COLOUR = {"#7cc77c", "#c77c7c", "#7c7cc7"}, INDEXER_TINT = {"#def1de", "#f1dede", "#dedef1"};

    /** The outline of {@code mine}, a little inside the cells, merged where they touch another of {@code cells}. */
    private void outline(java.util.Set<Cell> cells, String colour, java.util.Set<Cell> mine) {
        int in = Math.max(1, s / 14), w = px(2);
        for (Cell c : mine) {
            int x0 = left + c.col() * s, y0 = top + c.row() * s;
            boolean up = cells.contains(new Cell(c.row() - 1, c.col())), down = cells.contains(new Cell(c.row() + 1, c.col()));
            boolean lft = cells.contains(new Cell(c.row(), c.col() - 1)), rgt = cells.contains(new Cell(c.row(), c.col() + 1));
            int xa = x0 + (lft ? 0 : in), xb = x0 + s - (rgt ? 0 : in), ya = y0 + (up ? 0 : in), yb = y0 + s - (down ? 0 : in);
            if (!up) g.line(xa, y0 + in, xb, y0 + in, colour, w, false);
            if (!down) g.line(xa, y0 + s - in, xb, y0 + s - in, colour, w, false);
            if (!lft) g.line(x0 + in, ya, x0 + in, yb, colour, w, false);
            if (!rgt) g.line(x0 + s - in, ya, x0 + s - in, yb, colour, w, false);
        }
    }

    /** A diamond (a square on its corner) of half-diagonal {@code h} around a cell's centre. */
    private void diamond(Cell c, int h, String colour) {
        int x = cx(c), y = cy(c), w = px(2);
        g.line(x, y - h, x + h, y, colour, w, false);
        g.line(x + h, y, x, y + h, colour, w, false);
        g.line(x, y + h, x - h, y, colour, w, false);
        g.line(x - h, y, x, y - h, colour, w, false);
    }

    /** A line through the cells' centres that stops at the edge of a diamond of half-diagonal {@code h} at each end. */
    private void pathBetweenDiamonds(List<Cell> cells, String colour, int width, int h) {
        for (int i = 1; i < cells.size(); i++) {
            double x0 = cx(cells.get(i - 1)), y0 = cy(cells.get(i - 1)), x1 = cx(cells.get(i)), y1 = cy(cells.get(i));
            double len = Math.hypot(x1 - x0, y1 - y0), ux = (x1 - x0) / len, uy = (y1 - y0) / len;
            double cut = h / (Math.abs(ux) + Math.abs(uy)); // where the segment leaves the diamond
            if (i == 1) {
                x0 += ux * cut;
                y0 += uy * cut;
            }
            if (i == cells.size() - 1) {
                x1 -= ux * cut;
                y1 -= uy * cut;
            }
            g.line((int) Math.round(x0), (int) Math.round(y0), (int) Math.round(x1), (int) Math.round(y1), colour, width, false);
        }
    }

    private void dots(List<Dot> dots) {
        for (Dot dot : dots) {
            int x = (cx(dot.a()) + cx(dot.b())) / 2, y = (cy(dot.a()) + cy(dot.b())) / 2;
            g.circle(x, y, s / 8, dot.black() ? "#111111" : "#ffffff", "#111111", px(2));
            if (dot.k() != (dot.black() ? 2 : 1))
                g.text(x, y + px(4), px(10), true, true, dot.black() ? "#ffffff" : "#111111", String.valueOf(dot.k()));
        }
    }

    private void marks(List<Dot> marks) {
        for (Dot dot : marks) {
            int mx = (cx(dot.a()) + cx(dot.b())) / 2, my = (cy(dot.a()) + cy(dot.b())) / 2;
            g.rect(mx - s / 8, my - s / 8, s / 4, s / 4, "#ffffff", null);
            g.text(mx, my + px(6), px(16), true, true, "#111111", dot.k() == 10 ? "X" : "V");
        }
    }

    void over() {
        Clue.Cases<Void> draw = new Clue.Cases<>() {
            public Void thermometer(Thermometer t) {
                path(t.cells(), "#bdbdbd", s * 3 / 10);
                g.circle(cx(t.cells().get(0)), cy(t.cells().get(0)), s * 7 / 20, "#bdbdbd", null, 0);
                return null;
            }

            public Void slowThermometer(SlowThermometer t) {
                // a thermometer's grey line with a hollow bulb: told apart from a strict one at a glance
                path(t.cells(), "#bdbdbd", s * 3 / 10);
                g.circle(cx(t.cells().get(0)), cy(t.cells().get(0)), s * 3 / 10, "#ffffff", "#bdbdbd", s / 10);
                return null;
            }

            public Void arrow(Arrow a) {
                for (Cell c : a.circle()) g.circle(cx(c), cy(c), s * 2 / 5, null, "#8a8a8a", px(2));
                for (List<Cell> line : a.lines()) {
                    List<Cell> full = new ArrayList<>();
                    full.add(nearest(a.circle(), line.get(0)));
                    full.addAll(line);
                    path(full, "#8a8a8a", px(2));
                    Cell end = full.get(full.size() - 1), before = full.get(full.size() - 2);
                    arrowHead(cx(before), cy(before), cx(end), cy(end), "#8a8a8a");
                }
                return null;
            }

            public Void littleKiller(LittleKiller l) {
                number(l.at(), String.valueOf(l.sum()), null);
                int x = cx(l.at()) + l.direction().dc * s / 3, y = cy(l.at()) + l.direction().dr * s / 3;
                g.line(x, y, x + l.direction().dc * s / 5, y + l.direction().dr * s / 5, "#444444", px(2), false);
                return null;
            }

            public Void kropki(Kropki k) {
                dots(k.dots());
                return null;
            }

            public Void xv(XV x) {
                marks(x.marks());
                return null;
            }

            public Void parity(Parity q) {
                for (Cell c : q.cells()) {
                    if (q.even()) g.rect(cx(c) - s * 7 / 20, cy(c) - s * 7 / 20, s * 7 / 10, s * 7 / 10, "#e0e0e0", null);
                    else g.circle(cx(c), cy(c), s * 7 / 20, "#e0e0e0", null, 0);
                }
                return null;
            }

            public Void extreme(Extreme e) {
                for (Cell c : e.cells()) chevrons(c, e.maximum());
                return null;
            }

            private void chevrons(Cell cell, boolean maximum) {
                int x = cx(cell), y = cy(cell), r = s * 2 / 5, h = s / 10;
                int sign = maximum ? 1 : -1; // chevrons point out of a maximum, into a minimum
                for (int[] dir : new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}}) {
                    int tipX = x + dir[0] * (r + sign * h / 2), tipY = y + dir[1] * (r + sign * h / 2);
                    int backX = tipX - sign * dir[0] * h, backY = tipY - sign * dir[1] * h;
                    g.line(tipX, tipY, backX + dir[1] * h, backY + dir[0] * h, "#555555", px(2), false);
                    g.line(tipX, tipY, backX - dir[1] * h, backY - dir[0] * h, "#555555", px(2), false);
                }
            }

            public Void pencilMarks(PencilMarks m) {
                g.text(cx(m.cell()), top + m.cell().row() * s + px(11), px(10), true, false, "#666666", Clues.values(m.values()));
                return null;
            }

            public Void palindrome(Palindrome q) {
                path(q.cells(), "#b0b0b0", s / 4);
                return null;
            }

            public Void renban(Renban r) {
                path(r.cells(), "#d9a0e0", s / 4);
                return null;
            }

            public Void whispers(Whispers w) {
                path(w.cells(), "#7fd07f", s / 4);
                return null;
            }

            public Void between(BetweenLine b) {
                path(b.cells(), "#b0b0b0", px(4));
                for (Cell c : List.of(b.cells().get(0), b.cells().get(b.cells().size() - 1)))
                    g.circle(cx(c), cy(c), s * 2 / 5, "#ffffff", "#8a8a8a", px(2));
                return null;
            }

            public Void regionSum(RegionSumLine r) {
                path(r.segments().stream().flatMap(List::stream).toList(), "#7fd8ff", s / 4);
                return null;
            }

            public Void entropic(Entropic e) {
                path(e.cells(), "#f2b25c", s / 4);
                return null;
            }

            public Void extraRegion(ExtraRegion e) {
                return null; // shaded underneath
            }

            public Void sumlessCage(SumlessCage c) {
                return null; // drawn with the cages
            }

            public Void clone(Clone c) {
                return null; // shaded underneath
            }

            public Void quadruple(Quadruple q) {
                int x = q.cells().stream().mapToInt(c -> left + c.col() * s + s / 2).sum() / q.cells().size();
                int y = q.cells().stream().mapToInt(c -> top + c.row() * s + s / 2).sum() / q.cells().size();
                g.circle(x, y, s * 3 / 10, "#ffffff", "#111111", px(1));
                String text = Clues.values(q.values()).replace(",", "");
                g.text(x, y + px(4), px(q.values().length > 2 ? 9 : 11), true, false, "#111111", text);
                return null;
            }

            public Void sandwich(Sandwich w) {
                number(w.at(), String.valueOf(w.value()), null);
                return null;
            }

            public Void xSum(XSum x) {
                number(x.at(), String.valueOf(x.value()), "#888888");
                return null;
            }

            public Void skyscraper(Skyscraper k) {
                int x = cx(k.at()), y = cy(k.at());
                g.rect(x - s * 2 / 5, y - s * 2 / 5, s * 4 / 5, s * 4 / 5, "#ffffff", "#888888");
                number(k.at(), String.valueOf(k.value()), null);
                return null;
            }

            public Void indexer(Indexer x) {
                java.util.Set<Cell> same = new java.util.HashSet<>();
                for (Clue c : d.variants) if (c instanceof Indexer y && y.axis() == x.axis()) same.addAll(y.cells());
                // in the clue's own order: a hash set's order is not the same on every platform (the browser's)
                java.util.Set<Cell> mine = new java.util.LinkedHashSet<>(x.cells());
                // each cell outlined once, merged with the touching cells of every indexer of its kind
                outline(same, INDEXER_COLOUR[x.axis().ordinal()], mine);
                return null;
            }

            public Void lockout(LockoutLine l) {
                int h = s * 2 / 5;
                pathBetweenDiamonds(l.cells(), "#006cba", Math.max(2, s / 10), h);
                diamond(l.cells().get(0), h, "#006cba");
                diamond(l.cells().get(l.cells().size() - 1), h, "#006cba");
                return null;
            }

            public Void modular(ModularLine m) {
                path(m.cells(), "#33bbbb", s / 6);
                return null;
            }

            public Void zipper(ZipperLine z) {
                path(z.cells(), "#cdb1ec", s / 6);
                return null;
            }

            public Void nabner(NabnerLine n) {
                path(n.cells(), "#c9c883", s / 4);
                return null;
            }

            public Void doubleArrow(DoubleArrow a) {
                path(a.cells(), "#c54b8b", Math.max(2, s / 10));
                for (Cell c : List.of(a.cells().get(0), a.cells().get(a.cells().size() - 1)))
                    g.circle(cx(c), cy(c), s * 2 / 5, "#eaeaea", "#c54b8b", px(2));
                return null;
            }

            public Void diagonalKropki(DiagonalKropki k) {
                dots(k.dots());
                return null;
            }

            public Void diagonalXv(DiagonalXV x) {
                marks(x.marks());
                return null;
            }

            // moves between cells have no mark on the grid: the rule is said in words beside it
            public Void taxicab(org.cellwise.rules.Taxicab t) {
                return null;
            }

            public Void chess(org.cellwise.rules.Chess c) {
                return null;
            }

            public Void knightmare(org.cellwise.rules.Knightmare k) {
                return null;
            }

            public Void automaton(org.cellwise.rules.AutomatonLine a) {
                for (List<Cell> seg : a.segments()) if (!seg.isEmpty()) machineLine(seg);
                label(a.cells().get(0), a.automaton().name());
                return null;
            }

            public Void regex(org.cellwise.rules.RegexLine r) {
                machineLine(r.cells());
                label(r.cells().get(0), r.pattern());
                return null;
            }

            public Void pairs(org.cellwise.rules.PairLine l) {
                // a relation on neighbours is a line; on every two cells, the cells ringed and joined to the first
                if (l.all()) {
                    for (Cell c : l.cells()) g.circle(cx(c), cy(c), s / 9, "#6f7fb8", "#6f7fb8", px(2));
                    for (int i = 1; i < l.cells().size(); i++)
                        g.line(cx(l.cells().get(i - 1)), cy(l.cells().get(i - 1)), cx(l.cells().get(i)), cy(l.cells().get(i)), "#6f7fb8", px(2), true);
                } else machineLine(l.cells());
                label(l.cells().get(0), l.relation().name());
                return null;
            }

            public Void lunchbox(org.cellwise.rules.Lunchbox l) {
                area(l.cells(), "#9a7b4f", String.valueOf(l.sum()));
                return null;
            }

            public Void sumLine(org.cellwise.rules.SumLine l) {
                List<Cell> cells = new ArrayList<>(l.cells());
                if (l.loop()) cells.add(cells.get(0));
                for (int i = 1; i < cells.size(); i++)
                    g.line(cx(cells.get(i - 1)), cy(cells.get(i - 1)), cx(cells.get(i)), cy(cells.get(i)), "#64c864", s / 6, true);
                label(l.cells().get(0), String.valueOf(l.sum()));
                return null;
            }

            public Void lookAndSay(org.cellwise.rules.LookAndSay l) {
                area(l.cells(), "#8a6fb8", l.clue());
                return null;
            }

            public Void exactly(org.cellwise.rules.Exactly e) {
                area(e.cells(), "#8a6fb8", "=" + Clues.values(e.values()));
                return null;
            }

            public Void hiddenSkyscraper(org.cellwise.rules.HiddenSkyscraper h) {
                int x = cx(h.at()), y = cy(h.at());
                g.rect(x - s * 2 / 5, y - s * 2 / 5, s * 4 / 5, s * 4 / 5, "#ffffff", "#888888");
                number(h.at(), "|" + h.value() + "|", null);
                return null;
            }

            public Void fullRank(org.cellwise.rules.FullRank r) {
                number(r.at(), rankText(r), "#888888");
                return null;
            }

            public Void numberedRoom(org.cellwise.rules.NumberedRoom r) {
                diamond(r.at(), s * 2 / 5, "#888888");
                number(r.at(), String.valueOf(r.value()), null);
                return null;
            }

            public Void countDistinct(org.cellwise.rules.CountDistinct c) {
                List<Cell> all = new ArrayList<>(List.of(c.control()));
                all.addAll(c.cells());
                area(all, "#4f8a9a", null);
                g.circle(cx(c.control()), cy(c.control()), s * 2 / 5, null, "#4f8a9a", px(2));
                return null;
            }

            public Void rellik(org.cellwise.rules.RellikCage r) {
                area(r.cells(), "#b84f4f", "≠" + r.sum());
                return null;
            }

            public Void equalityCage(org.cellwise.rules.EqualityCage e) {
                area(e.cells(), "#4f6fb8", "=");
                return null;
            }

            public Void countingCircles(org.cellwise.rules.CountingCircles c) {
                for (Cell x : c.cells()) g.circle(cx(x), cy(x), s * 2 / 5, null, "#7a7a7a", px(2));
                return null;
            }

            public Void sameValues(org.cellwise.rules.SameValues v) {
                for (int k = 0; k < v.sets().size(); k++) area(v.sets().get(k), "#3f9f7f", k == 0 ? "≡" : null);
                return null;
            }

            public Void equalSum(org.cellwise.rules.EqualSum e) {
                // each set outlined, the first marked: the sets add up alike
                for (int k = 0; k < e.sets().size(); k++) area(e.sets().get(k), "#9f6f3f", k == 0 ? "=Σ" : null);
                return null;
            }

            public Void connectedValues(org.cellwise.rules.ConnectedValues c) {
                // over the whole grid no mark shows it (a sentence says it); listed cells are outlined, with the values
                if (!c.cells().isEmpty()) {
                    StringBuilder t = new StringBuilder();
                    for (int v : c.values()) t.append(t.length() == 0 ? "" : ",").append(v);
                    area(c.cells(), "#3f8f6f", t + (c.size() > 0 ? " (" + c.size() + ")" : ""));
                }
                return null;
            }

            public Void chaosCount(org.cellwise.rules.ChaosCount c) {
                // the counted cells outlined, the first of them marked, the control a hollow circle
                List<Cell> counted = c.counted(p.canvas().grids().get(0));
                area(counted, "#8a5fb8", null);
                g.circle(cx(counted.get(0)), cy(counted.get(0)), s / 10, "#8a5fb8", null, 0);
                g.circle(cx(c.control()), cy(c.control()), s * 2 / 5, null, "#8a5fb8", px(2));
                if (c.excludingFirst()) g.text(cx(c.control()), top + c.control().row() * s + px(11), px(9), true, false, "#8a5fb8", "−1st");
                return null;
            }

            public Void chaosArrow(org.cellwise.rules.ChaosArrow a) {
                // each arm a dashed line from its start with an arrowhead, the control a hollow circle
                g.circle(cx(a.control()), cy(a.control()), s * 2 / 5, null, "#8a5fb8", px(2));
                for (List<Cell> arm : a.armsOn(p.canvas().grids().get(0))) {
                    if (arm.size() < 2) continue;
                    for (int i = 1; i < arm.size(); i++)
                        g.line(cx(arm.get(i - 1)), cy(arm.get(i - 1)), cx(arm.get(i)), cy(arm.get(i)), "#8a5fb8", px(2), true);
                    Cell x = arm.get(arm.size() - 2), y = arm.get(arm.size() - 1);
                    arrowHead(cx(x), cy(x), cx(y), cy(y), "#8a5fb8");
                }
                if (a.excludingFirst()) g.text(cx(a.control()), top + a.control().row() * s + px(11), px(9), true, false, "#8a5fb8", "−1st");
                return null;
            }

            public Void valueIndexing(org.cellwise.rules.ValueIndexing v) {
                // a dashed line from a small full circle on the value, an arrowhead on its last cell
                List<Cell> c = v.cells();
                g.circle(cx(c.get(0)), cy(c.get(0)), s / 8, "#6f7fb8", "#6f7fb8", px(2));
                for (int i = 1; i < c.size(); i++) g.line(cx(c.get(i - 1)), cy(c.get(i - 1)), cx(c.get(i)), cy(c.get(i)), "#6f7fb8", px(3), true);
                Cell a = c.get(c.size() - 2), b = c.get(c.size() - 1);
                arrowHead(cx(a), cy(a), cx(b), cy(b), "#6f7fb8");
                return null;
            }

            public Void weightedSum(org.cellwise.rules.WeightedSum w) {
                area(w.terms().keySet().stream().toList(), "#777777", String.valueOf(w.target()));
                w.terms().forEach((c, k) -> {
                    if (k != 1) g.text(left + c.col() * s + s - px(3), top + c.row() * s + s - px(3), px(9), false, false, "#555555", "×" + k);
                });
                return null;
            }

            // a rule in clingo's notation is said by its text beside the grid
            public Void asp(org.cellwise.rules.AspRule r) {
                return null;
            }
        };
        for (Clue c : d.variants) c.accept(draw);
    }

    /** A line read by a setter's own machine (an automaton, a regular expression): dashed, a hollow dot on each cell. */
    /** Two strokes at (x1, y1) pointing away from (x0, y0): an arrow's head. */
    private void arrowHead(int x0, int y0, int x1, int y1, String colour) {
        double dx = x1 - x0, dy = y1 - y0, len = Math.hypot(dx, dy);
        dx /= len;
        dy /= len;
        int h = s / 4;
        g.line(x1, y1, (int) (x1 - h * (dx + dy * 0.6)), (int) (y1 - h * (dy - dx * 0.6)), colour, px(2), false);
        g.line(x1, y1, (int) (x1 - h * (dx - dy * 0.6)), (int) (y1 - h * (dy + dx * 0.6)), colour, px(2), false);
    }

    private void machineLine(List<Cell> cells) {
        for (int i = 1; i < cells.size(); i++)
            g.line(cx(cells.get(i - 1)), cy(cells.get(i - 1)), cx(cells.get(i)), cy(cells.get(i)), "#6f7fb8", px(3), true);
        for (Cell c : cells) g.circle(cx(c), cy(c), s / 9, "#ffffff", "#6f7fb8", px(2));
    }

    /** A set of cells outlined a little inside (a cage of a kind of its own), with a label in its first cell. */
    private void area(List<Cell> cells, String colour, String text) {
        java.util.Set<Cell> set = new java.util.HashSet<>(cells);
        outline(set, colour, set);
        if (text != null) label(java.util.Collections.min(cells), text);
    }

    /** A small label in a cell's top left corner (what a machine line follows). */
    private void label(Cell c, String text) {
        String t = text.length() > 12 ? text.substring(0, 11) + "…" : text;
        g.text(left + c.col() * s + px(3), top + c.row() * s + px(10), px(9), false, false, "#44507a", t);
    }

    private static Cell nearest(List<Cell> circle, Cell to) {
        Cell best = circle.get(0);
        for (Cell c : circle)
            if (Math.abs(c.row() - to.row()) + Math.abs(c.col() - to.col()) < Math.abs(best.row() - to.row()) + Math.abs(best.col() - to.col()))
                best = c;
        return best;
    }

    /** The numbers the clues show, as drawn (what a test decoding the picture can find). */
    static List<String> texts(Drawing d) {
        List<String> out = new ArrayList<>();
        for (Clue c : d.variants) {
            if (c instanceof LittleKiller l) out.add(String.valueOf(l.sum()));
            else if (c instanceof Sandwich w) out.add(String.valueOf(w.value()));
            else if (c instanceof XSum x) out.add(String.valueOf(x.value()));
            else if (c instanceof Skyscraper k) out.add(String.valueOf(k.value()));
            else if (c instanceof Quadruple q) out.add(Clues.values(q.values()).replace(",", ""));
            else if (c instanceof XV x) x.marks().forEach(m -> out.add(m.k() == 10 ? "X" : "V"));
            else if (c instanceof DiagonalXV x) x.marks().forEach(m -> out.add(m.k() == 10 ? "X" : "V"));
            else if (c instanceof org.cellwise.rules.HiddenSkyscraper h) out.add("|" + h.value() + "|");
            else if (c instanceof org.cellwise.rules.NumberedRoom r) out.add(String.valueOf(r.value()));
            else if (c instanceof org.cellwise.rules.FullRank r) out.add(rankText(r));
        }
        return out;
    }

    /** "#5" as Sigh's solver shows a rank; "#5=" when lines reading the same may share it. */
    static String rankText(org.cellwise.rules.FullRank r) {
        return "#" + r.rank() + (r.tied() ? "=" : "");
    }
}
