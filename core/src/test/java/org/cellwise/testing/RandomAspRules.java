package org.cellwise.testing;

import java.util.Random;

/**
 * Random rules in clingo's notation of the shape a person writes (where two cells are, what they may not hold, random
 * numbers in both), for the clingo count test and the random puzzles of the oracle and round-trip tests.
 */
public final class RandomAspRules {
    private RandomAspRules() {}

    private static final String[] WHERE = {"|R-R1| + |C-C1| == %d", "R == R1, |C-C1| == %d", "|R-R1| == |C-C1|, R != R1, |R-R1| <= %d",
        "R1 == R + %d, C1 == C", "C1 == C, R1 == R - %d", "(R+C) \\ 2 == (R1+C1+%d) \\ 2, R < R1", "|R1-R| * |C1-C| == %d"};
    private static final String[] WHAT = {"N == N1", "|N-N1| == %d", "N + N1 == %d", "N < N1", "(N+N1) \\ 2 == %d", "N * N1 == %d",
        "N1 - N >= %d", "not N != N1", "1{N == N1; N1 - N == %d}"};

    /** A rule over two cells: where they are, what they may not hold together. */
    public static String shaped(Random rnd) {
        return ":- a(R,C,N), a(R1,C1,N1), " + String.format(WHERE[rnd.nextInt(WHERE.length)], rnd.nextInt(3) + 1) + ", "
                + String.format(WHAT[rnd.nextInt(WHAT.length)], rnd.nextInt(5)) + ".";
    }

    /** A rule looking up facts {@code f(R,C)}: the cells they name may not hold {@code k}; with its facts. */
    public static String withFacts(Random rnd, int rows, int cols) {
        StringBuilder sb = new StringBuilder(":- f(R,C), a(R,C," + (1 + rnd.nextInt(4)) + ").");
        for (int i = 0; i < 1 + rnd.nextInt(4); i++) sb.append(" f(").append(1 + rnd.nextInt(rows)).append(',').append(1 + rnd.nextInt(cols)).append(").");
        return sb.toString();
    }
}
