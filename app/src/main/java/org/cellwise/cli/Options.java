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

    /** The longest time limit any option takes: about eleven days, far past any puzzle and far from overflow. */
    static final double MAX_SECONDS = 1_000_000;
    /** The most threads a command takes: past a few per core they only share the same cores (and the heap). */
    static final int MAX_THREADS = 256;
    /** The most puzzles {@code generate --count} makes in one run. */
    static final int MAX_COUNT = 10_000_000;

    /** Why a time limit is refused (not a number, not positive, beyond {@link #MAX_SECONDS}), or null. */
    static String seconds(String option, double v) {
        if (Double.isFinite(v) && v > 0 && v <= MAX_SECONDS) return null;
        return option + " must be a number of seconds more than 0 and at most " + (long) MAX_SECONDS + ", not " + plain(v);
    }

    /** Why a thread count is refused, or null. */
    static String threads(int n) {
        return count("--threads", n, 1, MAX_THREADS);
    }

    /** Why a whole number is refused (outside min..max), or null. */
    static String count(String option, long v, long min, long max) {
        return v >= min && v <= max ? null : option + " must be " + min + " to " + max + ", not " + v;
    }

    /** A number as typed: 10, 1.5, 1.0E10, Infinity. */
    static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** Seconds as a duration; the value was checked by {@link #seconds}. */
    static Duration duration(double seconds) {
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    static final class Timeout {
        @Option(names = "--timeout", paramLabel = "SECONDS", description = "Give up on a puzzle after this long (at most 1000000).")
        Double seconds;

        Duration limit() {
            return seconds == null ? null : duration(seconds);
        }

        /** Why the option is refused, or null; a valid limit also bounds the reading of a link (decompression, repair). */
        String check() {
            if (seconds == null) return null;
            String why = seconds("--timeout", seconds);
            if (why == null) org.cellwise.format.LinkText.timeLimit(limit());
            return why;
        }
    }

    /**
     * How long logic may look, for explain, hint and grade: a time limit by default, or a limit on work, which stops
     * at the same step on every machine however busy (a grade to compare across machines, a test).
     */
    static final class LogicLimit {
        /** The time limit when neither option is given. */
        static final double DEFAULT_SECONDS = 60;

        @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit per puzzle (default: 60, none with "
                + "--work), covering the engine's answer and every step; an explanation it cuts short ends where it stands "
                + "and says so, with no level.")
        Double seconds;

        @Option(names = "--work", paramLabel = "N", description = "Limit on work per puzzle instead of time (1 to 10^15): "
                + "at most N nodes of the engine's search, and N askings of the logic's limit between its pieces of work "
                + "(a minute of a 9x9 variant is about 10,000,000); the same steps and grade on every machine.")
        Long work;

        /** Why the options are refused, or null. */
        String check() {
            if (seconds != null && seconds("--timeout", seconds) != null) return seconds("--timeout", seconds);
            return work == null ? null : count("--work", work, 1, 1_000_000_000_000_000L);
        }

        org.cellwise.logic.Explainer.Options apply(org.cellwise.logic.Explainer.Options o) {
            double s = seconds != null ? seconds : work != null ? 0 : DEFAULT_SECONDS;
            return o.withTimeout((long) Math.ceil(s * 1000)).withMaxWork(work == null ? 0 : work);
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
                description = "Solve on N threads (default 1, at most 256); answers still come in input order. "
                        + "Threads left without puzzles help a long clause-learning search on one (same answer).")
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

    /** Which rating scale explanations and grades use. */
    static final class Scale {
        @Option(names = "--scale", paramLabel = "SCALE", defaultValue = "default",
                description = "default: Cellwise's scale for every family (SE-like numbers, docs/EXPLAIN.md); se: Sudoku "
                        + "Explainer 1.2.1.3's own steps and ratings, ER/EP/ED as serate prints them (classic 9x9 only).")
        String name;

        /** The scale, or null (said on stderr) when the name is not one. */
        org.cellwise.logic.Explainer.Scale get(java.io.PrintStream err) {
            return switch (name.toLowerCase(java.util.Locale.ROOT)) {
                case "default", "cellwise" -> org.cellwise.logic.Explainer.Scale.DEFAULT;
                case "se", "sudoku-explainer" -> org.cellwise.logic.Explainer.Scale.SE;
                default -> {
                    err.println("cellwise: --scale must be default or se, not '" + name + "'");
                    yield null;
                }
            };
        }
    }

    /** How each step is written. */
    static final class Notation {
        @Option(names = "--notation", paramLabel = "FORM", defaultValue = "words",
                description = "words: sentences; hodoku: HoDoKu's one line per step (technique first, compressed cells, "
                        + "r123c5<>5); eureka: Eureka's notation for chains (the rest as hodoku).")
        String name;

        org.cellwise.logic.words.Notation.Form get(java.io.PrintStream err) {
            return switch (name.toLowerCase(java.util.Locale.ROOT)) {
                case "words", "text" -> org.cellwise.logic.words.Notation.Form.WORDS;
                case "hodoku" -> org.cellwise.logic.words.Notation.Form.HODOKU;
                case "eureka" -> org.cellwise.logic.words.Notation.Form.EUREKA;
                default -> {
                    err.println("cellwise: --notation must be words, hodoku or eureka, not '" + name + "'");
                    yield null;
                }
            };
        }
    }
}
