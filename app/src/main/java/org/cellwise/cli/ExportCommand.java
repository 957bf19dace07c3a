package org.cellwise.cli;

import java.util.concurrent.Callable;
import org.cellwise.export.Exporter;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Writes the puzzle in FILE as a program for another solver: z3 or cvc5 (SMT-LIB), clingo (ASP), "
                + "minizinc (run with Gecode) or swipl (SWI-Prolog with clpfd).",
                "Exit code: 0 written, 2 bad input."})
final class ExportCommand extends Batch<Void> implements Callable<Integer> {
    @Mixin
    Input input;

    @Option(names = "--to", required = true, paramLabel = "SOLVER",
            description = "z3, cvc5, clingo, minizinc or swipl (as --engine names them); or the language: smt2, asp, prolog; "
                    + "or fpuzzles / sudokupad for a link to the puzzle on that site.")
    String to;

    private Exporter exporter;
    private int count;
    private boolean link, unwritable;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        link = to.equalsIgnoreCase("fpuzzles") || to.equalsIgnoreCase("sudokupad");
        if (link) {
            int code = runAll();
            if (unwritable) return Main.BAD_INPUT;
            return code == Main.UNSOLVED ? Main.OK : code;
        }
        exporter = Exporter.of(to);
        if (exporter == null) {
            err.println("cellwise: unknown solver '" + to + "'; expected z3, cvc5, clingo, minizinc or swipl (or smt2, asp, prolog, fpuzzles, sudokupad)");
            return Main.BAD_INPUT;
        }
        int code = runAll();
        return code == Main.UNSOLVED ? Main.OK : code;
    }

    @Override
    void emit(Puzzle p, Void unused) {
        if (link) {
            try {
                out.println(to.equalsIgnoreCase("fpuzzles") ? org.cellwise.format.FPuzzles.link(p) : org.cellwise.format.FPuzzles.sudokuPad(p));
            } catch (IllegalArgumentException e) {
                err.println("cellwise: " + p.name() + ": " + e.getMessage());
                unwritable = true;
            }
            return;
        }
        if (++count > 1) out.println();
        out.print(exporter.program(p));
    }
}
