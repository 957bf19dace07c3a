package org.cellwise.engine;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.engine.clause.ClauseSearch;
import org.cellwise.engine.clause.Cubes;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.DepthFirst;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;

/**
 * Not a test: the measurement behind docs/PERFORMANCE.md's figures on how clause learning's effort spreads over
 * differently tuned searches and over the two halves of a split uniqueness search. Counts conflicts, which do not
 * depend on the machine's load. One line per puzzle and tuning:
 * {@code puzzle tuning conflicts-to-first conflicts-to-finish decisions outcome cpu-ms shape wall-ms} (the CPU
 * time of the calling thread only).
 *
 * <pre>java -cp core/target/classes:core/target/test-classes:$(cat cp.txt) org.cellwise.engine.ClauseSpread FILE
 *     MAX-DECISIONS NAME-SUFFIX,... TUNING...</pre>
 * A tuning is {@code seed/phase/restartUnit} (a fourth part {@code /noshrink}: learnt clauses not shrunk), or {@code cubes/DEPTH/EVERY}: the cube tree ({@link
 * org.cellwise.engine.clause.Cubes}) on one thread, with its shape in conflicts ({@code cubes2/...}: on two), or
 * {@code solveN}: {@link Solver} as the command line runs it on N threads (its model and path; conflicts and
 * decisions include the plain search's).
 */
public final class ClauseSpread {
    public static void main(String[] args) throws Exception {
        List<Puzzle> all = Formats.readAll(Path.of(args[0]));
        long cap = Long.parseLong(args[1]);
        List<String> names = args[2].equals("all") ? null : List.of(args[2].split(","));
        var bean = ManagementFactory.getThreadMXBean();
        for (Puzzle p : all) {
            if (names != null && names.stream().noneMatch(s -> p.name().endsWith(s))) continue;
            Model m = new Model(p.cells().size(), p.values(), p.constraints());
            if (!m.clausal && !org.cellwise.engine.propagation.Theory.needed(m)) {
                System.out.println(p.name() + "\tnot clausal");
                continue;
            }
            for (int a = 3; a < args.length; a++) {
                if (args[a].startsWith("solve")) {
                    // the command line's own path (solve, uniqueness checked): its model, plain search, then cubes
                    int threads = Integer.parseInt(args[a].substring(5));
                    Cores.allow(threads);
                    long cpu0 = bean.getCurrentThreadCpuTime(), wall0 = System.nanoTime();
                    Result r = Solver.of(p).solve(SolveOptions.upTo(2), 2);
                    long cpu = (bean.getCurrentThreadCpuTime() - cpu0) / 1_000_000, wall = (System.nanoTime() - wall0) / 1_000_000;
                    System.out.printf("%s\t%s\t%d\t%d\t%d\t%s\t%d\t%s\t%d%n", p.name(), args[a], -1, r.stats().failures(),
                            r.stats().guesses(), r.outcome(), cpu, "", wall);
                    continue;
                }
                // "first:" before a tuning: stop at the first solution (solve --first)
                long limit = args[a].startsWith("first:") ? 1 : 2;
                String[] t = args[a].substring(limit == 1 ? 6 : 0).split("/");
                boolean cubes = t[0].startsWith("cubes");
                int threads = t[0].equals("cubes2") ? 2 : 1;
                Cores.allow(threads);
                ClauseSearch.Tuning tuning = cubes ? null : new ClauseSearch.Tuning(Long.parseLong(t[0]),
                        Integer.parseInt(t[1]), Integer.parseInt(t[2]), t.length < 4 || !t[3].equals("noshrink"));
                long cpu0 = bean.getCurrentThreadCpuTime(), wall0 = System.nanoTime();
                List<int[]> found = new ArrayList<>();
                DepthFirst d = new DepthFirst(m, SolveOptions.upTo(limit).withMaxNodes(Solver.HANDOFF).withListener(found::add));
                Outcome o = d.run();
                long[] first = {found.isEmpty() ? -1 : 0};
                long total = 0, decisions = d.counters().guesses();
                String shape = "";
                if (o == Outcome.BUDGET && cubes) {
                    Cubes[] c = new Cubes[1];
                    c[0] = new Cubes(m, d.rootDomains(), SolveOptions.upTo(limit).withListener(sol -> {
                        if (first[0] < 0) first[0] = c[0].counters().failures();
                    }), found, Counters.ZERO, threads, Integer.parseInt(t[1]), Long.parseLong(t[2]));
                    o = c[0].run();
                    total = c[0].counters().failures();
                    decisions = c[0].counters().guesses();
                    shape = c[0].shape();
                } else if (o == Outcome.BUDGET) {
                    ClauseSearch[] s = new ClauseSearch[1];
                    s[0] = new ClauseSearch(m, d.rootDomains(), SolveOptions.upTo(limit).withMaxNodes(cap).withListener(sol -> {
                        if (first[0] < 0) first[0] = s[0].counters().failures();
                    }), found, Counters.ZERO, tuning);
                    o = s[0].run();
                    total = s[0].counters().failures();
                    decisions = s[0].counters().guesses();
                }
                long cpu = (bean.getCurrentThreadCpuTime() - cpu0) / 1_000_000, wall = (System.nanoTime() - wall0) / 1_000_000;
                System.out.printf("%s\t%s\t%d\t%d\t%d\t%s\t%d\t%s\t%d%n", p.name(), args[a], first[0], total, decisions, o,
                        cpu, shape, wall);
            }
        }
    }
}
