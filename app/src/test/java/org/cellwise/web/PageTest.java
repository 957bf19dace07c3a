package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.cellwise.cli.Chrome;
import org.cellwise.engine.Solver;
import org.cellwise.format.Formats;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The page in a real headless Chromium against a real server, used as a person uses it: real pointer, keyboard and
 * touch input through the browser's own input events, puzzles set by clicking and solved by hand, hints, reloads.
 */
class PageTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String FOUR = "name four\nsize 4 boxes 2x2\nrules sudoku\ngivens\n2 . 1 4\n. . . 2\n4 . . .\n. . . .\n";
    static final String SIX = "name six\nsize 6 boxes 2x3\nrules sudoku\ngivens\n. 1 . . . .\n. . 5 . 4 .\n. . . 2 3 .\n"
            + "2 . 1 . . 6\n. . . . . .\n4 . . 3 . .\n";

    @TempDir
    Path tmp;
    Javalin app;
    ChromeDriver browser;
    String base;

    void serve(Duration timeout) {
        if (app != null) app.stop();
        app = Server.start("127.0.0.1", 0, new Server.Limits(1 << 20, timeout, 2, 8));
        base = "http://127.0.0.1:" + app.port() + "/";
    }

    @BeforeEach
    void open() throws Exception {
        serve(Duration.ofMinutes(10)); // no answer a test waits for comes near it, however busy the machine
        browser = Chrome.open(tmp);
        home();
    }

    @AfterEach
    void close() {
        if (browser != null) browser.quit();
        if (app != null) app.stop();
    }

    void home() {
        browser.get(base);
        drawn();
    }

    /** Waits for the board to show the puzzle as it is now (its picture fetched and laid out). */
    void drawn() {
        waitFor(() -> Boolean.TRUE.equals(js("return !!window.cellwise && window.cellwise.upToDate() && "
                + "document.querySelectorAll('#board .hit rect').length > 0")));
    }

    /** Polls until {@code ok} holds, for at most two minutes (the page answers asynchronously). */
    void waitFor(BooleanSupplier ok) {
        Waits.until(ok, 120, () -> "the page says: " + said());
    }

    Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }

    /** A part of the page's state, as JSON ("model.givens", "digits", "selection"). */
    JsonNode state(String path) {
        try {
            return JSON.readTree((String) js("return JSON.stringify(window.cellwise.state." + path + " ?? null)"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    String said() {
        return browser.findElement(By.id("answer")).getText();
    }

    /** A cell's accessible name. */
    String label(String k) {
        return (String) js("return document.querySelector(`#board .hit rect[data-cell='${arguments[0]}']`).getAttribute('aria-label')", k);
    }

    WebElement cell(String k) {
        return browser.findElement(By.cssSelector("#board .hit rect[data-cell='" + k + "']"));
    }

    /** Clicks a cell where it is on the screen, with Shift or Ctrl held if asked: a real pointer's press and release. */
    void click(String k, Keys held) {
        drawn(); // the board's layers are laid out anew when its picture comes: click the cell that is there
        for (int attempt = 0; ; attempt++) {
            try {
                Actions a = new Actions(browser);
                if (held != null) a.keyDown(held);
                a.moveToElement(cell(k)).click();
                if (held != null) a.keyUp(held);
                a.perform();
                return;
            } catch (org.openqa.selenium.StaleElementReferenceException again) {
                if (attempt > 3) throw again;
            }
        }
    }

    void click(String k) {
        click(k, null);
    }

    void type(CharSequence... keys) {
        new Actions(browser).sendKeys(keys).perform();
    }

    /** Keys pressed while {@code held} is held down, as a person holds Ctrl or Shift. */
    void chord(Keys held, CharSequence keys) {
        Actions a = new Actions(browser).keyDown(held);
        if (keys instanceof Keys k) a.sendKeys(k);
        else for (char c : keys.toString().toCharArray()) a.sendKeys(String.valueOf(c));
        a.keyUp(held).perform();
    }

    /** Drags from the first cell through the others, holding the button: each cell passed over is selected. */
    void drag(String... cells) {
        drawn();
        for (int attempt = 0; ; attempt++) {
            try {
                Actions a = new Actions(browser).moveToElement(cell(cells[0])).clickAndHold();
                for (int i = 1; i < cells.length; i++) a.moveToElement(cell(cells[i]));
                a.release().perform();
                return;
            } catch (org.openqa.selenium.StaleElementReferenceException again) {
                if (attempt > 3) throw again;
            }
        }
    }

    /** Opens puzzle text as a person pastes it, and waits for the board to show it. */
    void paste(String text) {
        if (browser.findElement(By.id("panel-toggle")).isDisplayed() && !browser.findElement(By.id("side")).isDisplayed())
            browser.findElement(By.id("panel-toggle")).click(); // a phone: the panel first
        js("document.querySelector('#side details').open = true; document.getElementById('paste').value = arguments[0];", text);
        js("document.getElementById('answer').textContent = ''");
        browser.findElement(By.id("pasted")).click();
        waitFor(() -> said().startsWith("opened") || said().contains("error") || said().contains(":1:"));
        assertTrue(said().startsWith("opened"), said());
        drawn();
    }

    /** A step's words as the status line says them once ("hint (technique): words"). */
    String stepText() {
        String s = said(), words = s.substring(s.indexOf("): ") + 3), page = (String) js("return document.body.innerText");
        assertEquals(1, page.split(java.util.regex.Pattern.quote(words), -1).length - 1, "the page shows the words once: " + words);
        return words;
    }

    String ask(String button, String expected) {
        js("document.getElementById('answer').textContent = ''");
        browser.findElement(By.id(button)).click();
        waitFor(() -> said().matches(expected));
        return said();
    }

    void useTool(String tool, String clue) {
        WebElement input = browser.findElement(By.id("clue"));
        input.clear();
        input.sendKeys(clue);
        browser.findElement(By.id(tool)).click();
    }

    void fresh(String kind, int size) {
        js("document.getElementById('kind').value = arguments[0]; document.getElementById('size').value = arguments[1];", kind, size);
        browser.findElement(By.id("new")).click();
        waitFor(() -> state("mode").asText().equals("setting"));
        drawn();
    }

    static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (!Files.exists(p.resolve("mvnw"))) p = p.getParent();
        return p;
    }

    static Puzzle example(String name) throws Exception {
        return Formats.readAll(root().resolve("examples").resolve(name)).get(0);
    }

    static Puzzle read(String text) throws Exception {
        return Formats.readAll(text, "t", null).get(0);
    }

    /** The values every cell shows (givens, the player's digits, a shown solution), by cell name. */
    Map<String, Integer> shown() {
        Map<String, Integer> out = new TreeMap<>();
        JsonNode fixed = state("fixed"), digits = state("digits"), solution = state("shown.solution");
        String mode = state("mode").asText();
        for (JsonNode g : List.of(solution, mode.equals("solving") ? digits : JSON.createObjectNode(), fixed, state("model.givens")))
            g.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asInt()));
        return out;
    }

    static Map<String, Integer> answer(Puzzle p) {
        int[] a = Solver.of(p).first().first();
        Map<String, Integer> out = new TreeMap<>();
        for (int i = 0; i < p.size(); i++) out.put(p.canvas().name(i), a[i]);
        return out;
    }

    // ---- 1. input that never lands in the wrong place ------------------------------------------------------------

    @Test
    void aClickThenAMoveWithNoButtonHeldTypesIntoOneCell() {
        fresh("sudoku", 9);
        click("r1c1");
        // the pointer wanders over the row with no button held, as a hand moves to the keyboard
        Actions wander = new Actions(browser);
        for (int c = 2; c <= 9; c++) wander.moveToElement(cell("r1c" + c));
        wander.moveToElement(cell("r5c5")).perform();
        type("5");
        waitFor(() -> state("model.givens").size() == 1);
        assertEquals("{\"r1c1\":5}", state("model.givens").toString());
        assertEquals("[\"r1c1\"]", state("selection").toString());
    }

    @Test
    void aDragOnAScrolledPageSelectsExactlyTheCellsPassedOver() {
        fresh("killer", 9);
        // a narrow window, where the board fills the width and the page scrolls
        browser.manage().window().setSize(new Dimension(700, 760));
        js("window.scrollTo(0, 60)");
        long scrolled = (Long) js("return Math.round(window.scrollY)");
        assertTrue(scrolled > 0, "the page scrolls");
        // the pointer's path in viewport pixels, worked out before the press: if the page scrolled under the
        // pointer when the board took focus, the same screen path would cross other cells
        List<int[]> path = new ArrayList<>();
        for (int c = 1; c <= 4; c++) {
            @SuppressWarnings("unchecked")
            List<Number> at = (List<Number>) js("const r = document.querySelector(`#board .hit rect[data-cell='r4c${arguments[0]}']`).getBoundingClientRect();"
                    + " return [r.x + r.width / 2, r.y + r.height / 2];", c);
            path.add(new int[] {at.get(0).intValue(), at.get(1).intValue()});
        }
        assertTrue(path.get(0)[1] < ((Number) js("return window.innerHeight")).intValue() - 20, "row 4 is on the screen");
        PointerInput mouse = new PointerInput(PointerInput.Kind.MOUSE, "mouse");
        Sequence drag = new Sequence(mouse, 0);
        drag.addAction(mouse.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), path.get(0)[0], path.get(0)[1]));
        drag.addAction(mouse.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
        for (int[] p : path.subList(1, path.size()))
            drag.addAction(mouse.createPointerMove(Duration.ofMillis(120), PointerInput.Origin.viewport(), p[0], p[1]));
        drag.addAction(mouse.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        browser.perform(List.of(drag));
        assertEquals(scrolled, (Long) js("return Math.round(window.scrollY)"), "pressing the board does not scroll the page");
        assertEquals("[\"r4c1\",\"r4c2\",\"r4c3\",\"r4c4\"]", state("selection").toString());
        browser.findElement(By.id("panel-toggle")).click(); // narrow: the tools are behind Menu
        useTool("cage", "10");
        waitFor(() -> state("model.cages").size() == 1);
        assertEquals("[\"r4c1\",\"r4c2\",\"r4c3\",\"r4c4\"]", state("model.cages").get(0).get("cells").toString());
    }

    @Test
    void textIsUtf8ThroughOpenSaveShareAndHint() throws Exception {
        String name = "Café – ×÷";
        String text = Files.readString(root().resolve("examples/seed004-kenken.txt")).replace("#kenken www.kenken.com kk_91.png 73491", "#kenken " + name);
        paste(text);
        assertEquals(name, browser.findElement(By.id("title")).getText());
        // the hint speaks of the 5− cage with its own minus sign (after the one-cell cages' values, steps of their own)
        String hint = "";
        for (int i = 0; i < 6 && !hint.contains("−"); i++) {
            ask("step", "hint .*");
            hint = stepText();
        }
        assertTrue(hint.startsWith("the 5− cage at r1c4 (2 cells) can only be 6−1, 7−2"), hint);
        // saved: the file holds the name as it was
        ask("save", "saved .*");
        Path downloads = tmp.resolve("downloads");
        waitFor(() -> {
            try (var s = Files.list(downloads)) {
                return s.anyMatch(f -> f.toString().endsWith(".cw"));
            } catch (Exception e) {
                return false;
            }
        });
        Path saved;
        try (var s = Files.list(downloads)) {
            saved = s.filter(f -> f.toString().endsWith(".cw")).findFirst().orElseThrow();
        }
        assertTrue(Files.readString(saved).contains("name " + name) || Files.readString(saved).contains(name), Files.readString(saved));
        assertEquals(name, Formats.readAll(saved).get(0).name());
        // shared: a browser that never saw it opens the link with the name intact
        browser.findElement(By.id("share")).click();
        waitFor(() -> browser.findElement(By.id("link")).getAttribute("value").contains("#p="));
        String link = browser.findElement(By.id("link")).getAttribute("value");
        js("localStorage.clear()");
        browser.get("about:blank");
        browser.get(link);
        drawn();
        waitFor(() -> browser.findElement(By.id("title")).getText().equals(name));
        assertFalse(browser.getCurrentUrl().contains("#p="), "the link's puzzle is kept in the browser, not in the address");
    }

    @Test
    void aReloadKeepsTheNewestWorkAndALinkNeverDropsIt() {
        fresh("sudoku", 4);
        click("r1c1");
        type("1");
        browser.findElement(By.id("share")).click();
        waitFor(() -> browser.findElement(By.id("link")).getAttribute("value").contains("#p="));
        String link = browser.findElement(By.id("link")).getAttribute("value");
        assertFalse(browser.getCurrentUrl().contains("#p="), "copying the link leaves the address alone");
        for (String[] g : new String[][] {{"r2c2", "2"}, {"r3c3", "3"}, {"r4c4", "4"}}) {
            click(g[0]);
            type(g[1]);
        }
        waitFor(() -> state("model.givens").size() == 4);
        browser.navigate().refresh();
        drawn();
        assertEquals(4, state("model.givens").size(), "a reload keeps the newest work");
        // the older link is another puzzle: it opens, and the newer one stays kept (Recent brings it back)
        browser.get(link);
        drawn();
        waitFor(() -> state("model.givens").size() == 1);
        browser.navigate().refresh();
        drawn();
        assertEquals(1, state("model.givens").size());
        WebElement recent = browser.findElement(By.id("recent"));
        recent.click();
        String newer = (String) js("const o = [...document.querySelectorAll('#recent option')].find(o => o.value); return o ? o.value : null");
        assertTrue(newer != null, "the newer puzzle is kept");
        js("const s = document.getElementById('recent'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", newer);
        waitFor(() -> state("model.givens").size() == 4);
    }

    @Test
    void twoDigitValuesAreOneEditAndValuesOutOfRangeAreRefused() {
        fresh("sudoku", 16);
        click("r1c1");
        type("1", "6");
        waitFor(() -> state("model.givens").toString().equals("{\"r1c1\":16}"));
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("model.givens").size() == 0); // no stray 1 left behind
        type("0");
        waitFor(() -> said().startsWith("0 is not a value of this puzzle (1 to 16)"));
        assertEquals(0, state("model.givens").size());
        type("9", "9");
        waitFor(() -> said().startsWith("99 is not a value of this puzzle (1 to 16)"));
        assertEquals("{\"r1c1\":9}", state("model.givens").toString(), "the 9 stays, the 99 is refused");
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("model.givens").size() == 0);
        chord(Keys.CONTROL, "y");
        waitFor(() -> state("model.givens").toString().equals("{\"r1c1\":9}"));
    }

    // ---- 2. solving mode, marks, colours, progress, hints --------------------------------------------------------

    @Test
    void aFourByFourIsSolvedWithTheKeyboardAlone() throws Exception {
        Puzzle p = read(FOUR);
        browser.get(base + "#p=" + java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(
                JSON.writeValueAsString(JSON.readTree(org.cellwise.format.Writers.write(p, org.cellwise.format.Format.JSON))).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        drawn();
        assertEquals("solving", state("mode").asText(), "a linked puzzle opens to be solved");
        type(Keys.TAB);
        assertEquals("board", js("return document.activeElement.id"), "the board is one Tab away");
        String outline = (String) js("return getComputedStyle(document.getElementById('board')).outlineStyle");
        assertEquals("solid", outline, "a visible focus outline");
        type(Keys.ARROW_RIGHT); // the cursor appears on r1c1
        assertEquals("r1c1", state("cursor").asText());
        waitFor(() -> label("r1c1").equals("row 1, column 1, given 2, selected"));
        Map<String, Integer> answer = answer(p);
        int row = 1, col = 1;
        for (var e : answer.entrySet()) {
            int r = Integer.parseInt(e.getKey().substring(1, e.getKey().indexOf('c'))), c = Integer.parseInt(e.getKey().substring(e.getKey().indexOf('c') + 1));
            if (state("fixed").has(e.getKey())) continue;
            while (row < r) { type(Keys.ARROW_DOWN); row++; }
            while (col < c) { type(Keys.ARROW_RIGHT); col++; }
            while (col > c) { type(Keys.ARROW_LEFT); col--; }
            type(String.valueOf(e.getValue()));
        }
        waitFor(() -> said().startsWith("Solved"));
        assertEquals(answer, shown());
        assertTrue(label("r2c1").startsWith("row 2, column 1, " + answer.get("r2c1")), label("r2c1"));
        // Shift extends the selection with the arrows
        chord(Keys.SHIFT, Keys.ARROW_LEFT);
        assertEquals(2, state("selection").size());
    }

    // ---- the page as an app on every screen --------------------------------------------------------------------

    /** The window as a screen of that size in CSS pixels, as a desktop browser lays the page out for it. */
    void screen(int width, int height) {
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", false));
        waitFor(() -> ((Number) js("return window.innerWidth")).intValue() == width);
    }

    /** An element's box on the screen: left, top, width, height. */
    double[] box(String css) {
        @SuppressWarnings("unchecked")
        List<Number> b = (List<Number>) js("const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.x, r.y, r.width, r.height];", css);
        return b.stream().mapToDouble(Number::doubleValue).toArray();
    }

    /** The element is shown, whole, within the window: seen without scrolling. */
    void inView(String css) {
        double[] b = box(css);
        double w = ((Number) js("return window.innerWidth")).doubleValue(), h = ((Number) js("return window.innerHeight")).doubleValue();
        String where = css + " at " + java.util.Arrays.toString(b) + " in " + w + "x" + h;
        assertTrue(b[2] > 0 && b[3] > 0, "shown: " + where);
        assertTrue(b[0] >= 0 && b[1] >= 0 && b[0] + b[2] <= w + 0.5 && b[1] + b[3] <= h + 0.5, "in view: " + where);
    }

    void press(String id) {
        new Actions(browser).moveToElement(browser.findElement(By.id(id))).click().perform();
    }

    void screenshot(String name) throws Exception {
        Files.write(Path.of("target", name), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    @Test
    void onADesktopTheBoardFitsTheWindowAndWhatThePageSaysIsBesideIt() throws Exception {
        for (int[] size : new int[][] {{1280, 800}, {1920, 1080}}) {
            screen(size[0], size[1]);
            paste(Files.readString(root().resolve("examples/seed004-killer.txt")));
            double[] board = box("#board");
            inView("#board");
            assertTrue(board[3] >= size[1] - 70, "the board is as tall as the window allows: " + board[3]);
            for (String css : List.of("#title", "#rulesbox", "#clock", "#pad", "#pad-redo", "#pad-delete", "#hint", "#step", "#answer"))
                inView(css);
            assertTrue(box("#pad")[0] >= board[0] + board[2] && box("#answer")[0] >= board[0] + board[2], "the controls and the words beside the board");
            assertEquals(0L, js("return Math.round(window.scrollY) + document.documentElement.scrollHeight - window.innerHeight"), "the page itself does not scroll");
            // a hint's words, then a step and its picture, in view beside the board; Hint stays where it was
            double[] hint = box("#hint");
            press("hint");
            waitFor(() -> said().startsWith("hint: "));
            inView("#answer");
            press("step");
            waitFor(() -> said().startsWith("hint (") && browser.findElement(By.id("hintbox")).isDisplayed());
            inView("#answer");
            inView("#hintbox");
            assertEquals(java.util.Arrays.toString(hint), java.util.Arrays.toString(box("#hint")), "Hint has not moved");
            screenshot("page-desktop-" + size[0] + ".png");
        }
        // a 16x16 fits the window's height too; the New puzzle panel says its size
        screen(1280, 800);
        paste(Files.readString(root().resolve("examples/seed001-16x16.cw")));
        assertEquals("16", browser.findElement(By.id("size")).getAttribute("value"));
        assertEquals("4x4", browser.findElement(By.id("boxes")).getAttribute("value"));
        inView("#board");
        inView("#pad-delete");
        assertTrue(box("#board")[3] >= 730, "a 16x16 as tall as the window allows");
        // solved: a card over the board says so with the time; Close puts it away
        paste(FOUR);
        Map<String, Integer> answer = answer(read(FOUR));
        for (var e : answer.entrySet()) {
            if (state("fixed").has(e.getKey())) continue;
            click(e.getKey());
            type(String.valueOf(e.getValue()));
        }
        waitFor(() -> browser.findElement(By.id("solvedbanner")).isDisplayed());
        assertTrue(browser.findElement(By.id("solvedtext")).getText().matches("Solved in \\d+:\\d\\d"), browser.findElement(By.id("solvedtext")).getText());
        inView("#solvedbanner");
        double[] card = box("#solvedbanner"), board = box("#board");
        assertTrue(card[0] > board[0] && card[1] > board[1] && card[0] + card[2] < board[0] + board[2] && card[1] + card[3] < board[1] + board[3], "over the board");
        assertTrue(said().startsWith("Solved"), said());
        screenshot("page-solved.png");
        press("solvedclose");
        waitFor(() -> !browser.findElement(By.id("solvedbanner")).isDisplayed());
        // opened again, a solved puzzle says so
        browser.navigate().refresh();
        drawn();
        waitFor(() -> said().startsWith("Solved"));
    }

    @Test
    void aFullGridSaysWhetherItIsSolvedWithoutGivingAWrongDigitAway() throws Exception {
        paste(FOUR);
        Map<String, Integer> answer = answer(read(FOUR));
        String wrong = answer.keySet().stream().filter(k -> !state("fixed").has(k)).reduce((a, b) -> b).orElseThrow();
        int bad = answer.get(wrong) % 4 + 1;
        for (var e : answer.entrySet()) {
            if (state("fixed").has(e.getKey())) continue;
            click(e.getKey());
            type(String.valueOf(e.getKey().equals(wrong) ? bad : e.getValue()));
        }
        // full and wrong: said at once, the place left to the red digits the conflicts show
        waitFor(() -> said().startsWith("Every cell is filled, but the grid is not solved"));
        assertEquals("Every cell is filled, but the grid is not solved: something is wrong. The cells in red break a rule.", said());
        assertFalse(browser.findElement(By.id("solvedbanner")).isDisplayed());
        assertFalse(browser.findElements(By.cssSelector("#board text.conflict")).isEmpty(), "red digits show where");
        // with the conflicts not shown, nothing says where until Check is asked
        browser.findElement(By.id("set-conflicts")).click();
        click(wrong);
        type(Keys.DELETE);
        waitFor(() -> !said().startsWith("Every cell"));
        type(String.valueOf(bad));
        waitFor(() -> said().startsWith("Every cell is filled, but the grid is not solved"));
        assertEquals("Every cell is filled, but the grid is not solved: something is wrong. Check says where.", said());
        assertTrue(browser.findElements(By.cssSelector("#board text.conflict")).isEmpty(), "no red digit gives it away");
        // put right: solved, with the time
        type(String.valueOf(answer.get(wrong)));
        waitFor(() -> said().startsWith("Solved"));
        waitFor(() -> browser.findElement(By.id("solvedbanner")).isDisplayed());
    }

    /** The browser as a phone of 390x844 with touch. */
    void phone() throws Exception {
        browser.quit();
        browser = Chrome.open(tmp.resolve("phone"), o -> o.setExperimentalOption("mobileEmulation", Map.of(
                "deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 2.0, "touch", true),
                "userAgent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36")));
        home();
    }

    /** The centre of an element on the screen. */
    double[] centre(String css) {
        double[] b = box(css);
        return new double[] {b[0] + b[2] / 2, b[1] + b[3] / 2};
    }

    /** A finger through the browser's touch events themselves: down at the first point, moved through the rest, lifted. */
    void touch(double[]... points) {
        browser.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", List.of(Map.of("x", points[0][0], "y", points[0][1]))));
        for (int i = 1; i < points.length; i++)
            browser.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchMove", "touchPoints", List.of(Map.of("x", points[i][0], "y", points[i][1]))));
        browser.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    @Test
    void onAPhoneTheFirstTapAfterASwipeLandsAndTheMenusHintIsInView() throws Exception {
        phone();
        paste(SIX);
        String row = "#board .hit rect[data-cell='r2c%d']";
        for (int round = 0; round < 3; round++) {
            touch(centre("#pad button[data-entry='digit']"));
            waitFor(() -> state("entry").asText().equals("digit"));
            // a quick swipe r2c1 to r2c4 in three moves, then at once a tap on Corner: the tap is a tap
            double[] from = centre(String.format(row, 1)), to = centre(String.format(row, 4));
            touch(from, new double[] {from[0] + (to[0] - from[0]) / 3, from[1]}, new double[] {from[0] + (to[0] - from[0]) * 2 / 3, from[1]}, to);
            touch(centre("#pad button[data-entry='corner']"));
            waitFor(() -> state("entry").asText().equals("corner"));
            assertEquals("[\"r2c1\",\"r2c2\",\"r2c3\",\"r2c4\"]", state("selection").toString());
        }
        // and the next value goes in as the mode tapped
        touch(centre("#pad button[data-value='3']"));
        waitFor(() -> state("corner").has("r2c4"));
        assertEquals("[3]", state("corner").get("r2c1").toString());
        assertFalse(state("digits").has("r2c1"));
        // Menu: Hint and its kin right under the board, and what Hint says in view, once
        touch(centre("#panel-toggle"));
        waitFor(() -> browser.findElement(By.id("side")).isDisplayed());
        for (String css : List.of("#board", "#hint", "#step", "#answer")) inView(css);
        touch(centre("#hint"));
        waitFor(() -> said().startsWith("hint: "));
        inView("#answer");
        String words = said().substring("hint: ".length()), page = (String) js("return document.body.innerText");
        assertEquals(1, page.split(java.util.regex.Pattern.quote(words), -1).length - 1, "the hint's words once: " + words);
        screenshot("page-phone-menu.png");
    }

    @Test
    void aPuzzleWithNoRulesTextIsGivenItsRulesInWordsAndOneWithItsOwnKeepsThem() throws Exception {
        paste(Files.readString(root().resolve("examples/seed000-latin.cw")));
        assertEquals("Each row and each column holds 1–5 once. The number in a dashed group is the sum of its values; values may repeat there.",
                browser.findElement(By.id("rulestext")).getText());
        assertTrue(browser.findElement(By.id("notes")).getText().startsWith("Grid A of the overlapping puzzle"), "the file's comment comes after, as a note");
        paste(Files.readString(root().resolve("examples/seed004-killer.txt")));
        assertEquals("Normal Sudoku rules apply: each row, column and box holds 1–9 once. Values in a cage differ and add up to the small number in its corner.",
                browser.findElement(By.id("rulestext")).getText());
        paste(Files.readString(root().resolve("examples/seed004-kenken.txt")));
        assertTrue(browser.findElement(By.id("rulestext")).getText().startsWith("Each row and each column holds 1–9 once. The values in a bold cage give "
                + "its number by its operation"), browser.findElement(By.id("rulestext")).getText());
        paste(Files.readString(root().resolve("examples/seed001-anti-knight.cw")));
        String antiKnight = browser.findElement(By.id("rulestext")).getText();
        assertTrue(antiKnight.startsWith("Normal Sudoku rules apply") && antiKnight.contains("knight"), antiKnight);
        // the setter's own words stand alone
        paste(FOUR.replace("rules sudoku\n", "rules sudoku\nrules-text Fill the grid, my way.\n"));
        assertEquals("Fill the grid, my way.", browser.findElement(By.id("rulestext")).getText());
        // a paste that names itself nowhere is a pasted puzzle, not the request's name
        paste("size 4 boxes 2x2\nrules sudoku\ngivens\n2 . 1 4\n. . . 2\n4 . . .\n. . . .\n");
        assertEquals("pasted puzzle", browser.findElement(By.id("title")).getText());
    }

    @Test
    void aSixteenBySixteenTakesLettersForTenAndUpAndThePadSaysSo() throws Exception {
        paste(Files.readString(root().resolve("examples/seed001-16x16.cw")));
        String open = answer(example("seed001-16x16.cw")).keySet().stream().filter(k -> !state("fixed").has(k)).findFirst().orElseThrow();
        click(open);
        chord(Keys.SHIFT, "a");
        waitFor(() -> state("corner").has(open));
        assertEquals("[10]", state("corner").get(open).toString());
        type("g");
        waitFor(() -> state("digits").path(open).asInt() == 16);
        assertEquals("16 G", browser.findElement(By.cssSelector("#pad button[data-value='16']")).getText());
        assertEquals("9", browser.findElement(By.cssSelector("#pad button[data-value='9']")).getText());
    }

    @Test
    void aKillersDigitsSitClearOfTheCageSumsAbove() throws Exception {
        paste(Files.readString(root().resolve("examples/seed004-killer.txt")));
        click("r1c1");
        type("9");
        waitFor(() -> !browser.findElements(By.cssSelector("#board .play-digits text[data-cell='r1c1']")).isEmpty());
        // the "14" in r1c1's corner ends (its baseline: digits have no descent) above the top of the 9 under it
        @SuppressWarnings("unchecked")
        List<Number> at = (List<Number>) js("const p = window.cellwise.picture(), d = document.querySelector(\"#board .play-digits text[data-cell='r1c1']\");"
                + " const label = [...document.querySelectorAll('#board svg > g.under text, #board svg > g.lines text, #board svg > g.over text')].find(t => t.textContent === '14'"
                + "   && +t.getAttribute('x') < p.left + p.cell && +t.getAttribute('y') < p.top + p.cell);"
                + " return [+label.getAttribute('y'), +d.getAttribute('y'), +d.getAttribute('font-size')];");
        double labelBaseline = at.get(0).doubleValue(), digitTop = at.get(1).doubleValue() - 0.75 * at.get(2).doubleValue();
        assertTrue(labelBaseline <= digitTop, "the sum ends at " + labelBaseline + ", the digit starts at " + digitTop);
    }

    @Test
    void aSixBySixIsSolvedOnAPhoneWithTheDigitPad() throws Exception {
        phone();
        // setting on a phone: the toolbar wraps, nothing is wider than the screen
        browser.findElement(By.cssSelector("button[data-set-mode='setting']")).click();
        waitFor(() -> state("mode").asText().equals("setting"));
        double right = ((Number) js("return document.getElementById('toolbar').getBoundingClientRect().right")).doubleValue();
        assertTrue(right <= 390 && ((Number) js("return document.documentElement.scrollWidth")).intValue() <= 390, "toolbar ends at " + right);
        Puzzle p = read(SIX);
        paste(SIX);
        assertEquals(390L, js("return window.innerWidth"));
        double width = ((Number) js("return document.getElementById('board').getBoundingClientRect().width")).doubleValue();
        assertTrue(width >= 360, "the board fills the phone's width: " + width);
        assertFalse(browser.findElement(By.id("side")).isDisplayed(), "the side panel is folded away");
        assertTrue(browser.findElement(By.cssSelector("#pad button[data-entry='centre']")).isDisplayed(), "the pad's mode buttons");
        for (WebElement b : browser.findElements(By.cssSelector("#toolbar button, #pad button")))
            if (b.isDisplayed()) assertTrue(b.getRect().getHeight() >= 40, "a finger's target: " + b.getText() + " is " + b.getRect().getHeight() + " px high");
        assertTrue(browser.findElement(By.id("pad")).getRect().getY() + browser.findElement(By.id("pad")).getRect().getHeight() <= 760, "the pad ends above a phone's browser bars");
        // tap a cell, tap a value: digits; a drag of the finger selects several cells for a centre mark
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Map<String, Integer> answer = answer(p);
        tap(finger, cell("r5c1"));
        tap(finger, browser.findElement(By.cssSelector("#pad button[data-entry='centre']")));
        tap(finger, browser.findElement(By.cssSelector("#pad button[data-value='" + answer.get("r5c1") + "']")));
        waitFor(() -> state("centre").has("r5c1"));
        // Check from the folded panel: its report, under the pad, goes with the next edit as its red cells do
        tap(finger, browser.findElement(By.id("panel-toggle")));
        waitFor(() -> browser.findElement(By.id("side")).isDisplayed());
        js("document.getElementById('check').scrollIntoView({block: 'center'})");
        tap(finger, browser.findElement(By.id("check")));
        waitFor(() -> said().contains("not filled"));
        js("window.scrollTo(0, 0)");
        tap(finger, browser.findElement(By.id("panel-toggle")));
        waitFor(() -> !browser.findElement(By.id("side")).isDisplayed());
        tap(finger, browser.findElement(By.cssSelector("#pad button[data-entry='digit']")));
        tap(finger, cell("r5c1"));
        tap(finger, browser.findElement(By.cssSelector("#pad button[data-value='" + answer.get("r5c1") + "']")));
        waitFor(() -> !said().contains("not filled"));
        for (var e : answer.entrySet()) {
            if (state("fixed").has(e.getKey()) || e.getKey().equals("r5c1")) continue;
            tap(finger, cell(e.getKey()));
            tap(finger, browser.findElement(By.cssSelector("#pad button[data-value='" + e.getValue() + "']")));
        }
        waitFor(() -> said().startsWith("Solved"));
        assertEquals(answer, shown());
        // a brisk swipe, reported every 16 ms a cell and a half apart, some points on the lines between cells: none is missed
        double pitch = cell("r5c1").getRect().getWidth();
        Sequence brisk = new Sequence(finger, 0);
        brisk.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(cell("r5c1")), 0, 3));
        brisk.addAction(finger.createPointerDown(0));
        for (double cells : new double[] {1.5, 3, 4.5, 5})
            brisk.addAction(finger.createPointerMove(Duration.ofMillis(16), PointerInput.Origin.fromElement(cell("r5c1")), (int) Math.round(cells * pitch), 3));
        brisk.addAction(finger.createPointerUp(0));
        browser.perform(List.of(brisk));
        assertEquals("[\"r5c1\",\"r5c2\",\"r5c3\",\"r5c4\",\"r5c5\",\"r5c6\"]", state("selection").toString());
        Sequence swipe = new Sequence(finger, 0);
        swipe.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(cell("r6c1")), 0, 0));
        swipe.addAction(finger.createPointerDown(0));
        for (String k : List.of("r6c2", "r6c3"))
            swipe.addAction(finger.createPointerMove(Duration.ofMillis(150), PointerInput.Origin.fromElement(cell(k)), 0, 0));
        swipe.addAction(finger.createPointerUp(0));
        browser.perform(List.of(swipe));
        assertEquals("[\"r6c1\",\"r6c2\",\"r6c3\"]", state("selection").toString());
        Files.write(Path.of("target", "page-phone.png"), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
        tap(finger, browser.findElement(By.id("panel-toggle")));
        waitFor(() -> browser.findElement(By.id("side")).isDisplayed());
    }

    void tap(PointerInput finger, WebElement at) {
        Sequence tap = new Sequence(finger, 0);
        tap.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(at), 0, 0));
        tap.addAction(finger.createPointerDown(0));
        tap.addAction(finger.createPointerUp(0));
        browser.perform(List.of(tap));
    }

    @Test
    void marksAndColoursSurviveAReloadAndUndoRedoCoversThem() throws Exception {
        paste(Files.readString(root().resolve("examples/seed004-killer.txt")));
        click("r1c1");
        chord(Keys.SHIFT, "12"); // corner marks
        click("r1c2");
        chord(Keys.CONTROL, "35"); // centre marks
        click("r1c3");
        type("v"); // colour mode
        type("4", "9"); // two colours in one cell
        type("z");
        click("r1c4", Keys.SHIFT);
        type("c", "7"); // a centre mark by the mode key, in two cells at once
        waitFor(() -> state("centre").has("r1c4"));
        String all = "{\"corner\":{\"r1c1\":[1,2]},\"centre\":{\"r1c2\":[3,5],\"r1c3\":[7],\"r1c4\":[7]},\"colours\":{\"r1c3\":[4,9]}}";
        assertEquals(all, marks());
        assertEquals(2, browser.findElements(By.cssSelector("#board .play-colours path[data-cell='r1c3']")).size(), "two colours share the cell");
        assertEquals(List.of("1", "2"), browser.findElements(By.cssSelector("#board text.corner[data-cell='r1c1']")).stream().map(WebElement::getText).toList());
        assertEquals("35", browser.findElement(By.cssSelector("#board text.centre[data-cell='r1c2']")).getText());
        chord(Keys.CONTROL, "z");
        waitFor(() -> !state("centre").has("r1c4"));
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("colours").get("r1c3").size() == 1);
        chord(Keys.CONTROL, "y");
        chord(Keys.CONTROL, "y");
        waitFor(() -> marks().equals(all));
        browser.navigate().refresh();
        drawn();
        assertEquals(all, marks(), "kept in the browser");
        assertEquals("row 1, column 2, empty, marks 3 5", label("r1c2"));
        assertEquals(2, browser.findElements(By.cssSelector("#board .play-colours path[data-cell='r1c3']")).size());
        // desktop solving with digits, marks, colours and a conflict: docs/pictures/page-solving.png is this picture
        browser.findElement(By.id("restart")).click(); // undo's history is the page's: a reload starts it anew
        waitFor(() -> state("corner").size() == 0 && state("colours").size() == 0);
        type("z"); // digits again
        for (String[] d : new String[][] {{"r1c4", "1"}, {"r2c4", "5"}, {"r1c5", "8"}, {"r2c5", "7"}, {"r9c1", "6"}, {"r8c1", "1"},
                {"r7c8", "1"}, {"r8c8", "5"}, {"r6c9", "8"}, {"r4c9", "9"}, {"r7c1", "7"}, {"r9c2", "6"}}) {
            click(d[0]);
            type(d[1]);
        }
        click("r1c6");
        click("r2c6", Keys.SHIFT);
        chord(Keys.CONTROL, "49");
        click("r1c7");
        click("r2c7", Keys.SHIFT);
        chord(Keys.CONTROL, "2356");
        for (String k : List.of("r3c4", "r3c5")) {
            click(k);
            chord(Keys.SHIFT, "36");
        }
        click("r5c4");
        click("r6c4", Keys.SHIFT);
        type("v", "9");
        click("r5c6");
        click("r6c6", Keys.SHIFT);
        type("4");
        click("r6c5");
        type("9", "4", "z");
        drag("r2c1", "r2c2", "r2c3");
        waitFor(() -> !browser.findElements(By.cssSelector("#board text.conflict[data-cell='r9c2']")).isEmpty());
        browser.manage().window().setSize(new Dimension(1280, 1100));
        js("window.scrollTo(0, 0)");
        Files.write(Path.of("target", "page-solving.png"), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    String marks() {
        return "{\"corner\":" + state("corner") + ",\"centre\":" + state("centre") + ",\"colours\":" + state("colours") + "}";
    }

    // ---- the pen, the dark theme, the choices kept -------------------------------------------------------------

    /** The pen's drawings, as the page keeps them: {"lines": {"1,1,1,3": 1}, "circles": {"r5c5": 1}}. */
    String pen() {
        return state("pen").toString();
    }

    /** A mouse pressed at the first point, moved through the others and released; each point is a cell and an offset from its centre in cells. */
    void penDrag(Object... cellsAndOffsets) {
        drawn();
        double pitch = cell("r1c1").getRect().getWidth();
        Actions a = new Actions(browser);
        for (int i = 0; i < cellsAndOffsets.length; i += 3) {
            a.moveToElement(cell((String) cellsAndOffsets[i]), (int) Math.round(((Number) cellsAndOffsets[i + 1]).doubleValue() * pitch),
                    (int) Math.round(((Number) cellsAndOffsets[i + 2]).doubleValue() * pitch));
            if (i == 0) a.clickAndHold();
        }
        a.release().perform();
    }

    @Test
    void thePenDrawsByMouseUndoesKeepsAndNeverReachesThePuzzle() throws Exception {
        for (int[] size : new int[][] {{1280, 800}, {1920, 1080}}) {
            screen(size[0], size[1]);
            paste(Files.readString(root().resolve("examples/seed004-killer.txt")));
            press("restart"); // the first round's work is kept for the puzzle: from the givens again
            waitFor(() -> pen().equals("{\"lines\":{},\"circles\":{}}") && state("digits").size() == 0);
            String model = state("model").toString();
            click("r5c5");
            type("b"); // the pen's key, after the Z X C V of the other modes
            waitFor(() -> state("entry").asText().equals("pen"));
            assertEquals("true", browser.findElement(By.cssSelector("#pad button[data-entry='pen']")).getAttribute("aria-pressed"));
            assertEquals(6, browser.findElements(By.cssSelector("#pad button[data-pen]")).size(), "the pad offers the pen's colours");
            inView("#pad button[data-entry='pen']");
            new Actions(browser).moveToElement(browser.findElement(By.cssSelector("#pad button[data-pen='1']"))).click().perform();
            waitFor(() -> state("settings.pen").asInt() == 1);
            // from a cell: centre to centre, a diagonal too
            penDrag("r1c1", 0, 0, "r1c2", 0, 0, "r2c3", 0, 0);
            waitFor(() -> pen().equals("{\"lines\":{\"1,1,1,3\":1,\"1,3,3,5\":1},\"circles\":{}}"));
            // from a corner where cells meet: along the edges, here two to the right of r2c2's top-left corner then one down
            penDrag("r2c2", -0.48, -0.5, "r2c3", -0.5, -0.5, "r2c4", -0.5, -0.5, "r3c4", -0.5, -0.48);
            waitFor(() -> pen().contains("\"2,6,4,6\""));
            assertEquals("{\"lines\":{\"1,1,1,3\":1,\"1,3,3,5\":1,\"2,2,2,4\":1,\"2,4,2,6\":1,\"2,6,4,6\":1},\"circles\":{}}", pen());
            // a click in a cell rings it, in the pen's colour chosen on the pad
            press("pad-delete"); // Delete rubs every drawing out, as one edit
            waitFor(() -> pen().equals("{\"lines\":{},\"circles\":{}}"));
            chord(Keys.CONTROL, "z");
            waitFor(() -> pen().contains("1,1,1,3"));
            new Actions(browser).moveToElement(browser.findElement(By.cssSelector("#pad button[data-pen='2']"))).click().perform();
            waitFor(() -> state("settings.pen").asInt() == 2);
            click("r5c5");
            waitFor(() -> state("pen.circles").has("r5c5"));
            assertEquals(2, state("pen.circles.r5c5").asInt());
            assertTrue(label("r5c5").contains(", circled"), label("r5c5"));
            assertEquals(5, browser.findElements(By.cssSelector("#board .play-pen line")).size());
            assertEquals(1, browser.findElements(By.cssSelector("#board .play-pen circle.pen-circle[data-cell='r5c5']")).size());
            // drawing back over a line rubs it out; the selection is the pen's to leave alone
            penDrag("r1c2", 0, 0, "r1c1", 0, 0);
            waitFor(() -> !state("pen.lines").has("1,1,1,3"));
            assertEquals("[\"r5c5\"]", state("selection").toString(), "the pen selects nothing");
            // undo and redo take each drag back whole
            chord(Keys.CONTROL, "z");
            waitFor(() -> state("pen.lines").has("1,1,1,3"));
            chord(Keys.CONTROL, "z");
            waitFor(() -> !state("pen.circles").has("r5c5"));
            chord(Keys.CONTROL, "y");
            waitFor(() -> state("pen.circles").has("r5c5"));
            // digits still go in while the pen is chosen; the pen never reaches the puzzle
            type("5");
            waitFor(() -> state("digits").path("r5c5").asInt() == 5);
            assertEquals(model, state("model").toString(), "the puzzle is as it was");
            String drawn = pen();
            screenshot("page-pen-" + size[0] + ".png");
            // kept with the work: a reload brings the drawings back, in pen mode still
            browser.navigate().refresh();
            drawn();
            assertEquals(drawn, pen());
            assertEquals("pen", state("entry").asText());
            assertEquals(2, state("settings.pen").asInt(), "the pen's colour is a choice kept between visits");
            assertEquals(5, browser.findElements(By.cssSelector("#board .play-pen line")).size());
            // a hint sees the digits, never the drawings
            press("hint");
            waitFor(() -> said().startsWith("hint: "));
            // Restart takes them away with the digits; Undo brings them back
            press("restart");
            waitFor(() -> pen().equals("{\"lines\":{},\"circles\":{}}") && state("digits").size() == 0);
            chord(Keys.CONTROL, "z");
            waitFor(() -> pen().equals(drawn));
            // setting: the drawings are not shown, the board's gestures select again
            browser.findElement(By.cssSelector("button[data-set-mode='setting']")).click();
            waitFor(() -> browser.findElements(By.cssSelector("#board .play-pen > *")).isEmpty());
            browser.findElement(By.cssSelector("button[data-set-mode='solving']")).click();
            waitFor(() -> browser.findElements(By.cssSelector("#board .play-pen line")).size() == 5);
            type("z");
        }
    }

    @Test
    void thePenDrawsByTouchOnAPhone() throws Exception {
        phone();
        paste(SIX);
        touch(centre("#pad button[data-entry='pen']"));
        waitFor(() -> state("entry").asText().equals("pen"));
        String cellCss = "#board .hit rect[data-cell='%s']";
        // a finger from r1c1 through r1c2 and down to r2c2, in quick moves a cell apart; then a tap in r4c4
        touch(centre(String.format(cellCss, "r1c1")), centre(String.format(cellCss, "r1c2")), centre(String.format(cellCss, "r2c2")));
        waitFor(() -> pen().equals("{\"lines\":{\"1,1,1,3\":1,\"1,3,3,3\":1},\"circles\":{}}"));
        touch(centre(String.format(cellCss, "r4c4")));
        waitFor(() -> state("pen.circles").has("r4c4"));
        // an edge by finger: from the corner under r3c1's bottom-left, two edges along
        double[] c31 = centre(String.format(cellCss, "r3c1")), c32 = centre(String.format(cellCss, "r3c2"));
        double pitch = c32[0] - c31[0];
        touch(new double[] {c31[0] - pitch / 2, c31[1] + pitch / 2}, new double[] {c31[0] + pitch / 2, c31[1] + pitch / 2},
                new double[] {c31[0] + pitch * 1.5, c31[1] + pitch / 2});
        waitFor(() -> state("pen.lines").has("6,2,6,4"));
        assertTrue(state("pen.lines").has("6,0,6,2"), pen());
        // the pad's Undo takes the last stroke back
        touch(centre("#pad-undo"));
        waitFor(() -> !state("pen.lines").has("6,0,6,2"));
        // the pad in pen mode is the pen's colours, and every button a finger's size
        for (WebElement b : browser.findElements(By.cssSelector("#pad button")))
            if (b.isDisplayed()) assertTrue(b.getRect().getHeight() >= 40, b.getAttribute("aria-label") + " is " + b.getRect().getHeight() + " px high");
        assertTrue(browser.findElement(By.id("pad")).getRect().getY() + browser.findElement(By.id("pad")).getRect().getHeight() <= 760, "the pad ends above a phone's browser bars");
        String drawn = pen();
        browser.navigate().refresh();
        drawn();
        assertEquals(drawn, pen(), "kept after a reload");
        Files.write(Path.of("target", "page-phone-pen.png"), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
        // and in the dark theme, by the header's switch
        touch(centre("#theme"));
        waitFor(() -> "dark".equals(js("return document.documentElement.dataset.theme")));
        Files.write(Path.of("target", "page-phone-dark.png"), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    /** The system's colour scheme, as the browser reports it to the page. */
    void systemScheme(String scheme) {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
    }

    String theme() {
        return (String) js("return document.documentElement.dataset.theme");
    }

    @Test
    void theDarkThemeFollowsTheSystemIsToggledAndKeptWithTheOtherChoices() throws Exception {
        screen(1280, 800);
        systemScheme("light");
        home();
        paste(Files.readString(root().resolve("examples/seed004-killer.txt")));
        assertEquals("light", theme());
        String lightBackground = (String) js("return getComputedStyle(document.body).backgroundColor");
        // the system's dark scheme is followed while nothing is chosen, at once
        systemScheme("dark");
        waitFor(() -> "dark".equals(theme()));
        systemScheme("light");
        waitFor(() -> "light".equals(theme()));
        // chosen with the header's switch: kept, whatever the system says
        press("theme");
        waitFor(() -> "dark".equals(theme()));
        assertEquals("rgb(20, 20, 20)", js("return getComputedStyle(document.body).backgroundColor"), "was " + lightBackground);
        assertTrue(((String) js("return getComputedStyle(document.querySelector('#board svg')).filter")).startsWith("invert"), "the board turned round");
        assertEquals("true", browser.findElement(By.id("theme")).getAttribute("aria-pressed"), "the switch says the dark theme is on");
        // the other choices: the clock hidden, conflicts off
        browser.findElement(By.id("set-clock")).click();
        waitFor(() -> !browser.findElement(By.id("clock")).isDisplayed());
        browser.findElement(By.id("set-conflicts")).click();
        click("r1c1");
        type("9");
        click("r1c2");
        type("9");
        click("r5c5");
        type("b");
        penDrag("r4c4", 0, 0, "r4c5", 0, 0, "r5c6", 0, 0);
        click("r7c7");
        waitFor(() -> state("pen.circles").has("r7c7"));
        screenshot("page-dark-1280.png");
        browser.navigate().refresh();
        drawn();
        assertEquals("dark", theme());
        assertFalse(browser.findElement(By.id("clock")).isDisplayed(), "the clock stays hidden");
        assertFalse(browser.findElement(By.id("set-conflicts")).isSelected());
        assertTrue(browser.findElements(By.cssSelector("#board text.conflict")).isEmpty(), "conflicts stay unshown");
        // another puzzle opened: the choices are the page's, not the puzzle's
        paste(FOUR);
        assertEquals("dark", theme());
        assertFalse(browser.findElement(By.id("clock")).isDisplayed());
        screen(1920, 1080);
        paste(Files.readString(root().resolve("examples/seed004-killer.txt")));
        screenshot("page-dark-1920.png");
        // setting in the dark: the loop's badge and the panel, and a hint's step drawn
        browser.findElement(By.cssSelector("button[data-set-mode='setting']")).click();
        waitFor(() -> !browser.findElement(By.id("badge")).getText().isEmpty());
        press("hint-setting");
        waitFor(() -> browser.findElement(By.id("hintbox")).isDisplayed());
        screenshot("page-dark-setting.png");
        browser.findElement(By.cssSelector("button[data-set-mode='solving']")).click();
        waitFor(() -> state("mode").asText().equals("solving"));
        // back to the system's choice from the panel
        browser.findElement(By.id("set-theme")).click();
        browser.findElement(By.cssSelector("#set-theme option[value='auto']")).click();
        waitFor(() -> "light".equals(theme()));
        browser.navigate().refresh();
        drawn();
        assertEquals("light", theme());
        systemScheme("dark");
        waitFor(() -> "dark".equals(theme()));
    }

    @Test
    void corruptStorageNeverStopsThePage() throws Exception {
        String killer = Files.readString(root().resolve("examples/seed004-killer.txt"));
        paste(killer);
        click("r5c5");
        type("b");
        click("r5c5");
        waitFor(() -> state("pen.circles").has("r5c5"));
        browser.navigate().refresh();
        drawn();
        String kept = (String) js("return localStorage.getItem('cellwise.current')");
        for (String[] corrupt : new String[][] {
                {"cellwise.settings", "{not json"},
                {"cellwise.settings", "null"},
                {"cellwise.settings", "[1,2,3]"},
                {"cellwise.settings", "{\"theme\":\"<b>dark</b>\",\"pen\":\"9\",\"conflicts\":\"no\",\"clock\":0,\"__proto__\":{\"theme\":\"dark\"}}"},
                {"cellwise.current", kept.replace("\"circles\":{\"r5c5\":1}", "\"circles\":{\"r5c5\":\"<img>\"}")},
                {"cellwise.current", kept.replace("\"lines\":{}", "\"lines\":{\"1,1,9,9\":1}")},
                {"cellwise.current", kept.replace("\"pen\":{", "\"pen\":[{")},
                {"cellwise.current", "\"just text\""},
                {"cellwise.puzzles", "{\"0\":{}}"}}) {
            browser.get(base + "api/rules");
            js("localStorage.setItem(arguments[0], arguments[1])", corrupt[0], corrupt[1]);
            browser.get(base);
            drawn();
            String what = corrupt[0] + " = " + corrupt[1].substring(0, Math.min(60, corrupt[1].length()));
            assertTrue(List.of("light", "dark").contains(theme()), what);
            assertEquals(1, state("settings.pen").asInt(), what);
            assertTrue(state("settings.conflicts").asBoolean() && state("settings.clock").asBoolean(), what);
            if (corrupt[0].equals("cellwise.current")) {
                waitFor(() -> said().contains("could not be read"));
                assertEquals("my puzzle", state("model.name").asText(), what + ": a new puzzle instead");
            }
            // the page works: a puzzle opens, a digit goes in, the pen draws
            paste(FOUR);
            type("z");
            click("r2c1");
            type("3");
            waitFor(() -> state("digits").path("r2c1").asInt() == 3);
            type("b");
            click("r3c3");
            waitFor(() -> state("pen.circles").has("r3c3"));
            browser.get(base + "api/rules");
            js("localStorage.clear()");
            js("localStorage.setItem('cellwise.current', arguments[0])", kept);
        }
    }

    @Test
    void hintsMoveOnAndAreGradedAWrongDigitFirst() throws Exception {
        // Blitz: its first steps only remove candidates; five steps, each a new one, each changing the candidates
        String blitz = Files.readAllLines(root().resolve("data/fpuzzles.tsv")).stream().filter(l -> l.contains("\"Blitz\""))
                .findFirst().orElseThrow().split("\t")[1];
        paste(blitz);
        Set<String> steps = new HashSet<>(), candidates = new HashSet<>();
        candidates.add(state("centre").toString());
        for (int i = 0; i < 5; i++) {
            if (i < 3) {
                // Hint three times: what to look for and where, then the cells, then the step applied
                String before = state("centre").toString();
                assertTrue(ask("hint", "hint.*").startsWith("hint: Look at the "), said());
                assertTrue(ask("hint", "hint.*").contains("The cells: "), said());
                assertEquals(before, state("centre").toString(), "nothing changes before the step is applied");
                ask("hint", "hint \\(.*");
            } else {
                ask("step", "hint .*");
            }
            String text = stepText();
            assertTrue(steps.add(text), "step " + (i + 1) + " is new: " + text);
            assertFalse(text.matches(".*\\br\\d+c0\\b.*|.*\\br0c\\d+.*|.*\\bcage (?!at\\b)\\S+ \\(.*"), "in the player's words: " + text);
            assertTrue(candidates.add(state("centre").toString()), "the candidates changed");
        }
        // graded: what to look for, then where, then the step; a wrong digit is said first
        Puzzle classic = example("seed001-classic.cw");
        paste(Files.readString(root().resolve("examples/seed001-classic.cw")));
        Map<String, Integer> answer = answer(classic);
        String open = answer.keySet().stream().filter(k -> k.startsWith("r9") && !state("fixed").has(k)).reduce((a, b) -> b).orElseThrow();
        click(open);
        type(String.valueOf(answer.get(open) % 9 + 1));
        waitFor(() -> state("digits").has(open));
        assertEquals("hint: A digit you placed is wrong, in row 9.", ask("hint", "hint.*"));
        ask("hint", "hint.*");
        waitFor(() -> !browser.findElements(By.cssSelector("#board .play-highlight rect.hinted[data-cell='" + open + "']")).isEmpty());
        ask("hint", "hint.*");
        waitFor(() -> !state("digits").has(open));
        assertEquals("hint: Look for a hidden single in box 1.", ask("hint", "hint.*"));
        assertTrue(browser.findElements(By.cssSelector("#board .play-highlight rect.hinted")).isEmpty(), "no cell shown yet");
        String two = ask("hint", "hint.*");
        assertTrue(two.contains("The cells: r1c2."), two);
        waitFor(() -> !browser.findElements(By.cssSelector("#board .play-highlight rect.hinted[data-cell='r1c2']")).isEmpty());
        ask("hint", "hint \\(hidden single\\).*");
        assertEquals(answer.get("r1c2").intValue(), state("digits").get("r1c2").asInt());
        assertFalse(browser.findElements(By.cssSelector("#board text.digit.hinted[data-cell='r1c2']")).isEmpty());
        assertEquals("hint: Look for a hidden single in box 1.", ask("hint", "hint.*"), "the next hint starts at the first grade");
    }

    @Test
    void aSearchStoppedByTheTimeLimitSaysNotDecidedNeverNotUnique() throws Exception {
        serve(Duration.ofSeconds(2));
        home();
        List<String> lines = Files.readAllLines(root().resolve("data/sudoku-25x25-gecode.txt"));
        int at = lines.indexOf("#sudoku gecode25-18");
        paste(String.join("\n", lines.subList(at, at + 26)) + "\n");
        String solved = ask("solve", "solved.*|no solution.*|not decided.*");
        assertTrue(solved.contains("not decided within"), solved);
        assertFalse(solved.contains("not unique"), solved);
        String counted = ask("count", "unique|.*solutions.*|no solution.*|not decided.*");
        assertTrue(counted.startsWith("not decided within"), counted);
    }

    // ---- 5. one picture: the page's static board is draw --svg's ----------------------------------------------------

    @Test
    void thePagesBoardIsTheOneDrawSvgDrawsForEveryExample() throws Exception {
        List<Path> files;
        try (var s = Files.list(root().resolve("examples"))) {
            files = s.sorted().toList();
        }
        for (Path f : files) {
            Puzzle p = Formats.readAll(f).get(0);
            Path one = tmp.resolve(f.getFileName() + ".cw");
            Files.writeString(one, org.cellwise.format.CellwiseWriter.write(p));
            var drawn = org.cellwise.cli.Draws.svg(one.toString());
            paste(Files.readString(f));
            @SuppressWarnings("unchecked")
            List<String> page = (List<String>) js("const svg = document.querySelector('#board svg'); const out = [];"
                    + " const first = svg.querySelector('g.cells rect[stroke]'); const x0 = +first.getAttribute('x'), y0 = +first.getAttribute('y');"
                    + " for (const g of svg.querySelectorAll(':scope > g.cells, :scope > g.under, :scope > g.lines, :scope > g.over, :scope > g.values'))"
                    + "   for (const t of g.querySelectorAll('text, circle')) out.push(t.tagName === 'text'"
                    + "     ? `text ${t.textContent} ${+t.getAttribute('x') - x0} ${+t.getAttribute('y') - y0}`"
                    + "     : `circle ${+t.getAttribute('cx') - x0} ${+t.getAttribute('cy') - y0} ${t.getAttribute('r')}`);"
                    + " return out.sort();");
            assertEquals(drawn, page, f.getFileName().toString());
        }
    }

    // ---- setting: the tools, asked, kept ----------------------------------------------------------------------------

    void buildKenKen() {
        fresh("kenken", 4);
        Object[][] cages = {{"r1c1", "r1c2", "3+"}, {"r1c3", "r1c4", "12*"}, {"r2c1", "r3c1", "7+"}, {"r2c2", "r2c3", "3-"},
                {"r2c4", "r3c4", "6*"}, {"r3c2", "r3c3", "2/"}, {"r4c1", "r4c2", "5+"}, {"r4c3", "r4c4", "3-"}};
        for (Object[] c : cages) {
            drag((String) c[0], (String) c[1]);
            useTool("kenken", (String) c[2]);
        }
        waitFor(() -> state("model.cages").size() == 8);
    }

    /** The clue texts of the board's picture, as the server drew them. */
    List<String> clueTexts() {
        drawn();
        @SuppressWarnings("unchecked")
        List<String> t = (List<String>) js("return [...document.querySelectorAll('#board svg > g.under text, #board svg > g.lines text, #board svg > g.over text')]"
                + ".map(t => t.textContent)");
        return t;
    }

    @Test
    void aKenKenBuiltByDraggingIsUniqueAndTurnsAmbiguousAndBack() throws Exception {
        buildKenKen();
        waitFor(() -> clueTexts().contains("12×"));
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
        String hint = ask("hint-setting", "hint \\(.+\\): .*");
        assertFalse(hint.contains("guess"), hint);
        assertFalse(browser.findElements(By.cssSelector("#hintpic svg rect[fill='#ffe98a']")).isEmpty(), "the step drawn");
        // take the cages off the top half: several solutions, and the cells where two differ light up
        click("r1c1");
        for (int r = 1; r <= 2; r++) for (int c = 1; c <= 4; c++) if (r + c > 2) click("r" + r + "c" + c, Keys.SHIFT);
        browser.findElement(By.id("unmark")).click();
        waitFor(() -> state("model.cages").size() == 3);
        String many = ask("count", "unique|.*solutions.*|no solution.*");
        assertTrue(many.matches("\\d+ solutions; the cells where two differ are highlighted"), many);
        assertTrue(browser.findElements(By.cssSelector("#board g.differs")).size() >= 2);
        // marked by hatching, never a flat fill a cage's colour could be taken for, nor a dashed outline like a killer cage's
        assertEquals(4 * browser.findElements(By.cssSelector("#board g.differs")).size(), browser.findElements(By.cssSelector("#board g.differs > line")).size());
        assertTrue(browser.findElements(By.cssSelector("#board g.differs rect, #board .play-highlight rect[fill='#ffc38a']")).isEmpty(), "no flat fill");
        screenshot("page-kenken-differs.png");
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("model.cages").size() == 8);
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
        chord(Keys.CONTROL, "y");
        waitFor(() -> state("model.cages").size() == 3);
    }

    /**
     * The seam setting tools plug into: a tool with its own pointer gesture, made active, receives the board's
     * press, moves and release (with the position under the pointer) instead of the selection, and its change to
     * the model is one undoable edit that the board draws.
     */
    @Test
    void aToolWithItsOwnGestureReceivesTheBoardsPointerAndEditsTheModel() {
        fresh("sudoku", 9);
        browser.executeAsyncScript("const done = arguments[0]; Promise.all([import('./tools.js'), import('./state.js')]).then(([tools, st]) => {"
                + " let path = [];"
                + " tools.register({ id: 'probe', label: 'Probe', modes: ['setting'], pointer: {"
                + "   down(at) { path = [at.cell]; window.probed = { path, edges: [at.edge] }; },"
                + "   move(at) { if (at && at.cell && at.centre < 0.75 && !path.includes(at.cell)) path.push(at.cell); },"
                + "   up() { st.edit(() => { st.state.model.sums = [{ label: 'probe', target: 10, cells: path.slice() }]; }); } } });"
                + " tools.setActive('probe'); done(); });");
        drag("r2c2", "r2c3", "r3c3");
        waitFor(() -> state("model.sums").size() == 1);
        assertEquals("[\"r2c2\",\"r2c3\",\"r3c3\"]", state("model.sums").get(0).get("cells").toString());
        assertEquals("[]", state("selection").toString(), "the selection gesture did not run");
        drawn();
        assertTrue(clueTexts().contains("10"), "the board draws what the tool added");
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("model.sums").size() == 0);
    }

    @Test
    void generateOpensAUniquePuzzleOfTheKindAndLevelToSolve() {
        js("document.getElementById('kind').value = 'killer'; document.getElementById('size').value = 6; document.getElementById('level').value = 'easy';");
        String said = ask("generate", "killer 1: .*|.*found.*");
        assertTrue(said.startsWith("killer 1: a new easy puzzle with one solution"), said);
        drawn();
        assertEquals("solving", state("mode").asText());
        assertEquals(36, browser.findElements(By.cssSelector("#board .hit rect")).size());
        assertFalse(state("model.cages").isEmpty(), "cages with their sums");
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
    }

    /**
     * A community link opened from the link box: its variant clues in the board where they lie (the server's picture),
     * solved to the engine's answer, and shared again as links that read back as the same puzzle.
     */
    @Test
    void aLinkOpensWithItsCluesAndSharesBackAsLinks() throws Exception {
        String cw = "size 6\nrules sudoku\nthermo r1c1 r2c2 r3c3 r4c4\nsandwich 9 r0c5\nwhite r6c1 r6c2\ncage - r5c5 r5c6\n"
                + "givens\n. . 4 5 . .\n. . . 1 . .\n. 5 . . . 2\n2 . . . . 3\n. . 2 . . 1\n. . . . 6 .\n";
        Puzzle p = read(cw);
        WebElement box = browser.findElement(By.id("link"));
        box.clear();
        box.sendKeys(org.cellwise.format.FPuzzles.sudokuPad(p));
        browser.findElement(By.id("openlink")).click();
        waitFor(() -> said().startsWith("opened"));
        drawn();
        // the thermometer's first step, grey, from r1c1's centre to r2c2's
        WebElement r1c1 = cell("r1c1");
        int x = Integer.parseInt(r1c1.getAttribute("x")), y = Integer.parseInt(r1c1.getAttribute("y"));
        assertTrue(x >= 44 && y >= 44, "a margin for the clue outside the grid");
        WebElement step = browser.findElements(By.cssSelector("#board svg > g line[stroke='#bdbdbd']")).get(0);
        assertEquals(List.of(x + 22, y + 22, x + 66, y + 66), List.of(Integer.parseInt(step.getAttribute("x1")), Integer.parseInt(step.getAttribute("y1")),
                Integer.parseInt(step.getAttribute("x2")), Integer.parseInt(step.getAttribute("y2"))));
        assertTrue(browser.findElements(By.cssSelector("#board svg > g.over text")).stream().anyMatch(t -> t.getText().equals("9")), "the sandwich sum");
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
        ask("solve", "solved.*|.*unique.*");
        assertEquals(answer(p), shown());
        for (String site : List.of("fpuzzles", "sudokupad")) {
            ask("share-" + site, ".*link.*");
            String shared = browser.findElement(By.id("link")).getAttribute("value");
            assertTrue(shared.startsWith(site.equals("fpuzzles") ? "https://www.f-puzzles.com/?load=" : "https://sudokupad.app/fpuzzles"), shared);
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(Formats.readAll(shared, "l", null).get(0)), site);
        }
        // puzz.link cannot state the clues: it says which, and the link box holds Cellwise's own link instead
        String refused = ask("share-puzzlink", "puzz.link cannot carry.*");
        assertTrue(refused.contains("thermo r1c1 r2c2 r3c3 r4c4") && refused.contains("sandwich 9 r0c5"), refused);
        assertTrue(browser.findElement(By.id("link")).getAttribute("value").contains("#p="));
    }

    /**
     * A link whose rules text names a rule it cannot state (f-puzzles has no knightmare element) says so above the
     * board, until the setter ticks the rule, as the command line warns.
     */
    @Test
    void aRuleTheRulesTextNamesButTheLinkLacksIsSaidUntilTicked() throws Exception {
        Puzzle km = Formats.readAll(root().resolve("examples").resolve("knightmare-link.txt")).get(0);
        WebElement box = browser.findElement(By.id("link"));
        box.clear();
        box.sendKeys(org.cellwise.format.FPuzzles.link(km));
        browser.findElement(By.id("openlink")).click();
        waitFor(() -> said().startsWith("opened"));
        WebElement unset = browser.findElement(By.id("unset"));
        waitFor(unset::isDisplayed);
        assertTrue(unset.getText().startsWith("Its rules text names knightmare, which this puzzle does not set"), unset.getText());
        // a share link carries what the text names: the page opened from it says the same
        browser.findElement(By.id("share")).click();
        waitFor(() -> browser.findElement(By.id("link")).getAttribute("value").contains("#p="));
        String shared = browser.findElement(By.id("link")).getAttribute("value");
        String carried = new String(java.util.Base64.getUrlDecoder().decode(shared.substring(shared.indexOf("#p=") + 3)),
                java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(carried.contains("\"named\":[\"knightmare\"]"), carried);
        browser.get("about:blank");
        browser.get(shared);
        waitFor(() -> said().matches("opened .*|this puzzle, with your newest work on it"));
        WebElement again = browser.findElement(By.id("unset"));
        waitFor(again::isDisplayed);
        assertTrue(again.getText().contains("names knightmare"), again.getText());
        browser.findElement(By.cssSelector("button[data-set-mode='setting']")).click();
        waitFor(() -> state("mode").asText().equals("setting"));
        WebElement tick = browser.findElement(By.id("rule-knightmare"));
        waitFor(tick::isDisplayed);
        tick.click();
        waitFor(() -> state("model.rules").toString().contains("knightmare"));
        waitFor(() -> !browser.findElement(By.id("unset")).isDisplayed());
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
    }

    @Test
    void savedThenLoadedIsTheSamePuzzle() throws Exception {
        buildKenKen();
        click("r1c1");
        type("1"); // a given
        waitFor(() -> state("model.givens").size() == 1);
        browser.findElement(By.id("save")).click();
        Path saved = tmp.resolve("downloads").resolve("my_puzzle.cw");
        waitFor(() -> Files.exists(saved));
        String text = Files.readString(saved);
        assertTrue(text.contains("cage k2 12*"), text);
        assertEquals(1, Solver.of(Formats.readAll(saved).get(0)).count(10).count(), "the saved file is the unique KenKen");
        fresh("sudoku", 9);
        browser.findElement(By.id("load")).sendKeys(saved.toString());
        waitFor(() -> state("model.cages").size() == 8);
        drawn();
        assertEquals(1, state("fixed").get("r1c1").asInt());
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
    }

    @Test
    void seed000IsBuiltByClickingAndSolvedToTheSeedsAnswer() throws Exception {
        Puzzle seed = example("seed000-overlap.lp");
        fresh("overlap", 5);
        assertEquals(5 * 25 - 4 * 4, browser.findElements(By.cssSelector("#board .hit rect")).size(), "five 5x5 grids sharing 2x2 corners");
        for (Rule r : seed.rules()) {
            if (r instanceof SumGroup g) {
                select(g.cells());
                useTool("sum", String.valueOf(g.sum()));
            } else if (r instanceof Givens gv) {
                givens(gv);
            }
        }
        long sums = seed.rules().stream().filter(r -> r instanceof SumGroup).count();
        waitFor(() -> state("model.sums").size() == sums);
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|not decided.*"));
        assertEquals(answer(seed), shown());
        // docs/pictures/page-seed000.png is this picture
        Files.write(Path.of("target", "page-seed000.png"), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    void select(List<Cell> cs) {
        click(cs.get(0).toString());
        for (Cell c : cs.subList(1, cs.size())) click(c.toString(), Keys.CONTROL);
    }

    void givens(Givens gv) {
        for (Map.Entry<Cell, Integer> e : gv.values().entrySet()) {
            click(e.getKey().toString());
            type(String.valueOf(e.getValue()));
        }
    }

    @Test
    void kakuroSujikoAndHeaderPuzzlesAreBuiltByClicking() throws Exception {
        Puzzle header = example("seed002-header.txt");
        fresh("header", 3);
        for (Rule r : header.rules())
            if (r instanceof org.cellwise.rules.Heading h) {
                select(h.cells());
                useTool("heading", String.valueOf(h.target()));
            } else if (r instanceof Givens gv) givens(gv);
        waitFor(() -> state("model.headings").size() == 6);
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|not decided.*"));
        assertEquals(answer(header), shown());

        Puzzle sujiko = example("seed003-sujiko.txt");
        fresh("sujiko", 3);
        for (Rule r : sujiko.rules())
            if (r instanceof SumGroup g) {
                select(g.cells());
                useTool("sum", String.valueOf(g.sum()));
            } else if (r instanceof Givens gv) givens(gv);
        waitFor(() -> state("model.sums").size() == 4);
        drawn();
        waitFor(() -> browser.findElements(By.cssSelector("#board svg > g.lines circle")).size() == 4);
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|not decided.*"));
        assertEquals(answer(sujiko), shown());

        // the example Kakuro: a frame of white squares, the black ones made by White / black, then each run's sum
        Puzzle kakuro = example("kakuro.cw");
        fresh("kakuro", Math.max(kakuro.rows(), kakuro.cols()));
        List<Cell> black = new ArrayList<>();
        for (int r = 1; r < kakuro.rows(); r++) for (int c = 1; c < kakuro.cols(); c++) if (kakuro.indexOf(r, c) < 0) black.add(new Cell(r, c));
        select(black);
        browser.findElement(By.id("white")).click();
        waitFor(() -> state("model.cells").size() == kakuro.size());
        drawn();
        for (Rule r : kakuro.rules())
            if (r instanceof SumGroup g) {
                select(g.cells());
                useTool("run", String.valueOf(g.sum()));
            }
        long runs = kakuro.rules().stream().filter(r -> r instanceof SumGroup).count();
        waitFor(() -> state("model.sums").size() == runs);
        waitFor(() -> clueTexts().size() == runs); // each run's sum in its black square, none drawn as a cage
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|not decided.*"));
        assertEquals(answer(kakuro), shown());
    }

    @Test
    void aLongCountShowsItsProgressAndIsCancelled() {
        fresh("sudoku", 9);
        WebElement limit = browser.findElement(By.id("limit"));
        limit.clear();
        limit.sendKeys("1000000000");
        browser.findElement(By.id("count")).click();
        waitFor(() -> said().matches("working… [1-9][\\d,]* nodes, .*"));
        browser.findElement(By.id("cancel")).click();
        waitFor(() -> said().equals("cancelled"));
        assertEquals("true", browser.findElement(By.id("cancel")).getAttribute("disabled"));
    }
}
