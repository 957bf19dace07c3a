package org.cellwise.format;

import org.cellwise.puzzle.Puzzle;

/**
 * f-puzzles puzzles: the JSON, its link ({@code https://www.f-puzzles.com/?load=} + lz-string base64 of the JSON),
 * the bare compressed string, and SudokuPad's {@code /fpuzzles} links; one puzzle per line. The parts: the
 * transport ({@link FPuzzlesLink}: the link's text, repair, bounds), the table of f-puzzles' elements
 * ({@link FPuzzlesElements}), the reader ({@link FPuzzlesReader}) and the writer ({@link FPuzzlesWriter}). Every
 * element f-puzzles knows is read into a rule, kept as a drawing, or refused with its name.
 */
public final class FPuzzles {
    public static final String FPUZZLES_LINK = FPuzzlesLink.FPUZZLES, SUDOKUPAD_LINK = FPuzzlesLink.SUDOKUPAD;

    private FPuzzles() {}

    /** Whether a line holds an f-puzzles link, a SudokuPad f-puzzles link, or a bare compressed f-puzzles string. */
    static boolean looks(String line) {
        return FPuzzlesLink.looks(line);
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return Formats.perLine(in, defaultName, FPuzzles::read);
    }

    static Puzzle read(String line, String source, int lineNo, String defaultName) throws FormatException {
        return FPuzzlesReader.read(line, source, lineNo, defaultName);
    }

    /**
     * What a link to the puzzle carries that f-puzzles and SudokuPad cannot show, one warning each: a rule written in
     * clingo's notation or an 'either' block travels in the link's {@code cellwise} field, which only Cellwise reads.
     */
    public static java.util.List<String> unshown(Puzzle p) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (org.cellwise.rules.Rule r : new java.util.LinkedHashSet<>(p.rules()))
            if (r instanceof org.cellwise.rules.AspRule a)
                out.add("f-puzzles and SudokuPad cannot show the rule `" + a.text() + "`" + (a.facts().isEmpty() ? "" : " or its "
                        + a.facts().size() + (a.facts().size() == 1 ? " fact" : " facts")) + ": the link keeps it in its cellwise field, which only Cellwise reads");
            else if (r instanceof org.cellwise.rules.Either)
                out.add("f-puzzles and SudokuPad cannot show an 'either' block (at least one of its branches holds): the link keeps"
                        + " it in its cellwise field, which only Cellwise reads");
        return out;
    }

    /** The SudokuPad form of an f-puzzles link: the same compressed string after SudokuPad's path. */
    public static String sudokuPadForm(String fpuzzlesLink) {
        return FPuzzlesLink.sudokuPadForm(fpuzzlesLink);
    }

    /**
     * The drawings a puzzle keeps (from any format) that lie on no clue Cellwise read, counted by their f-puzzles
     * element ({@code line}, {@code circle}, {@code rectangle}, {@code text}, {@code cage}, {@code cell} for a cell's
     * colour): what {@link Puzzle#warnings()} says in words.
     */
    public static java.util.Map<String, Integer> drawingsWithNoRule(Puzzle p) {
        return Drawings.unexplained(p.metadata().drawings(), p.rules());
    }

    /** The f-puzzles link of a puzzle. */
    public static String link(Puzzle p) {
        return FPuzzlesLink.link(write(p));
    }

    /** The SudokuPad link of a puzzle (SudokuPad reads f-puzzles' JSON after its {@code /fpuzzles} path). */
    public static String sudokuPad(Puzzle p) {
        return sudokuPadForm(link(p));
    }

    /**
     * The f-puzzles JSON of a puzzle on one square grid of values 1..N; an {@link IllegalArgumentException} saying
     * why for a puzzle no f-puzzles puzzle can be.
     */
    public static String write(Puzzle p) {
        return FPuzzlesWriter.write(p);
    }
}
