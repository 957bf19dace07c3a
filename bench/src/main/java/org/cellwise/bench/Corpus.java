package org.cellwise.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Classic lines of a set in the repository's {@code data/} (or the directory in the system property
 * {@code cellwise.data}), sampled every k-th so that a few hundred puzzles stand for the whole file.
 */
final class Corpus {
    private Corpus() {}

    static Path file(String set) {
        Path f = Path.of(System.getProperty("cellwise.data", "data")).resolve(set);
        if (!Files.exists(f))
            throw new IllegalStateException(f.toAbsolutePath() + " not found: run from the project root or set -Dcellwise.data");
        return f;
    }

    /** {@code n} puzzle lines (81 symbols each, comments and blank lines left out), evenly spread over the set. */
    static List<String> lines(String set, int n) throws IOException {
        List<String> all = new ArrayList<>();
        for (String l : Files.readAllLines(file(set), StandardCharsets.UTF_8)) {
            String t = l.strip();
            if (t.length() == 81 && !t.startsWith("#")) all.add(t);
        }
        if (all.size() < n) throw new IllegalStateException(set + " holds " + all.size() + " puzzle lines, fewer than " + n);
        List<String> out = new ArrayList<>(n);
        long stride = all.size() / n;
        for (int i = 0; i < n; i++) out.add(all.get((int) (i * stride)));
        return out;
    }

    /** The lines as one text, as a file of them reads. */
    static byte[] text(List<String> lines) {
        return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.US_ASCII);
    }

    /** A line's givens: cells (0..80, row by row) and values, {@code [0]} and {@code [1]}. */
    static int[][] givens(String line) {
        int k = 0;
        for (int c = 0; c < 81; c++) if (line.charAt(c) >= '1' && line.charAt(c) <= '9') k++;
        int[] cells = new int[k], values = new int[k];
        k = 0;
        for (int c = 0; c < 81; c++) {
            char ch = line.charAt(c);
            if (ch >= '1' && ch <= '9') {
                cells[k] = c;
                values[k++] = ch - '0';
            }
        }
        return new int[][] {cells, values};
    }
}
