package org.cellwise.check;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The outcome of checking a grid: one line per rule or cage, the cells not filled yet, and how often each value
 * occurs (seed 004's counts line).
 */
public record Report(List<Line> lines, List<String> empty, List<int[]> valueCounts) {

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
        return empty.isEmpty() && brokenCount() == 0;
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

    /** The closing sentence: "All 27 checks hold.", "2 of 27 checks fail; 12 cells are not filled." */
    public String summary() {
        long broken = brokenCount();
        String checks = broken == 0
                ? (empty.isEmpty() ? "All " + lines.size() + " checks hold." : "No check fails among the filled cells")
                : broken + " of " + lines.size() + " checks fail";
        if (empty.isEmpty()) return broken == 0 ? checks : checks + ".";
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
     * cells, the checks shown (broken ones, or all with {@code verbose}) and the summary.
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
        o.put("summary", summary());
        return o;
    }
}
