package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.puzzle.Puzzle;

/**
 * SudokuPad's own {@code scl} links ({@code https://sudokupad.app/scl...}): lz-string base64 of a compact JSON
 * ("zipped": short keys such as {@code ce} for cells, keys unquoted, {@code '} for {@code "}, {@code t}/{@code f}
 * for true/false, empty slots for {@code {}}). The format is a drawing: lines, arrows, overlays and underlays mean
 * what the rules text says, which no program can read. So only what has one meaning is read: the grid, given
 * digits, regions, cages with a sum (killer cages, or sums that may repeat when {@code unique} is false), cages
 * marked unique without a sum, anti-knight and anti-king; anything drawn besides is an error naming it. The
 * same subset is written. The parts: this class (the link's transport, bounded as {@link LinkText} says), the
 * compact text ({@link SudokuPadZip}), the reading of a puzzle into f-puzzles JSON ({@link SudokuPadReader}, so both
 * links mean the same rules) and the writing ({@link SudokuPadWriter}).
 */
public final class SudokuPad {
    public static final String LINK = "https://sudokupad.app/scl";
    // possessive: the browser build's regular expressions recurse once a character under a greedy quantifier of a
    // class such as this, and a link of a thousand characters would overflow the worker's stack
    private static final Pattern PAYLOAD = Pattern.compile("(?:^|[/=])(scl|ctc)([A-Za-z0-9+/=$%-][^\\s&#]*+)");

    private SudokuPad() {}

    /** A SudokuPad or Cracking the Cryptic link in its own format (not the {@code fpuzzles} one). */
    static boolean looks(String line) {
        String t = line.strip().toLowerCase(Locale.ROOT);
        if (t.contains("fpuzzles")) return false;
        return t.contains("sudokupad.app/") || t.contains("crackingthecryptic.com/")
                || (t.startsWith("scln4ig") || t.startsWith("ctcn4ig")) && LinkText.compressed(t, 7, true);
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return Formats.perLine(in, defaultName, SudokuPad::read);
    }

    static Puzzle read(String line, String source, int lineNo, String defaultName) throws FormatException {
        String t = line.strip();
        int col = line.indexOf(t) + 1;
        Matcher m = PAYLOAD.matcher(t);
        if (!m.find()) {
            if (t.toLowerCase(Locale.ROOT).contains("fpuzzles")) return FPuzzles.read(line, source, lineNo, defaultName);
            throw new FormatException(source, lineNo, col, "expected a SudokuPad link holding the puzzle (https://sudokupad.app/scl... or"
                    + " .../fpuzzles...); a short link such as sudokupad.app/NAME/ID names a puzzle kept on SudokuPad's server, which"
                    + " Cellwise does not fetch: open it and share it again with 'Include puzzle in link', or use its f-puzzles link");
        }
        String payload = LinkText.unescape(m.group(2));
        int at = col + m.start(2);
        String zipped;
        try {
            zipped = LinkText.decompress(payload, LinkText.deadline());
        } catch (LinkText.Refused e) {
            throw new FormatException(source, lineNo, at, "SudokuPad link refused: " + e.getMessage());
        }
        if (zipped == null || !zipped.strip().startsWith("{"))
            throw new FormatException(source, lineNo, at, "expected SudokuPad's compressed puzzle after '" + m.group(1)
                    + "', which this is not: it does not decompress to a puzzle (is the link cut short?)");
        JsonNode root;
        try {
            root = new SudokuPadZip.Unzip(zipped).document();
        } catch (IllegalArgumentException e) {
            throw new FormatException(source, lineNo, at, "SudokuPad's puzzle text is broken: " + e.getMessage() + " (is the link cut short?)");
        }
        ObjectNode fp;
        try {
            fp = SudokuPadReader.toFPuzzles(root);
        } catch (IllegalArgumentException e) {
            throw new FormatException(source, lineNo, at, e.getMessage());
        }
        return FPuzzlesReader.fromJson(fp, source, lineNo, at, null, defaultName);
    }

    /**
     * The scl link of a puzzle whose rules SudokuPad's own format states: a grid of givens, regions or boxes, killer
     * cages (and cages without a sum), anti-knight, anti-king. Anything else is written with {@link FPuzzles#sudokuPad}.
     */
    public static String link(Puzzle p) {
        return LINK + LzString.compressToBase64(SudokuPadZip.zip(SudokuPadWriter.scl(p)));
    }
}
