package org.cellwise.api;

/** A request that could not be done in the time allowed (503 from the server): try again, or ask for less. */
public final class Busy extends RuntimeException {
    public Busy(String message) {
        super(message, null, false, false);
    }
}
