package org.cellwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One rule for every command that writes binary data (solve --png, draw --png, draw --pdf): never to a terminal,
 * where it would fill the screen with noise and could leave it in a strange state; redirect it to a file.
 */
final class BinaryOutput {
    private BinaryOutput() {}

    static boolean stdoutIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/1")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return System.console() != null;
        }
    }

    /** Why {@code option} may not write now, or null when standard output is not a terminal. */
    static String refusal(String option) {
        return stdoutIsTerminal() ? option + " writes binary data: redirect standard output to a file (> puzzle."
                + option.substring(2) + ")" : null;
    }
}
