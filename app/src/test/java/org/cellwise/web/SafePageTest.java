package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.cellwise.cli.Chrome;
import org.cellwise.format.FPuzzles;
import org.cellwise.format.Formats;
import org.cellwise.format.LzString;
import org.cellwise.format.SudokuPad;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Nothing a link, a file or the browser's storage holds ever runs in the page: real payloads (an image's onerror, an
 * SVG animation's onbegin, a script after a closing quote or title, a javascript: URL) in every field a person can
 * be sent (a share link's title, author, rules text and drawings; a puzzle's name and cage labels; f-puzzles and
 * SudokuPad links' title, author, rules, texts and cage values; a .cw file's name, author, rules text, notes and
 * drawings), opened in real headless Chromium and again after a reload from storage. Each payload would set a marker
 * if it ran; the marker stays unset, the text is shown as it was written, the browser reports no violation of the
 * server's policy, and nothing outside the page's own vocabulary reaches the document. The page also works under the
 * policy (opened, solved, hinted, checked, set), refuses markup from any other place than its one policy, and another
 * site cannot frame it.
 */
class SafePageTest {
    static final ObjectMapper JSON = new ObjectMapper();
    /** Each sets window.__xss if it ever runs. */
    static final List<String> PAYLOADS = List.of(
            "<img src=x onerror=\"window.__xss=(window.__xss||0)+1\">",
            "<svg><set onbegin=\"window.__xss=(window.__xss||0)+1\" attributeName=x to=1></set></svg>",
            "\"><script>window.__xss=(window.__xss||0)+1</script>",
            "javascript:window.__xss=(window.__xss||0)+1",
            "</title><img src=x onerror=window.__xss=1>",
            "<image href=x onerror=\"window.__xss=1\"/><a href=\"javascript:window.__xss=1\">x</a>");

    @TempDir
    static Path tmp;
    static Javalin app;
    static ChromeDriver browser;
    static String base;

    @BeforeAll
    static void open() throws Exception {
        app = TestServers.start(8);
        base = "http://127.0.0.1:" + app.port() + "/";
        browser = Chrome.open(tmp);
        recordViolations(browser);
    }

    @AfterAll
    static void close() {
        if (browser != null) browser.quit();
        if (app != null) app.stop();
    }

    /** A page with nothing kept: storage cleared from an answer of the server's (the page itself keeps its work as it unloads). */
    @BeforeEach
    void fresh() {
        browser.get(base + "api/rules");
        js("localStorage.clear()");
        browser.get(base);
        drawn();
    }

    static Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }

    static void waitFor(BooleanSupplier ok, String what) {
        Waits.until(ok, 120, () -> what + "; the page says: " + said());
    }

    static void drawn() {
        waitFor(() -> Boolean.TRUE.equals(js("return !!window.cellwise && window.cellwise.upToDate() && "
                + "document.querySelectorAll('#board .hit rect').length > 0")), "the board drawn");
    }

    static String said() {
        return String.valueOf(js("return document.getElementById('answer')?.textContent ?? ''"));
    }

    static String text(String id) {
        return String.valueOf(js("return document.getElementById(arguments[0]).textContent", id));
    }

    /**
     * No payload ran, the browser reported no violation, and the document holds only the page's own elements: no
     * element from a payload (img, image, set, script, a, iframe...), no event-handler attribute, no javascript: URL.
     */
    static void nothingRan(String what) {
        nothingRan(browser, what);
    }

    /** The same in another test's browser (one that records violations as {@link #recordViolations} sets up). */
    static void nothingRan(org.openqa.selenium.JavascriptExecutor b, String what) {
        assertNull(b.executeScript("return window.__xss ?? null"), what + ": a payload ran");
        assertEquals(List.of(), b.executeScript("return window.__violations"), what + ": the browser reported a violation of the policy");
        assertEquals(List.of(), b.executeScript("return [...document.querySelectorAll('img, image, set, animate, script:not([src]), a, iframe, object, embed, "
                + "foreignObject, use')].map(e => e.outerHTML.slice(0, 80))"), what + ": an element from a payload");
        assertEquals(List.of(), b.executeScript("return [...document.querySelectorAll('*')].flatMap(e => [...e.attributes]"
                + ".filter(a => /^on/i.test(a.name) || /javascript:/i.test(a.value)).map(a => e.localName + ' ' + a.name))"), what + ": a handler");
    }

    /** Every document the browser opens from now records the policy violations it reports, from its first script on. */
    static void recordViolations(ChromeDriver b) {
        b.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source",
                "window.__violations = []; document.addEventListener('securitypolicyviolation', e => window.__violations.push("
                        + "e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));"));
    }

    /** The texts of the drawings the board shows (the decoration layer the server draws from the model). */
    static List<String> drawnTexts() {
        return drawnTexts(browser);
    }

    @SuppressWarnings("unchecked")
    static List<String> drawnTexts(org.openqa.selenium.JavascriptExecutor b) {
        return (List<String>) b.executeScript("return [...document.querySelectorAll('#board g.decoration text')].map(t => t.textContent)");
    }

    /** A share link's meta whose texts and own drawing are payloads, naming a rule the page cannot set. */
    static ObjectNode hostileMeta() {
        ObjectNode meta = JSON.createObjectNode().put("title", PAYLOADS.get(0)).put("author", PAYLOADS.get(1))
                .put("rules", PAYLOADS.get(2) + " " + PAYLOADS.get(3)).put("notes", PAYLOADS.get(5))
                // a share link's own drawing, as an older page kept it: never drawn, the drawings come from the model
                .put("decoration", "<image href=\"x\" onerror=\"window.__xss=1\"/><set onbegin=\"window.__xss=1\" attributeName=\"x\" to=\"1\"/>");
        meta.putArray("named").add("anti-knight");
        return meta;
    }

    /** The fragment of a share link holding {@link #hostileModel} and {@link #hostileMeta}. */
    static String hostileFragment() {
        return "#p=" + encode(JSON.createObjectNode().<ObjectNode>set("model", hostileModel()).set("meta", hostileMeta()).toString());
    }

    static void openLink(String link) {
        js("document.getElementById('answer').textContent = ''; document.getElementById('link').value = arguments[0];", link);
        js("document.getElementById('openlink').click()");
        waitFor(() -> said().startsWith("opened") || said().contains(":"), "the link opened");
        assertTrue(said().startsWith("opened"), said());
        drawn();
    }

    static String encode(String text) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** A 4x4 killer whose name, cage labels and drawn texts are payloads, as the page's own model (JSON). */
    static ObjectNode hostileModel() {
        ObjectNode m = JSON.createObjectNode();
        m.put("name", PAYLOADS.get(4));
        m.putArray("grids").addObject().put("name", "main").put("row", 1).put("col", 1).put("size", 4).put("boxes", "2x2");
        m.put("values", "1..4");
        m.putArray("rules").add("rows").add("columns").add("boxes");
        ArrayNode cages = m.putArray("cages");
        cages.addObject().put("label", PAYLOADS.get(0)).put("target", 3).set("cells", JSON.createArrayNode().add("r1c1").add("r1c2"));
        cages.addObject().put("label", PAYLOADS.get(1)).put("target", 7).set("cells", JSON.createArrayNode().add("r1c3").add("r1c4"));
        m.putObject("givens").put("r2c1", 3);
        ObjectNode drawn = m.putObject("drawn");
        drawn.putArray("text").addObject().put("value", PAYLOADS.get(2)).put("fontC", "#000000\" onerror=\"window.__xss=1")
                .set("cells", JSON.createArrayNode().add("R4C4"));
        drawn.putArray("line").addObject().put("outlineC", "red\"/><image href=x onerror=\"window.__xss=1")
                .set("lines", JSON.createArrayNode().add(JSON.createArrayNode().add("R3C1").add("R3C2")));
        return m;
    }

    @Test
    void aShareLinkRunsNoScriptAndShowsItsTextsAsWritten() throws Exception {
        browser.get(base + hostileFragment());
        drawn();
        for (String when : List.of("opened from the link", "after a reload from storage")) {
            nothingRan(when);
            assertEquals(PAYLOADS.get(0), text("title"), when);
            assertEquals("by " + PAYLOADS.get(1), text("author"), when);
            assertEquals(PAYLOADS.get(2) + " " + PAYLOADS.get(3), text("rulestext"), when);
            assertEquals(PAYLOADS.get(5), text("notes"), when);
            assertEquals(List.of(PAYLOADS.get(2)), drawnTexts(), when + ": the model's drawn text, drawn by the server, as text");
            assertEquals(PAYLOADS.get(4), js("return window.cellwise.state.model.name"), when);
            assertTrue(text("unset").contains("anti-knight"), when);
            browser.navigate().refresh();
            drawn();
        }
        // the hint, its picture drawn by the server, and the check name the puzzle and its cages as text
        js("document.getElementById('answer').textContent = ''; document.getElementById('step').click()");
        waitFor(() -> said().startsWith("hint"), "a hint");
        waitFor(() -> Boolean.TRUE.equals(js("return !!document.querySelector('#hintpic svg')")), "the step drawn");
        assertEquals(PAYLOADS.get(4), js("return document.querySelector('#hintpic svg title').textContent"));
        nothingRan("a hint's picture");
    }

    @Test
    void fPuzzlesAndSudokuPadLinksRunNoScript() throws Exception {
        ObjectNode fp = JSON.createObjectNode();
        fp.put("size", 4).put("title", PAYLOADS.get(0)).put("author", PAYLOADS.get(1)).put("ruleset", PAYLOADS.get(2));
        ArrayNode grid = fp.putArray("grid");
        for (int r = 0; r < 4; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < 4; c++) row.addObject();
        }
        ((ObjectNode) grid.get(0).get(0)).put("value", 1).put("given", true);
        fp.putArray("text").addObject().put("value", PAYLOADS.get(3)).put("fontC", "#000000").put("size", 0.5)
                .set("cells", JSON.createArrayNode().add("R2C2"));
        fp.putArray("cage").addObject().put("value", PAYLOADS.get(4)).put("outlineC", "#000000")
                .set("cells", JSON.createArrayNode().add("R3C3").add("R3C4"));
        fp.putArray("circle").addObject().put("value", PAYLOADS.get(5)).put("baseC", "#ffffff").put("outlineC", "#000000").put("width", 0.5)
                .put("height", 0.5).set("cells", JSON.createArrayNode().add("R4C1"));
        String fpuzzles = FPuzzles.FPUZZLES_LINK + LzString.compressToBase64(fp.toString());
        for (String link : List.of(fpuzzles, FPuzzles.sudokuPadForm(fpuzzles))) {
            openLink(link);
            nothingRan(link.substring(0, 30));
            assertEquals(PAYLOADS.get(0), text("title"));
            assertEquals("by " + PAYLOADS.get(1), text("author"));
            assertEquals(PAYLOADS.get(2), text("rulestext"));
            assertTrue(drawnTexts().containsAll(List.of(PAYLOADS.get(3), PAYLOADS.get(4), PAYLOADS.get(5))), drawnTexts().toString());
        }
        // SudokuPad's own format: title, author and rules as its notes
        String cw = "size 4 boxes 2x2\nrules sudoku\ngivens\n1 . . .\n. . . .\n. . . .\n. . . .\n";
        var p = Formats.readAll("name " + PAYLOADS.get(0) + "\nauthor " + PAYLOADS.get(1) + "\nrules-text " + PAYLOADS.get(2) + "\n" + cw,
                "t.cw", null).get(0);
        openLink(SudokuPad.link(p));
        nothingRan("a SudokuPad link");
        // SudokuPad's compact text writes every double quote as a single one: the texts as the link carries them
        assertEquals(PAYLOADS.get(0).replace('"', '\''), text("title"));
        assertEquals("by " + PAYLOADS.get(1).replace('"', '\''), text("author"));
        assertEquals(PAYLOADS.get(2).replace('"', '\''), text("rulestext"));
        browser.navigate().refresh();
        drawn();
        nothingRan("a SudokuPad link, reloaded");
        assertEquals(PAYLOADS.get(0).replace('"', '\''), text("title"));
        // SudokuPad's own format with a payload as a cage's value, and as a text drawn over the grid: refused, the
        // refusal said as text (its compact text written as SudokuPad writes it: keys bare, strings in single quotes)
        String img = "<img src=x onerror=window.__xss=(window.__xss||0)+1>";
        for (String zipped : List.of("{ce:[[{v:1},,,],[,,,],[,,,],[,,,]],ca:[{v:'title: x'},{unique:t,ce:[[2,2],[2,3]],v:'" + img + "'}]}",
                "{ce:[[{v:1},,,],[,,,],[,,,],[,,,]],ca:[{v:'title: x'}],o:[{center:[1.5,1.5],w:0.5,h:0.5,te:'" + img + "'}]}")) {
            js("document.getElementById('answer').textContent = ''; document.getElementById('link').value = arguments[0];"
                    + " document.getElementById('openlink').click()", SudokuPad.LINK + LzString.compressToBase64(zipped));
            waitFor(() -> said().startsWith("request:1:"), "the link refused");
            if (zipped.contains("unique")) assertTrue(said().contains("not '" + img + "'"), "the refusal quotes the value as text: " + said());
            nothingRan("a refused SudokuPad link: " + said());
        }
    }

    @Test
    void aCwFileOpenedThroughThePageRunsNoScript() throws Exception {
        Path file = tmp.resolve("hostile.cw");
        Files.writeString(file, "# " + PAYLOADS.get(5) + "\nname " + PAYLOADS.get(0) + "\nauthor " + PAYLOADS.get(1) + "\nrules-text "
                + PAYLOADS.get(2) + "\nsize 4 boxes 2x2\nrules sudoku\ngivens\n1 . . .\n. . . .\n. . . .\n. . . .\n"
                + "drawn text {\"cells\": [\"R2C2\"], \"value\": " + JSON.writeValueAsString(PAYLOADS.get(3)) + "}\n");
        js("document.getElementById('answer').textContent = ''");
        browser.findElement(By.id("load")).sendKeys(file.toString());
        waitFor(() -> said().startsWith("opened"), "the file opened");
        drawn();
        for (String when : List.of("opened", "reloaded")) {
            nothingRan(when);
            assertEquals(PAYLOADS.get(0), text("title"), when);
            assertEquals("by " + PAYLOADS.get(1), text("author"), when);
            assertEquals(PAYLOADS.get(2), text("rulestext"), when);
            assertEquals(PAYLOADS.get(5), text("notes"), when);
            assertEquals(List.of(PAYLOADS.get(3)), drawnTexts(), when);
            browser.navigate().refresh();
            drawn();
        }
    }

    /** Puts an entry in storage as the puzzle open (from an answer of the server's: the page keeps its own as it unloads), then opens the page. */
    static void keep(String entry) {
        browser.get(base + "api/rules");
        js("localStorage.setItem('cellwise.current', arguments[0])", entry);
        browser.get(base);
        drawn();
    }

    /** Storage is checked on the way back as a link is: a kept drawing is never drawn, a malformed entry is refused in words. */
    @Test
    void aPuzzleKeptInStorageIsCheckedAgainWhenReadBack() throws Exception {
        ObjectNode kept = JSON.createObjectNode();
        kept.set("model", hostileModel());
        kept.putObject("meta").put("title", PAYLOADS.get(0)).put("decoration", "<image href=\"x\" onerror=\"window.__xss=1\"/>");
        kept.put("mode", "solving");
        kept.putObject("digits").put("r4c4", 2);
        keep(kept.toString());
        nothingRan("a kept puzzle with a drawing of its own");
        assertEquals(PAYLOADS.get(0), text("title"));
        assertEquals(2, ((Number) js("return window.cellwise.state.digits.r4c4")).intValue(), "the work kept");
        // a kept entry whose work is not values by cell: refused with the reason, a new puzzle instead
        kept.putObject("digits").put("r4c4", PAYLOADS.get(0));
        keep(kept.toString());
        nothingRan("a malformed kept puzzle");
        waitFor(() -> said().contains("could not be read"), "the refusal said");
        assertTrue(said().contains("digits/r4c4: expected a value"), said());
        assertEquals("my puzzle", js("return window.cellwise.state.model.name"));
        // a link whose texts are not texts is refused the same way, its words shown as text
        ObjectNode bad = JSON.createObjectNode();
        bad.set("model", hostileModel());
        bad.putObject("meta").putArray("named").add(PAYLOADS.get(0));
        browser.get(base + "#p=" + encode(bad.toString()));
        drawn();
        waitFor(() -> said().contains("the link's puzzle could not be read"), "the link refused");
        assertTrue(said().contains("meta/named/0: expected a rule keyword"), said());
        nothingRan("a refused link");
    }

    /**
     * The player's choices and the pen's drawings come back from storage as data: a payload where a theme, a pen
     * colour or a line should be is left out (a choice) or refuses the kept work in words (a drawing), and never runs
     * or reaches the document as anything but the page's own values.
     */
    @Test
    void choicesAndDrawingsKeptInStorageAreDataNeverMarkup() throws Exception {
        ObjectNode settings = JSON.createObjectNode().put("theme", PAYLOADS.get(0)).put("pen", PAYLOADS.get(2)).put("clock", PAYLOADS.get(3));
        browser.get(base + "api/rules");
        js("localStorage.setItem('cellwise.settings', arguments[0])", settings.toString());
        browser.get(base);
        drawn();
        nothingRan("hostile choices");
        assertTrue(List.of("light", "dark").contains(js("return document.documentElement.dataset.theme")), "a theme of the page's own");
        assertEquals("auto", js("return document.getElementById('set-theme').value"));
        assertEquals(1L, js("return window.cellwise.state.settings.pen"));
        for (String where : List.of("lines", "circles")) {
            ObjectNode kept = JSON.createObjectNode();
            kept.set("model", hostileModel());
            kept.put("mode", "solving").put("entry", "pen");
            kept.putObject("pen").putObject(where).put(where.equals("lines") ? PAYLOADS.get(0) : "r1c1", where.equals("lines") ? 1 : 7);
            keep(kept.toString());
            nothingRan("a hostile drawing kept");
            waitFor(() -> said().contains("could not be read"), "the refusal said");
            assertTrue(said().contains("pen/" + where), said());
            assertEquals(0L, js("return document.querySelectorAll('#board .play-pen > *').length"));
        }
    }

    /** Used as a person uses it, the page breaks none of its own policy: no violation reported. */
    @Test
    void thePageWorksUnderItsPolicy() throws Exception {
        assertEquals("TypeError", js("try { document.body.insertAdjacentHTML('beforeend', '<b>x</b>'); return 'allowed'; } "
                + "catch (e) { return e.name; }"), "markup from any place but the page's policy is refused by the browser");
        assertEquals("TypeError", js("try { document.getElementById('notes').innerHTML = '<b>x</b>'; return 'allowed'; } catch (e) { return e.name; }"));
        assertEquals(2L, js("return window.__violations.filter(v => v.startsWith('require-trusted-types-for')).length"), "both reported");
        js("window.__violations.length = 0");
        String killer = Files.readString(PageTest.root().resolve("examples/seed004-killer.txt"));
        js("document.querySelector('#side details').open = true; document.getElementById('paste').value = arguments[0];", killer);
        js("document.getElementById('answer').textContent = ''; document.getElementById('pasted').click()");
        waitFor(() -> said().startsWith("opened"), "pasted");
        drawn();
        for (String button : List.of("hint", "hint", "hint", "step", "fill", "check", "solve", "count")) {
            js("document.getElementById('answer').textContent = ''; document.getElementById(arguments[0]).click()", button);
            waitFor(() -> !said().isEmpty() && !said().startsWith("working"), button + " answered");
        }
        assertTrue(said().startsWith("unique") || said().contains("solutions"), said());
        js("document.getElementById('share').click()");
        // setting: a new killer, a cage set with the tool, the setter's loop and its true candidates and grade
        js("document.getElementById('kind').value = 'killer'; document.getElementById('size').value = 4; document.getElementById('new').click()");
        drawn();
        js("window.cellwise.state.selection = ['r1c1', 'r1c2']; document.getElementById('clue').value = '3';");
        js("document.getElementById('cage').click()");
        waitFor(() -> said().contains("done") || said().contains("cage"), "a cage set");
        js("document.getElementById('show-candidates').click(); document.getElementById('grade').click()");
        waitFor(() -> !text("gradeinfo").isEmpty() && !text("gradeinfo").equals("grading…"), "graded");
        nothingRan("opened, hinted, stepped, checked, solved, counted, shared, set, graded");
    }

    /** A page on another site that frames Cellwise's page gets nothing: the browser refuses to show it there. */
    @Test
    void anotherSiteCannotFrameThePage() throws Exception {
        com.sun.net.httpserver.HttpServer other = com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 0);
        byte[] page = ("<!DOCTYPE html><title>elsewhere</title><iframe id=f src=\"" + base + "\"></iframe>").getBytes(StandardCharsets.UTF_8);
        other.createContext("/", x -> {
            x.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
            x.sendResponseHeaders(200, page.length);
            x.getResponseBody().write(page);
            x.close();
        });
        other.start();
        try {
            browser.get("http://localhost:" + other.getAddress().getPort() + "/");
            waitFor(() -> Boolean.TRUE.equals(js("return document.readyState === 'complete'")), "the other site's page loaded");
            browser.switchTo().frame("f");
            Object inside = js("return String(location.href) + ' ' + !!window.cellwise + ' ' + !!document.getElementById('board')");
            browser.switchTo().defaultContent();
            assertTrue(String.valueOf(inside).endsWith(" false false"), "the frame holds no Cellwise page: " + inside);
        } finally {
            other.stop(0);
        }
    }
}
