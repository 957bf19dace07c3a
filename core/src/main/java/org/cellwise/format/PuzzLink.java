package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.SumGroup;

/**
 * puzz.link (pzprjs) URLs for its {@code sudoku} and {@code kakuro} genres: {@code https://puzz.link/p?sudoku/9/9/BODY}
 * and {@code .../p?kakuro/COLS/ROWS/BODY}. The body is pzprjs's cell-by-cell code:
 * <ul>
 * <li>sudoku: a hex digit 0-f is a given, {@code -xx} a two-digit hex given, {@code g}..{@code z} skip 1..20
 * empty cells;
 * <li>kakuro: the board is the white area without its top row and left column of clues, which come last. A black
 * cell is {@code .} (no clue) or two symbols, the sum down then the sum across ({@code 0}-{@code 9}, {@code a}-{@code j}
 * for 10-19, {@code A}-{@code Z} for 20-45, {@code 0} or {@code -} for none); {@code k}..{@code z} skip 1..16 white
 * cells. Then one symbol per column whose top cell is white (the sum above it) and one per row whose left cell is
 * white (the sum to its left).
 * </ul>
 * Cellwise's Kakuro draws those clue row and column on the canvas: puzz.link's top-left white cell is r2c2.
 */
public final class PuzzLink {
    public static final String PREFIX = "https://puzz.link/p?";
    private static final Pattern GENRE = Pattern.compile("(?:^|[?/#])(sudoku|kakuro)(?:_edit|_play)?/");
    private static final String DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz";

    private PuzzLink() {}

    /** A line that names a pzprjs genre after {@code p?} or {@code p.html?} (puzz.link, pzv.jp and mirrors). */
    static boolean looks(String line) {
        // in the address the line opens with: a name or rules text that mentions the site is no link
        String t = LinkText.address(line).toLowerCase(Locale.ROOT);
        if (t.contains("puzz.link/") || t.contains("pzv.jp/")) return true;
        // "p?genre/" or "p.html?genre/" anywhere in it, found by hand as in LinkText.compressed
        for (int at = t.indexOf("p"); at >= 0; at = t.indexOf("p", at + 1)) {
            int i = t.startsWith("p.html?", at) ? at + 7 : t.startsWith("p?", at) ? at + 2 : -1;
            if (i < 0) continue;
            int start = i;
            for (char c; i < t.length() && ((c = t.charAt(i)) >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'); ) i++;
            if (i > start && i < t.length() && t.charAt(i) == '/') return true;
        }
        return false;
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return Formats.perLine(in, defaultName, PuzzLink::read);
    }

    /**
     * A link's genre, then its path: an optional word (pzprjs' own options, such as {@code v:}), the columns, the
     * rows and the body, each checked where it stands. A {@code #} ends the path unless it starts it (some mirrors
     * put the puzzle after {@code #}), and {@code &} ends it.
     */
    static Puzzle read(String line, String source, int lineNo, String name) throws FormatException {
        Matcher m = GENRE.matcher(line);
        if (!m.find()) {
            Matcher genre = Pattern.compile("[?#]([A-Za-z0-9_]+)").matcher(line);
            boolean named = genre.find();
            String which = named ? "a puzz.link '" + genre.group(1) + "' link" : "this";
            throw new FormatException(source, lineNo, named ? genre.start(1) + 1 : 1, "expected a puzz.link"
                    + " sudoku or kakuro link such as " + PREFIX + "sudoku/9/9/BODY; " + which + " is not one Cellwise reads");
        }
        int start = m.end(), end = line.length();
        for (int i = start; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '&' || ch == '#' || Character.isWhitespace(ch)) {
                end = i;
                break;
            }
        }
        String path = line.substring(start, end);
        String[] parts = path.split("/", -1);
        int k = 0, at = start + 1;
        if (parts.length > 0 && !parts[0].isEmpty() && !Character.isDigit(parts[0].charAt(0))) at += parts[k++].length() + 1;
        int colsAt = at;
        int cols = size(parts, k++, source, lineNo, at, "the number of columns");
        at += parts[k - 1].length() + 1;
        int rowsAt = at;
        int rows = size(parts, k++, source, lineNo, at, "the number of rows");
        at += parts[k - 1].length() + 1;
        if (parts.length <= k)
            throw new FormatException(source, lineNo, at, "expected '/' and the puzzle's body after the size " + cols + "/" + rows);
        String bodyText = String.join("/", java.util.Arrays.copyOfRange(parts, k, parts.length));
        Body body = new Body(bodyText, source, lineNo, at);
        if (cols > 64) throw new FormatException(source, lineNo, colsAt, "expected a size of 1 to 64 columns, found " + cols);
        if (rows > 64) throw new FormatException(source, lineNo, rowsAt, "expected a size of 1 to 64 rows, found " + rows);
        return m.group(1).equals("sudoku") ? sudoku(body, cols, rows, name) : kakuro(body, cols, rows, name);
    }

    /** A number of columns or rows: digits, at least 1; anything too large for a puzzle is said so, not wrapped round. */
    private static int size(String[] parts, int k, String source, int lineNo, int col, String what) throws FormatException {
        String t = k < parts.length ? parts[k] : "";
        if (t.isEmpty() || !t.chars().allMatch(Character::isDigit))
            throw new FormatException(source, lineNo, col, "expected " + what + ", found " + (t.isEmpty() ? "nothing" : Messages.quote(t)));
        if (t.length() > 4) throw new FormatException(source, lineNo, col, what + " " + Messages.quote(t) + " is far more than 64");
        int v = Integer.parseInt(t);
        if (v < 1) throw new FormatException(source, lineNo, col, what + " is at least 1, not " + v);
        return v;
    }

    /** The body of a link, read symbol by symbol; errors name the symbol's column on the line. */
    private record Body(String text, String source, int lineNo, int col) {
        FormatException error(int i, String what) {
            return new FormatException(source, lineNo, col + Math.min(i, text.length()), what);
        }

        char at(int i) {
            return i < text.length() ? text.charAt(i) : 0;
        }
    }

    private static Puzzle sudoku(Body body, int cols, int rows, String name) throws FormatException {
        if (cols != rows) throw body.error(0, "a puzz.link sudoku is square, not " + cols + " by " + rows);
        int n = cols;
        int root = (int) Math.round(Math.sqrt(n));
        if (n != 6 && root * root != n)
            throw body.error(0, "puzz.link draws sudoku boxes for 4x4, 6x6, 9x9, 16x16 and 25x25 (a square size or 6), not " + n + "x" + n);
        Map<Cell, Integer> givens = new TreeMap<>();
        String t = body.text();
        int c = 0, i = 0;
        while (i < t.length() && c < n * n) {
            char ch = t.charAt(i);
            int v, len;
            if (ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f') {
                v = Character.digit(ch, 16);
                len = 1;
            } else if (ch == '-' || ch == '+') {
                len = ch == '-' ? 3 : 4;
                v = hex(body, i + 1, len - 1);
            } else if (ch >= 'g' && ch <= 'z') {
                c += ch - 'f';
                i++;
                continue;
            } else if (ch == '.') {
                throw body.error(i, "a '?' given (an unknown value) means nothing in a sudoku");
            } else {
                throw body.error(i, "expected a given (0-f, -xx) or a run of empty cells (g-z), found '" + ch + "'");
            }
            if (v < 1 || v > n) throw body.error(i, "a given is 1 to " + n + ", not " + v);
            givens.put(new Cell(c / n, c % n), v);
            c++;
            i += len;
        }
        if (i < t.length()) throw body.error(i, "the link goes on after all " + n * n + " cells: '" + t.substring(i) + "'");
        Puzzle.Builder b = Puzzle.builder().name(name).kind("sudoku").grid(Grid.standard(n)).values(ValueRange.of(n));
        b.rules(RuleCatalog.lookup("sudoku"));
        if (!givens.isEmpty()) b.rule(new Givens(givens));
        return b.build();
    }

    private static int hex(Body body, int from, int digits) throws FormatException {
        int v = 0;
        for (int k = 0; k < digits; k++) {
            int d = Character.digit(body.at(from + k), 16);
            if (d < 0) throw body.error(from + k, "expected " + digits + " hex digits of a given");
            v = v * 16 + d;
        }
        return v;
    }

    private static Puzzle kakuro(Body body, int cols, int rows, String name) throws FormatException {
        String t = body.text();
        // the canvas row and column 0 hold puzz.link's outer clues; its board is rows 1..rows, columns 1..cols
        boolean[][] black = new boolean[rows + 1][cols + 1];
        int[][] down = new int[rows + 1][cols + 1], across = new int[rows + 1][cols + 1];
        int[][] where = new int[rows + 1][cols + 1];
        for (int c = 0; c <= cols; c++) black[0][c] = true;
        for (int r = 0; r <= rows; r++) black[r][0] = true;
        int c = 0, i = 0;
        while (c < rows * cols) {
            if (i >= t.length()) throw body.error(i, "the link ends after " + c + " of the " + rows * cols + " cells: is it cut short?");
            char ch = t.charAt(i);
            int r = c / cols + 1, k = c % cols + 1;
            if (ch >= 'k' && ch <= 'z') {
                c += ch - 'j';
                i++;
                if (c > rows * cols) throw body.error(i - 1, "a run of white cells goes past the last cell");
                continue;
            }
            black[r][k] = true;
            where[r][k] = i;
            if (ch == '.') i++;
            else {
                down[r][k] = sum(body, i);
                across[r][k] = sum(body, i + 1);
                i += 2;
            }
            c++;
        }
        for (int k = 1; k <= cols; k++)
            if (!black[1][k]) {
                where[0][k] = i;
                down[0][k] = sum(body, i++);
            }
        for (int r = 1; r <= rows; r++)
            if (!black[r][1]) {
                where[r][0] = i;
                across[r][0] = sum(body, i++);
            }
        if (i < t.length()) throw body.error(i, "the link goes on after the outer clues: '" + t.substring(i) + "'");
        Puzzle.Builder b = Puzzle.builder().name(name).kind("kakuro").values(new ValueRange(1, 9));
        List<Rule> runs = new ArrayList<>();
        int whites = 0;
        for (int r = 0; r <= rows; r++)
            for (int k = 0; k <= cols; k++) {
                if (!black[r][k]) {
                    b.cell(new Cell(r, k));
                    whites++;
                    continue;
                }
                for (int dir = 0; dir < 2; dir++) {
                    List<Cell> run = new ArrayList<>();
                    for (int x = 1; ; x++) {
                        int rr = dir == 0 ? r + x : r, kk = dir == 0 ? k : k + x;
                        if (rr > rows || kk > cols || black[rr][kk]) break;
                        run.add(new Cell(rr, kk));
                    }
                    int sum = dir == 0 ? down[r][k] : across[r][k];
                    String way = dir == 0 ? "down" : "across";
                    if (sum > 0 && run.isEmpty())
                        throw body.error(where[r][k], "the " + way + " clue of " + new Cell(r, k) + " has no white cells to fill");
                    if (sum <= 0 && run.size() > 1)
                        throw body.error(where[r][k], "the run " + way + " from " + run.get(0) + " has no sum: Cellwise reads Kakuro whose runs all have clues");
                    if (sum > 0) runs.add(new SumGroup(way + " " + new Cell(r, k), run, sum, true));
                }
            }
        if (whites == 0) throw body.error(0, "the Kakuro has no white cells");
        return b.rules(runs).build();
    }

    /** A kakuro clue symbol: 0 for none. */
    private static int sum(Body body, int i) throws FormatException {
        char ch = body.at(i);
        if (ch == '-') return 0;
        if (ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'j') return DIGITS36.indexOf(ch);
        if (ch >= 'A' && ch <= 'Z') return DIGITS36.indexOf(Character.toLowerCase(ch)) + 10;
        throw body.error(i, ch == 0 ? "the link ends where a clue was expected: is it cut short?"
                : "expected a clue (0-9, a-j for 10-19, A-Z for 20-45, '-' for none), found '" + ch + "'");
    }

    /** The puzz.link URL of a plain Sudoku (standard boxes, givens only) or a Kakuro (1..9, every run with a sum). */
    public static String write(Puzzle p) {
        return p.grids().isEmpty() ? writeKakuro(p) : writeSudoku(p);
    }

    private static String writeSudoku(Puzzle p) {
        if (p.grids().size() != 1 || !p.canvas().loose().isEmpty())
            throw new IllegalArgumentException("a puzz.link sudoku is one square grid");
        Grid g = p.grids().get(0);
        int n = g.side("a puzz.link sudoku");
        if (p.values().min() != 1 || p.values().max() != n)
            throw new IllegalArgumentException("a puzz.link sudoku holds values 1.." + n + ", not " + p.values());
        int[] given = new int[n * n];
        for (var f : p.compiled().givens()) {
            Cell at = p.cells().get(f.cell());
            given[(at.row() - g.top()) * n + at.col() - g.left()] = f.value();
        }
        StringBuilder sb = new StringBuilder(PREFIX + "sudoku/" + n + "/" + n + "/");
        int empty = 0;
        for (int v : given) {
            if (v == 0) {
                if (++empty == 20) {
                    sb.append('z');
                    empty = 0;
                }
                continue;
            }
            if (empty > 0) sb.append(DIGITS36.charAt(15 + empty));
            empty = 0;
            sb.append(v < 16 ? Integer.toHexString(v) : "-" + String.format("%02x", v));
        }
        if (empty > 0) sb.append(DIGITS36.charAt(15 + empty));
        return sb.toString();
    }

    private static String writeKakuro(Puzzle p) {
        Canvas canvas = p.canvas();
        if (p.values().min() != 1 || p.values().max() != 9)
            throw new IllegalArgumentException("a puzz.link kakuro holds values 1..9, not " + p.values());
        int rows = 0, cols = 0;
        for (Cell c : canvas.loose()) {
            if (c.row() < 1 || c.col() < 1)
                throw new IllegalArgumentException("a puzz.link kakuro keeps its top row and left column for clues: " + c + " is white");
            rows = Math.max(rows, c.row());
            cols = Math.max(cols, c.col());
        }
        boolean[][] white = new boolean[rows + 1][cols + 1];
        for (Cell c : canvas.loose()) white[c.row()][c.col()] = true;
        int[][] down = new int[rows + 1][cols + 1], across = new int[rows + 1][cols + 1];
        java.util.Set<Cell> seen = new java.util.HashSet<>(); // first cells of runs placed, for one-cell runs
        for (Rule r : p.rules()) {
            if (!(r instanceof SumGroup s) || !s.distinct())
                throw new IllegalArgumentException("a puzz.link kakuro holds only runs with sums, not '" + r.keyword() + "'");
            List<Cell> cs = s.cells();
            Cell first = cs.get(0);
            boolean isAcross = cs.size() > 1 ? cs.get(1).row() == first.row()
                    : s.label().startsWith("across") || !s.label().startsWith("down") && !seen.contains(first);
            Cell clue = isAcross ? new Cell(first.row(), first.col() - 1) : new Cell(first.row() - 1, first.col());
            if (white[clue.row()][clue.col()] || s.sum() > 45 || s.sum() < 1)
                throw new IllegalArgumentException("the sum group " + s.label() + " is not a Kakuro run with a clue of 1 to 45");
            (isAcross ? across : down)[clue.row()][clue.col()] = s.sum();
            seen.add(first);
        }
        StringBuilder sb = new StringBuilder(PREFIX + "kakuro/" + cols + "/" + rows + "/");
        int run = 0;
        for (int r = 1; r <= rows; r++)
            for (int c = 1; c <= cols; c++) {
                if (white[r][c]) {
                    if (++run == 16) {
                        sb.append('z');
                        run = 0;
                    }
                    continue;
                }
                if (run > 0) sb.append(DIGITS36.charAt(run + 19));
                run = 0;
                if (down[r][c] == 0 && across[r][c] == 0) sb.append('.');
                else sb.append(symbol(down[r][c])).append(symbol(across[r][c]));
            }
        if (run > 0) sb.append(DIGITS36.charAt(run + 19));
        for (int c = 1; c <= cols; c++) if (white[1][c]) sb.append(symbol(down[0][c]));
        for (int r = 1; r <= rows; r++) if (white[r][1]) sb.append(symbol(across[r][0]));
        return sb.toString();
    }

    private static char symbol(int sum) {
        return sum < 20 ? DIGITS36.charAt(sum) : Character.toUpperCase(DIGITS36.charAt(sum - 10));
    }
}
