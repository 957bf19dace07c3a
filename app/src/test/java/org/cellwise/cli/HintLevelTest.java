package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code hint --level 1|2|3}: the technique and where to look, then the cells, then the whole step, in a player's words. */
class HintLevelTest {
    @Test
    void eachLevelSaysMore() throws Exception {
        String killer = MainTest.example("seed004-killer.txt").toString();
        MainTest.Run one = MainTest.run(null, "hint", "--level", "1", killer);
        assertEquals(0, one.code(), one.err());
        assertEquals("Killer Sudoku _01 DM: Look at the 6 cage at r1c4: a cage combination step.\n", one.out());
        MainTest.Run two = MainTest.run(null, "hint", "--level", "2", killer);
        assertTrue(two.out().endsWith("The cells: r1c4, r2c4.\n"), two.out());
        MainTest.Run three = MainTest.run(null, "hint", "--level", "3", killer);
        assertTrue(three.out().startsWith("Killer Sudoku _01 DM: the 6 cage at r1c4 (2 cells) can only be 1+5 or 2+4"), three.out());
        var json = MainTest.run(null, "hint", "--json", "--level", "1", killer).json().get(0);
        assertEquals(1, json.get("level").asInt());
        assertEquals("Look at the 6 cage at r1c4: a cage combination step.", json.get("hint").asText());
        // a wrong digit of the progress comes first, without saying which cell at the first level
        String six = MainTest.example("seed001-6x6.cw").toString();
        MainTest.Run wrong = MainTest.run(null, "hint", "--level", "1", "--progress", "6" + ".".repeat(35), six);
        assertEquals("seed001-6x6: A digit you placed is wrong, in row 1.\n", wrong.out());
        MainTest.Run bad = MainTest.run(null, "hint", "--level", "4", killer);
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--level is 1, 2 or 3"), bad.err());
    }
}
