package org.cellwise.asp;

/**
 * A rule or fact that cannot be read or grounded, with the place it is about. An {@link IllegalArgumentException}, as
 * every rule that does not fit its canvas throws, so callers that know no better still report it in words; the
 * readers turn its place into the file's line and column.
 */
public final class AspException extends IllegalArgumentException {
    private final Place at;

    public AspException(Place at, String message) {
        super(message);
        this.at = at;
    }

    public Place at() {
        return at;
    }
}
