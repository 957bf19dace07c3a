package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The links' shapes, checked by hand (the browser build's regular expressions overflow its stack on a long link),
 * say what the regular expressions said, on random text made of the characters that matter.
 */
class LinkShapesTest {
    @Test
    void theHandChecksAgreeWithTheRegularExpressions() {
        Random rnd = new Random(53);
        String[] pieces = {"N4Ig", "scl", "ctc", "n4ig", "p?", "p.html?", "sudoku/", "kakuro", "_", "/", "=", "$", "-", "+",
            "%", " ", "#", "&", "A", "z", "9", "é", "\u00e9", "load=", "fpuzzles", "puzz.link/", "?", ".", "\n"};
        for (int n = 0; n < 200_000; n++) {
            StringBuilder sb = new StringBuilder();
            for (int k = rnd.nextInt(12); k >= 0; k--) sb.append(pieces[rnd.nextInt(pieces.length)]);
            if (rnd.nextInt(4) == 0) sb.append("x".repeat(40));
            String line = sb.toString(), t = line.strip(), lower = t.toLowerCase(Locale.ROOT);
            boolean fpuzzles = t.contains("load=") || lower.contains("fpuzzles") || t.startsWith("{") && t.contains("\"grid\"")
                    && t.contains("\"size\"") || t.length() >= 40 && t.startsWith("N4Ig") && t.matches("[A-Za-z0-9+/=$-]+");
            assertEquals(fpuzzles, FPuzzlesLink.looks(line), line);
            boolean sudokupad = !lower.contains("fpuzzles") && (lower.contains("sudokupad.app/") || lower.contains("crackingthecryptic.com/")
                    || lower.matches("(scl|ctc)n4ig[a-z0-9+/=$-]+"));
            assertEquals(sudokupad, SudokuPad.looks(line), line);
            boolean puzzlink = lower.contains("puzz.link/") || lower.contains("pzv.jp/") || lower.matches("(?s).*p(\\.html)?\\?[a-z0-9_]+/.*");
            assertEquals(puzzlink, PuzzLink.looks(line), line);
        }
    }
}
