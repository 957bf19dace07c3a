package org.cellwise.cli;

import org.cellwise.batch.Answer;
import org.cellwise.batch.JsonBytes;
import org.cellwise.batch.LeanAnswers;
import org.cellwise.batch.LeanRunner;
import java.util.List;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.FormatException;
import org.cellwise.format.PuzzleReader;
import java.util.concurrent.Callable;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solves each puzzle of each FILE and says whether its solution is unique.",
                "Exit code: 0 all solved, 1 some unsolved or timed out, 2 bad input, 130 stopped by Ctrl-C, 141 output closed early (| head)."})
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
        int code;
        // a link typed as an argument is one puzzle of a site's notation, never a file of classic lines
        if (json && external == null && input.files.stream().noneMatch(Input::isLink)) {
            Integer lean = runLean();
            code = lean != null ? lean : runAll();
        } else {
            code = runAll();
        }
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

    /** Files opened by the lean path that turned out not to be all line format: read the usual way. */
    private List<ClassicLines> opened;

    @Override
    PuzzleReader openReader() throws Input.BadInput, FormatException {
        return opened != null ? input.adding(Input.readers(opened)) : input.open();
    }

    /**
     * JSON answers for files of lines: classic lines are read from bytes and solved without building puzzles, and
     * their JSON lines are written as bytes (the same lines as {@link Answer#toJson}), blocks of lines on each
     * thread, handed over in input order. Other lines of such files go the usual way, in their place. Null when
     * some file is not line format (then {@link #runAll} reads every file as usual).
     */
    private Integer runLean() {
        if (!input.with.isEmpty()) return null; // the lean path builds no puzzle to add to
        List<ClassicLines> sources;
        try {
            sources = input.openLines();
        } catch (Input.BadInput e) {
            err.println("cellwise: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        if (!sources.stream().allMatch(ClassicLines::lean)) {
            opened = sources;
            return null;
        }
        org.cellwise.engine.Cores.allow(threads());
        long total = Progress.stderrIsTerminal() ? input.estimateCount() : -1;
        Progress progress = new Progress(err, total);
        Watch watch = watch();
        watch.start();
        long items = 0;
        boolean cancelled = false;
        java.io.OutputStream sink = out;
        try {
            for (ClassicLines src : sources) {
                if (watch.cancelled()) break;
                LeanRunner.Summary s = LeanRunner.run(src, threads(), 0, watch.cancel, () -> new LeanWork(src, sink, progress, watch.cancel));
                items += s.items();
                cancelled |= s.cancelled();
            }
        } catch (java.io.UncheckedIOException e) {
            err.println("cellwise: " + input.describe() + ": cannot read: " + e.getCause().getMessage());
            return Main.BAD_INPUT;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Main.BAD_INPUT;
        } finally {
            progress.finish();
            watch.stop();
            for (ClassicLines src : sources) {
                try {
                    if (src.source().equals("<stdin>")) continue;
                    src.close();
                } catch (java.io.IOException ignored) {
                    // read to the end already
                }
            }
        }
        if (Output.closed()) return Output.CLOSED;
        if (cancelled || watch.cancelled()) {
            out.flush();
            return INTERRUPTED;
        }
        if (items == 0) {
            err.println("cellwise: " + input.describe() + ": no puzzle found");
            return Main.BAD_INPUT;
        }
        return exitCode();
    }

    /** One thread's share of the lean path: its solver, and the JSON lines of the block at hand. */
    private final class LeanWork implements LeanRunner.Work {
        private final LeanAnswers answers;
        private final JsonBytes bytes = new JsonBytes(1 << 16);
        private final java.io.OutputStream sink;
        private final Progress progress;
        private final java.util.concurrent.atomic.AtomicBoolean stop;
        private boolean unsolved, invalid;

        LeanWork(ClassicLines src, java.io.OutputStream sink, Progress progress, java.util.concurrent.atomic.AtomicBoolean stop) {
            this.answers = new LeanAnswers(src.source(), src.defaultName(), first, timeout.limit(), watch().cancel);
            this.sink = sink;
            this.progress = progress;
            this.stop = stop;
        }

        @Override
        public void process(LeanRunner.Block b) {
            bytes.clear();
            unsolved = invalid = false;
            for (int i = 0; i < b.size; i++) {
                switch (b.kind[i]) {
                    case LeanRunner.Block.CLASSIC -> {
                        try {
                            if (!answers.solve(b.lineNo[i], b.cells, b.values, i * 81, b.count[i], bytes).equals("solved")) unsolved = true;
                        } catch (RuntimeException e) {
                            invalid = true;
                            failures.add(answers.name(b.lineNo[i]) + ": internal error: " + e);
                        }
                    }
                    case LeanRunner.Block.OTHER -> {
                        Puzzle p = b.other[i];
                        try {
                            Answer a = compute(p);
                            if (!a.solved()) unsolved = true;
                            if (a.status().equals("invalid")) invalid = true;
                            bytes.utf8(a.toJson(p).toString()).raw('\n');
                        } catch (RuntimeException e) {
                            invalid = true;
                            failures.add(p.name() + ": internal error: " + e);
                        }
                    }
                    default -> bytes.utf8(Answer.invalidJson(b.error[i]).toString()).raw('\n');
                }
            }
        }

        private final List<String> failures = new java.util.ArrayList<>();

        @Override
        public void emit(LeanRunner.Block b) {
            if (Output.closed()) {
                stop.set(true); // nobody reads the answers any more: no more work
                return;
            }
            for (int i = 0; i < b.size; i++) {
                if (b.kind[i] == LeanRunner.Block.ERROR) {
                    anyInvalid = true;
                    err.println("cellwise: " + b.error[i].getMessage());
                }
            }
            for (String f : failures) err.println("cellwise: " + f);
            failures.clear();
            anyUnsolved |= unsolved;
            anyInvalid |= invalid;
            try {
                bytes.writeTo(sink);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            for (int i = 0; i < b.size; i++) progress.step();
        }
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
            return Answer.diagnose(p, first, timeout.limit(), w.cancel, w.nodes::set);
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
