package org.cellwise.format;

import java.util.List;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;

/**
 * Writes a puzzle in any format Cellwise reads. Every writer's output is read back before it is handed out: a
 * format that cannot hold the puzzle (anti-knight in the line format, a second grid in the cage labels) is an
 * {@link IllegalArgumentException} saying so, never a file that means something else.
 */
public final class Writers {
    private Writers() {}

    public static String write(Puzzle p, Format f) {
        String text;
        try {
            text = notation(p, f);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            // a writer that met a shape it has no words for (no grid, loose cells): the format cannot hold it
            throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name() + ": its canvas or rules have no "
                    + "form in that notation");
        }
        List<Puzzle> back;
        try {
            back = Formats.readAll(text, "<" + f.id + ">", f);
        } catch (FormatException e) {
            throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name() + ": " + e.getMessage());
        }
        if (back.size() != 1) throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name());
        String want = Signature.of(p), got = Signature.of(back.get(0));
        if (!want.equals(got))
            throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name() + ": " + difference(p, back.get(0), want, got));
        return text;
    }

    /** The text of the puzzle in one notation, before it is read back. */
    private static String notation(Puzzle p, Format f) {
        return switch (f) {
            case CELLWISE -> CellwiseWriter.write(p);
            case JSON -> JsonWriter.write(p) + "\n";
            case LINE -> LineFormat.write(p) + "\n";
            case GRID -> GridTextFormat.write(p);
            case CAGES -> CageLabelFormat.write(p);
            case SUJIKO -> SujikoFormat.write(p);
            case HEADER -> HeaderListFormat.write(p, null) + "\n";
            case FACTS -> FactsFormat.write(p);
            case FPUZZLES -> FPuzzles.link(p) + "\n";
            case SCL -> SudokuPad.link(p) + "\n";
            case PUZZLINK -> PuzzLink.write(p) + "\n";
            case TSV -> TsvFormat.write(p);
        };
    }

    /** The canvas in words: "one 6x6 grid without boxes", "5 grids of 9x9 (A at r1c1, ...)", "20 cells outside any grid". */
    static String canvasWords(Puzzle p) {
        List<org.cellwise.model.Grid> gs = p.grids();
        List<String> parts = new java.util.ArrayList<>();
        if (gs.size() == 1) {
            org.cellwise.model.Grid g = gs.get(0);
            parts.add("one " + org.cellwise.model.Grid.shape(g.rows(), g.cols()) + " grid " + (g.hasBoxes() ? "with boxes of " + g.boxRows() + "x" + g.boxCols()
                    : "without boxes"));
        } else if (!gs.isEmpty()) {
            List<String> at = new java.util.ArrayList<>();
            for (org.cellwise.model.Grid g : gs) at.add(g.name() + " " + org.cellwise.model.Grid.shape(g.rows(), g.cols()) + " at r" + (g.top() + 1) + "c" + (g.left() + 1));
            parts.add(gs.size() + " grids (" + String.join(", ", at) + ")");
        }
        int loose = p.canvas().loose().size();
        if (loose > 0) parts.add(loose + (loose == 1 ? " cell" : " cells") + " outside any grid");
        return parts.isEmpty() ? "no cells" : String.join(" and ", parts);
    }

    /** What of the puzzle did not come back (or came back unasked), named as a person states it: the rule, not its constraints. */
    private static String difference(Puzzle p, Puzzle back, String want, String got) {
        List<String> a = new java.util.ArrayList<>(Lines.of(want)), b = new java.util.ArrayList<>(Lines.of(got));
        List<String> lost = new java.util.ArrayList<>(a);
        for (String x : b) lost.remove(x);
        if (!lost.isEmpty()) return "it cannot state " + describe(p, lost.get(0));
        for (String x : a) b.remove(x);
        return b.isEmpty() ? "it reads back in another way" : "it reads back with " + describe(back, b.get(0)) + " added";
    }

    /** The rule that a signature line comes from, in the words of the Cellwise format. */
    private static String describe(Puzzle p, String line) {
        if (line.startsWith("grids ") || line.startsWith("loose ")) return "the canvas, " + canvasWords(p);
        if (line.startsWith("values ")) return "the values " + p.values();
        for (org.cellwise.puzzle.Compiled.Expansion e : p.compiled().expansions())
            for (org.cellwise.constraint.Constraint c : e.constraints()) {
                boolean oneOf = line.startsWith("one of ") && c instanceof org.cellwise.constraint.Scan s && s.cells().length == 1
                        && line.endsWith(" at " + s.cells()[0]);
                if (oneOf || Signature.key(c).equals(line))
                    return e.rule() instanceof org.cellwise.rules.Clue ? "'" + rule(e.rule()) + "'" : words(p, c);
            }
        return "a constraint of the puzzle";
    }

    /** A constraint as the check report names it, with its cells: "cage p, sum 10 on r7c9 r8c8 r8c9". */
    private static String words(Puzzle p, org.cellwise.constraint.Constraint c) {
        StringBuilder cells = new StringBuilder();
        int[] cs = c.cells();
        for (int i = 0; i < Math.min(cs.length, 12); i++) cells.append(i == 0 ? "" : " ").append(p.canvas().name(cs[i]));
        if (cs.length > 12) cells.append(" and ").append(cs.length - 12).append(" more");
        String what = c instanceof org.cellwise.constraint.Sum s ? "sum " + s.target() + (s.distinct() ? ", all different" : "")
                : c instanceof org.cellwise.constraint.Arithmetic a ? a.target() + String.valueOf(a.op().symbol)
                : c instanceof org.cellwise.constraint.Fixed f ? "given " + f.value()
                : null;
        String name = c.name();
        // a sum group is named by its label alone ("#1", "A"): say what it is
        if (c instanceof org.cellwise.constraint.Sum && !name.contains(" ")) name = "sum group " + name;
        boolean named = cs.length > 0 && name.contains(p.canvas().name(cs[0]));
        return name + (what == null || name.contains(what) ? "" : ", " + what) + (cs.length == 0 || named ? "" : " (" + cells + ")");
    }

    private static String rule(org.cellwise.rules.Rule r) {
        String s = r instanceof org.cellwise.rules.Clue c ? c.statement() : r.keyword();
        List<String> lines = Lines.of(s);
        String first = lines.isEmpty() ? r.keyword() : lines.get(0);
        return first.length() > 60 ? first.substring(0, 57) + "..." : first;
    }
}
