package org.cellwise.cli;

import java.util.concurrent.Callable;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "grade", mixinStandardHelpOptions = true,
        description = {"Rates each puzzle on one scale for every family: the hardest logical step needed (1.0 full house "
                + "... 7.5 forcing chains, 10.0 a guess), the summed score of every step, and a level (easy, medium, hard, "
                + "expert, extreme); see docs/EXPLAIN.md.",
                "Streams big files on all cores, answers in input order.",
                "Exit code: 0 every puzzle solved by logic alone, 1 some puzzle was not, 2 bad input."})
final class GradeCommand extends Batch<Explanation> implements Callable<Integer> {
    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Option(names = "--threads", paramLabel = "N", description = "Grade on N threads (default: every core).")
    Integer threads;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Time limit per puzzle (default: ${DEFAULT-VALUE}), covering the engine's answer and every step; a "
                    + "puzzle it cuts short gets no level.")
    double seconds;

    @Override
    Input input() {
        return input;
    }

    @Override
    int threads() {
        return threads != null ? threads : Runtime.getRuntime().availableProcessors();
    }

    @Override
    public Integer call() {
        json = jsonOption.on;
        if (Options.seconds("--timeout", seconds) != null) {
            err.println("cellwise: " + Options.seconds("--timeout", seconds));
            return Main.BAD_INPUT;
        }
        return runAll();
    }

    @Override
    Explanation compute(Puzzle p) {
        return Explainer.explain(p, null, Explainer.Options.DEFAULT.withTimeout((long) (seconds * 1000)));
    }

    @Override
    void emit(Puzzle p, Explanation e) {
        if (!e.solved()) anyUnsolved = true;
        out.println(json ? e.toJson(p, false).toString() : ExplainCommand.summary(e));
    }
}
