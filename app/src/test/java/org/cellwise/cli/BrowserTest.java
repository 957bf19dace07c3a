package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/** The HTML page of seed 004's KenKen, opened in a real headless Chromium. */
class BrowserTest {
    static final String ANSWER = "754619328128495763812746935649538172231864597475382619596273841367951284983127456";

    @TempDir
    Path tmp;

    @Test
    void kenkenPageShowsTheAnswerInColouredCages() throws Exception {
        MainTest.Run r = MainTest.run(null, "solve", "--html", MainTest.example("seed004-kenken.txt").toString());
        assertEquals(0, r.code(), r.err());
        Path page = Path.of("target", "seed004-kenken.html").toAbsolutePath();
        Files.createDirectories(page.getParent());
        Files.writeString(page, r.out());

        ChromeDriver browser = Chrome.open(tmp);
        try {
            browser.get(page.toUri().toString());
            List<WebElement> cells = browser.findElements(By.cssSelector("td.cell"));
            assertEquals(81, cells.size());
            Map<String, WebElement> byPos = new HashMap<>();
            for (WebElement c : cells) {
                int row = Integer.parseInt(c.getAttribute("data-row")), col = Integer.parseInt(c.getAttribute("data-col"));
                assertEquals(String.valueOf(ANSWER.charAt((row - 1) * 9 + col - 1)),
                        c.findElement(By.cssSelector(".value")).getText(), "r" + row + "c" + col);
                byPos.put(row + "," + col, c);
            }
            // neighbouring cells in different cages must be painted in different colours
            int pairs = 0;
            for (int row = 1; row <= 9; row++)
                for (int col = 1; col <= 9; col++)
                    for (int[] d : new int[][] {{0, 1}, {1, 0}}) {
                        WebElement a = byPos.get(row + "," + col), b = byPos.get((row + d[0]) + "," + (col + d[1]));
                        if (b == null || a.getAttribute("data-cage").equals(b.getAttribute("data-cage"))) continue;
                        assertNotEquals(a.getCssValue("background-color"), b.getCssValue("background-color"),
                                "cages " + a.getAttribute("data-cage") + " and " + b.getAttribute("data-cage"));
                        pairs++;
                    }
            assertTrue(pairs > 50, "neighbouring cage pairs: " + pairs);
            long colours = cells.stream().map(c -> c.getCssValue("background-color")).distinct().count();
            assertTrue(colours <= 4, "four colours suffice, used " + colours);
            assertTrue(browser.findElement(By.cssSelector("pre.report")).getText().contains("cage a: holds, 7 + 1 + 8 = 16"));
            Path shot = Path.of("target", "seed004-kenken.png");
            Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
            assertTrue(Files.size(shot) > 10_000);
        } finally {
            browser.quit();
        }
    }
}
