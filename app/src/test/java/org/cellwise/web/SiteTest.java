package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cellwise.cli.Chrome;
import org.cellwise.cli.Main;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * The static app of {@code cellwise site} in a real headless Chromium, served by a plain static file server
 * (Python's {@code http.server}: no Cellwise process behind the page), used as a person uses it: every answer comes
 * from the engine compiled to WebAssembly in the browser's workers, and equals the command line's.
 */
class SiteTest {
    @TempDir
    static Path tmp;
    static Path dir;
    static Process server;
    static Path log;
    static String said;
    /** The page test's hands and eyes (paste, click, type, wait), on this test's browser and address. */
    static PageTest page;

    @BeforeAll
    static void start() throws Exception {
        dir = tmp.resolve("site");
        String[] out = run("site", dir.toString());
        assertEquals("0", out[0], out[2]);
        said = out[1];
        page = new PageTest();
        page.tmp = tmp;
        page.base = serve(dir);
        page.browser = Chrome.open(tmp);
        SafePageTest.recordViolations(page.browser);
    }

    @AfterAll
    static void stop() throws Exception {
        if (page != null && page.browser != null) page.browser.quit();
        if (server != null) {
            server.destroy();
            server.waitFor();
        }
    }

    /** The command line in this process: exit code, standard output and error. */
    static String[] run(String... args) {
        PrintStream oldOut = System.out, oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /** Python's static file server on a free port of this machine, logging every request it gets. */
    static String serve(Path root) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        log = tmp.resolve("http.log");
        server = new ProcessBuilder("python3", "-m", "http.server", String.valueOf(port), "--bind", "127.0.0.1", "--directory",
                root.toString()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        String base = "http://127.0.0.1:" + port + "/";
        long until = System.nanoTime() + 20_000_000_000L;
        while (true) {
            try (java.net.Socket s = new java.net.Socket("127.0.0.1", port)) {
                return base;
            } catch (java.io.IOException notYet) {
                if (System.nanoTime() > until || !server.isAlive()) throw new AssertionError("the static server did not start: " + Files.readString(log));
                Thread.sleep(50);
            }
        }
    }

    /** The paths the static server was asked for. */
    static List<String> asked() throws Exception {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            int q = line.indexOf("\"");
            if (q >= 0 && line.indexOf(' ', q) > 0) out.add(line.substring(q + 1, line.indexOf('"', q + 1)));
        }
        return out;
    }

    static String badge() {
        return (String) page.js("return document.getElementById('badge').textContent");
    }

    @Test
    void theCommandWritesTheWholeAppAndSaysItsSize() throws Exception {
        for (String f : List.of("index.html", "style.css", "main.js", "api.js", "browser.js", "worker.js", "backend.js",
                "engine/cellwise.wasm", "engine/cellwise.wasm-runtime.js", ".nojekyll"))
            assertTrue(Files.isRegularFile(dir.resolve(f)), f);
        assertTrue(Files.readString(dir.resolve("backend.js")).contains("export default 'worker'"));
        assertTrue(said.matches("(?s)cellwise: wrote the static app to .*: \\d+ files, [\\d.]+ MB \\([\\d.]+ (MB|KB) compressed, of which the engine [\\d.]+ (MB|KB)\\).*"), said);
        // again into the same directory: it is the app's own, so it is written anew; a directory of other things is not
        assertEquals("0", run("site", dir.toString())[0]);
        Path other = tmp.resolve("other");
        Files.createDirectories(other);
        Files.writeString(other.resolve("notes.txt"), "mine");
        String[] refused = run("site", other.toString());
        assertEquals("2", refused[0]);
        assertTrue(refused[2].contains("is not empty"), refused[2]);
        assertEquals(List.of(other.resolve("notes.txt")), Files.list(other).toList());
    }

    /**
     * The limit on work every comparison runs under ({@code ?work=}): an answer it cuts is cut at the same node or
     * asking on both sides, so it is the same answer, and says {@code budget}. Large enough that most answers are
     * whole, small enough that a cut one costs a few seconds in the browser.
     */
    static final long WORK = 200_000;
    /** A limit on work that cuts every search of the puzzles it is given: cut answers compared. */
    static final long SHORT = 50;
    /**
     * The time limit of the comparisons ({@code ?timeout=}, the most the static app gives): it only catches a hang.
     * The work ends every answer long before it, so it changes none.
     */
    static final java.time.Duration HANG = java.time.Duration.ofMinutes(10);

    /**
     * Every example through every route, asked of the browser's engine as the page asks it and of the JVM as the
     * server computes it, under the same limit on work: the same answers, but for the time each took, every one
     * compared, on a quiet or a busy machine alike.
     */
    @Test
    void everyExampleIsAnsweredInTheBrowserAsOnTheJvm() throws Exception {
        page.home();
        List<String[]> asks = new ArrayList<>();
        try (var files = Files.list(PageTest.root().resolve("examples"))) {
            for (Path f : files.sorted().toList()) {
                if (f.toString().endsWith(".lp")) continue;
                String text = Files.readString(f);
                for (String route : List.of("solve", "count?limit=50", "candidates", "hint?level=3", "picture?cell=40", "open",
                        "convert?to=cellwise", "clues", "check?solution=" + java.net.URLEncoder.encode(".".repeat(4), StandardCharsets.UTF_8),
                        "jobs/setter", "jobs/grade"))
                    asks.add(new String[] {route, text});
                asks.add(new String[] {"share?to=fpuzzles", PageTest.JSON.writeValueAsString(Map.of("puzzle", text, "author", "Ann", "rules", "<b>as set</b>"))});
            }
        }
        // the published puzzles of the f-puzzles corpora: every kind of variant clue read, drawn and solved
        for (String corpus : List.of("fpuzzles.tsv", "fpuzzles-more.tsv")) {
            List<String> lines = Files.readAllLines(PageTest.root().resolve("data").resolve(corpus));
            for (String line : lines.subList(1, lines.size()))
                for (String route : List.of("open", "picture?cell=44", "solve", "clues"))
                    asks.add(new String[] {route, line.split("\t")[1]});
        }
        // new puzzles of every kind, by seed: the same draws on both sides
        for (String kind : org.cellwise.generate.Generator.KINDS)
            asks.add(new String[] {"generate?kind=" + kind + "&seed=7", ""});
        asks.add(new String[] {"generate?kind=sudoku&seed=3&level=easy", ""});
        asks.add(new String[] {"solve?format=nonsense", "size 4"});
        asks.add(new String[] {"solve", "size 4\nrules sudoku\ngivens\n1 1 . .\n"});
        for (String[] ask : asks) ask[0] += (ask[0].contains("?") ? "&" : "?") + "work=" + WORK;
        // and every route that searches cut short on a few puzzles, so that cut answers are compared too
        int whole = asks.size();
        List<String> gecode = Files.readAllLines(PageTest.root().resolve("data/sudoku-25x25-gecode.txt"));
        int at = gecode.indexOf("#sudoku gecode25-18"); // a 25x25 no search decides in a few nodes
        for (String text : List.of(Files.readString(PageTest.root().resolve("examples/seed001-worlds-hardest.cw")),
                Files.readString(PageTest.root().resolve("examples/samurai.cw")), String.join("\n", gecode.subList(at, at + 26)) + "\n")) {
            for (String route : List.of("solve?", "count?limit=50&", "candidates?", "hint?level=3&", "check?solution=....&",
                    "jobs/solve?", "jobs/count?", "jobs/setter?", "jobs/candidates?", "jobs/grade?"))
                asks.add(new String[] {route + "work=" + SHORT, text});
        }
        asks.add(new String[] {"generate?kind=killer&seed=7&work=" + SHORT, ""});
        int cut = 0, cutShort = 0;
        for (String[] ask : asks) {
            String path = ask[0] + "&timeout=" + HANG.toSeconds();
            String[] answered = jvm(path, ask[1]);
            String jvm = answered[1];
            long status = Long.parseLong(answered[0]);
            @SuppressWarnings("unchecked")
            Map<String, Object> browser = (Map<String, Object>) page.browser.executeAsyncScript(
                    "const done = arguments[arguments.length - 1];"
                    + "import('./browser.js').then(b => b.send('POST', 'api/' + arguments[0], arguments[1]))"
                    + ".then(r => done({status: r.status, text: r.text}), e => done({status: -1, text: String(e)}));", path, ask[1]);
            assertEquals(status, browser.get("status"), path + " " + ask[1] + ": " + browser.get("text"));
            String text = (String) browser.get("text");
            if (path.startsWith("jobs/")) text = "{\"result\":" + PageTest.JSON.readTree(text).get("result") + "}";
            // the time limit only catches a hang: an answer it cut would say how far each side got, not the same work
            assertFalse(timedOut(jvm) || timedOut(text), "the hang catcher's " + HANG + " passed: " + path + " " + jvm + " " + text);
            assertEquals(timeless(jvm), timeless(text), path + " " + ask[1]);
            boolean cutByWork = jvm.contains("\"budget\"") || jvm.contains("within the limit on work");
            if (cutByWork && path.contains("work=" + WORK + "&")) cut++;
            if (cutByWork && path.contains("work=" + SHORT + "&")) cutShort++;
        }
        // the short limit cuts most of its answers, so cut answers were compared; the other leaves most whole
        assertTrue(cutShort >= (asks.size() - whole) / 2, cutShort + " of " + (asks.size() - whole) + " cut by the short limit on work");
        assertTrue(cut < whole / 10, cut + " of " + whole + " cut by the limit on work");
    }

    /**
     * {@code POST /api/PATH} with this body answered in this JVM as the server answers it, under the time limit the
     * static app gives the path's {@code ?timeout=}: the status code and the text, a refused request's
     * {@code {"error": ...}}. A job's answer is its result line, as {@code {"result": ...}}.
     */
    static String[] jvm(String path, String body) {
        String route = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        Map<String, String> query = new TreeMap<>();
        if (path.contains("?"))
            for (String kv : path.substring(path.indexOf('?') + 1).split("&"))
                query.put(kv.substring(0, kv.indexOf('=')), java.net.URLDecoder.decode(kv.substring(kv.indexOf('=') + 1), StandardCharsets.UTF_8));
        try {
            java.time.Duration limit = org.cellwise.api.Api.timeout(query::get, java.time.Duration.ofSeconds(10), HANG);
            if (route.startsWith("jobs/"))
                return new String[] {"200", "{\"result\":" + org.cellwise.api.Api.job(route.substring(5), query::get, body).run(limit, null, n -> { }) + "}"};
            return new String[] {"200", org.cellwise.api.Api.call(route, query::get, body).run(limit)};
        } catch (org.cellwise.api.BadRequest e) {
            return new String[] {"400", PageTest.JSON.createObjectNode().put("error", e.getMessage()).toString()};
        } catch (org.cellwise.api.Busy e) {
            return new String[] {"503", PageTest.JSON.createObjectNode().put("error", e.getMessage()).toString()};
        }
    }

    /** Whether the answer was cut by the time limit. */
    static boolean timedOut(String answer) {
        return answer.contains("\"stopped\":\"timeout\"") || answer.contains("\"status\":\"timeout\"")
                || answer.contains("within the time limit");
    }

    /** The answer's JSON lines without the time each took, which the two sides cannot share. */
    static List<JsonNode> timeless(String lines) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String line : lines.split("\n")) {
            if (line.isBlank()) continue;
            JsonNode n = PageTest.JSON.readTree(line);
            strip(n);
            out.add(n);
        }
        return out;
    }

    private static void strip(JsonNode n) {
        if (n instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            o.remove(List.of("millis", "toolMillis"));
            o.forEach(SiteTest::strip);
        } else if (n.isArray()) n.forEach(SiteTest::strip);
    }

    @Test
    void aKillerIsOpenedSolvedCountedHintedAndCheckedInTheBrowserAsTheCommandLineDoes() throws Exception {
        page.home();
        Path killer = PageTest.root().resolve("examples/seed004-killer.txt");
        page.paste(Files.readString(killer));
        // solved to the command line's answer, in the browser
        String[] cli = run("solve", "--json", killer.toString());
        JsonNode expected = PageTest.JSON.readTree(cli[1]);
        page.ask("solve", "solved.*");
        assertEquals("solved: unique", page.said());
        Map<String, Integer> answer = new TreeMap<>();
        JsonNode grid = expected.get("grid");
        for (int r = 0; r < grid.size(); r++)
            for (int c = 0; c < grid.get(r).size(); c++) answer.put("r" + (r + 1) + "c" + (c + 1), grid.get(r).get(c).asInt());
        assertEquals(answer, page.shown());
        // counted unique
        page.ask("count", "unique.*|\\d+ solutions.*|no solution.*");
        assertEquals("unique", page.said());
        // a graded hint, in the command line's words
        page.js("document.querySelector('[data-set-mode=solving]').click()");
        page.waitFor(() -> page.state("mode").asText().equals("solving"));
        String[] hint = run("hint", "--level", "1", killer.toString());
        page.browser.findElement(By.id("hint")).click();
        page.waitFor(() -> page.said().startsWith("hint: "));
        assertTrue(hint[1].contains(page.said().substring("hint: ".length())), page.said() + " / " + hint[1]);
        // a wrong digit checked: the rule it breaks, as the command line checks that grid
        Puzzle p = PageTest.read(Files.readString(killer));
        String open = "";
        for (int i = 0; i < p.size() && open.isEmpty(); i++) {
            String k = p.canvas().name(i);
            if (!page.state("fixed").has(k)) open = k;
        }
        int wrong = answer.get(open) % 9 + 1;
        page.click(open);
        page.type(String.valueOf(wrong));
        page.waitFor(() -> page.state("digits").size() == 1);
        page.ask("check", ".+");
        StringBuilder cells = new StringBuilder();
        for (int i = 0; i < p.size(); i++) {
            String k = p.canvas().name(i);
            cells.append(k.equals(open) ? String.valueOf(wrong) : page.state("fixed").has(k) ? page.state("fixed").get(k).asText() : ".");
        }
        String[] check = run("check", "--json", killer.toString(), "-s", cells.toString());
        String summary = PageTest.JSON.readTree(check[1]).get("summary").asText();
        assertTrue(page.said().startsWith(summary), page.said() + " / " + summary);
        assertFalse(summary.isBlank());
        assertTrue(asked().stream().noneMatch(a -> a.contains("/api/")), "no request for the API: " + asked());
    }

    @Test
    void aPuzzleIsSetWithTheBadgeLiveAndItsShareLinkOpensFromAnotherHost() throws Exception {
        page.home();
        page.browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        page.fresh("sudoku", 4);
        waitBadge("2+ solutions");
        // the givens of a 4x4 with one solution, typed as a setter types them
        for (String[] g : new String[][] {{"r1c1", "2"}, {"r1c3", "1"}, {"r1c4", "4"}, {"r2c4", "2"}, {"r3c1", "4"}}) {
            page.click(g[0]);
            page.type(g[1]);
        }
        waitBadge("unique");
        // its share link opens the same puzzle from a second static server: the link carries it, not the host
        page.browser.findElement(By.id("share")).click();
        page.waitFor(() -> page.said().startsWith("share link"));
        String link = page.browser.findElement(By.id("link")).getAttribute("value");
        assertTrue(link.startsWith(page.base + "#p="), link);
        Process first = server;
        Path firstLog = log;
        String elsewhere = serve(dir);
        try {
            page.browser.get(elsewhere + link.substring(link.indexOf('#')));
            page.drawn();
            assertEquals(Map.of("r1c1", 2, "r1c3", 1, "r1c4", 4, "r2c4", 2, "r3c1", 4), Map.copyOf(
                    new TreeMap<>(PageTest.JSON.convertValue(page.state("model.givens"), Map.class))));
        } finally {
            server.destroy();
            server.waitFor();
            server = first;
            log = firstLog;
        }
    }

    /** The badge's verdict first, the marking after it, a newer edit cancelling either: the worker running it ended. */
    @Test
    void theBadgeSaysTheVerdictFirstAndTheMarkingFollowsUnlessANewerEditCancelsIt() throws Exception {
        page.home();
        BadgeSteps.verdictFirstThenMarking(page, "site");
        assertTrue(asked().stream().noneMatch(a -> a.contains("/api/")), "no request for the API: " + asked());
    }

    /**
     * The setter's box for rules in clingo's notation works in the static app as with the server: the worker grounds
     * the rule, the badge beside the box follows it, and a rule the worker refuses is named under the box at its line
     * and column.
     */
    @Test
    void aRuleInClingosNotationIsSetInItsBoxWithTheBadgeLive() throws Exception {
        page.home();
        page.browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        page.fresh("sudoku", 4);
        for (String[] g : new String[][] {{"r1c3", "1"}, {"r1c4", "4"}, {"r2c4", "2"}, {"r3c1", "4"}}) {
            page.click(g[0]);
            page.type(g[1]);
        }
        waitBadge("2+ solutions");
        // r1c1 may hold 2 alone: the one solution of the three
        aspBox(":- a(1,1,N),", Keys.ENTER, "   N != 2.", Keys.TAB);
        waitBadge("unique");
        page.waitFor(() -> "unique".equals(page.js("return document.getElementById('asp-badge').textContent")));
        assertEquals("[\":- a(1,1,N),\",\"   N != 2.\"]", page.state("model.asp").toString());
        // a variable nothing binds: refused by the worker, named under the box at its line and column there
        aspBox(":- a(R,C,N),", Keys.ENTER, "   X > N.", Keys.TAB);
        page.waitFor(() -> page.browser.findElement(By.id("asp-error")).isDisplayed());
        String refused = (String) page.js("return document.getElementById('asp-error').textContent");
        assertTrue(refused.startsWith("asp line 2, column 4: variable X is unbound"), refused);
        assertEquals("true", page.browser.findElement(By.id("asp")).getAttribute("aria-invalid"));
        // neighbours never consecutive: no solution with these givens
        aspBox(":- a(R,C,N), a(R1,C1,N1), |R1-R| + |C1-C| == 1, |N1-N| == 1.", Keys.TAB);
        waitBadge("no solution");
        assertTrue(!page.browser.findElement(By.id("asp-error")).isDisplayed());
    }

    /**
     * A 6×9 Sudoku and an either/or block set in the static app as with the server: the worker draws the rectangle
     * and its 3×3 boxes, the badge follows givens typed on it, and the block typed in its box is read by the worker
     * (no solution where neither branch can hold, 2+ when one can).
     */
    @Test
    void aRectangleAndAnEitherOrBlockAreSetInTheStaticApp() throws Exception {
        page.home();
        page.browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        page.js("document.getElementById('kind').value = 'sudoku'; document.getElementById('size').value = '6x9'; document.getElementById('boxes').value = '3x3';");
        page.browser.findElement(By.id("new")).click();
        page.waitFor(() -> page.state("model.grids").get(0).path("size").asText().equals("6x9"));
        page.drawn();
        assertEquals("3x3", page.state("model.grids").get(0).path("boxes").asText());
        assertEquals(54L, page.js("return window.cellwise.picture().cells.length"));
        page.click("r6c9");
        page.type("9");
        waitBadge("2+ solutions");
        page.click("r5c7"); // the same box
        page.type("9");
        waitBadge("no solution");
        page.chord(Keys.CONTROL, "z");
        waitBadge("2+ solutions");
        // neither branch: a 9 beside the given's box-mate, or a row's two cells adding up to 2
        page.browser.findElement(By.id("either")).click();
        page.chord(Keys.CONTROL, "a");
        page.type("either", Keys.ENTER, "r6c8 = 9", Keys.ENTER, "or", Keys.ENTER, "sum-line 2 r1c1 r1c2", Keys.ENTER, "end", Keys.TAB);
        page.waitFor(() -> page.state("model.either").toString().equals("[[[\"r6c8 = 9\"],[\"sum-line 2 r1c1 r1c2\"]]]"));
        waitBadge("no solution");
        page.browser.findElement(By.id("undo")).click();
        page.waitFor(() -> page.state("model.either").isNull());
        waitBadge("2+ solutions");
        assertTrue(asked().stream().noneMatch(a -> a.contains("/api/")), "no request for the API: " + asked());
    }

    /** The box clicked, what it holds selected and typed over, as a person does. */
    private static void aspBox(CharSequence... keys) {
        page.browser.findElement(By.id("asp")).click();
        page.chord(Keys.CONTROL, "a");
        page.type(keys);
    }

    @Test
    void cancelEndsALongSearchAndTheNextAnswerStillComes() throws Exception {
        page.home();
        // an empty 16x16 has more solutions than any count reaches: the count runs until it is cancelled
        page.paste("name open\nsize 16\nrules sudoku\n");
        page.js("document.getElementById('limit').value = '1000000000'; document.getElementById('answer').textContent = ''");
        page.browser.findElement(By.id("count")).click();
        page.waitFor(() -> page.said().startsWith("working"));
        page.browser.findElement(By.id("cancel")).click();
        page.waitFor(() -> page.said().equals("cancelled"));
        page.paste("name four\nsize 4 boxes 2x2\nrules sudoku\ngivens\n2 . 1 4\n. . . 2\n4 . . .\n. . . .\n");
        page.ask("solve", "solved.*");
        assertEquals("solved: unique", page.said());
    }

    /**
     * The static app runs under the server's policy, from its own page's {@code <meta>} (a static host sends no headers
     * of ours): a share link whose texts, cage labels, drawn texts and own drawing are script payloads opens with
     * everything as text, nothing runs, the browser reports no violation, and the workers still start and answer
     * (their script allowed by the page's Trusted Types policy for it and no other).
     */
    @Test
    void aShareLinkOfPayloadsRunsNothingUnderTheAppsOwnPolicy() throws Exception {
        page.browser.get(page.base + SafePageTest.hostileFragment());
        page.drawn();
        assertEquals(org.cellwise.web.Policy.meta(), page.js("return document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]').content"));
        List<String> p = SafePageTest.PAYLOADS;
        for (String when : List.of("opened from the link", "after a reload from storage")) {
            SafePageTest.nothingRan(page.browser, when);
            assertEquals(p.get(0), page.js("return document.getElementById('title').textContent"), when);
            assertEquals("by " + p.get(1), page.js("return document.getElementById('author').textContent"), when);
            assertEquals(p.get(2) + " " + p.get(3), page.js("return document.getElementById('rulestext').textContent"), when);
            assertEquals(List.of(p.get(2)), SafePageTest.drawnTexts(page.browser), when + ": the model's drawn text, drawn by the engine, as text");
            page.browser.navigate().refresh();
            page.drawn();
        }
        page.ask("solve", "solved.*|.*no solution.*");
        SafePageTest.nothingRan(page.browser, "solved in a worker");
    }

    static void waitBadge(String expected) {
        page.waitFor(() -> badge().equals(expected));
    }
}
