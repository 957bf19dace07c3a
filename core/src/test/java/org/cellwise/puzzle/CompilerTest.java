package org.cellwise.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.engine.Solver;
import org.cellwise.format.Formats;
import org.cellwise.model.Grid;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.testing.RawRule;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

class CompilerTest {
    private static final String A = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String B = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";

    @Test
    void puzzlesThatDifferOnlyInGivensShareOneStructureAndCanvas() throws Exception {
        List<Puzzle> ps = Formats.readAll(A + "\n" + B + "\n", "two", null);
        assertSame(ps.get(0).canvas(), ps.get(1).canvas());
        assertSame(ps.get(0).compiled().structure(), ps.get(1).compiled().structure());
        assertTrue(ps.get(0).compiled().structure().shared());
        assertEquals(27, ps.get(0).compiled().structure().constraints().size());
        assertEquals(17, ps.get(0).compiled().givens().size());
    }

    @Test
    void aRuleThatDoesNotDeclareItselfCacheableIsExpandedForItsPuzzleAlone() {
        Puzzle base = Puzzle.builder().grid(Grid.standard(4)).rules(RuleCatalog.lookup("latin")).build();
        RawRule raw = new RawRule("raw", List.of(new AllDifferent("d", new int[] {0, 5, 10, 15})));
        Puzzle a = base.withRules(List.of(raw)), b = base.withRules(List.of(raw));
        assertFalse(a.compiled().structure().shared());
        assertNotSame(a.compiled().structure(), b.compiled().structure());
        assertEquals(Solver.of(a).count(1000).count(), Solver.of(b).count(1000).count());
    }

    @Test
    void theCachesStayBoundedWhateverGoesThrough() {
        Puzzle base = Puzzle.builder().grid(Grid.standard(9)).rules(RuleCatalog.lookup("sudoku")).build();
        for (int i = 0; i < Compiler.STRUCTURES * 3; i++) {
            Puzzle p = base.withRules(List.of(new KillerCage("a", List.of(base.cells().get(0), base.cells().get(1)), 3 + i % 15),
                    new KillerCage("b", List.of(base.cells().get(80)), 1 + i / 15 % 9)));
            Solver.of(p); // builds the per-thread model too
        }
        assertTrue(Compiler.structureCacheSize() <= Compiler.STRUCTURES, "structures: " + Compiler.structureCacheSize());
        assertTrue(Compiler.perThreadCacheSize() <= Compiler.PER_THREAD, "per thread: " + Compiler.perThreadCacheSize());
    }

    @Test
    void manyThreadsCompilingAndSolvingTogetherGetTheSameAnswers() throws Exception {
        String text = Files.readString(TestFiles.examples().resolve("seed004-killer.txt")) + "\n"
                + Files.readString(TestFiles.examples().resolve("seed004-kenken.txt"));
        List<int[]> want = new ArrayList<>();
        for (Puzzle p : Formats.readAll(text, "k", null)) want.add(Solver.of(p).uniqueness().first());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> runs = new ArrayList<>();
            for (int t = 0; t < 8; t++)
                runs.add(pool.submit(() -> {
                    for (int round = 0; round < 20; round++) {
                        List<Puzzle> ps = Formats.readAll(text, "k", null);
                        for (int i = 0; i < ps.size(); i++)
                            if (!java.util.Arrays.equals(want.get(i), Solver.of(ps.get(i)).uniqueness().first())) return false;
                    }
                    return true;
                }));
            for (Future<Boolean> f : runs) assertTrue(f.get());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The layering the package list promises, read from the sources. */
    @Test
    void theModelKnowsNoRulesAndTheEngineKnowsNoRule() throws IOException {
        Path main = TestFiles.root().resolve("core/src/main/java/org/cellwise");
        assertNoImport(main.resolve("model"), "org.cellwise.rules", "org.cellwise.puzzle", "org.cellwise.engine");
        assertNoImport(main.resolve("constraint"), "org.cellwise.rules", "org.cellwise.puzzle", "org.cellwise.engine");
        assertNoImport(main.resolve("rules"), "org.cellwise.puzzle", "org.cellwise.engine", "org.cellwise.format");
        assertNoImport(main.resolve("engine"), "org.cellwise.rules", "org.cellwise.format");
        assertNoImport(main.resolve("engine/propagation"), "org.cellwise.engine.search", "org.cellwise.engine.clause");
    }

    private static void assertNoImport(Path dir, String... forbidden) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                String src = Files.readString(f);
                for (String bad : forbidden)
                    assertFalse(src.contains("import " + bad + ".") || src.contains(" " + bad + "."), f + " uses " + bad);
            }
        }
    }
}
