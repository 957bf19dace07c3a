package org.cellwise.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cellwise.batch.Answer;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.render.HtmlRenderer;
import org.cellwise.render.Picture;
import org.cellwise.render.Sheet;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "draw", mixinStandardHelpOptions = true,
        description = {"Draws the puzzles of each FILE as posed: the grid, givens and every clue, without the answer.",
                "--solution adds the answer; --key prints the answers after the puzzles, on pages of their own. Puzzles go "
                        + "--per-page N to a page or sheet, in a grid, for a worksheet to print.",
                "Exit code: 0 drawn, 1 an answer was asked for and some puzzle has none, 2 bad input, 141 output closed early (| head)."})
final class DrawCommand extends Batch<Answer> implements Callable<Integer> {
    @Mixin
    Input input;

    static final class Output {
        @Option(names = "--svg", description = "One SVG sheet (the default).")
        boolean svg;

        @Option(names = "--png", description = "One PNG sheet, to standard output.")
        boolean png;

        @Option(names = "--html", description = "One HTML page of sheets, a page break after each when printed.")
        boolean html;

        @Option(names = "--pdf", description = "An A4 PDF, one page per sheet, to standard output (Apache PDFBox).")
        boolean pdf;
    }

    @ArgGroup(exclusive = true)
    Output output = new Output();

    @Option(names = "--solution", description = "Draw each puzzle with its answer.")
    boolean solution;

    @Option(names = "--key", description = "After the puzzles, the same puzzles with their answers (an answer key).")
    boolean key;

    @Option(names = "--per-page", paramLabel = "N", defaultValue = "1", description = "Puzzles per page or sheet (default 1).")
    int perPage;

    @Option(names = "--colour", description = "Keep the screen's colours in a PDF (by default it prints in greys: light grey "
            + "shading, dark outlines).")
    boolean colour;

    @Option(names = "--title", paramLabel = "TEXT", description = "A title across the top of every sheet or page (a worksheet's).")
    String title;

    @Option(names = "--cell-size", paramLabel = "PX", defaultValue = "44",
            description = "Cell size in pixels (points in a PDF, where it shrinks to fit the page); default 44.")
    int cellSize;

    @Option(names = "--scale", paramLabel = "F", defaultValue = "1", description = "Multiplies the cell size (2 doubles a PNG).")
    double scale;

    @Mixin
    Options.Timeout timeout;

    private final List<Puzzle> puzzles = new ArrayList<>();
    private final List<int[]> answers = new ArrayList<>();
    private int cell;

    /** A worksheet, not a corpus: more would make a page of stamps or a file no printer takes. */
    static final int MAX_PUZZLES = 2000;

    @Override
    Input input() {
        return input;
    }

    @Override
    public Integer call() {
        cell = (int) Math.round(cellSize * scale);
        if (perPage < 1 || perPage > 100) return usage("--per-page must be 1 to 100");
        if (!(scale > 0) || cell < Picture.MIN_CELL || cell > Picture.MAX_CELL)
            return usage("--cell-size times --scale must be " + Picture.MIN_CELL + " to " + Picture.MAX_CELL + " pixels, not " + cell);
        if (timeout.check() != null) return usage(timeout.check());
        String binary = output.pdf ? BinaryOutput.refusal("--pdf") : output.png ? BinaryOutput.refusal("--png") : null;
        if (binary != null) return usage(binary);
        int code = runAll();
        return code == Main.BAD_INPUT || anyInvalid ? Main.BAD_INPUT : code;
    }

    private int usage(String why) {
        err.println("cellwise: " + why);
        return Main.BAD_INPUT;
    }

    private boolean answered() {
        return solution || key;
    }

    @Override
    Answer compute(Puzzle p) {
        if (!answered()) return null;
        return Answer.solve(p, true, timeout.limit() == null ? Duration.ofSeconds(30) : timeout.limit(), null);
    }

    @Override
    void emit(Puzzle p, Answer a) {
        if (puzzles.size() == MAX_PUZZLES) {
            if (!anyInvalid) err.println("cellwise: draw takes at most " + MAX_PUZZLES + " puzzles; the rest were not drawn");
            anyInvalid = true;
            return;
        }
        if (a != null && !a.solved()) {
            err.println("cellwise: " + p.name() + ": " + a.verdict() + "; drawn without an answer");
            anyUnsolved = true;
        }
        puzzles.add(p);
        answers.add(a == null || !a.solved() ? null : a.first());
    }

    /** The sheets: the puzzles (with answers when asked) by --per-page, then the key's. */
    private List<List<Sheet.Item>> sheets() {
        List<List<Sheet.Item>> out = new ArrayList<>();
        addSheets(out, solution, "");
        if (key) addSheets(out, true, "Answer: ");
        return out;
    }

    private void addSheets(List<List<Sheet.Item>> out, boolean withAnswers, String prefix) {
        for (int i = 0; i < puzzles.size(); i += perPage) {
            List<Sheet.Item> page = new ArrayList<>();
            for (int j = i; j < Math.min(puzzles.size(), i + perPage); j++)
                page.add(new Sheet.Item(puzzles.get(j), withAnswers ? answers.get(j) : null, prefix + puzzles.get(j).name()));
            out.add(page);
        }
    }

    /**
     * Columns for --per-page N on a portrait page (A4 is 1.41 times as tall as wide): 2 for 4 or 6 (2x3), 3 for 9
     * or 12, 1 for 2 (one above the other).
     */
    private int columns() {
        return Math.max(1, (int) Math.round(Math.sqrt(perPage / Math.sqrt(2))));
    }

    @Override
    void finish() {
        if (puzzles.isEmpty()) return;
        List<List<Sheet.Item>> sheets = sheets();
        if (output.pdf) {
            out.writeBytes(PdfSheets.write(sheets, columns(), cell, title, colour));
            return;
        }
        if (output.html) {
            out.print(HtmlRenderer.worksheet(title == null ? input.describe() : title, title, sheets, columns(), cell));
            return;
        }
        // one sheet: every picture on it, the key's after the puzzles'
        List<Sheet.Item> all = new ArrayList<>();
        sheets.forEach(all::addAll);
        if (puzzles.size() > perPage) {
            err.println("cellwise: " + puzzles.size() + " puzzles do not go on one sheet of --per-page " + perPage
                    + "; raise --per-page, or use --pdf or --html for several pages");
            anyInvalid = true;
            return;
        }
        Sheet sheet = new Sheet(all, key ? Math.max(columns(), Math.min(all.size(), 2 * columns())) : columns(), cell, title);
        if (output.png) {
            if ((long) sheet.width() * sheet.height() > org.cellwise.render.PngRenderer.MAX_PIXELS) {
                err.println("cellwise: a PNG sheet of " + sheet.width() + "x" + sheet.height() + " pixels is over the limit of "
                        + org.cellwise.render.PngRenderer.MAX_PIXELS / 1_000_000 + " million; lower --cell-size or use --svg");
                anyInvalid = true;
                return;
            }
            out.writeBytes(sheet.png());
        } else {
            out.print(sheet.svg());
        }
    }

}
