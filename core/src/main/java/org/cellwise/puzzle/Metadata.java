package org.cellwise.puzzle;

import java.util.List;

/**
 * What a puzzle says besides its rules: who set it, the setter's rules text (words for people, which Cellwise does
 * not read), and drawings that carry no rule Cellwise knows (f-puzzles' lines, circles, rectangles, text, cages
 * without a sum and cell colours), kept so that a puzzle written back loses none of them. {@code warnings} says what
 * of the drawings Cellwise could not give a meaning; an answer to such a puzzle repeats them.
 */
public record Metadata(String author, String rulesText, List<Drawing> drawings, List<String> warnings) {
    public static final Metadata NONE = new Metadata("", "", List.of(), List.of());

    public Metadata {
        author = author == null ? "" : author;
        rulesText = rulesText == null ? "" : rulesText;
        // in one order (by element, then text), as the writers put them: a puzzle read back keeps equal metadata
        drawings = drawings.stream().sorted(java.util.Comparator.comparing(Drawing::element).thenComparing(Drawing::json)).toList();
        warnings = List.copyOf(warnings);
    }

    /**
     * One drawing as f-puzzles states it: its element ({@code line}, {@code text}, {@code circle},
     * {@code rectangle}, {@code cage}, or {@code cell} for a cell's own colour) and the JSON of its entry.
     */
    public record Drawing(String element, String json) {}

    public boolean isEmpty() {
        return author.isEmpty() && rulesText.isEmpty() && drawings.isEmpty();
    }

    public Metadata withAuthor(String a) {
        return new Metadata(a, rulesText, drawings, warnings);
    }

    public Metadata withRulesText(String t) {
        return new Metadata(author, t, drawings, warnings);
    }

    public Metadata withDrawings(List<Drawing> d, List<String> w) {
        return new Metadata(author, rulesText, d, w);
    }
}
