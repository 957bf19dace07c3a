package org.cellwise.cli;

import static org.cellwise.cli.MainTest.example;
import static org.cellwise.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A grid on the command line (check -s, hint --progress) is standard input, the grid itself or a file, by one rule
 * (docs/CLI.md): a value with a slash names a file of any kind, read ({@code -s /dev/null} was taken for the grid
 * "/dev/null"), and said missing or a directory when it is one.
 */
class GridArgumentTest {
    @TempDir
    Path tmp;

    static final String SIX = "245163316452453621162345534216621534";

    @Test
    void aValueWithASlashIsAFileOfAnyKind() throws Exception {
        String six = example("seed001-6x6.cw").toString();
        MainTest.Run empty = run(null, "check", six, "-s", "/dev/null");
        assertEquals(2, empty.code());
        assertEquals("cellwise: /dev/null:1:1: expected a filled grid, found nothing\n", empty.err());
        MainTest.Run progress = run(null, "hint", "--progress", "/dev/null", six);
        assertEquals(2, progress.code());
        assertTrue(progress.err().startsWith("cellwise: /dev/null:1:1: expected a filled grid, found nothing"), progress.err());
        MainTest.Run missing = run(null, "check", six, "-s", tmp.resolve("none.txt").toString());
        assertEquals(2, missing.code());
        assertEquals("cellwise: " + tmp.resolve("none.txt") + ": no such file\n", missing.err());
        MainTest.Run dir = run(null, "check", six, "-s", tmp.toString());
        assertEquals(2, dir.code());
        assertEquals("cellwise: " + tmp + ": is a directory, expected a grid or a file holding one\n", dir.err());
        // a file's grid, by a path with a slash or a bare name that exists; the grid itself otherwise
        Path f = tmp.resolve("grid.txt");
        Files.writeString(f, SIX + "\n");
        assertEquals(0, run(null, "check", six, "-s", f.toString()).code());
        assertEquals(0, run(null, "check", six, "-s", SIX).code());
        MainTest.Run typo = run(null, "check", six, "-s", "24516331645245362116234553421662153");
        assertEquals(2, typo.code());
        assertTrue(typo.err().startsWith("cellwise: <solution>:1:1: expected 36 values"), typo.err());
    }

    @Test
    void whatIsReadIsBounded() {
        // a device that never ends: read up to the bound, then said so (it was read whole, without end)
        MainTest.Run zero = run(null, "check", example("seed001-6x6.cw").toString(), "-s", "/dev/zero");
        assertEquals(2, zero.code());
        assertEquals("cellwise: /dev/zero: more than 64 MB, far more than a grid's text\n", zero.err());
    }
}
