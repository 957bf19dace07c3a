package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive, installed as README.md says (unpacked into a prefix, the command linked onto the PATH), run
 * with no Maven and no sources beside it; and the repository's launchers run through a symbolic link, as
 * docs/CLI.md puts them on the PATH.
 */
class ReleaseIT {
    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {}

    private Run run(Path dir, String... command) throws Exception {
        return fed(dir, null, command);
    }

    /** A command with {@code input} (null: none) on its standard input. */
    private Run fed(Path dir, String input, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        Path out = Files.createTempFile(tmp, "out", ".txt"), err = Files.createTempFile(tmp, "err", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        if (input == null) pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process p = pb.start();
        if (input != null) {
            try (var in = p.getOutputStream()) {
                in.write(input.getBytes(StandardCharsets.UTF_8));
            }
        }
        // a hang guard only: each command here is a JVM start and a small solve
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), String.join(" ", command) + " did not end");
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private Path installed() throws Exception {
        Path archive = Path.of(System.getProperty("cellwise.release"));
        assertTrue(Files.isRegularFile(archive), archive + " was not built");
        Path prefix = Files.createDirectories(tmp.resolve("prefix"));
        Run untar = run(tmp, "tar", "-xzf", archive.toString(), "--strip-components=1", "-C", prefix.toString());
        assertEquals(0, untar.code(), untar.err());
        return prefix;
    }

    @Test
    void theArchiveInstallsIntoAPrefixAndRunsThroughALink() throws Exception {
        Path prefix = installed();
        for (String f : List.of("bin/cellwise", "lib/cellwise/cellwise.jar", "share/man/man1/cellwise.1",
                "share/bash-completion/completions/cellwise"))
            assertTrue(Files.isRegularFile(prefix.resolve(f)), f + " missing from the archive");
        assertTrue(Files.isExecutable(prefix.resolve("bin/cellwise")));
        Path onPath = Files.createDirectories(tmp.resolve("elsewhere/bin"));
        Files.createSymbolicLink(onPath.resolve("cellwise"), prefix.resolve("bin/cellwise"));
        Run version = run(tmp, onPath.resolve("cellwise").toString(), "--version");
        assertEquals(0, version.code(), version.err());
        assertTrue(version.out().startsWith("cellwise "), version.out());
        Run solved = fed(tmp, "size 4\nrules sudoku\ngivens\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\n",
                onPath.resolve("cellwise").toString(), "solve", "--json", "-");
        assertEquals(0, solved.code(), solved.err());
        assertTrue(solved.out().contains("\"status\":\"solved\""), solved.out());
        String completion = Files.readString(prefix.resolve("share/bash-completion/completions/cellwise"));
        assertTrue(completion.contains("complete -F") && completion.contains("solve") && completion.contains("--timeout"),
                completion.substring(0, Math.min(400, completion.length())));
    }

    /** The page reads as man shows it, with no warning from groff, and names every command and exit code. */
    @Test
    void theManualPageRenders() throws Exception {
        Path page = installed().resolve("share/man/man1/cellwise.1");
        String roff = Files.readString(page);
        assertTrue(roff.startsWith(".\\\"") && roff.contains("\n.TH \"CELLWISE\" 1 "), roff.substring(0, 200));
        List<String> commands = new ArrayList<>(Main.commandLine().getSubcommands().keySet());
        commands.remove("help");
        for (String c : commands) assertTrue(roff.contains("\n.SS \"" + c + "\"\n"), "no section for " + c);
        for (String line : roff.split("\n"))
            assertTrue(line.isEmpty() || !line.startsWith(".") || line.matches("\\.(TH|SH|SS|TP|PP|B|I|\\\\\").*"),
                    "a line roff would read as an unknown request: " + line);
        if (onPath("groff")) {
            Run warnings = run(tmp, "groff", "-man", "-Tutf8", "-ww", "-z", page.toString());
            assertEquals("", warnings.err(), "groff warns");
        }
        Assumptions.assumeTrue(onPath("man"), "man is not installed: the page was checked as text only");
        ProcessBuilder pb = new ProcessBuilder("man", "-l", page.toString());
        pb.environment().put("MANWIDTH", "100");
        pb.environment().put("MANPAGER", "cat");
        pb.environment().put("PAGER", "cat");
        pb.redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process p = pb.start();
        String shown = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).replaceAll(".\b", "");
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), shown);
        assertTrue(shown.contains("NAME") && shown.contains("cellwise - Solves number-placement logic puzzles"), shown);
        assertTrue(shown.contains("EXIT STATUS") && shown.contains("141"), shown);
        assertTrue(shown.contains("--timeout SECONDS"), "options keep their hyphens: " + shown);
    }

    /** docs/CLI.md's way onto the PATH: a link to the repository's launcher, run from elsewhere. */
    @Test
    void theRepositoryLaunchersRunThroughALink() throws Exception {
        Path root = ReadmeTourTest.root();
        Path bin = Files.createDirectories(tmp.resolve("home/.local/bin"));
        Files.createSymbolicLink(bin.resolve("cellwise"), root.resolve("cellwise"));
        // a link to a link, relative, as ln -s ../... makes
        Files.createSymbolicLink(bin.resolve("cw"), Path.of("cellwise"));
        for (String name : List.of("cellwise", "cw")) {
            Run r = run(tmp, bin.resolve(name).toString(), "--version");
            assertEquals(0, r.code(), name + ": " + r.err());
            assertTrue(r.out().startsWith("cellwise "), r.out());
        }
        Path sparkJar = root.resolve("spark/target/cellwise-spark.jar");
        if (!Files.exists(sparkJar)) {
            if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: " + sparkJar + " missing");
            Assumptions.abort("the spark module was not built: " + sparkJar);
        }
        Files.createSymbolicLink(bin.resolve("cellwise-spark"), root.resolve("cellwise-spark"));
        Run spark = run(tmp, bin.resolve("cellwise-spark").toString(), "--version");
        assertEquals(0, spark.code(), spark.err());
        assertTrue(spark.out().startsWith("cellwise-spark "), spark.out());
    }

    private static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
            if (Files.isExecutable(Path.of(dir, tool))) return true;
        return false;
    }
}
