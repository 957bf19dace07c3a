package org.cellwise.check;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Sum;
import org.cellwise.constraint.SumOrProduct;
import org.cellwise.model.Puzzle;
import org.cellwise.rules.Rule;

/**
 * Checks a filled grid against every rule of a puzzle. Groups and cages get a line each; rules made of many
 * pairwise relations (anti-knight, greater-than signs, givens) get one line per rule naming what breaks.
 * The verdicts come from the same constraints the engine solves with.
 */
public final class Checker {
    private Checker() {}

    /** Whether every constraint holds: the quick yes/no of {@link #check}. */
    public static boolean holds(Puzzle p, int[] values) {
        for (Constraint c : p.constraints()) if (!c.holds(values)) return false;
        return true;
    }

    public static Report check(Puzzle p, int[] values) {
        List<Report.Line> lines = new ArrayList<>();
        for (Rule rule : p.rules()) {
            List<Constraint> cs = rule.expand(p);
            boolean pairwise = cs.size() > 1 && cs.stream().allMatch(c -> c instanceof Relation || c instanceof Fixed);
            if (pairwise) {
                lines.add(pairwiseLine(p, rule, cs, values));
            } else {
                for (Constraint c : cs) lines.add(line(p, c, values));
            }
        }
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int v : values) counts.merge(v, 1, Integer::sum);
        List<int[]> vc = new ArrayList<>();
        counts.forEach((v, n) -> vc.add(new int[] {v, n}));
        return new Report(lines, vc);
    }

    private static String cells(int[] cells) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : " ").append(c);
        return sb.toString();
    }

    private static String valuesOf(int[] cells, int[] values) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : " ").append(values[c]);
        return sb.toString();
    }

    private static String cap(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static Report.Line line(Puzzle p, Constraint c, int[] values) {
        boolean ok = c.holds(values);
        String name = cap(c.name());
        String where = cells(c.cells());
        String found = valuesOf(c.cells(), values);
        if (c instanceof AllDifferent) return new Report.Line(name, ok, "all different", found, where);
        if (c instanceof Sum s) {
            long sum = 0;
            for (int i : s.cells()) sum += values[i];
            return new Report.Line(name, ok, s.target() + " +" + (s.distinct() ? " distinct" : ""),
                    "sum " + sum + " of " + found, where);
        }
        if (c instanceof Arithmetic a) {
            if (a.op() == Arithmetic.Op.ADD && a.cells().length == 1)
                return new Report.Line(name, ok, a.target() + "=" + values[a.cells()[0]], found, "");
            return new Report.Line(name, ok, a.target() + " " + (a.op() == Arithmetic.Op.ANY ? "(any of + - * /)" : a.op().symbol),
                    found, where);
        }
        if (c instanceof SumOrProduct sp)
            return new Report.Line(name, ok, sp.target() + " as sum or product", found, where);
        if (c instanceof Equal) return new Report.Line(name, ok, "all equal", found, where);
        if (c instanceof Fixed f) return new Report.Line(name, ok, f.value() + "=" + found, found, "");
        Relation r = (Relation) c;
        return new Report.Line(name, ok, r.kind().name().toLowerCase().replace('_', '-'), found, where);
    }

    private static Report.Line pairwiseLine(Puzzle p, Rule rule, List<Constraint> cs, int[] values) {
        List<String> broken = new ArrayList<>();
        for (Constraint c : cs) {
            if (c.holds(values)) continue;
            if (c instanceof Fixed f) broken.add(p.cells().get(f.cell()) + "=" + values[f.cell()] + " (given " + f.value() + ")");
            else {
                Relation r = (Relation) c;
                broken.add(r.name() + " (" + values[r.a()] + "," + values[r.b()] + ")");
            }
        }
        String what = switch (rule.keyword()) {
            case "givens" -> cs.size() + " givens kept";
            case "greater-than" -> cs.get(0).name();
            default -> cs.size() + " pairs " + ((Relation) cs.get(0)).kind().name().toLowerCase().replace('_', '-');
        };
        return new Report.Line(cap(rule.keyword()), broken.isEmpty(), what,
                broken.size() + " broken: " + String.join(", ", broken.subList(0, Math.min(10, broken.size())))
                        + (broken.size() > 10 ? ", ..." : ""), "");
    }
}
