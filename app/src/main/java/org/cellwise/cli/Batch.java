package org.cellwise.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import org.cellwise.format.FormatException;
import org.cellwise.batch.Answer;
import org.cellwise.batch.BatchRunner;
import org.cellwise.format.PuzzleReader;
import org.cellwise.puzzle.Puzzle;

/**
 * Runs a command over every puzzle of the input through the core {@link BatchRunner}: {@link #compute} on worker
 * threads (one unless the command offers {@code --threads}), {@link #emit} in input order on this thread, a bad
 * puzzle reported in its place while the rest go on. Keeps the exit code.
 */
abstract class Batch<R> {
    /** Set by commands that offer {@code --json}. */
    boolean json;

    PrintStream out = System.out, err = System.err;
    boolean anyUnsolved, anyInvalid;

    abstract Input input();

    /** The work for one puzzle; may run on a worker thread, so it touches no state of the command. */
    R compute(Puzzle p) {
        return null;
    }

    /** What is shown for one puzzle, in input order. */
    abstract void emit(Puzzle p, R computed);

    /** Worker threads for {@link #compute}. */
    int threads() {
        return 1;
    }

    /** After the last puzzle: commands that print one document for all puzzles print it here. */
    void finish() {}

    /** Commands that run long searches watch them (progress, Ctrl-C); null for the rest. */
    Watch watch() {
        return null;
    }

    /** The puzzles to run over: the input's, unless a command opened them already. */
    PuzzleReader openReader() throws Input.BadInput, FormatException {
        return input().open();
    }

    /** Exit code after Ctrl-C, as a shell reports a command ended by SIGINT. */
    static final int INTERRUPTED = 130;

    int runAll() {
        String bad = Options.threads(threads());
        if (bad != null) {
            err.println("cellwise: " + bad);
            return Main.BAD_INPUT;
        }
        PuzzleReader reader;
        try {
            reader = openReader();
        } catch (Input.BadInput e) {
            err.println("cellwise: " + e.getMessage());
            return Main.BAD_INPUT;
        } catch (FormatException e) {
            invalid(e);
            return Main.BAD_INPUT;
        }
        // each thread searches on its own part of the heap: a puzzle too large for it is refused, not run out of memory
        org.cellwise.engine.Memory.share(threads());
        // and a long clause-learning search may borrow the threads of workers left without puzzles
        org.cellwise.engine.Cores.allow(threads());
        long total = Progress.stderrIsTerminal() ? input().estimateCount() : -1;
        Progress progress = new Progress(err, total);
        Watch watch = watch();
        if (watch != null) watch.start();
        java.util.concurrent.atomic.AtomicBoolean stop = watch == null ? new java.util.concurrent.atomic.AtomicBoolean() : watch.cancel;
        BatchRunner.Summary summary;
        try {
            summary = BatchRunner.run(reader, new BatchRunner.Options(threads(), 0, stop), this::compute, item -> {
                if (Output.closed()) {
                    stop.set(true); // nobody reads the answers any more: no more work
                    return;
                }
                if (item.error() != null) invalid(item.error());
                else if (item.failure() != null) failed(item.puzzle(), item.failure());
                else emit(item.puzzle(), item.result());
                progress.step();
            });
        } catch (UncheckedIOException e) {
            err.println("cellwise: " + input().describe() + ": cannot read: " + e.getCause().getMessage());
            return Main.BAD_INPUT;
        } catch (BatchRunner.OutOfMemory e) {
            err.println("cellwise: " + input().describe() + ": " + e.getMessage());
            return Main.BAD_INPUT;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Main.BAD_INPUT;
        } finally {
            progress.finish();
            if (watch != null) watch.stop();
        }
        if (Output.closed()) return Output.CLOSED;
        if (summary.cancelled() || watch != null && watch.cancelled()) {
            finish();
            out.flush();
            return INTERRUPTED;
        }
        if (summary.items() == 0) {
            err.println("cellwise: " + input().describe() + ": no puzzle found");
            return Main.BAD_INPUT;
        }
        finish();
        return exitCode();
    }

    /** The exit code once every answer is out: 141 when the reader went away, 2 when the output failed (a full disk). */
    int exitCode() {
        out.flush();
        if (Output.closed()) return Output.CLOSED;
        // a full disk: the answers did not arrive, and the exit code says so
        if (out.checkError()) {
            err.println("cellwise: cannot write the output (disk full?)");
            return Main.BAD_INPUT;
        }
        return anyInvalid ? Main.BAD_INPUT : anyUnsolved ? Main.UNSOLVED : Main.OK;
    }

    /**
     * A puzzle whose work failed: too large for the memory this run has (said at the puzzle, with its size), or an
     * internal error. Either way it is reported in its place and the rest go on.
     */
    void failed(Puzzle p, RuntimeException failure) {
        if (failure instanceof org.cellwise.engine.Memory.TooLarge || failure instanceof BatchRunner.OutOfMemory) {
            invalid(Answer.located(p, failure.getMessage()));
            return;
        }
        anyInvalid = true;
        err.println("cellwise: " + p.name() + ": internal error: " + failure);
        if (json) out.println(Answer.invalidJson(Answer.located(p, "internal error: " + failure)));
    }

    void invalid(FormatException e) {
        anyInvalid = true;
        err.println("cellwise: " + e.getMessage());
        if (json) out.println(Answer.invalidJson(e));
    }
}
