package org.cellwise.cli;

import org.cellwise.batch.Answer;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.export.Exporter;
import org.cellwise.export.Smt2Exporter;
import org.cellwise.format.FormatException;
import org.cellwise.puzzle.Puzzle;

/**
 * Another solver run as a process on the exported program: its answer is read back, checked against every rule,
 * and reported like the built-in engine's, with the tool's own time. Uniqueness is asked of the tool too: SMT
 * solvers get a second query excluding the first answer; clingo, MiniZinc and Prolog are asked for two answers.
 */
final class ExternalEngine {
    static final List<String> NAMES = List.of("z3", "cvc5", "clingo", "minizinc", "swipl");

    final String name, target, extension, debianPackage;

    private ExternalEngine(String name, String target, String extension, String debianPackage) {
        this.name = name;
        this.target = target;
        this.extension = extension;
        this.debianPackage = debianPackage;
    }

    static ExternalEngine named(String n) {
        return switch (n) {
            case "z3" -> new ExternalEngine("z3", "smt2", ".smt2", "z3");
            case "cvc5" -> new ExternalEngine("cvc5", "smt2", ".smt2", "cvc5");
            case "clingo" -> new ExternalEngine("clingo", "asp", ".lp", "gringo");
            case "minizinc" -> new ExternalEngine("minizinc", "minizinc", ".mzn", "minizinc and flatzinc");
            case "swipl", "prolog" -> new ExternalEngine("swipl", "prolog", ".pl", "swi-prolog-nox");
            default -> null;
        };
    }

    /** The exporter that reads this tool's output (also used by {@code import}). */
    Exporter exporter() {
        return Exporter.of(target);
    }

    static Path onPath(String exe) {
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, exe);
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }

    /** Null when the tool is there; else what to say. */
    String missing() {
        return onPath(name) == null ? name + " is not on PATH (Debian's package: " + debianPackage + ")" : null;
    }

    record Run(String out, String err, double millis, boolean timedOut) {}

    Run run(String program, Duration limit) throws IOException {
        return run(program, limit, 2);
    }

    /** Runs the tool on a program; clingo and MiniZinc stop after {@code solutions} answers (Prolog's program says). */
    Run run(String program, Duration limit, int solutions) throws IOException {
        Path file = Files.createTempFile("cellwise-", extension);
        try {
            Files.writeString(file, program);
            List<String> cmd = new ArrayList<>();
            long secs = limit == null ? 0 : Math.max(1, (limit.toMillis() + 999) / 1000);
            switch (name) {
                case "z3" -> {
                    cmd.addAll(List.of("z3", "-smt2"));
                    if (secs > 0) cmd.add("-T:" + secs);
                }
                case "cvc5" -> {
                    cmd.addAll(List.of("cvc5", "--lang=smt2"));
                    if (limit != null) cmd.add("--tlimit=" + limit.toMillis());
                }
                case "clingo" -> {
                    cmd.add("clingo");
                    if (secs > 0) cmd.add("--time-limit=" + secs);
                }
                case "minizinc" -> {
                    cmd.addAll(List.of("minizinc", "--solver", "gecode", "-n", Integer.toString(solutions)));
                    if (limit != null) cmd.addAll(List.of("--time-limit", Long.toString(limit.toMillis())));
                }
                default -> cmd.addAll(List.of("swipl", "-q"));
            }
            cmd.add(file.toString());
            if (name.equals("clingo")) cmd.add(Integer.toString(solutions));
            long t0 = System.nanoTime();
            Process proc = new ProcessBuilder(cmd).start();
            proc.getOutputStream().close();
            StringBuilder out = new StringBuilder(), err = new StringBuilder();
            Thread a = drain(proc.getInputStream(), out), b = drain(proc.getErrorStream(), err);
            boolean done = limit == null ? waitFor(proc) : proc.waitFor(limit.toMillis() + grace(), TimeUnit.MILLISECONDS);
            if (!done) {
                // MiniZinc runs its solver as a child process: end that too, or it would run on unseen
                proc.descendants().forEach(ProcessHandle::destroyForcibly);
                proc.destroyForcibly();
            }
            a.join();
            b.join();
            return new Run(out.toString(), err.toString(), (System.nanoTime() - t0) / 1e6, !done);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /**
     * How long past the limit a tool may run before it is killed: a tool with a limit of its own gets half a second
     * to stop and say so (clingo and z3 take whole seconds, so theirs may end a little later); SWI-Prolog has none,
     * and is killed at the limit.
     */
    private long grace() {
        return name.equals("swipl") ? 0 : 500;
    }

    /** Whether the tool said it was stopped before it finished (its limit, or a signal). */
    private static boolean interrupted(Run run, String first) {
        if (run.timedOut() || first.equals("unknown") || first.equals("timeout") || run.out().contains("=====UNKNOWN=====")
                || (first.isEmpty() && run.err().contains("timeout")))
            return true;
        // clingo: "UNKNOWN" on a line of its own, and "INTERRUPTED" on standard error, when stopped without a verdict
        return run.out().lines().anyMatch(l -> l.strip().equals("UNKNOWN")) || run.err().contains("INTERRUPTED");
    }

    private static boolean waitFor(Process p) throws InterruptedException {
        p.waitFor();
        return true;
    }

    private static Thread drain(InputStream in, StringBuilder sb) {
        Thread t = new Thread(() -> {
            try {
                sb.append(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException ignored) {
                // the process died; what was read stays
            }
        });
        t.start();
        return t;
    }

    /** @param uniqueness whether to spend a second query on uniqueness when the tool needs one (z3, cvc5) */
    Answer solve(Puzzle p, Duration limit, boolean uniqueness) {
        long t0 = System.nanoTime();
        Exporter ex = exporter();
        try {
            int solutions = uniqueness ? 2 : 1;
            Run run = run(ex.program(p, solutions), limit, solutions);
            double tool = run.millis();
            String first = Smt2ExporterWords.first(run.out());
            if (interrupted(run, first)) {
                List<int[]> partial = List.of();
                try {
                    partial = ex.answers(p, run.out(), name);
                } catch (FormatException e) {
                    // cut off mid-answer: nothing usable
                }
                // a tool stopped after its first answer has still solved the puzzle; uniqueness stays open
                if (partial.isEmpty() || !Checker.check(p, partial.get(0)).ok()) return timeout(t0, tool);
                return new Answer("solved", partial.get(0), partial.size() > 1 ? Boolean.FALSE : null, partial.size(), ms(t0), 0, 0,
                        name, tool, null);
            }
            List<int[]> answers;
            try {
                answers = ex.answers(p, run.out(), name);
            } catch (FormatException e) {
                // the tool's first complaint, past its warnings (MiniZinc warns of its own library files first)
                String why = run.err().lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("Warning"))
                        .findFirst().orElse(e.detail());
                return new Answer("invalid", null, null, 0, ms(t0), 0, 0, name, tool, name + ": " + why);
            }
            if (answers.isEmpty()) return new Answer("no-solution", null, Boolean.FALSE, 0, ms(t0), 0, 0, name, tool, null);
            int[] sol = answers.get(0);
            Report report = Checker.check(p, sol);
            if (!report.ok()) {
                String broken = report.shown(false).stream().findFirst().map(Report.Line::text).orElse("");
                return new Answer("invalid", null, null, 0, ms(t0), 0, 0, name, tool, name + "'s answer breaks: " + broken);
            }
            Boolean unique;
            long count = answers.size();
            if (answers.size() > 1) unique = Boolean.FALSE;
            else if (!uniqueness) {
                unique = null; // not asked: the tool stopped at its first answer
            } else if (target.equals("smt2")) {
                // the limit covers both queries
                Duration left = limit == null ? null : limit.minusNanos(System.nanoTime() - t0);
                Run second = left == null || left.toMillis() > 0 ? run(((Smt2Exporter) ex).another(p, sol), left) : null;
                if (second == null) return new Answer("solved", sol, null, 1, ms(t0), 0, 0, name, tool, null);
                tool += second.millis();
                String w = Smt2ExporterWords.first(second.out());
                unique = w.equals("unsat") ? Boolean.TRUE : w.equals("sat") ? Boolean.FALSE : null;
                if (Boolean.FALSE.equals(unique)) count = 2;
            } else if (target.equals("minizinc")) {
                unique = run.out().contains("==========") ? Boolean.TRUE : null;
            } else if (target.equals("asp")) {
                unique = run.out().contains("SATISFIABLE") && !run.out().contains("INTERRUPTED") ? Boolean.TRUE : null;
            } else {
                unique = Boolean.TRUE; // findall over limit(2, ...) finished with one solution
            }
            return new Answer("solved", sol, unique, count, ms(t0), 0, 0, name, tool, null);
        } catch (IOException e) {
            return new Answer("invalid", null, null, 0, ms(t0), 0, 0, name, null, "cannot run " + name + ": " + e.getMessage());
        }
    }

    private Answer timeout(long t0, double tool) {
        return new Answer("timeout", null, null, 0, ms(t0), 0, 0, name, tool, null);
    }

    private static double ms(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }

    /** First meaningful word of an SMT solver's output. */
    static final class Smt2ExporterWords {
        static String first(String output) {
            for (String line : output.split("\n")) {
                String t = line.strip();
                if (!t.isEmpty() && !t.startsWith(";")) return t.split("[\\s(]+")[0];
            }
            return "";
        }
    }
}
