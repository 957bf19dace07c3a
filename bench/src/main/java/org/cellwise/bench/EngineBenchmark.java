package org.cellwise.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The hot parts of the engine: compiling a puzzle (with the per-thread model cache), propagation alone (17-clue
 * puzzles that mostly need no guess), search (the hardest known puzzles) in the classic 9×9 search, and the general
 * engine on a killer, and clause learning on a minimal 25×25 Sudoku; uniqueness checked as the bench command does.
 * Puzzles: the first of the shared 17-clue and forum_hardest_1106 sets, seed 004's killer, and gecode25-20 read
 * from the shared corpora (the repository's {@code data/}, or the directory in the system property {@code cellwise.data}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmark {
    static final String[] EASY = {
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....",
            ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.",
            ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
            ".................1.....2.3......45.6..3.......17...8.....16......8....4..6.5..2..",
            ".................1.....2.3.....1...4..3.5.....26....7.14...8...5........7....6.2.",
            ".................1.....2.3.....4...5..2.1...6..3..78.....9.32...1.....4..5.......",
            ".................1.....2.3.....4...5..3.1.....26....7.15...8...4........7....6.2.",
    };
    static final String[] HARD = {
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
            "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
            "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
            "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8",
            "..6..1....5..3....9..4....7..1....2..3..9....4..5....13.....68....3..2....2..8..3",
            "........3..1..9.6..5..8.4.....9...8...867.....1....2....6..7.2..3.8..5..4.......8",
            "........5..6..87..3......9....1.7.4...7...8...4...6....9..8...3..16..4..5...2....",
    };

    /** Seed 004's killer: cages go through the general engine (the classic 9×9 search takes only plain Sudokus). */
    static final String KILLER = String.join("\n",
            "#Killer Sudoku _01 DM",
            "a14+,a,c14+,d6+,e15+,f13+,g8+,h9+,h",
            "a,b9+,c,d,e,f,g,i12+,h",
            "j11+,b,c,k13+,l8+,l,m16+,i,p22+",
            "j,s11+,k,k,n12+,n,m,p,p",
            "s,s,t17+,v11+,v,w14+,m,q20+,q",
            "u12+,u,t,w,w,w,m,r4+,q",
            "x25+,x,x,x,y9+,y,z21+,r,aa10+",
            "cc7+,dd10+,ee7+,ff10+,gg22+,gg,z,aa,aa",
            "cc,dd,ee,ff,ff,gg,z,bb13+,bb") + "\n";

    List<Puzzle> easy, hard;
    Puzzle killer, minimal25;
    int i;

    @Setup
    public void load() throws Exception {
        easy = read(EASY);
        hard = read(HARD);
        killer = Formats.readAll(KILLER, "bench", null).get(0);
        java.nio.file.Path data = java.nio.file.Path.of(System.getProperty("cellwise.data", "data"));
        java.nio.file.Path big = data.resolve("sudoku-25x25-gecode.txt");
        if (!java.nio.file.Files.exists(big))
            throw new IllegalStateException(big.toAbsolutePath() + " not found: run from the project root or set -Dcellwise.data");
        minimal25 = Formats.readAll(big).stream().filter(p -> p.name().equals("gecode25-20")).findFirst().orElseThrow();
    }

    private static List<Puzzle> read(String[] lines) throws Exception {
        List<Puzzle> out = new ArrayList<>();
        for (String l : lines) out.add(Formats.readAll(l, "bench", Format.LINE).get(0));
        return out;
    }

    @Benchmark
    public Solver compile() {
        return Solver.of(easy.get(i++ & 7));
    }

    @Benchmark
    public Result propagateEasy() {
        return Solver.of(easy.get(i++ & 7)).solve(SolveOptions.upTo(2));
    }

    @Benchmark
    public Result searchHard() {
        return Solver.of(hard.get(i++ & 7)).solve(SolveOptions.upTo(2));
    }

    @Benchmark
    public Result searchKiller() {
        return Solver.of(killer).solve(SolveOptions.upTo(2));
    }

    /** The general search gives up after 1,000 nodes and clause learning proves uniqueness (about 13,000 decisions). */
    @Benchmark
    @Warmup(iterations = 2, time = 5)
    @Measurement(iterations = 3, time = 5)
    public Result clauseLearning25x25() {
        return Solver.of(minimal25).solve(SolveOptions.upTo(2));
    }

    @Benchmark
    public Result parseAndSolveEasy() throws Exception {
        return Solver.of(Formats.readAll(EASY[i++ & 7], "bench", Format.LINE).get(0)).solve(SolveOptions.upTo(2));
    }
}
