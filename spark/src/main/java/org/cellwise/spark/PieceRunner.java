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
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.PuzzleReader;

/**
 * One task: the pieces of a partition read and worked through the core {@link BatchRunner}, as the command line runs
 * it, on one of the executor's solver threads, the records streamed back to Spark through a small queue, in chunks,
 * so a piece of millions of puzzles never sits in memory. A puzzle the reader rejects is a record in its place. When Spark
 * kills the task (speculation, a cancelled stage), the batch runner's cancel flag is set, which stops the search under
 * way and the run.
 */
final class PieceRunner implements FlatMapFunction<Iterator<Inputs.Piece>, ObjectNode> {
    private static final long serialVersionUID = 1;
    private static final Object END = new Object();
    /** Records handed over at once (one wake-up of the task's thread, not one per puzzle), and chunks in flight. */
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
    public Iterator<ObjectNode> call(Iterator<Inputs.Piece> partition) {
        TaskContext ctx = TaskContext.get();
        AtomicBoolean cancel = new AtomicBoolean();
        BlockingQueue<Object> queue = new ArrayBlockingQueue<>(QUEUE);
        if (ctx != null) {
            ctx.addTaskInterruptListener((org.apache.spark.util.TaskInterruptListener) (c, reason) -> cancel.set(true));
            ctx.addTaskCompletionListener((org.apache.spark.util.TaskCompletionListener) c -> cancel.set(true));
        }
        int threads = ctx == null ? 1 : Math.max(1, ctx.cpus());
        List<Inputs.Piece> pieces = new ArrayList<>();
        partition.forEachRemaining(pieces::add);
        Format asked = formatId == null ? null : Format.byId(formatId);
        Throwable[] failed = {null};
        List<ObjectNode> chunk = new ArrayList<>(CHUNK);
        SolverThreads.submit(() -> {
            try {
                for (Inputs.Piece piece : pieces) {
                    if (cancel.get()) return;
                    PuzzleReader reader;
                    try {
                        reader = Inputs.open(conf.value().value(), piece, asked);
                    } catch (FormatException e) {
                        chunk.add(Answer.invalidJson(e));
                        continue;
                    }
                    BatchRunner.run(reader, new BatchRunner.Options(threads, 0, cancel), p -> job.record(p, cancel), item -> {
                        ObjectNode o = item.error() != null ? Answer.invalidJson(item.error())
                                : item.failure() != null ? Job.failure(item.puzzle(), item.failure()) : item.result();
                        chunk.add(o);
                        if (chunk.size() == CHUNK) {
                            put(queue, cancel, new ArrayList<>(chunk));
                            chunk.clear();
                        }
                    });
                }
                if (!chunk.isEmpty()) put(queue, cancel, new ArrayList<>(chunk));
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
            private Iterator<ObjectNode> next = java.util.Collections.emptyIterator();
            private boolean done;

            @Override
            @SuppressWarnings("unchecked")
            public boolean hasNext() {
                while (!next.hasNext() && !done) {
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
                    } else next = ((List<ObjectNode>) o).iterator();
                }
                return next.hasNext();
            }

            @Override
            public ObjectNode next() {
                if (!hasNext()) throw new NoSuchElementException();
                return next.next();
            }
        };
    }

    /** Hands one record to the task, waiting while it writes; gives up once the task is cancelled. */
    private static void put(BlockingQueue<Object> queue, AtomicBoolean cancel, Object o) {
        try {
            while (!queue.offer(o, 100, TimeUnit.MILLISECONDS)) if (cancel.get()) throw new CancellationException();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException();
        }
    }
}
