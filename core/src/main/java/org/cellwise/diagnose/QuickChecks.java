package org.cellwise.diagnose;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Sum;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Compiled;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.MultiSumCage;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/**
 * What a setter gets wrong most often, found by arithmetic before any search: a cage whose target (or one of its
 * several sums) its values cannot reach, cages adding up to more (or less) than the row, box or grid holding them,
 * a cage label used in two separate places, boxes and irregular regions both given. An impossible finding proves there is no solution;
 * a warning points at something legal but probably unintended.
 */
public final class QuickChecks {
    private QuickChecks() {}

    public record Finding(String rule, boolean impossible, String text) {
        public String message() {
            return rule + ": " + text;
        }
    }

    /** Givens that break a rule among themselves: the rule and the givens that break it, and what they do. */
    public record Clash(List<String> conflict, String text) {}

    /**
     * Givens that clash, found by checking the givens alone against every rule (two 5s given in row 1, a cage whose
     * given cells already exceed its sum): the first rule they break with just the givens that break it, which is
     * a conflict as small as can be, and every such rule in words. Null when the givens break no rule by themselves.
     * Asked only once a puzzle is known to have no solution: a million solvable Sudokus never pay for it.
     */
    public static Clash givens(Puzzle p) {
        int[] gc = p.compiled().givenCells(), gv = p.compiled().givenValues();
        if (gc.length == 0) return null;
        int[] values = new int[p.size()];
        boolean[] filled = new boolean[p.size()];
        for (int i = 0; i < gc.length; i++) {
            values[gc[i]] = gv[i];
            filled[gc[i]] = true;
        }
        org.cellwise.check.Report r = org.cellwise.check.Checker.check(p, new org.cellwise.model.Filling(values, filled));
        List<String> said = new ArrayList<>();
        List<String> conflict = null;
        for (org.cellwise.check.Report.Line l : r.lines()) {
            if (!l.broken()) continue;
            if (conflict == null) {
                conflict = new ArrayList<>();
                for (String cell : l.culprits()) conflict.add("given " + cell);
                conflict.add(constraintOf(p, l.rule(), l.culprits()));
            }
            if (said.size() < 3) said.add(l.text());
        }
        if (conflict == null) return null;
        long broken = r.brokenCount();
        return new Clash(List.copyOf(conflict), "the givens clash: " + String.join("; ", said)
                + (broken > said.size() ? "; and " + (broken - said.size()) + " more" : ""));
    }

    /**
     * The constraint a check line speaks of, by the name a conflict uses: a house's line is its constraint already;
     * a rule of many parts (a puzzle's dots, its thermometers) is narrowed to its smallest part holding every culprit
     * (the one dot), so the setter's page can mark that part alone. The rule's name when no part holds them all.
     */
    private static String constraintOf(Puzzle p, String rule, List<String> culprits) {
        Constraint best = null;
        for (Compiled.Expansion e : p.compiled().expansions()) {
            for (Constraint c : e.constraints()) {
                if (c.name().equals(rule)) return rule;
                if (!e.rule().keyword().equals(rule)) continue;
                java.util.Set<String> at = new java.util.HashSet<>();
                for (int i : c.cells()) at.add(p.canvas().name(i));
                if (at.containsAll(culprits) && (best == null || c.cells().length < best.cells().length)) best = c;
            }
        }
        return best == null ? rule : best.name();
    }

    private static final Pattern ROW = Pattern.compile("(grid \\S+ )?row \\d+"), BOX = Pattern.compile("(grid \\S+ )?box \\d+");

    public static List<Finding> of(Puzzle p) {
        List<Finding> out = new ArrayList<>();
        ValueRange range = p.values();
        List<Constraint> sums = new ArrayList<>();
        boolean regions = false, boxes = false;
        // a file of plain Sudokus (the usual million-line corpus) has nothing to check: this pass costs no more
        for (Compiled.Expansion e : p.compiled().expansions()) {
            Rule r = e.rule();
            if (r instanceof Regions) regions = true;
            // a rule that found nothing to apply to (offset on grids without boxes) is said, not silently dropped;
            // boxes on a grid without them is a Latin square's usual shape
            if (e.constraints().isEmpty() && !(r instanceof org.cellwise.rules.Boxes))
                out.add(new Finding(r instanceof org.cellwise.rules.AspRule a ? "rule `" + a.text() + "`" : r.keyword(), false,
                        r instanceof org.cellwise.rules.OffsetGroups
                        ? "no grid has boxes ('boxes none'), so there are no offset groups: the rule adds nothing"
                        : "it applies to nothing in this puzzle, so it adds nothing"));
            if (r instanceof MultiSumCage m) {
                // its group and its scan share the cage's name: checked once, on the group; its total is not one
                // number, so the houses' totals leave it out
                Constraint group = e.constraints().get(0);
                reach(m, range, out);
                connected(p.canvas(), group, out);
                continue;
            }
            boolean cage = r instanceof KillerCage || r instanceof ArithmeticCage;
            if (!cage && !(r instanceof SumGroup)) continue;
            for (Constraint c : e.constraints()) {
                reach(c, range, out);
                if (c instanceof Sum || c instanceof Arithmetic a && a.op() == Arithmetic.Op.ADD) sums.add(c);
                if (cage) connected(p.canvas(), c, out);
            }
        }
        totals(p, sums, out);
        mixedCages(p, out);
        if (regions) for (Constraint c : p.constraints()) boxes |= BOX.matcher(c.name()).matches();
        if (regions && boxes)
            out.add(new Finding("regions", false, "irregular regions and boxes are both given; a jigsaw usually has no boxes "
                    + "(say 'boxes none')"));
        return out;
    }

    private static long target(Constraint c) {
        return c instanceof Sum s ? s.target() : ((Arithmetic) c).target();
    }

    /** Sums of the k smallest and k largest values, distinct or not; null when k distinct values do not exist. */
    private static long[] bounds(int k, ValueRange range, boolean distinct) {
        if (!distinct) return new long[] {(long) k * range.min(), (long) k * range.max()};
        if (k > range.size()) return null;
        long lo = 0, hi = 0;
        for (int i = 0; i < k; i++) {
            lo += range.min() + i;
            hi += range.max() - i;
        }
        return new long[] {lo, hi};
    }


    private static void reach(Constraint c, ValueRange range, List<Finding> out) {
        int k = c.cells().length;
        if (c instanceof Sum s) {
            long[] b = bounds(k, range, s.distinct());
            if (b == null) {
                out.add(new Finding(c.name(), true, k + " cells cannot all differ with only " + range.size() + " values (" + range + ")"));
            } else if (s.target() < b[0] || s.target() > b[1]) {
                out.add(new Finding(c.name(), true, k + (k == 1 ? " cell" : " cells") + " of " + range
                        + (s.distinct() && k > 1 ? ", all different," : "") + " add up to " + b[0] + " to " + b[1] + ", never " + s.target()));
            }
            return;
        }
        if (!(c instanceof Arithmetic a)) return;
        long t = a.target();
        String why = switch (a.op()) {
            case ADD -> {
                long[] b = bounds(k, range, false);
                yield t < b[0] || t > b[1] ? k + " cells of " + range + " add up to " + b[0] + " to " + b[1] + ", never " + t : null;
            }
            case SUBTRACT -> t < 0 || t > (long) range.max() - range.min()
                    ? "two values of " + range + " differ by 0 to " + ((long) range.max() - range.min()) + ", never " + t : null;
            case DIVIDE -> range.min() >= 1 && (t < 1 || t > range.max() / range.min())
                    ? "a quotient of two values of " + range + " is 1 to " + (range.max() / range.min()) + ", never " + t : null;
            case MULTIPLY -> range.min() >= 1 ? productWhy(k, t, range) : null;
            case ANY -> null;
        };
        if (why != null) out.add(new Finding(c.name(), true, why));
    }

    /**
     * A cage of several sums, by the same arithmetic as a cage of one: none of its sums reachable proves there is no
     * solution; some out of reach is a warning naming them (10|40 on two cells is 10, most likely a typing slip).
     */
    private static void reach(MultiSumCage m, ValueRange range, List<Finding> out) {
        String name = "cage " + m.label();
        int k = m.cells().size();
        long[] b = bounds(k, range, true);
        if (b == null) {
            out.add(new Finding(name, true, k + " cells cannot all differ with only " + range.size() + " values (" + range + ")"));
            return;
        }
        List<String> never = new ArrayList<>(), can = new ArrayList<>();
        for (int s : m.sums()) (s < b[0] || s > b[1] ? never : can).add(String.valueOf(s));
        if (never.isEmpty()) return;
        int root = range.min() == 1 ? m.digitalRoot(range.max()) : 0;
        String why = k + (k == 1 ? " cell" : " cells") + " of " + range + (k > 1 ? ", all different," : "") + " add up to " + b[0]
                + " to " + b[1] + ", never " + (root > 0 ? "a total of digital root " + root + " (" + or(never) + ")" : or(never));
        out.add(can.isEmpty() ? new Finding(name, true, why)
                : new Finding(name, false, why + ": of " + (m.sums().length <= SHOWN ? m.target() : "its " + m.sums().length + " sums")
                        + " only " + or(can) + " can be met"));
    }

    /** Sums named in a finding, at most: a cage of a few thousand sums must not make a message as long. */
    private static final int SHOWN = 6;

    /** 10, 19 or 28; past {@link #SHOWN}, the first ones and how many more. */
    private static String or(List<String> xs) {
        if (xs.size() > SHOWN) return String.join(", ", xs.subList(0, SHOWN - 1)) + " or any of " + (xs.size() - SHOWN + 1) + " more";
        return xs.size() == 1 ? xs.get(0) : String.join(", ", xs.subList(0, xs.size() - 1)) + " or " + xs.get(xs.size() - 1);
    }

    private static String productWhy(int k, long t, ValueRange range) {
        long lo = 1, hi = 1;
        for (int i = 0; i < k; i++) {
            lo = Arithmetic.times(lo, range.min());
            hi = Arithmetic.times(hi, range.max());
        }
        if (t < lo || t > hi) return k + " values of " + range + " multiply to " + lo + " to " + hi + ", never " + t;
        long rest = t;
        for (long f = 2; f * f <= rest; f++) while (rest % f == 0) rest /= f;
        if (rest > range.max()) return t + " has the prime factor " + rest + ", larger than any value of " + range;
        return null;
    }

    /**
     * KenKen cages among killer cages: most often a target typed with a stray operation (6x for 6), which turns a
     * killer cage into a product. Legal, so a warning naming them.
     */
    private static void mixedCages(Puzzle p, List<Finding> out) {
        int killer = 0;
        List<String> kenken = new ArrayList<>();
        for (Rule r : p.rules()) {
            if (r instanceof KillerCage || r instanceof MultiSumCage) killer++;
            else if (r instanceof ArithmeticCage a) kenken.add("cage " + a.label() + " (" + a.target() + (a.op() == Arithmetic.Op.MULTIPLY ? "×" : String.valueOf(a.op().symbol)) + ")");
        }
        if (killer == 0 || kenken.isEmpty() || kenken.size() > killer) return;
        out.add(new Finding("cages", false, (kenken.size() == 1 ? kenken.get(0) + " has an operation"
                : String.join(", ", kenken.subList(0, Math.min(3, kenken.size()))) + (kenken.size() > 3 ? " and more" : "") + " have operations")
                + " among " + killer + (killer == 1 ? " killer cage that adds up" : " killer cages that add up") + ": if "
                + (kenken.size() == 1 ? "it is a killer cage, write its target"
                : "they are killer cages, write their targets") + " without the operation"));
    }

    /** A cage in two or more separate places: most often one label typed for two cages. */
    private static void connected(Canvas canvas, Constraint c, List<Finding> out) {
        int[] cells = c.cells();
        Map<Cell, Integer> at = new HashMap<>();
        for (int i = 0; i < cells.length; i++) at.put(canvas.cells().get(cells[i]), i);
        BitSet seen = new BitSet();
        List<String> places = new ArrayList<>();
        for (int start = 0; start < cells.length; start++) {
            if (seen.get(start)) continue;
            List<Integer> stack = new ArrayList<>(List.of(start));
            seen.set(start);
            StringBuilder place = new StringBuilder();
            while (!stack.isEmpty()) {
                int i = stack.remove(stack.size() - 1);
                Cell cell = canvas.cells().get(cells[i]);
                place.append(place.length() == 0 ? "" : " ").append(cell);
                for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                    Integer j = at.get(new Cell(cell.row() + d[0], cell.col() + d[1]));
                    if (j != null && !seen.get(j)) {
                        seen.set(j);
                        stack.add(j);
                    }
                }
            }
            places.add(place.toString());
        }
        if (places.size() > 1)
            out.add(new Finding(c.name(), false, "its cells lie in " + places.size() + " separate places (" + String.join("; ", places)
                    + "): is one label used for two cages?"));
    }

    /**
     * A group holding every value once (a full row, column or box) has a known total; so has a grid made of such
     * rows. Disjoint sums inside it may not add up to more than that, and with the rest of its cells they must
     * make it exactly.
     */
    private static void totals(Puzzle p, List<Constraint> sums, List<Finding> out) {
        ValueRange range = p.values();
        if (sums.isEmpty()) return;
        long sumOfValues = 0;
        for (int v = range.min(); v <= range.max(); v++) sumOfValues += v;
        final long all = sumOfValues;
        Map<String, BitSet> grids = new HashMap<>();
        Map<String, Integer> rows = new HashMap<>();
        for (Constraint c : p.constraints()) {
            if (!(c instanceof AllDifferent a) || a.cells().length != range.size()) continue;
            BitSet g = new BitSet();
            for (int i : a.cells()) g.set(i);
            total(a.name(), g, all, "holds " + range + " once each", sums, range, out);
            Matcher m = ROW.matcher(a.name());
            if (m.matches()) {
                String grid = m.group(1) == null ? "the grid" : m.group(1).strip();
                grids.computeIfAbsent(grid, k -> new BitSet()).or(g);
                rows.merge(grid, 1, Integer::sum);
            }
        }
        grids.forEach((grid, cells) -> total(grid, cells, all * rows.get(grid),
                "has " + cells.cardinality() + " cells, " + rows.get(grid) + " rows each holding " + range + " once", sums, range, out));
    }

    private static void total(String group, BitSet cells, long total, String holds, List<Constraint> sums, ValueRange range,
            List<Finding> out) {
        BitSet used = new BitSet();
        long sum = 0;
        List<String> names = new ArrayList<>();
        for (Constraint s : sums) {
            BitSet mine = new BitSet();
            for (int i : s.cells()) mine.set(i);
            BitSet inside = (BitSet) mine.clone();
            inside.andNot(cells);
            if (!inside.isEmpty() || mine.intersects(used)) continue; // not wholly inside, or overlapping one already counted
            used.or(mine);
            sum += target(s);
            names.add(s.name());
        }
        if (names.isEmpty()) return;
        int rest = cells.cardinality() - used.cardinality();
        long need = total - sum;
        long[] b = bounds(rest, range, false);
        if (need >= b[0] && need <= b[1]) return;
        String cages = names.size() <= 4 ? String.join(", ", names) : names.size() + " sums";
        out.add(new Finding(group, true, rest == 0
                ? cages + " add up to " + sum + ", but " + group + " " + holds + ", " + total + " in all"
                : cages + " inside it add up to " + sum + ", so its other " + rest + (rest == 1 ? " cell" : " cells") + " must make "
                        + need + ", but " + group + " " + holds + ", " + total + " in all"));
    }
}
