package org.cellwise.web;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Polling for the browser tests: the page answers asynchronously, and may lay the board out anew while it is read. */
final class Waits {
    private Waits() {}

    /**
     * Polls until {@code ok} holds; past {@code seconds} (a bound for a failing run only, generous so that a machine
     * busy with other work never fails a page that is merely slow) fails saying {@code context} (what the page says then).
     */
    static void until(BooleanSupplier ok, int seconds, Supplier<String> context) {
        long until = System.nanoTime() + seconds * 1_000_000_000L;
        while (true) {
            try {
                if (ok.getAsBoolean()) return;
            } catch (org.openqa.selenium.StaleElementReferenceException | org.openqa.selenium.JavascriptException redrawn) {
                // the board was laid out anew while it was read: read again
            }
            if (System.nanoTime() > until) throw new AssertionError("not within " + seconds + " s; " + context.get());
            try {
                Thread.sleep(40);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
