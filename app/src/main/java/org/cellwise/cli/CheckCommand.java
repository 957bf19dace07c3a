package org.cellwise.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.format.FormatException;
import org.cellwise.format.SolutionReader;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Checks a filled grid against every rule and cage of the puzzle in FILE.",
                "The solution is a file or a string: one line of values, grid text, the JSON that 'solve --json' prints,",
                "or seed 002's list form. Exit code: 0 everything holds, 1 something fails, 2 bad input."})
final class CheckCommand extends Batch<Void> implements Callable<Integer> {
    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Option(names = {"--solution", "-s"}, required = true, paramLabel = "S", description = "The filled grid: a file, - for standard input, or the grid itself.")
    String solution;

    private int puzzles;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        json = jsonOption.on;
        return runAll();
    }

    @Override
    void emit(Puzzle p, Void unused) {
        if (++puzzles > 1) {
            if (puzzles == 2) {
                err.println("cellwise: check takes one puzzle; " + input.file + " holds more (the first was checked)");
                anyInvalid = true;
            }
            return;
        }
        String text, source;
        boolean oneLine = !solution.contains("\n") && solution.length() < 4096;
        if (solution.equals("-")) {
            try {
                solution = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                err.println("cellwise: cannot read standard input: " + e.getMessage());
                anyInvalid = true;
                return;
            }
            oneLine = false;
        }
        // a grid never holds a slash: this names a file, and a missing one is said so
        if (oneLine && (solution.contains("/") || solution.contains("\\")) && !new java.io.File(solution).exists()) {
            err.println("cellwise: " + solution + ": no such file");
            anyInvalid = true;
            return;
        }
        Path path = Path.of(oneLine ? solution : "-");
        try {
            if (!solution.contains("\n") && solution.length() < 4096 && Files.isRegularFile(path)) {
                text = Files.readString(path, StandardCharsets.UTF_8);
                source = solution;
            } else {
                text = solution;
                source = "<solution>";
            }
        } catch (IOException e) {
            err.println("cellwise: " + solution + ": cannot read: " + e.getMessage());
            anyInvalid = true;
            return;
        }
        int[] values;
        try {
            values = SolutionReader.read(p, text, source);
        } catch (FormatException e) {
            invalid(e);
            return;
        }
        Report report = Checker.check(p, values);
        if (!report.ok()) anyUnsolved = true;
        if (json) {
            ObjectNode o = JSON.createObjectNode();
            o.put("name", p.name());
            o.put("ok", report.ok());
            o.put("counts", report.countsText());
            ArrayNode lines = o.putArray("checks");
            for (Report.Line l : report.lines()) {
                ObjectNode j = lines.addObject();
                j.put("name", l.name());
                j.put("ok", l.ok());
                j.put("expected", l.expected());
                if (!l.ok()) j.put("found", l.found());
                if (!l.cells().isEmpty()) j.put("cells", l.cells());
            }
            out.println(o);
            return;
        }
        out.println(report.countsText());
        out.println();
        for (Report.Line l : report.lines()) out.println(l.text());
        out.println();
        out.println(report.ok() ? "All " + report.lines().size() + " checks hold."
                : report.failures() + " of " + report.lines().size() + " checks fail.");
    }
}
