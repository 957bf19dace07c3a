package org.cellwise.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.chains.Chains;
import org.cellwise.logic.chains.ForcingChains;
import org.cellwise.logic.chains.NestedChains;
import org.cellwise.logic.rules.PairStep;
import org.cellwise.logic.rules.RuleStep;
import org.cellwise.logic.rules.SameStep;
import org.cellwise.logic.se.SeExplainer;
import org.cellwise.logic.techniques.Fish;
import org.cellwise.logic.techniques.LockedCandidates;
import org.cellwise.logic.techniques.SimpleForcing;
import org.cellwise.logic.techniques.Singles;
import org.cellwise.logic.techniques.Subsets;
import org.cellwise.logic.techniques.Wings;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;

/**
 * Solves a puzzle the way a person does, one named step at a time, easiest technique first, on candidates alone:
 * no search, no backtracking. The engine's answer is asked first, only to say whether there is one (and, where
 * logic runs out, which value a guess takes: the step is then called a guess and the puzzle is not solved by
 * logic).
 *
 * <pre>{@code
 * Explanation e = Explainer.explain(puzzle, null, Explainer.Options.DEFAULT);
 * e.steps().get(0).text();   // "In box 3, 7 can only go in r2c8."
 * }</pre>
 */
public final class Explainer {
    /**
     * How long the chains and forcing chains may look before the rest is guessed, in time ({@code timeoutMillis}, 0:
     * none) or in work ({@code maxWork}, 0: none: at most that many nodes of the engine's search for the answer, and
     * that many askings of the logic's {@link Limit}, so it stops at the same step on every machine); steps never
     * stop half-way. The default has neither: a caller that answers a person sets a time limit, one that must give
     * the same answer everywhere (a generator, a test) a limit on work or none. A {@code cancel} flag (null: none)
     * ends the explanation as soon as it is set: the engine's searches watch it, logic asks it with the limit, and a
     * cancelled explanation keeps nothing it found ({@link Explanation#CANCELLED}).
     */
    public record Options(long timeoutMillis, int maxSteps, boolean pictures, Scale scale, long maxWork, AtomicBoolean cancel) {
        public static final Options DEFAULT = new Options(0, Integer.MAX_VALUE, false, Scale.DEFAULT, 0, null);

        public Options(long timeoutMillis, int maxSteps, boolean pictures) {
            this(timeoutMillis, maxSteps, pictures, Scale.DEFAULT, 0, null);
        }

        public Options withMaxSteps(int n) {
            return new Options(timeoutMillis, n, pictures, scale, maxWork, cancel);
        }

        /** A time limit in milliseconds (0: none). */
        public Options withTimeout(long millis) {
            return new Options(millis, maxSteps, pictures, scale, maxWork, cancel);
        }

        /** A limit on work (0: none): the same steps, and the same place to stop, on any machine. */
        public Options withMaxWork(long work) {
            return new Options(timeoutMillis, maxSteps, pictures, scale, work, cancel);
        }

        /** Keep the candidates before each step, to draw it. */
        public Options withPictures() {
            return new Options(timeoutMillis, maxSteps, true, scale, maxWork, cancel);
        }

        public Options withScale(Scale s) {
            return new Options(timeoutMillis, maxSteps, pictures, s, maxWork, cancel);
        }

        /** Stop as soon as this flag is set. */
        public Options withCancel(AtomicBoolean flag) {
            return new Options(timeoutMillis, maxSteps, pictures, scale, maxWork, flag);
        }

        /** The limit of one explanation, from now: its time, its work and its cancel flag. */
        Limit limit() {
            return Limit.of(timeoutMillis, maxWork, cancel);
        }
    }

    /**
     * The rating scale: Cellwise's own (every family, SE-like numbers, docs/EXPLAIN.md), or Sudoku Explainer's own
     * steps and ratings (classic 9×9 Sudoku only; ER/EP/ED as serate prints them).
     */
    public enum Scale {
        DEFAULT, SE
    }

    private Explainer() {}

    /**
     * The whole logical solve from the givens, or from a grid being filled ({@code progress} may be null). The time
     * limit covers everything: the engine's answer and its uniqueness check, building the board, and every step; at
     * the limit the explanation ends where it stands and says so ({@link Explanation#STOPPED}).
     */
    public static Explanation explain(Puzzle p, Filling progress, Options o) {
        return explain(p, progress, null, o);
    }

    /**
     * The same from a person's candidate state too: {@code marks[cell]} the values they keep (bit i = value min + i,
     * 0 where they marked nothing), so that a step whose eliminations they made is not given again. Marks that
     * leave out a cell's value are the first thing said, as a wrong value is.
     */
    static Explanation explain(Puzzle p, Filling progress, long[] marks, Options o) {
        Limit deadline = o.limit();
        if (p.size() > Layout.MAX_CELLS)
            return Explanation.problem(p.name(), String.format(java.util.Locale.ROOT, Explanation.TOO_LARGE + ": %,d cells, explanations "
                    + "handle up to %,d", p.size(), Layout.MAX_CELLS));
        Layout.check(p.compiled().structure(), o.pictures() ? Math.min(o.maxSteps(), 4L * p.size()) : 0);
        Result r = Solver.solve(p, engine(SolveOptions.upTo(2), deadline), 1);
        if (deadline.cancelled()) return Explanation.problem(p.name(), Explanation.CANCELLED);
        if (!r.solved()) {
            // a search the limit cut is said to be stopped, as a grade cut later is: nothing is claimed of the puzzle
            String why = r.impossible() ? Explanation.NO_SOLUTION
                    : Explanation.STOPPED + Explanation.limit(deadline) + " before the engine found a solution";
            Explanation e = Explanation.problem(p.name(), why);
            // on SE's scale, a grade cut short is one with no ER (no rating at all on a puzzle with no solution)
            return o.scale() == Scale.SE && !r.impossible() ? e.withSe(new Explanation.SeScore(0, 0, 0, false)) : e;
        }
        int[] solution = r.first();
        // a second solution found says "more than one"; a search stopped by the limit has decided nothing
        String unique = r.unique() ? null : r.count() > 1 ? Explanation.MANY + ": logic cannot finish it, and guesses follow one solution"
                : Explanation.UNDECIDED + Explanation.limit(deadline) + ": logic follows the solution found";
        Layout L = Layout.of(p.compiled().structure());
        Board b = new Board(L, org.cellwise.puzzle.Family.of(p).id());
        int[] gc = p.compiled().givenCells(), gv = p.compiled().givenValues();
        for (int i = 0; i < gc.length; i++) b.place(gc[i], gv[i] - L.min);
        if (progress != null) {
            // a value over a given is the first thing wrong, as the check says: never passed over
            for (int i = 0; i < gc.length; i++)
                if (gc[i] < progress.size() && progress.has(gc[i]) && progress.value(gc[i]) != gv[i]) {
                    int c = gc[i];
                    Step wrong = new Step(new Technique("wrong value", 0, 0, Technique.Level.EASY), 0, List.of(),
                            L.name(c) + " is given as " + gv[i] + ", not " + progress.value(c) + ": a given cannot change.",
                            List.of(), List.of(new Step.Candidate(c, progress.value(c))), new int[] {c});
                    return new Explanation(p.name(), false, 0, Technique.Level.EASY, 0, List.of(wrong),
                            "a value of the progress contradicts a given", solution,
                            o.pictures() ? List.of(new Explanation.Snapshot(b.cand.clone(), b.placed.clone())) : List.of());
                }
            int differs = -1;
            for (int c = 0; c < L.n && differs < 0; c++) if (progress.has(c) && !b.placed[c] && progress.value(c) != solution[c]) differs = c;
            if (differs >= 0 && !r.unique()) {
                // several solutions: a value is wrong only when no solution agrees with the grid so far
                int[] agreeing = agreeing(p, progress, -1, deadline);
                if (agreeing != null) {
                    solution = agreeing;
                    differs = -1;
                } else {
                    differs = -2;
                    for (int c = 0; c < L.n && differs == -2 && !deadline.cancelled(); c++)
                        if (progress.has(c) && !b.placed[c] && agreeing(p, progress, c, deadline) == null) differs = c;
                }
                if (deadline.cancelled()) return Explanation.problem(p.name(), Explanation.CANCELLED);
            }
            if (differs != -1) {
                List<Explanation.Snapshot> pic = o.pictures() ? List.of(new Explanation.Snapshot(b.cand.clone(), b.placed.clone())) : List.of();
                if (differs == -2) // each value agrees with some solution, but no solution with all of them
                    return new Explanation(p.name(), false, 0, null, 0, List.of(), "no solution agrees with all the values filled so far"
                            + " (the puzzle has more than one solution, and each value alone agrees with one of them)", solution, pic);
                int c = differs;
                String why = r.unique() ? "the solution has another value there."
                        : "no solution of the puzzle has it there (the puzzle has more than one solution).";
                Step wrong = new Step(new Technique("wrong value", 0, 0, Technique.Level.EASY), 0, List.of(),
                        L.name(c) + " does not hold " + progress.value(c) + ": " + why,
                        List.of(), List.of(new Step.Candidate(c, progress.value(c))), new int[] {c});
                return new Explanation(p.name(), false, 0, Technique.Level.EASY, 0, List.of(wrong),
                        "a value of the progress is wrong", solution, pic);
            }
            for (int c = 0; c < L.n; c++) if (progress.has(c) && !b.placed[c]) b.place(c, progress.value(c) - L.min);
        }
        for (int c = 0; marks != null && c < Math.min(L.n, marks.length); c++) {
            if (b.placed[c] || marks[c] == 0) continue;
            if ((marks[c] & (1L << (solution[c] - L.min))) == 0) {
                Step wrong = new Step(new Technique("wrong mark", 0, 0, Technique.Level.EASY), 0, List.of(),
                        "The marks in " + L.name(c) + " leave out a value it holds.", List.of(), List.of(), new int[] {c});
                return new Explanation(p.name(), false, 0, Technique.Level.EASY, 0, List.of(wrong), "a mark of the progress is wrong",
                        solution, o.pictures() ? List.of(new Explanation.Snapshot(b.cand.clone(), b.placed.clone())) : List.of());
            }
            b.cand[c] &= marks[c];
        }
        if (o.scale() == Scale.SE) {
            int[] classic = SeExplainer.classic(L);
            if (classic == null) return Explanation.problem(p.name(), "the SE scale rates classic 9×9 Sudoku only (rows, columns, "
                    + "3×3 boxes, givens); use the default scale for this puzzle");
            Explanation se = SeExplainer.explain(p.name(), L, classic, b, solution, r.unique(), unique, o, deadline);
            return deadline.cancelled() ? Explanation.problem(p.name(), Explanation.CANCELLED) : se;
        }
        int open = b.open;
        List<Step> steps = new ArrayList<>();
        List<Explanation.Snapshot> before = new ArrayList<>();
        boolean stopped = solve(b, L, deadline, r.unique(), solution, unique == null, o, steps, before, open, null) == Fit.STOPPED;
        if (stopped && deadline.cancelled()) return Explanation.problem(p.name(), Explanation.CANCELLED); // no steps, no grade: asked to stop
        // logic that filled every cell without a guess has proven the solution the only one
        if (b.open == 0 && unique != null && unique.startsWith(Explanation.UNDECIDED) && steps.stream().noneMatch(Step::isGuess))
            unique = null;
        if (stopped) {
            String at = Explanation.STOPPED + Explanation.limit(deadline) + " after " + steps.size() + (steps.size() == 1 ? " step" : " steps") + ", "
                    + b.open + (b.open == 1 ? " cell" : " cells") + " open";
            unique = unique == null ? at : unique + "; " + at;
        }
        return Explanation.of(p.name(), b.open == 0, steps, unique, solution, before, open);
    }

    /** Whether a puzzle grades at a level: {@link #fits}. */
    public enum Fit {
        /** The grade is the level. */
        AT,
        /** The grade is another level (or there is none: no solution). */
        NOT_AT,
        /** The time limit came before the grade was settled. */
        STOPPED
    }

    /**
     * Whether {@link #explain} from the givens would grade the puzzle at {@code level}, settled as soon as the steps so
     * far decide it: the grade only rises as steps are added (the hardest technique, the summed weights), so a step
     * above the level ends the solve, and so do the techniques past the last one of the level, which can only raise
     * the grade. An extreme puzzle is known at its first extreme step. A generator that keeps puzzles of one level
     * asks this of every draw, and most draws are of another level.
     */
    public static Fit fits(Puzzle p, Technique.Level level, Options o) {
        Limit deadline = o.limit();
        if (p.size() > Layout.MAX_CELLS) return Fit.NOT_AT;
        Layout.check(p.compiled().structure(), 0);
        Result r = Solver.solve(p, engine(SolveOptions.upTo(2), deadline), 1);
        if (deadline.cancelled()) return Fit.STOPPED;
        if (!r.solved()) return Fit.NOT_AT; // no grade, as explain gives none
        Layout L = Layout.of(p.compiled().structure());
        Board b = new Board(L, org.cellwise.puzzle.Family.of(p).id());
        int[] gc = p.compiled().givenCells(), gv = p.compiled().givenValues();
        for (int i = 0; i < gc.length; i++) b.place(gc[i], gv[i] - L.min);
        return solve(b, L, deadline, r.unique(), r.first(), r.unique(), o, new ArrayList<>(), new ArrayList<>(), b.open, level);
    }

    /**
     * The steps from the board as it stands to the end, added to {@code steps}: null when the solve ran to its end
     * (or to the step limit), {@link Fit#STOPPED} at the deadline. With a level {@code want}, the solve ends as soon as
     * the grade is known to be that level or another, and says which.
     */
    private static Fit solve(Board b, Layout L, Limit deadline, boolean unique, int[] solution, boolean uniqueSolution, Options o,
            List<Step> steps, List<Explanation.Snapshot> before, int open, Technique.Level want) {
        long score = 0;
        Technique.Level level = Technique.Level.EASY;
        // where only houses and links rule (no rule steps), a step places one cell at most, weighing 4 or more: each
        // open cell adds at least 4 to the score still to come
        long perOpen = L.rules.isEmpty() && L.equations.isEmpty() && L.cageHouses.isEmpty() && L.clueLines.isEmpty()
                && L.houseSets.isEmpty() ? Math.min(Technique.FULL_HOUSE.weight(), Technique.NAKED_SINGLE.weight()) : 0;
        while (b.open > 0 && steps.size() < o.maxSteps()) {
            if (deadline.passed()) return Fit.STOPPED;
            Step s = next(b, L, deadline, unique, want);
            if (s == null && deadline.passed()) return Fit.STOPPED; // the techniques were cut short: what they would have found is not known
            // nothing up to the level's techniques applies: what follows (harder techniques, or a guess) is above it
            if (s == null && want != null && want != Technique.Level.EXTREME) return Fit.NOT_AT;
            if (s == null) s = guess(b, L, solution, uniqueSolution);
            if (o.pictures()) before.add(new Explanation.Snapshot(b.cand.clone(), b.placed.clone()));
            long weight = b.weight();
            if (s.isGuess()) b.cand[s.cells()[0]] |= 1L << (solution[s.cells()[0]] - L.min);
            b.apply(s);
            if (b.weight() == weight && !s.isGuess()) { // a step that changes nothing would come back forever
                s = guess(b, L, solution, uniqueSolution);
                b.cand[s.cells()[0]] |= 1L << (solution[s.cells()[0]] - L.min);
                b.apply(s);
            }
            steps.add(s);
            if (want == null) continue;
            // the grade as Explanation.of reckons it, for the steps so far: it can only rise from here
            score += s.technique().weight();
            if (s.technique().level().compareTo(level) > 0) level = s.technique().level();
            Technique.Level now = Technique.Level.ofScore(score + perOpen * b.open, open);
            if (level.compareTo(now) > 0) now = level;
            if (now.compareTo(want) > 0) return Fit.NOT_AT;
            if (now == Technique.Level.EXTREME) return Fit.AT;
        }
        if (want == null) return null;
        Technique.Level end = Technique.Level.ofScore(score, open);
        if (level.compareTo(end) > 0) end = level;
        return end == want ? Fit.AT : Fit.NOT_AT;
    }

    /**
     * A solution that agrees with the progress (every filled value, or only the one in {@code only} when that is a
     * cell), or null when none does or none was found in the time allowed.
     */
    private static int[] agreeing(Puzzle p, Filling progress, int only, Limit deadline) {
        int[] gc = p.compiled().givenCells(), gv = p.compiled().givenValues();
        java.util.Map<Integer, Integer> fixed = new java.util.TreeMap<>();
        for (int i = 0; i < gc.length; i++) fixed.put(gc[i], gv[i]);
        for (int c = 0; c < progress.size(); c++) if (progress.has(c) && (only < 0 || c == only)) fixed.putIfAbsent(c, progress.value(c));
        int[] cells = fixed.keySet().stream().mapToInt(Integer::intValue).toArray();
        int[] values = fixed.values().stream().mapToInt(Integer::intValue).toArray();
        Result r = Solver.withGivens(p, cells, values).solve(engine(SolveOptions.firstSolution(), deadline), 1);
        return r.solved() ? r.first() : null;
    }

    /** The engine's search under what is left of the limit: its time, its work as nodes, and its cancel flag. */
    private static SolveOptions engine(SolveOptions o, Limit deadline) {
        if (deadline.timed()) o = o.withTimeout(java.time.Duration.ofNanos(deadline.nanosLeft()));
        return o.withMaxNodes(deadline.workLeft()).withCancel(deadline.cancel());
    }

    /** The next step only. */
    public static Explanation hint(Puzzle p, Filling progress, Options o) {
        return explain(p, progress, o.withMaxSteps(1));
    }

    /** The next step from a person's digits and candidate marks ({@code marks} as {@link #explain(Puzzle, Filling, long[], Options)}). */
    public static Explanation hint(Puzzle p, Filling progress, long[] marks, Options o) {
        return explain(p, progress, marks, o.withMaxSteps(1));
    }

    /**
     * The easiest step on this board, or null when logic has nothing left or the deadline passed (each technique
     * runs whole: on a 64×64 board one takes up to a few hundred milliseconds, so the limit is asked between them).
     * Nested chains are looked for only in a puzzle with one solution (logic cannot finish another) whose rules are
     * houses and links (classic, jigsaw, diagonals, anti-knight...): they do not reason with cage sums or lines,
     * which have their own steps. A puzzle with such steps gets {@link ForcingChains#cases} there instead, then
     * {@link ForcingChains#nestedContradiction}.
     *
     * <p>With a {@code ceiling} (null: none), no technique past the last one of that level is tried: only harder ones
     * come there, and whatever they find, the grade is above the ceiling. The harder techniques interleaved before it
     * are still tried, so a step found is the one the whole list finds.
     */
    static Step next(Board b, Layout L, Limit deadline, boolean unique, Technique.Level ceiling) {
        Step s;
        if ((s = Singles.fullHouse(b)) != null) return s;
        if ((s = Singles.hiddenSingle(b)) != null) return s;
        if ((s = Singles.nakedSingle(b)) != null) return s;
        for (RuleStep r : L.rules) {
            if ((s = r.find(b)) != null) return s;
            if (deadline.passed()) return null;
        }
        // clue lines' steps are rule steps, easy; simple forcing, equations, cages in houses and sets are medium
        if (below(ceiling, Technique.Level.MEDIUM) && L.clueLines.isEmpty()) return null;
        if ((s = LockedCandidates.find(b, true)) != null) return s;
        if ((s = LockedCandidates.find(b, false)) != null) return s;
        if ((s = SimpleForcing.find(b)) != null) return s;
        for (List<? extends RuleStep> group : List.<List<? extends RuleStep>>of(L.equations, L.roots, L.cageHouses, L.clueLines, L.houseSets))
            for (RuleStep r : group) {
                if ((s = r.find(b)) != null) return s;
                if (deadline.passed()) return null;
            }
        if (deadline.passed()) return null;
        if ((s = Subsets.naked(b, 2)) != null) return s;
        if ((s = Fish.find(b, 2, false)) != null) return s;
        if ((s = Subsets.hidden(b, 2)) != null) return s;
        if ((s = Fish.find(b, 2, true)) != null) return s;
        if ((s = Subsets.naked(b, 3)) != null) return s;
        if (below(ceiling, Technique.Level.HARD)) return null; // swordfish on are hard or harder
        if ((s = Fish.find(b, 3, false)) != null) return s;
        if ((s = Subsets.hidden(b, 3)) != null) return s;
        if ((s = Fish.find(b, 3, true)) != null) return s;
        if (deadline.passed()) return null;
        if ((s = Wings.xy(b, false)) != null) return s;
        if ((s = Wings.xy(b, true)) != null) return s;
        if (deadline.passed()) return null;
        if ((s = Subsets.naked(b, 4)) != null) return s;
        if (below(ceiling, Technique.Level.EXPERT)) return null; // jellyfish on are expert or harder
        if ((s = Fish.find(b, 4, false)) != null) return s;
        if ((s = Subsets.hidden(b, 4)) != null) return s;
        if ((s = Fish.find(b, 4, true)) != null) return s;
        if (deadline.passed()) return null;
        if ((s = Chains.find(b)) != null) return s;
        if (below(ceiling, Technique.Level.EXTREME)) return null; // forcing chains on are extreme
        List<RuleStep> rules = L.allRules;
        if ((s = ForcingChains.contradiction(b, rules, deadline, false)) != null) return s;
        if ((s = ForcingChains.agreement(b, rules, deadline)) != null) return s;
        if ((s = ForcingChains.contradiction(b, rules, deadline, true)) != null) return s;
        if (!unique) return null;
        // houses and links: nested chains read them whole; rules with their own steps (cages, lines): two cases
        // worked with chains inside, which follow those steps, then one candidate worked the same way
        if (L.equations.isEmpty() && onlyLinks(L.rules)) return NestedChains.find(b, deadline);
        if ((s = ForcingChains.cases(b, rules, deadline)) != null) return s;
        return ForcingChains.nestedContradiction(b, rules, deadline); // one candidate as a case: one side need break
    }

    /**
     * Whether every rule step is a relation between two cells or cells that hold one value: those are stated whole
     * by the links the chains follow (each forbidden pair of values is a link), so a nested chain misses nothing
     * they say. Cages and lines say more than links and keep to their own steps.
     */
    private static boolean onlyLinks(List<RuleStep> rules) {
        for (RuleStep r : rules) if (!(r instanceof PairStep || r instanceof SameStep)) return false;
        return true;
    }

    private static boolean below(Technique.Level ceiling, Technique.Level l) {
        return ceiling != null && ceiling.compareTo(l) < 0;
    }

    /** Trial and error: the open cell with the fewest candidates takes the solution's value. */
    private static Step guess(Board b, Layout L, int[] solution, boolean uniqueSolution) {
        int best = -1;
        for (int c = 0; c < L.n; c++)
            if (!b.placed[c] && (best < 0 || Long.bitCount(b.cand[c]) < Long.bitCount(b.cand[best]))) best = c;
        Technique t = Technique.GUESS;
        return new Step(t, t.rating(), List.of(), "No logical step is left: " + L.name(best) + " is " + b.values(b.cand[best])
                + ", and trying " + solution[best] + " leads to " + (uniqueSolution ? "the" : "a") + " solution (a guess, not logic).",
                List.of(new Step.Candidate(best, solution[best])), List.of(), new int[] {best});
    }
}
