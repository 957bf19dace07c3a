package org.cellwise.cli;

import org.cellwise.format.FormatException;
import org.cellwise.format.SolutionReader;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.words.GradedHint;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "hint", mixinStandardHelpOptions = true,
        description = {"The next logical step only, from the givens or from a grid being filled (--progress): the same "
                + "steps as 'explain'. A wrong value in the progress is the hint itself (with several solutions, a value no "
                + "solution has there). --level 1|2|3 grades it as a person asks: the technique and where to look, then the "
                + "cells too, then the whole step, in the player's words.",
                "Exit code: 0 a logical step was found, 1 none (a guess, a wrong value, or no solution), 2 bad input, 141 output closed early (| head)."})
final class HintCommand extends ExplainCommand {
    @Option(names = "--progress", paramLabel = "GRID",
            description = "What is filled in so far: a file, - for standard input, or the grid itself ('.' for empty).")
    String progress;

    @Option(names = "--level", paramLabel = "1|2|3", description = "A graded hint: 1 the technique and where to look "
            + "(\"Look for a hidden single in box 5.\"), 2 the cells too, 3 the whole step; cages and clues outside the "
            + "grid named as a player names them (\"the 14 cage at r1c1\", \"the sandwich clue 9 above column 5\").")
    Integer level;

    @Override
    Filling progress(Puzzle p) {
        if (progress == null) return null;
        GridArgument.Text grid = GridArgument.read(progress, err);
        if (grid == null) throw new BadProgress(null);
        try {
            return SolutionReader.readPartial(p, grid.text(), grid.source().equals("<grid>") ? "<progress>" : grid.source());
        } catch (FormatException e) {
            throw new BadProgress(e);
        }
    }

    /** The progress could not be read: said once, in the puzzle's place. */
    static final class BadProgress extends RuntimeException {
        final FormatException cause;

        BadProgress(FormatException cause) {
            super(null, null, false, false);
            this.cause = cause;
        }
    }

    @Override
    public Integer call() {
        if (progress != null && progress.equals("-") && "-".equals(input.file())) {
            err.println("cellwise: the puzzle and the progress cannot both come from standard input");
            return Main.BAD_INPUT;
        }
        if (level != null && (level < GradedHint.AREA || level > GradedHint.STEP)) {
            err.println("cellwise: --level is 1, 2 or 3, not " + level);
            return Main.BAD_INPUT;
        }
        return super.call();
    }

    @Override
    Explanation compute(Puzzle p) {
        return null; // the progress is read on the emitting thread: reading standard input once
    }

    @Override
    void emit(Puzzle p, Explanation unused) {
        Explanation e;
        try {
            e = Explainer.hint(p, progress(p), options());
        } catch (BadProgress b) {
            if (b.cause != null) invalid(b.cause);
            else anyInvalid = true;
            return;
        }
        // a guess is no logical step, whether or not the puzzle is unique (exit 1, as the help says)
        boolean logical = !e.steps().isEmpty() && !e.steps().get(0).isGuess() && (e.problem() == null
                || e.problem().startsWith(Explanation.MANY) || e.problem().startsWith(Explanation.UNDECIDED));
        if (e.steps().isEmpty() && e.level() != null) {
            if (json) out.println(e.toJson(p, true));
            else out.println(p.name() + ": every cell is filled");
            return;
        }
        if (!logical) anyUnsolved = true;
        if (level != null && !e.steps().isEmpty()) {
            String said = new GradedHint(p).text(e.steps().get(0), level);
            if (json) out.println(e.toJson(p, true).put("level", level).put("hint", said));
            else out.println(p.name() + ": " + said);
            return;
        }
        if (json) out.println(e.toJson(p, true));
        else if (html) super.emit(p, e);
        else out.println(e.steps().isEmpty() ? p.name() + ": " + e.problem()
                : p.name() + ": " + e.steps().get(0).technique().name() + ": "
                        + (detail.equals("full") ? e.steps().get(0).full() : e.steps().get(0).text()));
    }
}
