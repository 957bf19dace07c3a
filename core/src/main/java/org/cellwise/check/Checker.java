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
import org.cellwise.model.Canvas;
import org.cellwise.puzzle.Compiled;
import org.cellwise.puzzle.Puzzle;
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
        for (Compiled.Expansion e : p.compiled().expansions()) {
            List<Constraint> cs = e.constraints();
            boolean pairwise = cs.size() > 1 && cs.stream().allMatch(c -> c.accept(PAIRWISE));
            if (pairwise) {
                lines.add(pairwiseLine(p, e.rule(), cs, values));
            } else {
                for (Constraint c : cs) lines.add(line(p.canvas(), c, values));
            }
        }
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int v : values) counts.merge(v, 1, Integer::sum);
        List<int[]> vc = new ArrayList<>();
        counts.forEach((v, n) -> vc.add(new int[] {v, n}));
        return new Report(lines, vc);
    }

    /** Relations and givens: rules made of many of them get one line each, naming what breaks. */
    private static final Constraint.Cases<Boolean> PAIRWISE = new Constraint.Cases<>() {
        @Override
        public Boolean relation(Relation c) {
            return true;
        }

        @Override
        public Boolean fixed(Fixed c) {
            return true;
        }

        @Override
        public Boolean allDifferent(AllDifferent c) {
            return false;
        }

        @Override
        public Boolean sum(Sum c) {
            return false;
        }

        @Override
        public Boolean arithmetic(Arithmetic c) {
            return false;
        }

        @Override
        public Boolean equal(Equal c) {
            return false;
        }

        @Override
        public Boolean sumOrProduct(SumOrProduct c) {
            return false;
        }
    };

    private static String valuesOf(int[] cells, int[] values) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : " ").append(values[c]);
        return sb.toString();
    }

    private static String cap(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static Report.Line line(Canvas canvas, Constraint c, int[] values) {
        boolean ok = c.holds(values);
        String name = cap(c.name());
        String where = canvas.names(c.cells());
        String found = valuesOf(c.cells(), values);
        return c.accept(new Constraint.Cases<>() {
            @Override
            public Report.Line allDifferent(AllDifferent a) {
                return new Report.Line(name, ok, "all different", found, where);
            }

            @Override
            public Report.Line sum(Sum s) {
                long sum = 0;
                for (int i : s.cells()) sum += values[i];
                return new Report.Line(name, ok, s.target() + " +" + (s.distinct() ? " distinct" : ""),
                        "sum " + sum + " of " + found, where);
            }

            @Override
            public Report.Line arithmetic(Arithmetic a) {
                if (a.op() == Arithmetic.Op.ADD && a.cells().length == 1)
                    return new Report.Line(name, ok, a.target() + "=" + values[a.cells()[0]], found, "");
                return new Report.Line(name, ok, a.target() + " "
                        + (a.op() == Arithmetic.Op.ANY ? "(any of + - * /)" : a.op().symbol), found, where);
            }

            @Override
            public Report.Line sumOrProduct(SumOrProduct sp) {
                return new Report.Line(name, ok, sp.target() + " as sum or product", found, where);
            }

            @Override
            public Report.Line equal(Equal e) {
                return new Report.Line(name, ok, "all equal", found, where);
            }

            @Override
            public Report.Line fixed(Fixed f) {
                return new Report.Line(name, ok, f.value() + "=" + found, found, "");
            }

            @Override
            public Report.Line relation(Relation r) {
                return new Report.Line(name, ok, r.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                        found, where);
            }
        });
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
            default -> cs.size() + " pairs " + ((Relation) cs.get(0)).kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        };
        return new Report.Line(cap(rule.keyword()), broken.isEmpty(), what,
                broken.size() + " broken: " + String.join(", ", broken.subList(0, Math.min(10, broken.size())))
                        + (broken.size() > 10 ? ", ..." : ""), "");
    }
}
