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
        long s = machine.start();
        for (int i = 0; i < cells.length; i++) {
            s = machine.step(s, i, values[cells[i]]);
            if (s == Machine.REJECT) return false;
        }
        return machine.accepts(s);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.scan(this);
    }
}
