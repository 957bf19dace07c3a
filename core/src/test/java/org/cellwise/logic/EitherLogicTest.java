package org.cellwise.logic;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cellwise.format.Formats;
import org.cellwise.logic.board.Step;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.RandomEithers;
import org.junit.jupiter.api.Test;

/** Either/or in explanations: a step says which branch is ruled out and by which of its rules; steps stay sound. */
class EitherLogicTest {
    @Test
    void aStepNamesTheBranchRuledOutAndItsRule() throws Exception {
        // r2c2 holds 1, so r1c1 cannot: the first branch goes, and the second puts 2 in r1c1 and 3 in r1c2
        Puzzle p = Formats.readAll("size 4\nrules sudoku\nr2c2 = 1\neither\n  r1c1 = 1\nor\n  r1c1 = 2\n  r1c2 = 3\nend\n", "e.cw", null).get(0);
        Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
        ExplainTest.sound(p, e);
        Step step = e.steps().stream().filter(s -> s.text().startsWith("Either")).findFirst().orElseThrow(
                () -> new AssertionError("no either step: " + e.steps().stream().map(Step::text).toList()));
        assertTrue(step.text().contains("(given r1c1) is ruled out: given r1c1 cannot be met with the candidates left; so (given r1c1 and given r1c2) holds"),
                step.text());
        assertTrue(step.technique().name().equals("either/or"), step.technique().name());
    }

    @Test
    void randomDisjunctionsAreExplainedSoundly() throws Exception {
        int explained = 0, stepped = 0;
        for (long seed = 0; seed < 120; seed++) {
            Puzzle p;
            try {
                p = Formats.readAll(RandomEithers.make(seed), "r.cw", null).get(0);
            } catch (org.cellwise.format.FormatException twice) {
                continue;
            }
            Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
            if (e.solution() == null) continue;
            ExplainTest.sound(p, e);
            explained++;
            if (e.steps().stream().anyMatch(s -> s.technique().name().equals("either/or"))) stepped++;
        }
        assertTrue(explained > 30 && stepped > 10, explained + " explained, " + stepped + " with an either/or step");
    }
}
