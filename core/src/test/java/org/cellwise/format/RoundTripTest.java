package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.cellwise.check.Checker;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Clues;
import org.cellwise.rules.Givens;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.Heading;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.SumGroup;
import org.cellwise.testing.RandomPuzzles;
import org.cellwise.testing.RawRule;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** Every writer against its reader: what is written reads back as the same puzzle with the same solutions. */
class RoundTripTest {

    /**
     * The same answers: the same count (up to a limit), the same solution set when the count is complete, and
     * otherwise every solution found for one holds for the other.
     */
    private static void sameAnswers(Puzzle p, Puzzle back, String context) {
        SolveOptions o = SolveOptions.upTo(50).withMaxNodes(200_000);
        Result a = Solver.of(p).solve(o, 50), b = Solver.of(back).solve(o, 50);
        assertEquals(a.count(), b.count(), context);
        assertEquals(a.outcome(), b.outcome(), context);
        if (a.outcome() == Outcome.COMPLETE) {
            assertEquals(sorted(a.solutions()), sorted(b.solutions()), context);
        } else {
            for (int[] s : a.solutions()) assertTrue(Checker.holds(back, s), context);
            for (int[] s : b.solutions()) assertTrue(Checker.holds(p, s), context);
        }
    }

    private static List<String> sorted(List<int[]> sols) {
        List<String> out = new ArrayList<>();
        for (int[] s : sols) out.add(java.util.Arrays.toString(s));
        out.sort(null);
        return out;
    }

    private static Puzzle readBack(String text, Format f) throws FormatException {
        List<Puzzle> back = Formats.readAll(text, "round-trip", f);
        assertEquals(1, back.size(), text);
        return back.get(0);
    }

    private static void roundTrip(Puzzle p, Format f) throws FormatException {
        String text = Writers.write(p, f);
        Puzzle back = readBack(text, f);
        assertEquals(Signature.of(p), Signature.of(back), text);
        sameAnswers(p, back, text);
        // writing what was read gives the same text: nothing drifts
        assertEquals(text, Writers.write(back.withName(p.name()), f).replace(back.name(), p.name()), text);
    }

    /** Which shapes of rule the random puzzles held, so the test knows it covered them all. */
    private static final class Tally implements Rule.Cases<Void> {
        final Map<String, Integer> seen = new TreeMap<>();

        private Void see(String what) {
            seen.merge(what, 1, Integer::sum);
            return null;
        }

        @Override
        public Void flag(Rule r) {
            return see(r.keyword());
        }

        @Override
        public Void givens(Givens g) {
            return see("givens");
        }

        @Override
        public Void labelledGiven(LabelledGiven g) {
            return see("labelled given");
        }

        @Override
        public Void killerCage(KillerCage c) {
            return see("killer cage");
        }

        @Override
        public Void multiSumCage(org.cellwise.rules.MultiSumCage c) {
            return see("multi-sum cage");
        }

        @Override
        public Void arithmeticCage(ArithmeticCage c) {
            return see("arithmetic cage");
        }

        @Override
        public Void sumGroup(SumGroup g) {
            return see(g.distinct() ? "distinct sum" : "sum");
        }

        @Override
        public Void heading(Heading h) {
            return see("heading");
        }

        @Override
        public Void greaterThan(GreaterThan g) {
            return see("greater-than");
        }

        @Override
        public Void regions(Regions r) {
            return see("regions");
        }

        @Override
        public Void clue(org.cellwise.rules.Clue c) {
            return see("clue " + c.keyword());
        }

        @Override
        public Void custom(Rule r) {
            return see("custom");
        }

        @Override
        public Void either(org.cellwise.rules.Either e) {
            for (List<Rule> b : e.branches()) for (Rule r : b) r.accept(this);
            return see("either");
        }
    }

    @Test
    void randomPuzzlesOfEveryRuleRoundTripThroughTextAndJson() throws FormatException {
        Tally tally = new Tally();
        int twoGrids = 0;
        for (long seed = 0; seed < 400; seed++) {
            Puzzle p = RandomPuzzles.make(seed, false);
            for (Rule r : p.rules()) r.accept(tally);
            if (p.grids().size() > 1) twoGrids++;
            roundTrip(p, Format.CELLWISE);
            roundTrip(p, Format.JSON);
        }
        List<String> kinds = new ArrayList<>(List.of("givens", "labelled given", "killer cage", "arithmetic cage",
                "distinct sum", "sum", "heading", "greater-than", "regions"));
        // the move rules of Rangsk's solver are not drawn by RandomPuzzles (adding them would redraw every seeded
        // puzzle): logic.MovesTest round-trips them through every format and checks them against choco
        List<String> moves = List.of("diagonal-non-consecutive", "knightmare", "self-taxicab",
                // likewise the global 2×2 rules of Sigh's solver: rules.SolverKindsTest does the same for them
                "global-entropy", "global-mod",
                // and full rank's rule of no two lines alike: rules.FullRankTest round-trips and judges it
                "full-rank-distinct",
                // and chaos constructions and doppelgangers, whose cells beside the grid would redraw every seeded
                // canvas: rules.ChaosCluesTest and DoppelgangerTest round-trip them through text and JSON, and
                // ChaosConstructionTest and DoppelgangerTest count them against clingo
                "chaos-construction", "doppelganger",
                // and Sigh's solver's Dutch flatmates and same-value houses: rules.DutchFlatmatesTest and
                // SameValueHousesTest round-trip them
                "dutch-flatmates", "same-value-houses");
        for (String k : RuleCatalog.keywords()) if (RuleCatalog.lookup(k).size() == 1 && !moves.contains(k)) kinds.add(k);
        for (String k : kinds) assertTrue(tally.seen.getOrDefault(k, 0) > 0, k + " never occurred: " + tally.seen);
        assertEquals(0, tally.seen.getOrDefault("custom", 0));
        assertTrue(twoGrids > 10, "overlapping grids: " + twoGrids);
    }

    @Test
    void randomVariantCluesRoundTripThroughTextJsonAndTheFPuzzlesLink() throws FormatException {
        java.util.Set<String> kinds = new java.util.TreeSet<>();
        for (long seed = 1; seed <= 200; seed++) {
            Puzzle p = org.cellwise.testing.RandomClues.make(seed);
            p.rules().forEach(r -> { if (r instanceof org.cellwise.rules.Clue) kinds.add(r.getClass().getSimpleName()); });
            roundTrip(p, Format.CELLWISE);
            roundTrip(p, Format.JSON);
            roundTrip(p, Format.FPUZZLES);
        }
        assertEquals(org.cellwise.testing.RandomClues.KINDS.size(), kinds.size(), "clue kinds written: " + kinds);
    }

    private static List<Path> examples() throws IOException {
        try (Stream<Path> s = Files.list(TestFiles.examples())) {
            return s.sorted().toList();
        }
    }

    @Test
    void everyExampleRoundTripsThroughTextAndJsonWithTheSameAnswer() throws Exception {
        int puzzles = 0;
        for (Path f : examples()) {
            for (Puzzle p : Formats.readAll(f)) {
                roundTrip(p, Format.CELLWISE);
                roundTrip(p, Format.JSON);
                puzzles++;
            }
        }
        assertTrue(puzzles >= 16, "examples read: " + puzzles);
    }

    /**
     * Every example on one square grid of values 1..N survives the f-puzzles link (which carries every rule) and
     * comes back with the same answers; SudokuPad's own format and puzz.link take the ones they can state.
     */
    @Test
    void everyExampleOnOneSquareGridSurvivesTheCommunityLinks() throws Exception {
        int links = 0, scl = 0, puzzlink = 0;
        for (Path f : examples()) {
            for (Puzzle p : Formats.readAll(f)) {
                if (p.kind().equals("kakuro")) {
                    roundTrip(p, Format.PUZZLINK);
                    puzzlink++;
                }
                boolean square = p.grids().size() == 1 && p.canvas().loose().isEmpty() && p.grids().get(0).top() == 0
                        && p.grids().get(0).left() == 0 && p.values().min() == 1 && p.values().max() == p.grids().get(0).rows();
                if (!square) continue;
                roundTrip(p, Format.FPUZZLES);
                links++;
                for (Format site : List.of(Format.SCL, Format.PUZZLINK)) {
                    String text;
                    try {
                        text = Writers.write(p, site);
                    } catch (IllegalArgumentException cannot) {
                        continue; // a rule the site has no notation for: said, never written as something else
                    }
                    Puzzle back = readBack(text, site);
                    assertEquals(Signature.of(p), Signature.of(back), f + " as " + site.id);
                    sameAnswers(p, back, f + " as " + site.id);
                    if (site == Format.SCL) scl++;
                    else puzzlink++;
                }
            }
        }
        assertTrue(links >= 12, "examples through f-puzzles links: " + links);
        assertTrue(scl >= 6, "examples through scl: " + scl);
        assertTrue(puzzlink >= 5, "examples through puzz.link: " + puzzlink);
    }

    @Test
    void eachSeedNotationWritesTheFamiliesItHolds() throws Exception {
        Map<String, Format> own = Map.of("seed002-header.txt", Format.HEADER, "seed003-sujiko.txt", Format.SUJIKO,
                "seed004-kenken.txt", Format.CAGES, "seed004-killer.txt", Format.CAGES, "seed000-overlap.lp", Format.FACTS,
                "seed001-classic.cw", Format.LINE, "seed001-16x16.cw", Format.GRID, "seed001-6x6.cw", Format.LINE);
        for (Map.Entry<String, Format> e : own.entrySet()) {
            Puzzle p = Formats.readAll(TestFiles.examples().resolve(e.getKey())).get(0);
            String text = Writers.write(p, e.getValue());
            Puzzle back = readBack(text, e.getValue());
            sameAnswers(p, back, e.getKey() + " as " + e.getValue().id + ":\n" + text);
            assertTrue(Solver.of(back).uniqueness().unique(), e.getKey());
        }
        Puzzle grid = Formats.readAll(TestFiles.examples().resolve("seed001-worlds-hardest.cw")).get(0);
        roundTrip(grid, Format.GRID);
        roundTrip(grid, Format.LINE);
    }

    @Test
    void aFormatThatCannotHoldThePuzzleSaysSoInsteadOfWritingSomethingElse() throws Exception {
        Puzzle knight = Formats.readAll(TestFiles.examples().resolve("seed001-anti-knight.cw")).get(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Writers.write(knight, Format.LINE));
        assertTrue(e.getMessage().contains("line format cannot hold"), e.getMessage());
        Puzzle samurai = Formats.readAll(TestFiles.examples().resolve("samurai.cw")).get(0);
        assertThrows(IllegalArgumentException.class, () -> Writers.write(samurai, Format.CAGES));
        Puzzle raw = RandomPuzzles.make(3, true).withRules(List.of(new RawRule("raw", List.of())));
        e = assertThrows(IllegalArgumentException.class, () -> Writers.write(raw, Format.CELLWISE));
        assertTrue(e.getMessage().contains("no notation"), e.getMessage());
    }

    @Test
    void quotedLabelsAndTheNewStatementsRead() throws FormatException {
        String text = "size 4\nrules latin\nsum \"circle a\" 10 distinct r1c1 r1c2 r2c1 r2c2\n"
                + "heading \"row 4\" 24 r4c1 r4c2 r4c3 r4c4\ngiven kk3 r3c3 3\ncells r5c5\nvalues 1..4\n";
        Puzzle p = readBack(text, Format.CELLWISE);
        assertTrue(p.constraints().stream().anyMatch(c -> c.name().equals("circle a")), p.constraints().toString());
        assertTrue(p.constraints().stream().anyMatch(c -> c.name().equals("row 4")));
        assertTrue(p.constraints().stream().anyMatch(c -> c.name().equals("cage kk3")));
        assertEquals(17, p.size());
        FormatException twice = assertThrows(FormatException.class,
                () -> readBack("size 4\ncage 4+ r1c1 r1c1\n", Format.CELLWISE));
        assertEquals(2, twice.line());
        assertTrue(twice.getMessage().contains("r1c1 is listed twice"), twice.getMessage());
    }

    /**
     * A label in quotes is read exactly as written, relation signs and '#' and all ("x<y" came back as "x < y", which
     * then could not be written), and every label without a double quote or a line break can be written; so is a name
     * with a '#' in it (a title "Puzzle #1" came back as "Puzzle").
     */
    @Test
    void quotedLabelsAndNamesAreReadAsWrittenAndWritten() throws Exception {
        List<String> labels = List.of("x<y", "a b", "a #1", "r1c1 = 3", "10 cage", ">=", "x=y", "#", "é ü", "a|b");
        for (String label : labels) {
            String q = "\"" + label + "\"";
            String text = "#puzzle Puzzle #1\nsize 4\nrules sudoku\ncage " + q + " 7 r1c1 r1c2 # a comment\nsum " + q.replaceFirst("\"$", "x\"")
                    + " 5 r3c3 r4c4\nheading " + q.replaceFirst("\"$", "h\"") + " 9 r2c1 r2c2\ngiven " + q.replaceFirst("\"$", "g\"") + " r3c1 3\n";
            Puzzle p = Formats.readAll(text, "q.cw", null).get(0);
            assertEquals("Puzzle #1", p.name(), label);
            List<String> names = p.rules().stream().map(r -> r instanceof KillerCage k ? "cage " + k.label() : r instanceof SumGroup g
                    ? "sum " + g.label() : r instanceof Heading h ? "heading " + h.label() : r instanceof LabelledGiven g ? "given " + g.label()
                    : "").filter(x -> !x.isEmpty()).sorted().toList();
            assertEquals(List.of("cage " + label, "given " + label + "g", "heading " + label + "h", "sum " + label + "x"), names, label);
            for (Format f : List.of(Format.CELLWISE, Format.JSON)) {
                String written = Writers.write(p, f);
                Puzzle back = Formats.readAll(written, f == Format.JSON ? "b.json" : "b.cw", null).get(0);
                assertEquals(Signature.of(p), Signature.of(back), label + " in " + f.id);
                assertEquals("Puzzle #1", back.name(), label + " in " + f.id);
            }
            // from JSON, where any label may be written, to the text format
            Puzzle json = Formats.readAll("{\"name\": \"n\", \"size\": 4, \"rules\": [\"sudoku\"], \"cages\": [{\"label\": "
                    + com.fasterxml.jackson.databind.node.TextNode.valueOf(label) + ", \"target\": 7, \"cells\": [\"r1c1\", \"r1c2\"]}]}", "j.json", null).get(0);
            assertEquals(Signature.of(json), Signature.of(Formats.readAll(Writers.write(json, Format.CELLWISE), "b.cw", null).get(0)), label);
        }
        // a name that is only a comment's look is a name; a comment after a statement is still a comment
        assertEquals("# not a comment", Formats.readAll("name # not a comment\nsize 4 # boxes 2x2\n", "n.cw", null).get(0).name());
        // what no quotes can hold is refused in words
        Puzzle quote = Formats.readAll("{\"size\": 4, \"cages\": [{\"label\": \"a\\\"b\", \"target\": 7, \"cells\": [\"r1c1\", \"r1c2\"]}]}",
                "j.json", null).get(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Writers.write(quote, Format.CELLWISE));
        assertTrue(e.getMessage().contains("holds anything but a double quote and a line break"), e.getMessage());
    }

    @Test
    void aJsonArrayStreamsAndJsonLinesKeepTheirNeighbours() throws Exception {
        Puzzle p = Formats.readAll(TestFiles.examples().resolve("seed001-classic.cw")).get(0);
        String one = Writers.write(p, Format.JSON).strip();
        StringBuilder array = new StringBuilder("[\n");
        for (int i = 0; i < 3000; i++) array.append(i == 0 ? "" : ",\n").append(one);
        array.append("\n]\n");
        PuzzleReader r = Formats.open(new java.io.BufferedReader(new java.io.StringReader(array.toString())), "big.json",
                "big", Format.JSON);
        int n = 0;
        while (r.next() != null) n++;
        assertEquals(3000, n);
        String lines = one + "\n{\"size\": 4, \"rules\": [\n" + one + "\n";
        PuzzleReader lr = Formats.open(new java.io.BufferedReader(new java.io.StringReader(lines)), "l.jsonl", "l", Format.JSON);
        assertEquals(p.name(), lr.next().name());
        FormatException bad = assertThrows(FormatException.class, lr::next);
        assertEquals(2, bad.line());
        assertEquals(p.name(), lr.next().name());
        FormatException dup = assertThrows(FormatException.class,
                () -> Formats.readAll("{\"size\": 4, \"size\": 5}", "d.json", Format.JSON));
        assertTrue(dup.getMessage().contains("Duplicate"), dup.getMessage());
    }

    private static List<String[]> published() throws IOException {
        List<String[]> out = new ArrayList<>();
        for (String file : List.of("fpuzzles.tsv", "fpuzzles-more.tsv")) {
            List<String> lines = Files.readAllLines(TestFiles.data().resolve(file));
            for (String l : lines.subList(1, lines.size())) out.add(l.split("\t"));
        }
        return out;
    }

    /** The f-puzzles elements a JSON holds with something in them (a rule or a drawing, not a setting). */
    private static java.util.Set<String> elements(com.fasterxml.jackson.databind.JsonNode json) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        json.fieldNames().forEachRemaining(k -> {
            FPuzzlesElements.Element e = FPuzzlesElements.TABLE.get(k);
            com.fasterxml.jackson.databind.JsonNode v = json.get(k);
            boolean empty = v.isArray() && v.isEmpty() || v.isBoolean() && !v.asBoolean();
            if (e != null && e.kind() != FPuzzlesElements.Kind.SETTING && !empty) out.add(k);
        });
        for (com.fasterxml.jackson.databind.JsonNode row : json.path("grid"))
            for (com.fasterxml.jackson.databind.JsonNode cell : row)
                cell.fieldNames().forEachRemaining(f -> {
                    if (f.equals("c")) out.add("cell colour");
                    if (f.equals("parity")) out.add(cell.get(f).asText().toLowerCase(java.util.Locale.ROOT)); // odd and even, their elements now
                });
        return out;
    }

    /**
     * Every published f-puzzles puzzle Cellwise reads: read, written, read again gives the same puzzle (rules,
     * author, rules text, drawings) and the same answers, and the written JSON keeps every element the link had.
     */
    @Test
    void everyPublishedFPuzzlesLinkSurvivesBeingWrittenBack() throws Exception {
        int read = 0;
        for (String[] f : published()) {
            Puzzle p = FPuzzles.read(f[1], "published", 1, "p");
            read++;
            String json = FPuzzles.write(p);
            Puzzle back = readBack(FPuzzles.FPUZZLES_LINK + LzString.compressToBase64(json), Format.FPUZZLES);
            assertEquals(Signature.of(p), Signature.of(back), f[0]);
            assertEquals(p.name(), back.name(), f[0]);
            assertEquals(p.metadata(), back.metadata(), f[0]);
            // the same answer: the published one (Behemoth's published answer is no Latin square: its own is checked)
            Result r = Solver.of(back).solve(SolveOptions.upTo(2).withMaxNodes(5_000_000), 2);
            assertEquals(1, r.count(), f[0]);
            int[] want = f[2].contains(",") ? java.util.Arrays.stream(f[2].split(",")).mapToInt(Integer::parseInt).toArray()
                    : f[2].chars().map(c -> c - '0').toArray();
            if (!f[0].contains("Behemoth")) assertArrayEquals(want, r.first(), f[0]);
            else assertTrue(Checker.holds(p, r.first()), f[0]);
            java.util.Set<String> had = elements(Json.parse(LzString.decompressFromBase64(f[1])));
            java.util.Set<String> kept = elements(Json.parse(json));
            had.removeAll(kept);
            assertEquals(java.util.Set.of(), had, f[0] + ": elements lost");
            assertEquals(json, FPuzzles.write(back), f[0]); // nothing drifts
        }
        assertEquals(35, read);
    }

    /**
     * Random puzzles of every clue kind through the f-puzzles link, in the elements f-puzzles has for them: the same
     * puzzle back every time (so the same answers), and the answers compared outright for some.
     */
    /** The statements of Sigh's solver's clues, and of a modulus or a lockout difference of one's own, which go in the cellwise field. */
    private static final java.util.Set<String> SOLVER_KINDS = java.util.Set.of("regex", "automaton", "relation", "pairs", "all-pairs",
            "lunchbox", "sum-line", "look-and-say", "exactly", "hidden-skyscraper", "numbered-room", "count-distinct", "rellik",
            "equality-cage", "counting-circles", "same-values", "equal-sum", "connected-values", "weighted-sum", "modular", "lockout", "value-indexing",
            "full-rank");

    @Test
    void thousandsOfRandomCluePuzzlesSurviveTheFPuzzlesLink() throws FormatException {
        java.util.Set<String> kinds = new java.util.TreeSet<>();
        int cellwiseField = 0;
        for (long seed = 1000; seed < 4000; seed++) {
            Puzzle p = org.cellwise.testing.RandomClues.make(seed);
            p.rules().forEach(r -> { if (r instanceof org.cellwise.rules.Clue) kinds.add(r.getClass().getSimpleName()); });
            String text = Writers.write(p, Format.FPUZZLES); // read back and compared by Signature inside
            Puzzle back = readBack(text, Format.FPUZZLES);
            assertEquals(Signature.of(p), Signature.of(back), "seed " + seed);
            com.fasterxml.jackson.databind.JsonNode json = Json.parse(LzString.decompressFromBase64(text.strip().substring(FPuzzles.FPUZZLES_LINK.length())));
            for (com.fasterxml.jackson.databind.JsonNode st : json.path("cellwise")) {
                // what f-puzzles cannot state: a region sum line or a box indexer on a grid without regions (cut by
                // rows, pointing into a region named), a dot or X/V on a corner, two sets of marks on a cell with no
                // value in common
                String[] w = st.asText().split(" ");
                if (SOLVER_KINDS.contains(w[0])) continue; // the clues of Sigh's solver, which f-puzzles has no element for
                boolean boxless = !p.grids().get(0).hasBoxes();
                boolean corner = List.of("white", "black", "x", "v").contains(w[0])
                        && new org.cellwise.rules.Dot(Clues.cell(w[w.length - 2]), Clues.cell(w[w.length - 1]), false, 1).diagonal();
                assertTrue(corner || w[0].equals("marks") || boxless && (w[0].equals("region-sum") || w[0].equals("box-indexer")),
                        "seed " + seed + ": " + st);
                if (!corner) cellwiseField++;
            }
            if (seed % 20 == 0) sameAnswers(p, back, "seed " + seed);
        }
        assertEquals(org.cellwise.testing.RandomClues.KINDS.size(), kinds.size(), kinds.toString());
        assertTrue(cellwiseField < 250, "statements in the cellwise field other than corner marks: " + cellwiseField);
    }
}
