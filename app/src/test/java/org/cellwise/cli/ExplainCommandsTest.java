package org.cellwise.cli;

import static org.cellwise.cli.MainTest.example;
import static org.cellwise.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** explain, hint and grade from the command line: text, JSON, HTML, progress, exit codes and bad input. */
class ExplainCommandsTest {
    @TempDir
    Path tmp;

    /** A chain said short by default; --detail full prints every step of it and its chains inside, numbered. */
    @Test
    void detailFullPrintsTheWholeTrace() throws Exception {
        String hardest = example("seed001-worlds-hardest.cw").toString();
        MainTest.Run brief = run(null, "explain", hardest), full = run(null, "explain", "--detail", "full", hardest);
        assertEquals(0, brief.code(), brief.err());
        assertEquals(0, full.code(), full.err());
        assertFalse(brief.out().contains("Nested chain 1: "), brief.out());
        assertTrue(brief.out().matches("(?s).*chains? inside\\)\\. So r\\dc\\d is not \\d.*"), brief.out());
        assertTrue(full.out().contains("Nested chain 1: "), full.out());
        assertEquals(brief.out().lines().count(), full.out().lines().count(), "the same steps");
        assertTrue(full.out().length() > 2 * brief.out().length());
        MainTest.Run bad = run(null, "explain", "--detail", "all", hardest);
        assertEquals(2, bad.code());
        assertEquals("cellwise: --detail must be short or full, not 'all'\n", bad.err());
        MainTest.Run html = run(null, "explain", "--html", hardest);
        assertTrue(html.out().contains("<details><summary>every step</summary>If r"), "the trace folded under its step");
    }

    @Test
    void explainSaysEveryStepAndTheGrade() throws Exception {
        MainTest.Run r = run(null, "explain", example("seed004-killer.txt").toString());
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].matches("Killer Sudoku _01 DM: solved by logic, rating \\d\\.\\d \\(.+\\), level \\w+, score \\d+, \\d+ steps"),
                lines[0]);
        assertEquals("   1. the 6 cage at r1c4 (2 cells) can only be 1+5 or 2+4: r1c4 cannot be 3/6/7/8/9, r2c4 cannot be 3/6/7/8/9.",
                lines[1]);
        JsonNode j = run(null, "explain", "--json", example("seed003-sujiko.txt").toString()).json().get(0);
        assertTrue(j.get("solved").asBoolean());
        assertTrue(List.of("easy", "medium", "hard", "expert", "extreme").contains(j.get("level").asText()));
        JsonNode step = j.get("steps").get(0);
        for (String field : List.of("technique", "rules", "text", "placements", "eliminations"))
            assertTrue(step.has(field), field + " in " + step);
        assertEquals("Sujiko circle", step.get("technique").asText());
        // a draft with several solutions needs guesses: explained to the end, and not solved by logic
        MainTest.Run draft = run(null, "explain", "--json", example("draft-6x6.cw").toString());
        assertEquals(1, draft.code());
        JsonNode d = draft.json().get(0);
        assertFalse(d.get("solved").asBoolean());
        boolean guessed = false;
        for (JsonNode s : d.get("steps")) guessed |= s.get("technique").asText().equals("guess");
        assertTrue(guessed);
        assertEquals(20.0, d.get("rating").asDouble(), "a guess is rated apart from every chain");
        // the world's hardest falls to nested forcing chains; bounded by work, not the default 60 s, so a busy
        // machine explains it the same
        MainTest.Run hard = run(null, "explain", "--json", "--work", "100000000", example("seed001-worlds-hardest.cw").toString());
        assertEquals(0, hard.code());
        boolean nested = false;
        for (JsonNode s : hard.json().get(0).get("steps")) nested |= s.get("technique").asText().equals("nested forcing chain");
        assertTrue(nested);
    }

    @Test
    void explainHtmlDrawsEveryStep() {
        MainTest.Run r = run(null, "explain", "--html", example("seed001-6x6.cw").toString());
        assertEquals(0, r.code(), r.err());
        int figures = r.out().split("<figure>", -1).length - 1;
        int steps = Integer.parseInt(r.out().replaceAll("(?s).*?, (\\d+) steps?</h2>.*", "$1"));
        assertEquals(steps, figures);
        assertEquals(figures, r.out().split("<svg ", -1).length - 1);
        assertTrue(r.out().contains("fill=\"#ffe98a\""), "cells highlighted");
        assertTrue(r.out().startsWith("<!DOCTYPE html>"));
    }

    @Test
    void hintFollowsTheProgress() throws Exception {
        String puzzle = example("seed001-6x6.cw").toString();
        MainTest.Run first = run(null, "hint", puzzle);
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().startsWith("seed001-6x6: "), first.out());
        JsonNode j = run(null, "hint", "--json", puzzle).json().get(0);
        assertEquals(1, j.get("steps").size());
        String cell = j.get("steps").get(0).get("placements").get(0).get("cell").asText();
        int value = j.get("steps").get(0).get("placements").get(0).get("value").asInt();
        // place that value: the next hint is about something else
        int r = Integer.parseInt(cell.substring(1, cell.indexOf('c'))) - 1, c = Integer.parseInt(cell.substring(cell.indexOf('c') + 1)) - 1;
        char[] grid = ".".repeat(36).toCharArray();
        grid[r * 6 + c] = (char) ('0' + value);
        JsonNode next = run(null, "hint", "--json", "--progress", new String(grid), puzzle).json().get(0);
        assertFalse(next.get("steps").get(0).toString().contains("\"cell\":\"" + cell + "\",\"value\""), next.toString());
        // a wrong value is the hint, and exits 1
        grid[r * 6 + c] = (char) ('0' + (value % 6 + 1));
        Path f = tmp.resolve("progress.txt");
        Files.writeString(f, new String(grid) + "\n");
        MainTest.Run wrong = run(null, "hint", "--progress", f.toString(), puzzle);
        assertEquals(1, wrong.code());
        assertEquals("seed001-6x6: wrong value: " + cell + " does not hold " + (value % 6 + 1)
                + ": the solution has another value there.\n", wrong.out());
        // a value over a given is the hint, as check flags it (it was passed over): text, --json and a graded hint
        MainTest.Run over = run(null, "hint", "--progress", "225163316452........................", puzzle);
        assertEquals(1, over.code(), over.err());
        assertEquals("seed001-6x6: wrong value: r1c2 is given as 4, not 2: a given cannot change.\n", over.out());
        JsonNode oj = run(null, "hint", "--json", "--level", "2", "--progress", "225163316452........................", puzzle).json().get(0);
        assertEquals("a value of the progress contradicts a given", oj.get("problem").asText());
        assertTrue(oj.get("hint").asText().startsWith("A digit you placed is wrong, in row 1."), oj.toString());
        // a progress that is not a grid: located, exit 2
        MainTest.Run bad = run(null, "hint", "--progress", "12x", puzzle);
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("cellwise: <progress>:"), bad.err());
    }

    /**
     * With two solutions (r1c1 and r1c2 hold 1 2 or 2 1), a value is wrong only when no solution has it: either
     * value in r1c1 leads on, a 3 there is wrong, and the puzzle is said to be not unique. A guess exits 1.
     */
    @Test
    void hintOnAPuzzleWithSeveralSolutions() throws Exception {
        Path two = tmp.resolve("two.cw");
        Files.writeString(two, "#puzzle two\nsize 4\nrules sudoku\ngivens\n. . 3 4\n3 4 1 2\n. . 4 3\n4 3 2 1\n");
        for (char v : new char[] {'1', '2'}) {
            MainTest.Run r = run(null, "hint", "--json", "--progress", v + "...............", two.toString());
            JsonNode j = r.json().get(0);
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(j.get("problem").asText().startsWith("the puzzle has more than one solution"), j.toString());
            assertFalse(j.get("steps").get(0).get("technique").asText().equals("wrong value"), v + ": " + j);
        }
        MainTest.Run wrong = run(null, "hint", "--progress", "3...............", two.toString());
        assertEquals(1, wrong.code());
        assertEquals("two: wrong value: r1c1 does not hold 3: no solution of the puzzle has it there (the puzzle has more than one"
                + " solution).\n", wrong.out());
        Path empty = tmp.resolve("empty.cw");
        Files.writeString(empty, "size 4\nrules sudoku\n");
        MainTest.Run guess = run(null, "hint", empty.toString());
        assertTrue(guess.out().contains(": guess: ") && guess.out().contains("leads to a solution"), guess.out());
        assertEquals(1, guess.code(), "a guess is not a logical step, as hint --help says");
    }

    @Test
    void gradeRatesEachPuzzleInInputOrder() throws Exception {
        Path f = tmp.resolve("three.txt");
        Files.writeString(f, String.join("\n", MainTest.EASY,
                "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
                "11" + ".".repeat(79)) + "\n");
        MainTest.Run r = run(null, "grade", "--threads", "2", "--work", "100000000", f.toString());
        assertEquals(1, r.code(), "the third has no solution");
        String[] lines = r.out().split("\n");
        assertEquals(3, lines.length, r.out());
        assertTrue(lines[0].matches("three:1: solved by logic, rating \\d\\.\\d \\(.+\\), level easy, .*"), lines[0]);
        assertTrue(lines[1].startsWith("three:2: "), lines[1]);
        assertEquals("three:3: the puzzle has no solution", lines[2]);
        List<JsonNode> js = run(null, "grade", "--json", "--work", "100000000", f.toString()).json();
        assertTrue(js.get(0).get("rating").asDouble() < js.get(1).get("rating").asDouble());
        assertTrue(js.get(0).get("techniques").has("hidden single"), js.get(0).toString());
        assertTrue(js.get(2).get("level").isNull());
    }

    @Test
    void gradeOnSudokuExplainersScale() throws Exception {
        Path f = tmp.resolve("se.txt");
        Files.writeString(f, ".........9......84.623...5....6...453...1...6...9...7....1.....4.5..2....3.8....9\n");
        MainTest.Run r = run(null, "grade", "--scale", "se", f.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("se:1: solved by logic, SE rating 7.3/2.3/2.3 (Forcing Chain), level expert, score 4818, 84 steps\n", r.out());
        JsonNode j = run(null, "grade", "--scale", "se", "--json", f.toString()).json().get(0);
        assertEquals(7.3, j.get("er").asDouble());
        assertTrue(j.get("cpu_ms").asDouble() > 0);
        MainTest.Run hodoku = run(null, "explain", "--scale", "se", "--notation", "hodoku", f.toString());
        assertTrue(hodoku.out().contains("Locked Candidates Type 1 (Pointing): "), hodoku.out());
        assertTrue(hodoku.out().lines().anyMatch(l -> l.matches("\\s+\\d+\\. Forcing Chain: \\(\\d\\)r\\dc\\d => r\\dc\\d<>\\d")), hodoku.out());
        MainTest.Run eureka = run(null, "explain", "--scale", "se", "--notation", "eureka", f.toString());
        assertTrue(eureka.out().lines().anyMatch(l -> l.matches("\\s+\\d+\\. \\(\\d.*\\)r\\dc\\d-.* => r\\dc\\d<>\\d")), eureka.out());
        MainTest.Run bad = run(null, "grade", "--scale", "hodoku", f.toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--scale must be default or se"), bad.err());
        MainTest.Run killer = run(null, "grade", "--scale", "se", example("seed004-killer.txt").toString());
        assertEquals(1, killer.code());
        assertTrue(killer.out().contains("the SE scale rates classic 9×9 Sudoku only"), killer.out());
    }

    /** A graded hint at level 3 is the step as the explanation writes it (grouped cells such as r789c5 kept), never "the clue below column 5" (text and --json). */
    @Test
    void aGradedHintKeepsGroupedCells() throws Exception {
        String hardest = example("seed001-worlds-hardest.cw").toString();
        MainTest.Run text = run(null, "hint", "--level", "3", hardest);
        assertFalse(text.out().contains("the clue"), text.out());
        JsonNode j = run(null, "hint", "--level", "3", "--json", hardest).json().get(0);
        assertEquals(j.get("steps").get(0).get("text").asText(), j.get("hint").asText());
    }

    /**
     * A grade its limit cuts claims nothing, on both scales: not solved, stopped at the limit, no level, no ER, exit
     * code 1 (the SE scale filled the rest with guesses and said "solved": true, ER 20.0, exit 0). Bounded by work, so
     * the same on every machine: 1 stops the engine's search, 30,000 stops between steps (after 13 of SE's steps, 10
     * of the default scale's).
     */
    @Test
    void aGradeCutByItsLimitClaimsNothingOnEitherScale() throws Exception {
        String hardest = example("seed001-worlds-hardest.cw").toString();
        for (String scale : List.of("se", "default"))
            for (String work : List.of("1", "30000")) {
                String context = scale + " --work " + work;
                MainTest.Run r = run(null, "grade", "--scale", scale, "--work", work, "--json", hardest);
                assertEquals(1, r.code(), context + ": " + r.out() + r.err());
                JsonNode j = r.json().get(0);
                assertFalse(j.get("solved").asBoolean(), context + ": " + j);
                assertEquals("budget", j.path("stopped").asText(), context + ": the work, not the time: " + j);
                assertTrue(j.get("level").isNull(), context + ": " + j);
                assertTrue(j.get("problem").asText().startsWith(work.equals("1") ? "stopped at the limit on work before the engine found a solution"
                        : "stopped at the limit on work after " + (scale.equals("se") ? 13 : 10) + " steps, 60 cells open"), context + ": " + j);
                assertFalse(j.path("techniques").has("guess"), context + ": the steps not looked for are not guessed: " + j);
                if (scale.equals("se")) assertTrue(j.get("er").isNull(), context + ": " + j);
                MainTest.Run text = run(null, "grade", "--scale", scale, "--work", work, hardest);
                assertEquals(1, text.code());
                assertTrue(text.out().startsWith("seed001-worlds-hardest: stopped at the limit on work"), context + ": " + text.out());
                assertFalse(text.out().contains("solved by logic"), text.out());
            }
    }
}
