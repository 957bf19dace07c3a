package org.cellwise.engine.propagation;

/** All cells share one value: every domain becomes the intersection. */
final class EqualPropagator extends Propagator {
    EqualPropagator(String name, int[] vars) {
        super(name, vars);
    }

    @Override
    boolean propagate(Propagation s) {
        long common = -1L;
        for (int v : vars) common &= s.dom[v];
        if (common == 0) return false;
        for (int v : vars) s.set(v, common);
        return true;
    }
}
