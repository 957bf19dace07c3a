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
                "Exit code: 0 written, 2 bad input, 141 output closed early (| head)."})
final class ExportCommand extends Batch<Void> implements Callable<Integer> {
    @Mixin
    Input input;

    @Option(names = "--to", required = true, paramLabel = "SOLVER",
            description = "z3, cvc5, clingo, minizinc or swipl (as --engine names them); or the language: smt2, asp, prolog; "
                    + "or a link to the puzzle on a site: fpuzzles, sudokupad (its f-puzzles form, which carries every rule), "
                    + "scl (SudokuPad's own form: givens, regions, killer cages) or puzzlink (puzz.link sudoku and kakuro).")
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
        link = java.util.Set.of("fpuzzles", "sudokupad", "scl", "puzzlink").contains(to.toLowerCase(java.util.Locale.ROOT));
        if (link) {
            int code = runAll();
            if (unwritable) return Main.BAD_INPUT;
            return code == Main.UNSOLVED ? Main.OK : code;
        }
        exporter = Exporter.of(to);
        if (exporter == null) {
            err.println("cellwise: unknown solver '" + to + "'; expected z3, cvc5, clingo, minizinc or swipl (or smt2, asp, prolog, fpuzzles, sudokupad, scl, puzzlink)");
            return Main.BAD_INPUT;
        }
        int code = runAll();
        return code == Main.UNSOLVED ? Main.OK : code;
    }

    @Override
    void emit(Puzzle p, Void unused) {
        if (link) {
            try {
                // every link is read back and compared before it is printed (Writers), so none means something else
                String site = to.toLowerCase(java.util.Locale.ROOT);
                org.cellwise.format.Format f = site.equals("sudokupad") ? org.cellwise.format.Format.FPUZZLES : org.cellwise.format.Format.byId(site);
                String text = org.cellwise.format.Writers.write(p, f).strip();
                out.println(site.equals("sudokupad") ? org.cellwise.format.FPuzzles.sudokuPadForm(text) : text);
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
