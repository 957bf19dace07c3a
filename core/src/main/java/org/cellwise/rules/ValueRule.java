package org.cellwise.rules;

/**
 * A rule that is a record of its parameters: {@code equals} and {@code hashCode} say everything about it, so its
 * expansion may be shared between puzzles that hold an equal rule on an equal canvas.
 */
public interface ValueRule extends Rule {
    @Override
    default boolean cacheable() {
        return true;
    }
}
