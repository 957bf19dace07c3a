package org.cellwise.engine.propagation;

/**
 * A cage of distinct values read through the list of value sets it may hold ({@link SumCombinations}): a killer
 * cage, or one of several totals. Arc consistent on the cage as a whole, its cells kept apart included, so the cage
 * needs no other group.
 */
final class SetsPropagator extends Propagator {
    private final SumCombinations table;
    private final long[] local;

    SetsPropagator(String name, int[] vars, SumCombinations table) {
        super(name, vars);
        this.table = table;
        this.local = new long[vars.length];
    }

    @Override
    boolean propagate(Propagation s) {
        for (int i = 0; i < vars.length; i++) local[i] = s.dom[vars[i]];
        if (!table.prune(local)) return false;
        for (int i = 0; i < vars.length; i++) if (!s.restrict(vars[i], local[i])) return false;
        return true;
    }
}
