package org.cellwise.site.browser.org.cellwise.engine;

/**
 * The browser's {@code org.cellwise.engine.Heap}: a worker has no JVM to ask. Browsers give a worker's heap a few
 * gigabytes at most, and a phone's much less; a search is allowed what a modest machine can spare, so a puzzle too
 * large for it is refused in words instead of ending the worker.
 */
public final class Heap {
    private Heap() {}

    public static long max() {
        return 1L << 30;
    }
}
