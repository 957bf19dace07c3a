package org.cellwise.engine;

/**
 * The most memory this process may use for its objects: the JVM's largest heap. A seam: the browser build, which
 * has no JVM to ask, puts its own class of this name in its place (the site module's {@code browser} package).
 */
public final class Heap {
    private Heap() {}

    /** Bytes; {@link Long#MAX_VALUE} when there is no limit. */
    public static long max() {
        return Runtime.getRuntime().maxMemory();
    }
}
