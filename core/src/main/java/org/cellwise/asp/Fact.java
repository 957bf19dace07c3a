package org.cellwise.asp;

import java.util.Arrays;

/**
 * A fact the rules may look up, {@code gt(1,2,1,1).}: a name and whole numbers. Equal by name and arguments (where it
 * was written is kept for messages only), ordered by name, arity, then arguments, so a rule's facts have one order.
 */
public final class Fact implements Comparable<Fact> {
    private final String name;
    private final int[] args;
    private final Place at;

    public Fact(String name, int[] args, Place at) {
        this.name = name;
        this.args = args.clone();
        this.at = at;
    }

    public String name() {
        return name;
    }

    public int arity() {
        return args.length;
    }

    public int arg(int i) {
        return args[i];
    }

    public Place at() {
        return at;
    }

    /** name/arity, as a rule names what it looks up. */
    public String signature() {
        return name + "/" + args.length;
    }

    /** The fact as clingo writes it: {@code gt(1,2,1,1).} */
    public String text() {
        if (args.length == 0) return name + ".";
        StringBuilder sb = new StringBuilder(name).append('(');
        for (int i = 0; i < args.length; i++) sb.append(i == 0 ? "" : ",").append(args[i]);
        return sb.append(").").toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Fact f && f.name.equals(name) && Arrays.equals(f.args, args);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + Arrays.hashCode(args);
    }

    @Override
    public int compareTo(Fact o) {
        int c = name.compareTo(o.name);
        if (c != 0) return c;
        if (args.length != o.args.length) return Integer.compare(args.length, o.args.length);
        return compare(args, o.args);
    }

    /**
     * Whole numbers compared in order, then by length (Arrays.compare, which the browser build's class library
     * lacks).
     */
    static int compare(int[] x, int[] y) {
        for (int i = 0; i < Math.min(x.length, y.length); i++)
            if (x[i] != y[i]) return Integer.compare(x[i], y[i]);
        return Integer.compare(x.length, y.length);
    }

    @Override
    public String toString() {
        return text();
    }
}
