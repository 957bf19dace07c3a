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
                "Exit code: 0 every cell decided, 1 no solution or stopped by --limit or --timeout, 2 bad input."})
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
        if (!(seconds > 0) || limit < 1) {
            err.println("cellwise: --timeout must be a positive number of seconds and --limit at least 1");
            return Main.BAD_INPUT;
        }
        return runAll();
    }

    @Override
    Candidates.Found compute(Puzzle p) {
        return Candidates.find(p, Duration.ofNanos((long) (seconds * 1e9)), limit);
    }

    /** A cell's candidates as a person writes them: {@code 137}, or {@code 10,12} where a value has two digits. */
    static String text(Puzzle p, Candidates.Found f, int cell) {
        List<Integer> vs = f.values(p, cell);
        if (vs.isEmpty()) return "-";
        boolean wide = vs.stream().anyMatch(v -> v < 0 || v > 9);
        StringBuilder sb = new StringBuilder();
        for (int v : vs) sb.append(wide && sb.length() > 0 ? "," : "").append(v);
        return sb.toString();
    }

    @Override
    void emit(Puzzle p, Candidates.Found f) {
        if (!f.solvable() || !f.decided()) anyUnsolved = true;
        List<String> open = f.unsettled(p);
        if (json) {
            out.println(f.toJson(p));
            return;
        }
        if (!f.solvable()) {
            out.println(p.name() + ": " + (f.decided() ? "no solution" : "timed out before a first solution"));
            out.println();
            return;
        }
        out.println(p.name() + ": " + (open.isEmpty() ? "unique, every cell settled" : open.size() + " cells not settled: "
                + String.join(" ", open)) + " (" + f.searches() + " searches" + (f.decided() ? ")" : "; stopped early, "
                + f.open() + " cell values not decided)"));
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
