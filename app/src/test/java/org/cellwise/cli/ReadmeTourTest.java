package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every line of README.md's opening and tour, as written, through bash in a fresh copy of the tracked example
 * files. {@code ./cellwise} there runs this build's classes (the launcher itself would start a Maven build inside
 * the test run); everything else on the line (pipes, redirections, {@code $(...)}) is the README's own.
 */
class ReadmeTourTest {
    /** A tour comment ends a line after two or more spaces. */
    private static final Pattern COMMENT = Pattern.compile("\\s{2,}#\\s(.*)$");

    @TempDir
    Path copy;

    static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (!Files.exists(p.resolve("mvnw"))) p = p.getParent();
        return p;
    }

    /** The commands of the README's first two code blocks: the two opening commands and the tour. */
    static List<String> tourLines() throws Exception {
        String readme = Files.readString(root().resolve("README.md"), StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>();
        int from = 0;
        for (int block = 0; block < 2; block++) {
            int start = readme.indexOf("```sh\n", from) + 6, end = readme.indexOf("```", start);
            for (String l : readme.substring(start, end).split("\n")) if (!l.isBlank()) lines.add(l);
            from = end + 3;
        }
        return lines;
    }

    @Test
    void everyTourLineRunsAsWritten() throws Exception {
        Path root = root();
        try (Stream<Path> files = Files.walk(root.resolve("examples"))) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path to = copy.resolve(root.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(to);
                else Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        // the corpora as they are (a few lines read data/, which is large): linked, not copied
        Files.createSymbolicLink(copy.resolve("data"), root.resolve("data"));
        Path launcher = copy.resolve("cellwise");
        Files.writeString(launcher, "#!/usr/bin/env bash\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java")
                + "' -cp '" + System.getProperty("java.class.path") + "' org.cellwise.cli.Main \"$@\"\n");
        assertTrue(launcher.toFile().setExecutable(true));
        // the Spark launcher as it is: the spark module, built before this one, left its jar (no Maven build here)
        Path sparkJar = root.resolve("spark/target/cellwise-spark.jar");
        Path sparkLauncher = copy.resolve("cellwise-spark");
        Files.writeString(sparkLauncher, "#!/usr/bin/env bash\nexec '" + root.resolve("cellwise-spark") + "' \"$@\"\n");
        assertTrue(sparkLauncher.toFile().setExecutable(true));
        List<String> lines = tourLines();
        assertTrue(lines.size() >= 15, "the tour was not found: " + lines);
        int ran = 0;
        List<String> skipped = new ArrayList<>();
        for (String line : lines) {
            Matcher m = COMMENT.matcher(line);
            String comment = m.find() ? m.group(1) : "";
            String command = m.reset().replaceAll("").strip();
            assertFalse(command.contains("../shared") || command.matches(".*\\b(puzzle\\.cw|puzzles\\.txt|answer\\.txt)\\b.*"),
                    "the tour uses a file not in the repository: " + line);
            if (command.startsWith("./mvnw")) continue; // the test command: this very run
            String tool = command.contains("--engine ") ? command.replaceAll(".*--engine (\\S+).*", "$1") : null;
            if (tool != null && !onPath(tool)) {
                if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: " + tool + " missing for: " + line);
                skipped.add(line);
                continue;
            }
            if (command.startsWith("./cellwise-spark ") && !Files.exists(sparkJar)) {
                if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: " + sparkJar + " missing for: " + line);
                skipped.add(line + " (build the spark module first)");
                continue;
            }
            if (command.matches("\\./cellwise serve\\b.*")) {
                serves(command);
                ran++;
                continue;
            }
            Process p = new ProcessBuilder("bash", "-c", "set -o pipefail; " + command).directory(copy.toFile())
                    .redirectOutput(copy.resolve("out.txt").toFile()).redirectError(copy.resolve("err.txt").toFile()).start();
            // a hang guard, not a speed: each line is bounded by a multiple of a small solve on this machine now
            assertTrue(ReferenceWork.waitFor(p, 100), "still running after " + ReferenceWork.bound(100) + ": " + line);
            String out = Files.readString(copy.resolve("out.txt"), StandardCharsets.ISO_8859_1);
            String err = Files.readString(copy.resolve("err.txt"), StandardCharsets.UTF_8);
            int expected = comment.contains("exits 1") ? 1 : 0;
            assertEquals(expected, p.exitValue(), line + "\n" + err + out);
            assertFalse(err.contains("Exception") || err.contains("internal error"), line + "\n" + err);
            for (Matcher redirect = Pattern.compile("> (\\S+)").matcher(command); redirect.find(); ) {
                Path written = copy.resolve(redirect.group(1));
                assertTrue(Files.size(written) > 100, line + " wrote " + Files.size(written) + " bytes");
            }
            if (!command.contains(" > ")) assertFalse(out.isBlank(), line + " printed nothing");
            ran++;
        }
        if (!skipped.isEmpty()) System.err.println("ReadmeTourTest skipped (tool or jar missing): " + skipped);
        assertTrue(ran >= lines.size() - 1 - skipped.size());
    }

    /** What the tour writes in a clone (redirections, --out directories) is ignored by git, each by its own line. */
    @Test
    void theTourOutputsAreIgnored() throws Exception {
        List<String> ignored = Files.readAllLines(root().resolve(".gitignore"));
        List<String> outputs = new ArrayList<>();
        for (String line : tourLines()) {
            String command = COMMENT.matcher(line).replaceAll("");
            for (Matcher m = Pattern.compile("(?:> |--out )(\\S+)").matcher(command); m.find(); ) outputs.add(m.group(1));
        }
        assertTrue(outputs.size() >= 6, "the tour's outputs were not found: " + outputs);
        for (String o : outputs) {
            boolean dir = Pattern.compile("--out " + Pattern.quote(o) + "\\b").matcher(String.join("\n", tourLines())).find();
            assertTrue(ignored.contains("/" + o + (dir ? "/" : "")), o + " is written by the tour but not in .gitignore");
        }
    }

    /** A server runs until stopped: it must say where it listens, serve its page there, and stop on a signal. */
    private void serves(String command) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", "exec " + command).directory(copy.toFile())
                .redirectError(copy.resolve("serve-err.txt").toFile()).start();
        try {
            java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertTrue(line != null && line.startsWith("cellwise: serving http://"), command + ": " + line
                    + Files.readString(copy.resolve("serve-err.txt")));
            String url = line.replaceAll(".*(http://\\S+).*", "$1");
            var http = java.net.http.HttpClient.newHttpClient();
            var page = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(url)).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<title>Cellwise</title>"), page.body());
        } finally {
            p.destroy();
            assertTrue(ReferenceWork.waitFor(p, 20), "the server did not stop on a signal within " + ReferenceWork.bound(20));
        }
    }

    private static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
            if (Files.isExecutable(Path.of(dir, tool))) return true;
        return false;
    }
}
