package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Cell;
import org.cellwise.rules.SumGroup;

/**
 * The {@code kakuro} block of the text format: one line per row, cells separated by spaces. {@code .} is a white
 * cell, {@code x} a black one, and {@code D\A} a black clue cell with the sum of the run below (D) and of the run
 * to its right (A), either may be left out ({@code 23\}, {@code \16}). Each run holds distinct values adding up to
 * its clue; values are 1..9 unless a {@code values} statement says otherwise.
 */
final class Kakuro {
    private static final Pattern CLUE = Pattern.compile("(\\d*)\\\\(\\d*)");

    private Kakuro() {}

    static int read(Spec spec, List<Located> lines, int from, Located header) throws FormatException {
        if (spec.hasCanvas()) throw header.error(spec.source, "'kakuro' draws the whole canvas: it cannot follow 'size' or 'grid'");
        List<List<Located>> rows = new ArrayList<>();
        int i = from;
        while (i < lines.size()) {
            Located l = lines.get(i);
            String t = CellwiseFormat.stripComment(l.text());
            if (t.isBlank()) {
                if (!rows.isEmpty()) break;
                i++;
                continue;
            }
            if (CellwiseFormat.isStatement(t)) break;
            List<Located> row = new ArrayList<>();
            Matcher m = Pattern.compile("\\S+").matcher(t);
            while (m.find()) row.add(new Located(m.group(), l.line(), l.col() + m.start()));
            rows.add(row);
            i++;
        }
        if (rows.isEmpty()) throw header.error(spec.source, "expected the rows of a Kakuro after 'kakuro'");
        int height = rows.size(), width = 0;
        for (List<Located> r : rows) width = Math.max(width, r.size());
        for (List<Located> r : rows)
            if (r.size() != width) {
                Located last = r.get(r.size() - 1);
                throw new FormatException(spec.source, last.line(), last.col() + last.text().length(),
                        "expected " + width + " cells in this row, as in the widest row, found " + r.size());
            }
        boolean[][] inRun = new boolean[height][width];
        int[][] down = new int[height][width], across = new int[height][width];
        boolean[][] white = new boolean[height][width];
        Located[][] at = new Located[height][width];
        for (int r = 0; r < height; r++)
            for (int c = 0; c < rows.get(r).size(); c++) {
                Located tok = rows.get(r).get(c);
                at[r][c] = tok;
                String s = tok.text();
                if (s.equals(".")) {
                    white[r][c] = true;
                    spec.loose.add(new Cell(r, c));
                } else if (!s.equalsIgnoreCase("x")) {
                    Matcher m = CLUE.matcher(s);
                    if (!m.matches())
                        throw tok.error(spec.source, "expected '.', 'x' or a clue like 23\\ , \\16 or 24\\11, found '" + s + "'");
                    down[r][c] = m.group(1).isEmpty() ? 0 : Numbers.parseInt(m.group(1), spec.source, tok.line(), tok.col(), "a clue");
                    across[r][c] = m.group(2).isEmpty() ? 0 : Numbers.parseInt(m.group(2), spec.source, tok.line(), tok.col(), "a clue");
                }
            }
        spec.kind = "kakuro";
        for (int r = 0; r < height; r++)
            for (int c = 0; c < width; c++) {
                if (white[r][c]) {
                    boolean startsAcross = (c == 0 || !white[r][c - 1]) && c + 1 < width && white[r][c + 1];
                    if (startsAcross && (c == 0 || across[r][c - 1] == 0))
                        throw at[r][c].error(spec.source, "the run across from " + new Cell(r, c) + " needs a clue like \\16 to its left");
                    boolean startsDown = (r == 0 || !white[r - 1][c]) && r + 1 < height && white[r + 1][c];
                    if (startsDown && (r == 0 || down[r - 1][c] == 0))
                        throw at[r][c].error(spec.source, "the run down from " + new Cell(r, c) + " needs a clue like 23\\ above it");
                    continue;
                }
                if (across[r][c] > 0) {
                    List<Cell> run = new ArrayList<>();
                    for (int k = c + 1; k < width && white[r][k]; k++) run.add(new Cell(r, k));
                    if (run.isEmpty()) throw at[r][c].error(spec.source, "an across clue needs white cells to its right");
                    for (Cell x : run) inRun[x.row()][x.col()] = true;
                    spec.addRule(new SumGroup("across " + new Cell(r, c), run, across[r][c], true));
                }
                if (down[r][c] > 0) {
                    List<Cell> run = new ArrayList<>();
                    for (int k = r + 1; k < height && white[k][c]; k++) run.add(new Cell(k, c));
                    if (run.isEmpty()) throw at[r][c].error(spec.source, "a down clue needs white cells below it");
                    for (Cell x : run) inRun[x.row()][x.col()] = true;
                    spec.addRule(new SumGroup("down " + new Cell(r, c), run, down[r][c], true));
                }
            }
        if (spec.loose.isEmpty()) throw header.error(spec.source, "the Kakuro has no white cells");
        for (int r = 0; r < height; r++)
            for (int c = 0; c < width; c++)
                if (white[r][c] && !inRun[r][c])
                    throw at[r][c].error(spec.source, "white cell " + new Cell(r, c)
                            + " belongs to no run: give it a clue to its left or above, or make it black ('x')");
        return i;
    }
}
