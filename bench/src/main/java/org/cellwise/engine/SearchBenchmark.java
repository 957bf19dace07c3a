package org.cellwise.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the engine-package benchmarks share: long searches (hundreds of milliseconds each), so few long iterations,
 * and one named puzzle from the project's data directory. JMH's class annotations are inherited.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public abstract class SearchBenchmark {
    /** The puzzle called {@code name} in data/{@code file} (or under -Dcellwise.data). */
    static Puzzle puzzle(String file, String name) throws Exception {
        Path path = Path.of(System.getProperty("cellwise.data", "data")).resolve(file);
        if (!Files.exists(path))
            throw new IllegalStateException(path.toAbsolutePath() + " not found: run from the project root or set -Dcellwise.data");
        return Formats.readAll(path).stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException(name + " is not in " + path));
    }
}
