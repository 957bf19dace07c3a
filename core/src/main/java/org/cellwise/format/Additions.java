package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.RuleCatalog;

/**
 * Rules and clues added to a puzzle as it is read ({@code --with knightmare}, {@code --with "taxicab 4"}): a link
 * cannot state every rule (f-puzzles has no element for a knightmare or a taxicab rule), so the rest is said beside
 * it, one {@code .cw} line each. A bare rule keyword stands for {@code rules KEYWORD}.
 */
public final class Additions {
    /** Where an added line's errors point: the n-th {@code --with}. */
    public static final String SOURCE = "--with";

    /** The statements followed by rows of a map, which one line cannot hold. */
    private static final java.util.Set<String> BLOCKS = java.util.Set.of("givens", "regions", "cages", "kakuro");

    private Additions() {}

    /** Where the first control character other than a tab stands, or -1. */
    private static int firstControl(String l) {
        for (int i = 0; i < l.length(); i++) if (Character.isISOControl(l.charAt(i)) && l.charAt(i) != '\t') return i;
        return -1;
    }

    public static Puzzle add(Puzzle p, List<String> lines) throws FormatException {
        if (lines.isEmpty()) return p;
        String base;
        try {
            base = Writers.write(p, Format.CELLWISE);
        } catch (IllegalArgumentException e) {
            // the lines are added to the puzzle's .cw text: a puzzle that text cannot hold cannot take them
            throw new FormatException(SOURCE, 1, 1, "cannot add to " + p.name() + ": " + e.getMessage());
        }
        if (!base.endsWith("\n")) base += "\n";
        int before = Lines.of(base).size();
        StringBuilder text = new StringBuilder(base);
        List<Integer> shift = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            // the reader breaks lines at \r as well as \n: a second line would be read as part of the puzzle, or after it
            int broken = firstControl(l);
            if (l.isEmpty() || broken >= 0) throw new FormatException(SOURCE, i + 1, broken >= 0 ? broken + 1 : 1,
                    "expected one rule or clue on one line, as a .cw line (knightmare, \"taxicab 4\", \"cage 10|19 r1c1 r1c2\")");
            // a comment or a header would add nothing, or start another puzzle that no command reads: never what was meant
            if (l.startsWith("#")) throw new FormatException(SOURCE, i + 1, 1, "expected a rule or clue, found "
                    + Messages.quote(l) + " (a comment or a puzzle header adds nothing to the puzzle)");
            String word = l.split("[ \t]", 2)[0];
            if (BLOCKS.contains(word.toLowerCase(java.util.Locale.ROOT))) throw new FormatException(SOURCE, i + 1, 1, "'" + word
                    + "' is followed by rows of a map, which --with cannot hold: give each as one line instead (region, cage, r1c1 = 5)");
            boolean keyword = word.equals(l) && RuleCatalog.lookup(l) != null;
            if (word.equals(l) && !keyword) throw new FormatException(SOURCE, i + 1, 1, CellwiseFormat.unknownRule(l));
            text.append(keyword ? "rules " : "").append(l).append('\n');
            shift.add(keyword ? "rules ".length() : 0);
        }
        Puzzle q;
        try {
            List<Puzzle> read = Formats.readAll(text.toString(), SOURCE, Format.CELLWISE);
            q = read.get(0);
        } catch (FormatException e) {
            // the same line may fit one puzzle of a file and not the next (r9c9 on a 6x6): say which
            String detail = e.detail() + " (adding to " + Messages.quote(p.name()) + ")";
            if (e.line() <= before) throw new FormatException(SOURCE, 1, 1, detail);
            int i = e.line() - before - 1;
            throw new FormatException(SOURCE, i + 1, Math.max(1, e.column() - shift.get(i)), detail);
        }
        // read back, the puzzle's warnings are those of the rules it now has (a named rule added says nothing more)
        q = q.withName(p.name());
        return p.origin() == null ? q : q.at(p.origin());
    }
}
