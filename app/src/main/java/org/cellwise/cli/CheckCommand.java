package org.cellwise.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.format.FormatException;
import org.cellwise.format.SolutionReader;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Checks a grid, filled or partly filled, against every rule and cage of the puzzle in FILE and against its solution.",
                "A filled value that breaks no rule yet but differs from the puzzle's only solution is named; --rules-only "
                + "checks the rules alone.",
                "The grid is a file, - for standard input, or the grid itself: one line of values, grid text, the JSON "
                + "that 'solve --json' prints, or seed 002's list form; '.' (or 0 where 0 is not a value) is an empty cell.",
                "Prints the value counts (seed 004's counts line), then each broken rule naming the cells that break it, "
                + "then the filled values that differ from the solution, then the cells not filled.",
                "Exit code: 0 a complete grid where everything holds, 1 something is broken, wrong or not filled, 2 bad input, 141 output closed early (| head)."})
final class CheckCommand extends Batch<Void> implements Callable<Integer> {
    /** Empty cells named in the text report; the rest are counted. */
    static final int EMPTY_SHOWN = 30;

    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Option(names = {"--solution", "-s"}, required = true, paramLabel = "S", description = "The grid: a file, - for standard input, or the grid itself.")
    String solution;

    @Option(names = {"--verbose", "-v"}, description = "List every rule, also those that hold or are not finished (seed 004's verbose mode).")
    boolean verbose;

    @Option(names = "--rules-only", description = "Check the rules alone: do not solve the puzzle to compare the filled values with its solution.")
    boolean rulesOnly;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "10",
            description = "How long the engine may look for the puzzle's solution (default ${DEFAULT-VALUE}); past it, the rules alone are checked.")
    double timeout;

    private int puzzles;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        json = jsonOption.on;
        if (input.files.size() > 1) {
            err.println("cellwise: check takes one puzzle file, not " + input.files.size());
            return Main.BAD_INPUT;
        }
        if (!(timeout > 0)) {
            err.println("cellwise: --timeout must be more than 0 seconds");
            return Main.BAD_INPUT;
        }
        if (solution.equals("-") && "-".equals(input.file())) {
            err.println("cellwise: the puzzle and the solution cannot both come from standard input");
            return 2;
        }
        return runAll();
    }

    @Override
    void emit(Puzzle p, Void unused) {
        if (++puzzles > 1) {
            if (puzzles == 2) {
                err.println("cellwise: check takes one puzzle; " + input.file() + " holds more (the first was checked)");
                anyInvalid = true;
            }
            return;
        }
        GridArgument.Text grid = GridArgument.read(solution, err);
        if (grid == null) {
            anyInvalid = true;
            return;
        }
        Filling filling;
        try {
            filling = SolutionReader.readPartial(p, grid.text(), grid.source().equals("<grid>") ? "<solution>" : grid.source());
        } catch (FormatException e) {
            invalid(e);
            return;
        }
        Report report = rulesOnly ? Checker.check(p, filling)
                : Checker.check(p, filling, java.time.Duration.ofNanos((long) (timeout * 1e9)));
        if (!report.ok()) anyUnsolved = true;
        if (json) out.println(report.toJson(p.name(), verbose));
        else out.print(text(report));
    }

    String text(Report report) {
        StringBuilder sb = new StringBuilder();
        sb.append(report.countsText()).append("\n\n");
        for (Report.Line l : report.shown(verbose)) sb.append(l.text()).append('\n');
        List<Report.Difference> differs = report.differs();
        for (Report.Difference d : differs.subList(0, Math.min(EMPTY_SHOWN, differs.size()))) sb.append(d.text()).append('\n');
        if (differs.size() > EMPTY_SHOWN) sb.append("and ").append(differs.size() - EMPTY_SHOWN).append(" more values that differ\n");
        String found = report.solutions() == null ? null : report.solutions().text();
        if (found != null) sb.append(found).append('\n');
        if (!report.empty().isEmpty()) {
            List<String> e = report.empty();
            sb.append("not filled: ").append(String.join(" ", e.subList(0, Math.min(EMPTY_SHOWN, e.size()))))
                    .append(e.size() > EMPTY_SHOWN ? " and " + (e.size() - EMPTY_SHOWN) + " more" : "").append('\n');
        }
        boolean more = report.brokenCount() > 0 || !report.empty().isEmpty() || !differs.isEmpty() || found != null || verbose;
        return sb.append(more ? "\n" : "").append(report.summary()).append('\n').toString();
    }

}
