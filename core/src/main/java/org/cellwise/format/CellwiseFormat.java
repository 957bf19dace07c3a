package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.Heading;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * Cellwise's own text format: one statement a line, maps drawn as the grid looks, {@code #} comments.
 * docs/FORMAT.md is the reference; in short:
 *
 * <pre>
 * #puzzle anti-knight          (starts a puzzle; optional for a file holding one)
 * size 9                       (9×9, values 1..9, boxes 3×3; "size 6 boxes 2x3", "boxes none")
 * rules sudoku anti-knight
 * givens                       (one line per canvas row follows)
 * 3 . . | . . . | . . 4
 * ...
 * cages / regions              (letter maps), cage a 14, cage b 6*, r1c2 &gt; r1c1, r5c5 = 3
 * </pre>
 */
public final class CellwiseFormat {
    static final Pattern CELL = Pattern.compile("[rR](\\d+)[cC](\\d+)");
    private static final Pattern TARGET = Pattern.compile("(-?\\d+)([-+*/x×÷−?]?)");
    private static final Pattern RANGE = Pattern.compile("(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)");
    private static final Pattern BOX = Pattern.compile("(\\d+)\\s*[xX×]\\s*(\\d+)");
    /** The statements that are not clues; the clue keywords come from {@link ClueStatements}, their one home. */
    private static final List<String> STATEMENTS = List.of("name", "author", "rules-text", "drawn", "kind", "size", "boxes",
            "values", "grid", "cells", "rules", "givens", "regions", "region", "cages", "cage", "sum", "heading", "given", "kakuro",
            "either");
    private static final List<String> KEYWORDS;

    static {
        List<String> all = new ArrayList<>(STATEMENTS);
        all.addAll(ClueStatements.keywords());
        KEYWORDS = List.copyOf(all);
    }

    private CellwiseFormat() {}

    /** Whether a line looks like one of this format's statements (used by detection). */
    static boolean isStatement(String line) {
        return isKeywordStatement(line) || AspStatements.starts(stripComment(line).strip());
    }

    /**
     * Whether a line opens with one of this format's own keywords (or a cell relation such as r1c1 > r1c2): then it
     * is a statement of this format even where clingo's notation would see a fact ('author (me).', 'regex (12)*').
     */
    static boolean isKeywordStatement(String line) {
        String t = stripComment(line).strip();
        if (t.isEmpty()) return false;
        List<String> words = firstWords(t);
        String word = words.get(0).toLowerCase(Locale.ROOT);
        return STATEMENTS.contains(word) || ClueStatements.starts(words)
                || CELL.matcher(word).lookingAt() && (t.contains(">") || t.contains("<") || t.contains("="));
    }

    /** The first two words of a stripped line that is not empty (or its one word), split where {@code \s} would. */
    private static List<String> firstWords(String t) {
        int i = 0;
        while (i < t.length() && !space(t.charAt(i))) i++;
        if (i == t.length()) return List.of(t);
        int j = i;
        while (j < t.length() && space(t.charAt(j))) j++;
        int k = j;
        while (k < t.length() && !space(t.charAt(k))) k++;
        return List.of(t.substring(0, i), t.substring(j, k));
    }

    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** A line without its comment: from a '#' that starts a word, outside a quoted label ("a #1" is a label). */
    static String stripComment(String line) {
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean starts = i == 0 || Character.isWhitespace(line.charAt(i - 1));
            if (quoted) quoted = c != '"';
            else if (c == '"' && starts) quoted = true;
            else if (c == '#' && starts) return line.substring(0, i);
        }
        return line;
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return new Blocks(in, defaultName, "puzzle", (lines, name, start) -> parse(in.source(), lines, name, start));
    }

    /** A puzzle's statements, after the header line (if any). */
    static Puzzle parse(String source, List<Located> lines, String name, Located start) throws FormatException {
        Spec spec = new Spec(source, start, name);
        statements(spec, lines);
        return spec.build();
    }

    /** The statements a branch of an 'either' block may not hold: they shape the canvas or describe the puzzle. */
    private static final List<String> NOT_IN_BRANCH = List.of("name", "author", "rules-text", "drawn", "kind", "size", "boxes",
            "values", "grid", "cells", "kakuro");

    /** Reads statements into {@code spec}: a puzzle's, or one branch's of an 'either' block. */
    static void statements(Spec spec, List<Located> lines) throws FormatException {
        String source = spec.source;
        Located start = spec.start;
        int i = 0;
        while (i < lines.size()) {
            Located line = lines.get(i++);
            String text = stripComment(line.text());
            if (text.isBlank()) continue;
            if (!isKeywordStatement(text) && AspStatements.starts(line.text())) { // facts and rules in clingo's notation, perhaps over several lines
                if (spec.parent != null)
                    throw new FormatException(source, line.line(), line.col() + firstNonBlank(line.text()),
                            "a rule in clingo's notation cannot stand inside 'either': state it outside the block");
                i = AspStatements.read(spec, lines, i - 1);
                continue;
            }
            List<Located> words = words(text, line.line(), line.col() - 1);
            String kw = words.get(0).text().toLowerCase(Locale.ROOT);
            if (spec.parent != null && NOT_IN_BRANCH.contains(kw))
                throw words.get(0).error(source, "'" + words.get(0).text() + "' cannot stand inside 'either': a branch holds rules and clues only");
            switch (kw) {
                case "either" -> i = EitherBlocks.read(spec, lines, i - 1);
                case "or", "end" -> throw words.get(0).error(source, "'" + words.get(0).text() + "' outside an 'either' block");
                case "name" -> {
                    // a title on the header line comes first; a '#' in a name is part of it ("Puzzle #1"), as in an author
                    if (Blocks.headerTitle(start.text()) == null) spec.name = rest(line);
                }
                case "author" -> {
                    if (!spec.author.isEmpty()) throw words.get(0).error(source, "the puzzle already has an author (say it once)");
                    spec.author = rest(line);
                }
                case "rules-text" -> spec.rulesText.add(rest(line)); // one line of the setter's text per statement
                case "drawn" -> drawn(spec, line, words);
                case "kind" -> {
                    need(spec, words, 2, "kind WORD (sudoku, kenken, killer, kakuro, header, sujiko...)");
                    spec.kind = words.get(1).text();
                }
                case "cells" -> {
                    need(spec, words, 2, "cells followed by the cells that belong to no grid");
                    for (Located w : words.subList(1, words.size())) spec.loose.add(looseCell(spec, w));
                }
                case "region" -> region(spec, words);
                case "heading" -> heading(spec, words);
                case "given" -> labelledGiven(spec, words);
                case "size" -> size(spec, words);
                case "boxes" -> {
                    need(spec, words, 2, "boxes RxC or 'boxes none'");
                    int[] box = box(spec, words.get(1));
                    if (spec.grids.isEmpty()) throw words.get(0).error(source, "'boxes' comes after 'size' or 'grid'");
                    for (int g = 0; g < spec.grids.size(); g++) spec.grids.set(g, reboxed(spec, spec.grids.get(g), box, words.get(1)));
                }
                case "values" -> {
                    Matcher m = RANGE.matcher(text.strip().substring(6).strip());
                    if (!m.matches()) throw at(words, 1, line).error(source, "expected a range like 1..9");
                    Located at = at(words, 1, line);
                    try {
                        spec.values = new ValueRange(Numbers.parseInt(m.group(1), source, at.line(), at.col(), "the smallest value"),
                                Numbers.parseInt(m.group(2), source, at.line(), at.col(), "the largest value"));
                    } catch (IllegalArgumentException e) {
                        throw at(words, 1, line).error(source, e.getMessage());
                    }
                }
                case "grid" -> grid(spec, words);
                case "rules" -> {
                    need(spec, words, 2, "rules followed by rule names");
                    for (Located w : words.subList(1, words.size())) {
                        List<Rule> rs = RuleCatalog.lookup(w.text());
                        if (rs == null)
                            throw w.error(source, unknownRule(w.text()));
                        for (Rule r : rs) spec.addRule(r, w); // a rule the grid cannot take is an error at its word

                    }
                }
                case "givens" -> i = givens(spec, lines, i, line);
                case "regions" -> {
                    if (spec.regionsAt == null) spec.regionsAt = words.get(0);
                    i = labelMap(spec, lines, i, line, spec.regions, null);
                }
                case "cages" -> i = labelMap(spec, lines, i, line, spec.cageCells, spec.cageFirstSeen);
                case "cage" -> {
                    if (words.size() > 1 && words.get(1).text().equals("-")) statement(spec, words);
                    else cage(spec, words, line, false);
                }
                case "sum" -> cage(spec, words, line, true);
                case "kakuro" -> i = Kakuro.read(spec, lines, i, line);
                default -> {
                    if (ClueStatements.syntax(kw) != null) clue(spec, words);
                    else if (CELL.matcher(kw).matches()) cellStatement(spec, words);
                    else if (RuleCatalog.lookup(kw) != null)
                        throw words.get(0).error(source, "'" + words.get(0).text() + "' is a rule without parameters: name it after rules"
                                + " (rules sudoku " + kw + ")");
                    else throw words.get(0).error(source, "expected a statement (" + String.join(", ", KEYWORDS)
                            + ", or a relation like r1c2 > r1c1), found '" + words.get(0).text() + "'");
                }
            }
        }
    }

    private static int firstNonBlank(String s) {
        int k = 0;
        while (k < s.length() && Character.isWhitespace(s.charAt(k))) k++;
        return k;
    }

    static List<Located> words(String text, int lineNo, int colOffset) {
        List<Located> out = new ArrayList<>();
        int i = 0, n = text.length();
        while (i < n) {
            char ch = text.charAt(i);
            if (Character.isWhitespace(ch)) {
                i++;
                continue;
            }
            int j;
            if (ch == '"') {
                // a quoted label is one word as written, spaces and relation signs and all: "circle a", "x<y"
                j = text.indexOf('"', i + 1);
                j = j < 0 ? n : j + 1;
            } else if (RELATION.indexOf(ch) >= 0) {
                j = i + 1; // relation signs stand alone even when written tight: r1c1>r1c2
            } else {
                j = i;
                while (j < n && !Character.isWhitespace(text.charAt(j)) && RELATION.indexOf(text.charAt(j)) < 0) j++;
            }
            out.add(new Located(text.substring(i, j), lineNo, colOffset + i + 1));
            i = j;
        }
        return out;
    }

    private static final String RELATION = "<>=";

    /** {@code cage - CELLS}: a cage without a sum. */
    /** An unknown word after {@code rules}; a clue keyword such as {@code taxicab} is said to be a line of its own. */
    /** The syntax of a statement that takes parameters (taxicab, chess, knightmare...), or null for any other word. */
    public static String parameters(String word) {
        return ClueStatements.syntax(word);
    }

    static String unknownRule(String word) {
        String syntax = ClueStatements.syntax(word);
        if (syntax != null) return "'" + word + "' takes parameters, so it is a line of its own: " + word.toLowerCase(java.util.Locale.ROOT) + " " + syntax;
        return RuleCatalog.unknown(word);
    }

    static void statement(Spec spec, List<Located> words) throws FormatException {
        if (words.size() < 3 || !words.get(1).text().equals("-"))
            throw words.get(0).error(spec.source, "expected cage - CELLS (a cage without a sum)");
        try {
            spec.clues.add(new org.cellwise.rules.SumlessCage(cellList(spec, words.subList(2, words.size()), "in this cage")), words.get(0));
        } catch (IllegalArgumentException e) {
            throw words.get(0).error(spec.source, e.getMessage());
        }
    }

    /** A variant clue statement (docs/RULES.md); every error points at the word it is about. */
    static void clue(Spec spec, List<Located> words) throws FormatException {
        ClueStatements.readLocated(spec, words);
    }

    /** The rest of a line after its keyword, as written: free text, in which a '#' is text rather than a comment. */
    static String rest(Located line) {
        String t = line.text().strip();
        int sp = 0;
        while (sp < t.length() && !Character.isWhitespace(t.charAt(sp))) sp++;
        return t.substring(sp).strip();
    }

    /** {@code drawn ELEMENT JSON}: a drawing without a rule, kept as f-puzzles states it. */
    private static void drawn(Spec spec, Located line, List<Located> words) throws FormatException {
        if (words.size() < 3) throw words.get(0).error(spec.source, "expected drawn ELEMENT JSON, e.g. drawn line {\"lines\":[[\"R1C1\",\"R1C2\"]]}");
        String element = words.get(1).text();
        String raw = rest(line);
        String json = raw.substring(raw.indexOf(element) + element.length()).strip();
        Located at = words.get(2);
        spec.drawings.add(Drawings.parse(element, json, spec.source, at));
    }

    private static Located at(List<Located> words, int k, Located line) {
        if (k < words.size()) return words.get(k);
        Located last = words.get(words.size() - 1);
        return new Located("", line.line(), last.col() + last.text().length() + 1);
    }

    private static void need(Spec spec, List<Located> words, int n, String what) throws FormatException {
        if (words.size() < n) {
            Located last = words.get(words.size() - 1);
            throw new FormatException(spec.source, last.line(), last.col() + last.text().length() + 1, "expected " + what);
        }
    }

    static int number(Spec spec, Located w, String what) throws FormatException {
        return Numbers.parseInt(w, spec.source, what);
    }

    static int[] box(Spec spec, Located w) throws FormatException {
        if (w.text().equalsIgnoreCase("none")) return new int[] {0, 0};
        Matcher m = BOX.matcher(w.text());
        if (!m.matches()) throw w.error(spec.source, "expected a box shape like 3x3 or 'none', found '" + w.text() + "'");
        int[] box = {Numbers.parseInt(m.group(1), spec.source, w.line(), w.col(), "box rows"),
                Numbers.parseInt(m.group(2), spec.source, w.line(), w.col(), "box columns")};
        if (box[0] == 0 || box[1] == 0)
            throw w.error(spec.source, "a box has at least one row and one column; write 'boxes none' for a grid without boxes");
        return box;
    }

    static Grid reboxed(Spec spec, Grid g, int[] box, Located at) throws FormatException {
        try {
            return new Grid(g.name(), g.top(), g.left(), g.rows(), g.cols(), box[0], box[1]);
        } catch (IllegalArgumentException e) {
            throw at.error(spec.source, e.getMessage());
        }
    }

    /** size N [boxes RxC|none], size RxC [boxes RxC|none] */
    static void size(Spec spec, List<Located> w) throws FormatException {
        need(spec, w, 2, "size N");
        if (!spec.grids.isEmpty()) throw w.get(0).error(spec.source, "the puzzle already has a grid");
        int[] d = dims(spec, w.get(1));
        Grid g;
        try {
            g = Grid.standard(d[0], d[1]);
        } catch (IllegalArgumentException e) {
            throw w.get(1).error(spec.source, e.getMessage());
        }
        if (w.size() >= 3) {
            if (!w.get(2).text().equalsIgnoreCase("boxes")) throw w.get(2).error(spec.source, "expected 'boxes'");
            need(spec, w, 4, "a box shape like 2x3 or 'none'");
            g = reboxed(spec, g, box(spec, w.get(3)), w.get(3));
        }
        spec.grids.add(g);
    }

    /** A grid's size: N for N×N, or RxC for R rows of C cells (6x9); each side 1 to 64. */
    static int[] dims(Spec spec, Located w) throws FormatException {
        String t = w.text();
        int x = t.toLowerCase(java.util.Locale.ROOT).indexOf('x');
        int rows, cols;
        if (x < 0) rows = cols = number(spec, w, "the grid size");
        else {
            rows = Numbers.parseInt(t.substring(0, x), spec.source, w.line(), w.col(), "the grid's rows");
            cols = Numbers.parseInt(t.substring(x + 1), spec.source, w.line(), w.col() + x + 1, "the grid's columns");
        }
        if (rows < 1 || rows > 64 || cols < 1 || cols > 64)
            throw w.error(spec.source, "a grid's size is 1 to 64 a side (N, or RxC for R rows of C cells), not " + Messages.quote(t));
        return new int[] {rows, cols};
    }

    /** grid NAME at R,C size N [boxes RxC|none] */
    static void grid(Spec spec, List<Located> w) throws FormatException {
        String usage = "grid NAME at ROW,COL size N [boxes RxC]";
        if (w.size() < 6 || !w.get(2).text().equalsIgnoreCase("at") || !w.get(4).text().equalsIgnoreCase("size"))
            throw w.get(0).error(spec.source, "expected " + usage);
        String name = w.get(1).text();
        for (Grid g : spec.grids)
            if (g.name().equals(name)) throw w.get(1).error(spec.source, "grid " + name + " is defined twice");
        String[] rc = w.get(3).text().split(",");
        if (rc.length != 2) throw w.get(3).error(spec.source, "expected ROW,COL like 1,13");
        int r = number(spec, new Located(rc[0], w.get(3).line(), w.get(3).col()), "a row");
        int c = number(spec, new Located(rc[1], w.get(3).line(), w.get(3).col()), "a column");
        if (r < 1 || c < 1) throw w.get(3).error(spec.source, "rows and columns count from 1");
        if (r > Canvas.MAX_SIDE || c > Canvas.MAX_SIDE)
            throw w.get(3).error(spec.source, "a grid must start within row and column " + Canvas.MAX_SIDE);
        int[] d = dims(spec, w.get(5));
        int[] box = Grid.defaultBox(d[0], d[1]);
        if (w.size() >= 7) {
            if (!w.get(6).text().equalsIgnoreCase("boxes")) throw w.get(6).error(spec.source, "expected 'boxes'");
            need(spec, w, 8, "a box shape like 3x3 or 'none'");
            box = box(spec, w.get(7));
        }
        try {
            spec.grids.add(new Grid(name, r - 1, c - 1, d[0], d[1], box[0], box[1]));
        } catch (IllegalArgumentException e) {
            throw w.get(0).error(spec.source, e.getMessage());
        }
    }

    static List<List<Located>> rowsOf(Spec spec, List<Located> lines, int from, Located header, int[] next)
            throws FormatException {
        return mapRows(spec, lines, from, header, next);
    }

    /** Rows of a map block, separators skipped. When the canvas is unknown, rows run to a blank line or a statement. */
    private static List<List<Located>> mapRows(Spec spec, List<Located> lines, int from, Located header, int[] next)
            throws FormatException {
        List<List<Located>> rows = new ArrayList<>();
        int want = spec.hasCanvas() ? spec.canvasRows() : -1;
        int i = from;
        while (i < lines.size() && (want < 0 || rows.size() < want)) {
            Located l = lines.get(i);
            String t = stripComment(l.text());
            if (MapRows.isSeparator(t)) {
                i++;
                continue;
            }
            if (t.isBlank()) {
                if (want < 0 && !rows.isEmpty()) break;
                i++;
                continue;
            }
            if (want < 0 && isStatement(t)) break;
            List<Located> row = MapRows.tokens(t, l.line(), l.col() - 1);
            if (row.isEmpty()) throw l.error(spec.source, MapRows.DECORATION_ONLY);
            rows.add(row);
            i++;
        }
        if (want >= 0 && rows.size() < want) {
            int line = i < lines.size() ? lines.get(i).line() : (lines.isEmpty() ? header.line() : lines.get(lines.size() - 1).line() + 1);
            throw new FormatException(spec.source, line, 1, "expected " + want + " rows after '" + header.text().strip()
                    + "' (line " + header.line() + "), found " + rows.size());
        }
        if (rows.isEmpty()) throw header.error(spec.source, "expected map rows after '" + header.text().strip() + "'");
        next[0] = i;
        return rows;
    }

    private static void inferGrid(Spec spec, List<List<Located>> rows, Located header) throws FormatException {
        int n = rows.size();
        for (List<Located> row : rows)
            if (row.size() != n)
                throw row.get(Math.min(row.size(), n) - 1).error(spec.source, "expected " + n + " cells in this row (a "
                        + n + "x" + n + " grid has " + n + " rows), found " + row.size() + "; or state 'size N' first");
        if (n > 64) throw header.error(spec.source, "grid size must be 1 to 64");
        spec.grids.add(Grid.standard(n));
    }

    private static int givens(Spec spec, List<Located> lines, int from, Located header) throws FormatException {
        int[] next = new int[1];
        givensRows(spec, mapRows(spec, lines, from, header, next), header);
        return next[0];
    }

    /** The rows of a givens map, already split into tokens (the JSON reader hands them over too). */
    static void givensRows(Spec spec, List<List<Located>> rows, Located header) throws FormatException {
        if (!spec.hasCanvas()) inferGrid(spec, rows, header);
        ValueRange range = spec.effectiveValues();
        walk(spec, rows, (cell, tok) -> {
            Integer v = MapRows.value(tok, range, spec.source);
            if (v != null) spec.given(cell, v, tok);
        });
    }

    private static int labelMap(Spec spec, List<Located> lines, int from, Located header,
            java.util.Map<String, List<Cell>> into, java.util.Map<String, Located> firstSeen) throws FormatException {
        int[] next = new int[1];
        labelRows(spec, mapRows(spec, lines, from, header, next), header, into, firstSeen);
        return next[0];
    }

    /** The rows of a letter map (regions, cages), already split into tokens. */
    static void labelRows(Spec spec, List<List<Located>> rows, Located header, java.util.Map<String, List<Cell>> into,
            java.util.Map<String, Located> firstSeen) throws FormatException {
        if (!spec.hasCanvas()) inferGrid(spec, rows, header);
        walk(spec, rows, (cell, tok) -> {
            if (tok.text().equals(".")) return;
            if (!Character.isLetter(tok.text().charAt(0)))
                throw tok.error(spec.source, "expected a label (letters) or '.', found '" + tok.text() + "'");
            into.computeIfAbsent(tok.text(), k -> new ArrayList<>()).add(cell);
            if (firstSeen != null) firstSeen.putIfAbsent(tok.text(), tok);
        });
    }

    interface CellVisitor {
        void visit(Cell cell, Located token) throws FormatException;
    }

    /** Lines up map tokens with the canvas; '-' marks a position with no cell. */
    private static void walk(Spec spec, List<List<Located>> rows, CellVisitor v) throws FormatException {
        int cols = spec.canvasCols();
        for (int r = 0; r < rows.size(); r++) {
            List<Located> row = rows.get(r);
            if (row.size() > cols)
                throw row.get(cols).error(spec.source, "expected " + cols + " cells in this row, found " + row.size());
            for (int c = 0; c < cols; c++) {
                Cell cell = new Cell(r, c);
                boolean on = spec.onCanvas(cell);
                if (c >= row.size()) {
                    if (on) {
                        Located last = row.get(row.size() - 1);
                        throw new FormatException(spec.source, last.line(), last.col() + last.text().length(),
                                "expected " + cols + " cells in this row, found " + row.size());
                    }
                    continue;
                }
                Located tok = row.get(c);
                if (tok.text().equals(MapRows.HOLE)) {
                    if (on) throw tok.error(spec.source, "expected a cell at " + cell + " ('-' marks a place with no cell)");
                    continue;
                }
                if (!on) {
                    if (tok.text().equals(".")) continue;
                    throw tok.error(spec.source, "no grid covers " + cell + ": expected '-' there");
                }
                v.visit(cell, tok);
            }
        }
    }

    /**
     * cage LABEL TARGET[OP] [CELLS], or cage TARGET[OP] CELLS; with {@code plain}, the sum statement, which takes
     * no operation and may say {@code distinct} after its target.
     */
    static void cage(Spec spec, List<Located> w, Located line, boolean plain) throws FormatException {
        need(spec, w, 3, "cage LABEL TARGET (e.g. 'cage a 14', 'cage b 6*'), optionally followed by its cells, or cage TARGET CELLS (e.g. 'cage 14 r1c1 r1c2')");
        Located first = w.get(1);
        // DR5 is a target unless a target follows it: then it is a label, as it was before digital roots were read; a
        // first word with bars that is no label is read as sums, so that its fault is said as theirs
        boolean byCells = TARGET.matcher(first.text()).matches()
                || first.text().indexOf('|') >= 0 && !Character.isLetter(first.text().charAt(0)) && !isQuoted(first)
                || Spec.DIGITAL_ROOT.matcher(first.text()).matches() && !plain && !(w.size() > 2 && isTarget(w.get(2).text()));
        String label;
        Located t;
        if (byCells) {
            label = "#" + (spec.cageDefs.size() + 1);
            t = first;
        } else {
            if (!Character.isLetter(first.text().charAt(0)) && !isQuoted(first))
                throw first.error(spec.source, "expected a cage label (letters, or any text in quotes) or a target, found '"
                        + first.text() + "'");
            label = unquote(first);
            t = w.get(2);
            if (t.text().equals("=")) {
                need(spec, w, 4, "a target after '='");
                t = w.get(3);
            }
        }
        if (Spec.DIGITAL_ROOT.matcher(t.text()).matches()) {
            if (plain) throw t.error(spec.source, "a sum takes a number, not a digital root (" + t.text() + ")");
            spec.digitalRootCage(label, t, first);
            cageCells(spec, w, first, label, byCells, w.indexOf(t) + 1);
            return;
        }
        if (t.text().indexOf('|') >= 0) {
            if (plain) throw t.error(spec.source, "a sum takes one target, not " + Messages.quote(t.text()));
            String problem = Spec.sumsProblem(t.text());
            if (problem != null) throw t.error(spec.source, problem);
            String twice = Spec.repeated(t.text());
            if (twice != null) throw t.error(spec.source, twice + " is written twice in " + t.text());
            int[] sums = Spec.sums(t.text());
            spec.multiCage(label, sums, first);
            cageCells(spec, w, first, label, byCells, w.indexOf(t) + 1);
            return;
        }
        Matcher m = TARGET.matcher(t.text());
        if (!m.matches())
            throw t.error(spec.source, "expected a target like 14, 6*, 2-, 3/, 7+, 10|19 or DR5, found '" + t.text() + "'");
        if (plain && !m.group(2).isEmpty()) throw t.error(spec.source, "a sum takes no operation");
        int k = w.indexOf(t) + 1;
        boolean distinct = false;
        if (plain && k < w.size() && w.get(k).text().equalsIgnoreCase("distinct")) {
            distinct = true;
            k++;
        }
        spec.cage(label, Numbers.parseLong(m.group(1), spec.source, t.line(), t.col(), "a target"), op(m.group(2)), first, plain,
                distinct, t);
        cageCells(spec, w, first, label, byCells, k);
    }

    /** A word that can only be a cage's target: 14, 6*, 10|19, DR5 or '='. */
    private static boolean isTarget(String word) {
        return word.equals("=") || TARGET.matcher(word).matches() || word.indexOf('|') >= 0 && Spec.sumsProblem(word) == null
                || Spec.DIGITAL_ROOT.matcher(word).matches();
    }

    /** The cells listed from word {@code k} on, when the statement lists them (it must when the cage has no label). */
    private static void cageCells(Spec spec, List<Located> w, Located first, String label, boolean byCells, int k) throws FormatException {
        if (byCells && k >= w.size()) need(spec, w, k + 1, "the cage's cells, e.g. r1c1 r1c2");
        if (k < w.size()) {
            if (spec.cageCells.containsKey(label)) throw first.error(spec.source, "cage " + label + " already has cells");
            spec.cageCells.put(label, cellList(spec, w.subList(k, w.size())));
            spec.cageFirstSeen.put(label, first);
        }
    }

    private static boolean isQuoted(Located w) {
        String s = w.text();
        return s.length() >= 2 && s.charAt(0) == '"' && s.charAt(s.length() - 1) == '"';
    }

    /** A label: a word, or any text in double quotes. */
    private static String unquote(Located w) {
        return isQuoted(w) ? w.text().substring(1, w.text().length() - 1) : w.text();
    }

    private static List<Cell> cellList(Spec spec, List<Located> words) throws FormatException {
        return cellList(spec, words, "");
    }

    private static List<Cell> cellList(Spec spec, List<Located> words, String where) throws FormatException {
        List<Cell> cells = new ArrayList<>();
        java.util.Set<Cell> seen = new java.util.HashSet<>();
        for (Located c : words) {
            Cell cell = cell(spec, c);
            if (!seen.add(cell)) throw c.error(spec.source, cell + " is listed twice" + (where.isEmpty() ? "" : " " + where));
            cells.add(cell);
        }
        return cells;
    }

    /** region LABEL CELLS: an irregular region given by its cells. */
    static void region(Spec spec, List<Located> w) throws FormatException {
        need(spec, w, 3, "region LABEL CELLS, e.g. 'region a r1c1 r1c2 r2c1'");
        String label = unquote(w.get(1));
        if (spec.regions.containsKey(label)) throw w.get(1).error(spec.source, "region " + label + " is defined twice");
        List<Cell> cells = cellList(spec, w.subList(2, w.size()));
        for (java.util.Map.Entry<String, List<Cell>> e : spec.regions.entrySet())
            for (Cell c : cells)
                if (e.getValue().contains(c))
                    throw w.get(1).error(spec.source, c + " is in region " + e.getKey() + " and in region " + label
                            + ": irregular regions do not overlap");
        spec.regions.put(label, cells);
        if (spec.regionsAt == null) spec.regionsAt = w.get(0);
    }

    /** heading LABEL TARGET CELLS: the cells add up to TARGET or multiply to it (seed 002's headings). */
    static void heading(Spec spec, List<Located> w) throws FormatException {
        need(spec, w, 4, "heading LABEL TARGET CELLS, e.g. 'heading \"row 1\" 14 r1c1 r1c2 r1c3'");
        int target = number(spec, w.get(2), "a target");
        try {
            spec.addRule(new Heading(unquote(w.get(1)), cellList(spec, w.subList(3, w.size())), target), w.get(0));
        } catch (IllegalArgumentException e) {
            throw w.get(0).error(spec.source, e.getMessage());
        }
    }

    /** given LABEL CELL VALUE: a given with a name of its own (seed 004's one-cell cages). */
    static void labelledGiven(Spec spec, List<Located> w) throws FormatException {
        if (w.size() != 4) throw w.get(0).error(spec.source, "expected given LABEL CELL VALUE, e.g. 'given kk3 r1c1 3'");
        Cell c = cell(spec, w.get(2));
        Integer v = MapRows.value(w.get(3), spec.effectiveValues(), spec.source);
        if (v == null) throw w.get(3).error(spec.source, "expected a value");
        spec.addRule(new LabelledGiven(unquote(w.get(1)), c, v), w.get(0));
    }

    /** A cell named by {@code cells}: it need not lie on a grid, it extends the canvas. */
    static Cell looseCell(Spec spec, Located w) throws FormatException {
        Cell c = parseCell(spec, w);
        if (c.row() < 0 || c.col() < 0) throw w.error(spec.source, "rows and columns count from 1");
        return c;
    }

    /**
     * The place of a clue outside the grid ({@code r0c4}, {@code r10c4} on 9×9): a cell name whose row or column may
     * be 0; whether it lies beside the grid is checked when the puzzle is built, at this word.
     */
    static Cell place(Spec spec, Located w) throws FormatException {
        Cell c = parseCell(spec, w);
        if (!spec.hasCanvas()) throw w.error(spec.source, "cells can be named only after 'size', 'grid' or 'kakuro'");
        return c;
    }

    /** rXcY as a cell, rows and columns within the largest canvas Cellwise takes. */
    private static Cell parseCell(Spec spec, Located w) throws FormatException {
        Matcher m = CELL.matcher(w.text());
        if (!m.matches()) throw w.error(spec.source, "expected a cell like r1c2, found " + Messages.quote(w.text()));
        long r = Numbers.parseLong(m.group(1), spec.source, w.line(), w.col(), "a row");
        long c = Numbers.parseLong(m.group(2), spec.source, w.line(), w.col(), "a column");
        if (r > Canvas.MAX_SIDE || c > Canvas.MAX_SIDE)
            throw w.error(spec.source, "rows and columns go up to " + Canvas.MAX_SIDE + ", found " + Messages.quote(w.text()));
        return new Cell((int) r - 1, (int) c - 1);
    }

    private static Arithmetic.Op op(String s) {
        return s.isEmpty() ? null : Arithmetic.Op.of(s.charAt(0));
    }

    static Cell cell(Spec spec, Located w) throws FormatException {
        Cell c = parseCell(spec, w);
        if (!spec.hasCanvas()) throw w.error(spec.source, "cells can be named only after 'size', 'grid' or 'kakuro'");
        if (c.row() < 0 || c.col() < 0 || !spec.onCanvas(c)) throw w.error(spec.source, "no cell " + c + " on the canvas");
        return c;
    }

    /** r1c2 > r1c1 > r2c1 (a chain of greater-than) or r5c5 = 3 (a given). */
    static void cellStatement(Spec spec, List<Located> w) throws FormatException {
        if (w.size() == 3 && w.get(1).text().equals("=")) {
            Cell c = cell(spec, w.get(0));
            Integer v = MapRows.value(w.get(2), spec.effectiveValues(), spec.source);
            if (v == null) throw w.get(2).error(spec.source, "expected a value");
            spec.given(c, v, w.get(2));
            return;
        }
        if (w.size() < 3 || w.size() % 2 == 0)
            throw w.get(0).error(spec.source, "expected a relation like r1c2 > r1c1 or a given like r1c1 = 5");
        Cell prev = cell(spec, w.get(0));
        for (int k = 1; k < w.size(); k += 2) {
            String sign = w.get(k).text();
            Cell next = cell(spec, w.get(k + 1));
            if (next.equals(prev)) throw w.get(k + 1).error(spec.source, "a cell cannot be compared with itself");
            if (sign.equals(">")) spec.addRule(new GreaterThan(prev, next), w.get(k));
            else if (sign.equals("<")) spec.addRule(new GreaterThan(next, prev), w.get(k));
            else throw w.get(k).error(spec.source, "expected '>' or '<', found '" + sign + "'");
            prev = next;
        }
    }
}
