package org.cellwise.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cellwise.diagnose.Candidates;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "candidates", mixinStandardHelpOptions = true,
        description = {"Shows, for each cell of each puzzle, the values it holds in some solution (true candidates), so a "
                + "setter sees where the puzzle is not yet unique and which given would settle it.",
                "A cell that shows one value is settled; '-' marks a cell no solution reaches.",
                "Exit code: 0 every cell decided, 1 no solution or stopped by --limit or --timeout, 2 bad input, 141 output closed early (| head)."})
final class CandidatesCommand extends Batch<Candidates.Found> implements Callable<Integer> {
    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Mixin
    Options.Threads threadsOption;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "Stop after this long per puzzle (default: ${DEFAULT-VALUE}); cells not decided by then are marked.")
    double seconds;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "10000",
            description = "Stop after N searches per puzzle (default: ${DEFAULT-VALUE}).")
    int limit;

    @Override
    Input input() {
        return input;
    }

    @Override
    int threads() {
        return threadsOption.n;
    }

    @Override
    public Integer call() {
        json = jsonOption.on;
        String bad = Options.seconds("--timeout", seconds);
        if (bad == null) bad = Options.count("--limit", limit, 1, Integer.MAX_VALUE);
        if (bad != null) {
            err.println("cellwise: " + bad);
            return Main.BAD_INPUT;
        }
        return runAll();
    }

    @Override
    Candidates.Found compute(Puzzle p) {
        return Candidates.find(p, Options.duration(seconds), limit);
    }

    /**
     * A cell's candidates as a person writes them: {@code 137}, or {@code 10,12} where a value has two digits;
     * {@code ?} after them when values of the cell were not decided (the search stopped first).
     */
    static String text(Puzzle p, Candidates.Found f, int cell) {
        List<Integer> vs = f.values(p, cell);
        boolean open = f.solvable() != null && !f.undecided(p, cell).isEmpty();
        if (vs.isEmpty()) return open ? "?" : "-";
        boolean wide = vs.stream().anyMatch(v -> v < 0 || v > 9);
        StringBuilder sb = new StringBuilder();
        for (int v : vs) sb.append(wide && sb.length() > 0 ? "," : "").append(v);
        return sb.append(open ? "?" : "").toString();
    }

    @Override
    void emit(Puzzle p, Candidates.Found f) {
        if (!Boolean.TRUE.equals(f.solvable()) || !f.decided()) anyUnsolved = true;
        if (json) {
            out.println(f.toJson(p));
            return;
        }
        if (f.solvable() == null) {
            out.println(p.name() + ": timed out before a first solution; nothing is known of its candidates");
            out.println();
            return;
        }
        if (!f.solvable()) {
            out.println(p.name() + ": no solution");
            out.println();
            return;
        }
        List<String> several = f.unsettled(p), undecided = f.undecidedCells(p);
        String head;
        if (f.decided()) head = several.isEmpty() ? "unique, every cell settled" : several.size() + " cells not settled: " + String.join(" ", several);
        else head = "stopped " + (f.stopped().equals("limit") ? "at --limit " + limit : "at the time limit")
                + " with " + f.open() + " cell values not decided: " + (several.isEmpty() ? "no cell shown to take two values yet"
                : several.size() + " cells shown to take two or more (" + String.join(" ", several) + ")") + "; "
                + undecided.size() + " cells not decided (marked ?); each value shown holds in some solution";
        out.println(p.name() + ": " + head + " (" + f.searches() + (f.searches() == 1 ? " search)" : " searches)"));
        int width = 1;
        for (int i = 0; i < p.size(); i++) width = Math.max(width, text(p, f, i).length());
        for (int r = 0; r < p.rows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                String t = i < 0 ? "" : text(p, f, i);
                line.append(c > 0 ? " " : "").append(t).append(" ".repeat(width - t.length()));
            }
            out.println(line.toString().stripTrailing());
        }
        out.println();
    }
}
