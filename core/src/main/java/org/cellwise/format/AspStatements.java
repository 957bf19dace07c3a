package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.asp.AspException;
import org.cellwise.asp.Denial;
import org.cellwise.asp.Fact;
import org.cellwise.asp.Parser;
import org.cellwise.asp.Place;
import org.cellwise.model.Cell;
import org.cellwise.rules.AspRule;

/**
 * The statements of a puzzle written in clingo's notation, as seed 001 writes its variants: integrity constraints
 * ({@code :- a(R,C,N), a(R1,C1,N), |R1-R|+|C1-C| == 3.}) and the facts they use ({@code gt(1,2,1,1).}). A statement
 * may run over several lines, to its closing {@code .}, and a line may hold several. A fact {@code a(R,C,N).} is a
 * given, as the article's instance states its grid. The rules are made when the whole puzzle has been read, so a
 * fact may come after the rule that uses it; a fact no rule uses, or a rule looking up facts the puzzle does not
 * state, is an error where it stands.
 */
final class AspStatements {
    /** Facts one puzzle may state: each is looked up when its rules are grounded. */
    static final int MAX_FACTS = 100_000;
    /** Lines one statement may run over before it is taken as unfinished. */
    static final int MAX_LINES = 200;

    private AspStatements() {}

    /** Whether a line opens statements of clingo's notation. */
    static boolean starts(String line) {
        return Parser.starts(line);
    }

    /**
     * Reads the statements opening at line {@code from}, with the lines they run over (up to a blank line or the
     * end); returns the index of the next line to read.
     */
    static int read(Spec spec, List<Located> lines, int from) throws FormatException {
        Located first = lines.get(from);
        Fact plain = Parser.simpleFact(first.text(), first.line(), first.col());
        if (plain != null) { // a puzzle's facts are many, and nearly all plain
            fact(spec, plain);
            return from + 1;
        }
        List<Parser.Segment> segs = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int i = from;
        while (i < lines.size()) {
            Located l = lines.get(i);
            if (i > from && (l.text().isBlank() || segs.size() >= MAX_LINES)) break;
            segs.add(new Parser.Segment(l.text(), l.line(), l.col()));
            text.append(l.text()).append('\n');
            i++;
            if (Parser.complete(text.toString())) break;
        }
        add(spec, segs);
        return i;
    }

    /** Reads these lines as statements of clingo's notation into the puzzle being read. */
    static void add(Spec spec, List<Parser.Segment> segs) throws FormatException {
        Parser.Program p;
        try {
            p = Parser.parse(segs);
        } catch (AspException e) {
            throw located(spec, e);
        }
        if (!Parser.complete(String.join("\n", segs.stream().map(Parser.Segment::text).toList()))) {
            Parser.Segment last = segs.get(segs.size() - 1);
            throw spec.aspError.apply(new Place(last.line(), last.column() + last.text().stripTrailing().length()),
                    "expected '.' to end the statement (a statement in clingo's notation ends with '.')");
        }
        for (Denial d : p.denials()) spec.denials.add(d);
        for (Fact f : p.facts()) fact(spec, f);
    }

    private static void fact(Spec spec, Fact f) throws FormatException {
        if (f.name().equals("a") && f.arity() == 3) { // the article's instance: a(1,1,9). is the given r1c1 = 9
            given(spec, f);
            return;
        }
        spec.facts.add(f);
        if (spec.facts.size() > MAX_FACTS)
            throw spec.aspError.apply(f.at(), String.format(java.util.Locale.ROOT, "a puzzle states at most %,d facts", MAX_FACTS));
    }

    private static void given(Spec spec, Fact f) throws FormatException {
        if (!spec.hasCanvas()) throw spec.aspError.apply(f.at(), "a given a(R,C,N) comes after 'size', 'grid' or 'kakuro'");
        Cell c = new Cell(f.arg(0) - 1, f.arg(1) - 1);
        if (f.arg(0) < 1 || f.arg(1) < 1 || !spec.onCanvas(c))
            throw spec.aspError.apply(f.at(), "a(" + f.arg(0) + "," + f.arg(1) + "," + f.arg(2) + ") names no cell of the canvas (a(R,C,N): row R, column C from 1)");
        if (!spec.effectiveValues().contains(f.arg(2)))
            throw spec.aspError.apply(f.at(), "value " + f.arg(2) + " is outside the values " + spec.effectiveValues());
        Integer was = spec.givens.get(c);
        if (was != null && was != f.arg(2)) throw spec.aspError.apply(f.at(), c + " is given " + f.arg(2) + " here but " + was + " before");
        spec.givens.put(c, f.arg(2));
    }

    static FormatException located(Spec spec, AspException e) {
        return spec.aspError.apply(e.at(), e.getMessage());
    }

    /** The puzzle's rules in clingo's notation, each with the facts it uses; every fact must be used by some rule. */
    static List<AspRule> rules(Spec spec) throws FormatException {
        List<AspRule> out = new ArrayList<>();
        java.util.Set<String> used = new java.util.HashSet<>();
        for (Denial d : spec.denials) {
            try {
                AspRule r = AspRule.of(d, spec.facts);
                if (!out.contains(r)) out.add(r);
            } catch (AspException e) {
                throw located(spec, e);
            }
            used.addAll(d.factsUsed().keySet());
        }
        for (Fact f : spec.facts)
            if (!used.contains(f.signature()))
                throw spec.aspError.apply(f.at(), "the fact " + f.text() + " is used by no rule: "
                        + (spec.denials.isEmpty() ? "state the integrity constraint (:- ...) that looks up " + f.signature()
                        : "no integrity constraint (:- ...) of the puzzle looks up " + f.signature()));
        return out;
    }
}
