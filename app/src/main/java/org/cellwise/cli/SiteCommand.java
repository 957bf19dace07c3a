package org.cellwise.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "site", mixinStandardHelpOptions = true,
        description = {"Writes the page of `serve` as a static app to DIR: the engine, logic and drawing compiled to "
                + "WebAssembly run in the visitor's browser, with no Cellwise server behind it.",
                "Any static file server serves DIR (python3 -m http.server, GitHub Pages, a bucket); docs/SITE.md says how to host it."})
final class SiteCommand implements Callable<Integer> {
    @Parameters(paramLabel = "DIR", description = "Where to write it: a new or empty directory, or one this command wrote before.")
    Path dir;

    /** The page's files, and the static app's own (the worker, the engine, the backend switch), which win. */
    static final String PAGE = "web", SITE = "site";
    /** A file every static app has, so a directory holding it was written by this command. */
    static final String MARK = "worker.js";

    @Override
    public Integer call() throws IOException {
        Map<String, byte[]> files = new TreeMap<>(files(PAGE, "index.html"));
        Map<String, byte[]> own = files(SITE, MARK);
        if (!own.containsKey("engine/cellwise.wasm"))
            return fail("this build has no browser engine (site/engine/cellwise.wasm): build Cellwise with its site module");
        files.putAll(own);
        files.put("index.html", withPolicy(files.get("index.html")));
        // GitHub Pages would otherwise run the files through Jekyll first
        files.put(".nojekyll", new byte[0]);
        if (Files.exists(dir) && !Files.isDirectory(dir)) return fail(dir + " is a file, not a directory");
        if (Files.isDirectory(dir) && !Files.exists(dir.resolve(MARK))) {
            try (Stream<Path> in = Files.list(dir)) {
                if (in.findAny().isPresent())
                    return fail(dir + " is not empty: give a new or empty directory, or one `cellwise site` wrote before");
            }
        }
        long bytes = 0, packed = 0, engine = 0;
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path to = dir.resolve(f.getKey());
            Files.createDirectories(to.getParent());
            Files.write(to, f.getValue());
            long z = gzipped(f.getValue());
            bytes += f.getValue().length;
            packed += z;
            if (f.getKey().startsWith("engine/")) engine += z;
        }
        System.out.println("cellwise: wrote the static app to " + dir + ": " + files.size() + " files, " + size(bytes) + " ("
                + size(packed) + " compressed, of which the engine " + size(engine) + ")");
        System.out.println("cellwise: any static file server serves it, e.g. python3 -m http.server -d " + dir
                + " 8000, then http://127.0.0.1:8000/ (docs/SITE.md: GitHub Pages)");
        return Main.OK;
    }

    /**
     * The page with the server's Content-Security-Policy in a {@code <meta>} right after its charset, before anything
     * it loads: a static host sends no headers of ours, and the page must run no script a link or a file brings.
     */
    static byte[] withPolicy(byte[] page) {
        String html = new String(page, StandardCharsets.UTF_8), charset = "<meta charset=\"utf-8\">";
        int at = html.indexOf(charset);
        if (at < 0) throw new IllegalStateException("the page has no <meta charset=\"utf-8\"> to put its policy after");
        at += charset.length();
        String meta = "\n<meta http-equiv=\"Content-Security-Policy\" content=\"" + org.cellwise.web.Policy.meta() + "\">";
        return (html.substring(0, at) + meta + html.substring(at)).getBytes(StandardCharsets.UTF_8);
    }

    private static int fail(String message) {
        System.err.println("cellwise: " + message);
        return Main.BAD_INPUT;
    }

    /**
     * Every file of a folder of the class path, by its path below it: the folder that holds {@code marker} (other
     * jars may have a folder of the same name), in the jar or in a build's output.
     */
    static Map<String, byte[]> files(String folder, String marker) throws IOException {
        Map<String, byte[]> out = new TreeMap<>();
        URL found = SiteCommand.class.getClassLoader().getResource(folder + "/" + marker);
        if (found == null) return out;
        if (found.getProtocol().equals("jar")) {
            JarURLConnection c = (JarURLConnection) found.openConnection();
            c.setUseCaches(false);
            try (JarFile jar = c.getJarFile()) {
                for (JarEntry e : jar.stream().toList()) {
                    if (e.isDirectory() || !e.getName().startsWith(folder + "/")) continue;
                    try (InputStream in = jar.getInputStream(e)) {
                        out.put(e.getName().substring(folder.length() + 1), in.readAllBytes());
                    }
                }
            }
            return out;
        }
        Path base;
        try {
            base = Path.of(found.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IOException("cannot read " + found, e);
        }
        try (Stream<Path> walk = Files.walk(base)) {
            for (Path p : walk.filter(Files::isRegularFile).toList())
                out.put(base.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
        }
        return out;
    }

    /** The size a file travels at when the server compresses it (gzip, as GitHub Pages and most servers do). */
    static long gzipped(byte[] data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(out) {
            {
                def.setLevel(java.util.zip.Deflater.BEST_COMPRESSION);
            }
        }) {
            z.write(data);
        }
        return out.size();
    }

    static String size(long bytes) {
        return bytes >= 1 << 20 ? String.format(Locale.ROOT, "%.1f MB", bytes / (double) (1 << 20))
                : String.format(Locale.ROOT, "%d KB", Math.max(1, (bytes + 512) >> 10));
    }
}
