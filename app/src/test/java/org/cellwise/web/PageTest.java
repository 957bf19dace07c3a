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
        serve(Duration.ofSeconds(20));
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

    /** Polls until {@code ok} holds, for at most 20 s (the page answers asynchronously). */
    void waitFor(BooleanSupplier ok) {
        Waits.until(ok, 20, () -> "the page says: " + said());
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
        browser.manage().window().setSize(new Dimension(1200, 560));
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
        assertTrue(path.get(0)[1] < 560 - 20, "row 4 is on the screen");
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
            hint = browser.findElement(By.id("hinttext")).getText();
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

    @Test
    void aSixBySixIsSolvedOnAPhoneWithTheDigitPad() throws Exception {
        browser.quit();
        browser = Chrome.open(tmp.resolve("phone"), o -> o.setExperimentalOption("mobileEmulation", Map.of(
                "deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 2.0, "touch", true),
                "userAgent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36")));
        home();
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
            String text = browser.findElement(By.id("hinttext")).getText();
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
        assertTrue(browser.findElements(By.cssSelector("#board rect.differs")).size() >= 2);
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
