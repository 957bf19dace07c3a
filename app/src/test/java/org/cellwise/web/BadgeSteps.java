package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * The setter's badge in its two steps, on whichever backend answers the page: the verdict first, the marking of "no
 * solution" (the smallest set of clues that cannot hold together) in a second job after it, and a newer edit
 * cancelling either. The page's requests for the loop's jobs are held in the browser until the test lets them go
 * (a fetch of the server's route, or a message to a worker), so each state is seen for certain, whatever the
 * machine's speed, and a request the page cancelled is known to be cancelled: the server was told to stop it, or
 * its worker was ended.
 */
final class BadgeSteps {
    private BadgeSteps() {}

    /**
     * Installed once a page: {@code window.cellwiseHold} names the step whose requests are held ("verdict": the
     * setter's job with {@code ?conflict=later}; "marking": the one without), {@code window.cellwiseHeld} lists them.
     */
    static final String HOOK = """
            if (!window.cellwiseHeld) {
              const held = window.cellwiseHeld = [], deleted = new Set();
              window.cellwiseHold = null;
              const stepOf = query => query.includes('later') ? 'verdict' : 'marking';
              const fetched = window.fetch;
              window.fetch = function (input, init) {
                const url = String(input), method = (init && init.method) || 'GET';
                const job = /api\\/jobs\\/setter(\\?.*)?$/.exec(url);
                if (method === 'POST' && job && window.cellwiseHold === stepOf(job[1] || '')) {
                  const h = { step: window.cellwiseHold, released: false, id: null };
                  h.cancelled = () => deleted.has(h.id);
                  held.push(h);
                  return new Promise(go => { h.go = () => go(fetched.call(window, input, init).then(r => {
                    r.clone().json().then(j => { h.id = j.id; });
                    return r;
                  })); });
                }
                const stop = /api\\/jobs\\/([^/?]+)$/.exec(url);
                if (method === 'DELETE' && stop) deleted.add(stop[1]);
                return fetched.apply(this, arguments);
              };
              const post = Worker.prototype.postMessage, terminate = Worker.prototype.terminate;
              Worker.prototype.postMessage = function (m) {
                if (m && m.route === 'jobs/setter' && window.cellwiseHold === stepOf(m.query)) {
                  const h = { step: window.cellwiseHold, released: false, ended: false };
                  h.cancelled = () => h.ended;
                  h.go = () => post.call(this, m);
                  h.worker = this;
                  held.push(h);
                  return;
                }
                return post.apply(this, arguments);
              };
              Worker.prototype.terminate = function () {
                for (const h of held) if (h.worker === this) h.ended = true;
                return terminate.apply(this, arguments);
              };
            }
            """;

    /** Requests of the step now held and not let go. */
    static long held(PageTest page, String step) {
        return (Long) page.js("return window.cellwiseHeld.filter(h => h.step === arguments[0] && !h.released).length", step);
    }

    /** Holds the requests of a step from now on (null: none). */
    static void hold(PageTest page, String step) {
        page.js(HOOK);
        page.js("window.cellwiseHold = arguments[0]", step);
    }

    /** Lets every held request go, as if the network or the worker had been slow. */
    static void release(PageTest page) {
        page.js("for (const h of window.cellwiseHeld) if (!h.released) { h.released = true; h.go(); }");
    }

    /** Whether the last request of a step held was cancelled: the server told to stop it, or its worker ended. */
    static boolean cancelled(PageTest page, String step) {
        return Boolean.TRUE.equals(page.js("const hs = window.cellwiseHeld.filter(h => h.step === arguments[0]);"
                + " return hs.length > 0 && hs[hs.length - 1].cancelled()", step));
    }

    static String badge(PageTest page) {
        return (String) page.js("return document.getElementById('badge').textContent");
    }

    static String marking(PageTest page) {
        return (String) page.js("return document.getElementById('badge').dataset.marking || ''");
    }

    static String info(PageTest page) {
        return (String) page.js("return document.getElementById('loopinfo').textContent");
    }

    /** What the board marks of a conflict: the givens ringed, the clues traced. */
    static int conflictMarks(PageTest page) {
        return page.browser.findElements(By.cssSelector("#board .set-overlay .conflict-clue, #board .set-overlay .conflict-part")).size();
    }

    /**
     * On a 4×4 whose thermometer cannot take a 1 at its tip: the badge says "no solution" while the marking is held
     * (nothing red on the board, the badge's marking pending), then the marking lands; a newer edit while the marking
     * is held cancels it and its answer never lands; a newer edit while the verdict is held cancels that too. The board
     * is pictured in {@code target/} before and after the marking, named after {@code backend}.
     */
    static void verdictFirstThenMarking(PageTest page, String backend) throws Exception {
        page.paste("name thermo\nsize 4 boxes 2x2\nrules sudoku\nthermo r2c1 r1c1\ngivens\n. . . 4\n. . . 2\n4 . . .\n. . . .\n");
        page.browser.findElement(By.cssSelector("[data-set-mode=setting]")).click();
        page.waitFor(() -> badge(page).equals("2+ solutions"));
        page.drawn();

        // the verdict at once, the marking held: "no solution" said, nothing marked yet
        hold(page, "marking");
        page.click("r1c1");
        page.type("1");
        page.waitFor(() -> badge(page).equals("no solution") && held(page, "marking") == 1);
        assertEquals("pending", marking(page));
        assertEquals(0, conflictMarks(page), "nothing marked before the marking comes");
        assertTrue(info(page).endsWith("looking for the clues that cannot hold together…"), info(page));
        page.screenshot("setter-no-solution-verdict-" + backend + ".png");
        // the marking lands: the given ringed, the thermometer traced
        release(page);
        page.waitFor(() -> marking(page).isEmpty() && conflictMarks(page) > 0);
        assertEquals("no solution", badge(page));
        assertEquals(List.of("r1c1"), page.browser.findElements(By.cssSelector("#board .set-overlay circle.conflict-part"))
                .stream().map(e -> e.getAttribute("data-cell")).toList(), "the given ringed");
        assertTrue(info(page).startsWith("1 clue, 1 given (in red) cannot all hold together"), info(page));
        page.screenshot("setter-no-solution-marked-" + backend + ".png");

        // a newer edit while the marking is held: cancelled, and its answer never lands on the newer puzzle
        page.type(Keys.DELETE);
        page.waitFor(() -> badge(page).equals("2+ solutions"));
        page.type("1");
        page.waitFor(() -> badge(page).equals("no solution") && held(page, "marking") == 1);
        page.type(Keys.DELETE);
        page.waitFor(() -> badge(page).equals("2+ solutions"));
        assertEquals("", marking(page));
        release(page);
        page.waitFor(() -> cancelled(page, "marking"));
        assertEquals("2+ solutions", badge(page));
        assertEquals(0, conflictMarks(page), "the cancelled marking never lands");

        // a newer edit while the verdict is held: cancelled too, the newer verdict shown
        hold(page, "verdict");
        page.type("1");
        page.waitFor(() -> held(page, "verdict") == 1);
        assertEquals("checking…", badge(page));
        hold(page, null);
        page.type(Keys.DELETE);
        page.waitFor(() -> badge(page).equals("2+ solutions"));
        release(page);
        page.waitFor(() -> cancelled(page, "verdict"));
        assertEquals("2+ solutions", badge(page));
        assertEquals("", marking(page));
        assertEquals(0, conflictMarks(page));
        hold(page, null);
    }
}
