package org.cellwise.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.Automaton;
import org.cellwise.model.Cell;
import org.cellwise.rules.AutomatonLine;
import org.cellwise.rules.RegexLine;

/**
 * The statements of lines read by a setter's own machine: {@code automaton NAME start S accept S FROM:VALUES:TO ...}
 * defines an automaton, {@code automaton NAME CELLS [| CELLS...]} puts a line on it, and {@code regex PATTERN CELLS}
 * matches a line against a regular expression. A puzzle's automata are defined before the lines that follow them.
 */
final class MachineStatements {
    private MachineStatements() {}

    static final String AUTOMATON = "NAME start S[,S...] accept S[,S...] FROM:VALUES:TO[,TO...]... (a definition), or NAME CELLS [| CELLS...] (a line; a cell may be read twice, a segment may be empty)";
    static final String REGEX = "PATTERN CELLS (values one character each: 0-9, A=10...; . [1-4] [^5] ( | ) * + ? {n,m})";

    private static final Pattern NAME = Pattern.compile("\\p{L}[\\p{L}\\p{N}_-]*");
    private static final Pattern STATE = Pattern.compile("[\\p{L}\\p{N}_-]+");
    private static final Pattern VALUES = Pattern.compile("(-?\\d+)(?:-(-?\\d+))?");

    static void automaton(ClueStatements.Statement s) throws FormatException {
        s.need(3, Integer.MAX_VALUE);
        String name = s.word(1).text();
        if (!NAME.matcher(name).matches()) throw s.error(1, "expected a name starting with a letter, found " + Messages.quote(name));
        Map<String, Automaton> defined = s.spec.automata;
        if (s.word(2).text().equalsIgnoreCase("start")) {
            Automaton a = definition(s, name);
            Automaton before = defined.get(name);
            if (before != null && !before.equals(a))
                throw s.error(1, "automaton " + name + " is defined twice, differently");
            defined.put(name, a);
            return;
        }
        Automaton a = defined.get(name);
        if (a == null)
            throw s.error(1, "no automaton " + name + " is defined above"
                    + (defined.isEmpty() ? "" : " (defined: " + String.join(", ", defined.keySet()) + ")"));
        // cells and breaks: a cell may be read twice, a segment may be empty (| | or a leading |)
        List<List<Cell>> segments = new ArrayList<>(List.of(new ArrayList<>()));
        for (int i = 2; i < s.size(); i++) {
            if (s.word(i).text().equals("|")) segments.add(new ArrayList<>());
            else segments.get(segments.size() - 1).add(CellwiseFormat.cell(s.spec, s.word(i)));
        }
        try {
            s.clue(new AutomatonLine(a, segments));
        } catch (IllegalArgumentException e) {
            throw s.error(1, e.getMessage());
        }
    }

    private static Automaton definition(ClueStatements.Statement s, String name) throws FormatException {
        Map<String, Integer> ids = new LinkedHashMap<>();
        s.need(5, Integer.MAX_VALUE);
        int[] starts = states(s, 3, ids);
        if (!s.word(4).text().equalsIgnoreCase("accept")) throw s.error(4, "expected 'accept' and the accepting states");
        if (s.size() < 6) throw s.error(5, "expected the accepting states (or - for none)");
        int[] accepts = s.word(5).text().equals("-") ? new int[0] : states(s, 5, ids);
        List<Automaton.Edge> edges = new ArrayList<>();
        for (int i = 6; i < s.size(); i++) {
            String w = s.word(i).text();
            String[] parts = w.split(":", -1);
            if (parts.length != 3)
                throw s.error(i, "expected a transition FROM:VALUES:TO such as a:1-3:b, found " + Messages.quote(w));
            int from = state(s, i, parts[0], ids);
            Automaton.Label label = label(s, i, parts[1]);
            for (String to : parts[2].split(",", -1)) edges.add(new Automaton.Edge(from, label, state(s, i, to, ids)));
            if (ids.size() > Automaton.MAX_STATES) throw s.error(i, "an automaton has at most " + Automaton.MAX_STATES + " states");
        }
        try {
            return new Automaton(name, new ArrayList<>(ids.keySet()), starts, accepts, edges);
        } catch (IllegalArgumentException e) {
            throw s.error(1, e.getMessage());
        }
    }

    private static int[] states(ClueStatements.Statement s, int i, Map<String, Integer> ids) throws FormatException {
        String[] names = s.word(i).text().split(",", -1);
        int[] out = new int[names.length];
        for (int k = 0; k < names.length; k++) out[k] = state(s, i, names[k], ids);
        return out;
    }

    private static int state(ClueStatements.Statement s, int i, String name, Map<String, Integer> ids) throws FormatException {
        if (!STATE.matcher(name).matches()) throw s.error(i, "expected a state name (letters, digits, _), found " + Messages.quote(name));
        return ids.computeIfAbsent(name, k -> ids.size());
    }

    /** {@code 1,3-5}, {@code .} (any value), {@code ^2,4} (any but these), {@code |} (the break between segments). */
    private static Automaton.Label label(ClueStatements.Statement s, int i, String text) throws FormatException {
        if (text.equals("|")) return Automaton.Label.BREAK;
        if (text.equals(".")) return Automaton.Label.ANY;
        boolean not = text.startsWith("^");
        String list = not ? text.substring(1) : text;
        java.util.TreeSet<Integer> values = new java.util.TreeSet<>();
        for (String part : list.split(",", -1)) {
            Matcher m = VALUES.matcher(part);
            if (!m.matches()) throw s.error(i, "expected values such as 1,3-5, '.' (any), '^2' (any but 2) or '|' (a break), found " + Messages.quote(text));
            long lo = Long.parseLong(m.group(1)), hi = m.group(2) == null ? lo : Long.parseLong(m.group(2));
            if (lo < Integer.MIN_VALUE || hi > Integer.MAX_VALUE) throw s.error(i, "a value out of range in " + Messages.quote(text));
            if (hi < lo) throw s.error(i, "a range runs from low to high, not " + Messages.quote(part));
            if (hi - lo >= org.cellwise.model.ValueRange.MAX_SIZE) throw s.error(i, "a range of at most " + org.cellwise.model.ValueRange.MAX_SIZE + " values, not " + Messages.quote(part));
            for (long v = lo; v <= hi; v++) values.add((int) v);
        }
        int[] vs = values.stream().mapToInt(Integer::intValue).toArray();
        return not ? new Automaton.Label(Automaton.Label.Kind.ALL_BUT, vs) : Automaton.Label.of(vs);
    }

    static void regex(ClueStatements.Statement s) throws FormatException {
        s.need(3, Integer.MAX_VALUE);
        String pattern = s.word(1).text();
        List<Cell> cells = s.cells(2, s.size());
        try {
            s.clue(new RegexLine(pattern, cells));
        } catch (IllegalArgumentException e) {
            throw s.error(1, e.getMessage());
        }
    }

    static final String RELATION = "NAME V:V,V... (each value with the values allowed after it: 1:2,3 2:4-6; - for none)";

    /** {@code relation NAME 1:2,3 2:4}: a setter's relation, defined before the lines that apply it. */
    static void relation(ClueStatements.Statement s) throws FormatException {
        s.need(3, Integer.MAX_VALUE);
        String name = s.word(1).text();
        if (!NAME.matcher(name).matches()) throw s.error(1, "expected a name starting with a letter, found " + Messages.quote(name));
        List<int[]> pairs = new ArrayList<>();
        if (!(s.size() == 3 && s.word(2).text().equals("-")))
            for (int i = 2; i < s.size(); i++) {
                String w = s.word(i).text();
                int colon = w.indexOf(':', w.startsWith("-") ? 1 : 0);
                if (colon < 0) throw s.error(i, "expected a value and those allowed after it, such as 1:2,3, found " + Messages.quote(w));
                Automaton.Label first = label(s, i, w.substring(0, colon)), then = label(s, i, w.substring(colon + 1));
                if (first.kind() != Automaton.Label.Kind.VALUES || then.kind() != Automaton.Label.Kind.VALUES)
                    throw s.error(i, "a relation lists values, not " + Messages.quote(w));
                for (int a : first.values()) for (int b : then.values()) pairs.add(new int[] {a, b});
                if (pairs.size() > 64 * 64) throw s.error(i, "a relation allows at most " + 64 * 64 + " pairs");
            }
        org.cellwise.rules.PairTable t = new org.cellwise.rules.PairTable(name, pairs.toArray(int[][]::new));
        org.cellwise.rules.PairTable before = s.spec.relations.get(name);
        if (before != null && !before.equals(t)) throw s.error(1, "relation " + name + " is defined twice, differently");
        s.spec.relations.put(name, t);
    }

    /** {@code pairs NAME CELLS}, {@code all-pairs NAME CELLS}. */
    static void pairs(ClueStatements.Statement s, boolean all) throws FormatException {
        s.need(4, Integer.MAX_VALUE);
        String name = s.word(1).text();
        org.cellwise.rules.PairTable t = s.spec.relations.get(name);
        if (t == null)
            throw s.error(1, "no relation " + name + " is defined above"
                    + (s.spec.relations.isEmpty() ? "" : " (defined: " + String.join(", ", s.spec.relations.keySet()) + ")"));
        List<Cell> cells = s.cells(2, s.size());
        try {
            s.clue(new org.cellwise.rules.PairLine(t, cells, all));
        } catch (IllegalArgumentException e) {
            throw s.error(2, e.getMessage());
        }
    }

    private static final Pattern TERM = Pattern.compile("(-?\\d*)(\\*?)([rR]\\d+[cC]\\d+)");

    /** {@code weighted-sum 7 r1c1 2*r1c2 -r2c2}. */
    static void weightedSum(ClueStatements.Statement s) throws FormatException {
        s.need(3, Integer.MAX_VALUE);
        int target = s.number(1, "a target");
        List<Cell> cells = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        for (int i = 2; i < s.size(); i++) {
            Located w = s.word(i);
            Matcher m = TERM.matcher(w.text());
            boolean ok = m.matches() && (m.group(2).isEmpty() ? m.group(1).isEmpty() || m.group(1).equals("-") : m.group(1).matches("-?\\d+"));
            if (!ok)
                throw s.error(i, "expected a cell with an optional weight, such as r1c1, 2*r1c1 or -r1c1, found " + Messages.quote(w.text()));
            String k = m.group(1);
            int weight = k.isEmpty() ? 1 : k.equals("-") ? -1 : Numbers.parseInt(k, s.spec.source, w.line(), w.col(), "a weight");
            if (weight == 0 || Math.abs(weight) > 1000) throw s.error(i, "a weight is -1000 to 1000 and not 0, not " + weight);
            int at = w.text().length() - m.group(3).length();
            cells.add(CellwiseFormat.cell(s.spec, new Located(m.group(3), w.line(), w.col() + at)));
            weights.add(weight);
        }
        try {
            s.clue(new org.cellwise.rules.WeightedSum(target, cells, weights.stream().mapToInt(Integer::intValue).toArray()));
        } catch (IllegalArgumentException e) {
            throw s.error(1, e.getMessage());
        }
    }
}
