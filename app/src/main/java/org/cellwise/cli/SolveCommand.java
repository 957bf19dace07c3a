package org.cellwise.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.HeaderListFormat;
import org.cellwise.model.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solves each puzzle of FILE and says whether its solution is unique.",
                "Exit code: 0 all solved, 1 some unsolved or timed out, 2 bad input."})
final class SolveCommand extends Batch implements Callable<Integer> {
    @Mixin
    Input input;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        return runAll();
    }

    @Override
    void handle(Puzzle p) {
        Result r = Solver.of(p).solve(SolveOptions.upTo(2).withTimeout(timeLimit()));
        String status = r.solved() ? "solved" : r.impossible() ? "no-solution" : "timeout";
        if (!r.solved()) anyUnsolved = true;
        if (json) {
            ObjectNode o = JSON.createObjectNode();
            o.put("name", p.name());
            o.put("status", status);
            if (r.solved()) o.set("grid", gridJson(p, r.first()));
            else o.putNull("grid");
            o.put("unique", r.unique());
            if (r.solved() && r.outcome() == Outcome.TIMEOUT) o.put("uniqueness", "unknown");
            o.put("millis", round(r.stats().millis()));
            o.put("nodes", r.stats().nodes());
            o.put("guesses", r.stats().guesses());
            out.println(o);
            return;
        }
        String verdict;
        if (r.unique()) verdict = "solved, unique";
        else if (r.solved() && r.count() > 1) verdict = "solved, not unique (another solution exists)";
        else if (r.solved()) verdict = "solved; timed out before uniqueness was decided";
        else if (r.impossible()) verdict = "no solution";
        else verdict = "timed out";
        out.printf("%s: %s (%.2f ms, %d guesses)%n", p.name(), verdict, r.stats().millis(), r.stats().guesses());
        if (r.solved()) {
            // a family with a notation of its own answers in it too
            if (p.kind().equals("header")) out.println(HeaderListFormat.write(p, r.first()));
            out.print(GridPrinter.draw(p, r.first()));
        }
        out.println();
    }
}
