package org.cellwise.logic.se;

/**
 * A candidate assumed true ("on") or false ("off") in a chain, packed in an int: {@code (cell * 9 + value - 1) * 2 + on}.
 * 1,458 of them on a 9×9 grid, so sets and maps over them are plain arrays.
 */
final class SePotential {
    static final int COUNT = 81 * 9 * 2;

    private SePotential() {}

    static int of(int cell, int v, boolean on) {
        return (cell * 9 + v - 1) * 2 + (on ? 1 : 0);
    }

    static int on(int cell, int v) {
        return (cell * 9 + v - 1) * 2 + 1;
    }

    static int off(int cell, int v) {
        return (cell * 9 + v - 1) * 2;
    }

    static int cell(int p) {
        return (p >> 1) / 9;
    }

    static int value(int p) {
        return (p >> 1) % 9 + 1;
    }

    static boolean isOn(int p) {
        return (p & 1) != 0;
    }

    /** The same candidate with the other truth. */
    static int conj(int p) {
        return p ^ 1;
    }

    static String text(int p) {
        return SeGrid.name(cell(p)) + (isOn(p) ? " is " : " is not ") + value(p);
    }

    /** Eureka's node: {@code (5)r1c2}. */
    static String eureka(int p) {
        return "(" + value(p) + ")" + SeGrid.name(cell(p));
    }
}
