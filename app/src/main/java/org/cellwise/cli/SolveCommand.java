package org.cellwise.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.HeaderListFormat;
import org.cellwise.model.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.check.Checker;
import org.cellwise.render.HtmlRenderer;
import org.cellwise.render.SvgRenderer;
import org.cellwise.render.TextModes;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solves each puzzle of FILE and says whether its solution is unique.",
                "Exit code: 0 all solved, 1 some unsolved or timed out, 2 bad input."})
final class SolveCommand extends Batch implements Callable<Integer> {
    @Mixin
    Input input;

    @Option(names = "--mode", paramLabel = "MODE", defaultValue = "plain",
            description = "Text output: plain (the grid), short (cage label and value per cell), verbose (label, operation, target, value per cell).")
    String mode;

    @Option(names = "--html", description = "Print one self-contained HTML page showing every puzzle, its answer and the check report.")
    boolean html;

    @Option(names = "--svg", description = "Print the answer of the (single) puzzle as a standalone SVG picture.")
    boolean svg;

    private final List<HtmlRenderer.Entry> entries = new ArrayList<>();
    private int drawn;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        if (!List.of("plain", "short", "verbose").contains(mode)) {
            err.println("cellwise: unknown --mode '" + mode + "'; expected plain, short or verbose");
            return Main.BAD_INPUT;
        }
        if ((html ? 1 : 0) + (svg ? 1 : 0) + (json ? 1 : 0) > 1) {
            err.println("cellwise: choose one of --json, --html and --svg");
            return Main.BAD_INPUT;
        }
        int code = runAll();
        if (svg && drawn > 1) {
            err.println("cellwise: --svg draws one puzzle, the input holds " + drawn + "; use --html for many");
            return Main.BAD_INPUT;
        }
        return code;
    }

    @Override
    void finish() {
        if (html) out.print(HtmlRenderer.page(input.file.equals("-") ? "cellwise" : input.file, entries));
    }

    @Override
    void handle(Puzzle p) {
        Result r = Solver.of(p).solve(SolveOptions.upTo(2).withTimeout(timeLimit()));
        String status = r.solved() ? "solved" : r.impossible() ? "no-solution" : "timeout";
        if (!r.solved()) anyUnsolved = true;
        if (html) {
            entries.add(new HtmlRenderer.Entry(p, r.first(), r.solved() ? Checker.check(p, r.first()) : null,
                    verdict(r)));
            return;
        }
        if (svg) {
            if (++drawn == 1) out.print(SvgRenderer.render(p, r.first()));
            return;
        }
        if (json) {
            ObjectNode o = JSON.createObjectNode();
            o.put("name", p.name());
            o.put("status", status);
            if (r.solved()) o.set("grid", gridJson(p, r.first()));
            else o.putNull("grid");
            o.put("unique", r.unique());
            if (r.solved() && r.outcome() == Outcome.TIMEOUT) o.put("uniqueness", "unknown");
            o.put("millis", round(r.stats().millis()));
            o.put("nodes", r.stats().nodes());
            o.put("guesses", r.stats().guesses());
            out.println(o);
            return;
        }
        out.printf("%s: %s (%.2f ms, %d guesses)%n", p.name(), verdict(r), r.stats().millis(), r.stats().guesses());
        if (r.solved()) {
            switch (mode) {
                case "short" -> out.print(TextModes.shortMode(p, r.first()));
                case "verbose" -> out.print(TextModes.verboseMode(p, r.first()));
                default -> {
                    // a family with a notation of its own answers in it too
                    if (p.kind().equals("header")) out.println(HeaderListFormat.write(p, r.first()));
                    out.print(GridPrinter.draw(p, r.first()));
                }
            }
        }
        out.println();
    }

    static String verdict(Result r) {
        if (r.unique()) return "solved, unique";
        if (r.solved() && r.count() > 1) return "solved, not unique (another solution exists)";
        if (r.solved()) return "solved; stopped before uniqueness was decided";
        if (r.impossible()) return "no solution";
        return "timed out";
    }
}
