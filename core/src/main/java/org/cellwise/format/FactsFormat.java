package org.cellwise.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.SumGroup;

/**
 * Seed 000's answer-set facts, read as its appendix has them: {@code c(5,2,4).} gives grid c the value 4 at X=5,
 * Y=2, and {@code sa(1,4,1,5,2,5,9).} says cells (1,4), (1,5), (2,5) of grid a add up to 9 (values may repeat).
 * X counts columns from the left and Y rows from the bottom, 1..5. Five 5×5 Latin squares A B / E / C D sit on an
 * 11×11 canvas, E sharing a 2×2 corner with each of the others. Everything else in the text (comments after
 * {@code %}, rules, {@code #domain} lines) is the seed's program and is passed over.
 */
public final class FactsFormat {
    private static final Pattern FACT = Pattern.compile("(s?)([a-e])\\s*\\(([^()]*)\\)");
    /** Top-left canvas corner (row, col) of grids a..e. */
    private static final int[][] ORIGIN = {{0, 0}, {0, 6}, {6, 0}, {6, 6}, {3, 3}};
    private static final int SIZE = 5;

    private FactsFormat() {}

    /** An ASP fact or rule, such as {@code number(1..5).} or {@code c(5,2,4).}: the start of seed 000's appendix. */
    static boolean looks(String line) {
        return ASP_STATEMENT.matcher(line.strip()).matches();
    }

    /** Another predicate of the seed's program, such as {@code number(1..5)}: read past. */
    private static final Pattern OTHER_ATOM = Pattern.compile("[a-z][A-Za-z0-9_]*(\\s*\\(.*\\))?");
    private static final Pattern ASP_STATEMENT = Pattern.compile("[a-z][A-Za-z0-9_]*\\s*\\(.*\\)\\s*\\.(\\s.*)?|:-.*");

    public static PuzzleReader reader(LineInput in, String defaultName) {
        boolean[] done = {false};
        return () -> {
            if (done[0]) return null;
            done[0] = true;
            // detection may have consumed leading comment lines: keep the real line numbers
            List<String> lines = new ArrayList<>();
            String l;
            int first = -1;
            while ((l = in.next()) != null) {
                if (first < 0) first = in.lineNo();
                lines.add(l);
            }
            boolean empty = lines.stream().allMatch(x -> x.isBlank() || x.strip().startsWith("%"));
            return empty ? null : parse(in.source(), lines, defaultName, Math.max(first, 1));
        };
    }

    /** Canvas cell of grid g (0..4 for a..e) at X (column from the left) and Y (row from the bottom). */
    static Cell cell(int g, int x, int y) {
        return new Cell(ORIGIN[g][0] + SIZE - y, ORIGIN[g][1] + x - 1);
    }

    static Puzzle parse(String source, List<String> lines, String name, int firstLine) throws FormatException {
        Map<Cell, Integer> givens = new TreeMap<>();
        Map<Cell, Located> givenAt = new TreeMap<>();
        List<Rule> groups = new ArrayList<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        // statements end with '.', except inside ranges like 1..5; '%' comments run to the end of the line
        StringBuilder stmt = new StringBuilder();
        int stmtLine = 0, stmtCol = 0;
        for (int ln = 0; ln < lines.size(); ln++) {
            String line = lines.get(ln);
            int pct = line.indexOf('%');
            if (pct >= 0) line = line.substring(0, pct);
            for (int i = 0; i < line.length(); i++) {
                char ch = line.charAt(i);
                if (stmt.length() == 0) {
                    if (Character.isWhitespace(ch)) continue;
                    stmtLine = firstLine + ln;
                    stmtCol = i + 1;
                }
                boolean range = ch == '.' && ((i + 1 < line.length() && line.charAt(i + 1) == '.')
                        || (i > 0 && line.charAt(i - 1) == '.'));
                if (ch == '.' && !range) {
                    fact(source, stmt.toString().strip(), new Located("", stmtLine, stmtCol), givens, givenAt, groups, seen);
                    stmt.setLength(0);
                } else {
                    stmt.append(ch);
                }
            }
            if (stmt.length() > 0) stmt.append(' ');
        }
        if (!stmt.toString().isBlank())
            throw new FormatException(source, stmtLine, stmtCol, "expected '.' at the end of this fact");
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("latin"));
        rules.addAll(groups);
        if (!givens.isEmpty()) rules.add(new Givens(givens));
        Puzzle.Builder b = Puzzle.builder().name(name).kind("facts").values(new ValueRange(1, SIZE)).rules(rules);
        for (int g : new int[] {0, 1, 4, 2, 3})
            b.grid(new Grid(String.valueOf((char) ('A' + g)), ORIGIN[g][0], ORIGIN[g][1], SIZE, 0, 0));
        return b.build();
    }

    private static void fact(String source, String s, Located at, Map<Cell, Integer> givens, Map<Cell, Located> givenAt,
            List<Rule> groups, Map<String, Integer> seen) throws FormatException {
        if (s.isEmpty() || s.contains(":-") || s.contains("{") || s.startsWith("#")) return; // the seed's rules and directives
        Matcher m = FACT.matcher(s);
        if (!m.matches()) {
            // another predicate of the seed's program (number, first...), but never a broken fact of the puzzle
            if (OTHER_ATOM.matcher(s).matches() && !s.matches("s?[a-e]\\b.*")) return;
            throw at.error(source, "expected a fact like c(5,2,4). or sa(1,4,1,5,2,5,9)., found " + Messages.quote(s));
        }
        String[] parts = m.group(3).split(",");
        int[] args = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i].strip();
            if (!Numbers.isInteger(part)) {
                if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) return; // a rule's head
                throw at.error(source, "expected whole numbers in " + s + ", found " + Messages.quote(part));
            }
            args[i] = Numbers.parseInt(part, source, at.line(), at.col(), "a number");
        }
        int g = m.group(2).charAt(0) - 'a';
        if (m.group(1).isEmpty()) {
            if (args.length != 3) throw at.error(source, "expected " + m.group(2) + "(X,Y,VALUE), found " + args.length + " arguments");
            checkXY(source, at, s, args[0], args[1]);
            if (args[2] < 1 || args[2] > SIZE) throw at.error(source, "expected a value 1-" + SIZE + " in " + s + ", found " + args[2]);
            Cell c = cell(g, args[0], args[1]);
            Integer old = givens.put(c, args[2]);
            if (old != null && old != args[2])
                throw at.error(source, s + " gives " + c + " the value " + args[2] + " but line " + givenAt.get(c).line() + " gave " + old);
            givenAt.putIfAbsent(c, at);
        } else {
            if (args.length < 3 || args.length % 2 == 0)
                throw at.error(source, "expected s" + m.group(2) + "(X1,Y1,...,XN,YN,SUM), found " + args.length + " arguments");
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i + 1 < args.length; i += 2) {
                checkXY(source, at, s, args[i], args[i + 1]);
                cells.add(cell(g, args[i], args[i + 1]));
            }
            String label = s.replaceAll("\\s+", "");
            int n = seen.merge(label, 1, Integer::sum);
            try {
                groups.add(new SumGroup(n == 1 ? label : label + "#" + n, cells, args[args.length - 1], false));
            } catch (IllegalArgumentException e) {
                throw at.error(source, e.getMessage());
            }
        }
    }

    private static void checkXY(String source, Located at, String s, int x, int y) throws FormatException {
        if (x < 1 || x > SIZE || y < 1 || y > SIZE)
            throw at.error(source, "expected X and Y from 1 to " + SIZE + " in " + s + ", found " + x + "," + y);
    }

    /** Seed 000's facts: a given per {@code c(X,Y,V).}, a sum group per {@code sa(X1,Y1,...,SUM).} */
    public static String write(Puzzle p) {
        StringBuilder sb = new StringBuilder("% ").append(p.name().replace('\n', ' ')).append(": seed 000's facts, written by Cellwise\n");
        for (org.cellwise.constraint.Fixed f : p.compiled().givens()) {
            Cell c = p.cells().get(f.cell());
            int g = gridOf(List.of(c));
            sb.append((char) ('a' + g)).append('(').append(c.col() - ORIGIN[g][1] + 1).append(',')
                    .append(ORIGIN[g][0] + SIZE - c.row()).append(',').append(f.value()).append(").\n");
        }
        for (Rule r : p.rules()) {
            if (!(r instanceof SumGroup s)) continue;
            int g = gridOf(s.cells());
            sb.append('s').append((char) ('a' + g)).append('(');
            for (Cell c : s.cells())
                sb.append(c.col() - ORIGIN[g][1] + 1).append(',').append(ORIGIN[g][0] + SIZE - c.row()).append(',');
            sb.append(s.sum()).append(").\n");
        }
        return sb.toString();
    }

    /** The first of grids a..e holding every one of the cells. */
    private static int gridOf(List<Cell> cells) {
        for (int g = 0; g < ORIGIN.length; g++) {
            boolean all = true;
            for (Cell c : cells)
                all &= c.row() >= ORIGIN[g][0] && c.row() < ORIGIN[g][0] + SIZE && c.col() >= ORIGIN[g][1] && c.col() < ORIGIN[g][1] + SIZE;
            if (all) return g;
        }
        List<String> names = cells.stream().map(Cell::toString).toList();
        throw new IllegalArgumentException((cells.size() == 1 ? "cell " + names.get(0) + " does not" : "cells " + String.join(" ", names)
                + " do not") + " lie in one of seed 000's five grids");
    }
}
