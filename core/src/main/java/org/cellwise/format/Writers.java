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
        };
    }

    /** What of the puzzle did not come back (or came back unasked), named as a person states it: the rule, not its constraints. */
    private static String difference(Puzzle p, Puzzle back, String want, String got) {
        List<String> a = new java.util.ArrayList<>(want.lines().toList()), b = new java.util.ArrayList<>(got.lines().toList());
        List<String> lost = new java.util.ArrayList<>(a);
        for (String x : b) lost.remove(x);
        if (!lost.isEmpty()) return "it cannot state " + describe(p, lost.get(0));
        for (String x : a) b.remove(x);
        return b.isEmpty() ? "it reads back in another way" : "it reads back with " + describe(back, b.get(0)) + " added";
    }

    /** The rule that a signature line comes from, in the words of the Cellwise format. */
    private static String describe(Puzzle p, String line) {
        if (line.startsWith("grids ")) return "the grids (" + p.grids().size() + ")";
        if (line.startsWith("loose ")) return "the cells outside the grids";
        if (line.startsWith("values ")) return "the values " + p.values();
        for (org.cellwise.puzzle.Compiled.Expansion e : p.compiled().expansions())
            for (org.cellwise.constraint.Constraint c : e.constraints()) {
                boolean oneOf = line.startsWith("one of ") && c instanceof org.cellwise.constraint.Scan s && s.cells().length == 1
                        && line.endsWith(" at " + s.cells()[0]);
                if (oneOf || Signature.key(c).equals(line)) return "'" + rule(e.rule()) + "'";
            }
        return "a constraint of the puzzle";
    }

    private static String rule(org.cellwise.rules.Rule r) {
        String s = r instanceof org.cellwise.rules.Clue c ? c.statement() : r.keyword();
        String first = s.lines().findFirst().orElse(r.keyword());
        return first.length() > 60 ? first.substring(0, 57) + "..." : first;
    }
}
