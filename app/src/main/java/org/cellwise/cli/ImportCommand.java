package org.cellwise.cli;

import org.cellwise.batch.Answer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.format.FormatException;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Reads another solver's answer to the puzzle in FILE from standard input, checks it, and prints it "
                + "like solve does:",
                "  cellwise export --to z3 p.cw | z3 -in | cellwise import --from z3 p.cw",
                "'unsat', UNSATISFIABLE, =====UNSATISFIABLE===== and false read as no solution.",
                "Exit code: 0 a valid solution, 1 none, 2 bad input or an answer that breaks a rule, 141 output closed early (| head)."})
final class ImportCommand extends Batch<Void> implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The puzzle the answer is for.")
    String file;

    @Option(names = "--from", required = true, paramLabel = "TOOL", description = "z3, cvc5, clingo, minizinc or swipl (as --engine and export --to name them).")
    String tool;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "The puzzle's format, as every command's --format (here --from names the solver; default: detected).")
    String format;

    @Option(names = "--with", paramLabel = "RULE",
            description = "Add a rule or clue to the puzzle read, as export --with did: the answer is checked against it. Repeatable.")
    List<String> with = new ArrayList<>();

    @Mixin
    Options.Json jsonOption;

    @Mixin
    Options.Picture picture;

    private final Input input = new Input();
    private ExternalEngine engine;
    private Emitter emitter;
    private String answerText;
    private int count;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        input.files = List.of(file);
        input.from = format;
        input.with = with;
        engine = ExternalEngine.named(tool);
        if (engine == null) {
            err.println("cellwise: unknown tool '" + tool + "'; expected z3, cvc5, clingo, minizinc or swipl");
            return Main.BAD_INPUT;
        }
        json = jsonOption.on;
        String bad = Emitter.checkOptions(json, picture);
        if (bad != null) {
            err.println("cellwise: " + bad);
            return Main.BAD_INPUT;
        }
        try {
            answerText = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("cellwise: cannot read standard input: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        emitter = new Emitter(out, json, picture, file);
        return runAll();
    }

    @Override
    void finish() {
        emitter.finish();
    }

    @Override
    void emit(Puzzle p, Void unused) {
        if (++count > 1) {
            if (count == 2) {
                err.println("cellwise: import takes one puzzle; " + file + " holds more (the first was used)");
                anyInvalid = true;
            }
            return;
        }
        List<int[]> answers;
        try {
            answers = engine.exporter().answers(p, answerText, "<stdin>");
        } catch (FormatException e) {
            invalid(e);
            return;
        }
        if (answers.isEmpty()) {
            anyUnsolved = true;
            emitter.emit(p, new Answer("no-solution", null, Boolean.FALSE, 0, 0, 0, 0, tool, null, null));
            return;
        }
        Report report = Checker.check(p, answers.get(0));
        if (!report.ok()) {
            String broken = report.shown(false).stream().findFirst().map(Report.Line::text).orElse("");
            err.println("cellwise: the answer from " + tool + " breaks a rule: " + broken);
            anyInvalid = true;
            emitter.emit(p, new Answer("invalid", null, null, 0, 0, 0, 0, tool, null, broken));
            return;
        }
        emitter.emit(p, new Answer("solved", answers.get(0), answers.size() > 1 ? Boolean.FALSE : null, answers.size(), 0, 0, 0,
                tool, null, null));
    }
}
