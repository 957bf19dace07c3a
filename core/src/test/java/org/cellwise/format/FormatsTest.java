package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.cellwise.constraint.Fixed;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.AntiKnight;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Regions;
import org.junit.jupiter.api.Test;

class FormatsTest {
    static final String NORVIG1 =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    static Map<Cell, Integer> givens(Puzzle p) {
        return p.constraints().stream().filter(c -> c instanceof Fixed).map(c -> (Fixed) c)
                .collect(Collectors.toMap(f -> p.cells().get(f.cell()), Fixed::value));
    }

    static List<String> keywords(Puzzle p) {
        return p.rules().stream().map(r -> r.keyword()).toList();
    }

    @Test
    void lineFormatReadsOnePuzzlePerLineSkippingComments() throws Exception {
        List<Puzzle> ps = Formats.readAll("# a comment\n" + NORVIG1 + "\n\n" + NORVIG1.replace('4', '0') + "  rating 3\n",
                "t.txt", null);
        assertEquals(2, ps.size());
        assertEquals("t:2", ps.get(0).name());
        assertEquals("t:4", ps.get(1).name());
        assertEquals(4, givens(ps.get(0)).get(new Cell(0, 0)));
        assertEquals(17, givens(ps.get(0)).size());
        assertEquals(List.of("rows", "columns", "boxes", "givens"), keywords(ps.get(0)));
    }

    @Test
    void lineFormatSizesAndLetters() throws Exception {
        Puzzle p4 = Formats.readAll("1...\n".repeat(1).replace("\n", "") + "............", "x", Format.LINE).get(0);
        assertEquals(4, p4.grids().get(0).rows());
        assertEquals(2, p4.grids().get(0).boxRows());
        String six = "2.5163" + "3.6452" + "453621" + "162345" + "534216" + "62153.";
        Puzzle p6 = Formats.readAll(six, "x", null).get(0);
        assertEquals(new Grid("main", 0, 0, 6, 2, 3), p6.grids().get(0));
        String sixteen = "G" + ".".repeat(255);
        Puzzle p16 = Formats.readAll(sixteen, "x", null).get(0);
        assertEquals(16, givens(p16).get(new Cell(0, 0)));
    }

    @Test
    void lineFormatErrorsNameLineAndColumn() {
        FormatException e = assertThrows(FormatException.class,
                () -> Formats.readAll("# c\n" + NORVIG1.substring(0, 40) + "x" + NORVIG1.substring(41), "f.txt", Format.LINE));
        assertEquals(2, e.line());
        assertEquals(41, e.column());
        assertTrue(e.getMessage().startsWith("f.txt:2:41: expected '.', '0' or a value 1..9"), e.getMessage());
        FormatException len = assertThrows(FormatException.class, () -> Formats.readAll("12345", "f.txt", Format.LINE));
        assertTrue(len.detail().contains("N*N characters"), len.getMessage());
    }

    @Test
    void gridTextWithHeadersSpacesCommasAndTightRows() throws Exception {
        String text = "#sudoku first\n1 . . .\n. . 2 .\n. 3 . .\n. . . 4\n"
                + "#sudoku second\n1,2,3,4\n_,_,_,_\n0\t0\t0\t0\n....\n";
        List<Puzzle> ps = Formats.readAll(text, "g.txt", null);
        assertEquals(List.of("first", "second"), ps.stream().map(Puzzle::name).toList());
        assertEquals(Map.of(new Cell(0, 0), 1, new Cell(1, 2), 2, new Cell(2, 1), 3, new Cell(3, 3), 4), givens(ps.get(0)));
        assertEquals(4, givens(ps.get(1)).size());
    }

    @Test
    void gridTextReportsRaggedRows() {
        FormatException e = assertThrows(FormatException.class,
                () -> Formats.readAll("#sudoku a\n1 2 3 4\n1 2 3\n. . . .\n. . . .\n", "g.txt", null));
        assertEquals(3, e.line());
        assertTrue(e.detail().contains("expected 4 values"), e.getMessage());
    }

    @Test
    void badPuzzleIsSkippedAndTheNextOneStillReads() throws Exception {
        String text = "#sudoku bad\n1 2 3 4\n1 2\n#sudoku good\n1 . . .\n. . . .\n. . . .\n. . . .\n";
        PuzzleReader r = Formats.open(new java.io.BufferedReader(new java.io.StringReader(text)), "s", "s", null);
        assertThrows(FormatException.class, r::next);
        assertEquals("good", r.next().name());
        assertEquals(null, r.next());
    }

    @Test
    void ownFormatStatesEveryRule() throws Exception {
        String text = """
                #puzzle everything
                # a comment line
                size 6 boxes 2x3   # trailing comment
                values 1..6
                rules latin boxes anti-knight
                rules diagonals
                regions
                a a a b b b
                a a a b b b
                c c c d d d
                c c c d d d
                e e e f f f
                e e e f f f
                cages
                k k . . . .
                . . . . . m
                . . . . . m
                . . . . . .
                . . . . . .
                n n . . . .
                cage k 3
                cage m 6*
                cage n = 5-
                cage 7 r6c5 r6c6
                r1c3 > r1c4 < r2c4
                r3c3 = 4
                givens
                . . . | . . .
                . . . | . . .
                ------+------
                . . . | . . 5
                . . . | . . .
                ------+------
                . . . | . . .
                . . . | . . .
                """;
        Puzzle p = Formats.readAll(text, "e.cw", null).get(0);
        assertEquals("everything", p.name());
        assertTrue(p.rules().contains(new AntiKnight()));
        assertTrue(p.rules().contains(new GreaterThan(new Cell(0, 2), new Cell(0, 3))));
        assertTrue(p.rules().contains(new GreaterThan(new Cell(1, 3), new Cell(0, 3))));
        assertTrue(p.rules().contains(new KillerCage("k", List.of(new Cell(0, 0), new Cell(0, 1)), 3)));
        assertTrue(p.rules().contains(new ArithmeticCage("m", List.of(new Cell(1, 5), new Cell(2, 5)),
                org.cellwise.constraint.Arithmetic.Op.MULTIPLY, 6)));
        assertTrue(p.rules().contains(new ArithmeticCage("n", List.of(new Cell(5, 0), new Cell(5, 1)),
                org.cellwise.constraint.Arithmetic.Op.SUBTRACT, 5)));
        assertTrue(p.rules().contains(new KillerCage("#4", List.of(new Cell(5, 4), new Cell(5, 5)), 7)));
        Regions regions = (Regions) p.rules().stream().filter(r -> r instanceof Regions).findFirst().orElseThrow();
        assertEquals(6, regions.regions().size());
        assertEquals(Map.of(new Cell(2, 2), 4, new Cell(2, 5), 5), givens(p));
        assertEquals(org.cellwise.testing.ChocoOracle.count(p, 50), Solver.of(p).count(50).count());
    }

    @Test
    void ownFormatInfersTheSizeFromTheGivens() throws Exception {
        Puzzle p = Formats.readAll("rules sudoku\ngivens\n1...\n..2.\n....\n...4\n", "x.cw", null).get(0);
        assertEquals(4, p.grids().get(0).rows());
        assertEquals(3, givens(p).size());
    }

    @Test
    void ownFormatPlacesOverlappingGrids() throws Exception {
        String text = """
                grid A at 1,1 size 4
                grid B at 3,3 size 4
                rules sudoku
                givens
                1 . . . - -
                . . . . - -
                . . 3 . . .
                . . . . . .
                - - . . . .
                - - . . . 2
                """;
        Puzzle p = Formats.readAll(text, "two.cw", null).get(0);
        assertEquals(28, p.size()); // 16 + 16 - 4 shared
        assertEquals(-1, p.indexOf(0, 4));
        assertEquals(2, givens(p).get(new Cell(5, 5)));
        assertTrue(Solver.of(p).first().solved());
    }

    @Test
    void ownFormatErrorsPointAtTheWord() {
        FormatException unknown = assertThrows(FormatException.class,
                () -> Formats.readAll("size 9\nrules sudoku anti-bishop\n", "p.cw", null));
        assertEquals(2, unknown.line());
        assertEquals(14, unknown.column());
        assertTrue(unknown.detail().startsWith("unknown rule 'anti-bishop'; expected one of sudoku, latin"), unknown.detail());
        // a typo gets the nearest name, in the text format and in JSON alike
        FormatException typo = assertThrows(FormatException.class, () -> Formats.readAll("size 9\nrules sudoku anti-knigth\n", "p.cw", null));
        assertTrue(typo.detail().startsWith("unknown rule 'anti-knigth' (did you mean 'anti-knight'?); expected one of"), typo.detail());
        FormatException json = assertThrows(FormatException.class,
                () -> Formats.readAll("{\"size\": 9, \"rules\": [\"sudoku\", \"anti-kign\"]}", "p.json", null));
        assertTrue(json.detail().startsWith("unknown rule 'anti-kign' (did you mean 'anti-king'?)"), json.detail());

        FormatException cell = assertThrows(FormatException.class, () -> Formats.readAll("size 4\nr5c1 > r1c1\n", "p.cw", null));
        assertEquals(2, cell.line());
        assertEquals(1, cell.column());
        assertTrue(cell.detail().contains("no cell r5c1"), cell.detail());
        // a clue naming a cell off the canvas is reported at its own line and the cell's column, after other lines
        FormatException clue = assertThrows(FormatException.class,
                () -> Formats.readAll("#puzzle a\nsize 4\nrules sudoku\nthermo r1c1 r1c9\n", "c.cw", null));
        assertEquals(4, clue.line());
        assertEquals(13, clue.column());
        assertTrue(clue.detail().contains("no cell r1c9"), clue.detail());

        FormatException value = assertThrows(FormatException.class,
                () -> Formats.readAll("size 4\ngivens\n1 . . .\n. 7 . .\n. . . .\n. . . .\n", "p.cw", null));
        assertEquals(4, value.line());
        assertEquals(3, value.column());
        assertTrue(value.detail().contains("value 7 is outside the values 1..4"), value.detail());

        FormatException rows = assertThrows(FormatException.class,
                () -> Formats.readAll("size 4\ngivens\n1 . . .\n. . . .\n", "p.cw", null));
        assertTrue(rows.detail().contains("expected 4 rows"), rows.detail());

        FormatException cage = assertThrows(FormatException.class,
                () -> Formats.readAll("size 4\ncages\na a . .\n. . . .\n. . . .\n. . . .\n", "p.cw", null));
        assertEquals(3, cage.line());
        assertTrue(cage.detail().contains("cage a has cells but no 'cage a TARGET' line"), cage.detail());

        FormatException div = assertThrows(FormatException.class,
                () -> Formats.readAll("size 4\ncage 2/ r1c1 r1c2 r1c3\n", "p.cw", null));
        assertEquals(2, div.line());
        assertTrue(div.detail().contains("needs exactly two cells"), div.detail());

        FormatException stmt = assertThrows(FormatException.class, () -> Formats.readAll("size 4\nfrobnicate\n", "p.cw", Format.CELLWISE));
        assertTrue(stmt.detail().startsWith("expected a statement"), stmt.detail());
    }

    @Test
    void jsonSaysWhatTheTextSays() throws Exception {
        String json = """
                {"name": "j", "size": 6, "boxes": "2x3", "rules": ["sudoku", "anti-knight"],
                 "givens": ["1.....", "......", "......", "......", "......", ".....2"],
                 "cages": [{"label": "a", "sum": 3, "cells": ["r1c2", "r1c3"]}, {"target": 2, "op": "/", "cells": ["r2c1", "r3c1"]}],
                 "relations": ["r4c4 > r4c5"]}
                """;
        String text = """
                #puzzle j
                size 6 boxes 2x3
                rules sudoku anti-knight
                givens
                1.....
                ......
                ......
                ......
                ......
                .....2
                cage a 3 r1c2 r1c3
                cage 2/ r2c1 r3c1
                r4c4 > r4c5
                """;
        Puzzle fromJson = Formats.readAll(json, "j.json", null).get(0);
        Puzzle fromText = Formats.readAll(text, "j.cw", null).get(0);
        assertEquals("j", fromJson.name());
        assertEquals(fromText.grids(), fromJson.grids());
        assertEquals(new java.util.HashSet<>(fromText.rules()), new java.util.HashSet<>(fromJson.rules()));
        assertEquals(Solver.of(fromText).count(100).count(), Solver.of(fromJson).count(100).count());
    }

    @Test
    void jsonArraysLinesAndGivenForms() throws Exception {
        String arr = "[{\"size\": 4, \"givens\": [[1, null, 0, 0], [0,0,0,0], [0,0,0,0], [0,0,0,4]]},"
                + " {\"size\": 4, \"givens\": {\"r1c1\": 2}}]";
        List<Puzzle> ps = Formats.readAll(arr, "a.json", null);
        assertEquals(2, ps.size());
        assertEquals(Map.of(new Cell(0, 0), 1, new Cell(3, 3), 4), givens(ps.get(0)));
        assertEquals(Map.of(new Cell(0, 0), 2), givens(ps.get(1)));
        List<Puzzle> lines = Formats.readAll("{\"size\": 4}\n{\"size\": 9}\n", "l.jsonl", null);
        assertEquals(List.of(4, 9), lines.stream().map(p -> p.grids().get(0).rows()).toList());
    }

    @Test
    void jsonFieldOrderDoesNotMatterAndCagesMayBeAMap() throws Exception {
        String json = """
                {"givens": [". . . .", ". . . .", ". . . .", ". . . 4"],
                 "cages": ["aab.", "..b.", "....", "...."], "sums": {"a": 3, "b": "2/"},
                 "rules": ["latin"], "size": 4, "values": "1..4"}
                """;
        Puzzle p = Formats.readAll(json, "o.json", null).get(0);
        assertEquals(Map.of(new Cell(3, 3), 4), givens(p));
        assertTrue(p.rules().contains(new KillerCage("a", List.of(new Cell(0, 0), new Cell(0, 1)), 3)));
        assertTrue(p.rules().contains(new ArithmeticCage("b", List.of(new Cell(0, 2), new Cell(1, 2)),
                org.cellwise.constraint.Arithmetic.Op.DIVIDE, 2)));
    }

    @Test
    void jsonErrorsNameLineAndColumn() {
        FormatException syntax = assertThrows(FormatException.class, () -> Formats.readAll("{\"size\": 4,\n  \"rules\": [}", "b.json", null));
        assertEquals(2, syntax.line());
        assertTrue(syntax.detail().startsWith("invalid JSON"), syntax.detail());
        FormatException field = assertThrows(FormatException.class, () -> Formats.readAll("{\"size\": 4,\n \"colour\": 1}", "b.json", null));
        assertEquals(2, field.line());
        assertTrue(field.detail().startsWith("unknown field 'colour'"), field.detail());
        FormatException given = assertThrows(FormatException.class,
                () -> Formats.readAll("{\"size\": 4,\n \"givens\": [\"1...\", \"..9.\", \"....\", \"....\"]}", "b.json", null));
        assertEquals(2, given.line());
        assertEquals(24, given.column()); // the 9, inside the second string
    }

    /** Shape errors point at lines that exist: the end of input, a missing field, a misspelt nested field. */
    @Test
    void jsonShapeErrorsPointAtTheirPlace() {
        // the end of a one-line file is on that line, after its last character (it used to be "2:1")
        FormatException end = assertThrows(FormatException.class, () -> Formats.readAll("{\"name\":\"x\",\"values\":[1,2", "c.json", null));
        assertEquals(List.of(1, 26), List.of(end.line(), end.column()));
        assertEquals("invalid JSON: Unexpected end-of-input: expected close marker for Array", end.detail());
        // a missing field is reported at the object that lacks it
        FormatException row = assertThrows(FormatException.class,
                () -> Formats.readAll("{\"grids\":[\n {\"size\":4}],\n\"rules\":[\"sudoku\"]}", "f.json", null));
        assertEquals(List.of(2, 2), List.of(row.line(), row.column()));
        assertEquals("missing field 'row': expected a row (a whole number)", row.detail());
        // a field inside a grid, cage, sum, heading or named given is checked like a top-level one
        for (String[] c : new String[][] {
                {"\"grids\":[{\"size\":4,\"row\":1,\"col\":1,\"at\":[1,1]}]", "at"},
                {"\"size\":4,\"cages\":[{\"sum\":3,\"cell\":[\"r1c1\",\"r1c2\"]}]", "cell"},
                {"\"size\":4,\"sums\":[{\"target\":3,\"cells\":[\"r1c1\",\"r2c2\"],\"repeat\":true}]", "repeat"},
                {"\"size\":4,\"headings\":[{\"target\":3,\"cells\":[\"r1c1\"],\"op\":\"+\"}]", "op"},
                {"\"size\":4,\"namedGivens\":[{\"cell\":\"r1c1\",\"value\":1,\"colour\":2}]", "colour"},
                {"\"size\":4,\"values\":{\"min\":1,\"max\":4,\"step\":1}", "step"}}) {
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll("{" + c[0] + "}", "n.json", null), c[0]);
            assertTrue(e.detail().startsWith("unknown field '" + c[1] + "'; expected "), e.detail());
            assertEquals(1, e.line());
        }
        FormatException both = assertThrows(FormatException.class,
                () -> Formats.readAll("{\"size\":4,\"cages\":[{\"sum\":3,\"target\":3,\"cells\":[\"r1c1\",\"r1c2\"]}]}", "n.json", null));
        assertEquals("a cage has a 'target' or a 'sum', not both", both.detail());
    }

    @Test
    void detectionPicksTheFormat() throws Exception {
        assertEquals(Format.LINE, detect("# c\n" + FormatsTest.NORVIG1));
        assertEquals(Format.GRID, detect("#sudoku x\n1 2 3 4\n"));
        assertEquals(Format.GRID, detect("5 3 . . 7 . . . .\n"));
        assertEquals(Format.CELLWISE, detect("# comment\nsize 9\n"));
        assertEquals(Format.CELLWISE, detect("#puzzle p\nsize 9\n"));
        assertEquals(Format.JSON, detect("  {\"size\": 9}"));
        // 16 symbols: a 4x4 line when they fit 1..4, else the first row of a 16x16 grid written tight
        assertEquals(Format.LINE, detect("1...2...3...4...\n"));
        assertEquals(Format.GRID, detect("9E..35F2.7..1...\n"));
        // a typo in a line-format puzzle is still read as one, so the error points at the typo
        assertEquals(Format.LINE, detect(NORVIG1.substring(0, 17) + "x" + NORVIG1.substring(18)));
    }

    @Test
    void aTypoInALinePuzzleIsReportedWhereItIs() {
        FormatException e = assertThrows(FormatException.class,
                () -> Formats.readAll(NORVIG1.substring(0, 17) + "x" + NORVIG1.substring(18) + "\n", "f.txt", null));
        assertEquals(1, e.line());
        assertEquals(18, e.column());
        assertTrue(e.detail().contains("found 'x'"), e.getMessage());
    }

    @Test
    void tight16x16GridReadsWithoutBeingToldItsFormat() throws Exception {
        String tight = String.join("\n", java.util.Collections.nCopies(16, "................")) + "\n";
        tight = "9E..35F2.7..1..." + tight.substring(16);
        List<Puzzle> ps = Formats.readAll(tight, "t.txt", null);
        assertEquals(1, ps.size());
        assertEquals(256, ps.get(0).cells().size());
        assertEquals(Map.of(new Cell(0, 0), 9, new Cell(0, 1), 14, new Cell(0, 4), 3, new Cell(0, 5), 5,
                new Cell(0, 6), 15, new Cell(0, 7), 2, new Cell(0, 9), 7, new Cell(0, 12), 1), givens(ps.get(0)));
        // read as 4x4 lines (first row 1-4 only), the error says what else it might be
        String ambiguous = "1...2...3...4...\n" + "9E..35F2.7..1...\n";
        FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(ambiguous, "t.txt", null));
        assertEquals(2, e.line());
        assertTrue(e.detail().contains("--from grid"), e.getMessage());
    }

    private static Format detect(String text) {
        return Formats.detect(new LineInput(new java.io.BufferedReader(new java.io.StringReader(text)), "d"));
    }

    /**
     * A format that cannot hold a puzzle says so in a person's words: cells as r1c1 and rules as the check report
     * names them, never internal cell indexes ([62, 70, 71]) or a record's toString (Grid[name=...]).
     */
    @Test
    void refusalsNameCellsAndRulesAsPeopleDo() throws Exception {
        Puzzle killer = Formats.readAll(org.cellwise.testing.TestFiles.examples().resolve("seed004-killer.txt")).get(0);
        IllegalArgumentException line = assertThrows(IllegalArgumentException.class, () -> Writers.write(killer, Format.LINE));
        assertEquals("the line format cannot hold Killer Sudoku _01 DM: it cannot state cage aa, sum 10, all different (r7c9 r8c8 r8c9)",
                line.getMessage());
        int refused = 0;
        try (var files = java.nio.file.Files.list(org.cellwise.testing.TestFiles.examples())) {
            for (java.nio.file.Path f : files.sorted().toList())
                for (Puzzle p : Formats.readAll(f))
                    for (Format to : Format.values()) {
                        try {
                            Writers.write(p, to);
                        } catch (IllegalArgumentException e) {
                            refused++;
                            String m = e.getMessage();
                            assertTrue(!m.matches("(?s).*\\[\\d.*") && !m.contains("[r") && !m.matches("(?s).*\\w+\\[\\w+=.*"),
                                    f.getFileName() + " to " + to.id + ": " + m);
                        }
                    }
        }
        assertTrue(refused > 20, "refusals seen: " + refused);
    }
}
