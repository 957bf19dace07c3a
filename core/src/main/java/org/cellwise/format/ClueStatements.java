package org.cellwise.format;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.cellwise.model.Cell;
import org.cellwise.rules.Arrow;
import org.cellwise.rules.BetweenLine;
import org.cellwise.rules.Clone;
import org.cellwise.rules.Clue;
import org.cellwise.rules.Dot;
import org.cellwise.rules.DoubleArrow;
import org.cellwise.rules.Entropic;
import org.cellwise.rules.ExtraRegion;
import org.cellwise.rules.Indexer;
import org.cellwise.rules.LittleKiller;
import org.cellwise.rules.LockoutLine;
import org.cellwise.rules.ModularLine;
import org.cellwise.rules.NabnerLine;
import org.cellwise.rules.Palindrome;
import org.cellwise.rules.Parity;
import org.cellwise.rules.PencilMarks;
import org.cellwise.rules.Quadruple;
import org.cellwise.rules.RegionSumLine;
import org.cellwise.rules.Renban;
import org.cellwise.rules.Sandwich;
import org.cellwise.rules.Skyscraper;
import org.cellwise.rules.SlowThermometer;
import org.cellwise.rules.Thermometer;
import org.cellwise.rules.Whispers;
import org.cellwise.rules.XSum;
import org.cellwise.rules.ZipperLine;

/**
 * The one home of the variant clues' notation ({@code .cw} statements, and the strings of the JSON format's
 * {@code clues} field): each keyword with what follows it and how it is read. Statements are read word by word with
 * their places, against the canvas the puzzle has so far, so every error points at the word it is about: a cell off
 * the canvas, a cell named twice in one clue, a number that is not one. What can only be checked on the finished
 * canvas (a clue outside the grid that is not beside it, a line too long to unroll) is checked when the puzzle is
 * built, at the place the clue was stated ({@link Spec#build}).
 *
 * <p>A new clue kind is one entry in {@link #TABLE}: its keyword, its syntax (quoted in errors and in the
 * detection of the text format), and its reader.
 */
final class ClueStatements {
    private ClueStatements() {}

    /** One statement's reader: the words (keyword first) into the puzzle's clues. */
    interface Reader {
        void read(Statement s) throws FormatException;
    }

    private record Entry(String syntax, Reader reader) {}

    private static final Map<String, Entry> TABLE = new LinkedHashMap<>();
    private static final Pattern CELL = Pattern.compile("[rR]\\d+[cC]\\d+");
    /** One value or a range of values in a chess rule's list: 3, 1-4, -2, -4--1. */
    private static final Pattern VALUES = Pattern.compile("(-?\\d+)(?:-(-?\\d+))?");

    private static void entry(String keyword, String syntax, Reader reader) {
        TABLE.put(keyword, new Entry(syntax, reader));
    }

    static {
        entry("thermo", "CELLS, from the bulb", s -> s.clue(new Thermometer(s.cells(1, s.size()))));
        entry("slow-thermo", "CELLS, from the bulb", s -> s.clue(new SlowThermometer(s.cells(1, s.size()))));
        entry("arrow", "CIRCLE-CELLS : LINE-CELLS [: LINE-CELLS...] (each line adds up to the circle on its own)", s -> {
            List<List<Cell>> parts = s.groups(1, ":");
            if (parts.size() < 2) throw s.error(0, "an arrow is CIRCLE : LINE, with ':' after the circle");
            s.clue(new Arrow(parts.get(0), parts.subList(1, parts.size())));
        });
        entry("little-killer", "SUM rXcY UL|UR|DL|DR (the clue outside the grid, r0 / c0 / rN+1 / cN+1)", s -> {
            s.need(4);
            LittleKiller.Direction d;
            try {
                d = LittleKiller.Direction.of(s.word(3).text());
            } catch (IllegalArgumentException e) {
                throw s.error(3, "expected a direction UL, UR, DL or DR, found " + Messages.quote(s.word(3).text()));
            }
            s.clueAt(2, new LittleKiller(s.outside(2), d, s.number(1, "a sum")));
        });
        // a dot or mark between diagonal neighbours sits on their corner (a rule of its own, with no negative constraint)
        entry("white", "[DIFFERENCE] CELL CELL (side by side, or diagonal neighbours for a dot on their corner)", s -> s.dot(false));
        entry("black", "[RATIO] CELL CELL (side by side, or diagonal neighbours for a dot on their corner)", s -> s.dot(true));
        entry("x", "CELL CELL (the two cells add up to 10; diagonal neighbours for a mark on their corner)", s -> s.xv(10));
        entry("v", "CELL CELL (the two cells add up to 5; diagonal neighbours for a mark on their corner)", s -> s.xv(5));
        entry("negative", "white [D,D...] | black [R,R...] | xv (no mark means no such difference, ratio or sum)", ClueStatements::negative);
        entry("odd", "CELLS", s -> s.clue(new Parity(s.cells(1, s.size()), false)));
        entry("even", "CELLS", s -> s.clue(new Parity(s.cells(1, s.size()), true)));
        entry("minimum", "CELLS", s -> s.spec.clues.extreme(s.cells(1, s.size()), false, s.word(0)));
        entry("maximum", "CELLS", s -> s.spec.clues.extreme(s.cells(1, s.size()), true, s.word(0)));
        entry("marks", "V,V,... CELLS", s -> {
            s.need(3, Integer.MAX_VALUE);
            int[] vs = s.numbers(1, "values such as 1,2,3", "a value");
            for (Cell c : s.cells(2, s.size())) s.clue(new PencilMarks(c, vs));
        });
        entry("palindrome", "CELLS", s -> s.clue(new Palindrome(s.cells(1, s.size()))));
        entry("renban", "CELLS", s -> s.clue(new Renban(s.cells(1, s.size()))));
        entry("whispers", "[GAP] CELLS", s -> {
            boolean gap = s.size() > 1 && Numbers.isInteger(s.word(1).text());
            int g = gap ? s.number(1, "a gap") : 0;
            if (gap && g < 1)
                throw s.error(1, "a whispers gap is at least 1, not " + g + "; leave it out for the usual ⌈N/2⌉ (5 on 9×9)");
            s.clue(new Whispers(s.cells(gap ? 2 : 1, s.size()), g));
        });
        entry("between", "CELLS, circle to circle", s -> s.clue(new BetweenLine(s.cells(1, s.size()))));
        entry("region-sum", "CELLS | CELLS [| CELLS...] (one group of cells per region the line crosses)",
                s -> s.clue(new RegionSumLine(s.groups(1, "|"))));
        entry("entropic", "CELLS", s -> s.clue(new Entropic(s.cells(1, s.size()))));
        entry("extra-region", "CELLS", s -> s.clue(new ExtraRegion(s.cells(1, s.size()))));
        entry("clone", "CELLS = CELLS", s -> {
            List<List<Cell>> parts = s.groups(1, "=");
            if (parts.size() != 2) throw s.error(0, "a clone is CELLS = CELLS");
            s.clue(new Clone(parts.get(0), parts.get(1)));
        });
        entry("quadruple", "V,V,... CELLS", s -> {
            s.need(3, Integer.MAX_VALUE);
            s.clue(new Quadruple(s.cells(2, s.size()), s.numbers(1, "values such as 1,4,5,9", "a value")));
        });
        entry("sandwich", "SUM rXcY (outside the grid)", s -> {
            s.need(3);
            s.clueAt(2, new Sandwich(s.outside(2), s.number(1, "a sum")));
        });
        entry("x-sum", "SUM rXcY (outside the grid)", s -> {
            s.need(3);
            s.clueAt(2, new XSum(s.outside(2), s.number(1, "a sum")));
        });
        entry("skyscraper", "COUNT rXcY [zero-seen] (outside the grid; a height of 0 is no building, unless zero-seen)", s -> {
            s.need(3, 4);
            if (s.size() == 4 && !s.word(3).text().equalsIgnoreCase("zero-seen"))
                throw s.error(3, "expected zero-seen (a building of height 0, seen when first) or the end, found " + Messages.quote(s.word(3).text()));
            s.clueAt(2, new Skyscraper(s.outside(2), s.number(1, "a count"), s.size() == 4));
        });
        entry("full-rank", "RANK rXcY [tied] (outside the grid: the line read from the clue is the RANK-th smallest of all rows and columns read both ways; tied: others may equal it)", s -> {
            s.need(3, 4);
            if (s.size() == 4 && !s.word(3).text().equalsIgnoreCase("tied"))
                throw s.error(3, "expected tied (lines reading the same share the rank) or the end, found " + Messages.quote(s.word(3).text()));
            s.clueAt(2, new org.cellwise.rules.FullRank(s.outside(2), s.number(1, "a rank"), s.size() == 4));
        });
        entry("row-indexer", "CELLS (each cell's value V puts its row number in row V of its column)",
                s -> s.clue(new Indexer(Indexer.Axis.ROW, s.cells(1, s.size()))));
        entry("column-indexer", "CELLS (each cell's value V puts its column number in column V of its row)",
                s -> s.clue(new Indexer(Indexer.Axis.COLUMN, s.cells(1, s.size()))));
        entry("box-indexer", "CELLS [: REGION-CELLS, position 1 first] (each cell's value V puts its position in its box at position V)", s -> {
            List<List<Cell>> parts = s.groups(1, ":");
            if (parts.size() > 2) throw s.error(s.index(":", 2), "a box indexer is CELLS [: REGION-CELLS], with one ':'");
            s.clue(new Indexer(Indexer.Axis.BOX, parts.get(0), parts.size() == 2 ? parts.get(1) : List.of()));
        });
        entry("lockout", "[DIFFERENCE] CELLS, diamond to diamond (without it, the diamonds differ by at least ⌊N/2⌋)", s -> {
            boolean d = s.size() > 1 && Numbers.isInteger(s.word(1).text());
            int k = d ? s.number(1, "a difference") : 0;
            if (d && k < 1) throw s.error(1, "a lockout difference is at least 1, not " + k);
            s.clue(new LockoutLine(s.cells(d ? 2 : 1, s.size()), k));
        });
        entry("modular", "[M] CELLS (any M cells in a row hold the M remainders mod M; without it, 3)", s -> {
            boolean m = s.size() > 1 && Numbers.isInteger(s.word(1).text());
            int k = m ? s.number(1, "a modulus") : 3;
            if (k < 2 || k > 9) throw s.error(1, "a modular line counts remainders mod 2 to 9, not " + k);
            s.clue(new ModularLine(s.cells(m ? 2 : 1, s.size()), k));
        });
        entry("zipper", "CELLS", s -> s.clue(new ZipperLine(s.cells(1, s.size()))));
        entry("nabner", "CELLS", s -> s.clue(new NabnerLine(s.cells(1, s.size()))));
        entry("double-arrow", "CELLS, circle to circle", s -> s.clue(new DoubleArrow(s.cells(1, s.size()))));
        // moves over the whole canvas with a parameter: statements with no cells
        entry("taxicab", "DISTANCE (cells that many rows plus columns apart hold different values)", s -> {
            s.need(2);
            int d = s.number(1, "a distance");
            if (d < 1) throw s.error(1, "a taxicab distance is at least 1, not " + d);
            s.clue(new org.cellwise.rules.Taxicab(d));
        });
        entry("knightmare", "SUM[,SUM...] (cells a knight's move apart never add up to these; 'rules knightmare' is 5,15)", s -> {
            s.need(2);
            List<Integer> sums = new ArrayList<>();
            for (int x : s.numbers(1, "sums such as 5,15", "a sum")) sums.add(x);
            // two of at most 64 values make at most 127 sums: a longer list names sums that never matter, and was
            // printed whole in every message naming the rule (48 KB for 5,000 sums)
            int most = 2 * org.cellwise.model.ValueRange.MAX_SIZE - 1;
            if (new java.util.HashSet<>(sums).size() > most)
                throw s.error(1, "at most " + most + " different sums (two of at most " + org.cellwise.model.ValueRange.MAX_SIZE
                        + " values make no more), not " + new java.util.HashSet<>(sums).size());
            s.clue(new org.cellwise.rules.Knightmare(sums));
        });
        entry("chess", "A,B [A,B...] [values V,V-W...] (cells a leap of A and B apart, either way round, do not repeat a value)",
                ClueStatements::chess);
        // lines read by a setter's own machine
        entry("automaton", MachineStatements.AUTOMATON, MachineStatements::automaton);
        entry("regex", MachineStatements.REGEX, MachineStatements::regex);
        entry("relation", MachineStatements.RELATION, MachineStatements::relation);
        entry("pairs", "NAME CELLS (each cell and the next are a pair of the relation NAME)", s -> MachineStatements.pairs(s, false));
        entry("all-pairs", "NAME CELLS (every two of the cells, either way round, are a pair of the relation NAME)", s -> MachineStatements.pairs(s, true));
        entry("value-indexing", "CELLS (the first cell's value X; the second's K; the cell K further on than the second holds X; a cell may come twice)",
                s -> {
                    s.need(4, Integer.MAX_VALUE);
                    s.clue(new org.cellwise.rules.ValueIndexing(s.cells(1, s.size(), true)));
                });
        // sums, counts and orders of sets of cells
        entry("lunchbox", "SUM CELLS (different values; those between the smallest and the largest add up to SUM)", s -> {
            s.need(3, Integer.MAX_VALUE);
            s.clue(new org.cellwise.rules.Lunchbox(s.number(1, "a sum"), s.cells(2, s.size())));
        });
        entry("sum-line", "SUM CELLS [loop] (the line cuts into segments each adding up to SUM)", s -> {
            s.need(3, Integer.MAX_VALUE);
            boolean loop = s.word(s.size() - 1).text().equalsIgnoreCase("loop");
            s.clue(new org.cellwise.rules.SumLine(s.number(1, "a sum"), s.cells(2, loop ? s.size() - 1 : s.size()), loop));
        });
        entry("look-and-say", "CLUE CELLS (count-value digit pairs: 1223 is one 2 and two 3s)", s -> {
            s.need(3, Integer.MAX_VALUE);
            s.clue(new org.cellwise.rules.LookAndSay(s.word(1).text(), s.cells(2, s.size())));
        });
        entry("exactly", "V,V,... CELLS (each listed value exactly as often as listed)", s -> {
            s.need(3, Integer.MAX_VALUE);
            s.clue(new org.cellwise.rules.Exactly(s.numbers(1, "values such as 0,0,2", "a value"), s.cells(2, s.size())));
        });
        entry("rellik", "SUM CELLS (different values, no one or more of them adding up to SUM)", s -> {
            s.need(3, Integer.MAX_VALUE);
            s.clue(new org.cellwise.rules.RellikCage(s.number(1, "a sum"), s.cells(2, s.size())));
        });
        entry("equality-cage", "CELLS (different values, as many even as odd and as many low as high)",
                s -> s.clue(new org.cellwise.rules.EqualityCage(s.cells(1, s.size()))));
        entry("counting-circles", "CELLS (a value v in a circle: v circles hold v)",
                s -> s.clue(new org.cellwise.rules.CountingCircles(s.cells(1, s.size()))));
        entry("count-distinct", "CELL : CELLS (the first cell holds how many different values the others hold)", s -> {
            List<List<Cell>> parts = s.groups(1, ":");
            if (parts.size() != 2 || parts.get(0).size() != 1) throw s.error(1, "count-distinct is CELL : CELLS");
            s.clue(new org.cellwise.rules.CountDistinct(parts.get(0).get(0), parts.get(1)));
        });
        entry("chaos-count", "CELL [excluding-first] [: CELLS] (how many of the cells lie in the first one's region; none: the 3x3 around CELL)", s -> {
            boolean excluding = s.excludingFirst("the counted cells");
            int colon = excluding ? 3 : 2;
            List<List<Cell>> parts = s.size() > colon ? s.groups(colon + 1, ":") : List.of(List.of());
            if (parts.size() != 1) throw s.error(s.index(":", 2), "chaos-count has one list of cells");
            s.clue(new org.cellwise.rules.ChaosCount(s.cells(1, 2).get(0), excluding, parts.get(0)));
        });
        entry("chaos-arrow", "CELL [excluding-first] [: CELLS [: CELLS...]] (the run of the start's region along the arms, each from one start; none: the four directions)", s -> {
            boolean excluding = s.excludingFirst("an arm's cells");
            int colon = excluding ? 3 : 2;
            s.clue(new org.cellwise.rules.ChaosArrow(s.cells(1, 2).get(0), excluding, s.size() > colon ? s.groups(colon + 1, ":") : List.of()));
        });
        entry("same-values", "CELLS | CELLS [| CELLS...] (sets holding the same values, repeats counting)",
                s -> s.clue(new org.cellwise.rules.SameValues(s.groups(1, "|"))));
        entry("equal-sum", "CELLS | CELLS [| CELLS...] (sets with one common sum, not given)",
                s -> s.clue(new org.cellwise.rules.EqualSum(s.groups(1, "|"))));
        entry("connected-values", "V,V,... [size N] [: CELLS] (the cells holding those values, among CELLS or else the grid's, form one orthogonally connected area, of N cells with a size)", s -> {
            s.need(2, Integer.MAX_VALUE);
            int[] vs = s.numbers(1, "values such as 1,3,5", "a value");
            int at = 2, size = 0;
            if (s.size() > at && s.word(at).text().equalsIgnoreCase("size")) {
                s.need(at + 2, Integer.MAX_VALUE);
                size = s.number(at + 1, "a size");
                if (size < 1) throw s.error(at + 1, "an area's size is at least 1, not " + size + "; leave it out for any size");
                at += 2;
            }
            List<Cell> cells = List.of();
            if (s.size() > at) {
                if (!s.word(at).text().equals(":"))
                    throw s.error(at, "expected size N, ':' before the cells, or the end, found " + Messages.quote(s.word(at).text()));
                if (s.size() == at + 1) throw s.error(at + 1, "expected the cells after ':'");
                cells = s.cells(at + 1, s.size());
            }
            List<Integer> values = new ArrayList<>();
            for (int v : vs) values.add(v);
            s.clue(new org.cellwise.rules.ConnectedValues(values, size, cells));
        });
        entry("weighted-sum", "TARGET [W*]CELL... (each cell times its weight, 1 unless given, -CELL for -1; a cell may be named twice)",
                MachineStatements::weightedSum);
        entry("hidden-skyscraper", "HEIGHT rXcY (outside the grid: the first skyscraper hidden from the clue)", s -> {
            s.need(3);
            s.clueAt(2, new org.cellwise.rules.HiddenSkyscraper(s.outside(2), s.number(1, "a height")));
        });
        entry("numbered-room", "VALUE rXcY (outside the grid: the N-th cell holds VALUE, N the first cell's value)", s -> {
            s.need(3);
            s.clueAt(2, new org.cellwise.rules.NumberedRoom(s.outside(2), s.number(1, "a value")));
        });
    }

    /** chess 1,2 2,2 values 1-4: leaps, then perhaps the values they limit. */
    private static void chess(Statement s) throws FormatException {
        s.need(2, Integer.MAX_VALUE);
        int at = s.index("values", 1);
        if (at == 1) throw s.error(1, "expected a move such as 1,2 before the values");
        List<org.cellwise.rules.Chess.Offset> offsets = new ArrayList<>();
        for (int i = 1; i < at; i++) {
            int[] ab = s.numbers(i, "a move such as 1,2", "a distance");
            if (ab.length != 2) throw s.error(i, "a move is two distances such as 1,2, not " + Messages.quote(s.word(i).text()));
            try {
                offsets.add(new org.cellwise.rules.Chess.Offset(ab[0], ab[1]));
            } catch (IllegalArgumentException e) {
                throw s.error(i, e.getMessage());
            }
        }
        java.util.Set<Integer> values = new java.util.TreeSet<>();
        if (at < s.size()) {
            s.need(at + 2);
            Located w = s.word(at + 1);
            for (String part : w.text().split(",", -1)) {
                // a value may be negative (values -4..4), so a range is split at the '-' after its first number
                java.util.regex.Matcher m = VALUES.matcher(part);
                if (!m.matches()) throw s.error(at + 1, "expected values such as 1,2,3 or 1-4, found " + Messages.quote(w.text()));
                int lo = Numbers.parseInt(m.group(1), s.spec.source, w.line(), w.col(), "a value");
                int hi = m.group(2) == null ? lo : Numbers.parseInt(m.group(2), s.spec.source, w.line(), w.col(), "a value");
                if (hi < lo) throw s.error(at + 1, "a range of values runs from low to high, not " + Messages.quote(part));
                // counted in longs: a range ending at the largest int would never end counting in ints
                if ((long) hi - lo >= org.cellwise.model.ValueRange.MAX_SIZE)
                    throw s.error(at + 1, "a range of at most " + org.cellwise.model.ValueRange.MAX_SIZE + " values, not " + Messages.quote(part));
                for (long v = lo; v <= hi; v++) values.add((int) v);
                // a puzzle has at most 64 values: a longer list names values that never matter
                if (values.size() > org.cellwise.model.ValueRange.MAX_SIZE)
                    throw s.error(at + 1, "at most " + org.cellwise.model.ValueRange.MAX_SIZE + " different values (a puzzle has no more)");
            }
        }
        s.clue(new org.cellwise.rules.Chess(offsets, List.copyOf(values)));
    }

    /** The clue keywords, in the table's order. */
    static Set<String> keywords() {
        return TABLE.keySet();
    }

    /** What follows a keyword, or null when it is not a clue keyword. */
    static String syntax(String keyword) {
        Entry e = TABLE.get(keyword.toLowerCase(Locale.ROOT));
        return e == null ? null : e.syntax();
    }

    /**
     * Whether a line's words start a clue statement. {@code x} and {@code v} also start a Kakuro row ({@code x x \3}),
     * so they count only when a cell follows.
     */
    static boolean starts(List<String> words) {
        if (words.isEmpty()) return false;
        String k = words.get(0).toLowerCase(Locale.ROOT);
        if (!TABLE.containsKey(k)) return false;
        if (k.equals("x") || k.equals("v")) return words.size() > 1 && CELL.matcher(words.get(1)).matches();
        return true;
    }

    /** Reads one clue statement into the puzzle's clues; every error names its line and column. */
    static void read(Spec spec, List<Located> words) throws FormatException {
        String k = words.get(0).text().toLowerCase(Locale.ROOT);
        Entry e = TABLE.get(k);
        if (e == null) throw words.get(0).error(spec.source, "'" + words.get(0).text() + "' is not a clue; expected one of "
                + String.join(", ", TABLE.keySet()));
        e.reader().read(new Statement(spec, words, e.syntax()));
    }

    private static void negative(Statement s) throws FormatException {
        s.need(2, Integer.MAX_VALUE);
        for (int i = 1; i < s.size(); i++) {
            String w = s.word(i).text().toLowerCase(Locale.ROOT);
            switch (w) {
                case "white", "black" -> {
                    List<Integer> numbers = new ArrayList<>();
                    if (i + 1 < s.size() && s.word(i + 1).text().matches("-?\\d+(,-?\\d+)*")) {
                        for (int v : s.numbers(++i, w.equals("white") ? "differences such as 1,2" : "ratios such as 2,3",
                            w.equals("white") ? "a difference" : "a ratio")) {
                            if (v < (w.equals("white") ? 1 : 2))
                                throw s.error(i, "a " + (w.equals("white") ? "difference is at least 1" : "ratio is at least 2") + ", not " + v);
                            numbers.add(v);
                        }
                    }
                    s.spec.clues.negative(w.equals("black"), numbers, s.word(0));
                }
                case "xv" -> s.spec.clues.negativeXv(s.word(0));
                default -> throw s.error(i, "negative takes white, black or xv, not " + Messages.quote(s.word(i).text()));
            }
        }
    }

    /** One statement being read: its words with their places. */
    static final class Statement {
        final Spec spec;
        private final List<Located> words;
        private final String syntax;

        Statement(Spec spec, List<Located> words, String syntax) {
            this.spec = spec;
            this.words = words;
            this.syntax = syntax;
        }

        int size() {
            return words.size();
        }

        Located word(int i) {
            return words.get(i);
        }

        /** An error at word {@code i} (past the end: just after the last word), quoting the statement's syntax. */
        FormatException error(int i, String what) {
            Located at;
            if (i < words.size()) at = words.get(i);
            else {
                Located last = words.get(words.size() - 1);
                at = new Located("", last.line(), last.col() + last.text().length() + 1);
            }
            return at.error(spec.source, words.get(0).text() + ": " + what + " (" + words.get(0).text() + " " + syntax + ")");
        }

        /**
         * {@code KEYWORD CELL [excluding-first] [: ...]} (the chaos clues): whether {@code excluding-first} is said, once
         * checked that a ':' and then {@code what} follow the cell and that word, if anything does.
         */
        boolean excludingFirst(String what) throws FormatException {
            need(2, Integer.MAX_VALUE);
            boolean excluding = size() > 2 && word(2).text().equalsIgnoreCase("excluding-first");
            int colon = excluding ? 3 : 2;
            if (size() > colon && !word(colon).text().equals(":")) throw error(colon, "expected ':' then " + what + ", or 'excluding-first'");
            if (size() == colon + 1) throw error(colon + 1, "expected " + what + " after ':'");
            return excluding;
        }

        void need(int n) throws FormatException {
            need(n, n);
        }

        void need(int min, int max) throws FormatException {
            if (words.size() < min) throw error(words.size(), "expected more words");
            if (words.size() > max) throw error(max, "expected the end of the statement, found " + Messages.quote(words.get(max).text()));
        }

        int number(int i, String what) throws FormatException {
            if (i >= words.size()) throw error(i, "expected " + what);
            return Numbers.parseInt(words.get(i), spec.source, what);
        }

        /** A word of numbers joined by commas: {@code what} names the list, {@code one} each number. */
        int[] numbers(int i, String what, String one) throws FormatException {
            if (i >= words.size()) throw error(i, "expected " + what);
            Located w = words.get(i);
            String[] parts = w.text().split(",", -1);
            int[] out = new int[parts.length];
            int col = w.col();
            for (int k = 0; k < parts.length; k++) {
                // each number is named alone when it is out of range ("a sum '99...' is out of range"), the list when it is no number
                if (!Numbers.isInteger(parts[k]))
                    throw new FormatException(spec.source, w.line(), col, "expected " + what + ", found " + Messages.quote(parts[k]));
                out[k] = Numbers.parseInt(parts[k], spec.source, w.line(), col, one);
                col += parts[k].length() + 1;
            }
            return out;
        }

        /** Words {@code from} to {@code to} as cells on the canvas; a cell named twice is an error where it is named again. */
        List<Cell> cells(int from, int to) throws FormatException {
            return cells(from, to, false);
        }

        /** The same, a cell named twice read twice where {@code repeats} (a line that comes back to a cell). */
        List<Cell> cells(int from, int to, boolean repeats) throws FormatException {
            if (from >= to) throw error(from, "expected cells such as r1c1 r1c2");
            List<Cell> out = new ArrayList<>();
            Set<Cell> seen = new HashSet<>();
            for (int i = from; i < to; i++) {
                Cell c = CellwiseFormat.cell(spec, words.get(i));
                if (!seen.add(c) && !repeats) throw error(i, c + " is named twice in this clue");
                out.add(c);
            }
            return out;
        }

        /** The place of the {@code k}th (1-based) separator word {@code sep}, or past the end when there are fewer. */
        int index(String sep, int k) {
            for (int i = 0; i < words.size(); i++)
                if (words.get(i).text().equals(sep) && --k == 0) return i;
            return words.size();
        }

        /** Cells separated into groups by a separator word ({@code :}, {@code |}, {@code =}). */
        List<List<Cell>> groups(int from, String sep) throws FormatException {
            List<List<Cell>> out = new ArrayList<>();
            int start = from;
            for (int i = from; i <= words.size(); i++)
                if (i == words.size() || words.get(i).text().equals(sep)) {
                    out.add(cells(start, i));
                    start = i + 1;
                }
            return out;
        }

        /** The place of a clue outside the grid ({@code r0c4}): a cell name, checked against the grid when the puzzle is built. */
        Cell outside(int i) throws FormatException {
            if (i >= words.size()) throw error(i, "expected the clue's place, such as r0c4");
            return CellwiseFormat.place(spec, words.get(i));
        }

        /** A clue made from the statement; a shape it does not take is an error at the keyword (or the word it names). */
        void clue(Clue c) {
            spec.clues.add(c, words.get(0));
        }

        /** A clue whose canvas checks are about word {@code i} (an outside clue's place). */
        void clueAt(int i, Clue c) {
            spec.clues.add(c, words.get(i));
        }

        void dot(boolean black) throws FormatException {
            need(3, 4);
            boolean valued = words.size() == 4;
            int k = valued ? number(1, black ? "a ratio" : "a difference") : black ? 2 : 1;
            if (k < (black ? 2 : 1)) throw error(1, black ? "a ratio is at least 2, not " + k : "a difference is at least 1, not " + k);
            List<Cell> pair = cells(words.size() - 2, words.size());
            try {
                spec.clues.dot(new Dot(pair.get(0), pair.get(1), black, k), words.get(0));
            } catch (IllegalArgumentException e) {
                throw error(words.size() - 2, e.getMessage());
            }
        }

        void xv(int sum) throws FormatException {
            need(3);
            List<Cell> pair = cells(1, 3);
            try {
                spec.clues.xv(new Dot(pair.get(0), pair.get(1), false, sum), words.get(0));
            } catch (IllegalArgumentException e) {
                throw error(1, e.getMessage());
            }
        }
    }

    /** Runs a statement's reader, turning a clue's own refusal (a shape it does not take) into an error at the statement. */
    static void readLocated(Spec spec, List<Located> words) throws FormatException {
        try {
            read(spec, words);
        } catch (IllegalArgumentException e) {
            Located at = words.get(0);
            for (Located w : words.subList(1, words.size()))
                if (e.getMessage() != null && (e.getMessage().contains("'" + w.text() + "'") || e.getMessage().contains(" " + w.text() + " "))) {
                    at = w;
                    break;
                }
            String syntax = syntax(words.get(0).text());
            throw at.error(spec.source, words.get(0).text() + ": " + e.getMessage() + (syntax == null ? "" : " (" + words.get(0).text() + " " + syntax + ")"));
        }
    }
}
