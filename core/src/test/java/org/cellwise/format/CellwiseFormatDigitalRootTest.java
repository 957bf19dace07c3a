package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.rules.Clues;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.MultiSumCage;
import org.cellwise.rules.Rule;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * The {@code .cw} and JSON digital-root target, {@code DR5}: read as the f-puzzles cage value of that name is, for
 * the cells the cage has; written back as {@code DR<n>} whenever a cage's sums are exactly such a set; its mistakes
 * refused where they stand, in f-puzzles' words.
 */
class CellwiseFormatDigitalRootTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Puzzle read(String text, Format f) throws Exception {
        return Formats.readAll(text, f == Format.JSON ? "p.json" : "p.cw", f).get(0);
    }

    private static List<Cell> cells(String names) {
        return Arrays.stream(names.split(" ")).map(Clues::cell).toList();
    }

    private static List<Rule> cages(Puzzle p) {
        return p.rules().stream().filter(r -> r instanceof MultiSumCage || r instanceof KillerCage).toList();
    }

    private static int[] sums(Rule r) {
        return r instanceof MultiSumCage m ? m.sums() : new int[] {((KillerCage) r).sum()};
    }

    private static List<Cell> cellsOf(Rule r) {
        return r instanceof MultiSumCage m ? m.cells() : ((KillerCage) r).cells();
    }

    /** Written in {@code f} and read back: the same rules, the same text again, the same meaning. */
    private static String roundTrip(Puzzle p, Format f) throws Exception {
        String text = Writers.write(p, f);
        Puzzle back = read(text, f);
        assertEquals(new java.util.HashSet<>(p.rules()), new java.util.HashSet<>(back.rules()), f + ": " + text); // a map orders cages by place
        assertEquals(Signature.of(p), Signature.of(back), f + ": " + text);
        assertEquals(text, Writers.write(back.withName(p.name()), f), f + ": nothing drifts");
        return text;
    }

    @Test
    void aDigitalRootIsTheSumsItsCellsCanReach() throws Exception {
        Puzzle p = read("size 9\nrules sudoku\ncages\nb b . . . . . . .\n" + ". . . . . . . . .\n".repeat(8)
                + "cage a DR5 r5c5 r5c6 r6c5 r6c6\ncage dr1 r9c8 r9c9\ncage Dr1 r8c1 r8c2 r8c3\ncage b dR4\n"
                + "cage dr5 14 r1c9 r2c9\n", null);
        assertEquals(java.util.Set.of(new KillerCage("dr5", cells("r1c9 r2c9"), 14), // a label it was before DR was read stays one
                new MultiSumCage("a", cells("r5c5 r5c6 r6c5 r6c6"), new int[] {14, 23}),
                new KillerCage("#2", cells("r9c8 r9c9"), 10), // two cells reach 3..17: 10 alone, the killer cage 10
                new MultiSumCage("#3", cells("r8c1 r8c2 r8c3"), new int[] {10, 19}),
                new MultiSumCage("b", cells("r1c1 r1c2"), new int[] {4, 13})),
                new java.util.HashSet<>(cages(p)));
        // the same cells as an f-puzzles DR cage: the same rule
        for (String[] same : new String[][] {{"DR5", "R5C5 R5C6 R6C5 R6C6", "14 23"}, {"DR1", "R9C8 R9C9", "10"}, {"DR1", "R8C1 R8C2 R8C3", "10 19"}}) {
            ObjectNode o = (ObjectNode) JSON.readTree("{\"size\":9}");
            ArrayNode grid = o.putArray("grid");
            for (int r = 0; r < 9; r++) {
                ArrayNode row = grid.addArray();
                for (int c = 0; c < 9; c++) row.addObject();
            }
            ObjectNode cage = o.putArray("cage").addObject();
            cage.put("value", same[0]);
            ArrayNode cs = cage.putArray("cells");
            for (String c : same[1].split(" ")) cs.add(c);
            Rule fp = cages(read(o.toString(), Format.FPUZZLES)).get(0);
            assertArrayEquals(Arrays.stream(same[2].split(" ")).mapToInt(Integer::parseInt).toArray(), sums(fp), same[0] + " " + same[1]);
        }
    }

    /**
     * {@code .cw} writes a cage whose sums are exactly a digital-root set as {@code DR<n>}, whatever it was read
     * from (10|19 on three cells of 1..9 is DR1): the setter's notation, read back as the same sums. Other sets stay
     * explicit; a set of one sum is that killer cage. JSON reads "DR5" and writes the sums, numbers as its targets are.
     */
    @Test
    void everyFormRoundTrips() throws Exception {
        Puzzle p = read("size 9\nrules sudoku\ncage a DR5 r5c5 r5c6 r6c5 r6c6\ncage b DR1 r9c8 r9c9\ncage c 10|19 r8c1 r8c2 r8c3\n"
                + "cage d 4|11 r1c1 r1c2\ncage e 14 r3c3 r3c4\n", null);
        String cw = roundTrip(p, Format.CELLWISE);
        assertTrue(cw.endsWith("cage d 4|11\ncage e 14\ncage a DR5\ncage c DR1\ncage b 10\n"), cw); // a map: by place
        String json = roundTrip(p, Format.JSON);
        assertTrue(json.contains("{\"label\":\"a\",\"target\":[14,23],") && json.contains("{\"label\":\"b\",\"target\":10,")
                && json.contains("{\"label\":\"c\",\"target\":[10,19],") && json.contains("{\"label\":\"d\",\"target\":[4,11],"), json);
        // each format's reading of the other's text: the same puzzle
        assertEquals(new java.util.HashSet<>(p.rules()), new java.util.HashSet<>(read(Writers.write(read(json, Format.JSON), Format.CELLWISE), null).rules()));
        Puzzle link = Formats.readAll(FPuzzles.link(p), "link.txt", null).get(0);
        assertEquals(Signature.of(p), Signature.of(link));
        // a cage map, and a 6×6 whose digital-root sets are its own (three cells of 1..6 reach 6..15: DR1 is 10)
        Puzzle map = read("size 6\nrules sudoku\ncages\na a a . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . b b . .\n"
                + "cage a DR1\ncage b 3|12\n", null);
        assertEquals(List.of(new KillerCage("a", cells("r1c1 r1c2 r1c3"), 10), new MultiSumCage("b", cells("r6c3 r6c4"), new int[] {3, 12})),
                cages(map));
        assertTrue(roundTrip(map, Format.CELLWISE).endsWith("cage a 10\ncage b 3|12\n")); // 12 is past two cells of 1..6
        roundTrip(map, Format.JSON);
        // values that do not start at 1 have no digital-root sets: the sums stay explicit
        Puzzle zero = read("size 9\nvalues 0..8\ncage a 10|19 r1c1 r1c2 r1c3\n", null);
        assertTrue(roundTrip(zero, Format.CELLWISE).endsWith("\ncage a 10|19\n"));
        // JSON's other forms: a target map and a one-sum array (the killer cage it means)
        Puzzle jmap = read("{\"size\": 6, \"rules\": [\"latin\"], \"cages\": [\"aaa...\", \"......\", \"......\", \"......\", \"......\", \"..bbc.\"],"
                + " \"sums\": {\"a\": \"dr6\", \"b\": [5], \"c\": \"DR3\"}}", Format.JSON);
        assertEquals(List.of(new MultiSumCage("a", cells("r1c1 r1c2 r1c3"), new int[] {6, 15}), new KillerCage("b", cells("r6c3 r6c4"), 5),
                new KillerCage("c", cells("r6c5"), 3)), cages(jmap));
        roundTrip(jmap, Format.JSON);
        roundTrip(jmap, Format.CELLWISE);
    }

    @Test
    void mistakesAreRefusedWhereTheyStand() throws Exception {
        String nine = "size 9\nrules sudoku\n";
        for (String[] bad : new String[][] {
                {nine + "cage a DR5 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1\n",
                        "p.cw:3:8: a digital-root cage of 10 cells cannot hold different values 1..9"},
                {nine + "cage a DR0 r1c1\n", "p.cw:3:8: a digital root is 1 to 9, not 0"},
                {nine + "cage a dr12 r1c1\n", "p.cw:3:8: a digital root is 1 to 9, not 12"},
                {nine + "cage a DRx r1c1\n", "p.cw:3:8: expected a target like 14, 6*, 2-, 3/, 7+, 10|19 or DR5, found 'DRx'"},
                {nine + "sum a DR5 r1c1 r1c2\n", "p.cw:3:7: a sum takes a number, not a digital root (DR5)"},
                {nine + "cage a DR5 r1c1\ncage a DR6 r2c2\n", "p.cw:4:6: cage a is defined twice (first on line 3)"},
                {nine + "cage a 10|19|10 r1c1 r1c2 r1c3\n", "p.cw:3:8: 10 is written twice in 10|19|10"},
                {"size 9\nvalues 0..8\ncage a DR5 r1c1 r1c2\n", "p.cw:3:8: a digital-root cage needs values 1..N, not 0..8"},
                {"{\"size\": 4, \"cages\": [{\"label\": \"a\", \"target\": \"DR1\", \"op\": \"+\", \"cells\": [\"r1c1\"]}]}",
                        "p.json:1:61: a digital-root cage takes no operation"},
                {"{\"size\": 4, \"cages\": [{\"label\": \"a\", \"target\": [3, 5, 3], \"cells\": [\"r1c1\", \"r1c2\"]}]}",
                        "p.json:1:55: 3 is written twice in [3,5,3]"}}) {
            Format f = bad[0].startsWith("{") ? Format.JSON : null;
            FormatException e = assertThrows(FormatException.class, () -> read(bad[0], f), bad[0]);
            assertEquals(bad[1], e.getMessage(), bad[0]);
        }
    }

    /**
     * A digital root its cells cannot reach (DR2 on a whole row of 1..9, whose total is 45) is a cage no values fill:
     * a puzzle with no solution under its own name, said before any search, as a killer cage of an unreachable total
     * is (it was an error at the file's line, the puzzle unread). Written back as DR2 in every format that has it.
     */
    @Test
    void aDigitalRootOutOfReachIsAPuzzleWithNoSolution() throws Exception {
        String row = "r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9";
        String grid = "\"grid\":[" + String.join(",", java.util.Collections.nCopies(9, "[" + String.join(",",
                java.util.Collections.nCopies(9, "{}")) + "]")) + "]";
        List<Puzzle> ps = List.of(read("#puzzle dr2\nsize 9\nrules sudoku\ncage DR2 " + row + "\n", null),
                read("#puzzle dr1\nsize 9\nrules sudoku\ncages\n" + "a . . . . . . . .\n".repeat(9) + "cage a DR1\n", null),
                read("{\"name\": \"dr2json\", \"size\": 4, \"cages\": [{\"label\": \"a\", \"target\": \"DR2\", \"cells\": [\"r1c1\", \"r1c2\", \"r1c3\", \"r1c4\"]}]}",
                        Format.JSON),
                FPuzzles.read("{\"title\":\"drlink\",\"size\":9," + grid + ",\"cage\":[{\"cells\":[" + row.toUpperCase().replaceAll("(R\\d+C\\d+)", "\"$1\"")
                        .replace(' ', ',') + "],\"value\":\"DR8\"}]}", "l.txt", 1, "l"));
        for (Puzzle p : ps) {
            org.cellwise.batch.Answer a = org.cellwise.batch.Answer.diagnose(p, false, null, null, null);
            assertEquals("no-solution", a.status(), p.name());
            assertEquals(p.name(), a.toJson(p).get("name").asText());
            String reason = a.toJson(p).get("reason").asText();
            assertTrue(reason.contains(", never "), p.name() + ": " + reason);
            String cw = Writers.write(p, Format.CELLWISE);
            // a root with one total in reach of nothing (DR2 on 1..4: 2) is that killer cage, as DR1 on two cells is 10
            assertTrue(cw.matches("(?s).*\\bDR\\d\\b.*") || p.name().equals("dr2json") && cw.contains("cage a 2\n"), cw);
            assertEquals(Signature.of(p), Signature.of(Formats.readAll(cw, "back.cw", null).get(0)), p.name());
            assertEquals(Signature.of(p), Signature.of(Formats.readAll(Writers.write(p, Format.JSON), "back.json", null).get(0)), p.name());
        }
        assertEquals("cage #1: 9 cells of 1..9, all different, add up to 45 to 45, never a total of digital root 2 (2, 11, 20, 29 or 38)",
                org.cellwise.diagnose.QuickChecks.of(ps.get(0)).get(0).message());
    }

    /**
     * data/dr-killer-dr.cw (the digital-root killer with its cages written DR<n>) and its f-puzzles link, made here
     * from the file's lines as f-puzzles stores a DR cage: the same cages, the same single answer, that of
     * data/dr-killer.cw (the same puzzle with its sums written out).
     */
    @Test
    void theDigitalRootKillerSolvesAlikeFromCwAndFromItsLink() throws Exception {
        String cw = Files.readString(TestFiles.data().resolve("dr-killer-dr.cw"));
        Puzzle fromCw = read(cw, null);
        ObjectNode o = (ObjectNode) JSON.readTree("{\"size\":9,\"title\":\"dr-killer\"}");
        ArrayNode grid = o.putArray("grid");
        for (int r = 0; r < 9; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < 9; c++) row.addObject().put("region", r / 3 * 3 + c / 3);
        }
        ArrayNode drawn = o.putArray("cage");
        for (String line : cw.lines().filter(l -> l.startsWith("cage DR")).toList()) {
            String[] w = line.split(" ");
            ObjectNode cage = drawn.addObject();
            cage.put("value", w[1]);
            ArrayNode cs = cage.putArray("cells");
            for (int i = 2; i < w.length; i++) cs.add(w[i].toUpperCase());
        }
        assertEquals(27, drawn.size());
        Puzzle fromLink = Formats.readAll("https://www.f-puzzles.com/?load=" + LzString.compressToBase64(o.toString()), "link.txt", null).get(0);
        List<Rule> cw27 = cages(fromCw), link27 = cages(fromLink);
        assertEquals(27, cw27.size());
        assertEquals(27, link27.size());
        for (int i = 0; i < 27; i++) {
            assertArrayEquals(sums(cw27.get(i)), sums(link27.get(i)), "cage " + i);
            assertEquals(cellsOf(cw27.get(i)), cellsOf(link27.get(i)), "cage " + i);
        }
        Puzzle written = read(Files.readString(TestFiles.data().resolve("dr-killer.cw")), null);
        int[] answer = null;
        for (Puzzle p : List.of(fromCw, fromLink, written)) {
            var u = Solver.of(p).uniqueness();
            assertTrue(u.unique(), p.name());
            int[] first = u.first();
            if (answer == null) answer = first;
            assertArrayEquals(answer, first, p.name());
        }
    }
}
