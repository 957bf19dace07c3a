package org.cellwise.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.puzzle.Puzzle;

/** A puzzle written and read back through each format that holds its clues: the same rules, and nothing drifts. */
public final class RoundTrips {
    private RoundTrips() {}

    /**
     * Through text, JSON and the f-puzzles link (its {@code cellwise} field): the rules come back as a set (writers sort
     * clue statements), and what is read back is written the same again.
     */
    public static void sameRules(Puzzle p, String file) throws Exception {
        for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
            String written = Writers.write(p, f);
            Puzzle again = Formats.readAll(written, file, f).get(0);
            assertEquals(new HashSet<>(p.rules()), new HashSet<>(again.rules()), f + ": " + written);
            assertEquals(written, Writers.write(again, f), f.toString());
        }
    }
}
