package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** The published f-puzzles corpus, links in every form, and the writer against the reader. */
class FPuzzlesTest {
    private static List<String[]> corpus() throws Exception {
        return corpus("fpuzzles.tsv");
    }

    private static List<String[]> corpus(String file) throws Exception {
        List<String> lines = Files.readAllLines(TestFiles.data().resolve(file));
        return lines.subList(1, lines.size()).stream().map(l -> l.split("\t")).toList();
    }

    private static Puzzle link(String json) throws FormatException {
        return FPuzzles.read(FPuzzles.FPUZZLES_LINK + LzString.compressToBase64(json), "t.txt", 1, "t");
    }

    /** An n×n f-puzzles grid of empty cells, with a given or field here and there: {"r1c1": "\"value\":5,\"given\":true"}. */
    private static String grid(int n, java.util.Map<String, String> fields) {
        StringBuilder sb = new StringBuilder("[");
        for (int r = 1; r <= n; r++) {
            sb.append(r == 1 ? "[" : ",[");
            for (int c = 1; c <= n; c++) sb.append(c == 1 ? "" : ",").append("{").append(fields.getOrDefault("r" + r + "c" + c, "")).append("}");
            sb.append("]");
        }
        return sb.append("]").toString();
    }

    private static int value(Puzzle p, int[] solution, int row, int col) {
        return solution[p.indexOf(row - 1, col - 1)];
    }

    private static int[] solution(String text) {
        return text.contains(",") ? java.util.Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray()
                : text.chars().map(c -> c - '0').toArray();
    }

    private static Result solve(Puzzle p) {
        return Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(5_000_000), 2);
    }

    @Test
    void everyCorpusPuzzleSolvesToItsPublishedSolutionAndIsUnique() throws Exception {
        int agreed = 0;
        for (String[] f : corpus()) {
            Puzzle p = FPuzzles.read(f[1], "fpuzzles.tsv", 1, "p");
            Result r = solve(p);
            assertEquals(1, r.count(), f[0]);
            assertTrue(org.cellwise.check.Checker.holds(p, r.solutions().get(0)), f[0]);
            int[] published = solution(f[2]);
            if (latin(published)) {
                assertArrayEquals(published, r.solutions().get(0), f[0]);
                agreed++;
            } else {
                // the corpus's answer to "Behemoth" repeats values in its columns, so it cannot be any Sudoku's answer;
                // the unique answer found above is checked rule by rule instead
                assertTrue(f[0].contains("Behemoth"), f[0] + ": its published answer is not a Latin square");
            }
        }
        assertEquals(corpus().size() - 1, agreed);
    }

    /** Whether a row-major N×N answer repeats no value in a row or a column (judged apart from any reader). */
    private static boolean latin(int[] v) {
        int n = (int) Math.round(Math.sqrt(v.length));
        for (int i = 0; i < n; i++) {
            java.util.Set<Integer> row = new java.util.HashSet<>(), col = new java.util.HashSet<>();
            for (int j = 0; j < n; j++) {
                row.add(v[i * n + j]);
                col.add(v[j * n + i]);
            }
            if (row.size() != n || col.size() != n) return false;
        }
        return true;
    }

    @Test
    void theSecondPublishedSetSolvesToItsAnswers() throws Exception {
        int agreed = 0;
        for (String[] f : corpus("fpuzzles-more.tsv")) {
            Puzzle p = FPuzzles.read(f[1], "fpuzzles-more.tsv", 1, "p");
            Result r = solve(p);
            assertEquals(1, r.count(), f[0]);
            assertArrayEquals(solution(f[2]), r.solutions().get(0), f[0]);
            agreed++;
        }
        // "159 Arrows", "Dab" (column indexers), "Jumped Joy" (zipper lines) and "Slow Thermo Sudoku" among them
        assertEquals(19, agreed);
    }

    /**
     * "Eddies" (Qodec), published: the circle at r3c3 has two lines, each adding up to it on its own (7 in the
     * published answer). Read as one sum, the puzzle had no solution. The same in the text format: one arrow, two sums.
     */
    @Test
    void anArrowWithTwoLinesFromOneCircleIsTwoSums() throws Exception {
        String[] eddies = corpus("fpuzzles-more.tsv").stream().filter(f -> f[0].contains("Eddies")).findFirst().orElseThrow();
        Puzzle p = FPuzzles.read(eddies[1], "t", 1, "p");
        org.cellwise.rules.Arrow two = p.rules().stream().filter(r -> r instanceof org.cellwise.rules.Arrow a && a.lines().size() == 2)
                .map(r -> (org.cellwise.rules.Arrow) r).findFirst().orElseThrow();
        assertEquals("r3c3", two.circle().get(0).toString());
        int[] s = solve(p).first();
        for (List<org.cellwise.model.Cell> line : two.lines())
            assertEquals(s[p.indexOf(two.circle().get(0))], line.stream().mapToInt(c -> s[p.indexOf(c)]).sum(), line.toString());
        // a minimal link: a 3 in the circle, a line to r1c4 and one to r4c1: each is 3 (as one sum they would add up to 3)
        Puzzle tiny = link("{\"size\":4,\"grid\":" + grid(4, java.util.Map.of("r2c2", "\"value\":3,\"given\":true"))
                + ",\"arrow\":[{\"cells\":[\"R2C2\"],\"lines\":[[\"R2C2\",\"R1C4\"],[\"R2C2\",\"R4C1\"]]}]}");
        Result r = Solver.of(tiny).solve(SolveOptions.upTo(1000), 1);
        assertTrue(r.count() > 0);
        for (int[] sol : r.solutions()) {
            assertEquals(3, value(tiny, sol, 1, 4));
            assertEquals(3, value(tiny, sol, 4, 1));
        }
        Puzzle cw = Formats.readAll("size 4\nrules sudoku\nr2c2 = 3\narrow r2c2 : r1c4 : r4c1\n", "a.cw", null).get(0);
        assertEquals(org.cellwise.puzzle.Signature.of(tiny), org.cellwise.puzzle.Signature.of(cw));
    }

    /**
     * "Irregular 7x7 Kropki" (tsc), published: the regions are stated only on the cells that leave their row; the
     * others are in f-puzzles' default region for a 7×7, their row. Read as no region, it had 11 solutions.
     */
    @Test
    void cellsWithoutARegionFieldTakeTheDefaultRegionForTheSize() throws Exception {
        String[] kropki = corpus("fpuzzles-more.tsv").stream().filter(f -> f[0].contains("7x7")).findFirst().orElseThrow();
        Result r = solve(FPuzzles.read(kropki[1], "t", 1, "p"));
        assertEquals(1, r.count());
        assertArrayEquals(solution(kropki[2]), r.first());
        // f-puzzles' default regions for its sizes 3 to 16: boxes rows x columns, a prime size its rows
        int[][] boxes = {{}, {}, {}, {1, 3}, {2, 2}, {1, 5}, {2, 3}, {1, 7}, {2, 4}, {3, 3}, {2, 5}, {1, 11}, {3, 4}, {1, 13}, {2, 7},
            {3, 5}, {4, 4}};
        for (int n = 3; n <= 16; n++)
            for (int row = 0; row < n; row++)
                for (int col = 0; col < n; col++) {
                    int h = boxes[n][0], w = boxes[n][1];
                    assertEquals(row / h * (n / w) + col / w, FPuzzlesReader.defaultRegion(row, col, n), n + "x" + n + " r" + row + "c" + col);
                }
        // a 5x5 with two region fields: the other cells keep their rows, so the two cells join a row's region
        Puzzle five = link("{\"size\":5,\"grid\":" + grid(5, java.util.Map.of("r1c1", "\"region\":1", "r2c1", "\"region\":0"))
                + "}");
        Result all = Solver.of(five).solve(SolveOptions.upTo(100_000), 1);
        for (int[] s : all.solutions()) {
            java.util.Set<Integer> region0 = new java.util.HashSet<>(List.of(s[1], s[2], s[3], s[4], s[5]));
            assertEquals(5, region0.size(), "r2c1 joins row 1's region");
        }
        // region fields that restate the boxes keep the boxes (and the disjoint groups over them)
        Puzzle boxed = link("{\"size\":9,\"disjointgroups\":true,\"grid\":" + grid(9, java.util.Map.of("r1c1", "\"region\":0", "r9c9",
                "\"region\":8")) + "}");
        assertTrue(boxed.grids().get(0).hasBoxes());
        assertTrue(boxed.rules().stream().anyMatch(x -> x.keyword().equals("offset")), boxed.rules().toString());
        // disjoint groups over irregular regions are the regions' own (the i-th cell of each in reading order), and
        // written back as the same flag
        Puzzle jig = link("{\"size\":4,\"disjointgroups\":true,\"grid\":"
                + grid(4, java.util.Map.of("r1c1", "\"region\":1", "r2c3", "\"region\":0")) + "}");
        assertTrue(jig.rules().stream().anyMatch(x -> x instanceof org.cellwise.rules.Regions reg && reg.disjoint()), jig.rules().toString());
        assertTrue(FPuzzles.write(jig).contains("\"disjointgroups\":true"), FPuzzles.write(jig));
        assertEquals(jig.rules(), FPuzzles.read(FPuzzles.write(jig), "t", 1, "p").rules());
    }

    /** A whispers line's value is its least difference: "4" is Dutch whispers, which a 5 allows beside a 1 or a 9. */
    @Test
    void aWhispersValueIsTheGap() throws Exception {
        String line = ",\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]%s}]}";
        String head = "{\"size\":9,\"grid\":" + grid(9, java.util.Map.of("r1c1", "\"value\":5,\"given\":true"));
        Puzzle dutch = link(head + String.format(line, ",\"value\":\"4\""));
        int[] s = solve(dutch).first();
        assertTrue(s != null, "Dutch whispers beside a 5 has a solution");
        assertTrue(value(dutch, s, 1, 2) == 1 || value(dutch, s, 1, 2) == 9);
        assertTrue(Solver.of(link(head + String.format(line, ""))).first().first() == null, "German whispers: nothing is 5 away from 5");
        assertTrue(FPuzzles.write(dutch).contains("\"value\":\"4\""), FPuzzles.write(dutch));
        FormatException zero = assertThrows(FormatException.class, () -> link(head + String.format(line, ",\"value\":\"0\"")));
        assertTrue(zero.getMessage().contains("/whispers/0/value"), zero.getMessage());
    }

    /**
     * nonconsecutive with a white dot of another difference: difference 1 stays forbidden between every pair without
     * a dot (f-puzzles and its solvers), and the dot's pair differs by its number.
     */
    @Test
    void nonconsecutiveWithAWhiteDotOfAnotherDifferenceKeepsTheRule() throws Exception {
        Puzzle p = link("{\"size\":6,\"nonconsecutive\":true,\"grid\":" + grid(6, java.util.Map.of())
                + ",\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"2\"}]}");
        int[] s = solve(p).first();
        assertTrue(s != null);
        assertEquals(2, Math.abs(value(p, s, 1, 1) - value(p, s, 1, 2)));
        for (int r = 1; r <= 6; r++)
            for (int c = 1; c <= 6; c++) {
                if (c < 6) assertTrue(Math.abs(value(p, s, r, c) - value(p, s, r, c + 1)) != 1, "r" + r + "c" + c + " and the cell right of it");
                if (r < 6) assertTrue(Math.abs(value(p, s, r, c) - value(p, s, r + 1, c)) != 1, "r" + r + "c" + c + " and the cell below");
            }
        assertTrue(FPuzzles.write(p).contains("\"nonconsecutive\":true"), FPuzzles.write(p));
        assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(FPuzzles.read(FPuzzles.link(p), "t", 1, "t")));
        // a negative constraint for difference 2 as well: f-puzzles has no element for it, a statement carries it,
        // and it joins the dots read from the link (the dotted pairs stay exempt)
        Puzzle both = Formats.readAll("size 6\nrules sudoku\nwhite 2 r1c1 r1c2\nwhite r2c1 r2c2\nnegative white 1,2\n", "b.cw", null).get(0);
        String json = FPuzzles.write(both);
        assertTrue(json.contains("\"nonconsecutive\":true") && json.contains("negative white 2"), json);
        assertEquals(org.cellwise.puzzle.Signature.of(both), org.cellwise.puzzle.Signature.of(FPuzzles.read(FPuzzles.link(both), "t", 1, "t")));
    }

    /** "Orbit" (Qodec), published: its odd and even corners are stated as the cells' parity, an older f-puzzles field. */
    @Test
    void aCellsParityIsAnOddOrEvenClue() throws Exception {
        String[] orbit = corpus("fpuzzles-more.tsv").stream().filter(f -> f[0].contains("Orbit")).findFirst().orElseThrow();
        Puzzle p = FPuzzles.read(orbit[1], "t", 1, "p");
        long parities = p.rules().stream().filter(r -> r instanceof org.cellwise.rules.Parity).count();
        assertEquals(4, parities);
        String back = FPuzzles.write(p);
        assertTrue(back.contains("\"odd\":") && back.contains("\"even\":"), back);
    }

    /** The title, author and rules text are kept apart, and written back to every format that holds them. */
    @Test
    void titleAuthorAndRulesTextAreKeptApart() throws Exception {
        String[] alien = corpus().stream().filter(f -> f[0].contains("Alien")).findFirst().orElseThrow();
        Puzzle p = FPuzzles.read(alien[1], "t", 1, "p");
        assertEquals("Alien", p.title());
        assertEquals("Lisztes", p.author());
        assertTrue(p.rulesText().startsWith("In space no one can hear you"), p.rulesText());
        for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
            Puzzle back = Formats.readAll(Writers.write(p, f), "w", f).get(0);
            assertEquals(p.title(), back.title(), f.id);
            assertEquals(p.author(), back.author(), f.id);
            assertEquals(p.rulesText(), back.rulesText(), f.id);
            assertEquals(p.metadata().drawings(), back.metadata().drawings(), f.id);
            assertEquals(p.warnings(), back.warnings(), f.id);
        }
        com.fasterxml.jackson.databind.JsonNode json = Json.parse(FPuzzles.write(p));
        assertEquals("Alien", json.get("title").asText());
        assertEquals("Lisztes", json.get("author").asText());
        assertEquals(p.rulesText(), json.get("ruleset").asText());
    }

    /**
     * Drawings Cellwise cannot give a meaning are answered with a warning: "Alien" draws a '>' between two cells as
     * text; "159" draws grey lines under its renban lines, which are the renban's own picture, and earns none.
     */
    @Test
    void drawingsWithoutARuleGiveWarningsInTheAnswer() throws Exception {
        Puzzle alien = FPuzzles.read(corpus().stream().filter(f -> f[0].contains("Alien")).findFirst().orElseThrow()[1], "t", 1, "p");
        assertEquals(List.of("drawn text with no rule: 1"), alien.warnings());
        org.cellwise.batch.Answer a = org.cellwise.batch.Answer.diagnose(alien, false, null, null, null);
        assertEquals("drawn text with no rule: 1", a.toJson(alien).get("warnings").get(0).asText());
        assertTrue(a.verdict(alien).contains("1 warning"), a.verdict(alien));
        Puzzle renban = FPuzzles.read(corpus().stream().filter(f -> f[0].contains("\"159\"")).findFirst().orElseThrow()[1], "t", 1, "p");
        assertEquals(List.of(), renban.warnings());
        Puzzle lines = link("{\"size\":4,\"grid\":" + grid(4, java.util.Map.of("r1c1", "\"c\":\"#FFA0A0\""))
                + ",\"line\":[{\"lines\":[[\"R1C1\",\"R2C2\"]],\"outlineC\":\"#000\"},{\"lines\":[[\"R3C1\",\"R3C2\"]]}]"
                + ",\"circle\":[{\"cells\":[\"R4C4\"]}],\"rectangle\":[{\"cells\":[\"R4C1\"]}]}");
        assertEquals(List.of("drawn lines with no rule: 2", "drawn circles with no rule: 1", "drawn rectangles with no rule: 1",
                "coloured cells with no rule: 1"), lines.warnings());
        assertTrue(FPuzzles.write(lines).contains("\"c\":\"#FFA0A0\""), "a cell's colour is written back");
    }

    /**
     * A rule the rules text names and the link does not set (f-puzzles has no element for knightmare, and a tick box is
     * easily missed) earns a warning, so the answer says it is to the rules as read; a description of a move, a rule
     * that is set, or the diagonal kind of a rule earns none.
     */
    @Test
    void aRuleTheRulesTextNamesButTheLinkDoesNotSetIsWarnedOf() throws Exception {
        String grid = grid(9, java.util.Map.of());
        Puzzle bare = link("{\"size\":9,\"ruleset\":\"Knightmare rules. Anti-Knight applies.\",\"grid\":" + grid + "}");
        assertEquals(2, bare.warnings().size(), bare.warnings().toString());
        assertTrue(bare.warnings().get(0).startsWith("the rules text names knightmare, which the puzzle does not set"), bare.warnings().toString());
        assertTrue(bare.warnings().get(1).startsWith("the rules text names anti-knight,"), bare.warnings().toString());
        org.cellwise.batch.Answer a = org.cellwise.batch.Answer.diagnose(bare, false, null, null, null);
        assertEquals(bare.warnings(), java.util.stream.StreamSupport.stream(a.toJson(bare).get("warnings").spliterator(), false)
                .map(com.fasterxml.jackson.databind.JsonNode::asText).toList());
        Puzzle set = link("{\"size\":9,\"ruleset\":\"Knightmare rules. Anti-Knight applies.\",\"antiknight\":true,\"grid\":" + grid
                + ",\"cellwise\":[\"rules knightmare\"]}");
        assertEquals(List.of(), set.warnings());
        Puzzle described = link("{\"size\":9,\"ruleset\":\"Cells a knight's move apart cannot sum to 5. Diagonally non-consecutive"
                + " cells differ by more than 1. Disjoint groups apply.\",\"disjointgroups\":true,\"grid\":" + grid + "}");
        assertEquals(List.of("the rules text names diagonal-non-consecutive, which the puzzle does not set: the answer is to the rules"
                + " as read (add it with --with diagonal-non-consecutive)"), described.warnings());
        // converted to .cw or JSON and read back, the puzzle says the same
        for (Format f : List.of(Format.CELLWISE, Format.JSON))
            assertEquals(bare.warnings(), Formats.readAll(Writers.write(bare, f), "w", f).get(0).warnings(), f.id);
        Puzzle taxi = link("{\"size\":9,\"ruleset\":\"Self-taxicab: no digit d is d cells from another d.\",\"grid\":" + grid + "}");
        assertEquals(1, taxi.warnings().size(), taxi.warnings().toString());
        assertTrue(taxi.warnings().get(0).contains("names self-taxicab"), taxi.warnings().toString());
    }

    /**
     * The settings real links carry besides the puzzle (the solution, the words shown when it is found, the solvers'
     * options) are read past: a successMessage refused the whole puzzle as an unknown element.
     */
    @Test
    void settingsRealLinksCarryAreReadPast() throws Exception {
        String s = corpus().get(3)[1];
        com.fasterxml.jackson.databind.node.ObjectNode json = (com.fasterxml.jackson.databind.node.ObjectNode) Json.parse(LzString.decompressFromBase64(s));
        Puzzle want = FPuzzles.read(json.toString(), "t", 1, "p");
        json.put("successMessage", "Well done! <b>Solved</b>").put("highlightConflicts", false).put("timeLimit", 600);
        json.putArray("disabledlogic").add("Tuples");
        Puzzle p = FPuzzles.read(FPuzzles.FPUZZLES_LINK + LzString.compressToBase64(json.toString()), "t", 1, "p");
        assertEquals(want.rules(), p.rules());
        assertEquals(want.name(), p.name());
    }

    @Test
    void linksOfEveryShapeReadTheSamePuzzle() throws Exception {
        String s = corpus().get(3)[1];
        Puzzle want = FPuzzles.read(s, "t", 1, "p");
        String json = LzString.decompressFromBase64(s);
        for (String form : List.of(FPuzzles.FPUZZLES_LINK + s, "https:www.f-puzzles.com?load=" + s, FPuzzles.SUDOKUPAD_LINK + s,
                "https://sudokupad.app/fpuzzles" + s.replace("+", " "), s, json,
                "https://www.f-puzzles.com/?load=" + s.replace("/", "%2F").replace("+", "%2B") + "&other=1")) {
            Puzzle p = FPuzzles.read(form, "t", 1, "p");
            assertEquals(want.rules(), p.rules(), form);
            assertTrue(FPuzzles.looks(form), form);
        }
    }

    /**
     * Chat programs turn "//" into "/": the slash is put back, as SudokuPad does. lz-string seldom writes "//", so
     * random puzzles are written until three links hold one, which is then collapsed.
     */
    @Test
    void linksWhoseDoubledSlashWasCollapsedStillRead() throws Exception {
        int repaired = 0;
        for (long seed = 1; seed < 5000 && repaired < 3; seed++) {
            Puzzle p = org.cellwise.testing.RandomClues.make(seed);
            String payload = LzString.compressToBase64(FPuzzles.write(p));
            if (!payload.contains("//") || payload.contains("///")) continue;
            String damaged = FPuzzles.FPUZZLES_LINK + payload.replaceFirst("//", "/");
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(FPuzzles.read(damaged, "t", 1, "p")), damaged);
            repaired++;
        }
        assertEquals(3, repaired);
    }

    @Test
    void theWriterRoundTripsEveryCorpusPuzzle() throws Exception {
        for (String[] f : corpus()) {
            Puzzle p = FPuzzles.read(f[1], "t", 1, "p");
            Puzzle back = FPuzzles.read(FPuzzles.link(p), "t", 1, "p");
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(back), f[0]);
            Puzzle pad = FPuzzles.read(FPuzzles.sudokuPad(p), "t", 1, "p");
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(pad), f[0]);
            assertEquals(FPuzzles.link(p), FPuzzles.link(back), f[0]); // the same link again: nothing drifts
        }
    }

    @Test
    void aConstraintCellwiseCannotExpressIsALocatedErrorNamingIt() {
        String json = "{\"size\":9,\"grid\":[],\"doublers\":[{\"cell\":\"R1C1\"}]}";
        FormatException e = assertThrows(FormatException.class, () -> FPuzzles.read("  " + LzString.compressToBase64(json), "f.txt", 7, "p"));
        assertTrue(e.getMessage().contains("f.txt:7:") && e.getMessage().contains("doublers"), e.getMessage());
        FormatException bad = assertThrows(FormatException.class, () -> FPuzzles.read("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCAzEaX", "f.txt", 3, "p"));
        assertTrue(bad.getMessage().startsWith("f.txt:3:"), bad.getMessage());
    }

    @Test
    void anFpuzzlesExportSavedAsJsonIsReadAsFpuzzles() throws Exception {
        String json = LzString.decompressFromBase64(corpus().get(9)[1]); // the thermometers and irregular regions
        PuzzleReader r = JsonFormat.reader(new LineInput(new java.io.BufferedReader(new java.io.StringReader(json)), "x.json"), "x");
        Puzzle p = r.next();
        assertEquals(FPuzzles.read(corpus().get(9)[1], "t", 1, "x").rules(), p.rules());
        assertTrue(p.rules().stream().anyMatch(x -> x instanceof org.cellwise.rules.Thermometer));
    }

    /**
     * The element table serves reading, writing and the list of known elements: every clue kind has its writer, every
     * element f-puzzles has that Cellwise does not is refused by its name, a misspelt one too, and a malformed entry
     * is an error at its JSON path rather than a clue passed over.
     */
    @Test
    void theElementTableWritesEveryClueKindAndRefusesWhatItCannotRead() throws Exception {
        for (Class<?> kind : org.cellwise.rules.Clue.class.getPermittedSubclasses())
            assertTrue(FPuzzlesElements.written().contains(kind), kind.getSimpleName() + " has no f-puzzles writer");
        String head = "{\"size\":4,\"grid\":" + grid(4, java.util.Map.of()) + ",";
        for (FPuzzlesElements.Element e : FPuzzlesElements.TABLE.values()) {
            if (e.kind() != FPuzzlesElements.Kind.NOT_YET) continue;
            FormatException x = assertThrows(FormatException.class, () -> link(head + "\"" + e.key() + "\":[{\"cells\":[\"R1C1\"]}]}"));
            assertTrue(x.getMessage().contains("/" + e.key()) && x.getMessage().contains(e.words()), x.getMessage());
            link(head + "\"" + e.key() + "\":[]}"); // an empty list draws nothing
        }
        for (String[] bad : new String[][] {{"\"thermometr\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]", "/thermometr"},
            {"\"thermometer\":[[\"R1C2\",\"R1C1\"]]", "/thermometer/0"}, {"\"sandwichsum\":[true]", "/sandwichsum/0"},
            {"\"thermometer\":[{\"lines\":[]}]", "/thermometer/0/lines"}, {"\"antiknight\":\"yes\"", "/antiknight"},
            {"\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\"]]}]", "/arrow/0/lines"},
            {"\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"W\"}]", "/xv/0/value"},
            {"\"negative\":[\"sum\"]", "/negative/0"}, {"\"killercage\":[{\"cells\":[\"R1C1\",\"R9C9\"],\"value\":\"3\"}]",
                "/killercage/0/cells/1"}, {"\"cellwise\":[\"thermo r1c1 r9c1\"]", "/cellwise/0"}}) {
            FormatException x = assertThrows(FormatException.class, () -> link(head + bad[0] + "}"));
            assertTrue(x.getMessage().contains("f-puzzles " + bad[1]), bad[0] + ": " + x.getMessage());
        }
        // the JSON itself on a line: the error at the column where its element starts
        String plain = head + "\"cellwise\":[\"r1c1 > r9c1\"]}";
        FormatException x = assertThrows(FormatException.class, () -> FPuzzles.read("  " + plain, "f.txt", 4, "p"));
        assertEquals(4, x.line());
        assertEquals(2 + plain.indexOf("r9c1") + 1, x.column(), x.getMessage());
    }

    /** What f-puzzles cannot hold is refused in a sentence a person reads: no grid's fields, no constraint's machine. */
    @Test
    void refusalsAreInAPersonsWords() throws Exception {
        List<String> texts = List.of("grid A at 1,1 size 4\ngrid B at 3,3 size 4\nrules latin\n", "size 4\nvalues 0..3\nrules latin\n",
                "grid A at 2,2 size 4\nrules latin\n", "size 4\nrules rows\n", "kakuro\nx 4\\ 3\\\n\\3 . .\n\\4 . .\n");
        for (String t : texts) {
            Puzzle p = Formats.readAll(t, "r.cw", null).get(0);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Writers.write(p, Format.FPUZZLES));
            assertTrue(e.getMessage().startsWith("f-puzzles") || e.getMessage().startsWith("every f-puzzles"), e.getMessage());
            for (String internal : List.of("Grid[", "boxRows", "scan ", "OneOf", "Relation", "[0]"))
                assertTrue(!e.getMessage().contains(internal), e.getMessage());
        }
        // two sets of dots (made by a program, not read): said by the clue's own statement
        Puzzle base = Formats.readAll("size 4\nrules latin\n", "r.cw", null).get(0);
        List<org.cellwise.rules.Rule> rules = new java.util.ArrayList<>(base.rules());
        org.cellwise.model.Cell a = new org.cellwise.model.Cell(0, 0), b = new org.cellwise.model.Cell(0, 1), c = new org.cellwise.model.Cell(1, 0);
        rules.add(new org.cellwise.rules.Kropki(List.of(new org.cellwise.rules.Dot(a, b, false, 1)), true, false));
        rules.add(new org.cellwise.rules.Kropki(List.of(new org.cellwise.rules.Dot(a, c, false, 1)), true, false));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Writers.write(base.withRules(rules), Format.FPUZZLES));
        assertTrue(e.getMessage().contains("cannot state 'white r1c1 r"), e.getMessage());
    }
}
