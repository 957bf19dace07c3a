package org.cellwise.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.cellwise.asp.AspException;
import org.cellwise.asp.Denial;
import org.cellwise.asp.Fact;
import org.cellwise.asp.Grounding;
import org.cellwise.asp.Lowering;
import org.cellwise.asp.Parser;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;

/**
 * A rule a person writes in clingo's notation, as seed 001 states its variants: an integrity constraint over
 * {@code a(R,C,N)} (the cell in row R, column C holds N), with the facts it looks up ({@code gt(1,2,1,1).}). It is
 * grounded over the canvas once, when the puzzle is compiled, into the engine's own kinds ({@link Lowering}), so the
 * engine, the logic, the checker and the exporters treat it as any built-in rule. Equal by its text and its facts;
 * where it was read is kept for messages only.
 */
public final class AspRule implements Clue, PuzzleWide, GroupAware {
    private final String text;
    private final List<Fact> facts;
    private final Denial denial;
    private final Map<String, int[][]> byName;
    /** The last canvas grounded on and its grounding: a puzzle's rule is grounded once for reading and compiling. */
    private volatile Object[] last;

    private AspRule(Denial denial, List<Fact> facts) {
        this.denial = denial;
        this.text = denial.text();
        this.facts = List.copyOf(new TreeSet<>(facts));
        Map<String, List<int[]>> by = new HashMap<>();
        for (Fact f : this.facts) {
            int[] args = new int[f.arity()];
            for (int i = 0; i < args.length; i++) args[i] = f.arg(i);
            by.computeIfAbsent(f.signature(), k -> new ArrayList<>()).add(args);
        }
        Map<String, int[][]> out = new HashMap<>();
        by.forEach((k, v) -> out.put(k, v.toArray(new int[0][])));
        this.byName = out;
    }

    /**
     * The rule read as {@code denial}, with those of the puzzle's {@code facts} it looks up. Throws
     * {@link AspException} at the first fact it names that the puzzle does not state.
     */
    public static AspRule of(Denial denial, Collection<Fact> facts) {
        Map<String, org.cellwise.asp.Place> used = denial.factsUsed();
        List<Fact> mine = new ArrayList<>();
        java.util.Set<String> stated = new java.util.HashSet<>();
        for (Fact f : facts) {
            stated.add(f.signature());
            if (used.containsKey(f.signature())) mine.add(f);
        }
        for (Map.Entry<String, org.cellwise.asp.Place> e : used.entrySet())
            if (!stated.contains(e.getKey())) {
                String name = e.getKey().substring(0, e.getKey().lastIndexOf('/'));
                List<String> others = facts.stream().map(Fact::signature).filter(s -> s.startsWith(name + "/")).distinct().toList();
                throw new AspException(e.getValue(), "unknown fact " + e.getKey() + ": the puzzle states no " + name + " facts with "
                        + e.getKey().substring(name.length() + 1) + " arguments"
                        + (others.isEmpty() ? " (state them as lines such as " + example(e.getKey()) + ")" : " (it states " + String.join(", ", others) + ")"));
            }
        return new AspRule(denial, mine);
    }

    /** The rule of this text with these facts (a puzzle built by a program, or read back from its own text). */
    public static AspRule of(String text, Collection<Fact> facts) {
        return of(Parser.denial(text), facts);
    }

    private static String example(String signature) {
        int arity = Integer.parseInt(signature.substring(signature.lastIndexOf('/') + 1));
        String name = signature.substring(0, signature.lastIndexOf('/'));
        if (arity == 0) return name + ".";
        return name + "(" + String.join(",", java.util.Collections.nCopies(arity, "1")) + ").";
    }

    /** The rule as written ({@code :- a(R,C,N), ...}), in ASCII. */
    public String text() {
        return text;
    }

    /** The facts it looks up, in one order (name, arity, arguments). */
    public List<Fact> facts() {
        return facts;
    }

    public Denial denial() {
        return denial;
    }

    /**
     * Groundings of equal rules on equal canvases, the last {@value #GROUNDINGS}: a file of puzzles with one rule (a
     * thousand anti-knight Sudokus written in clingo's notation) grounds it once, not once a puzzle read.
     */
    static final int GROUNDINGS = 16;

    private static final Map<List<Object>, Grounding> GROUNDED = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(32, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<List<Object>, Grounding> e) {
                    return size() > GROUNDINGS;
                }
            });

    /**
     * What equal rules on equal canvases with equal houses became, the last {@value #GROUNDINGS}: finding the groups
     * among a grounding's pairs costs more than reading a puzzle, and a file of puzzles with one rule does it once.
     */
    private static final Map<List<Object>, List<Constraint>> LOWERED = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(32, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<List<Object>, List<Constraint>> e) {
                    return size() > GROUNDINGS;
                }
            });

    /** The rule's ground instances on this canvas. Throws {@link AspException} where it cannot be grounded. */
    public Grounding grounding(Canvas canvas) {
        Object[] l = last;
        if (l != null && l[0].equals(canvas)) return (Grounding) l[1];
        List<Object> key = List.of(text, facts, canvas);
        Grounding g = GROUNDED.get(key);
        if (g == null) {
            // grounded outside the lock: a rule refused here throws, and is refused again where it is read next
            g = org.cellwise.asp.Grounder.ground(denial, canvas, byName);
            GROUNDED.put(key, g);
        }
        last = new Object[] {canvas, g};
        return g;
    }

    @Override
    public String keyword() {
        return "asp";
    }

    @Override
    public List<Constraint> expand(Canvas canvas) {
        return expand(canvas, List.of());
    }

    @Override
    public List<Constraint> expand(Canvas canvas, List<int[]> houses) {
        Grounding g = grounding(canvas);
        List<List<Integer>> cells = new ArrayList<>(houses.size());
        for (int[] h : houses) {
            List<Integer> one = new ArrayList<>(h.length);
            for (int c : h) one.add(c);
            cells.add(one);
        }
        List<Object> key = List.of(text, facts, canvas, cells);
        List<Constraint> out = LOWERED.get(key);
        if (out == null) {
            out = List.copyOf(Lowering.lower(denial, g, canvas, houses));
            LOWERED.put(key, out);
        }
        return out;
    }

    /** Its facts, one a line, then the rule: what the {@code .cw} format holds. */
    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder();
        for (Fact f : facts) sb.append(f.text()).append('\n');
        return sb.append(text).toString();
    }

    @Override
    public String title() {
        return text;
    }

    @Override
    public String sentence() {
        StringBuilder sb = new StringBuilder("no cells hold what the rule `" + text + "` forbids (clingo's notation: a(R,C,N) is row R, column C holding N)");
        if (!facts.isEmpty()) {
            sb.append(", with the facts ");
            int shown = Math.min(facts.size(), 12);
            for (int i = 0; i < shown; i++) sb.append(i == 0 ? "" : " ").append(facts.get(i).text());
            if (facts.size() > shown) sb.append(" and ").append(facts.size() - shown).append(" more");
        }
        return sb.toString();
    }

    @Override
    public <R> R accept(Clue.Cases<R> cases) {
        return cases.asp(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AspRule r && r.text.equals(text) && r.facts.equals(facts);
    }

    @Override
    public int hashCode() {
        return text.hashCode() * 31 + facts.hashCode();
    }

    @Override
    public String toString() {
        return statement();
    }
}
