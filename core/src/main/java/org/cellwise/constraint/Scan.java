package org.cellwise.constraint;

/**
 * The cells, read in order, are accepted by a {@link Machine}: sandwich sums, X-sums, skyscrapers, arrows, between
 * lines, quadruples, odd/even cells. One kind for every clue that reads a line, so the engine, the checker and the
 * exporters each handle it once, through the machine's unrolled graph ({@link Unrolled}).
 */
public record Scan(String name, int[] cells, Machine machine) implements Constraint {
    public Scan {
        if (cells.length == 0) throw new IllegalArgumentException(name + ": a line needs at least one cell");
    }

    @Override
    public boolean holds(int[] values) {
        // every state the reading may be in: one, but for a machine that guesses
        long[] here = {machine.start()};
        for (int i = 0; i < cells.length && here.length > 0; i++) {
            if (here.length == 1) {
                here = machine.next(here[0], i, values[cells[i]]);
                continue;
            }
            java.util.Set<Long> next = new java.util.LinkedHashSet<>();
            for (long s : here) for (long t : machine.next(s, i, values[cells[i]])) next.add(t);
            here = next.stream().mapToLong(Long::longValue).toArray();
        }
        for (long s : here) if (machine.accepts(s)) return true;
        return false;
    }

    /**
     * What the line asks, with its cells named as {@code name} names them: "r1c1 = 5 exactly when r1c5 = 1" where the
     * machine says "x1 = 5 exactly when x2 = 1".
     */
    public String describe(java.util.function.IntFunction<String> name) {
        java.util.regex.Matcher m = X.matcher(machine.describe());
        StringBuffer sb = new StringBuffer(); // the matcher's appending takes a StringBuffer on every platform
        while (m.find()) {
            int i = Integer.parseInt(m.group(1));
            m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(i >= 1 && i <= cells.length ? name.apply(cells[i - 1]) : m.group()));
        }
        return m.appendTail(sb).toString();
    }

    private static final java.util.regex.Pattern X = java.util.regex.Pattern.compile("(?<![A-Za-z0-9])x(\\d+)");

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.scan(this);
    }
}
