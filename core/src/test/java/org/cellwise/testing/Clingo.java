package org.cellwise.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/** Real clingo as a test's oracle: whether it is installed, and how many models it finds for a program. */
public final class Clingo {
    private Clingo() {}

    /** Skips the calling tests when clingo is missing (fails them on CI, where it must be installed). */
    public static void requireInstalled() {
        try {
            Process p = new ProcessBuilder("clingo", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            p.waitFor();
        } catch (IOException | InterruptedException e) {
            if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: clingo is not installed");
            Assumptions.abort("skipped: clingo is not installed");
        }
    }

    private static final Pattern MODELS = Pattern.compile("Models\\s*:\\s*(\\d+)(\\+?)");

    /**
     * The models clingo finds for the program: every one ({@code limit} 0, and it must finish), or up to {@code limit}
     * with clingo's other {@code options} (such as {@code --project}).
     */
    public static long count(String program, int limit, String... options) throws Exception {
        List<String> command = new ArrayList<>(List.of("clingo", "-n", String.valueOf(limit), "-q"));
        command.addAll(List.of(options));
        command.add("-");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().write(program.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        // a guard against a hung process, far past any count here (they take milliseconds), not a measure of speed
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "clingo did not end");
        Matcher m = MODELS.matcher(out);
        assertTrue(m.find(), out);
        if (limit == 0) assertEquals("", m.group(2), "clingo did not finish counting: " + out);
        assertTrue(!out.contains("error"), out);
        return Long.parseLong(m.group(1));
    }
}
