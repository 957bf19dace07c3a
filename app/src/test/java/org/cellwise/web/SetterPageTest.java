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
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.cellwise.cli.Chrome;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The setter's page in a real headless Chromium, one browser for every test, driven as a setter drives it: lines
 * dragged through cells, dots clicked on edges and corners, numbers typed beside the grid, clues picked, moved and
 * deleted with the pointer and the keyboard. Each clue kind is added, checked in the page's model and in the
 * server's picture, edited, undone, redone and deleted; published puzzles are rebuilt by clicking alone, reach
 * "unique", solve to their published answers and come back the same from their f-puzzles link; the setter's badge
 * follows givens added and removed.
 */
class SetterPageTest {
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;
    static Javalin app;
    static ChromeDriver browser;
    static String base;

    @BeforeAll
    static void open() throws Exception {
        app = TestServers.start(8);
        base = "http://127.0.0.1:" + app.port() + "/";
        browser = Chrome.open(tmp, o -> o.addArguments("--window-size=1400,2200"));
        browser.get(base);
        drawn();
    }

    @AfterAll
    static void close() {
        if (browser != null) browser.quit();
        if (app != null) app.stop();
    }

    // ---- the page ----------------------------------------------------------------------------------------------
    static Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }

    static void waitFor(BooleanSupplier ok) {
        Waits.until(ok, 120, () -> "the page says: " + said() + " / " + badge() + " / clues " + js("return JSON.stringify(window.cellwise.state.model.clues)"));
    }

    /** The board shows the puzzle as it is now, and the changes asked of the tools are made. */
    static void drawn() {
        waitFor(() -> Boolean.TRUE.equals(js("return !!window.cellwise && window.cellwise.upToDate() && "
                + "document.querySelectorAll('#board .hit rect').length > 0")));
        browser.executeAsyncScript("const done = arguments[0]; window.cellwise.settled().then(() => done(true), () => done(false));");
        waitFor(() -> Boolean.TRUE.equals(js("return window.cellwise.upToDate()")));
    }

    static JsonNode state(String path) {
        try {
            return JSON.readTree((String) js("return JSON.stringify(window.cellwise.state." + path + " ?? null)"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static List<String> clues() {
        List<String> out = new ArrayList<>();
        state("model.clues").forEach(n -> out.add(n.asText()));
        return out;
    }

    static String said() {
        return (String) js("return document.getElementById('answer').textContent");
    }

    static String badge() {
        return (String) js("return (document.getElementById('badge') || {}).textContent || ''");
    }

    /** A new puzzle of a kind and size, set from scratch. */
    static void fresh(String kind, int size, String boxes) {
        js("document.getElementById('kind').value = arguments[0]; document.getElementById('size').value = arguments[1];"
                + " document.getElementById('boxes').value = arguments[2];", kind, size, boxes);
        browser.findElement(By.id("new")).click();
        waitFor(() -> state("mode").asText().equals("setting") && state("model.clues").isNull() && state("model.givens").size() == 0);
        drawn();
    }

    /** The side panel's fold with the paste box opened, as a person opens it: its summary clicked if it is closed. */
    static void openPaste() {
        if (!Boolean.TRUE.equals(js("return document.querySelector('#side details').open")))
            browser.findElement(By.cssSelector("#side details summary")).click();
    }

    /** A button pressed as a person presses it (the page scrolled back to the board afterwards). */
    static void press(String id) {
        browser.findElement(By.id(id)).click();
        js("window.scrollTo(0, 0)");
    }

    /** Where a point of the board (in cells from r1c1's top-left corner) is in the window. */
    static int[] point(double fx, double fy) {
        @SuppressWarnings("unchecked")
        List<Number> at = (List<Number>) js("const svg = document.querySelector('#board svg'), p = window.cellwise.picture();"
                + " const pt = svg.createSVGPoint(); pt.x = p.left + arguments[0] * p.cell; pt.y = p.top + arguments[1] * p.cell;"
                + " const q = pt.matrixTransform(svg.getScreenCTM()); return [q.x, q.y];", fx, fy);
        return new int[] {(int) Math.round(at.get(0).doubleValue()), (int) Math.round(at.get(1).doubleValue())};
    }

    static double[] centre(String cell) {
        int c = cell.indexOf('c');
        return new double[] {Integer.parseInt(cell.substring(c + 1)) - 0.5, Integer.parseInt(cell.substring(1, c)) - 0.5};
    }

    /** A real pointer pressed at the first point, moved through the others, released at the last. */
    static void gesture(List<double[]> places, Keys held) {
        drawn();
        js("window.scrollTo(0, 0)");
        PointerInput mouse = new PointerInput(PointerInput.Kind.MOUSE, "mouse");
        Sequence s = new Sequence(mouse, 0);
        List<int[]> pts = new ArrayList<>();
        for (double[] p : places) pts.add(point(p[0], p[1]));
        s.addAction(mouse.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), pts.get(0)[0], pts.get(0)[1]));
        s.addAction(mouse.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
        for (int[] p : pts.subList(1, pts.size())) s.addAction(mouse.createPointerMove(Duration.ofMillis(60), PointerInput.Origin.viewport(), p[0], p[1]));
        s.addAction(mouse.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        if (held != null) new Actions(browser).keyDown(held).perform();
        browser.perform(List.of(s));
        if (held != null) new Actions(browser).keyUp(held).perform();
    }

    /** Dragged through the cells' centres. */
    static void drag(String... cells) {
        List<double[]> ps = new ArrayList<>();
        for (String c : cells) ps.add(centre(c));
        gesture(ps, null);
    }

    static void click(double fx, double fy) {
        gesture(List.of(new double[] {fx, fy}), null);
    }

    static void clickCell(String cell, Keys held) {
        gesture(List.of(centre(cell)), held);
    }

    static void type(CharSequence... keys) {
        new Actions(browser).sendKeys(keys).perform();
    }

    static void chord(Keys held, String key) {
        new Actions(browser).keyDown(held).sendKeys(key).keyUp(held).perform();
    }

    static void selectCells(String... cells) {
        press("tool-select");
        clickCell(cells[0], null);
        for (int i = 1; i < cells.length; i++) clickCell(cells[i], Keys.CONTROL);
        waitFor(() -> state("selection").size() == cells.length);
    }

    static void waitClues(BooleanSupplier ok) {
        waitFor(ok);
        drawn();
    }

    /**
     * The picture's elements in its clue layers, each as its tag, colours and points in cells from r1c1's corner: a
     * clue's drawing is what one holds that the other does not, wherever the margin put the grid.
     */
    static Map<String, double[][]> drawing() {
        drawn();
        // the board as drawn from the server's picture (the page parses no markup of its own: its policy refuses it)
        String text = (String) js("const p = window.cellwise.picture(), doc = document.querySelector('#board svg'), out = {};"
                + " for (const g of doc.querySelectorAll(':scope > g.under, :scope > g.lines, :scope > g.over')) for (const e of g.children) {"
                + "   const a = n => +e.getAttribute(n); let pts = [];"
                + "   if (e.tagName === 'line') pts = [[a('x1'), a('y1')], [a('x2'), a('y2')]];"
                + "   else if (e.tagName === 'circle') pts = [[a('cx'), a('cy')]];"
                + "   else if (e.tagName === 'rect') pts = [[a('x'), a('y')], [a('x') + a('width'), a('y') + a('height')]];"
                + "   else if (e.tagName === 'text') pts = [[a('x'), a('y')]];"
                + "   pts = pts.map(([x, y]) => [(x - p.left) / p.cell, (y - p.top) / p.cell]);"
                + "   out[[e.tagName, e.getAttribute('fill'), e.getAttribute('stroke'), e.textContent, ...pts.flat().map(v => v.toFixed(2))].join(' ')] = pts; }"
                + " return JSON.stringify(out);");
        try {
            Map<String, double[][]> out = new TreeMap<>();
            JSON.readTree(text).fields().forEachRemaining(e -> {
                double[][] pts = new double[e.getValue().size()][];
                for (int i = 0; i < pts.length; i++) pts[i] = new double[] {e.getValue().get(i).get(0).asDouble(), e.getValue().get(i).get(1).asDouble()};
                out.put(e.getKey(), pts);
            });
            return out;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** What a clue added to the picture lies within the cells (or squares outside the grid) it names. */
    static void drawnAt(Map<String, double[][]> before, List<String> cells, String what) {
        Map<String, double[][]> after = drawing();
        double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
        for (String c : cells) {
            double[] m = centre(c);
            x0 = Math.min(x0, m[0] - 0.5);
            y0 = Math.min(y0, m[1] - 0.5);
            x1 = Math.max(x1, m[0] + 0.5);
            y1 = Math.max(y1, m[1] + 0.5);
        }
        int added = 0;
        for (var e : after.entrySet()) {
            if (before.containsKey(e.getKey())) continue;
            added++;
            for (double[] p : e.getValue())
                assertTrue(p[0] >= x0 - 0.2 && p[0] <= x1 + 0.2 && p[1] >= y0 - 0.2 && p[1] <= y1 + 0.2,
                        what + ": " + e.getKey() + " lies outside " + cells);
        }
        assertTrue(added > 0, what + " is drawn");
    }

    // ---- each clue kind: added by its gesture, drawn where it lies, edited, undone, redone, deleted -------------------

    /** What is done to add a clue, and how it is then edited. */
    interface Step {
        void run();
    }

    /**
     * One clue kind through its life: the tool chosen and its gesture made give {@code added}, drawn within
     * {@code where}; {@code edit} gives {@code edited}; undo, redo, and the clue picked and deleted.
     */
    static void life(String tool, Step gesture, String added, List<String> where, Step edit, String edited, double[] pickAt) {
        Map<String, double[][]> before = drawing();
        if (tool != null) press(tool);
        gesture.run();
        waitClues(() -> clues().contains(added));
        drawnAt(before, where, added);
        edit.run();
        waitClues(() -> clues().contains(edited) && !clues().contains(added));
        chord(Keys.CONTROL, "z");
        waitClues(() -> clues().contains(added) && !clues().contains(edited));
        chord(Keys.CONTROL, "y");
        waitClues(() -> clues().contains(edited));
        press("clue-pick");
        click(pickAt[0], pickAt[1]);
        waitFor(() -> Boolean.TRUE.equals(js("return !document.getElementById('clueedit').hidden")));
        type(Keys.DELETE);
        waitClues(() -> !clues().contains(edited));
        assertTrue(state("model.clues").isNull() || clues().isEmpty(), "only " + added + " was on the board: " + clues());
    }

    /** The selected clue moved one cell down with the Select clue tool, by dragging it. */
    static Step moveDown(double[] from) {
        return () -> {
            press("clue-pick");
            gesture(List.of(from, new double[] {from[0], from[1] + 1}), null);
        };
    }

    /** The clue picked with the Select clue tool, and a new number typed over its own. */
    static Step retype(double[] at, CharSequence... keys) {
        return () -> {
            press("clue-pick");
            click(at[0], at[1]);
            type(keys);
        };
    }

    @Test
    void everyClueKindIsAddedByItsGestureEditedUndoneRedoneAndDeleted() {
        fresh("sudoku", 9, "3x3");
        // lines: dragged through cell centres, a diagonal step first; moved a cell down by dragging
        for (String kind : List.of("thermo", "slow-thermo", "palindrome", "renban", "between", "region-sum", "entropic", "lockout", "modular", "zipper",
                "nabner", "double-arrow")) {
            String added = kind.equals("region-sum") ? "region-sum r2c2 r3c3 | r3c4" : kind + " r2c2 r3c3 r3c4";
            // a region sum line moved is cut again where it crosses boxes
            String edited = kind.equals("region-sum") ? "region-sum r3c2 | r4c3 | r4c4" : kind + " r3c2 r4c3 r4c4";
            life("clue-" + kind, () -> drag("r2c2", "r3c3", "r3c4"), added, List.of("r2c2", "r3c3", "r3c4"),
                    moveDown(centre("r3c3")), edited, centre("r4c3"));
        }
        // whispers: its difference typed
        life("clue-whispers", () -> drag("r2c2", "r3c3", "r3c4"), "whispers r2c2 r3c3 r3c4", List.of("r2c2", "r3c3", "r3c4"),
                () -> type("4"), "whispers 4 r2c2 r3c3 r3c4", centre("r3c3"));
        // an arrow from its circle; a cell clicked beside the circle makes a pill; a second drag from the pill is
        // another arrow with the same circle
        life("clue-arrow", () -> drag("r2c2", "r3c3", "r3c4"), "arrow r2c2 : r3c3 r3c4", List.of("r2c2", "r3c3", "r3c4"),
                () -> clickCell("r2c3", null), "arrow r2c2 r2c3 : r3c3 r3c4", centre("r3c4"));
        press("clue-arrow");
        drag("r5c5", "r5c6", "r5c7");
        waitClues(() -> clues().contains("arrow r5c5 : r5c6 r5c7"));
        drag("r5c5", "r6c6");
        waitClues(() -> clues().equals(List.of("arrow r5c5 : r5c6 r5c7", "arrow r5c5 : r6c6")));
        clickCell("r4c5", null);
        waitClues(() -> clues().equals(List.of("arrow r4c5 r5c5 : r5c6 r5c7", "arrow r4c5 r5c5 : r6c6")));
        chord(Keys.CONTROL, "z");
        chord(Keys.CONTROL, "z");
        chord(Keys.CONTROL, "z");
        waitClues(() -> state("model.clues").isNull());
        // dots and X/V: an edge clicked, or a corner for diagonal neighbours; a number typed, or moved
        life("clue-white", () -> click(5.0, 4.5), "white r5c5 r5c6", List.of("r5c5", "r5c6"), () -> type("2"), "white 2 r5c5 r5c6",
                new double[] {5.0, 4.5});
        life("clue-black", () -> click(4.95, 4.95), "black r5c5 r6c6", List.of("r5c5", "r6c6"), () -> type("3"), "black 3 r5c5 r6c6",
                new double[] {5.0, 5.0});
        life("clue-x", () -> click(4.5, 5.0), "x r5c5 r6c5", List.of("r5c5", "r6c5"), moveDown(new double[] {4.5, 5.0}), "x r6c5 r7c5",
                new double[] {4.5, 6.0});
        life("clue-v", () -> click(5.05, 4.95), "v r5c6 r6c5", List.of("r5c6", "r6c5"), moveDown(new double[] {5.0, 5.0}), "v r6c6 r7c5",
                new double[] {5.0, 6.0});
        // outside the grid: clicked beside it, the number typed (a little killer's diagonal from the half clicked)
        life("clue-little-killer", () -> { click(2.75, -0.5); type("1", "5"); }, "little-killer 15 r0c3 DR", List.of("r0c3", "r1c4", "r2c5"),
                retype(new double[] {2.5, -0.5}, "2", "0"), "little-killer 20 r0c3 DR", new double[] {2.5, -0.5});
        life("clue-sandwich", () -> { click(-0.5, 3.5); type("3", "5"); }, "sandwich 35 r4c0", List.of("r4c0"),
                retype(new double[] {-0.5, 3.5}, "1", "0"), "sandwich 10 r4c0", new double[] {-0.5, 3.5});
        life("clue-x-sum", () -> { click(4.5, -0.5); type("1", "2"); }, "x-sum 12 r0c5", List.of("r0c5"),
                retype(new double[] {4.5, -0.5}, "2", "1"), "x-sum 21 r0c5", new double[] {4.5, -0.5});
        // typing goes on from the number typed; Backspace takes its last digit, then the clue, keeping its place
        press("clue-sandwich");
        click(6.5, -0.5);
        type("2", "5");
        waitClues(() -> clues().equals(List.of("sandwich 25 r0c7")));
        type(Keys.BACK_SPACE);
        waitClues(() -> clues().equals(List.of("sandwich 2 r0c7")));
        type("3");
        waitClues(() -> clues().equals(List.of("sandwich 23 r0c7")));
        type(Keys.BACK_SPACE, Keys.BACK_SPACE);
        waitClues(() -> state("model.clues").isNull());
        type("9");
        waitClues(() -> clues().equals(List.of("sandwich 9 r0c7")));
        type(Keys.DELETE);
        waitClues(() -> state("model.clues").isNull());
        life("clue-skyscraper", () -> { click(5.5, 9.5); type("3"); }, "skyscraper 3 r10c6", List.of("r10c6"),
                retype(new double[] {5.5, 9.5}, "4"), "skyscraper 4 r10c6", new double[] {5.5, 9.5});
        // a quadruple on a corner: its values typed, one more added
        life("clue-quadruple", () -> { click(6.05, 6.05); type("1", "2"); }, "quadruple 1,2 r6c6 r6c7 r7c6 r7c7",
                List.of("r6c6", "r6c7", "r7c6", "r7c7"), () -> type("9"), "quadruple 1,2,9 r6c6 r6c7 r7c6 r7c7", new double[] {6.0, 6.0});
        // marked cells on the selection; moved by dragging
        for (String kind : List.of("odd", "even", "minimum", "maximum"))
            life(null, () -> { selectCells("r8c8"); press("cells-" + kind); }, kind + " r8c8", List.of("r8c8"),
                    moveDown(centre("r8c8")), kind + " r9c8", centre("r9c8"));
        life(null, () -> { selectCells("r8c8"); js("document.getElementById('clue').value = '1,3'"); press("cells-marks"); },
                "marks 1,3 r8c8", List.of("r8c8"), () -> { press("clue-pick"); click(7.5, 7.5); type("5"); }, "marks 1,3,5 r8c8", centre("r8c8"));
        life(null, () -> { selectCells("r7c1", "r7c2", "r8c1"); press("cells-extra-region"); }, "extra-region r7c1 r7c2 r8c1",
                List.of("r7c1", "r7c2", "r8c1"), moveDown(centre("r7c1")), "extra-region r8c1 r8c2 r9c1", centre("r8c2"));
        for (String kind : List.of("row-indexer", "column-indexer", "box-indexer"))
            life(null, () -> { selectCells("r4c1", "r5c1"); press("cells-" + kind); }, kind + " r4c1 r5c1", List.of("r4c1", "r5c1"),
                    moveDown(centre("r4c1")), kind + " r5c1 r6c1", centre("r6c1"));
        life(null, () -> { selectCells("r8c4", "r8c5"); press("cells-cage"); }, "cage - r8c4 r8c5", List.of("r8c4", "r8c5"),
                moveDown(centre("r8c4")), "cage - r9c4 r9c5", centre("r9c4"));
        life(null, () -> { selectCells("r1c7", "r1c8", "r3c7", "r3c8"); press("cells-clone"); }, "clone r1c7 r1c8 = r3c7 r3c8",
                List.of("r1c7", "r1c8", "r3c7", "r3c8"), moveDown(centre("r1c7")), "clone r2c7 r2c8 = r4c7 r4c8", centre("r2c8"));
        // the negative constraints are settings of the puzzle
        press("negative-white");
        waitClues(() -> clues().equals(List.of("negative white")));
        press("negative-xv");
        waitClues(() -> clues().equals(List.of("negative white", "negative xv")));
        chord(Keys.CONTROL, "z");
        waitClues(() -> clues().equals(List.of("negative white")));
        assertFalse(browser.findElement(By.id("negative-xv")).isSelected());
        press("negative-white");
        waitClues(() -> state("model.clues").isNull());
    }

    /** The panel's box has the keys (as it takes them for a clue made on the selection or given as text), and this typed in it. */
    static void inBox(String text) {
        waitFor(() -> "cluevalue".equals(js("return document.activeElement && document.activeElement.id")));
        type(text, Keys.ENTER);
        js("window.scrollTo(0, 0)");
    }

    /** The box given new text for the clue selected, as a person clears it and types. */
    static void retypeBox(double[] at, String text) {
        press("clue-pick");
        click(at[0], at[1]);
        waitFor(() -> Boolean.TRUE.equals(js("return !document.getElementById('clueedit').hidden")));
        browser.findElement(By.id("cluevalue")).click();
        chord(Keys.CONTROL, "a");
        inBox(text);
    }

    @Test
    void theConstraintsOfSighsSolverArePlacedByTheirGesturesNumberedDrawnUndoneAndDeleted() throws Exception {
        fresh("sudoku", 9, "3x3");
        // lines: dragged, the sum typed; back into the first cell, a loop
        life("clue-sum-line", () -> { drag("r2c2", "r3c3", "r3c4"); type("1", "0"); }, "sum-line 10 r2c2 r3c3 r3c4", List.of("r2c2", "r3c3", "r3c4"),
                retype(centre("r3c3"), "1", "5"), "sum-line 15 r2c2 r3c3 r3c4", centre("r3c3"));
        life("clue-sum-line", () -> { drag("r5c5", "r5c6", "r6c6", "r6c5", "r5c5"); type("1", "2"); }, "sum-line 12 r5c5 r5c6 r6c6 r6c5 loop",
                List.of("r5c5", "r5c6", "r6c6", "r6c5"), moveDown(centre("r5c6")), "sum-line 12 r6c5 r6c6 r7c6 r7c5 loop", centre("r7c6"));
        // a regular expression: the line drawn, its pattern typed in the box (the keys go there at once)
        life("clue-regex", () -> { drag("r2c2", "r2c3", "r2c4"); inBox("1[2-4]*9?"); }, "regex 1[2-4]*9? r2c2 r2c3 r2c4", List.of("r2c2", "r2c3", "r2c4"),
                () -> retypeBox(centre("r2c3"), "(12|34)+."), "regex (12|34)+. r2c2 r2c3 r2c4", centre("r2c3"));
        // outside the grid: clicked beside it, the number typed; a full rank's '=' shares it with lines reading the same
        life("clue-hidden-skyscraper", () -> { click(-0.5, 3.5); type("4"); }, "hidden-skyscraper 4 r4c0", List.of("r4c0"),
                retype(new double[] {-0.5, 3.5}, "5"), "hidden-skyscraper 5 r4c0", new double[] {-0.5, 3.5});
        life("clue-numbered-room", () -> { click(3.5, -0.5); type("7"); }, "numbered-room 7 r0c4", List.of("r0c4"),
                retype(new double[] {3.5, -0.5}, "3"), "numbered-room 3 r0c4", new double[] {3.5, -0.5});
        life("clue-full-rank", () -> { click(9.5, 2.5); type("1", "2"); }, "full-rank 12 r3c10", List.of("r3c10"),
                retype(new double[] {9.5, 2.5}, "="), "full-rank 12 r3c10 tied", new double[] {9.5, 2.5});
        // on the selected cells: the button, then the number typed in the box
        life(null, () -> { selectCells("r1c1", "r1c2", "r1c3", "r1c4"); press("cells-lunchbox"); inBox("15"); }, "lunchbox 15 r1c1 r1c2 r1c3 r1c4",
                List.of("r1c1", "r1c2", "r1c3", "r1c4"), retype(centre("r1c2"), "2", "0"), "lunchbox 20 r1c1 r1c2 r1c3 r1c4", centre("r1c2"));
        life(null, () -> { selectCells("r4c4", "r4c5", "r5c4"); press("cells-rellik"); inBox("7"); }, "rellik 7 r4c4 r4c5 r5c4",
                List.of("r4c4", "r4c5", "r5c4"), moveDown(centre("r4c4")), "rellik 7 r5c4 r5c5 r6c4", centre("r5c5"));
        life(null, () -> { selectCells("r4c7", "r5c8", "r6c9"); press("cells-counting-circles"); }, "counting-circles r4c7 r5c8 r6c9",
                List.of("r4c7", "r5c8", "r6c9"), moveDown(centre("r4c7")), "counting-circles r5c7 r6c8 r7c9", centre("r6c8"));
        life(null, () -> { selectCells("r8c1", "r8c2", "r8c3"); press("cells-look-and-say"); inBox("1223"); }, "look-and-say 1223 r8c1 r8c2 r8c3",
                List.of("r8c1", "r8c2", "r8c3"), () -> retypeBox(centre("r8c2"), "0513"), "look-and-say 0513 r8c1 r8c2 r8c3", centre("r8c2"));
        life(null, () -> { selectCells("r5c1", "r5c2", "r5c3"); press("cells-exactly"); inBox("1,1,2"); }, "exactly 1,1,2 r5c1 r5c2 r5c3",
                List.of("r5c1", "r5c2", "r5c3"), moveDown(centre("r5c1")), "exactly 1,1,2 r6c1 r6c2 r6c3", centre("r6c2"));
        // count-distinct: the cell selected first holds the count
        life(null, () -> { selectCells("r7c2", "r7c1", "r8c1"); press("cells-count-distinct"); }, "count-distinct r7c2 : r7c1 r8c1",
                List.of("r7c1", "r7c2", "r8c1"), moveDown(centre("r7c1")), "count-distinct r8c2 : r8c1 r9c1", centre("r8c1"));
        life(null, () -> { selectCells("r7c5", "r7c6"); press("cells-equality-cage"); }, "equality-cage r7c5 r7c6",
                List.of("r7c5", "r7c6"), moveDown(centre("r7c5")), "equality-cage r8c5 r8c6", centre("r8c6"));
        // same values: two separate areas of as many cells
        life(null, () -> { selectCells("r1c7", "r1c8", "r3c7", "r3c8"); press("cells-same-values"); }, "same-values r1c7 r1c8 | r3c7 r3c8",
                List.of("r1c7", "r1c8", "r3c7", "r3c8"), moveDown(centre("r1c7")), "same-values r2c7 r2c8 | r4c7 r4c8", centre("r2c8"));
        // a rules text drafted from the clues the puzzle holds has each one's sentence
        press("clue-hidden-skyscraper");
        click(-0.5, 0.5);
        type("3");
        press("clue-sum-line");
        drag("r9c1", "r9c2");
        type("9");
        press("clue-full-rank");
        click(9.5, 5.5);
        type("5");
        press("clue-numbered-room");
        click(6.5, 9.5);
        type("7");
        press("clue-regex");
        drag("r4c1", "r4c2", "r4c3");
        inBox("1.*9");
        selectCells("r1c4", "r1c5", "r1c6");
        press("cells-lunchbox");
        inBox("5");
        selectCells("r6c7", "r7c8", "r8c7");
        press("cells-counting-circles");
        selectCells("r6c2", "r6c3", "r7c3");
        press("cells-rellik");
        inBox("10");
        waitClues(() -> clues().equals(List.of("hidden-skyscraper 3 r1c0", "sum-line 9 r9c1 r9c2", "full-rank 5 r6c10", "numbered-room 7 r10c7",
                "regex 1.*9 r4c1 r4c2 r4c3", "lunchbox 5 r1c4 r1c5 r1c6", "counting-circles r6c7 r7c8 r8c7", "rellik 10 r6c2 r6c3 r7c3")));
        String rules = state("meta.rules").asText();
        press("clue-pick");
        type(Keys.ESCAPE); // the clue selected let go, then the cells
        type(Keys.ESCAPE);
        waitFor(() -> state("selection").size() == 0);
        drawn();
        js("window.scrollTo(0, 0)");
        Files.write(Path.of("target", "setter-new-clues.png"), browser.findElement(By.id("board")).getScreenshotAs(OutputType.BYTES));
        assertTrue(rules.contains("the first skyscraper seen from it that is hidden") && rules.contains("sum line is cut into segments"), rules);
    }

    /** A clue placed by its gesture, read by the server as the badge says (no solution), and undone (several again). */
    static void verdict(String tool, Step gesture, String line) {
        if (tool != null) press(tool);
        gesture.run();
        waitClues(() -> clues().equals(List.of(line)));
        waitFor(() -> badge().equals("no solution"));
        chord(Keys.CONTROL, "z");
        waitClues(() -> state("model.clues").isNull());
        waitFor(() -> badge().equals("2+ solutions"));
    }

    @Test
    void theServerReadsEachNewClueAsTheBadgeSays() {
        fresh("sudoku", 4, "2x2");
        waitFor(() -> badge().equals("2+ solutions"));
        // a row of 1-4 has 2 and 3 between its smallest and largest: a lunchbox of 5 holds, one of 6 cannot
        press("clue-pick");
        selectCells("r1c1", "r1c2", "r1c3", "r1c4");
        press("cells-lunchbox");
        inBox("5");
        waitClues(() -> clues().equals(List.of("lunchbox 5 r1c1 r1c2 r1c3 r1c4")));
        waitFor(() -> badge().equals("2+ solutions"));
        press("clue-pick");
        click(1.5, 0.5);
        type("6");
        waitClues(() -> clues().equals(List.of("lunchbox 6 r1c1 r1c2 r1c3 r1c4")));
        waitFor(() -> badge().equals("no solution"));
        chord(Keys.CONTROL, "z");
        chord(Keys.CONTROL, "z");
        waitClues(() -> state("model.clues").isNull());
        // each of these cannot hold on a row of different values, so the verdict shows the server read it
        verdict("clue-sum-line", () -> { drag("r1c1", "r1c2", "r1c3"); type("1"); }, "sum-line 1 r1c1 r1c2 r1c3");
        verdict("clue-regex", () -> { drag("r2c1", "r2c2"); inBox("11"); }, "regex 11 r2c1 r2c2");
        verdict("clue-hidden-skyscraper", () -> { click(-0.5, 0.5); type("4"); }, "hidden-skyscraper 4 r1c0");
        verdict(null, () -> { selectCells("r1c1", "r1c2", "r1c3", "r1c4"); press("cells-rellik"); inBox("3"); }, "rellik 3 r1c1 r1c2 r1c3 r1c4");
        verdict(null, () -> { selectCells("r2c1", "r2c2", "r2c3", "r2c4"); press("cells-counting-circles"); }, "counting-circles r2c1 r2c2 r2c3 r2c4");
        verdict(null, () -> { selectCells("r3c1", "r3c2"); press("cells-look-and-say"); inBox("21"); }, "look-and-say 21 r3c1 r3c2");
        verdict(null, () -> { selectCells("r4c1", "r4c2"); press("cells-exactly"); inBox("1,1"); }, "exactly 1,1 r4c1 r4c2");
        verdict(null, () -> { selectCells("r1c1", "r1c2", "r1c3"); press("cells-equality-cage"); }, "equality-cage r1c1 r1c2 r1c3");
        verdict(null, () -> { selectCells("r1c1", "r1c2", "r1c3", "r1c4"); press("cells-same-values"); }, "same-values r1c1 r1c2 | r1c3 r1c4");
    }

    /** The page reads each statement as the server writes it and writes it back the same; spacing and case do not matter. */
    @Test
    void theNewStatementsAreReadAndWrittenBackAsTheServerWritesThem() throws Exception {
        List<String> lines = List.of("sum-line 10 r1c1 r1c2 r2c2", "sum-line 12 r5c5 r5c6 r6c6 r6c5 loop", "regex 1[2-4]*(5|6)? r1c1 r1c2",
                "lunchbox 15 r1c1 r1c2 r1c3", "rellik 7 r4c4 r4c5", "look-and-say 0513 r8c1 r8c2", "exactly 0,0,2 r1c1 r1c2 r1c3",
                "hidden-skyscraper 4 r4c0", "numbered-room 7 r0c4", "full-rank 12 r3c10", "full-rank 3 r10c2 tied", "skyscraper 3 r0c1 zero-seen",
                "count-distinct r7c2 : r7c1 r8c1", "equality-cage r7c5 r7c6", "counting-circles r4c7 r5c8", "same-values r1c7 r1c8 | r3c7 r3c8 | r5c1 r5c2");
        String out = (String) browser.executeAsyncScript("const done = arguments[1]; import('./clues.js').then(c => done(JSON.stringify(arguments[0].map(l => {"
                + " const it = c.read(l), loud = c.canonical('  ' + l.toUpperCase().replace(/ /g, '   ').replace(/^[A-Z-]+/, w => w.toLowerCase()) + ' ');"
                + " const m = it && c.moved(it, 1, 0);"
                + " return [it && c.write(it), l.startsWith('regex') ? l : loud, m && c.write(m), it && c.describe(it)]; }))), e => done(String(e)));", lines);
        JsonNode got = JSON.readTree(out);
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            assertEquals(l, got.get(i).get(0).asText(), "written back");
            assertEquals(l, got.get(i).get(1).asText(), "the same however spaced and cased");
            // moved a row down: every cell one row further, the clue's number kept
            String down = java.util.regex.Pattern.compile("r(\\d+)c(\\d+)").matcher(l).replaceAll(m -> "r" + (Integer.parseInt(m.group(1)) + 1) + "c" + m.group(2));
            assertEquals(down, got.get(i).get(2).asText(), "moved");
            assertFalse(got.get(i).get(3).asText().isBlank());
        }
    }

    /** Hostile text in a pattern or a look-and-say clue reaches the page as text: refused in words, never markup. */
    @Test
    void aHostilePatternStaysText() {
        fresh("sudoku", 4, "2x2");
        String hostile = "<img/src=x/onerror=document.title='owned'>";
        press("clue-regex");
        drag("r1c1", "r1c2");
        inBox(hostile);
        waitFor(() -> said().contains("'img/src'")); // the server refuses it in words, quoting it
        drawn();
        assertTrue(state("model.clues").isNull(), "refused by the server: " + clues());
        assertEquals(0L, js("return document.querySelectorAll('img').length"));
        assertFalse("owned".equals(browser.getTitle()));
        selectCells("r2c1", "r2c2");
        press("cells-look-and-say");
        inBox("<b>12</b>");
        waitFor(() -> said().contains("pairs of digits"));
        assertEquals(0L, js("return document.querySelectorAll('#answer b, #cluename b').length"));
        assertTrue(state("model.clues").isNull());
    }

    /**
     * The rest of Sigh's solver's kinds: equal sums (separate areas, any sizes), weighted sums, value-indexing lines,
     * lockout and modular lines given their number, each by its gesture, numbered, drawn, edited, undone, redone and
     * deleted; then a chaos construction ticked and its arrows and counts set, the first cell left out with '-'.
     */
    @Test
    void theRestOfSighsSolversKindsArePlacedByTheirGesturesNumberedDrawnUndoneAndDeleted() throws Exception {
        fresh("sudoku", 9, "3x3");
        life(null, () -> { selectCells("r1c1", "r1c2", "r3c1"); press("cells-equal-sum"); }, "equal-sum r1c1 r1c2 | r3c1",
                List.of("r1c1", "r1c2", "r3c1"), moveDown(centre("r1c1")), "equal-sum r2c1 r2c2 | r4c1", centre("r2c2"));
        life(null, () -> { selectCells("r4c4", "r4c5", "r5c5"); press("cells-weighted-sum"); inBox("17"); }, "weighted-sum 17 r4c4 r4c5 r5c5",
                List.of("r4c4", "r4c5", "r5c5"), retype(centre("r4c5"), "2", "1"), "weighted-sum 21 r4c4 r4c5 r5c5", centre("r4c5"));
        life("clue-value-indexing", () -> drag("r2c2", "r2c3", "r3c4", "r3c5"), "value-indexing r2c2 r2c3 r3c4 r3c5",
                List.of("r2c2", "r2c3", "r3c4", "r3c5"), moveDown(centre("r2c3")), "value-indexing r3c2 r3c3 r4c4 r4c5", centre("r3c3"));
        // lockout and modular lines: dragged, then (selected at once) their number typed
        life("clue-lockout", () -> { drag("r7c1", "r7c2", "r7c3"); type("3"); }, "lockout 3 r7c1 r7c2 r7c3", List.of("r7c1", "r7c2", "r7c3"),
                retype(centre("r7c2"), "5"), "lockout 5 r7c1 r7c2 r7c3", centre("r7c2"));
        life("clue-modular", () -> { drag("r8c5", "r8c6", "r8c7", "r8c8"); type("4"); }, "modular 4 r8c5 r8c6 r8c7 r8c8", List.of("r8c5", "r8c6", "r8c7", "r8c8"),
                retype(centre("r8c6"), Keys.BACK_SPACE), "modular r8c5 r8c6 r8c7 r8c8", centre("r8c6"));

        // a chaos count needs the chaos construction: refused in the server's words, no edit
        fresh("latin", 6, "none");
        selectCells("r2c2", "r2c3", "r3c2");
        press("cells-chaos-count");
        waitFor(() -> said().contains("chaos-count r2c2 needs rules chaos-construction"));
        drawn();
        assertTrue(state("model.clues").isNull(), "refused: " + clues());
        press("rule-chaos-construction");
        waitFor(() -> state("model.rules").toString().contains("chaos-construction"));
        waitFor(() -> badge().equals("2+ solutions"));
        life(null, () -> { selectCells("r2c2", "r2c3", "r3c2"); press("cells-chaos-count"); }, "chaos-count r2c2 : r2c2 r2c3 r3c2",
                List.of("r2c2", "r2c3", "r3c2"), retype(centre("r2c3"), "-"), "chaos-count r2c2 excluding-first : r2c2 r2c3 r3c2", centre("r2c3"));
        // a cell alone counts the 3×3 around it
        life(null, () -> { selectCells("r4c4"); press("cells-chaos-count"); }, "chaos-count r4c4", List.of("r3c3", "r5c5"),
                moveDown(centre("r4c4")), "chaos-count r5c4", centre("r5c4"));
        // a chaos arrow: dragged from its circle; again from the circle, another arm of the same clue
        life("clue-chaos-arrow", () -> { drag("r1c1", "r1c2", "r1c3"); drag("r1c1", "r2c1", "r3c1"); },
                "chaos-arrow r1c1 : r1c1 r1c2 r1c3 : r1c1 r2c1 r3c1", List.of("r1c1", "r1c3", "r3c1"),
                retype(centre("r1c2"), "-"), "chaos-arrow r1c1 excluding-first : r1c1 r1c2 r1c3 : r1c1 r2c1 r3c1", centre("r1c2"));
        // clicked, not dragged: its arms run to the four edges; drawn along its row and column
        life("clue-chaos-arrow", () -> clickCell("r4c3", null), "chaos-arrow r4c3", List.of("r1c3", "r6c3", "r4c1", "r4c6"),
                moveDown(centre("r4c3")), "chaos-arrow r5c3", centre("r5c3"));
        // the panel's box for the first cell counted, for a touch screen
        press("clue-chaos-arrow");
        drag("r6c6", "r6c5");
        waitClues(() -> clues().equals(List.of("chaos-arrow r6c6 : r6c6 r6c5")));
        waitFor(() -> browser.findElement(By.id("clueexcluding")).isDisplayed());
        browser.findElement(By.id("clueexcluding")).click();
        waitClues(() -> clues().equals(List.of("chaos-arrow r6c6 excluding-first : r6c6 r6c5")));
        chord(Keys.CONTROL, "z");
        chord(Keys.CONTROL, "z");
        waitClues(() -> state("model.clues").isNull());
        // the drafted rules text says each kind set here
        press("clue-chaos-arrow");
        clickCell("r2c2", null);
        selectCells("r5c5", "r5c6");
        press("cells-chaos-count");
        selectCells("r1c5", "r1c6", "r3c5");
        press("cells-equal-sum");
        waitClues(() -> clues().size() == 3);
        String rules = state("meta.rules").asText();
        assertTrue(rules.contains("purple circle is how many cells of one region lie along its arrows") && rules.contains("outlined cells lie in the region")
                && rules.contains("equal-sum clue add up to the same total") && rules.contains("cut into regions"), rules);
        press("clue-pick");
        type(Keys.ESCAPE);
        type(Keys.ESCAPE);
        drawn();
        js("window.scrollTo(0, 0)");
        Files.write(Path.of("target", "setter-chaos.png"), browser.findElement(By.id("board")).getScreenshotAs(OutputType.BYTES));
    }

    /** Each of those kinds on a 4×4 where it cannot hold: the server read it, as the badge says; undo takes it back. */
    @Test
    void theServerReadsTheRestOfSighsSolversKindsAsTheBadgeSays() {
        fresh("sudoku", 4, "2x2");
        waitFor(() -> badge().equals("2+ solutions"));
        // a row's two cells never hold one value, nor two different ones adding up to 2
        verdict(null, () -> { selectCells("r1c1", "r1c3"); press("cells-equal-sum"); }, "equal-sum r1c1 | r1c3");
        verdict(null, () -> { selectCells("r2c1", "r2c2"); press("cells-weighted-sum"); inBox("2"); }, "weighted-sum 2 r2c1 r2c2");
        // the count after the value is 1: the next cell, in the same row, would repeat the value
        verdict("clue-value-indexing", () -> drag("r3c1", "r3c2", "r3c3"), "value-indexing r3c1 r3c2 r3c3");
        // a chaos construction on a Latin square: a count or an arm's run of at most 2 cannot reach a given 3
        fresh("latin", 4, "none");
        press("rule-chaos-construction");
        waitFor(() -> badge().equals("2+ solutions"));
        given("r1c1", "3");
        waitFor(() -> badge().equals("2+ solutions"));
        verdict(null, () -> { selectCells("r1c1", "r1c2"); press("cells-chaos-count"); }, "chaos-count r1c1 : r1c1 r1c2");
        verdict("clue-chaos-arrow", () -> drag("r1c1", "r1c2"), "chaos-arrow r1c1 : r1c1 r1c2");
    }

    /**
     * A setter's own relation and the lines that read it, typed in the rules panel's box: read by the server (the
     * badge says no solution where the relation cannot hold, the line is drawn), undone in one step; a statement the
     * server refuses is named in its words and leaves no edit; one of another kind is refused in the page's; hostile
     * text stays text.
     */
    @Test
    void automataAndRelationsAreTypedInTheirBoxAndReadByTheServer() {
        fresh("sudoku", 4, "2x2");
        waitFor(() -> badge().equals("2+ solutions"));
        Map<String, double[][]> before = drawing();
        // "less than by 2 or more": 1 then 3 or 4, 2 then 4; a row of four cannot climb so far
        typeInto("machines", "relation far 1:3,4 2:4", Keys.ENTER, "pairs far r1c1 r1c2 r1c3", Keys.TAB);
        waitClues(() -> clues().equals(List.of("relation far 1:3,4 2:4", "pairs far r1c1 r1c2 r1c3")));
        waitFor(() -> badge().equals("no solution"));
        drawnAt(before, List.of("r1c1", "r1c2", "r1c3"), "pairs far");
        assertTrue(state("meta.rules").asText().contains("relation far 1:3,4 2:4"), state("meta.rules").asText());
        press("undo");
        waitClues(() -> state("model.clues").isNull());
        waitFor(() -> badge().equals("2+ solutions"));
        waitFor(() -> "".equals(browser.findElement(By.id("machines")).getAttribute("value")));
        // two cells apart, 1 then 3: it holds
        typeInto("machines", "relation far 1:3,4 2:4", Keys.ENTER, "pairs far r2c1 r2c2", Keys.TAB);
        waitClues(() -> clues().size() == 2);
        waitFor(() -> badge().equals("2+ solutions"));
        // a relation the pairs do not define: refused in the server's words, the puzzle as it was
        typeInto("machines", "relation far 1:3,4 2:4", Keys.ENTER, "pairs near r2c1 r2c2", Keys.TAB);
        waitFor(() -> said().contains("near"));
        drawn();
        assertEquals(List.of("relation far 1:3,4 2:4", "pairs far r2c1 r2c2"), clues());
        typeInto("machines", "<img src=x onerror=document.title='owned'>", Keys.TAB);
        waitFor(() -> said().contains("starts with automaton, relation, pairs or all-pairs"));
        assertEquals(0L, js("return document.querySelectorAll('img').length"));
        assertFalse("owned".equals(browser.getTitle()));
        assertEquals(List.of("relation far 1:3,4 2:4", "pairs far r2c1 r2c2"), clues());
        press("undo");
        waitClues(() -> state("model.clues").isNull());
    }

    /**
     * The rules that keep cells beside the grid: a doppelganger ticked on a 4×4 takes the values 0..4 in the same edit
     * (undo gives both back); the board shows each row's, column's and box's missing value beside the grid, and the
     * solver types into them as into any cell; a chaos construction shows the region and step cells the same way.
     */
    @Test
    void rulesThatKeepCellsBesideTheGridShowThemAndTheSolverTypesInThem() throws Exception {
        fresh("sudoku", 4, "2x2");
        press("rule-doppelganger");
        waitFor(() -> state("model.values").asText().equals("0..4") && state("model.rules").toString().contains("doppelganger"));
        waitFor(() -> badge().equals("2+ solutions"));
        assertEquals("0..4", browser.findElement(By.id("set-values")).getAttribute("value"));
        // the rows' missing values right of the grid after an empty column, the columns' below it, the boxes' beside them
        for (String k : List.of("r1c6", "r4c6", "r6c1", "r6c4", "r1c8", "r2c9"))
            assertTrue(Boolean.TRUE.equals(js("return window.cellwise.picture().cells.includes(arguments[0])", k)), k + " is a cell of the board");
        assertTrue(state("model.rules").toString().contains("doppelganger"));
        // a given on a missing value, by the setter, as on any cell
        given("r1c6", "4");
        waitFor(() -> state("model.givens").path("r1c6").asInt() == 4);
        waitFor(() -> badge().equals("2+ solutions"));
        js("window.scrollTo(0, 0)");
        Files.write(Path.of("target", "setter-doppelganger.png"), browser.findElement(By.id("board")).getScreenshotAs(OutputType.BYTES));
        // undo: the given, then the rule and the values in one step
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("model.givens").size() == 0);
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("model.values").asText().equals("1..4") && !state("model.rules").toString().contains("doppelganger"));
        waitFor(() -> "1..4".equals(browser.findElement(By.id("set-values")).getAttribute("value")));
        // a values range the grid cannot hold with its rule is refused in the server's words at once, and so is one not a range
        chord(Keys.CONTROL, "y");
        waitFor(() -> state("model.values").asText().equals("0..4"));
        typeInto("set-values", "1..4", Keys.ENTER);
        waitFor(() -> said().contains("doppelganger needs one value more"));
        waitFor(() -> "0..4".equals(browser.findElement(By.id("set-values")).getAttribute("value")));
        typeInto("set-values", "<b>0..4</b>", Keys.ENTER);
        waitFor(() -> said().contains("a range such as"));
        assertEquals(0L, js("return document.querySelectorAll('#answer b').length"));
        assertEquals("0..4", state("model.values").asText());
        // solving: the missing values typed in the cells beside the grid
        browser.findElement(By.cssSelector("button[data-set-mode='solving']")).click();
        waitFor(() -> state("mode").asText().equals("solving"));
        drawn();
        clickCell("r2c6", null);
        type("3");
        waitFor(() -> state("digits").path("r2c6").asInt() == 3);
        clickCell("r6c2", null);
        type("0");
        waitFor(() -> state("digits").path("r6c2").asInt() == 0);
        js("window.scrollTo(0, 0)");
        Files.write(Path.of("target", "solving-doppelganger.png"), browser.findElement(By.id("board")).getScreenshotAs(OutputType.BYTES));
        browser.findElement(By.cssSelector("button[data-set-mode='setting']")).click();
        waitFor(() -> state("mode").asText().equals("setting"));
    }

    /** On a phone: a sum line drawn by a finger, its sum from the pad; a hidden skyscraper tapped beside the grid. */
    @Test
    void aFingerPlacesASumLineAndAHiddenSkyscraper() throws Exception {
        onPhone("phone-clues", finger -> {
            tool(finger, "clue-sum-line");
            touch(finger, List.of(centre("r2c2"), centre("r2c3"), centre("r3c4")));
            js("document.querySelector('#pad [data-value=\"1\"]').scrollIntoView({block: 'center'})");
            tapAt(finger, By.cssSelector("#pad [data-value='1']"));
            waitClues(() -> clues().equals(List.of("sum-line 1 r2c2 r2c3 r3c4")));
            tapAt(finger, By.cssSelector("#pad [data-value='2']"));
            waitClues(() -> clues().equals(List.of("sum-line 12 r2c2 r2c3 r3c4")));
            tool(finger, "clue-hidden-skyscraper");
            touch(finger, List.of(new double[] {-0.5, 4.5}));
            tapAt(finger, By.cssSelector("#pad [data-value='3']"));
            waitClues(() -> clues().equals(List.of("sum-line 12 r2c2 r2c3 r3c4", "hidden-skyscraper 3 r5c0")));
            js("window.scrollTo(0, 0)");
            Files.write(Path.of("target", "setter-new-clues-phone.png"), browser.getScreenshotAs(OutputType.BYTES));
            tapAt(finger, By.id("pad-undo"));
            waitClues(() -> clues().equals(List.of("sum-line 12 r2c2 r2c3 r3c4")));
        });
    }

    /**
     * On a phone: a value-indexing line and a lockout line drawn by a finger, the lockout's difference from the pad;
     * cells swiped over and made a weighted sum from the menu, its sum typed in the box; the pad's Undo takes it back.
     */
    @Test
    void aFingerPlacesValueIndexingLockoutAndAWeightedSum() throws Exception {
        onPhone("phone-rest", finger -> {
            tool(finger, "clue-lockout");
            touch(finger, List.of(centre("r5c1"), centre("r5c2"), centre("r5c3")));
            waitClues(() -> clues().equals(List.of("lockout r5c1 r5c2 r5c3"))); // the pad is laid out again for the new puzzle
            js("document.querySelector('#pad [data-value=\"4\"]').scrollIntoView({block: 'center'})");
            tapAt(finger, By.cssSelector("#pad [data-value='4']"));
            waitClues(() -> clues().equals(List.of("lockout 4 r5c1 r5c2 r5c3")));
            tap(finger, "panel-toggle");
            js("document.getElementById('clue-value-indexing').scrollIntoView({block: 'center'})");
            Files.write(Path.of("target", "setter-rest-phone-menu.png"), browser.getScreenshotAs(OutputType.BYTES));
            tap(finger, "panel-toggle");
            tool(finger, "clue-value-indexing");
            touch(finger, List.of(centre("r2c2"), centre("r2c3"), centre("r3c4")));
            waitClues(() -> clues().equals(List.of("lockout 4 r5c1 r5c2 r5c3", "value-indexing r2c2 r2c3 r3c4")));
            tool(finger, "tool-select");
            touch(finger, List.of(centre("r8c1"), centre("r8c2"), centre("r8c3")));
            waitFor(() -> state("selection").size() == 3);
            if (!browser.findElement(By.id("cells-weighted-sum")).isDisplayed()) tap(finger, "panel-toggle");
            js("document.getElementById('cells-weighted-sum').scrollIntoView({block: 'center'})");
            tap(finger, "cells-weighted-sum");
            waitFor(() -> Boolean.TRUE.equals(js("return !document.getElementById('clueedit').hidden")));
            js("document.getElementById('cluevalue').scrollIntoView({block: 'center'})");
            tap(finger, "cluevalue"); // the box tapped, the phone's own keyboard typing in it
            inBox("15");
            waitClues(() -> clues().contains("weighted-sum 15 r8c1 r8c2 r8c3"));
            if ("true".equals(browser.findElement(By.id("panel-toggle")).getAttribute("aria-expanded"))) tap(finger, "panel-toggle");
            js("window.scrollTo(0, 0)");
            Files.write(Path.of("target", "setter-rest-phone.png"), browser.getScreenshotAs(OutputType.BYTES));
            tapAt(finger, By.id("pad-undo"));
            waitClues(() -> clues().equals(List.of("lockout 4 r5c1 r5c2 r5c3", "value-indexing r2c2 r2c3 r3c4")));
        });
    }

    /** Steps taken by a finger. */
    interface Touches {
        void run(PointerInput finger) throws Exception;
    }

    /** The steps in a phone's browser (390×844, touch) on the page, setting a new puzzle; the desktop's after. */
    static void onPhone(String dir, Touches steps) throws Exception {
        ChromeDriver desk = browser;
        try {
            browser = Chrome.open(tmp.resolve(dir), o -> o.setExperimentalOption("mobileEmulation", Map.of(
                    "deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 3.0, "touch", true),
                    "userAgent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36")));
            browser.get(base);
            drawn();
            waitFor(() -> state("mode").asText().equals("setting") && state("model.clues").isNull());
            steps.run(new PointerInput(PointerInput.Kind.TOUCH, "finger"));
        } finally {
            if (browser != desk) browser.quit();
            browser = desk;
        }
    }

    /** A setting tool chosen on a phone: the menu opened, its button tapped, the menu folded again. */
    static void tool(PointerInput finger, String id) {
        if (!browser.findElement(By.id(id)).isDisplayed()) tap(finger, "panel-toggle");
        js("document.getElementById(arguments[0]).scrollIntoView({block: 'center'})", id);
        tap(finger, id);
        waitFor(() -> "true".equals(browser.findElement(By.id(id)).getAttribute("aria-pressed")));
        if ("true".equals(browser.findElement(By.id("panel-toggle")).getAttribute("aria-expanded"))) tap(finger, "panel-toggle");
        js("window.scrollTo(0, 0)");
    }

    static void tapAt(PointerInput finger, By what) {
        Sequence tap = new Sequence(finger, 0);
        tap.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(browser.findElement(what)), 0, 0));
        tap.addAction(finger.createPointerDown(0));
        tap.addAction(finger.createPointerUp(0));
        browser.perform(List.of(tap));
    }

    /** A finger put on the board at the first point, moved through the others, lifted at the last. */
    static void touch(PointerInput finger, List<double[]> places) {
        drawn();
        js("window.scrollTo(0, 0)");
        Sequence s = new Sequence(finger, 0);
        List<int[]> pts = new ArrayList<>();
        for (double[] p : places) pts.add(point(p[0], p[1]));
        s.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), pts.get(0)[0], pts.get(0)[1]));
        s.addAction(finger.createPointerDown(0));
        for (int[] p : pts.subList(1, pts.size())) s.addAction(finger.createPointerMove(Duration.ofMillis(60), PointerInput.Origin.viewport(), p[0], p[1]));
        s.addAction(finger.createPointerUp(0));
        browser.perform(List.of(s));
    }

    @Test
    void aClueThePuzzleCannotHoldIsRefusedAndLeavesNoEdit() {
        fresh("sudoku", 9, "3x3");
        press("clue-thermo");
        drag("r1c1", "r1c2", "r1c3", "r1c2"); // back over the last step: it comes off
        waitClues(() -> clues().equals(List.of("thermo r1c1 r1c2")));
        press("clue-region-sum");
        drag("r5c5", "r5c6"); // inside one box: a region sum line needs two
        waitFor(() -> said().contains("region sum line crosses"));
        press("clue-sandwich");
        click(-0.5, -0.5); // a corner square: no row or column
        waitFor(() -> said().contains("beside the grid"));
        drawn();
        assertEquals(List.of("thermo r1c1 r1c2"), clues());
        chord(Keys.CONTROL, "z"); // the thermometer: the refused line left no edit behind
        waitClues(() -> state("model.clues").isNull());
    }

    // ---- the setter's loop ---------------------------------------------------------------------------------------

    static void given(String cell, String value) {
        press("tool-select");
        clickCell(cell, null);
        type(value);
    }

    @Test
    void theBadgeGoesUniqueToSeveralToNoneToUniqueWithTheCellsMarked() {
        fresh("sudoku", 4, "2x2");
        // no other 1 in row 1, column 1 or box 1: a 1 typed at r1c1 breaks the thermometer alone, not a house
        for (String[] g : new String[][] {{"r1c1", "2"}, {"r3c2", "1"}, {"r1c4", "4"}, {"r2c4", "2"}, {"r3c1", "4"}}) given(g[0], g[1]);
        press("clue-thermo");
        drag("r2c1", "r1c1");
        waitClues(() -> clues().equals(List.of("thermo r2c1 r1c1")));
        waitFor(() -> badge().equals("unique"));
        // a given taken away: two solutions, the cells where they differ marked
        press("tool-select");
        clickCell("r1c1", null);
        type(Keys.DELETE);
        waitFor(() -> badge().equals("2+ solutions"));
        assertTrue(browser.findElements(By.cssSelector("#board g.differs")).size() >= 2, "the cells where two solutions differ");
        // a setter's aid: the marks go when solving (a player is not shown where solutions differ) and come back with setting
        browser.findElement(By.cssSelector("button[data-set-mode='solving']")).click();
        waitFor(() -> browser.findElements(By.cssSelector("#board g.differs")).isEmpty());
        browser.findElement(By.cssSelector("button[data-set-mode='setting']")).click();
        waitFor(() -> badge().equals("2+ solutions") && browser.findElements(By.cssSelector("#board g.differs")).size() >= 2);
        // a given the thermometer cannot take: no solution, the given and the thermometer marked, nothing listed
        type("1");
        waitFor(() -> badge().equals("no solution"));
        waitFor(() -> !browser.findElements(By.cssSelector("#board .set-overlay .conflict-clue")).isEmpty());
        assertEquals(List.of("r1c1"), browser.findElements(By.cssSelector("#board .set-overlay circle.conflict-part"))
                .stream().map(e -> e.getAttribute("data-cell")).toList(), "the given ringed");
        String info = (String) js("return document.getElementById('loopinfo').textContent");
        assertTrue(info.startsWith("1 clue, 1 given (in red) cannot all hold together"), info);
        // the right given: unique again, nothing marked
        type("2");
        waitFor(() -> badge().equals("unique"));
        assertTrue(browser.findElements(By.cssSelector("#board .set-overlay .conflict-clue, #board g.differs")).isEmpty());
        // the true candidates on request, and the grade
        press("show-candidates");
        waitFor(() -> browser.findElements(By.cssSelector("#board .set-overlay text.candidates")).size() == 11);
        press("show-candidates");
        waitFor(() -> browser.findElements(By.cssSelector("#board .set-overlay text.candidates")).isEmpty());
        press("grade");
        waitFor(() -> browser.findElement(By.id("gradeinfo")).getText().startsWith("grade "));
        assertTrue(browser.findElement(By.id("gradeinfo")).getText().contains("logic alone finishes it"), browser.findElement(By.id("gradeinfo")).getText());
    }

    /** The verdict first, the marking of "no solution" after it, a newer edit cancelling either (on the server too). */
    @Test
    void theBadgeSaysTheVerdictFirstAndTheMarkingFollowsUnlessANewerEditCancelsIt() throws Exception {
        PageTest page = new PageTest();
        page.tmp = tmp;
        page.base = base;
        page.browser = browser;
        BadgeSteps.verdictFirstThenMarking(page, "server");
    }

    @Test
    void theGradeShowsWhereLogicStops() {
        fresh("sudoku", 4, "2x2");
        press("clue-thermo");
        drag("r1c1", "r1c2", "r1c3");
        waitClues(() -> clues().size() == 1);
        waitFor(() -> badge().equals("2+ solutions"));
        press("grade");
        waitFor(() -> browser.findElement(By.id("gradeinfo")).getText().startsWith("grade "));
        assertTrue(browser.findElement(By.id("gradeinfo")).getText().contains("logic stops after"), browser.findElement(By.id("gradeinfo")).getText());
        waitFor(() -> !browser.findElements(By.cssSelector("#board .set-overlay text.candidates")).isEmpty());
        assertEquals("12", js("return document.querySelector(\"#board .set-overlay text.candidates[data-cell='r1c1']\").textContent"),
                "the bulb of a three-cell thermometer on a 4x4 holds 1 or 2 where logic stops");
    }

    // ---- puzzles set by clicking ---------------------------------------------------------------------------------

    static List<String[]> corpus() throws Exception {
        List<String[]> out = new ArrayList<>();
        for (String line : Files.readAllLines(PageTest.root().resolve("data/fpuzzles.tsv")).subList(1, 17)) out.add(line.split("\t"));
        return out;
    }

    static String[] published(String title) throws Exception {
        return corpus().stream().filter(r -> r[0].contains(title)).findFirst().orElseThrow();
    }

    /** The cells of a group in an order a drag can follow: each next to (a king's step from) the one before. */
    static List<String> walk(List<String> cells) {
        List<String> left = new ArrayList<>(cells), out = new ArrayList<>();
        out.add(left.remove(0));
        while (!left.isEmpty()) {
            String last = out.get(out.size() - 1);
            String next = left.stream().filter(c -> king(c, last)).findFirst().orElse(null);
            if (next == null) return null;
            left.remove(next);
            out.add(next);
        }
        return out;
    }

    static boolean king(String a, String b) {
        double[] x = centre(a), y = centre(b);
        return Math.max(Math.abs(x[0] - y[0]), Math.abs(x[1] - y[1])) == 1;
    }

    /** Selects the cells as a person does: one drag when they can be walked, else clicks with Ctrl held. */
    static void select(List<String> cells) {
        press("tool-select");
        List<String> path = null;
        for (int start = 0; start < cells.size() && path == null; start++) {
            List<String> rotated = new ArrayList<>(cells.subList(start, cells.size()));
            rotated.addAll(cells.subList(0, start));
            path = walk(rotated);
        }
        if (path != null) drag(path.toArray(String[]::new));
        else {
            clickCell(cells.get(0), null);
            for (String c : cells.subList(1, cells.size())) clickCell(c, Keys.CONTROL);
        }
        waitFor(() -> state("selection").size() == cells.size());
    }

    static void describe(String title, String author) {
        for (String[] f : new String[][] {{"set-title", title}, {"set-author", author}}) {
            // typed over while focused: a field cleared while not focused is filled in again by any redraw of the
            // panel (the setter's badge arriving, say), and the title would be typed after the old one
            var input = browser.findElement(By.id(f[0]));
            input.click();
            chord(Keys.CONTROL, "a");
            input.sendKeys(f[1]);
        }
        waitFor(() -> state("meta.author").asText().equals(author) && state("model.name").asText().equals(title));
    }

    /** Unique, solved to the published answer, and shared as an f-puzzles link that reads back as the published puzzle. */
    static void uniqueSolvedAndShared(String[] row, String title, String author) throws Exception {
        waitFor(() -> badge().equals("unique"));
        press("solve");
        waitFor(() -> said().startsWith("solved"));
        Map<String, Integer> solution = new TreeMap<>();
        state("shown.solution").fields().forEachRemaining(e -> solution.put(e.getKey(), e.getValue().asInt()));
        state("model.givens").fields().forEachRemaining(e -> solution.put(e.getKey(), e.getValue().asInt()));
        Map<String, Integer> published = new TreeMap<>();
        for (int i = 0; i < 81; i++) published.put("r" + (i / 9 + 1) + "c" + (i % 9 + 1), row[2].charAt(i) - '0');
        assertEquals(published, solution, title + ": the published answer");
        press("share-fpuzzles");
        waitFor(() -> said().startsWith("f-puzzles link"));
        String link = (String) js("return document.getElementById('link').value");
        Puzzle shared = Formats.readAll(link, "shared", null).get(0), original = Formats.readAll(row[1], "published", null).get(0);
        assertEquals(Signature.of(original), Signature.of(shared), title + ": the shared link states the published puzzle");
        JsonNode fp = JSON.readTree(org.cellwise.format.LzString.decompressFromBase64(link.substring(link.indexOf("load=") + 5)));
        assertEquals(title, fp.path("title").asText());
        assertEquals(author, fp.path("author").asText());
        assertTrue(fp.path("ruleset").asText().startsWith("Normal Sudoku rules apply"), fp.path("ruleset").asText());
    }

    /**
     * The killer cage tool takes several sums (14|4, kept sorted) and a digital root (DR1, its sums from the cage's size); the
     * board draws them as typed and as f-puzzles shows a digital root, and the f-puzzles link carries the DR cage.
     */
    @Test
    void killerCagesOfSeveralSumsAndDigitalRootsAreSet() throws Exception {
        fresh("sudoku", 9, "3x3");
        for (String[] cage : new String[][] {{"DR1", "r1c1 r1c2 r1c3"}, {"14|4", "r2c1 r2c2"}}) {
            select(List.of(cage[1].split(" ")));
            var clue = browser.findElement(By.id("clue"));
            clue.clear();
            clue.sendKeys(cage[0]);
            press("cage");
        }
        waitFor(() -> state("model.cages").size() == 2);
        assertEquals("[10,19]", state("model.cages").get(0).get("target").toString()); // three cells reach 6..24
        assertEquals("[4,14]", state("model.cages").get(1).get("target").toString());
        drawn();
        String labels = (String) js("return [...document.querySelectorAll('#board text')].map(t => t.textContent).join(' ')");
        assertTrue(labels.contains("DR1") && labels.contains("4|14"), labels);
        press("share-fpuzzles");
        waitFor(() -> said().startsWith("f-puzzles link"));
        String link = (String) js("return document.getElementById('link').value");
        JsonNode fp = JSON.readTree(org.cellwise.format.LzString.decompressFromBase64(link.substring(link.indexOf("load=") + 5)));
        assertEquals("DR1", fp.path("cage").get(0).path("value").asText(), fp.toString());
        assertTrue(fp.path("cellwise").toString().contains("4|14 r2c1 r2c2"), fp.toString());
        // a digital root ten cells cannot hold is refused in the server's words, the puzzle left as it was; a sum
        // out of reach is the loop's warning, as for a plain cage
        select(List.of("r3c1", "r3c2", "r3c3", "r3c4", "r3c5", "r3c6", "r3c7", "r3c8", "r3c9", "r4c1"));
        var clue = browser.findElement(By.id("clue"));
        clue.clear();
        clue.sendKeys("DR5");
        press("cage");
        waitFor(() -> said().equals("a digital-root cage of 10 cells cannot hold different values 1..9"));
        for (String[] typo : new String[][] {{"DR12", "a digital root is 1 to 9, not 12"}, {"10|19|10", "10 is written twice in 10|19|10"}}) {
            clue.clear();
            clue.sendKeys(typo[0]);
            press("cage");
            waitFor(() -> said().equals(typo[1]));
        }
        assertEquals(2, state("model.cages").size());
        select(List.of("r9c8", "r9c9"));
        clue.clear();
        clue.sendKeys("10|40");
        press("cage");
        waitFor(() -> state("model.cages").size() == 3);
        waitFor(() -> ((String) js("return document.getElementById('loopinfo').textContent")).startsWith(
                "warning: cage c3: 2 cells of 1..9, all different, add up to 3 to 17, never 40: of 10|40 only 10 can be met; "));
    }

    @Test
    void selfContainedIsRebuiltByClickingAndSharedBack() throws Exception {
        String[] row = published("Self-contained");
        Puzzle p = Formats.readAll(row[1], "published", null).get(0);
        fresh("sudoku", 9, "3x3");
        describe("Self-contained", "Lavaloid");
        press("rule-anti-knight");
        waitFor(() -> state("model.rules").toString().contains("anti-knight"));
        for (var cage : p.rules().stream().filter(r -> r instanceof org.cellwise.rules.KillerCage).map(r -> (org.cellwise.rules.KillerCage) r).toList()) {
            select(cage.cells().stream().map(Object::toString).toList());
            var clue = browser.findElement(By.id("clue"));
            clue.clear();
            clue.sendKeys(String.valueOf(cage.sum()));
            press("cage");
        }
        waitFor(() -> state("model.cages").size() == 9);
        uniqueSolvedAndShared(row, "Self-contained", "Lavaloid");
        assertTrue(((String) js("return document.getElementById('set-rules').value")).contains("knight's move"));
    }

    @Test
    void blackKropkiXIsRebuiltByClickingAndSharedBack() throws Exception {
        String[] row = published("Black Kropki X");
        Puzzle p = Formats.readAll(row[1], "published", null).get(0);
        fresh("sudoku", 9, "3x3");
        describe("Black Kropki X", "Florian Wortmann");
        press("rule-diagonals");
        press("negative-black");
        waitClues(() -> clues().contains("negative black"));
        press("clue-black");
        int dots = 0;
        for (String st : org.cellwise.format.CellwiseWriter.write(p).lines().filter(l -> l.startsWith("black ")).toList()) {
            String[] w = st.split(" ");
            double[] a = centre(w[1]), b = centre(w[2]);
            click((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
            int n = ++dots;
            waitFor(() -> clues().size() == n + 1);
        }
        press("clue-little-killer");
        for (String st : org.cellwise.format.CellwiseWriter.write(p).lines().filter(l -> l.startsWith("little-killer ")).toList()) {
            String[] w = st.split(" ");
            double[] at = centre(w[2]);
            boolean left = w[3].endsWith("L");
            boolean side = at[0] < 0 || at[0] > 9; // beside a row: the half is up or down
            click(side ? at[0] : at[0] + (left ? -0.25 : 0.25), side ? at[1] + (w[3].startsWith("U") ? -0.25 : 0.25) : at[1]);
            type(w[1].chars().mapToObj(c -> String.valueOf((char) c)).toArray(String[]::new));
            waitClues(() -> clues().contains(st));
        }
        waitFor(() -> clues().size() == 22 + 1 + 3);
        uniqueSolvedAndShared(row, "Black Kropki X", "Florian Wortmann");
    }

    /** The published puzzle's own statements, as Cellwise writes them. */
    static List<String> statements(Puzzle p, String keyword) {
        return org.cellwise.format.CellwiseWriter.write(p).lines().filter(l -> l.startsWith(keyword + " ")).toList();
    }

    static List<String> words(String s, int from) {
        List<String> w = List.of(s.split(" "));
        return w.subList(from, w.size());
    }

    @Test
    void theHashsThermometersAndRegionsAreRebuiltByClickingAndSharedBack() throws Exception {
        String[] row = published("Return of the Revenge of the Hash");
        Puzzle p = Formats.readAll(row[1], "published", null).get(0);
        fresh("jigsaw", 9, "none");
        describe("Return of the Revenge of the Hash: The Movie: The Game", "Lavaloid");
        var regions = p.rules().stream().filter(r -> r instanceof org.cellwise.rules.Regions).map(r -> (org.cellwise.rules.Regions) r).findFirst().orElseThrow();
        for (var cells : regions.regions().values()) {
            int n = state("model.regions").size() + 1;
            select(cells.stream().map(Object::toString).toList());
            press("region");
            waitFor(() -> state("model.regions").size() == n);
        }
        waitFor(() -> state("model.regions").size() == 9);
        press("clue-thermo");
        for (String st : statements(p, "thermo")) {
            drag(words(st, 1).toArray(String[]::new));
            waitClues(() -> clues().contains(st));
        }
        given("r5c5", "3");
        waitFor(() -> state("model.givens").size() == 1);
        uniqueSolvedAndShared(row, "Return of the Revenge of the Hash: The Movie: The Game", "Lavaloid");
    }

    @Test
    void clonewaysArrowsClonesAndMarksAreRebuiltByClickingAndSharedBack() throws Exception {
        String[] row = published("Cloneways Game of Life");
        Puzzle p = Formats.readAll(row[1], "published", null).get(0);
        fresh("sudoku", 9, "3x3");
        describe("Cloneways Game of Life", "ahaupt, Botaku, Ben, Xoned, Philip Newman, Hackiisan, ICHUTES, Qinlux, Gliperal");
        press("clue-arrow");
        for (String st : statements(p, "arrow")) {
            List<String> circle = words(st.substring(0, st.indexOf(" : ")), 1), line = words(st.substring(st.indexOf(" : ") + 3), 0);
            List<String> path = new ArrayList<>(List.of(circle.get(circle.size() - 1)));
            path.addAll(line);
            drag(path.toArray(String[]::new)); // from the circle cell the line leaves
            for (String c : circle.subList(0, circle.size() - 1)) clickCell(c, null); // the pill's other cell, clicked beside it
            waitClues(() -> clues().contains(st));
        }
        for (String st : statements(p, "clone")) {
            List<String> cells = new ArrayList<>(words(st, 1));
            cells.remove("=");
            select(cells);
            press("cells-clone");
            waitClues(() -> clues().contains(st));
        }
        for (String kind : List.of("maximum", "minimum"))
            for (String st : statements(p, kind)) {
                selectCells(words(st, 1).toArray(String[]::new));
                press("cells-" + kind);
                waitClues(() -> clues().contains(st));
            }
        for (String kind : List.of("x", "v")) {
            press("clue-" + kind);
            for (String st : statements(p, kind)) {
                double[] a = centre(words(st, 1).get(0)), b = centre(words(st, 1).get(1));
                click((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
                waitClues(() -> clues().stream().anyMatch(l -> l.startsWith(kind + " ") && l.contains(words(st, 1).get(0)) && l.contains(words(st, 1).get(1))));
            }
        }
        uniqueSolvedAndShared(row, "Cloneways Game of Life", "ahaupt, Botaku, Ben, Xoned, Philip Newman, Hackiisan, ICHUTES, Qinlux, Gliperal");
    }

    /**
     * A thermometer, arrow and kropki puzzle set on a 6x6 by clicking alone: no givens, unique, its rules text drafted
     * from the clues; the picture of it being set is docs/pictures/page-setting.png.
     */
    @Test
    void aThermoArrowKropkiPuzzleIsSetByClickingAlone() throws Exception {
        fresh("sudoku", 6, "2x3");
        describe("Thermo, arrow and kropki", "Cellwise");
        press("clue-thermo");
        drag("r4c2", "r3c2", "r3c3", "r2c3");
        drag("r6c5", "r5c4", "r4c4", "r3c5");
        press("clue-arrow");
        drag("r1c1", "r2c1", "r2c2");
        drag("r6c4", "r5c5", "r6c5");
        press("clue-white");
        click(4.0, 0.5);
        click(5.5, 5.0);
        press("clue-black");
        for (double[] at : new double[][] {{1.5, 2.0}, {4.0, 3.5}, {5.0, 0.5}}) click(at[0], at[1]);
        waitClues(() -> clues().size() == 9);
        assertEquals(new HashSet<>(List.of("thermo r4c2 r3c2 r3c3 r2c3", "thermo r6c5 r5c4 r4c4 r3c5", "arrow r1c1 : r2c1 r2c2",
                "arrow r6c4 : r5c5 r6c5", "white r1c4 r1c5", "white r5c6 r6c6", "black r2c2 r3c2", "black r4c4 r4c5", "black r1c5 r1c6")),
                new HashSet<>(clues()));
        waitFor(() -> badge().equals("unique"));
        String rules = (String) js("return document.getElementById('set-rules').value");
        for (String s : List.of("thermometer", "arrow", "white dot", "black dot")) assertTrue(rules.contains(s), rules);
        assertEquals(rules, js("return document.getElementById('rulestext').textContent"), "the rules text is the puzzle's, above the board");
        press("show-candidates");
        press("clue-pick");
        click(0.5, 0.5); // the arrow's circle: the clue selected
        waitFor(() -> browser.findElement(By.id("cluename")).getText().startsWith("Arrow from r1c1"));
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(1300, 1000));
        js("window.scrollTo(0, 0)");
        drawn();
        // docs/pictures/page-setting.png is this picture
        Files.write(Path.of("target", "page-setting.png"), browser.getScreenshotAs(OutputType.BYTES));
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(1400, 2200));
        press("show-candidates");
    }

    @Test
    void sharingNamesWhatASiteCannotCarry() {
        fresh("sudoku", 9, "3x3");
        press("clue-thermo");
        drag("r1c1", "r1c2", "r1c3");
        waitClues(() -> clues().size() == 1);
        selectCells("r5c5", "r5c6");
        js("document.getElementById('clue').value = ''");
        press("greater");
        waitFor(() -> state("model.relations").size() == 1);
        press("share-fpuzzles");
        waitFor(() -> said().startsWith("f-puzzles link"));
        assertTrue(said().contains("does not show this clue (the link keeps it for Cellwise): r5c5 > r5c6"), said());
        press("share-puzzlink");
        waitFor(() -> said().startsWith("puzz.link cannot carry"));
        assertTrue(said().contains("thermo r1c1 r1c2 r1c3") && said().contains("r5c5 > r5c6") && said().contains("Cellwise's own link instead"), said());
        assertTrue(((String) js("return document.getElementById('link').value")).contains("#p="));
    }

    // ---- the move rules with a number ------------------------------------------------------------------------------

    static String value(String id) {
        return (String) js("return document.getElementById(arguments[0]).value", id);
    }

    /** A field clicked and typed into as a person does, what was there selected first and typed over. */
    static void typeInto(String id, CharSequence... keys) {
        browser.findElement(By.id(id)).click();
        chord(Keys.CONTROL, "a");
        type(keys);
    }

    /** The solution the page shows, row by row (givens included). */
    static int[][] shownSolution(int n) {
        int[][] g = new int[n][n];
        state("shown.solution").fields().forEachRemaining(e -> {
            String k = e.getKey();
            int c = k.indexOf('c');
            g[Integer.parseInt(k.substring(1, c)) - 1][Integer.parseInt(k.substring(c + 1)) - 1] = e.getValue().asInt();
        });
        return g;
    }

    /** Cells a leap of (a, b) apart, either way round, never both hold a value of {@code values}. */
    static void noRepeatAcross(int[][] g, int a, int b, java.util.Set<Integer> values, String rule) {
        int n = g.length;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                for (int[] d : new int[][] {{a, b}, {b, a}, {a, -b}, {b, -a}}) {
                    int r2 = r + d[0], c2 = c + d[1];
                    if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n || (r2 == r && c2 == c)) continue;
                    assertTrue(g[r][c] == 0 || g[r][c] != g[r2][c2] || !values.contains(g[r][c]),
                            rule + ": r" + (r + 1) + "c" + (c + 1) + " and r" + (r2 + 1) + "c" + (c2 + 1) + " both hold " + g[r][c]);
                }
    }

    /** Every pair of cells {@code d} apart counting rows plus columns differs. */
    static void taxicabHolds(int[][] g, int d) {
        java.util.Set<Integer> all = java.util.Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9);
        for (int a = 0; a <= d; a++) noRepeatAcross(g, a, d - a, all, "taxicab " + d);
    }

    /**
     * Rules in clingo's notation are written in their own box, over several lines as the article prints them: the
     * loop's badge is repeated beside the box and follows them; a rule the server refuses is named under the box by
     * its line and column there, and the board's badge says the puzzle cannot be read; the rule reaches the model, the
     * drafted rules text, the solver's answer and the saved .cw; opened again, the solver reads it in the rules panel
     * and the setter finds it in the box.
     */
    @Test
    void rulesInClingosNotationAreWrittenInTheirBoxWithTheLoopsBadge() throws Exception {
        fresh("sudoku", 9, "3x3");
        describe("Knights", "Tester");
        typeInto("asp", ":- a(R,C,N), a(R1,C1,N),", Keys.ENTER, "   |R1-R| + |C1-C| == 3.", Keys.TAB);
        waitFor(() -> state("model.asp").toString().equals("[\":- a(R,C,N), a(R1,C1,N),\",\"   |R1-R| + |C1-C| == 3.\"]"));
        waitFor(() -> badge().equals("2+ solutions"));
        waitFor(() -> "2+ solutions".equals(js("return document.getElementById('asp-badge').textContent")));
        assertTrue(!browser.findElement(By.id("asp-error")).isDisplayed());
        waitFor(() -> value("set-rules").contains("|R1-R| + |C1-C| == 3."));

        // a variable nothing binds: named under the box, at its line and column in the box
        typeInto("asp", ":- a(R,C,N),", Keys.ENTER, "   X > N.", Keys.TAB);
        waitFor(() -> browser.findElement(By.id("asp-error")).isDisplayed());
        String refused = (String) js("return document.getElementById('asp-error').textContent");
        assertTrue(refused.startsWith("asp line 2, column 4: variable X is unbound"), refused);
        assertEquals("invalid", js("return document.getElementById('badge').dataset.state"), badge());
        assertEquals("true", browser.findElement(By.id("asp")).getAttribute("aria-invalid"));
        press("undo");
        waitFor(() -> badge().equals("2+ solutions") && !browser.findElement(By.id("asp-error")).isDisplayed());
        waitFor(() -> value("asp").equals(":- a(R,C,N), a(R1,C1,N),\n   |R1-R| + |C1-C| == 3."));

        press("solve");
        waitFor(() -> said().startsWith("solved"));
        int[][] g = shownSolution(9);
        noRepeatAcross(g, 1, 2, java.util.Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9), "anti-knight in clingo's notation");
        press("save");
        Path saved = tmp.resolve("downloads").resolve("Knights.cw");
        waitFor(() -> Files.exists(saved) && saved.toFile().length() > 0);
        assertTrue(Files.readString(saved).contains(":- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.\n"), Files.readString(saved));

        // opened again: the solver reads the rule, as text, in the rules panel; the setter finds it in the box
        js("document.getElementById('paste').value = arguments[0]", "size 9\nrules sudoku\n:- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.\n");
        openPaste();
        press("pasted");
        waitFor(() -> state("model.asp").size() == 1 && state("mode").asText().equals("solving"));
        drawn();
        waitFor(() -> browser.findElement(By.id("global")).isDisplayed());
        String global = (String) js("return [...document.querySelectorAll('#global li')].map(li => li.textContent).join('|')");
        assertTrue(global.contains("the rule `:- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.` forbids"), global);
        assertEquals(0L, js("return document.querySelectorAll('#global li *').length"), "said as text only");
        browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        waitFor(() -> value("asp").equals(":- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3."));
        // kept in the browser: a reload brings the rule back (storage's model checks take the field)
        browser.navigate().refresh();
        drawn();
        waitFor(() -> state("model.asp").size() == 1);
        waitFor(() -> value("asp").equals(":- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3."));
    }

    /**
     * Taxicab, chess and knightmare of other sums are set with the rules panel's fields by pointer and keyboard: a
     * distance the grid cannot hold is refused at its field and leaves no edit; the statements reach the model, the
     * drafted rules text, the solver's answer, the f-puzzles link and the saved .cw; undo takes them away again, and
     * the saved file opened again lists them in words for the solver and fills the fields in for the setter.
     */
    @Test
    void moveRulesWithANumberAreSetByTheirFieldsAndReachEveryAnswer() throws Exception {
        fresh("sudoku", 9, "3x3");
        describe("Leaps", "Tester");
        typeInto("move-taxicab", "17", Keys.TAB);
        waitFor(() -> "true".equals(browser.findElement(By.id("move-taxicab")).getAttribute("aria-invalid")));
        String refused = (String) js("return document.getElementById('move-taxicab-error').textContent");
        assertTrue(refused.contains("from 1 to 16") && refused.contains("not 17"), refused);
        assertTrue(browser.findElement(By.id("move-taxicab-error")).isDisplayed());
        assertTrue(state("model.clues").isNull(), "a refused distance makes no edit");

        typeInto("move-taxicab", "4", Keys.ENTER);
        waitClues(() -> clues().equals(List.of("taxicab 4")));
        assertEquals("false", browser.findElement(By.id("move-taxicab")).getAttribute("aria-invalid"));
        waitFor(() -> value("set-rules").contains("Cells a taxicab distance of 4 apart (rows plus columns) hold different values."));
        press("solve");
        waitFor(() -> said().startsWith("solved"));
        taxicabHolds(shownSolution(9), 4);

        // the chess row: moves, Tab to its values (still one edit), Enter
        typeInto("move-chess-0", "2,1 2,2", Keys.TAB);
        type("1-4", Keys.ENTER);
        waitClues(() -> clues().equals(List.of("taxicab 4", "chess 1,2 2,2 values 1,2,3,4")));
        assertEquals("1,2 2,2", value("move-chess-0"));
        assertEquals("1-4", value("move-chess-0-values"));
        waitFor(() -> value("set-rules").contains("Cells a chess move apart (1 and 2; 2 and 2 cells, in rows and columns either way) never hold the same value when it is 1 or 2 or 3 or 4."));
        // changed: the distance, then the row's moves (taxicab 6 and a 2,2 leap on 1-4 leave no 9×9 grid)
        typeInto("move-taxicab", "6", Keys.TAB);
        waitClues(() -> clues().equals(List.of("taxicab 6", "chess 1,2 2,2 values 1,2,3,4")));
        typeInto("move-chess-0", "1,2", Keys.ENTER);
        waitClues(() -> clues().equals(List.of("taxicab 6", "chess 1,2 values 1,2,3,4")));
        typeInto("move-knightmare", "7,11", Keys.TAB);
        waitClues(() -> clues().contains("knightmare 7,11"));
        waitFor(() -> value("set-rules").contains("Cells a knight's move apart never add up to 7 or to 11."));
        typeInto("move-knightmare", Keys.DELETE, Keys.TAB);
        waitClues(() -> !clues().contains("knightmare 7,11"));
        press("solve");
        waitFor(() -> said().startsWith("solved"));
        int[][] g = shownSolution(9);
        taxicabHolds(g, 6);
        noRepeatAcross(g, 1, 2, java.util.Set.of(1, 2, 3, 4), "chess 1,2");

        press("share-fpuzzles");
        waitFor(() -> said().startsWith("f-puzzles link"));
        String link = value("link");
        JsonNode fp = JSON.readTree(org.cellwise.format.LzString.decompressFromBase64(link.substring(link.indexOf("load=") + 5)));
        assertTrue(fp.path("cellwise").toString().contains("taxicab 6") && fp.path("cellwise").toString().contains("chess 1,2 values 1,2,3,4"), fp.toString());
        assertTrue(fp.path("ruleset").asText().contains("taxicab distance of 6"), fp.path("ruleset").asText());
        press("save");
        Path saved = tmp.resolve("downloads").resolve("Leaps.cw");
        waitFor(() -> Files.exists(saved) && saved.toFile().length() > 0);
        String cw = Files.readString(saved);
        assertTrue(cw.contains("taxicab 6") && cw.contains("chess 1,2 values 1,2,3,4"), cw);

        // undo, step by step: knightmare cleared and set, the moves and the distance changed, the chess rule, the distance
        for (int i = 0; i < 5; i++) press("undo");
        waitClues(() -> clues().equals(List.of("taxicab 4")));
        waitFor(() -> value("move-taxicab").equals("4") && value("move-chess-0").isEmpty());
        press("undo");
        waitClues(() -> state("model.clues").isNull());
        waitFor(() -> value("move-taxicab").isEmpty() && !value("set-rules").contains("taxicab"));
        chord(Keys.CONTROL, "y"); // redo brings the distance back, field and all; undo again
        waitClues(() -> clues().equals(List.of("taxicab 4")));
        waitFor(() -> value("move-taxicab").equals("4"));
        chord(Keys.CONTROL, "z");
        waitClues(() -> state("model.clues").isNull());

        // the saved puzzle opened again: the solver reads the rules in words, the setter finds the fields filled in
        browser.findElement(By.id("load")).sendKeys(saved.toString());
        waitFor(() -> state("mode").asText().equals("solving") && clues().contains("taxicab 6"));
        drawn();
        // the page drafted the rules in the server's own words (its copy of them in moves.js must not drift)
        org.cellwise.puzzle.Puzzle back = org.cellwise.format.Formats.readAll(saved).get(0);
        for (String sentence : org.cellwise.rules.RuleCatalog.sentences(back.rules()))
            assertTrue(back.rulesText().contains(sentence), sentence + " not in: " + back.rulesText());
        // the saved rules text says them already: each is said once, unfolded above the board
        String rules = (String) js("return document.getElementById('rulesbox').innerText");
        for (String rule : List.of("Cells a taxicab distance of 6 apart (rows plus columns) hold different values.",
                "Cells a chess move apart (1 and 2 cells, in rows and columns either way) never hold the same value when it is 1 or 2 or 3 or 4."))
            assertEquals(1, rules.split(java.util.regex.Pattern.quote(rule), -1).length - 1, rules);
        browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        waitFor(() -> value("move-taxicab").equals("6") && value("move-chess-0").equals("1,2") && value("move-chess-0-values").equals("1-4"));
        // without a rules text of its own, the rules are drafted in words for the solver, each whole-grid rule once
        js("document.getElementById('paste').value = arguments[0]", "size 9\nrules sudoku\ntaxicab 5\nknightmare 7,11\n");
        openPaste();
        press("pasted");
        waitFor(() -> clues().contains("taxicab 5"));
        drawn();
        waitFor(() -> browser.findElement(By.id("rulestext")).getText().contains("taxicab distance of 5"));
        String drafted = (String) js("return document.getElementById('rulesbox').innerText");
        for (String rule : List.of("Cells a knight's move apart never add up to 7 or to 11.", "Cells a taxicab distance of 5 apart (rows plus columns) hold different values."))
            assertEquals(1, drafted.split(java.util.regex.Pattern.quote(rule), -1).length - 1, drafted);
        browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        waitFor(() -> value("move-taxicab").equals("5") && value("move-knightmare").equals("7,11") && value("move-chess-0").isEmpty());
        // a leap longer than the grid is refused at its row; knightmare's usual sums are its tick box
        typeInto("move-chess-0", "1,9", Keys.ENTER);
        waitFor(() -> ((String) js("return document.getElementById('move-chess-0-error').textContent")).contains("joins no two cells of a 9×9 grid"));
        typeInto("move-knightmare", "15,5", Keys.TAB);
        waitClues(() -> clues().equals(List.of("taxicab 5")) && state("model.rules").toString().contains("knightmare"));
        waitFor(() -> browser.findElement(By.id("rule-knightmare")).isSelected() && value("move-knightmare").isEmpty());
    }

    /**
     * The rules panel by finger on a phone (390×844, touch): a field is read when the focus leaves it, which is the
     * moment the next thing is tapped, and the chess row it adds must not move that thing from under the finger
     * (the tap on Solve solves, with the rule) nor take away the row being tapped (the new row gets the focus and
     * what is typed).
     */
    @Test
    void aFingerOnTheRulesPanelLandsWhereItTaps() throws Exception {
        onPhone("phone", finger -> {
            // the loop's sentence has a row of its own (beside the badge it was cut to "6 c…"); a tap says it whole
            waitFor(() -> badge().equals("2+ solutions"));
            assertTrue(browser.findElement(By.id("loopinfo")).getRect().getWidth() >= 300, "the loop's sentence has the width");
            tap(finger, "loopinfo");
            waitFor(() -> said().contains("differ between two solutions"));
            tap(finger, "panel-toggle");
            waitFor(() -> browser.findElement(By.id("moves")).isDisplayed());
            js("document.getElementById('moves').scrollIntoView({block: 'start'})");
            for (String id : List.of("move-taxicab", "move-knightmare", "move-chess-0", "move-chess-0-values"))
                assertTrue(browser.findElement(By.id(id)).getRect().getHeight() >= 40, "a finger's target: " + id);
            tap(finger, "move-chess-0");
            waitFor(() -> "move-chess-0".equals(js("return document.activeElement.id")));
            type("1,2");
            tap(finger, "solve");
            waitFor(() -> said().startsWith("solved"));
            assertEquals(List.of("chess 1,2"), clues());
            noRepeatAcross(shownSolution(9), 1, 2, java.util.Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9), "chess 1,2");

            // the rule changed, then the new row below tapped at once: the focus and the typing land there
            js("document.getElementById('moves').scrollIntoView({block: 'start'})");
            tap(finger, "move-chess-0");
            waitFor(() -> "move-chess-0".equals(js("return document.activeElement.id")));
            chord(Keys.CONTROL, "a");
            type("1,2 2,2");
            tap(finger, "move-chess-1");
            waitFor(() -> clues().equals(List.of("chess 1,2 2,2")));
            assertEquals("move-chess-1", js("return document.activeElement.id"));
            type("3,3");
            tap(finger, "move-taxicab");
            waitFor(() -> clues().equals(List.of("chess 1,2 2,2", "chess 3,3")));
            // the rows follow the model once the tap's press is over (the mouse events a touch makes come later)
            waitFor(() -> js("return document.getElementById('move-chess-2')") != null);
            assertEquals("", value("move-chess-2"), "a third, empty row to add another");
        });
    }

    /** A finger's tap on the middle of an element, in the browser's own touch input. */
    static void tap(PointerInput finger, String id) {
        tapAt(finger, By.id(id));
    }

    // ---- either/or blocks ------------------------------------------------------------------------------------------

    /** The either/or blocks as the page's model holds them. */
    static String blocks() {
        return state("model.either").toString();
    }

    /** The list under the either/or box, a block a line, its branches after it. */
    static List<String> listed() {
        List<String> out = new ArrayList<>();
        for (var li : browser.findElements(By.cssSelector("#eitherlist > li"))) out.add(li.getText().replaceAll("\\s+", " ").trim());
        return out;
    }

    /**
     * An either/or block typed in its box: read by the server (the badge says no solution when neither branch can
     * hold, 2+ when one can), its branch's clue drawn where it lies, listed under the box branch by branch; edited,
     * undone and redone as one edit each, removed by its button and brought back by undo; a block the page cannot read
     * refused in its words, one the server cannot read in the server's, the puzzle as it was; markup in a branch stays
     * text.
     */
    @Test
    void eitherOrBlocksAreTypedListedDrawnEditedUndoneAndRemoved() throws Exception {
        fresh("sudoku", 4, "2x2");
        waitFor(() -> badge().equals("2+ solutions"));
        Map<String, double[][]> before = drawing();
        // neither branch can hold: two 1s in a row, or three different values cut into parts of sum 1
        typeInto("either", "either", Keys.ENTER, "r1c1 = 1", Keys.ENTER, "r1c2 = 1", Keys.ENTER, "or", Keys.ENTER,
                "sum-line 1 r2c1 r2c2 r2c3", Keys.ENTER, "end", Keys.TAB);
        waitClues(() -> blocks().equals("[[[\"r1c1 = 1\",\"r1c2 = 1\"],[\"sum-line 1 r2c1 r2c2 r2c3\"]]]"));
        waitFor(() -> badge().equals("no solution"));
        drawnAt(before, List.of("r2c1", "r2c2", "r2c3"), "the sum line of a branch");
        assertTrue(state("model.givens").isEmpty(), "a given in a branch is no given: " + state("model.givens"));
        assertEquals(List.of("Either/or 1: at least one branch holds Remove r1c1 = 1; r1c2 = 1 Sum line r2c1 to r2c3, sum 1"), listed());
        waitFor(() -> state("meta.rules").asText().contains("In each either/or block at least one branch holds: (r1c1 = 1; r1c2 = 1) or (sum-line 1 r2c1 r2c2 r2c3)."));
        // the box shows the block as the model holds it, indented
        assertEquals("either\n  r1c1 = 1\n  r1c2 = 1\nor\n  sum-line 1 r2c1 r2c2 r2c3\nend", value("either"));
        // the second branch can hold: a sum of 6 over three different values
        typeInto("either", "either", Keys.ENTER, "r1c1 = 1", Keys.ENTER, "r1c2 = 1", Keys.ENTER, "or", Keys.ENTER,
                "sum-line 6 r2c1 r2c2 r2c3", Keys.ENTER, "end", Keys.TAB);
        waitClues(() -> blocks().contains("sum-line 6"));
        waitFor(() -> badge().equals("2+ solutions"));
        press("undo");
        waitClues(() -> blocks().contains("sum-line 1"));
        waitFor(() -> badge().equals("no solution"));
        waitFor(() -> value("either").contains("sum-line 1"));
        press("redo");
        waitClues(() -> blocks().contains("sum-line 6"));
        waitFor(() -> badge().equals("2+ solutions"));

        // a block without its end: the page's words, at the box; one naming a cell off the grid: the server's
        typeInto("either", "either", Keys.ENTER, "r1c1 = 2", Keys.ENTER, "or", Keys.ENTER, "r1c1 = 3", Keys.TAB);
        waitFor(() -> said().contains("the last block has no end"));
        assertEquals("true", browser.findElement(By.id("either")).getAttribute("aria-invalid"));
        typeInto("either", "either", Keys.ENTER, "thermo r5c5 r5c6", Keys.ENTER, "or", Keys.ENTER, "r1c1 = 3", Keys.ENTER, "end", Keys.TAB);
        waitFor(() -> said().contains("r5c5"));
        drawn();
        assertTrue(blocks().contains("sum-line 6"), blocks());
        // markup in a branch: not a statement, refused by the server in words, shown as text
        typeInto("either", "either", Keys.ENTER, "<img src=x onerror=document.title='owned'>", Keys.ENTER, "or", Keys.ENTER, "r1c1 = 3", Keys.ENTER, "end", Keys.TAB);
        waitFor(() -> said().contains("expected a statement"));
        assertTrue(value("either").contains("<img src=x onerror=document.title='owned'>"), "the box keeps what was typed, as text");
        drawn();
        assertEquals(0L, js("return document.querySelectorAll('img').length"));
        assertFalse("owned".equals(browser.getTitle()));
        assertTrue(blocks().contains("sum-line 6"), blocks());

        // removed by its button, in one edit; undo brings it back, and the box shows it again
        js("window.scrollTo(0, 0)");
        browser.findElement(By.id("either-remove-0")).click();
        waitClues(() -> state("model.either").isNull());
        waitFor(() -> value("either").isEmpty() && listed().isEmpty());
        press("undo");
        waitClues(() -> blocks().contains("sum-line 6"));
        waitFor(() -> value("either").contains("sum-line 6") && listed().size() == 1);

        // saved as .cw: the block as the format writes it
        typeInto("set-title", "Either", Keys.TAB);
        press("save");
        Path saved = tmp.resolve("downloads").resolve("Either.cw");
        waitFor(() -> Files.exists(saved) && saved.toFile().length() > 0);
        String cw = Files.readString(saved);
        assertTrue(cw.contains("either\n") && cw.contains("sum-line 6 r2c1 r2c2 r2c3") && cw.contains("\nend"), cw);
        js("window.scrollTo(0, 0)");
        Files.write(Path.of("target", "setter-either.png"), browser.getScreenshotAs(OutputType.BYTES));
        // undo, step by step: the title, the block's second branch as it was (the removal was undone), the block
        press("undo");
        press("undo");
        waitClues(() -> blocks().contains("sum-line 1"));
        waitFor(() -> badge().equals("no solution"));
        press("undo");
        waitClues(() -> state("model.either").isNull());
        waitFor(() -> badge().equals("2+ solutions"));

        // the saved file opened again: the block in its box and its list as it was set
        js("document.getElementById('paste').value = arguments[0]", cw);
        openPaste();
        press("pasted");
        waitFor(() -> blocks().contains("sum-line 6") && state("mode").asText().equals("solving"));
        drawn();
        browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        waitFor(() -> value("either").startsWith("either\n") && value("either").contains("\nor\n  sum-line 6 r2c1 r2c2 r2c3\nend") && listed().size() == 1);
        // kept in the browser: a reload brings the block back (storage's model checks take the field)
        browser.navigate().refresh();
        drawn();
        waitFor(() -> blocks().contains("sum-line 6") && listed().size() == 1);
    }

    /** On a phone: an either/or block typed in its box, its Remove tapped, the pad's Undo brings it back. */
    @Test
    void aFingerTypesAndRemovesAnEitherOrBlock() throws Exception {
        onPhone("phone-either", finger -> {
            if (!browser.findElement(By.id("either")).isDisplayed()) tap(finger, "panel-toggle");
            js("document.getElementById('either').scrollIntoView({block: 'center'})");
            tap(finger, "either");
            type("either", Keys.ENTER, "thermo r1c1 r1c2 r1c3", Keys.ENTER, "or", Keys.ENTER, "r9c9 = 9", Keys.ENTER, "end");
            js("document.getElementById('set-values').scrollIntoView({block: 'center'})");
            tap(finger, "set-values"); // the focus leaves the box
            waitClues(() -> blocks().equals("[[[\"thermo r1c1 r1c2 r1c3\"],[\"r9c9 = 9\"]]]"));
            waitFor(() -> listed().size() == 1);
            js("document.getElementById('either-remove-0').scrollIntoView({block: 'center'})");
            Files.write(Path.of("target", "setter-either-phone.png"), browser.getScreenshotAs(OutputType.BYTES));
            tap(finger, "either-remove-0");
            waitClues(() -> state("model.either").isNull());
            if ("true".equals(browser.findElement(By.id("panel-toggle")).getAttribute("aria-expanded"))) tap(finger, "panel-toggle");
            js("window.scrollTo(0, 0)");
            tapAt(finger, By.id("pad-undo"));
            waitClues(() -> blocks().contains("thermo r1c1 r1c2 r1c3"));
        });
    }

    // ---- grids of rows by columns ----------------------------------------------------------------------------------

    /** A new puzzle of a size typed as a person types it (6x9), with the boxes field as it is. */
    static void freshTyped(String kind, String size, String boxes) {
        js("document.getElementById('kind').value = arguments[0];", kind);
        typeInto("size", size);
        typeInto("boxes", boxes);
        browser.findElement(By.id("new")).click();
        waitFor(() -> state("mode").asText().equals("setting") && state("model.clues").isNull() && state("model.givens").size() == 0
                && state("model.grids").get(0).path("size").asText().equals(size));
        drawn();
    }

    /**
     * A 6×9 Sudoku set from the start: its boxes the format's 3×3, the board six rows of nine, givens typed by the
     * keyboard into cells clicked, the badge following (a box's repeat: no solution; undo: 2+), solved with rows of
     * 1–9 and columns of six different values, saved as `size 6x9`; the boxes of a 6×8 and a 4×6 as the format gives
     * them; a KenKen asked for as a rectangle refused in words.
     */
    @Test
    void aRectangleIsSetGivenSolvedAndSaved() throws Exception {
        freshTyped("sudoku", "6x8", "3x3"); // nine-cell boxes do not hold eight values: the format's 2×4
        assertEquals("2x4", state("model.grids").get(0).path("boxes").asText());
        assertEquals("1..8", state("model.values").asText());
        js("document.getElementById('kind').value = 'kenken';");
        typeInto("size", "4x6");
        browser.findElement(By.id("new")).click();
        waitFor(() -> said().contains("a KenKen is square here"));
        assertEquals("6x8", state("model.grids").get(0).path("size").asText(), "refused: the puzzle as it was");
        freshTyped("sudoku", "4x6", "");
        assertEquals("2x3", state("model.grids").get(0).path("boxes").asText());
        freshTyped("sudoku", "6x9", "");
        assertEquals("3x3", state("model.grids").get(0).path("boxes").asText());
        assertEquals("3x3", value("boxes"));
        assertEquals(6L, js("return window.cellwise.picture().rows"));
        assertEquals(9L, js("return window.cellwise.picture().cols"));
        assertEquals(54L, js("return window.cellwise.picture().cells.length"));
        waitFor(() -> badge().equals("2+ solutions"));
        assertTrue(state("meta.rules").asText().contains("Each row and each box holds 1–9 once; a column, 6 cells long, holds different values."),
                state("meta.rules").asText());
        given("r6c9", "9");
        waitFor(() -> state("model.givens").path("r6c9").asInt() == 9);
        given("r5c7", "9"); // the same 3×3 box
        waitFor(() -> badge().equals("no solution"));
        chord(Keys.CONTROL, "z");
        waitFor(() -> state("model.givens").size() == 1);
        waitFor(() -> badge().equals("2+ solutions"));
        given("r1c1", "1");
        waitFor(() -> badge().equals("2+ solutions"));
        press("solve");
        waitFor(() -> said().startsWith("solved"));
        int[][] g = new int[6][9];
        state("shown.solution").fields().forEachRemaining(e -> {
            String k = e.getKey();
            int c = k.indexOf('c');
            g[Integer.parseInt(k.substring(1, c)) - 1][Integer.parseInt(k.substring(c + 1)) - 1] = e.getValue().asInt();
        });
        assertEquals(1, g[0][0]);
        assertEquals(9, g[5][8]);
        for (int r = 0; r < 6; r++) assertEquals(9, java.util.Arrays.stream(g[r]).distinct().filter(v -> v >= 1 && v <= 9).count(), "row " + (r + 1));
        for (int c = 0; c < 9; c++) {
            java.util.Set<Integer> col = new HashSet<>();
            for (int r = 0; r < 6; r++) col.add(g[r][c]);
            assertEquals(6, col.size(), "column " + (c + 1));
        }
        js("window.scrollTo(0, 0)");
        Files.write(Path.of("target", "setter-6x9.png"), browser.findElement(By.id("board")).getScreenshotAs(OutputType.BYTES));
        typeInto("set-title", "Wide", Keys.TAB);
        press("save");
        Path saved = tmp.resolve("downloads").resolve("Wide.cw");
        waitFor(() -> Files.exists(saved) && saved.toFile().length() > 0);
        String cw = Files.readString(saved);
        assertTrue(cw.contains("\nsize 6x9 boxes 3x3\n"), cw);
    }

    /** On a phone: a 4×6 set by tapping New, givens tapped on the board and the pad, the badge answering. */
    @Test
    void aFingerSetsARectangle() throws Exception {
        onPhone("phone-rectangle", finger -> {
            if (!browser.findElement(By.id("size")).isDisplayed()) tap(finger, "panel-toggle");
            js("document.getElementById('kind').value = 'sudoku'; document.getElementById('size').scrollIntoView({block: 'center'})");
            tap(finger, "size");
            chord(Keys.CONTROL, "a");
            type("4x6");
            tap(finger, "new");
            waitFor(() -> state("model.grids").get(0).path("size").asText().equals("4x6"));
            if ("true".equals(browser.findElement(By.id("panel-toggle")).getAttribute("aria-expanded"))) tap(finger, "panel-toggle");
            drawn();
            assertEquals("2x3", state("model.grids").get(0).path("boxes").asText());
            assertEquals(4L, js("return window.cellwise.picture().rows"));
            assertEquals(6L, js("return window.cellwise.picture().cols"));
            touch(finger, List.of(centre("r4c6")));
            js("document.querySelector('#pad [data-value=\"6\"]').scrollIntoView({block: 'center'})");
            tapAt(finger, By.cssSelector("#pad [data-value='6']"));
            waitFor(() -> state("model.givens").path("r4c6").asInt() == 6);
            waitFor(() -> badge().equals("2+ solutions"));
            js("window.scrollTo(0, 0)");
            touch(finger, List.of(centre("r3c4")));
            tapAt(finger, By.cssSelector("#pad [data-value='6']")); // the same 2×3 box
            waitFor(() -> badge().equals("no solution"));
            js("window.scrollTo(0, 0)");
            Files.write(Path.of("target", "setter-4x6-phone.png"), browser.getScreenshotAs(OutputType.BYTES));
            tapAt(finger, By.id("pad-undo"));
            waitFor(() -> state("model.givens").size() == 1 && badge().equals("2+ solutions"));
        });
    }

    // ---- the panel's number box ------------------------------------------------------------------------------------

    /**
     * A number typed in the panel's box goes to the clue the box showed, also when the click that takes the focus away
     * selects another clue or none (the box is read as the focus leaves it, after the click has selected): on a 4×4 a
     * lockout line given difference 4 in the box keeps it, and the badge says no solution (1..4 are never 4 apart),
     * where without it (at least 2 apart, half the values) the line holds.
     */
    @Test
    void aNumberTypedInTheBoxStaysWithItsClueWhenTheBoardIsClickedNext() {
        fresh("sudoku", 4, "2x2");
        press("clue-lockout");
        drag("r1c1", "r2c2");
        drag("r3c3", "r4c4");
        waitClues(() -> clues().equals(List.of("lockout r1c1 r2c2", "lockout r3c3 r4c4")));
        waitFor(() -> badge().equals("2+ solutions"));
        // selected, its box typed in, then a cell with no clue clicked: none selected, the difference kept
        press("clue-pick");
        click(0.5, 0.5);
        waitFor(() -> Boolean.TRUE.equals(js("return !document.getElementById('clueedit').hidden")));
        browser.findElement(By.id("cluevalue")).click();
        type("4");
        clickCell("r1c4", null);
        waitClues(() -> clues().equals(List.of("lockout 4 r1c1 r2c2", "lockout r3c3 r4c4")));
        waitFor(() -> badge().equals("no solution"));
        assertEquals(Boolean.TRUE, js("return document.getElementById('clueedit').hidden"), "the click selected no clue, and none is");
        // with the line tool: the other line typed in, then the first clicked: the first selected, the second numbered
        press("clue-lockout");
        click(2.5, 2.5);
        waitFor(() -> String.valueOf(js("return document.getElementById('cluename').textContent")).startsWith("Lockout r3c3 to r4c4"));
        browser.findElement(By.id("cluevalue")).click();
        type("3");
        click(0.5, 0.5);
        waitClues(() -> clues().equals(List.of("lockout 4 r1c1 r2c2", "lockout 3 r3c3 r4c4")));
        waitFor(() -> "Lockout r1c1 to r2c2, difference 4".equals(js("return document.getElementById('cluename').textContent")));
        chord(Keys.CONTROL, "z");
        waitClues(() -> clues().equals(List.of("lockout 4 r1c1 r2c2", "lockout r3c3 r4c4")));
        chord(Keys.CONTROL, "z");
        waitClues(() -> clues().equals(List.of("lockout r1c1 r2c2", "lockout r3c3 r4c4")));
        waitFor(() -> badge().equals("2+ solutions"));
    }
}
