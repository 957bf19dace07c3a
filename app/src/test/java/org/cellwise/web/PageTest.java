package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.Javalin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;

/** The page in a real headless Chromium against a real server: puzzles built by clicking, asked, undone, saved. */
class PageTest {
    static final int S = 44, M = 14; // the page's cell size and margin (app.js)

    @TempDir
    Path tmp;
    /** Pixels the board moves right and down for a header puzzle's headings. */
    int offset;
    Javalin app;
    ChromeDriver browser;

    @BeforeEach
    void open() throws Exception {
        browser = Chrome.open(tmp);
        app = Server.start("127.0.0.1", 0, new Server.Limits(1 << 20, Duration.ofSeconds(20), 2, 8));
        browser.get("http://127.0.0.1:" + app.port() + "/");
        waitFor(() -> !browser.findElements(By.cssSelector("#rules input")).isEmpty());
    }

    @AfterEach
    void close() {
        if (browser != null) browser.quit();
        if (app != null) app.stop();
    }

    /** Polls until {@code ok} holds, for at most 20 s (the page answers asynchronously). */
    void waitFor(java.util.function.BooleanSupplier ok) {
        long until = System.nanoTime() + 20_000_000_000L;
        while (true) {
            try {
                if (ok.getAsBoolean()) return;
            } catch (org.openqa.selenium.StaleElementReferenceException redrawn) {
                // the board was drawn anew while it was read: read again
            }
            if (System.nanoTime() > until) throw new AssertionError("not within 20 s; the page says: "
                    + browser.findElement(By.id("answer")).getText());
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** Clicks the centre of cell (row, col), 1-based, with shift or ctrl held if asked: by position, as a person does. */
    void click(int row, int col, Keys held) {
        WebElement board = browser.findElement(By.id("board")); // stays while the picture in it is redrawn
        Rectangle r = board.getRect();
        int dx = offset + M + (col - 1) * S + S / 2 - r.getWidth() / 2, dy = offset + M + (row - 1) * S + S / 2 - r.getHeight() / 2;
        Actions a = new Actions(browser);
        if (held != null) a.keyDown(held);
        a.moveToElement(board, dx, dy).click();
        if (held != null) a.keyUp(held);
        a.perform();
    }

    /** Drags from one cell to another along a row or a column: every cell passed is selected. */
    void drag(int r0, int c0, int r1, int c1) {
        WebElement board = browser.findElement(By.id("board")); // stays while the picture in it is redrawn
        Rectangle r = board.getRect();
        Actions a = new Actions(browser).moveToElement(board, M + (c0 - 1) * S + S / 2 - r.getWidth() / 2, M + (r0 - 1) * S + S / 2 - r.getHeight() / 2)
                .clickAndHold();
        int steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
        for (int i = 1; i <= steps; i++) {
            int row = r0 + (r1 - r0) * i / steps, col = c0 + (c1 - c0) * i / steps;
            a.moveToElement(board, M + (col - 1) * S + S / 2 - r.getWidth() / 2, M + (row - 1) * S + S / 2 - r.getHeight() / 2);
        }
        a.release().perform();
    }

    void mark(String button, String clue) {
        WebElement input = browser.findElement(By.id("clue"));
        input.clear();
        input.sendKeys(clue);
        browser.findElement(By.id(button)).click();
    }

    String ask(String button, String expected) {
        browser.findElement(By.id("answer")).getText();
        browser.executeScript("document.getElementById('answer').textContent = ''");
        browser.findElement(By.id(button)).click();
        waitFor(() -> browser.findElement(By.id("answer")).getText().matches(expected));
        return browser.findElement(By.id("answer")).getText();
    }

    void fresh(String kind, int size) {
        browser.findElement(By.cssSelector("#kind option[value='" + kind + "']")).click();
        WebElement s = browser.findElement(By.id("size"));
        s.clear();
        s.sendKeys(String.valueOf(size));
        browser.findElement(By.id("new")).click();
    }

    void buildKenKen() {
        fresh("kenken", 4);
        Object[][] cages = {{1, 1, 1, 2, "3+"}, {1, 3, 1, 4, "12*"}, {2, 1, 3, 1, "7+"}, {2, 2, 2, 3, "3-"},
                {2, 4, 3, 4, "6*"}, {3, 2, 3, 3, "2/"}, {4, 1, 4, 2, "5+"}, {4, 3, 4, 4, "3-"}};
        for (Object[] c : cages) {
            drag((int) c[0], (int) c[1], (int) c[2], (int) c[3]);
            mark("kenken", (String) c[4]);
        }
    }

    @Test
    void aKenKenBuiltByDraggingIsUniqueAndTurnsAmbiguousAndBack() throws Exception {
        buildKenKen();
        assertEquals(8, browser.findElements(By.cssSelector("text.clue")).size());
        assertTrue(browser.findElements(By.cssSelector("text.clue")).stream().anyMatch(t -> t.getText().equals("12×")));
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
        // the next logical step, in words and drawn: the cells it uses highlighted
        String hint = ask("hint", "hint \\(.+\\): .*");
        assertFalse(hint.contains("from the solution") || hint.contains("guess"), hint);
        assertFalse(browser.findElements(By.cssSelector("#hintpic svg rect[fill='#ffe98a']")).isEmpty());
        // take the cages off the top half: now several solutions, and the cells where two differ light up
        click(1, 1, null);
        for (int r = 1; r <= 2; r++) for (int c = 1; c <= 4; c++) if (r + c > 2) click(r, c, Keys.SHIFT);
        browser.findElement(By.id("unmark")).click();
        String many = ask("count", "unique|.*solutions.*|no solution.*");
        assertTrue(many.matches("\\d+ solutions; the cells where two differ are highlighted"), many);
        assertTrue(browser.findElements(By.cssSelector("rect.differs")).size() >= 2);
        // undo brings the cages back
        new Actions(browser).keyDown(Keys.CONTROL).sendKeys("z").keyUp(Keys.CONTROL).perform();
        waitFor(() -> browser.findElements(By.cssSelector("text.clue")).size() == 8);
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
        new Actions(browser).keyDown(Keys.CONTROL).sendKeys("y").keyUp(Keys.CONTROL).perform();
        waitFor(() -> browser.findElements(By.cssSelector("text.clue")).size() == 3);
    }

    @Test
    void generateMakesAUniquePuzzleOfTheKindAndLevel() throws Exception {
        browser.findElement(By.cssSelector("#kind option[value='killer']")).click();
        WebElement s = browser.findElement(By.id("size"));
        s.clear();
        s.sendKeys("6");
        browser.findElement(By.cssSelector("#level option[value='easy']")).click();
        String said = ask("generate", "killer 1: .*|.*found.*");
        assertTrue(said.startsWith("killer 1: a new easy puzzle with one solution"), said);
        assertEquals(36, browser.findElements(By.cssSelector("rect.cell")).size());
        assertFalse(browser.findElements(By.cssSelector("text.clue")).isEmpty(), "cages with their sums");
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
    }

    /**
     * A community link opened from the link box: its variant clues drawn in the board (by the server's picture code,
     * where they lie), solved to the engine's answer, and shared again as links that read back as the same puzzle;
     * a site that cannot state the rules says so.
     */
    @Test
    void aLinkOpensWithItsCluesAndSharesBackAsLinks() throws Exception {
        String cw = "size 6\nrules sudoku\nthermo r1c1 r2c2 r3c3 r4c4\nsandwich 9 r0c5\nwhite r6c1 r6c2\ncage - r5c5 r5c6\n"
                + "givens\n. . 4 5 . .\n. . . 1 . .\n. 5 . . . 2\n2 . . . . 3\n. . 2 . . 1\n. . . . 6 .\n";
        Puzzle p = Formats.readAll(cw, "t.cw", null).get(0);
        String link = org.cellwise.format.FPuzzles.sudokuPad(p);
        WebElement box = browser.findElement(By.id("link"));
        box.clear();
        box.sendKeys(link);
        browser.findElement(By.id("openlink")).click();
        // the thermometer's first step, grey, from r1c1's centre to r2c2's, inside a layer placed at r1c1's corner
        waitFor(() -> !browser.findElements(By.cssSelector("g.clues-over line[stroke='#bdbdbd']")).isEmpty());
        WebElement step = browser.findElements(By.cssSelector("g.clues-over line[stroke='#bdbdbd']")).get(0);
        assertEquals(List.of("22", "22", "66", "66"), List.of(step.getAttribute("x1"), step.getAttribute("y1"), step.getAttribute("x2"), step.getAttribute("y2")));
        WebElement cell = browser.findElement(By.cssSelector("rect.cell[data-cell='r1c1']"));
        String layer = browser.findElement(By.cssSelector("g.clues-over")).getAttribute("transform");
        assertEquals("translate(" + cell.getAttribute("x") + "," + cell.getAttribute("y") + ")", layer);
        assertTrue(browser.findElements(By.cssSelector("g.clues-over text")).stream().anyMatch(t -> t.getText().equals("9")), "the sandwich sum");
        assertTrue(Integer.parseInt(cell.getAttribute("y")) >= S, "a margin for the clue outside the grid");
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
        ask("solve", "solved.*|.*unique.*");
        waitFor(() -> browser.findElements(By.cssSelector("text.value")).size() == 36);
        assertShowsTheAnswerOf(p);
        // shared again: each link the page gives reads back as the same puzzle
        for (String site : List.of("fpuzzles", "sudokupad")) {
            ask("share-" + site, ".*link.*");
            String shared = browser.findElement(By.id("link")).getAttribute("value");
            assertTrue(shared.startsWith(site.equals("fpuzzles") ? "https://www.f-puzzles.com/?load=" : "https://sudokupad.app/fpuzzles"), shared);
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(Formats.readAll(shared, "l", null).get(0)), site);
        }
        String no = ask("share-puzzlink", ".*cannot hold.*");
        assertEquals("bad", browser.findElement(By.id("answer")).getAttribute("class"), no);
    }

    @Test
    void savedThenLoadedIsTheSamePuzzle() throws Exception {
        buildKenKen();
        click(1, 1, null);
        new Actions(browser).sendKeys("1").perform(); // a given
        browser.findElement(By.id("save")).click();
        Path saved = tmp.resolve("downloads").resolve("my_puzzle.cw");
        waitFor(() -> Files.exists(saved));
        String text = Files.readString(saved);
        assertTrue(text.contains("cage k2 12*"), text);
        Puzzle p = Formats.readAll(saved).get(0);
        assertEquals(1, Solver.of(p).count(10).count(), "the saved file is the unique KenKen");
        fresh("sudoku", 9);
        assertEquals(0, browser.findElements(By.cssSelector("text.clue")).size());
        browser.findElement(By.id("load")).sendKeys(saved.toString());
        waitFor(() -> browser.findElements(By.cssSelector("text.clue")).size() == 8);
        assertEquals("1", browser.findElement(By.cssSelector("text.value.given[data-cell='r1c1']")).getText());
        assertEquals("unique", ask("count", "unique|.*solutions.*|no solution.*"));
        // a share link carries the puzzle in its fragment
        browser.findElement(By.id("share")).click();
        waitFor(() -> browser.getCurrentUrl().contains("#p="));
        String link = browser.getCurrentUrl();
        browser.get("about:blank");
        browser.get(link);
        waitFor(() -> browser.findElements(By.cssSelector("text.clue")).size() == 8);
    }

    @Test
    void seed000IsBuiltByClickingAndSolvedToTheSeedsAnswer() throws Exception {
        Path root = Path.of("").toAbsolutePath();
        while (!Files.exists(root.resolve("mvnw"))) root = root.getParent();
        Puzzle seed = Formats.readAll(root.resolve("examples/seed000-overlap.lp")).get(0);
        fresh("overlap", 5);
        assertEquals(5 * 25 - 4 * 4, browser.findElements(By.cssSelector("rect.cell")).size(), "five 5x5 grids sharing 2x2 corners");
        for (Rule r : seed.rules()) {
            if (r instanceof SumGroup g) {
                List<Cell> cs = g.cells();
                click(cs.get(0).row() + 1, cs.get(0).col() + 1, null);
                for (Cell c : cs.subList(1, cs.size())) click(c.row() + 1, c.col() + 1, Keys.CONTROL);
                mark("sum", String.valueOf(g.sum()));
            } else if (r instanceof Givens gv) {
                for (Map.Entry<Cell, Integer> e : gv.values().entrySet()) {
                    click(e.getKey().row() + 1, e.getKey().col() + 1, null);
                    new Actions(browser).sendKeys(String.valueOf(e.getValue())).perform();
                }
            }
        }
        long sums = seed.rules().stream().filter(r -> r instanceof SumGroup).count();
        assertEquals(sums, browser.findElements(By.cssSelector("text.sumclue")).size());
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|timeout"));
        int[] answer = Solver.of(seed).first().first();
        Map<String, String> expected = new TreeMap<>(), shown = new TreeMap<>();
        for (int i = 0; i < seed.size(); i++) expected.put(seed.canvas().name(i), String.valueOf(answer[i]));
        for (WebElement t : browser.findElements(By.cssSelector("text.value"))) shown.put(t.getAttribute("data-cell"), t.getText());
        assertEquals(expected, shown);
        // docs/pictures/page-seed000.png is this picture
        Files.write(Path.of("target", "page-seed000.png"), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    static Puzzle example(String name) throws Exception {
        Path root = Path.of("").toAbsolutePath();
        while (!Files.exists(root.resolve("mvnw"))) root = root.getParent();
        return Formats.readAll(root.resolve("examples").resolve(name)).get(0);
    }

    void select(List<Cell> cs) {
        click(cs.get(0).row() + 1, cs.get(0).col() + 1, null);
        for (Cell c : cs.subList(1, cs.size())) click(c.row() + 1, c.col() + 1, Keys.CONTROL);
    }

    void givens(Puzzle p) {
        for (Rule r : p.rules())
            if (r instanceof Givens gv)
                for (Map.Entry<Cell, Integer> e : gv.values().entrySet()) {
                    click(e.getKey().row() + 1, e.getKey().col() + 1, null);
                    new Actions(browser).sendKeys(String.valueOf(e.getValue())).perform();
                }
    }

    /** The values the page shows, by cell name, against the engine's answer to the example. */
    void assertShowsTheAnswerOf(Puzzle p) {
        int[] answer = Solver.of(p).first().first();
        Map<String, String> expected = new TreeMap<>(), shown = new TreeMap<>();
        for (int i = 0; i < p.size(); i++) expected.put(p.canvas().name(i), String.valueOf(answer[i]));
        for (WebElement t : browser.findElements(By.cssSelector("text.value"))) shown.put(t.getAttribute("data-cell"), t.getText());
        assertEquals(expected, shown);
    }

    @Test
    void kakuroSujikoAndHeaderPuzzlesAreBuiltByClicking() throws Exception {
        // seed 002's header puzzle: headings typed against whole rows and columns, one given
        Puzzle header = example("seed002-header.txt");
        fresh("header", 3);
        offset = S;
        for (Rule r : header.rules())
            if (r instanceof org.cellwise.rules.Heading h) {
                select(h.cells());
                mark("heading", String.valueOf(h.target()));
            }
        givens(header);
        assertEquals(6, browser.findElements(By.cssSelector("text.headclue")).size());
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|timeout"));
        assertShowsTheAnswerOf(header);
        offset = 0;

        // seed 003's Sujiko: four circles from 2x2 selections
        Puzzle sujiko = example("seed003-sujiko.txt");
        fresh("sujiko", 3);
        for (Rule r : sujiko.rules())
            if (r instanceof SumGroup g) {
                select(g.cells());
                mark("sum", String.valueOf(g.sum()));
            }
        givens(sujiko);
        assertEquals(4, browser.findElements(By.cssSelector("circle")).size());
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|timeout"));
        assertShowsTheAnswerOf(sujiko);

        // the example Kakuro: white cells made from black positions, then each run and its sum
        Puzzle kakuro = example("kakuro.cw");
        fresh("kakuro", Math.max(kakuro.rows(), kakuro.cols()));
        select(kakuro.cells());
        browser.findElement(By.id("white")).click();
        for (Rule r : kakuro.rules())
            if (r instanceof SumGroup g) {
                select(g.cells());
                mark("run", String.valueOf(g.sum()));
            }
        long runs = kakuro.rules().stream().filter(r -> r instanceof SumGroup).count();
        assertEquals(runs, browser.findElements(By.cssSelector("text.runclue")).size());
        assertEquals("solved: unique", ask("solve", "solved.*|no solution.*|timeout"));
        assertShowsTheAnswerOf(kakuro);
        Files.write(Path.of("target", "page-kakuro.png"), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    @Test
    void aLongCountShowsItsProgressAndIsCancelled() {
        fresh("sudoku", 9);
        WebElement limit = browser.findElement(By.id("limit"));
        limit.clear();
        limit.sendKeys("1000000000");
        browser.findElement(By.id("count")).click();
        waitFor(() -> browser.findElement(By.id("answer")).getText().matches("working… [1-9][\\d,]* nodes, .*"));
        browser.findElement(By.id("cancel")).click();
        waitFor(() -> browser.findElement(By.id("answer")).getText().equals("cancelled"));
        assertEquals("true", browser.findElement(By.id("cancel")).getAttribute("disabled"));
    }
}
