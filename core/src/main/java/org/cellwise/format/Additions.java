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

    private Additions() {}

    public static Puzzle add(Puzzle p, List<String> lines) throws FormatException {
        if (lines.isEmpty()) return p;
        String base = Writers.write(p, Format.CELLWISE);
        if (!base.endsWith("\n")) base += "\n";
        int before = (int) base.lines().count();
        StringBuilder text = new StringBuilder(base);
        List<Integer> shift = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            if (l.isEmpty() || l.contains("\n")) throw new FormatException(SOURCE, i + 1, 1, "expected one rule or clue, as a .cw line ("
                    + "knightmare, \"taxicab 4\", \"cage 10|19 r1c1 r1c2\")");
            boolean keyword = !l.contains(" ") && RuleCatalog.lookup(l) != null;
            if (!l.contains(" ") && !keyword) throw new FormatException(SOURCE, i + 1, 1, CellwiseFormat.unknownRule(l));
            text.append(keyword ? "rules " : "").append(l).append('\n');
            shift.add(keyword ? "rules ".length() : 0);
        }
        Puzzle q;
        try {
            List<Puzzle> read = Formats.readAll(text.toString(), SOURCE, Format.CELLWISE);
            q = read.get(0);
        } catch (FormatException e) {
            if (e.line() <= before) throw new FormatException(SOURCE, 1, 1, e.detail());
            int i = e.line() - before - 1;
            throw new FormatException(SOURCE, i + 1, Math.max(1, e.column() - shift.get(i)), e.detail());
        }
        // read back, the puzzle's warnings are those of the rules it now has (a named rule added says nothing more)
        q = q.withName(p.name());
        return p.origin() == null ? q : q.at(p.origin());
    }
}
