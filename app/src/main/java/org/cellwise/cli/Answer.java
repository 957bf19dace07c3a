package org.cellwise.cli;

/**
 * What a command found for one puzzle, whichever engine found it: status ({@code solved}, {@code no-solution},
 * {@code timeout}), the first solution, uniqueness (null when unknown), and costs.
 */
record Answer(String status, int[] first, Boolean unique, long count, double millis, long nodes, long guesses,
        String engine, Double toolMillis, String note) {

    boolean solved() {
        return first != null;
    }

    String verdict() {
        if (solved() && Boolean.TRUE.equals(unique)) return "solved, unique";
        if (solved() && Boolean.FALSE.equals(unique) && count > 1) return "solved, not unique (another solution exists)";
        if (solved()) return "solved; uniqueness not decided";
        if (status.equals("no-solution")) return "no solution";
        if (status.equals("invalid")) return "invalid answer: " + note;
        return "timed out";
    }
}
