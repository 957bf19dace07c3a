package org.cellwise.api;

/** A request that cannot be answered as asked (400 from the server): the message says what was expected. */
public final class BadRequest extends RuntimeException {
    public BadRequest(String message) {
        super(message, null, false, false);
    }
}
