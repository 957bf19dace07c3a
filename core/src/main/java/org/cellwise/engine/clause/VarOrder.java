package org.cellwise.engine.clause;

/**
 * Variables by activity, most active first (a binary max-heap): conflicts bump the variables they involve, and
 * the bump grows over time so that recent conflicts weigh more (the decay of VSIDS, without touching every
 * activity).
 */
final class VarOrder {
    /** Activity decay per conflict. */
    private static final double DECAY = 0.95;

    private final double[] activity;
    private double inc = 1;
    private final int[] heap, index;
    private int size;

    VarOrder(int vars) {
        activity = new double[vars];
        heap = new int[vars];
        index = new int[vars];
    }

    private VarOrder(VarOrder o) {
        activity = o.activity.clone();
        heap = o.heap.clone();
        index = o.index.clone();
        inc = o.inc;
        size = o.size;
    }

    /** An independent copy, for the other half of a split search. */
    VarOrder copy() {
        return new VarOrder(this);
    }

    void setActivity(int v, double a) {
        activity[v] = a;
    }

    void bump(int v) {
        if ((activity[v] += inc) > 1e100) {
            for (int i = 0; i < activity.length; i++) activity[i] *= 1e-100;
            inc *= 1e-100;
        }
        if (contains(v)) up(index[v]);
    }

    void decay() {
        inc /= DECAY;
    }

    boolean contains(int v) {
        int i = index[v];
        return i < size && heap[i] == v;
    }

    void insert(int v) {
        heap[size] = v;
        index[v] = size;
        up(size++);
    }

    boolean isEmpty() {
        return size == 0;
    }

    int pop() {
        int top = heap[0];
        int last = heap[--size];
        if (size > 0) {
            heap[0] = last;
            index[last] = 0;
            down(0);
        }
        index[top] = Integer.MAX_VALUE;
        return top;
    }

    private void up(int i) {
        int v = heap[i];
        double a = activity[v];
        while (i > 0) {
            int parent = (i - 1) >> 1;
            int pv = heap[parent];
            if (activity[pv] >= a) break;
            heap[i] = pv;
            index[pv] = i;
            i = parent;
        }
        heap[i] = v;
        index[v] = i;
    }

    private void down(int i) {
        int v = heap[i];
        double a = activity[v];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) break;
            if (child + 1 < size && activity[heap[child + 1]] > activity[heap[child]]) child++;
            if (activity[heap[child]] <= a) break;
            heap[i] = heap[child];
            index[heap[i]] = i;
            i = child;
        }
        heap[i] = v;
        index[v] = i;
    }
}
