package org.cellwise.testing;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the repository's examples and puzzle corpora are, seen from a module's test run. */
public final class TestFiles {
    private TestFiles() {}

    /** The repository root: the nearest directory upwards holding {@code mvnw}. */
    public static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("mvnw"))) p = p.getParent();
        if (p == null) throw new IllegalStateException("cannot find the repository root from " + Path.of("").toAbsolutePath());
        return p;
    }

    public static Path examples() {
        return root().resolve("examples");
    }

    /** The puzzle corpora the tests and benchmarks read, in the repository's {@code data/} (sources in its README). */
    public static Path data() {
        Path d = root().resolve("data");
        if (!Files.isDirectory(d)) throw new IllegalStateException("the repository's data/ folder is missing at " + d);
        return d;
    }
}
