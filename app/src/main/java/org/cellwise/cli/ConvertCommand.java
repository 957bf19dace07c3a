package org.cellwise.cli;

import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.cellwise.format.Format;
import org.cellwise.format.Writers;
import org.cellwise.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Writes each puzzle of FILE in another format Cellwise reads (--to): cellwise (.cw), json, line, grid, "
                + "cages (KenKen and killer labels), sujiko, header (Prolog lists), facts (seed 000's ASP facts), or a link: "
                + "fpuzzles, scl (SudokuPad's own) or puzzlink.",
                "Every output is read back before it is printed; a puzzle the format cannot hold is reported and skipped.",
                "Exit code: 0 all written, 2 bad input or a puzzle the format cannot hold, 141 output closed early (| head)."})
final class ConvertCommand extends Batch<Void> implements Callable<Integer> {
    @Mixin
    Input input;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", completionCandidates = Input.FormatNames.class,
            description = "One of: ${COMPLETION-CANDIDATES}.")
    String to;

    private Format format;
    private int written;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        format = Format.byId(to);
        if (format == null) {
            err.println("cellwise: unknown format '" + to + "'; expected one of "
                    + Arrays.stream(Format.values()).map(f -> f.id).collect(Collectors.joining(", ")));
            return Main.BAD_INPUT;
        }
        return runAll();
    }

    @Override
    void emit(Puzzle p, Void unused) {
        String text;
        try {
            text = Writers.write(p, format);
        } catch (IllegalArgumentException e) {
            anyInvalid = true;
            err.println("cellwise: " + p.name() + ": " + e.getMessage());
            return;
        }
        // blocks of the text formats stand apart; one-line formats stay one puzzle a line
        if (written++ > 0 && (format == Format.CELLWISE || format == Format.GRID || format == Format.CAGES
                || format == Format.SUJIKO)) out.println();
        out.print(text);
    }
}
