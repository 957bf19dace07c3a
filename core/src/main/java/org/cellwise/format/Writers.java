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
            throw new IllegalArgumentException("the " + f.id + " format cannot hold " + p.name()
                    + ": its rules or canvas do not fit that notation (" + difference(want, got) + ")");
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
        };
    }

    /** The first line of what was meant that did not come back, or of what came back unasked. */
    private static String difference(String want, String got) {
        List<String> a = new java.util.ArrayList<>(want.lines().toList()), b = new java.util.ArrayList<>(got.lines().toList());
        List<String> lost = new java.util.ArrayList<>(a);
        for (String x : b) lost.remove(x);
        if (!lost.isEmpty()) return "lost: " + lost.get(0);
        for (String x : a) b.remove(x);
        return b.isEmpty() ? "the same constraints in another order" : "added: " + b.get(0);
    }
}
