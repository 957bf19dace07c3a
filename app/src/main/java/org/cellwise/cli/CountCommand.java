package org.cellwise.cli;

import org.cellwise.batch.Answer;
import java.util.concurrent.Callable;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Counts the solutions of each puzzle of each FILE, up to a limit.",
                "Exit code: 0 every puzzle has a solution, 1 some have none or timed out, 2 bad input, 130 stopped by Ctrl-C, 141 output closed early (| head)."})
final class CountCommand extends Batch<Result> implements Callable<Integer> {
    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Mixin
    Options.Timeout timeout;

    @Mixin
    Options.Threads threadsOption;

    @Mixin
    Options.ShowProgress progressOption;

    @Override
    Watch watch() {
        return progressOption.watch(err, threads());
    }

    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000000",
            description = "Stop counting at N solutions (default: ${DEFAULT-VALUE}).")
    long limit;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        json = jsonOption.on;
        if (timeout.check() != null) {
            err.println("cellwise: " + timeout.check());
            return Main.BAD_INPUT;
        }
        if (limit < 1) {
            err.println("cellwise: --limit must be at least 1");
            return Main.BAD_INPUT;
        }
        return runAll();
    }

    @Override
    int threads() {
        return threadsOption.n;
    }

    @Override
    Result compute(Puzzle p) {
        Watch w = watch();
        w.solving(p.name());
        try {
            return Solver.solve(p, SolveOptions.upTo(limit).withTimeout(timeout.limit()).withCancel(w.cancel).withProgress(w.nodes::set), 0);
        } finally {
            w.solved();
        }
    }

    @Override
    void emit(Puzzle p, Result r) {
        boolean complete = r.outcome() == Outcome.COMPLETE;
        if (r.count() == 0) anyUnsolved = true;
        if (r.outcome() == Outcome.TIMEOUT || r.outcome() == Outcome.CANCELLED) anyUnsolved = true;
        if (json) {
            out.println(Answer.countJson(p, r));
            return;
        }
        String how = switch (r.outcome()) {
            case COMPLETE -> "complete";
            case LIMIT -> "stopped at the limit of " + limit + "; there may be more";
            case TIMEOUT -> "timed out; there may be more";
            case CANCELLED -> "cancelled";
            case BUDGET -> "stopped at the node budget; there may be more";
        };
        out.printf("%s: %s%d solution%s (%s, %.2f ms)%n", p.name(), complete ? "" : "at least ", r.count(),
                r.count() == 1 ? "" : "s", how, r.stats().millis());
    }
}
