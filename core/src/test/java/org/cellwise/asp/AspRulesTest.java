package org.cellwise.asp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Scan;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.AspRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rules in clingo's notation: the article's lines read as printed, what they ground to, and every bad input a
 * located error in words. A puzzle is {@code size 4}/{@code size 9} with {@code rules sudoku} unless said.
 */
class AspRulesTest {
    static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "t.cw", Format.CELLWISE).get(0);
    }

    static List<AspRule> rules(Puzzle p) {
        return p.rules().stream().filter(r -> r instanceof AspRule).map(r -> (AspRule) r).toList();
    }

    /** The constraints every rule in clingo's notation of the puzzle became. */
    static List<Constraint> of(Puzzle p) {
        List<Constraint> out = new java.util.ArrayList<>();
        for (org.cellwise.puzzle.Compiled.Expansion e : p.compiled().expansions()) if (e.rule() instanceof AspRule) out.addAll(e.constraints());
        return out;
    }

    @Test
    void theArticlesLinesAreReadAsPrinted() throws Exception {
        // the slides' typographic ":‐", a rule over three lines, the count aggregate
        Puzzle offset = read("size 9\nrules sudoku\n:\u2010 a(R,C,N), a(R1,C1,N),  \n    R\\3 == R1\\3, C\\3 == C1\\3,  \n    1{R != R1; C != C1}.\n");
        assertEquals(List.of(":- a(R,C,N), a(R1,C1,N), R\\3 == R1\\3, C\\3 == C1\\3, 1{R != R1; C != C1}."),
                rules(offset).stream().map(AspRule::text).toList());
        // the anti-knight slide: ": -" with a space, two rules to a line
        Puzzle knight = read("size 9\nrules sudoku\n: - a(R, C, N), a(R-2, C-1, N) .      : - a(R, C, N), a(R-2, C+1, N) .\n"
                + ": - a(R, C, N), a(R-1, C-2, N) .      : - a(R, C, N), a(R-1, C+2, N) .\n");
        assertEquals(List.of(":- a(R, C, N), a(R-2, C-1, N) .", ":- a(R, C, N), a(R-2, C+1, N) .", ":- a(R, C, N), a(R-1, C-2, N) .",
                ":- a(R, C, N), a(R-1, C+2, N) ."), rules(knight).stream().map(AspRule::text).toList());
        // the greater-than slide: facts three to a line, after or before the rule
        Puzzle gt = read("size 9\nrules sudoku\ngt(1,2,1,1).    gt(1,3,1,2).    gt(2,1,1,1).\n:- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.\n");
        assertEquals(3, rules(gt).get(0).facts().size());
        assertEquals("gt(1,2,1,1).", rules(gt).get(0).facts().get(0).text());
        // the instance of the basic program: a(1,1,9). is a given
        Puzzle given = read("size 9\nrules sudoku\na(1,1,9). a(1,5,8). % two givens\n");
        assertEquals(9, given.compiled().givenValues()[0]);
        assertEquals(2, given.compiled().givens().size());
    }

    @Test
    void writtenBackAsWrittenInEveryFormatThatHoldsRules() throws Exception {
        Puzzle p = read("size 9\nrules sudoku\n:- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.   % the article's rule\ngt(1,2,1,1). gt(1,3,1,2).\n"
                + ":- a(R,C,N), a(R1,C1,N), |R1-R|+|C1-C| == 3.\n");
        String cw = Writers.write(p, Format.CELLWISE);
        assertTrue(cw.contains("\ngt(1,2,1,1).\ngt(1,3,1,2).\n:- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.\n:- a(R,C,N), a(R1,C1,N), |R1-R|+|C1-C| == 3.\n"), cw);
        for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
            Puzzle back = Formats.readAll(Writers.write(p, f), "back", f).get(0);
            // f-puzzles' cellwise field keeps its statements sorted (one text for one puzzle): the same rules, in that order
            if (f == Format.FPUZZLES) assertEquals(rules(p).stream().sorted(java.util.Comparator.comparing(AspRule::text)).toList(),
                    rules(back).stream().sorted(java.util.Comparator.comparing(AspRule::text)).toList(), f.id);
            else assertEquals(rules(p), rules(back), f.id);
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(back), f.id);
        }
        String json = Writers.write(p, Format.JSON);
        assertTrue(json.contains("\"asp\":[\"gt(1,2,1,1).\",\"gt(1,3,1,2).\",\":- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.\""), json);
    }

    @Test
    void eachGroundingBecomesTheEnginesOwnKinds() throws Exception {
        // a pair the rule keeps apart: a relation of the kind its table is
        Puzzle p = read("size 4\n:- a(R,C,N), a(R,C+1,N1), |N-N1| == 1.\n");
        assertTrue(of(p).stream().allMatch(c -> c instanceof Relation r && r.kind() == Relation.Kind.NOT_CONSECUTIVE), of(p).toString());
        assertEquals(12, of(p).size());
        // one cell: the values it may hold
        Puzzle odd = read("size 4\n:- a(R,C,N), R == C, N \\ 2 == 0.\n");
        assertEquals(4, of(odd).size());
        assertTrue(of(odd).stream().allMatch(c -> c instanceof Scan s && s.cells().length == 1), of(odd).toString());
        // pairs no kind says: a table
        Puzzle parity = read("size 4\n:- a(R,C,N), a(R,C+1,N1), (N+N1) \\ 2 == 0.\n");
        assertTrue(of(parity).stream().allMatch(c -> c instanceof Relation r && r.kind() == Relation.Kind.TABLE), of(parity).toString());
        // cells every two of which differ: a group; rows written in clingo's notation are the rows
        Puzzle rows = read("size 4\n:- a(R,C,N), a(R,C1,N), C != C1.\n");
        assertEquals(4, of(rows).size());
        assertTrue(of(rows).stream().allMatch(c -> c instanceof AllDifferent a && a.cells().length == 4), of(rows).toString());
        // the same rows beside 'rules rows' add nothing
        assertEquals(List.of(), of(read("size 4\nrules rows\n:- a(R,C,N), a(R,C1,N), C != C1.\n")));
    }

    @Test
    void arithmeticIsClingos() throws Exception {
        // -7/2 is -3 and -7\2 is -1 in clingo; a division by zero is undefined, so the literal holding it is false
        Puzzle p = read("size 4\nvalues -7..-4\n:- a(1,1,N), N/2 == -3, N\\2 == -1.\n:- a(1,2,N), N/0 == 1.\n:- a(1,3,N), not N/0 == 1.\n");
        List<Constraint> cs = of(p);
        assertEquals(1, cs.size(), cs.toString());
        // -7 is the one value with -7/2 = -3 and -7\2 = -1
        assertEquals("[-6, -5, -4]", java.util.Arrays.toString(((org.cellwise.constraint.Machine.OneOf) ((Scan) cs.get(0)).machine()).values()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        // what is wrong | the rule (after 'size 4' or 'size 9' and 'rules sudoku') | line:column | words of the message
        "unbound variable | :- a(R,C,N), X > N. | 3:14 | variable X is unbound",
        "unbound in a comparison only | :- a(R,C,N), a(R1,C1,N1), R2 < R1. | 3:27 | variable R2 is unbound",
        "unknown fact | :- a(R,C,N), a(R1,C1,N1), gtt(R,C,R1,C1), N <= N1. | 3:27 | unknown fact gtt/4",
        "a fact no rule uses | `:- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.\ngt(1,2,1,1). gtt(1,1,2,1).` | 4:14 | the fact gtt(1,1,2,1). is used by no rule",
        "a rule that forbids everything | :- a(R,C,N). | 3:1 | forbids every value of r1c1",
        "a pair that forbids everything | :- a(1,1,N), a(1,2,N1). | 3:1 | forbids every pair of values of r1c1 and r1c2",
        "a body true for facts alone | `:- f(1).\nf(1).` | 3:1 | forbids every solution",
        "an empty body | :- . | 3:1 | forbids every solution",
        "three cells at once | :- a(R,C,N), a(R,C+1,N), a(R,C+2,N). | 3:26 | ties three cells at once",
        "a syntax error | :- a(R,C,N), R == == 1. | 3:19 | expected a number, a variable",
        "a missing dot | :- a(R,C,N), a(R1,C1,N), R != R1 | 3:33 | found the end of the rule",
        "the article's typo | a(1.5,8). | 3:4 | expected ',' or ')' in the arguments of a",
        "a choice rule | `1 { a(X,Y,N) : X=1..9 } 1 :- N=1..9.` | 3:1 | a choice rule such as",
        "a rule with a head | p(X) :- a(X,1,1). | 3:6 | a rule with a head",
        "an interval | :- a(R,C,N), R = 1..3. | 3:19 | intervals such as 1..9 are not read",
        "clingo's #count | :- a(R,C,N), #count{ X : a(X,1,N) } > 1. | 3:14 | #count is not read",
        "a number past 32 bits | :- a(R,C,N), N > 4294967296. | 3:18 | at most 2147483647",
        "not a(...) | :- not a(1,1,1). | 3:4 | not a(...) is not read",
        "a condition | :- a(R,C,N) : R > 1. | 3:13 | conditions (:) are not read",
        "a constant | :- a(R,C,N), N == one. | 3:19 | a term here is a number or a variable",
        "a fact with a variable | f(X). | 3:3 | a fact's arguments are whole numbers, not the variable X",
    })
    void badInputIsALocatedErrorInWords(String what, String rule, String at, String words) {
        FormatException e = assertThrows(FormatException.class, () -> read("size 4\nrules sudoku\n" + rule + "\n"), what);
        assertEquals(at, e.line() + ":" + e.column(), what + ": " + e.getMessage());
        assertTrue(e.getMessage().contains(words), what + ": " + e.getMessage());
    }

    @Test
    void groundingIsBoundedInPairs() {
        // two cells of one value in different rows of a 64x64: eight million pairs, refused at the 200,001st
        FormatException e = assertThrows(FormatException.class, () -> read("size 64\nrules sudoku\n:- a(R,C,1), a(R1,C1,1), R != R1.\n"));
        assertTrue(e.getMessage().contains("more than 200,000 pairs of cells"), e.getMessage());
        assertEquals("3:1", e.line() + ":" + e.column());
    }

    @Test
    void groundingIsBoundedInWork() {
        // every pair of cells of two 64x64 grids, with every pair of values: refused by the step bound, not run
        String text = "values 1..64\ngrid A at 1,1 size 64\ngrid B at 65,1 size 64\n:- a(R,C,N), a(R1,C1,N1), a(R2,C2,N2), N+N1+N2 == 0.\n";
        FormatException e = assertThrows(FormatException.class, () -> read(text));
        assertTrue(e.getMessage().contains("bindings of its variables (the bound)"), e.getMessage());
        assertEquals(4, e.line());
    }

    @Test
    void aRuleThatAppliesToNothingIsNamedByItsText() throws Exception {
        Puzzle p = read("size 9\nrules sudoku\n:- a(R,C,N),\n   a(R1,C1,N), R != R1, N > 9.\n");
        List<org.cellwise.diagnose.QuickChecks.Finding> found = org.cellwise.diagnose.QuickChecks.of(p);
        assertEquals(List.of(new org.cellwise.diagnose.QuickChecks.Finding("rule `:- a(R,C,N), a(R1,C1,N), R != R1, N > 9.`", false,
                "it applies to nothing in this puzzle, so it adds nothing")), found);
    }

    @Test
    void aLongLineIsReadWithoutRegularExpressions() throws Exception {
        // a choice rule is recognised after its bound however long the line, and a rule over lines joins them with
        // one space each, the spaces and tabs around every line break dropped
        assertTrue(Parser.starts("123 \t{" + "a(1,1,1); ".repeat(2000) + "} 1."));
        assertTrue(!Parser.starts("1".repeat(5000)));
        Puzzle p = read("size 9\nrules sudoku\n:- a(R,C,N), \t\n \t  a(R1,C1,N),  \n\t|R1-R| + |C1-C| == 3.\n");
        assertEquals(":- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.", rules(p).get(0).text());
    }

    /**
     * Plain fact lines are read without the lexer (a puzzle may state hundreds): on random lines, plain or not, that
     * reading gives the parser's very fact at the parser's place, or leaves the line to the parser.
     */
    @Test
    void plainFactsReadAloneAreTheParsersFacts() {
        java.util.Random rnd = new java.util.Random(2611);
        String[] names = {"gt", "f", "a", "edge_1", "x'", "not", "g".repeat(100), "g".repeat(101), "Up", "_u"};
        String[] numbers = {"0", "7", "-3", "- 3", "012", "999999999", "2147483647", "2147483648", "99999999999", "1a", "(2)", "1+1", "X"};
        int quick = 0, parsed = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder line = new StringBuilder(" ".repeat(rnd.nextInt(3)));
            line.append(names[rnd.nextInt(names.length)]);
            if (rnd.nextInt(20) == 0) line.append(' ');
            line.append('(');
            int args = rnd.nextInt(10) == 0 ? 60 + rnd.nextInt(8) : 1 + rnd.nextInt(5);
            for (int a = 0; a < args; a++)
                line.append(a == 0 ? "" : rnd.nextInt(4) == 0 ? " , " : ",").append(rnd.nextInt(6) == 0 ? numbers[rnd.nextInt(numbers.length)] : String.valueOf(rnd.nextInt(12)));
            line.append(rnd.nextInt(30) == 0 ? "" : ")").append(" ".repeat(rnd.nextInt(2))).append(rnd.nextInt(30) == 0 ? "" : ".");
            switch (rnd.nextInt(12)) {
                case 0 -> line.append(" % said");
                case 1 -> line.append(" gt(1,2).");
                case 2 -> line.append("\t");
                default -> { }
            }
            String text = line.toString();
            int row = 1 + rnd.nextInt(50), col = 1 + rnd.nextInt(3);
            Fact fast = Parser.simpleFact(text, row, col);
            Parser.Program p;
            try {
                p = Parser.parse(List.of(new Parser.Segment(text, row, col)));
            } catch (AspException e) {
                assertEquals(null, fast, "read alone, refused by the parser: " + text);
                parsed++;
                continue;
            }
            if (fast == null) {
                parsed++;
                continue;
            }
            quick++;
            assertEquals(List.of(), p.denials(), text);
            assertEquals(1, p.facts().size(), text);
            Fact f = p.facts().get(0);
            assertEquals(f, fast, text);
            assertEquals(f.at(), fast.at(), text);
        }
        assertTrue(quick > 5_000 && parsed > 2_000, quick + " read alone, " + parsed + " left to the parser");
    }
}
