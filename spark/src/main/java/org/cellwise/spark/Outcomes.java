package org.cellwise.spark;

import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.util.AccumulatorV2;

/**
 * Records counted by outcome ({@code solved}, {@code timeout}, {@code invalid}...), for the job's summary and exit
 * code. Counted where the records are written, in the job's last stage, where Spark merges each partition's counts
 * once however often a task was retried or speculated.
 */
final class Outcomes extends AccumulatorV2<String, Map<String, Long>> {
    private static final long serialVersionUID = 1;
    private final TreeMap<String, Long> counts = new TreeMap<>();

    @Override
    public boolean isZero() {
        return counts.isEmpty();
    }

    @Override
    public Outcomes copy() {
        Outcomes o = new Outcomes();
        o.counts.putAll(counts);
        return o;
    }

    @Override
    public void reset() {
        counts.clear();
    }

    @Override
    public void add(String outcome) {
        counts.merge(outcome, 1L, Long::sum);
    }

    @Override
    public void merge(AccumulatorV2<String, Map<String, Long>> other) {
        other.value().forEach((k, v) -> counts.merge(k, v, Long::sum));
    }

    @Override
    public Map<String, Long> value() {
        return counts;
    }
}
