package org.cellwise.format;

import org.cellwise.rules.SumGroup;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Heading;
import org.cellwise.rules.GreaterThan;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Givens;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * Seed 004's cage-label encoding for KenKen and killer Sudoku: a header {@code #kenken NAME ...} or
 * {@code #killer NAME ...}, then one line per row of comma-separated cage labels. One cell of each cage carries
 * label, target and operation ({@code a16+}, {@code r120*}, {@code f3/}, {@code b1-}); a one-cell cage with no
 * operation is a given ({@code kk3}). KenKen is a Latin square with + − × ÷ cages; killer is a Sudoku with sum
 * cages of distinct values.
 */
public final class CageLabelFormat {
    private static final Pattern TOKEN = Pattern.compile("([A-Za-z]+)(?:(\\d+)([-+*/x×÷−]?))?");

    private CageLabelFormat() {}

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return new Blocks(in, defaultName, "kenken", (lines, name, start) -> {
            String k = Blocks.headerKind(start.text());
            return parse(in.source(), lines, name, start, k == null ? "kenken" : k);
        });
    }

    static Puzzle parse(String source, List<Located> lines, String name, Located start, String kind)
            throws FormatException {
        boolean killer = kind.equals("killer");
        List<List<Located>> rows = new ArrayList<>();
        for (Located l : lines) {
            if (l.text().isBlank() || l.text().strip().startsWith("#")) continue;
            List<Located> row = new ArrayList<>();
            int col = 0;
            for (String part : l.text().split(",", -1)) {
                int lead = part.length() - part.stripLeading().length();
                row.add(new Located(part.strip(), l.line(), col + lead + 1));
                col += part.length() + 1;
            }
            rows.add(row);
        }
        if (rows.isEmpty()) throw start.error(source, "expected rows of comma-separated cage labels");
        // the first row's width is the grid's size: a row too many is reported where it is, not on the first row
        int n = rows.get(0).size();
        if (n > 64) throw rows.get(0).get(64).error(source, "a grid of " + n + " columns is too large (64 at most)");
        if (rows.size() > n)
            throw rows.get(n).get(0).error(source, "expected " + n + " rows (the first row has " + n + " labels), found more");
        if (rows.size() < n) {
            Located last = rows.get(rows.size() - 1).get(0);
            throw new FormatException(source, last.line() + 1, 1, "expected " + n + " rows (the first row has " + n
                    + " labels), found " + rows.size());
        }
        Map<String, List<Cell>> cells = new LinkedHashMap<>();
        Map<String, Located> defs = new LinkedHashMap<>();
        Map<String, long[]> targets = new LinkedHashMap<>();
        Map<String, Arithmetic.Op> ops = new LinkedHashMap<>();
        for (int r = 0; r < n; r++) {
            List<Located> row = rows.get(r);
            if (row.size() != n) {
                Located at = row.get(Math.min(row.size(), n) - 1);
                throw at.error(source, "expected " + n + " labels in this row (as in the first row), found " + row.size());
            }
            for (int c = 0; c < n; c++) {
                Located tok = row.get(c);
                Matcher m = TOKEN.matcher(tok.text());
                if (!m.matches())
                    throw tok.error(source, "expected a cage label like a, a16+, r120*, f3/ or kk3, found '" + tok.text() + "'");
                String label = m.group(1);
                cells.computeIfAbsent(label, x -> new ArrayList<>()).add(new Cell(r, c));
                if (m.group(2) != null) {
                    if (defs.containsKey(label))
                        throw tok.error(source, "cage " + label + " already has its target at line " + defs.get(label).line()
                                + ", column " + defs.get(label).col());
                    defs.put(label, tok);
                    long target = Numbers.parseLong(m.group(2), source, tok.line(), tok.col(), "a target");
                    if (target > Integer.MAX_VALUE)
                        throw tok.error(source, "target " + target + " is out of range (at most " + Integer.MAX_VALUE + ")");
                    targets.put(label, new long[] {target});
                    String op = m.group(3);
                    if (killer && !op.isEmpty() && !op.equals("+"))
                        throw new FormatException(source, tok.line(), tok.col() + m.start(3), killerOp(tok.text(), label + m.group(2), op));
                    ops.put(label, op.isEmpty() ? null : Arithmetic.Op.of(op.charAt(0)));
                }
            }
        }
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup(killer ? "sudoku" : "latin"));
        Map<Cell, Integer> givens = new TreeMap<>();
        ValueRange values = ValueRange.of(n);
        for (Map.Entry<String, List<Cell>> e : cells.entrySet()) {
            String label = e.getKey();
            Located def = defs.get(label);
            if (def == null) {
                Cell first = e.getValue().get(0);
                Located at = rows.get(first.row()).get(first.col());
                throw at.error(source, "cage " + label + " has no cell with its target (like " + label + "12+)");
            }
            long target = targets.get(label)[0];
            Arithmetic.Op op = ops.get(label);
            List<Cell> cs = e.getValue();
            try {
                if (op == null && cs.size() == 1 && !killer) {
                    if (!values.contains((int) target))
                        throw def.error(source, "given " + target + " is outside the values " + values);
                    rules.add(new LabelledGiven(label, cs.get(0), (int) target));
                } else if (killer) {
                    rules.add(new KillerCage(label, cs, (int) target));
                } else {
                    if (op == null)
                        throw def.error(source, "cage " + label + " has " + cs.size() + " cells: expected an operation (+ - * /) after " + target);
                    rules.add(new ArithmeticCage(label, cs, op, (int) target));
                }
            } catch (IllegalArgumentException ex) {
                throw def.error(source, ex.getMessage());
            }
        }
        if (!givens.isEmpty()) rules.add(new Givens(givens));
        int[] box = Grid.defaultBox(n);
        Grid grid = killer ? new Grid("main", 0, 0, n, box[0], box[1]) : new Grid("main", 0, 0, n, 0, 0);
        try {
            return Puzzle.builder().name(name).kind(kind).grid(grid).values(values).rules(rules).build();
        } catch (IllegalArgumentException ex) {
            throw start.error(source, ex.getMessage());
        }
    }

    /** A killer cage's target with an operation (a typed 6x reads as a product): where, and what to write. */
    static String killerOp(String typed, String plain, String op) {
        return "killer cages add up: '" + typed + "' has the operation '" + op + "', which would make a KenKen cage; write " + plain
                + " (or " + plain + "+)";
    }

    /**
     * The puzzle in this encoding: its KenKen or killer cages, and its givens as one-cell cages. The target sits
     * in each cage's first cell, row by row, as in seed 004.
     */
    public static String write(Puzzle p) {
        if (p.grids().size() != 1) throw new IllegalArgumentException("the cage-label encoding holds one grid");
        int n = p.grids().get(0).side("the cage-label encoding");
        String[][] tokens = new String[n][n];
        Set<String> used = new HashSet<>();
        boolean[] killer = {p.kind().equals("killer")};
        Map<Cell, Integer> givens = new TreeMap<>();
        Rule.Cases<Void> cage = new Rule.Cases<>() {
            private Void put(String label, List<Cell> cs, String def) {
                used.add(label);
                Cell first = cs.stream().min(Cell::compareTo).orElseThrow();
                for (Cell c : cs) tokens[c.row()][c.col()] = c.equals(first) ? label + def : label;
                return null;
            }

            @Override
            public Void killerCage(KillerCage k) {
                killer[0] = true;
                return put(k.label(), k.cells(), k.sum() + "+");
            }

            @Override
            public Void arithmeticCage(ArithmeticCage a) {
                return put(a.label(), a.cells(), a.target() + String.valueOf(a.op().symbol));
            }

            @Override
            public Void labelledGiven(LabelledGiven g) {
                return put(g.label(), List.of(g.cell()), String.valueOf(g.value()));
            }

            @Override
            public Void givens(Givens g) {
                givens.putAll(g.values());
                return null;
            }

            @Override
            public Void flag(Rule r) {
                return null; // rows, columns and boxes follow from the header; the read-back check catches others
            }

            private Void cannot(Rule r) {
                throw new IllegalArgumentException("the cage-label encoding cannot hold rule '" + r.keyword() + "'");
            }

            @Override
            public Void sumGroup(SumGroup g) {
                return cannot(g);
            }

            @Override
            public Void multiSumCage(org.cellwise.rules.MultiSumCage m) {
                // a cell carries one target: "a10|19" would read back as something else
                throw new IllegalArgumentException("the cage-label encoding gives a cage one sum, not several (cage " + m.label()
                        + " " + m.target() + "): write it as .cw or an f-puzzles link");
            }

            @Override
            public Void clue(org.cellwise.rules.Clue c) {
                return cannot(c);
            }

            @Override
            public Void heading(Heading h) {
                return cannot(h);
            }

            @Override
            public Void either(org.cellwise.rules.Either e) {
                return cannot(e);
            }

            @Override
            public Void greaterThan(GreaterThan g) {
                return cannot(g);
            }

            @Override
            public Void regions(Regions r) {
                return cannot(r);
            }

            @Override
            public Void custom(Rule r) {
                return cannot(r);
            }
        };
        for (Rule r : p.rules()) r.accept(cage);
        int next = 0;
        for (Map.Entry<Cell, Integer> e : givens.entrySet()) {
            String label;
            do label = label(next++); while (used.contains(label));
            used.add(label);
            tokens[e.getKey().row()][e.getKey().col()] = label + e.getValue();
        }
        StringBuilder sb = new StringBuilder("#" + (killer[0] ? "killer" : "kenken") + " " + Blocks.title(p.name()) + "\n");
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (tokens[r][c] == null) throw new IllegalArgumentException("cell " + new Cell(r, c) + " is in no cage");
                sb.append(c > 0 ? "," : "").append(tokens[r][c]);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** a..z, then aa..zz, then aaa.. */
    private static String label(int i) {
        StringBuilder sb = new StringBuilder();
        int len = 1, span = 26;
        while (i >= span) {
            i -= span;
            len++;
            span *= 26;
        }
        for (int k = 0; k < len; k++) {
            sb.append((char) ('a' + i % 26));
            i /= 26;
        }
        return "g" + sb.reverse();
    }
}
