package org.cellwise.cli;

import java.time.Duration;
import picocli.CommandLine.Option;

/** Options shared by several commands, each declared once and mixed into the commands that use it. */
final class Options {
    private Options() {}

    static final class Json {
        @Option(names = "--json", description = "One JSON object per puzzle, one per line, in input order.")
        boolean on;
    }

    static final class Timeout {
        @Option(names = "--timeout", paramLabel = "SECONDS", description = "Give up on a puzzle after this long.")
        Double seconds;

        Duration limit() {
            return seconds == null ? null : Duration.ofNanos((long) (seconds * 1e9));
        }

        boolean valid() {
            // a link's reading (its decompression and repair) stops within the limit too
            if (seconds != null && seconds > 0) org.cellwise.format.LinkText.timeLimit(limit());
            return seconds == null || seconds > 0;
        }
    }

    static final class ShowProgress {
        @Option(names = "--progress", description = "Show a long solve's progress (nodes, time) on stderr even when it is not a terminal.")
        boolean on;

        private Watch watch;

        /** The watch of a command that solves, made once: progress for one thread on a terminal, Ctrl-C always. */
        Watch watch(java.io.PrintStream err, int threads) {
            if (watch == null) watch = new Watch(err, threads == 1 && (on || Progress.stderrIsTerminal()));
            return watch;
        }
    }

    static final class Threads {
        @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
                description = "Solve on N threads (default 1); answers still come in input order.")
        int n;
    }

    /** How answers are shown: text mode, or one HTML page, or one SVG or PNG picture. */
    static final class Picture {
        @Option(names = "--mode", paramLabel = "MODE", defaultValue = "plain",
                description = "Text output: plain (the grid), short (cage label and value per cell), verbose (label, operation, target, value per cell).")
        String mode;

        @Option(names = "--html", description = "Print one self-contained HTML page showing every puzzle, its answer and the check report.")
        boolean html;

        @Option(names = "--svg", description = "Print the answer of the (single) puzzle as a standalone SVG picture.")
        boolean svg;

        @Option(names = "--png", description = "Write the answer of the (single) puzzle as a PNG picture to standard "
                + "output (redirect it to a file).")
        boolean png;

        /** The option that draws one picture of one puzzle, or null. */
        String single() {
            return svg ? "--svg" : png ? "--png" : null;
        }
    }
}
