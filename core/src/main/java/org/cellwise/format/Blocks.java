package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.cellwise.puzzle.Puzzle;

/**
 * Splits a text into puzzles at header lines {@code #<kind> <title>}, the convention of seed 004 and of the
 * shared corpora. Any other line starting with {@code #} is a comment. A puzzle's name is its header's title, else
 * its {@code name} statement, else the file's name (numbered from the second puzzle on).
 */
final class Blocks implements PuzzleReader {
    static final Set<String> KINDS = Set.of("puzzle", "cellwise", "sudoku", "latin", "kenken", "killer", "sujiko",
            "header", "kakuro", "samurai");

    interface BlockParser {
        Puzzle parse(List<Located> lines, String name, Located start) throws FormatException;
    }

    private final LineInput in;
    private final String defaultName;
    private final BlockParser parser;
    private long count;

    Blocks(LineInput in, String defaultName, String kindHint, BlockParser parser) {
        this.in = in;
        this.defaultName = defaultName;
        this.parser = parser;
        this.count = in.puzzlesBefore();
    }

    /** The kind of a header line, or null when the line is not a header. */
    static String headerKind(String line) {
        if (line == null || line.length() < 2 || line.charAt(0) != '#' || !Character.isLetter(line.charAt(1))) return null;
        int end = 1;
        while (end < line.length() && !Character.isWhitespace(line.charAt(end))) end++;
        String kind = line.substring(1, end).toLowerCase(Locale.ROOT);
        return KINDS.contains(kind) ? kind : null;
    }

    /**
     * A header's title: the rest of the line after the kind ({@code #killer Killer Sudoku _01 DM} is titled
     * "Killer Sudoku _01 DM"). Seed 004 writes its title straight after the {@code #} ({@code #Killer Sudoku _01 DM}):
     * a kind spelt other than in lower case is the title's first word too. Null when the line names no title.
     */
    static String headerTitle(String line) {
        if (headerKind(line) == null) return null;
        String t = line.strip().substring(1);
        int end = 0;
        while (end < t.length() && !Character.isWhitespace(t.charAt(end))) end++;
        String keyword = t.substring(0, end), rest = t.substring(end).strip();
        String title = keyword.equals(keyword.toLowerCase(Locale.ROOT)) ? rest : t.strip();
        return title.isEmpty() ? null : title;
    }

    /** A name as a header's title: on one line, and never read back as a kind of another spelling. */
    static String title(String name) {
        // runs of control characters and white space (as [\\p{Cntrl}\\s]+ would find them, without the regular
        // expression, whose classes the browser build does not all have) become one space
        StringBuilder sb = new StringBuilder();
        boolean gap = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c <= ' ' || c == 0x7f) gap = true;
            else {
                if (gap) sb.append(' ');
                gap = false;
                sb.append(c);
            }
        }
        if (gap) sb.append(' ');
        return sb.toString().strip();
    }

    @Override
    public Puzzle next() throws FormatException {
        String line;
        // skip to a header or to content
        while ((line = in.peek()) != null) {
            String t = line.strip();
            if (headerKind(line) != null) break;
            if (!t.isEmpty() && !t.startsWith("#")) break;
            in.next();
        }
        if (line == null) return null;
        String name;
        Located start;
        if (headerKind(line) != null) {
            in.next();
            String h = headerTitle(line);
            count++;
            name = h != null ? h : count == 1 ? defaultName : defaultName + "-" + count;
            start = new Located(line, in.lineNo(), 1);
        } else {
            count++;
            name = count == 1 ? defaultName : defaultName + "-" + count;
            start = new Located(line, in.lineNo() + 1, 1);
        }
        List<Located> lines = new ArrayList<>();
        while ((line = in.peek()) != null && headerKind(line) == null) {
            in.next();
            lines.add(new Located(line, in.lineNo(), 1));
        }
        String kind = headerKind(start.text());
        try {
            return (kind == null ? parser : forKind(kind)).parse(lines, name, start);
        } catch (FormatException e) {
            throw e.named(name);
        }
    }

    /**
     * The parser a header's kind names: every kind listed in docs/FORMAT.md selects its notation in any file,
     * whichever format was detected or asked for (a {@code #latin} block of grid text is a Latin square, not a
     * Sudoku). {@code #sudoku} and {@code #latin} blocks holding statements are the Cellwise format.
     */
    private BlockParser forKind(String kind) {
        String src = in.source();
        return switch (kind) {
            case "kenken", "killer" -> (l, n, s) -> CageLabelFormat.parse(src, l, n, s, kind);
            case "sujiko" -> (l, n, s) -> SujikoFormat.parse(src, l, n, s);
            case "header" -> (l, n, s) -> HeaderListFormat.parseBlock(src, l, n, s);
            case "kakuro" -> (l, n, s) -> CellwiseFormat.parse(src, startsWithStatement(l) ? l : withKakuro(l, s), n, s);
            case "sudoku", "latin" -> (l, n, s) -> startsWithStatement(l) ? CellwiseFormat.parse(src, l, n, s)
                    : GridTextFormat.parse(src, l, n, s, kind.equals("latin"));
            default -> (l, n, s) -> CellwiseFormat.parse(src, l, n, s);
        };
    }

    private static boolean startsWithStatement(List<Located> lines) {
        for (Located l : lines) {
            String t = l.text().strip();
            if (t.isEmpty() || t.startsWith("#")) continue;
            return CellwiseFormat.isStatement(l.text());
        }
        return false;
    }

    /** A {@code #kakuro} block drawn straight after its header: the rows of an implied {@code kakuro} statement. */
    private static List<Located> withKakuro(List<Located> lines, Located header) {
        List<Located> out = new ArrayList<>(lines.size() + 1);
        out.add(new Located("kakuro", header.line(), 1));
        out.addAll(lines);
        return out;
    }
}
