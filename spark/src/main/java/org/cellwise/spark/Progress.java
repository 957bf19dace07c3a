package org.cellwise.spark;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.scheduler.AccumulableInfo;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorMetricsUpdate;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.util.LongAccumulator;
import scala.Tuple4;
import scala.jdk.javaapi.CollectionConverters;

/**
 * A long job's progress on stderr, as the command line shows a long batch's: the records written so far and how many
 * a second. Tasks count their records in an accumulator; the driver hears a running task's count with each heartbeat
 * of its executor ({@code spark.executor.heartbeatInterval}, 10 s by default) and a finished task's at its end, so
 * the figure moves in those steps. On a terminal the line is redrawn in place; elsewhere (with {@code --progress})
 * a line is printed each time the figure moves, at most every 10 s.
 */
final class Progress extends SparkListener implements AutoCloseable {
    private final LongAccumulator records;
    private final PrintStream err;
    private final boolean terminal;
    private final Map<Long, Long> running = new ConcurrentHashMap<>();
    private final AtomicLong finished = new AtomicLong();
    private final long start = System.nanoTime();
    private final Thread drawer;
    private volatile boolean closed;
    private long shown = -1, lastLine;

    Progress(LongAccumulator records, PrintStream err, boolean terminal) {
        this.records = records;
        this.err = err;
        this.terminal = terminal;
        drawer = new Thread(this::draw, "cellwise-progress");
        drawer.setDaemon(true);
        drawer.start();
    }

    /** Records written so far: finished tasks', and running tasks' as last heard. */
    long done() {
        long n = finished.get();
        for (long v : running.values()) n += v;
        return n;
    }

    /** Our accumulator's value among a task's (Scala's collections, read as Java's). */
    private Long ours(Object infos) {
        for (Object o : CollectionConverters.asJava((scala.collection.Iterable<?>) infos)) {
            AccumulableInfo a = (AccumulableInfo) o;
            if (a.id() == records.id() && a.update().isDefined()) return ((Number) a.update().get()).longValue();
        }
        return null;
    }

    @Override
    public void onExecutorMetricsUpdate(SparkListenerExecutorMetricsUpdate e) {
        for (Object o : CollectionConverters.asJava((scala.collection.Iterable<?>) e.accumUpdates())) {
            Tuple4<?, ?, ?, ?> t = (Tuple4<?, ?, ?, ?>) o;
            Long v = ours(t._4());
            if (v != null) running.put(((Number) t._1()).longValue(), v);
        }
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd e) {
        long id = e.taskInfo().taskId();
        running.remove(id);
        if (!e.taskInfo().successful()) return;
        Long v = ours(e.taskInfo().accumulables());
        if (v != null) finished.addAndGet(v);
    }

    private void draw() {
        while (!closed) {
            try {
                Thread.sleep(terminal ? 500 : 1000);
            } catch (InterruptedException e) {
                return;
            }
            long n = done(), now = System.nanoTime();
            if (n == shown || !terminal && now - lastLine < 10_000_000_000L) continue;
            shown = n;
            lastLine = now;
            double s = (now - start) / 1e9;
            String line = String.format(Locale.ROOT, "cellwise-spark: %,d records, %,.0f a second", n, n / Math.max(s, 1e-9));
            synchronized (err) {
                if (terminal) err.print("\r" + line + "   ");
                else err.println(line);
                err.flush();
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        drawer.interrupt();
        if (terminal && shown >= 0) {
            synchronized (err) {
                err.print("\r" + " ".repeat(70) + "\r");
                err.flush();
            }
        }
    }
}
