package org.cellwise.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.puzzle.Puzzle;

/** Runs a command over every puzzle of the input, in order, and keeps the exit code. */
abstract class Batch {
    static final ObjectMapper JSON = new ObjectMapper();

    /** Set by commands that offer {@code --json}. */
    boolean json;

    PrintStream out = System.out, err = System.err;
    boolean anyUnsolved, anyInvalid;

    abstract Input input();

    abstract void handle(Puzzle p);

    /** After the last puzzle: commands that print one document for all puzzles print it here. */
    void finish() {}

    int runAll() {
        PuzzleReader reader;
        try {
            reader = input().open();
        } catch (Input.BadInput e) {
            err.println("cellwise: " + e.getMessage());
            return Main.BAD_INPUT;
        } catch (FormatException e) {
            invalid(e);
            return Main.BAD_INPUT;
        }
        long total = -1;
        if (input().isRegularFile() && Progress.stderrIsTerminal()) {
            try {
                total = Formats.estimateCount(Path.of(input().file));
            } catch (IOException ignored) {
                // no estimate, no bar
            }
        }
        Progress progress = new Progress(err, total);
        try {
            while (true) {
                Puzzle p;
                try {
                    p = reader.next();
                } catch (FormatException e) {
                    invalid(e);
                    progress.step();
                    continue;
                }
                if (p == null) break;
                handle(p);
                progress.step();
            }
        } catch (UncheckedIOException e) {
            err.println("cellwise: " + input().file + ": cannot read: " + e.getCause().getMessage());
            return Main.BAD_INPUT;
        } finally {
            progress.finish();
        }
        finish();
        out.flush();
        return anyInvalid ? Main.BAD_INPUT : anyUnsolved ? Main.UNSOLVED : Main.OK;
    }

    void invalid(FormatException e) {
        anyInvalid = true;
        err.println("cellwise: " + e.getMessage());
        if (json) {
            ObjectNode o = JSON.createObjectNode();
            o.put("name", e.source() + ":" + e.line());
            o.put("status", "invalid");
            o.put("error", e.getMessage());
            out.println(o);
        }
    }

    /** The canvas as rows of integers, null where the canvas has no cell. */
    static ArrayNode gridJson(Puzzle p, int[] values) {
        ArrayNode rows = JSON.createArrayNode();
        for (int r = 0; r < p.rows(); r++) {
            ArrayNode row = rows.addArray();
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) row.addNull();
                else row.add(values[i]);
            }
        }
        return rows;
    }

    static double round(double millis) {
        return Math.round(millis * 1000) / 1000.0;
    }
}
