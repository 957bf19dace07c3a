package org.cellwise.site.browser.com.fasterxml.jackson.core.io.schubfach;

/**
 * Jackson's fast double writer, for the worker: Java's own {@code Double.toString}, which is what Jackson writes by default
 * anyway (its fast writer is off). The original builds its string with a constructor the browser's class library lacks.
 */
public final class DoubleToDecimal {
    private DoubleToDecimal() {}

    public static String toString(double v) {
        return Double.toString(v);
    }
}
