package org.cellwise.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** Where the repository's examples and the shared corpora are, seen from a module's test run. */
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

    /**
     * The shared puzzle corpora beside the repository. Under CI their absence fails the test; elsewhere the test
     * is skipped, saying so.
     */
    public static Path data() {
        Path d = root().resolveSibling("shared").resolve("data");
        if (!Files.isDirectory(d)) {
            if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: shared corpora missing at " + d);
            Assumptions.abort("skipped: shared corpora not found at " + d);
        }
        return d;
    }
}
