package org.cellwise.asp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.engine.Solver;
import org.cellwise.export.AspExporter;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The clingo export of a puzzle with rules in clingo's notation holds those rules as written, so real clingo,
 * counting every model, is the oracle of their grounding: random rules (arithmetic with {@code / \ |x|}, counts,
 * negated comparisons, facts, divisions by zero, values below 1) on 4×4 Sudokus, and seed 001's variants, count
 * the same in clingo and in Cellwise.
 */
class ClingoCountTest {
    @BeforeAll
    static void clingoIsThere() {
        org.cellwise.testing.Clingo.requireInstalled();
    }

    /** Every model clingo finds for the program (it must finish). */
    static long clingoCount(String program) throws Exception {
        return org.cellwise.testing.Clingo.count(program, 0);
    }

    static long cellwiseCount(Puzzle p) {
        return Solver.of(p).count(1_000_000).count();
    }

    // ---- random rules ---------------------------------------------------------------------------------------------

    private static final String[] VARS = {"R", "C", "N", "R1", "C1", "N1"};

    private static String term(Random rnd, List<String> vars, int depth) {
        int k = rnd.nextInt(depth > 1 ? 3 : 9);
        return switch (k) {
            case 0, 1 -> vars.get(rnd.nextInt(vars.size()));
            case 2 -> String.valueOf(rnd.nextInt(7) - 2);
            case 3 -> "|" + term(rnd, vars, depth + 1) + "|";
            case 4 -> "-" + vars.get(rnd.nextInt(vars.size()));
            default -> "(" + term(rnd, vars, depth + 1) + " " + "+-*/\\".charAt(rnd.nextInt(5)) + " " + term(rnd, vars, depth + 1) + ")";
        };
    }

    private static final String[] CMP = {"==", "=", "!=", "<", "<=", ">", ">="};

    private static String comparison(Random rnd, List<String> vars) {
        return (rnd.nextInt(6) == 0 ? "not " : "") + term(rnd, vars, 0) + " " + CMP[rnd.nextInt(CMP.length)] + " " + term(rnd, vars, 0);
    }

    /** A rule over two cells (sometimes placed by arithmetic on the first's row and column), and the facts it uses. */
    static String randomRule(Random rnd) {
        List<String> body = new ArrayList<>();
        body.add("a(R,C,N)");
        int shape = rnd.nextInt(4);
        body.add(switch (shape) {
            case 0 -> "a(R" + (rnd.nextBoolean() ? "+" : "-") + rnd.nextInt(3) + ",C" + (rnd.nextBoolean() ? "+" : "-") + rnd.nextInt(3) + ",N1)";
            case 1 -> "a(R1,C1,N)";
            default -> "a(R1,C1,N1)";
        });
        // the variables the two cells bind
        List<String> VARS = shape == 0 ? List.of("R", "C", "N", "N1") : shape == 1 ? List.of("R", "C", "N", "R1", "C1") : List.of(ClingoCountTest.VARS);
        StringBuilder facts = new StringBuilder();
        if (rnd.nextInt(4) == 0) { // a fact over two numbers of the rule, perhaps under not
            body.add((rnd.nextInt(3) == 0 ? "not " : "") + "f(" + VARS.get(rnd.nextInt(VARS.size())) + "," + VARS.get(rnd.nextInt(VARS.size())) + ")");
            for (int i = 0; i < 1 + rnd.nextInt(6); i++) facts.append("f(").append(rnd.nextInt(5)).append(',').append(rnd.nextInt(5)).append("). ");
        }
        // one comparison of where the cells are, one of what they hold (each of random arithmetic), perhaps one of
        // anything: a rule of the shape a person writes, which leaves some solutions and not all
        List<String> where = VARS.stream().filter(v -> v.startsWith("R") || v.startsWith("C")).toList();
        List<String> what = VARS.stream().filter(v -> v.startsWith("N")).toList();
        body.add(comparison(rnd, where));
        body.add(comparison(rnd, what));
        if (rnd.nextBoolean()) body.add(comparison(rnd, VARS));
        if (rnd.nextInt(4) == 0) { // a count, as the article's offset rule has one
            List<String> els = new ArrayList<>();
            for (int i = 0; i < 1 + rnd.nextInt(3); i++) els.add(comparison(rnd, VARS).replace("not ", ""));
            int lo = rnd.nextInt(2), hi = lo + rnd.nextInt(2);
            body.add((rnd.nextBoolean() ? lo + "{" : "{") + String.join("; ", els) + "}" + (rnd.nextBoolean() ? String.valueOf(hi) : ""));
        }
        java.util.Collections.shuffle(body.subList(2, body.size()), rnd);
        return ":- " + String.join(", ", body) + ".\n" + facts;
    }

    @Test
    void randomRulesCountTheSameInClingo() throws Exception {
        Random rnd = new Random(1999);
        int compared = 0, refused = 0, nonzero = 0, tables = 0, constrained = 0;
        for (int round = 0; compared < 60; round++) {
            String values = round % 3 == 0 ? "values -1..2\n" : round % 3 == 1 ? "values 0..3\n" : "";
            // wild arithmetic for the corners of clingo's semantics, shaped rules for what puzzles ask
            String rule = round % 3 == 0 ? randomRule(rnd) : org.cellwise.testing.RandomAspRules.shaped(rnd) + "\n";
            String text = "size 4\n" + values + "rules sudoku\n" + rule;
            Puzzle p;
            try {
                p = Formats.readAll(text, "random.cw", Format.CELLWISE).get(0);
            } catch (FormatException e) {
                // a rule that forbids every value of a cell or pair: refused in words, and clingo finds no model of it
                assertTrue(e.getMessage().contains("forbids every"), text + "\n" + e.getMessage());
                Puzzle without = Formats.readAll("size 4\n" + values + "rules sudoku\n", "random.cw", Format.CELLWISE).get(0);
                assertEquals(0, clingoCount(new AspExporter().program(without) + rule), text);
                refused++;
                continue;
            }
            long ours = cellwiseCount(p), theirs = clingoCount(new AspExporter().program(p));
            assertEquals(theirs, ours, text);
            if (ours > 0) nonzero++;
            if (ours > 0 && ours < 288) constrained++; // a 4x4 Sudoku has 288 solutions
            if (p.constraints().stream().anyMatch(c -> c instanceof org.cellwise.constraint.Relation r
                    && r.kind() == org.cellwise.constraint.Relation.Kind.TABLE)) tables++;
            compared++;
        }
        assertTrue(nonzero > 20, "most random rules should leave some solutions: " + nonzero);
        assertTrue(constrained > 15, "many random rules should remove some solutions and keep others: " + constrained);
        System.out.println("random rules: " + compared + " counted alike (" + nonzero + " with solutions, " + constrained + " of them fewer than 288, "
                + tables + " with a table relation), " + refused + " refused as forbidding everything");
        assertTrue(tables > 5, "some random rules should need a table: " + tables);
        assertTrue(refused < 60, "refused " + refused);
    }

    /** A rule refused because it forbids everything: clingo finds no model of the same puzzle either. */
    @Test
    void aRuleThatForbidsEverythingHasNoModelInClingo() throws Exception {
        String program = "cell(1..4,1..4). val(1..4).\n1 { a(R,C,N) : val(N) } 1 :- cell(R,C).\n:- a(R,C,N).\n";
        assertEquals(0, clingoCount(program));
    }

    @Test
    void theSeedsVariantsCountTheSameInClingo() throws Exception {
        for (String file : List.of("seed001-asp-anti-knight.cw", "seed001-asp-offset.cw", "seed001-asp-greater-than.cw", "asp-own-rules.cw")) {
            Puzzle p = Formats.readAll(TestFiles.examples().resolve(file)).get(0);
            String program = new AspExporter().program(p);
            assertTrue(program.contains(((org.cellwise.rules.AspRule) p.rules().stream().filter(r -> r instanceof org.cellwise.rules.AspRule)
                    .findFirst().orElseThrow()).text()), "the export holds the rule as written: " + file);
            assertEquals(1, clingoCount(program), file);
            assertEquals(1, cellwiseCount(p), file);
        }
        // with fewer givens, several solutions (908): counted alike (the anti-knight example less its last four rows of givens)
        String text = Files.readString(TestFiles.examples().resolve("seed001-asp-anti-knight.cw"));
        for (String row : List.of(". . 7 | . . . | 8 . .", ". . . | 7 . 8 | . . .", "9 . . | . . . | . . 7", ". 1 . | 8 . 5 | . 7 ."))
            text = text.replace(row, ". . . | . . . | . . .");
        Puzzle p = Formats.readAll(text, "fewer.cw", Format.CELLWISE).get(0);
        long ours = cellwiseCount(p);
        assertTrue(ours > 1, "fewer givens should leave several solutions: " + ours);
        assertEquals(clingoCount(new AspExporter().program(p)), ours);
    }

    /** A puzzle's fact named as one of the export's own predicates (in/3) does not meet it: the export renames its own. */
    @Test
    void factsNamedAsTheExportsOwnPredicatesStayApart() throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules sudoku\n:- in(R,C,V), a(R,C,N), N != V.\nin(1,1,2). in(4,4,3).\nsum(1).\n:- sum(X), a(X,X,N), N > 3.\n",
                "names.cw", Format.CELLWISE).get(0);
        String program = new AspExporter().program(p);
        assertTrue(program.contains("cw_in(") && program.contains("cw_sum("), program);
        assertEquals(clingoCount(program), cellwiseCount(p));
    }
}
