package org.cellwise.format;

import org.cellwise.puzzle.Puzzle;

/**
 * Reads puzzles one at a time. After a {@link FormatException} the reader has skipped the bad puzzle, so the
 * caller may report it and go on with the next.
 */
public interface PuzzleReader {
    /** The next puzzle, or null at the end of the input. */
    Puzzle next() throws FormatException;
}
