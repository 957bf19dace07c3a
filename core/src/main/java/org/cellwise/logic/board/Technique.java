package org.cellwise.logic.board;

import org.cellwise.logic.chains.ForcingChains;
import org.cellwise.logic.chains.NestedChains;

/**
 * A kind of logical step, with its place on the one scale every family shares: a rating for the hardest step a
 * puzzle needs (Sudoku Explainer's idea: 1.0 full house ... 7.5 forcing chains) and a weight summed over every
 * step (HoDoKu's idea) that gives the level. docs/EXPLAIN.md holds the table and why each value is what it is.
 */
public record Technique(String name, double rating, int weight, Level level) {

    /** Five levels, easiest first. */
    public enum Level {
        EASY, MEDIUM, HARD, EXPERT, EXTREME;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /**
         * The level of a summed score: HoDoKu-like bounds for a grid with 50 cells to fill (a classic 9×9 of 31 givens),
         * stretched in proportion for more (a 17-clue fills 64, a killer 81, a 16×16 about 150), so that many singles are
         * not "hard" for its size alone. Documented in docs/EXPLAIN.md.
         */
        public static Level ofScore(long score, int open) {
            double f = Math.max(1.0, open / 50.0);
            if (score <= 800 * f) return EASY;
            if (score <= 1000 * f) return MEDIUM;
            if (score <= 1600 * f) return HARD;
            if (score <= 1800 * f) return EXPERT;
            return EXTREME;
        }
    }

    public static final Technique FULL_HOUSE = new Technique("full house", 1.0, 4, Level.EASY);
    public static final Technique HIDDEN_SINGLE_BOX = new Technique("hidden single", 1.2, 14, Level.EASY);
    public static final Technique HIDDEN_SINGLE = new Technique("hidden single", 1.5, 14, Level.EASY);
    /** A rule's own deduction (cage combinations, KenKen arithmetic, greater-than...): named by the rule. */
    public static final double RULE_RATING = 2.0;
    public static final int RULE_WEIGHT = 5;
    public static final Technique NAKED_SINGLE = new Technique("naked single", 2.3, 4, Level.EASY);
    public static final Technique POINTING = new Technique("locked candidates (pointing)", 2.6, 50, Level.MEDIUM);
    public static final Technique CLAIMING = new Technique("locked candidates (claiming)", 2.8, 50, Level.MEDIUM);
    public static final Technique INNIES_OUTIES = new Technique("innies and outies", 2.8, 60, Level.MEDIUM);
    public static final Technique SUM_DIFFERENCE = new Technique("sum difference", 2.8, 60, Level.MEDIUM);
    public static final Technique NAKED_PAIR = new Technique("naked pair", 3.0, 60, Level.MEDIUM);
    public static final Technique X_WING = new Technique("X-wing", 3.2, 140, Level.HARD);
    public static final Technique HIDDEN_PAIR = new Technique("hidden pair", 3.4, 70, Level.MEDIUM);
    public static final Technique FINNED_X_WING = new Technique("finned X-wing", 3.4, 130, Level.HARD);
    public static final Technique NAKED_TRIPLE = new Technique("naked triple", 3.6, 80, Level.MEDIUM);
    public static final Technique SWORDFISH = new Technique("swordfish", 3.8, 150, Level.HARD);
    public static final Technique HIDDEN_TRIPLE = new Technique("hidden triple", 4.0, 100, Level.HARD);
    public static final Technique FINNED_SWORDFISH = new Technique("finned swordfish", 4.0, 200, Level.HARD);
    public static final Technique XY_WING = new Technique("XY-wing", 4.2, 160, Level.HARD);
    public static final Technique XYZ_WING = new Technique("XYZ-wing", 4.4, 180, Level.HARD);
    public static final Technique NAKED_QUAD = new Technique("naked quad", 5.0, 120, Level.HARD);
    public static final Technique JELLYFISH = new Technique("jellyfish", 5.2, 160, Level.EXPERT);
    public static final Technique HIDDEN_QUAD = new Technique("hidden quad", 5.4, 150, Level.EXPERT);
    public static final Technique FINNED_JELLYFISH = new Technique("finned jellyfish", 5.4, 250, Level.EXPERT);
    public static final Technique X_CHAIN = new Technique("X-chain", 6.6, 260, Level.EXPERT);
    public static final Technique XY_CHAIN = new Technique("XY-chain", 6.6, 260, Level.EXPERT);
    public static final Technique AIC = new Technique("AIC", 7.0, 280, Level.EXPERT);
    public static final Technique CONTRADICTION = new Technique("forcing chain (contradiction)", 7.5, 500, Level.EXTREME);
    /** The same, following locked candidates too (a longer, dynamic chain). */
    public static final Technique DYNAMIC_CONTRADICTION = new Technique("dynamic forcing chain", 8.5, 700, Level.EXTREME);
    public static final Technique CELL_FORCING = new Technique("forcing chain (cell)", 8.0, 600, Level.EXTREME);
    /**
     * Trial and error: the value is taken from the solution; a puzzle that needs it is not solved by logic. Rated
     * 20.0, as Sudoku Explainer rates a puzzle it cannot finish, so that no chain shares its number.
     */
    public static final Technique GUESS = new Technique("guess", 20.0, 10000, Level.EXTREME);

    /** A rule deduction named for its rule ("cage combination", "greater-than"). */
    public static Technique rule(String name) {
        return new Technique(name, RULE_RATING, RULE_WEIGHT, Level.EASY);
    }

    /** Chains and forcing chains grow harder with length: +0.1 for each two links past four, at most +1.5. */
    public double ratingFor(int length) {
        int extra = Math.max(0, (length - 3) / 2);
        return Math.round((rating + Math.min(1.5, extra * 0.1)) * 10) / 10.0;
    }

    /** Every technique of the table, in the order the explainer tries them (rule steps come after singles). */
    public static java.util.List<Technique> table() {
        return java.util.List.of(FULL_HOUSE, HIDDEN_SINGLE_BOX, HIDDEN_SINGLE, NAKED_SINGLE,
                rule("cage combination, KenKen arithmetic, greater-than, ... (rule steps)"), POINTING, CLAIMING,
                INNIES_OUTIES, SUM_DIFFERENCE, NAKED_PAIR, X_WING, HIDDEN_PAIR, FINNED_X_WING, NAKED_TRIPLE, SWORDFISH, HIDDEN_TRIPLE,
                FINNED_SWORDFISH, XY_WING, XYZ_WING, NAKED_QUAD, JELLYFISH, HIDDEN_QUAD, FINNED_JELLYFISH, X_CHAIN,
                XY_CHAIN, AIC, CONTRADICTION, CELL_FORCING, DYNAMIC_CONTRADICTION, NestedChains.NESTED,
                NestedChains.NESTED_DYNAMIC, NestedChains.NESTED_PAIRS, ForcingChains.CASES, ForcingChains.EVERY_CASE,
                ForcingChains.NESTED_CONTRADICTION, GUESS);
    }
}
