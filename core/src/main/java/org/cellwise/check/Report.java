package org.cellwise.check;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The outcome of checking a grid: one line per rule or cage, the cells not filled yet, how often each value occurs
 * (seed 004's counts line), and how the filled values compare with the puzzle's own solutions ({@code solutions},
 * null when only the rules were checked).
 */
public record Report(List<Line> lines, List<String> empty, List<int[]> valueCounts, Solutions solutions) {

    public Report(List<Line> lines, List<String> empty, List<int[]> valueCounts) {
        this(lines, empty, valueCounts, null);
    }

    /** What the engine found for the puzzle itself: one solution, several, none, or no answer within the time. */
    public enum Found { UNIQUE, SEVERAL, NONE, UNKNOWN }

    /** A filled value that is not the puzzle's only solution's value there. */
    public record Difference(String cell, int holds, int solution) {
        /** {@code r1c6 holds 2; the puzzle's only solution has 8 there}. */
        public String text() {
            return cell + " holds " + holds + "; the puzzle's only solution has " + solution + " there";
        }
    }

    /**
     * The filled values against the puzzle's solutions: with one solution, the filled cells (givens aside) that
     * differ from it; with several, whether any solution agrees with every filled value ({@code agrees}, null when
     * that was not found within the time). {@code stopped}: which limit left something undecided ({@code "budget"},
     * the nodes, or {@code "timeout"}), null when nothing was.
     */
    public record Solutions(Found found, List<Difference> differs, Boolean agrees, String stopped) {
        /** Nothing is wrong that the rules alone would not show. */
        public boolean ok() {
            return differs.isEmpty() && !Boolean.FALSE.equals(agrees);
        }

        /** A sentence when there is something to say, else null. */
        public String text() {
            return switch (found) {
                case UNIQUE -> null;
                case SEVERAL -> Boolean.FALSE.equals(agrees) ? "The puzzle has more than one solution, and none agrees with all the filled values."
                        : "The puzzle has more than one solution" + (agrees == null ? "." : "; one agrees with the filled values.");
                case NONE -> "The puzzle itself has no solution.";
                case UNKNOWN -> "The puzzle's solutions were not decided within the " + ("budget".equals(stopped) ? "limit on work" : "time limit")
                        + ": the filled values are checked against the rules only.";
            };
        }
    }

    /** Broken: the filled cells already break it. Unfinished: some of its cells are empty and nothing is broken. */
    public enum Status { BROKEN, UNFINISHED, HOLDS }

    /**
     * One rule or cage. {@code expected} says what it asks ("all different", "sum 16"); {@code detail} says what
     * the grid does, in words ("r1c1 and r1c7 both hold 6", "7 + 1 + 8 = 16"); {@code culprits} are the cells
     * that break it.
     */
    public record Line(String rule, Status status, String expected, String detail, List<String> cells, List<String> culprits) {
        public boolean ok() {
            return status == Status.HOLDS;
        }

        public boolean broken() {
            return status == Status.BROKEN;
        }

        /** {@code row 1: r1c1 and r1c7 both hold 6}, {@code cage a: holds, 7 + 1 + 8 = 16}. */
        public String text() {
            return rule + ": " + switch (status) {
                case BROKEN -> detail;
                case UNFINISHED -> "not finished, " + detail;
                case HOLDS -> "holds, " + detail;
            };
        }
    }

    /** Every line holds and every cell is filled: the grid is a solution. */
    public boolean ok() {
        return empty.isEmpty() && brokenCount() == 0 && (solutions == null || solutions.ok());
    }

    /** The filled values that differ from the puzzle's only solution (none when that was not asked or not unique). */
    public List<Difference> differs() {
        return solutions == null ? List.of() : solutions.differs();
    }

    public long brokenCount() {
        return lines.stream().filter(Line::broken).count();
    }

    /** Broken lines first; with {@code verbose} the unfinished and holding ones follow, each group in rule order. */
    public List<Line> shown(boolean verbose) {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) if (verbose || l.broken()) out.add(l);
        out.sort(Comparator.comparing(Line::status));
        return out;
    }

    /**
     * The closing sentence: "All 27 checks hold.", "2 of 27 checks fail; 12 cells are not filled.", "No check fails
     * among the filled cells, but 1 filled value differs from the puzzle's only solution; 40 cells are not filled."
     */
    public String summary() {
        long broken = brokenCount();
        int differ = differs().size();
        boolean disagree = solutions != null && Boolean.FALSE.equals(solutions.agrees());
        String wrong = differ > 0 ? differ + (differ == 1 ? " filled value differs" : " filled values differ") + " from the puzzle's only solution"
                : disagree ? "no solution of the puzzle agrees with all the filled values" : null;
        String checks = broken == 0
                ? (empty.isEmpty() ? "All " + lines.size() + " checks hold." : "No check fails among the filled cells")
                : broken + " of " + lines.size() + " checks fail";
        if (wrong != null) checks = (checks.endsWith(".") ? checks.substring(0, checks.length() - 1) : checks)
                + (broken == 0 ? ", but " : "; ") + wrong;
        if (empty.isEmpty()) return broken == 0 && wrong == null ? checks : checks + ".";
        return checks + "; " + empty.size() + (empty.size() == 1 ? " cell is" : " cells are") + " not filled.";
    }

    /** Seed 004's counts line, {@code 1=9,2=9,...}: each value and how many filled cells hold it. */
    public String countsText() {
        StringBuilder sb = new StringBuilder();
        for (int[] c : valueCounts) sb.append(c[0]).append('=').append(c[1]).append(',');
        return sb.toString();
    }

    /**
     * The object {@code check --json} prints: name, ok, complete, counts ({@code [[value, cells], ...]}), empty
     * cells, the checks shown (broken ones, or all with {@code verbose}), unless only the rules were checked the
     * puzzle's solutions ({@code unique}, {@code several}, {@code none}, {@code unknown}) with the filled values that
     * differ from the only one ({@code differs}) or whether one agrees ({@code agrees}), and the summary.
     */
    public ObjectNode toJson(String name, boolean verbose) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("name", name);
        o.put("ok", ok());
        o.put("complete", empty.isEmpty());
        ArrayNode counts = o.putArray("counts");
        for (int[] c : valueCounts) counts.addArray().add(c[0]).add(c[1]);
        ArrayNode e = o.putArray("empty");
        empty.forEach(e::add);
        ArrayNode checks = o.putArray("checks");
        for (Line l : shown(verbose)) {
            ObjectNode j = checks.addObject();
            j.put("rule", l.rule());
            j.put("status", l.status().name().toLowerCase(java.util.Locale.ROOT));
            j.put("expected", l.expected());
            j.put("detail", l.detail());
            ArrayNode cells = j.putArray("cells");
            l.cells().forEach(cells::add);
            ArrayNode culprits = j.putArray("culprits");
            l.culprits().forEach(culprits::add);
        }
        if (solutions != null) {
            o.put("solutions", solutions.found().name().toLowerCase(java.util.Locale.ROOT));
            ArrayNode d = o.putArray("differs");
            for (Difference x : solutions.differs()) d.addObject().put("cell", x.cell()).put("holds", x.holds()).put("solution", x.solution());
            if (solutions.found() == Found.SEVERAL) {
                if (solutions.agrees() == null) o.putNull("agrees");
                else o.put("agrees", solutions.agrees());
            }
            if (solutions.stopped() != null) o.put("stopped", solutions.stopped());
        }
        o.put("summary", summary());
        return o;
    }
}
