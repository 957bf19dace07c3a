package org.cellwise.format;

import java.util.ArrayList;
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
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/**
 * Seed 003's Sujiko: {@code #sujiko NAME}, a line of the four circle sums, then clues {@code Pn,v} (position 0-8,
 * value). A 3×3 grid holds 1..9 once each; each circle is the sum of the four cells around it.
 */
public final class SujikoFormat {
    private static final Pattern CLUE = Pattern.compile("[Pp](\\d+)\\s*,\\s*(-?\\d+)");
    /** The cells around circles A, B, C, D, as positions 0-8. */
    static final int[][] CIRCLES = {{0, 1, 3, 4}, {1, 2, 4, 5}, {3, 4, 6, 7}, {4, 5, 7, 8}};

    private SujikoFormat() {}

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return new Blocks(in, defaultName, "sujiko", (lines, name, start) -> parse(in.source(), lines, name, start));
    }

    static Puzzle parse(String source, List<Located> lines, String name, Located start) throws FormatException {
        int[] sums = null;
        Map<Cell, Integer> givens = new TreeMap<>();
        for (Located l : lines) {
            String t = l.text().strip();
            if (t.isEmpty() || t.startsWith("#")) continue;
            int col = l.text().indexOf(t) + 1;
            if (sums == null) {
                String[] parts = t.split("\\s*,\\s*");
                if (parts.length != 4)
                    throw new FormatException(source, l.line(), col, "expected the four circle sums (like 25,13,22,17), found "
                            + parts.length + " values");
                sums = new int[4];
                for (int i = 0; i < 4; i++) {
                    sums[i] = Numbers.parseInt(parts[i], source, l.line(), col, "a circle sum");
                }
                continue;
            }
            Matcher m = CLUE.matcher(t);
            if (!m.matches()) throw new FormatException(source, l.line(), col, "expected a clue like P8,6, found '" + t + "'");
            long pos = Numbers.parseLong(m.group(1), source, l.line(), col + 1, "a position");
            long v = Numbers.parseLong(m.group(2), source, l.line(), col + m.start(2), "a value");
            if (pos > 8) throw new FormatException(source, l.line(), col + 1, "expected a position 0-8, found " + pos);
            if (v < 1 || v > 9) throw new FormatException(source, l.line(), m.start(2) + col, "expected a value 1-9, found " + v);
            Cell cell = new Cell((int) pos / 3, (int) pos % 3);
            Integer was = givens.put(cell, (int) v);
            if (was != null && was != v)
                throw new FormatException(source, l.line(), col, "position " + pos + " is given " + v + " here but " + was + " before");
        }
        if (sums == null) throw start.error(source, "expected a line of four circle sums after the header");
        Grid grid = new Grid("main", 0, 0, 3, 0, 0);
        List<Rule> rules = new ArrayList<>();
        rules.add(new Regions(Map.of("all", grid.cells())));
        String[] names = {"A", "B", "C", "D"};
        for (int i = 0; i < 4; i++) {
            List<Cell> cs = new ArrayList<>();
            for (int pos : CIRCLES[i]) cs.add(new Cell(pos / 3, pos % 3));
            rules.add(new SumGroup("circle " + names[i], cs, sums[i], false));
        }
        if (!givens.isEmpty()) rules.add(new Givens(givens));
        return Puzzle.builder().name(name).kind("sujiko").grid(grid).values(new ValueRange(1, 9)).rules(rules).build();
    }

    /** The {@code #sujiko} block: the four circle sums, then a clue per given. */
    public static String write(Puzzle p) {
        int[] sums = new int[4];
        int found = 0;
        for (Rule r : p.rules()) {
            if (r instanceof SumGroup g && g.label().startsWith("circle ") && g.label().length() == 8) {
                int i = g.label().charAt(7) - 'A';
                if (i >= 0 && i < 4) {
                    sums[i] = g.sum();
                    found++;
                }
            }
        }
        if (found != 4) throw new IllegalArgumentException("a Sujiko has four circles, A to D");
        StringBuilder sb = new StringBuilder("#sujiko ").append(p.name().replaceAll("\\s+", "_")).append('\n');
        sb.append(sums[0]).append(',').append(sums[1]).append(',').append(sums[2]).append(',').append(sums[3]).append('\n');
        for (org.cellwise.constraint.Fixed f : p.compiled().givens()) {
            Cell c = p.cells().get(f.cell());
            sb.append('P').append(c.row() * 3 + c.col()).append(',').append(f.value()).append('\n');
        }
        return sb.toString();
    }
}
