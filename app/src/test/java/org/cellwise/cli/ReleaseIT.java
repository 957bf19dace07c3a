package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        return in(Map.of(), dir, input, command);
    }

    /**
     * A command with {@code env} added to its environment. Its cache is under the test's directory (the launcher
     * keeps a class-data archive there), unless {@code env} says otherwise.
     */
    private Run in(Map<String, String> env, Path dir, String input, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().put("XDG_CACHE_HOME", tmp.resolve("cache").toString());
        pb.environment().putAll(env);
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

    /** The launcher's class-data archives (and markers) in {@code cache}, by name. */
    private static List<String> archives(Path cache) throws Exception {
        Path dir = cache.resolve("cellwise");
        if (!Files.isDirectory(dir)) return List.of();
        try (var files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private static final String[] GENERATE = {"generate", "sudoku", "--count", "30", "--seed", "5", "--threads", "2", "--to", "line"};

    private Run generate(Path prefix, Map<String, String> env) throws Exception {
        String[] command = new String[GENERATE.length + 1];
        command[0] = prefix.resolve("bin/cellwise").toString();
        System.arraycopy(GENERATE, 0, command, 1, GENERATE.length);
        return in(env, tmp, null, command);
    }

    /**
     * The launcher makes one class-data archive per jar and JDK in the user's cache on a first run, and later runs map
     * it: the classes come from the archive, the output is the same as without one, and nothing is said about it.
     */
    @Test
    void theLauncherKeepsOneClassArchiveAndMapsIt() throws Exception {
        Path prefix = installed(), cache = tmp.resolve("cache");
        Run without = generate(prefix, Map.of("CELLWISE_CDS", "off"));
        assertEquals(0, without.code(), without.err());
        assertEquals(30, without.out().lines().count(), without.out());
        assertEquals(List.of(), archives(cache), "CELLWISE_CDS=off makes no archive");
        Run first = generate(prefix, Map.of());
        assertEquals(new Run(0, without.out(), ""), first);
        List<String> made = archives(cache);
        assertEquals(1, made.size(), made.toString());
        assertTrue(made.get(0).endsWith("-" + Files.size(cache.resolve("cellwise").resolve(made.get(0))) + ".jsa"), made.toString());
        Path log = tmp.resolve("classes.log");
        Run second = generate(prefix, Map.of("JAVA_TOOL_OPTIONS", "-Xlog:class+load=info:file=" + log));
        assertEquals(0, second.code(), second.err());
        assertEquals(without.out(), second.out());
        String loaded = Files.readString(log);
        assertTrue(loaded.contains("org.cellwise.cli.Main source: shared objects file (top)"), loaded);
        assertEquals(made, archives(cache), "a second run makes no other archive");
    }

    /** A cache that cannot be written (a file where its directory would be) leaves the run as it is, without a word. */
    @Test
    void anUnwritableCacheIsSkipped() throws Exception {
        Path prefix = installed(), file = Files.writeString(tmp.resolve("not-a-directory"), "x");
        Run off = generate(prefix, Map.of("CELLWISE_CDS", "off"));
        Run run = generate(prefix, Map.of("XDG_CACHE_HOME", file.toString()));
        assertEquals(new Run(0, off.out(), ""), run);
        assertEquals("x", Files.readString(file));
        Run noHome = generate(prefix, Map.of("XDG_CACHE_HOME", "", "HOME", file.resolve("home").toString()));
        assertEquals(new Run(0, off.out(), ""), noHome);
    }

    /**
     * A rebuilt jar gets a new archive in place of the old; an archive of another jar under the current name is
     * refused by the JVM without a word; a truncated one (which would crash the JVM that maps it) is deleted.
     */
    @Test
    void staleAndTruncatedArchivesAreSkipped() throws Exception {
        Path prefix = installed(), cache = tmp.resolve("cache"), dir = cache.resolve("cellwise");
        Path jar = prefix.resolve("lib/cellwise/cellwise.jar");
        Run off = generate(prefix, Map.of("CELLWISE_CDS", "off"));
        assertEquals(new Run(0, off.out(), ""), generate(prefix, Map.of()));
        String old = archives(cache).get(0);
        byte[] oldBytes = Files.readAllBytes(dir.resolve(old));
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 86_400_000L));
        assertEquals(new Run(0, off.out(), ""), generate(prefix, Map.of()));
        List<String> now = archives(cache);
        assertEquals(1, now.size(), now.toString());
        assertTrue(!now.get(0).equals(old), "the rebuilt jar's archive replaced the old one: " + now);
        // the old jar's archive under the new jar's name: the JVM checks the jar's time and size and maps nothing
        Path current = dir.resolve(now.get(0));
        Files.delete(current);
        String name = now.get(0).replaceAll("-\\d+\\.jsa$", "-" + oldBytes.length + ".jsa");
        Files.write(dir.resolve(name), oldBytes);
        assertEquals(new Run(0, off.out(), ""), generate(prefix, Map.of()));
        // cut short: deleted by the launcher, the run goes on without it
        Files.write(dir.resolve(name), java.util.Arrays.copyOf(oldBytes, oldBytes.length / 2));
        assertEquals(new Run(0, off.out(), ""), generate(prefix, Map.of()));
        assertTrue(!Files.exists(dir.resolve(name)), archives(cache).toString());
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().startsWith("hs_err")).toList());
        }
    }

    /** A JVM that cannot make an archive (here: class data sharing off) is asked once; later runs do not try again. */
    @Test
    void aJvmThatCannotArchiveIsAskedOnce() throws Exception {
        Path prefix = installed(), cache = tmp.resolve("cache");
        Run off = generate(prefix, Map.of("CELLWISE_CDS", "off"));
        Map<String, String> noSharing = Map.of("JAVA_TOOL_OPTIONS", "-Xshare:off");
        Run first = generate(prefix, noSharing);
        assertEquals(0, first.code(), first.err());
        assertEquals(off.out(), first.out());
        List<String> marked = archives(cache);
        assertEquals(1, marked.size(), marked.toString());
        assertTrue(marked.get(0).endsWith(".failed"), marked.toString());
        FileTime before = Files.getLastModifiedTime(cache.resolve("cellwise").resolve(marked.get(0)));
        Run second = generate(prefix, noSharing);
        assertEquals(off.out(), second.out());
        assertEquals(marked, archives(cache));
        assertEquals(before, Files.getLastModifiedTime(cache.resolve("cellwise").resolve(marked.get(0))));
    }

    private static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
            if (Files.isExecutable(Path.of(dir, tool))) return true;
        return false;
    }
}
