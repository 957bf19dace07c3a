package org.cellwise.cli;

import org.cellwise.batch.Answer;
import java.util.concurrent.Callable;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solves each puzzle of each FILE and says whether its solution is unique.",
                "Exit code: 0 all solved, 1 some unsolved or timed out, 2 bad input, 130 stopped by Ctrl-C."})
final class SolveCommand extends Batch<Answer> implements Callable<Integer> {
    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Mixin
    Options.Timeout timeout;

    @Mixin
    Options.Picture picture;

    @Mixin
    Options.Threads threadsOption;

    @Mixin
    Options.ShowProgress progressOption;

    @Override
    Watch watch() {
        return progressOption.watch(err, threads());
    }

    @Option(names = "--first", description = "Stop at the first solution: uniqueness is not checked.")
    boolean first;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "cellwise",
            description = "cellwise (built in), or an external solver run as a process: z3, cvc5, clingo, minizinc, swipl.")
    String engine;

    private Emitter emitter;
    private ExternalEngine external;

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
        String bad = Emitter.checkOptions(json, picture);
        if (bad != null) {
            err.println("cellwise: " + bad);
            return Main.BAD_INPUT;
        }
        if (!engine.equals("cellwise")) {
            external = ExternalEngine.named(engine);
            if (external == null) {
                err.println("cellwise: unknown engine '" + engine + "'; expected cellwise, " + String.join(", ", ExternalEngine.NAMES));
                return Main.BAD_INPUT;
            }
            String missing = external.missing();
            if (missing != null) {
                err.println("cellwise: " + missing);
                return Main.BAD_INPUT;
            }
        }
        emitter = new Emitter(out, json, picture, input.files.size() > 1 || input.file().equals("-") ? "cellwise" : input.file());
        int code = runAll();
        if (emitter.refused != null) {
            err.println("cellwise: " + input.describe() + ": " + emitter.refused);
            return Main.BAD_INPUT;
        }
        if (picture.single() != null && emitter.drawn > 1) {
            err.println("cellwise: " + picture.single() + " draws one puzzle, the input holds " + emitter.drawn + "; use --html for many"
                    + " (nothing was written)");
            return Main.BAD_INPUT;
        }
        return code;
    }

    @Override
    void finish() {
        emitter.finish();
    }

    @Override
    int threads() {
        return threadsOption.n;
    }

    @Override
    Answer compute(Puzzle p) {
        if (external != null) return external.solve(p, timeout.limit(), !first);
        Watch w = watch();
        w.solving(p.name());
        try {
            return Answer.diagnose(p, first, timeout.limit(), w.cancel, w.nodes);
        } finally {
            w.solved();
        }
    }

    @Override
    void emit(Puzzle p, Answer a) {
        if (!a.solved()) anyUnsolved = true;
        if (a.status().equals("invalid")) anyInvalid = true;
        emitter.emit(p, a);
    }
}
