package org.cellwise.testing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * A small random automaton over values 1..N, as the {@code .cw} statement states it and as a plain set simulation
 * here reads it (the test's own reading, apart from Cellwise's): several next states, several starts, and sometimes
 * transitions on the break between two segments.
 */
public record RandomAutomaton(String name, int states, int[][][] next, int[][] onBreak, Set<Integer> starts, Set<Integer> accepts, boolean breaks) {

    public static RandomAutomaton draw(Random rnd, String name, int states, int values) {
        int[][][] next = new int[states][values + 1][];
        int[][] onBreak = new int[states][];
        boolean breaks = rnd.nextBoolean();
        for (int s = 0; s < states; s++) {
            for (int v = 1; v <= values; v++) next[s][v] = some(rnd, states, 3);
            onBreak[s] = breaks ? some(rnd, states, 2) : new int[0];
        }
        Set<Integer> starts = new HashSet<>(List.of(rnd.nextInt(states))), accepts = new HashSet<>();
        if (rnd.nextInt(3) == 0) starts.add(rnd.nextInt(states));
        for (int s = 0; s < states; s++) if (rnd.nextInt(2) == 0) accepts.add(s);
        if (accepts.isEmpty()) accepts.add(rnd.nextInt(states));
        return new RandomAutomaton(name, states, next, onBreak, starts, accepts, breaks);
    }

    /** Up to {@code most} different states, often none. */
    private static int[] some(Random rnd, int states, int most) {
        Set<Integer> out = new HashSet<>();
        for (int k = rnd.nextInt(most + 1); k > 0; k--) out.add(rnd.nextInt(states));
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Whether it reads the values, with a break before position {@code cut} when it is above 0. */
    public boolean accepts(int[] values, int cut) {
        Set<Integer> at = new HashSet<>(starts);
        for (int i = 0; i < values.length; i++) {
            if (i == cut && cut > 0) at = step(at, -1);
            at = step(at, values[i]);
        }
        for (int s : at) if (accepts.contains(s)) return true;
        return false;
    }

    private Set<Integer> step(Set<Integer> from, int v) {
        Set<Integer> to = new HashSet<>();
        for (int s : from) for (int t : v < 0 ? onBreak[s] : next[s][v]) to.add(t);
        return to;
    }

    /** {@code automaton NAME start .. accept .. FROM:V:TO ...}, one transition per (state, value, state). */
    public String statement() {
        StringBuilder sb = new StringBuilder("automaton " + name + " start " + list(starts) + " accept " + list(accepts));
        for (int s = 0; s < states; s++) {
            for (int v = 1; v < next[s].length; v++) for (int t : next[s][v]) sb.append(" q").append(s).append(':').append(v).append(":q").append(t);
            for (int t : onBreak[s]) sb.append(" q").append(s).append(":|:q").append(t);
        }
        // a state no transition names still exists: the starts and accepts name it
        return sb.toString();
    }

    private static String list(Set<Integer> ss) {
        List<String> out = new ArrayList<>();
        for (int s : ss) out.add("q" + s);
        return String.join(",", out);
    }
}
