package org.cellwise.site.browser.com.fasterxml.jackson.core.io.schubfach;

/**
 * Jackson's fast float writer, for the worker: Java's own {@code Float.toString}, which is what Jackson writes by default
 * anyway (its fast writer is off). The original builds its string with a constructor the browser's class library lacks.
 */
public final class FloatToDecimal {
    private FloatToDecimal() {}

    public static String toString(float v) {
        return Float.toString(v);
    }
}
