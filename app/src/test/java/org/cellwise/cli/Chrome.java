package org.cellwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/** Debian's headless Chromium through its driver, for the tests that open a page; skipped outside CI only. */
public final class Chrome {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium"), DRIVER = Path.of("/usr/bin/chromedriver");

    private Chrome() {}

    /** A fresh browser with its own profile under {@code dir}; files it downloads land in {@code dir/downloads}. */
    public static ChromeDriver open(Path dir) throws Exception {
        return open(dir, o -> { });
    }

    /** The same with more options: a phone's screen and touch, say. */
    public static ChromeDriver open(Path dir, java.util.function.Consumer<ChromeOptions> more) throws Exception {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
            if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: chromium or chromedriver missing");
            Assumptions.abort("skipped: the browser test needs Debian's chromium and chromium-driver");
        }
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1400,1400",
                "--user-data-dir=" + dir.resolve("profile"));
        Files.createDirectories(dir.resolve("downloads"));
        options.setExperimentalOption("prefs", Map.of("download.default_directory", dir.resolve("downloads").toString(),
                "download.prompt_for_download", false));
        more.accept(options);
        return new ChromeDriver(service, options);
    }
}
