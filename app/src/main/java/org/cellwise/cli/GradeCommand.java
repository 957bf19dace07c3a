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
                + "... 7.5 forcing chains, 9.5 and up nested forcing chains, 20.0 a guess), the summed score of every step, and a "
                + "level (easy, medium, hard, expert, extreme); or, with --scale se, as Sudoku Explainer rates (ER/EP/ED); "
                + "see docs/EXPLAIN.md.",
                "Streams big files on all cores, answers in input order; --json adds each grade's CPU time.",
                "Exit code: 0 every puzzle solved by logic alone, 1 some puzzle was not, 2 bad input, 141 output closed early (| head)."})
final class GradeCommand extends Batch<Explanation> implements Callable<Integer> {
    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Option(names = "--threads", paramLabel = "N", description = "Grade on N threads (default: every core).")
    Integer threads;

    @Mixin
    Options.Scale scaleOption;

    private Explainer.Scale scale = Explainer.Scale.DEFAULT;

    @Mixin
    Options.LogicLimit limit;

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
        if (limit.check() != null) {
            err.println("cellwise: " + limit.check());
            return Main.BAD_INPUT;
        }
        scale = scaleOption.get(err);
        if (scale == null) return Main.BAD_INPUT;
        return runAll();
    }

    /** CPU time of each grade, for --json (the thread's own time: a busy machine does not inflate it). */
    private final java.util.Map<Explanation, Long> cpu = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    @Override
    Explanation compute(Puzzle p) {
        long t0 = json ? THREADS.getCurrentThreadCpuTime() : 0;
        Explanation e = Explainer.explain(p, null, limit.apply(Explainer.Options.DEFAULT).withScale(scale));
        if (json) cpu.put(e, THREADS.getCurrentThreadCpuTime() - t0);
        return e;
    }

    @Override
    void emit(Puzzle p, Explanation e) {
        if (!e.solved()) anyUnsolved = true;
        if (!json) {
            out.println(ExplainCommand.summary(e));
            return;
        }
        var o = e.toJson(p, false);
        Long t = cpu.remove(e);
        if (t != null) o.put("cpu_ms", Math.round(t / 1e4) / 100.0);
        out.println(o.toString());
    }
}
