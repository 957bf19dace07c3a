package org.cellwise.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.SolutionReader;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.words.GradedHint;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * A grid being filled, as the hint and the page's API take it: a value over a given is the first thing wrong, as the
 * check says (the hint passed over it and went on from the given); a progress in a shape no grid has is refused in
 * words, never read as no progress at all.
 */
class ProgressInputTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Puzzle six() throws Exception {
        return Formats.readAll(TestFiles.examples().resolve("seed001-6x6.cw")).get(0);
    }

    @Test
    void aValueOverAGivenIsTheHintAsTheCheckFlagsIt() throws Exception {
        Puzzle p = six(); // r1c2 is given 4
        Filling f = SolutionReader.readPartial(p, "225163316452........................", "progress");
        Explanation e = Explainer.hint(p, f, Explainer.Options.DEFAULT);
        assertFalse(e.solved());
        assertEquals("a value of the progress contradicts a given", e.problem());
        Step s = e.steps().get(0);
        assertEquals("wrong value", s.technique().name());
        assertEquals("r1c2 is given as 4, not 2: a given cannot change.", s.text());
        assertEquals(List.of(new Step.Candidate(p.indexOf(0, 1), 2)), s.eliminations());
        assertEquals("A digit you placed is wrong, in row 1.", new GradedHint(p).text(s, GradedHint.AREA));
        // the check says the same of the same grid
        Report r = Checker.check(p, f);
        assertTrue(r.lines().stream().anyMatch(l -> l.broken() && l.detail().contains("r1c2 holds 2, not the given 4")), r.toString());
        // the given's own value, or none, is no mistake
        Filling same = SolutionReader.readPartial(p, "245163316452........................", "progress");
        assertNull(Explainer.hint(p, same, Explainer.Options.DEFAULT).problem());
    }

    @Test
    void aProgressInAShapeNoGridHasIsRefusedInWords() throws Exception {
        Puzzle p = six();
        String[][] bad = {
            {"[1,2]", "progress:1:1: expected the grid as rows of values ([[1, null, ...], ...]), its text, or values by cell"
                    + " ({\"r1c1\": 5}), found [1,2]"},
            {"[]", "progress:1:1: expected the grid as rows of values"},
            {"5", "progress:1:1: expected the grid's text, its rows of values, or values by cell ({\"r1c1\": 5}), found 5"},
            {"true", "progress:1:1: expected the grid's text, its rows of values"},
            {"{\"r9c9\": 1}", "progress:1:1: 'r9c9' is not a cell of the puzzle"},
            {"{\"r1c1\": 7}", "progress:1:1: r1c1: expected a value 1..6, found 7"},
            {"{\"r1c1\": \"2\"}", "progress:1:1: r1c1: expected a value 1..6, found \"2\""},
            {"{\"r99999999999c1\": 2}", "progress:1:1: 'r99999999999c1' is not a cell of the puzzle"},
            {"[[1, 2]]", "progress:1:1: expected 6 rows in \"grid\", found 1"},
        };
        for (String[] c : bad) {
            FormatException e = assertThrows(FormatException.class, () -> SolutionReader.readProgress(p, JSON.readTree(c[0]), "progress"), c[0]);
            assertTrue(e.getMessage().startsWith(c[1]), c[0] + ": " + e.getMessage());
        }
        // the shapes a grid has: none, its text, its rows, values by cell
        assertNull(SolutionReader.readProgress(p, null, "progress"));
        assertNull(SolutionReader.readProgress(p, JSON.readTree("null"), "progress"));
        JsonNode rows = JSON.readTree("[[2,null,null,null,null,null],[null,null,null,null,null,null],[null,null,null,null,null,null],"
                + "[null,null,null,null,null,null],[null,null,null,null,null,null],[null,null,null,null,null,null]]");
        for (JsonNode ok : List.of(JSON.readTree("\"2...................................\""), rows, JSON.readTree("{\"r1c1\": 2, \"r2c2\": null}"))) {
            Filling f = SolutionReader.readProgress(p, ok, "progress");
            assertTrue(f.has(0) && f.value(0) == 2, ok.toString());
            assertFalse(f.has(p.indexOf(1, 1)), ok.toString());
        }
    }
}
