package org.cellwise.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.SerializableConfiguration;
import org.cellwise.batch.Answer;
import org.cellwise.batch.BatchRunner;
import org.cellwise.batch.JsonBytes;
import org.cellwise.batch.LeanAnswers;
import org.cellwise.batch.LeanRunner;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.PuzzleReader;

/**
 * One task: the pieces of a partition read and worked through the core batch runners, as the command line runs
 * them, on one of the executor's solver threads, the records streamed back to Spark through a small queue in
 * {@link Chunk}s, so a piece of millions of puzzles never sits in memory. A piece of classic lines, for a job that
 * has a lean form ({@code solve}), goes the command line's lean way: givens read from bytes, no puzzle built, each
 * JSON line written as bytes ({@link LeanRunner}, {@link LeanAnswers}); anything else is read into puzzles
 * ({@link BatchRunner}). A puzzle the reader rejects is a record in its place. When Spark kills the task
 * (speculation, a cancelled stage), the runners' cancel flag is set, which stops the search under way and the run.
 */
final class PieceRunner implements FlatMapFunction<Iterator<Inputs.Piece>, Chunk> {
    private static final long serialVersionUID = 1;
    private static final Object END = new Object();
    /** Records handed over at once from the puzzle path (one wake-up of the task's thread, not one per puzzle), and chunks in flight. */
    static final int CHUNK = 64, QUEUE = 16;

    private final Broadcast<SerializableConfiguration> conf;
    private final String formatId;
    private final Job job;

    PieceRunner(Broadcast<SerializableConfiguration> conf, Format asked, Job job) {
        this.conf = conf;
        this.formatId = asked == null ? null : asked.id;
        this.job = job;
    }

    @Override
    public Iterator<Chunk> call(Iterator<Inputs.Piece> partition) {
        TaskContext ctx = TaskContext.get();
        AtomicBoolean cancel = new AtomicBoolean();
        BlockingQueue<Object> queue = new ArrayBlockingQueue<>(QUEUE);
        if (ctx != null) {
            // a killed task is seen by the task's own thread, which polls ctx.isInterrupted() while it waits for
            // records (below), not by an interrupt listener: Spark 3.5 has none
            ctx.addTaskCompletionListener((org.apache.spark.util.TaskCompletionListener) c -> cancel.set(true));
        }
        int threads = ctx == null ? 1 : Math.max(1, ctx.cpus());
        List<Inputs.Piece> pieces = new ArrayList<>();
        partition.forEachRemaining(pieces::add);
        Format asked = formatId == null ? null : Format.byId(formatId);
        Throwable[] failed = {null};
        SolverThreads.submit(() -> {
            try {
                for (Inputs.Piece piece : pieces) {
                    if (cancel.get()) return;
                    PuzzleReader reader;
                    try {
                        ClassicLines lines = job.lean() ? Inputs.lines(conf.value().value(), piece, asked) : null;
                        if (lines != null && lines.lean()) {
                            lean(lines, threads, cancel, queue);
                            continue;
                        }
                        reader = lines != null ? lines.reader() : Inputs.open(conf.value().value(), piece, asked);
                    } catch (FormatException e) {
                        put(queue, cancel, Chunk.of(List.of(Answer.invalidJson(e)), job.outcome()));
                        continue;
                    }
                    puzzles(reader, threads, cancel, queue);
                }
            } catch (CancellationException e) {
                // the task is gone: nobody reads the rest
            } catch (IOException | RuntimeException | InterruptedException | Error e) {
                failed[0] = e;
            }
        }, () -> {
            try {
                put(queue, cancel, failed[0] != null ? failed[0] : END);
            } catch (CancellationException e) {
                // the task is gone
            }
        });
        return new Iterator<>() {
            private Chunk next;
            private boolean done;

            @Override
            public boolean hasNext() {
                while (next == null && !done) {
                    Object o;
                    try {
                        o = queue.poll(100, TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        cancel.set(true);
                        Thread.currentThread().interrupt();
                        if (ctx != null) ctx.killTaskIfInterrupted();
                        throw new IllegalStateException("interrupted", e);
                    }
                    if (ctx != null && ctx.isInterrupted()) {
                        cancel.set(true);
                        ctx.killTaskIfInterrupted();
                    }
                    if (o == null) continue;
                    if (o == END) done = true;
                    else if (o instanceof Throwable t) {
                        done = true;
                        throw new IllegalStateException("reading puzzles failed: " + t, t);
                    } else next = (Chunk) o;
                }
                return next != null;
            }

            @Override
            public Chunk next() {
                if (!hasNext()) throw new NoSuchElementException();
                Chunk c = next;
                next = null;
                return c;
            }
        };
    }

    /** A piece read into puzzles, each worked by the job, in chunks of {@link #CHUNK} records. */
    private void puzzles(PuzzleReader reader, int threads, AtomicBoolean cancel, BlockingQueue<Object> queue) throws InterruptedException {
        List<ObjectNode> chunk = new ArrayList<>(CHUNK);
        BatchRunner.run(reader, new BatchRunner.Options(threads, 0, cancel), p -> job.record(p, cancel), item -> {
            ObjectNode o = item.error() != null ? Answer.invalidJson(item.error())
                    : item.failure() != null ? Job.failure(item.puzzle(), item.failure()) : item.result();
            chunk.add(o);
            if (chunk.size() == CHUNK) {
                put(queue, cancel, Chunk.of(new ArrayList<>(chunk), job.outcome()));
                chunk.clear();
            }
        });
        if (!chunk.isEmpty()) put(queue, cancel, Chunk.of(new ArrayList<>(chunk), job.outcome()));
    }

    /** A piece of classic lines the lean way: each block of lines solved on a worker and handed over as JSON lines. */
    private void lean(ClassicLines lines, int threads, AtomicBoolean cancel, BlockingQueue<Object> queue) throws InterruptedException {
        LeanRunner.run(lines, threads, 0, cancel, () -> new LeanRunner.Work() {
            private final LeanAnswers answers = job.leanAnswers(lines.source(), lines.defaultName(), cancel);
            private final JsonBytes bytes = new JsonBytes(1 << 16);
            private String[] outcomes;

            @Override
            public void process(LeanRunner.Block b) {
                bytes.clear();
                outcomes = new String[b.size];
                for (int i = 0; i < b.size; i++) {
                    ObjectNode o = null;
                    switch (b.kind[i]) {
                        case LeanRunner.Block.CLASSIC -> outcomes[i] = answers.solve(b.lineNo[i], b.cells, b.values, i * 81, b.count[i], bytes);
                        case LeanRunner.Block.OTHER -> {
                            try {
                                o = job.record(b.other[i], cancel);
                            } catch (RuntimeException e) {
                                o = Job.failure(b.other[i], e);
                            }
                        }
                        default -> o = Answer.invalidJson(b.error[i]);
                    }
                    if (o != null) {
                        outcomes[i] = job.outcome().of(o);
                        bytes.utf8(o.toString()).raw('\n');
                    }
                }
            }

            @Override
            public void emit(LeanRunner.Block b) {
                if (b.size > 0) put(queue, cancel, Chunk.lines(bytes.toBytes(), outcomes));
            }
        });
    }

    /** Hands records to the task, waiting while it writes; gives up once the task is cancelled. */
    private static void put(BlockingQueue<Object> queue, AtomicBoolean cancel, Object o) {
        try {
            while (!queue.offer(o, 100, TimeUnit.MILLISECONDS)) if (cancel.get()) throw new CancellationException();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException();
        }
    }
}
