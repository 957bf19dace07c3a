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
        String text = switch (f) {
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
        };
        List<Puzzle> back;
        try {
            back = Formats.readAll(text, "<" + f.id + ">", f);
        } catch (FormatException e) {
            throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name() + ": " + e.getMessage());
        }
        if (back.size() != 1)
            throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name() + ": it reads back as " + back.size() + " puzzles");
        String want = Signature.of(p), got = Signature.of(back.get(0));
        if (!want.equals(got))
            throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name() + ": " + difference(p, back.get(0)));
        return text;
    }

    /**
     * What was meant that did not come back, in a person's words: the canvas, the values, or the first constraint
     * the notation cannot state ("it cannot state cage p, sum 10 on r7c9 r8c8 r8c9"), or what came back unasked.
     */
    private static String difference(Puzzle meant, Puzzle back) {
        if (!meant.grids().equals(back.grids()) || !meant.canvas().loose().equals(back.canvas().loose()))
            return "it cannot state the canvas, " + canvasWords(meant);
        if (!meant.values().equals(back.values())) return "it cannot state the values " + meant.values();
        java.util.Map<String, org.cellwise.constraint.Constraint> theirs = new java.util.HashMap<>();
        for (org.cellwise.constraint.Constraint c : back.constraints()) theirs.put(Signature.key(c), c);
        java.util.Set<String> mine = new java.util.HashSet<>();
        for (org.cellwise.constraint.Constraint c : meant.constraints()) {
            String k = Signature.key(c);
            mine.add(k);
            if (!theirs.containsKey(k)) return "it cannot state " + words(meant, c);
        }
        for (var e : theirs.entrySet()) if (!mine.contains(e.getKey())) return "it would add " + words(back, e.getValue());
        return "the same constraints in another order";
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

    /** The canvas in words: "one 6x6 grid without boxes", "5 grids of 9x9 (A at r1c1, ...)", "20 cells outside any grid". */
    static String canvasWords(Puzzle p) {
        List<org.cellwise.model.Grid> gs = p.grids();
        List<String> parts = new java.util.ArrayList<>();
        if (gs.size() == 1) {
            org.cellwise.model.Grid g = gs.get(0);
            parts.add("one " + g.size() + "x" + g.size() + " grid " + (g.hasBoxes() ? "with boxes of " + g.boxRows() + "x" + g.boxCols()
                    : "without boxes"));
        } else if (!gs.isEmpty()) {
            List<String> at = new java.util.ArrayList<>();
            for (org.cellwise.model.Grid g : gs) at.add(g.name() + " " + g.size() + "x" + g.size() + " at r" + (g.top() + 1) + "c" + (g.left() + 1));
            parts.add(gs.size() + " grids (" + String.join(", ", at) + ")");
        }
        int loose = p.canvas().loose().size();
        if (loose > 0) parts.add(loose + (loose == 1 ? " cell" : " cells") + " outside any grid");
        return parts.isEmpty() ? "no cells" : String.join(" and ", parts);
    }
}
