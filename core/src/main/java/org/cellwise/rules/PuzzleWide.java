package org.cellwise.rules;

/**
 * A rule over the whole canvas that no drawing shows (a move between cells, such as a taxicab distance or a chess
 * leap): the page and the printed sheet say it in a sentence, and the checker names its line by its title, since
 * its keyword alone ("taxicab") would not say which distance broke.
 */
public interface PuzzleWide extends Rule {
    /** The rule as stated, e.g. "taxicab 4". */
    String title();

    /** The rule in words a solver reads, without the final full stop. */
    String sentence();
}
