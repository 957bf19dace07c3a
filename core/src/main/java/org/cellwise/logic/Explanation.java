package org.cellwise.logic;

import java.util.List;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.se.SeExplainer;
import org.cellwise.logic.se.SeRater;

/**
 * A puzzle's logical solve: its steps, whether logic alone finished it, and its grade on the one scale: the hardest
 * step's rating (as Sudoku Explainer rates), the summed weights of every step (as HoDoKu scores) and the level.
 * {@code problem} says why there is no proper explanation (no solution, several, a wrong value in the progress).
 */
public record Explanation(String name, boolean solved, double rating, Technique.Level level, long score, List<Step> steps,
        String problem, int[] solution, List<Snapshot> before, SeScore se) {

    public Explanation(String name, boolean solved, double rating, Technique.Level level, long score, List<Step> steps,
            String problem, int[] solution, List<Snapshot> before) {
        this(name, solved, rating, level, score, steps, problem, solution, before, null);
    }

    /**
     * Sudoku Explainer's three ratings, as serate prints them: ER the hardest step, EP the hardest up to the first
     * placed value, ED the first step's; {@code exact} is false when the time limit made the rater take its chains'
     * first steps rather than their shortest.
     */
    public record SeScore(double er, double ep, double ed, boolean exact) {
        /** serate's form: {@code 7.2/1.2/1.2}. */
        public String text() {
            return SeRater.format(er) + "/" + SeRater.format(ep) + "/" + SeRater.format(ed);
        }
    }

    /** The same explanation rated on SE's scale: its rating is then ER, and its level ER's (none for a grade cut short). */
    public Explanation withSe(SeScore s) {
        return new Explanation(name, solved, s.er(), level == null ? null : SeExplainer.level(s.er()), score, steps, problem,
                solution, before, s);
    }

    /** How {@code problem} begins when a second solution was found. */
    public static final String MANY = "the puzzle has more than one solution";
    /** ... when the uniqueness check ran out of its limit: nothing is known of a second solution. */
    public static final String UNDECIDED = "uniqueness not decided within the ";
    /** ... (or continues, after "; ") when a limit ended the explanation before the grid was full. */
    public static final String STOPPED = "stopped at the ";
    /** How {@code problem} begins when there is no explanation because the puzzle has no solution. */
    public static final String NO_SOLUTION = "the puzzle has no solution";
    /** ... because the puzzle has more cells than explanations handle. */
    public static final String TOO_LARGE = "too large to explain";
    /** ... because its cancel flag was set ({@link Explainer.Options#withCancel}): what it found is dropped. */
    public static final String CANCELLED = "cancelled";

    /** The limit that passed, as those messages go on: "time limit", or "limit on work" (the same on every machine). */
    public static String limit(Limit l) {
        return l.timeUp() ? "time limit" : WORK;
    }

    /** How a message names the limit on work. */
    public static final String WORK = "limit on work";

    /**
     * Which limit ended the explanation early, as answers say it: {@code "budget"} for the limit on work (the same
     * on every machine), {@code "timeout"} for the time limit.
     */
    public String stoppedBy() {
        return problem != null && problem.contains(STOPPED + WORK) ? "budget" : "timeout";
    }

    /** Whether a limit ended the explanation early: its steps and grade are what was found until then. */
    public boolean stopped() {
        return problem != null && problem.contains(STOPPED);
    }

    /** The candidates and placed cells before a step, kept when pictures are asked for. */
    public record Snapshot(long[] candidates, boolean[] placed) {}

    static Explanation problem(String name, String why) {
        return new Explanation(name, false, 0, null, 0, List.of(), why, null, List.of());
    }

    public static Explanation of(String name, boolean finished, List<Step> steps, String problem, int[] solution,
            List<Snapshot> before, int open) {
        double rating = 0;
        long score = 0;
        boolean guessed = false;
        Technique.Level level = Technique.Level.EASY;
        for (Step s : steps) {
            rating = Math.max(rating, s.rating());
            score += s.technique().weight();
            guessed |= s.isGuess();
            if (s.technique().level().compareTo(level) > 0) level = s.technique().level();
        }
        Technique.Level byScore = Technique.Level.ofScore(score, open);
        if (byScore.compareTo(level) > 0) level = byScore;
        if (problem != null && problem.contains(STOPPED)) level = null; // a grade needs the whole solve
        return new Explanation(name, finished && !guessed && problem == null, rating, level, score, List.copyOf(steps), problem,
                solution, List.copyOf(before));
    }

    /** The object {@code explain --json} prints (one per puzzle); without steps for {@code grade --json}. */
    public com.fasterxml.jackson.databind.node.ObjectNode toJson(org.cellwise.puzzle.Puzzle p, boolean withSteps) {
        var f = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        var o = f.objectNode();
        o.put("name", name);
        o.put("solved", solved);
        o.put("rating", se != null ? Double.parseDouble(SeRater.format(rating)) : rating);
        if (se != null) {
            o.put("scale", "se");
            // a grade the time limit cut has no ER (the hardest step may be among those not looked for); EP and ED
            // are known once a value was placed and once a step was taken
            if (stopped()) o.putNull("er");
            else o.put("er", Double.parseDouble(SeRater.format(se.er())));
            if (stopped() && se.ep() == 0) o.putNull("ep");
            else o.put("ep", Double.parseDouble(SeRater.format(se.ep())));
            if (stopped() && steps.isEmpty()) o.putNull("ed");
            else o.put("ed", Double.parseDouble(SeRater.format(se.ed())));
            o.put("exact", se.exact());
        }
        if (level == null) o.putNull("level");
        else o.put("level", level.word());
        o.put("score", score);
        for (Step s : steps)
            if (s.rating() == rating || se != null && Double.parseDouble(SeRater.format(s.rating())) == rating) {
                o.put("hardest", s.technique().name());
                break;
            }
        if (problem != null) o.put("problem", problem);
        if (stopped()) o.put("stopped", stoppedBy());
        if (withSteps) {
            var arr = o.putArray("steps");
            for (Step s : steps) arr.add(s.toJson(p));
        } else {
            o.put("steps", steps.size());
            var used = o.putObject("techniques");
            for (Step s : steps) used.put(s.technique().name(), used.path(s.technique().name()).asInt(0) + 1);
        }
        return o;
    }
}
