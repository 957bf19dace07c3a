package org.cellwise.check;

import java.util.List;

/** The outcome of checking a filled grid: one line per constraint group, and how often each value occurs. */
public record Report(List<Line> lines, List<int[]> valueCounts) {

    /** One rule or cage: its name, whether it holds, and what was expected and found. */
    public record Line(String name, boolean ok, String expected, String found, String cells) {
        /** In the spirit of seed 004: {@code Region a = OK as 16 + over r1c1 r2c1 r3c1}. */
        public String text() {
            return name + " = " + (ok ? "OK as " + expected : "FAIL: expected " + expected + ", found " + found)
                    + (cells.isEmpty() ? "" : " over " + cells);
        }
    }

    public boolean ok() {
        return lines.stream().allMatch(Line::ok);
    }

    public long failures() {
        return lines.stream().filter(l -> !l.ok()).count();
    }

    /** {@code 1=9,2=9,...}: each value and how many cells hold it. */
    public String countsText() {
        StringBuilder sb = new StringBuilder();
        for (int[] c : valueCounts) sb.append(c[0]).append('=').append(c[1]).append(',');
        return sb.toString();
    }
}
