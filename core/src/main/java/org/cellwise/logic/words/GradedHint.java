package org.cellwise.logic.words;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.puzzle.Puzzle;

/**
 * A hint in three grades, as Sudoku Explainer and HoDoKu give them: first the technique and where to look ("a
 * hidden single in box 5"), then the cells too, then the whole step. Said in the player's words: a cage is "the
 * 14 cage at r1c1", never its internal label; a clue outside the grid is "the sandwich clue 9 above column 5",
 * never "r0c5". A wrong digit or a wrong mark of the person's is a step of its own and comes first.
 */
public final class GradedHint {
    /** The grades: the technique and the area, then the cells, then the whole step. */
    public static final int AREA = 1, CELLS = 2, STEP = 3;

    private static final Pattern OUTSIDE_CLUE = Pattern.compile("\\b(sandwich|x-sum|skyscraper|little killer) (-?\\d+) at r(\\d+)c(\\d+)(?: [A-Z]{2})?");
    private static final Pattern CELL = Pattern.compile("\\br(\\d+)c(\\d+)\\b");

    private final Puzzle p;

    public GradedHint(Puzzle p) {
        this.p = p;
    }

    /**
     * A text with clues outside the grid in the player's words ("the sandwich clue 9 above column 5"); cages and
     * other parts are named so by the steps themselves ({@link PlayerNames}).
     */
    public String words(String text) {
        Matcher m = OUTSIDE_CLUE.matcher(text);
        StringBuffer sb = new StringBuffer(); // the matcher's appending takes a StringBuffer on every platform
        while (m.find()) {
            String kind = m.group(1).equals("x-sum") ? "X-sum" : m.group(1);
            m.appendReplacement(sb, Matcher.quoteReplacement("the " + kind + " clue " + m.group(2) + " "
                    + where(Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)))));
        }
        m.appendTail(sb);
        m = CELL.matcher(sb.toString());
        StringBuffer rest = new StringBuffer();
        boolean wide = Math.max(p.rows(), p.cols()) > 9;
        while (m.find()) {
            // on grids up to 9 wide the steps write cells in groups, r13c2 for r1c2 and r3c2 (Notation.cells): a group of
            // the grid's rows or columns is cells inside it, not a clue at row 13
            if (!wide && group(m.group(1), p.rows()) && group(m.group(2), p.cols())) continue;
            if (m.group(1).length() > 9 || m.group(2).length() > 9) continue; // no position of a puzzle
            int r = Integer.parseInt(m.group(1)), c = Integer.parseInt(m.group(2));
            boolean inside = r >= 1 && c >= 1 && r <= p.rows() && c <= p.cols();
            m.appendReplacement(rest, Matcher.quoteReplacement(inside ? m.group() : "the clue " + where(r, c)));
        }
        m.appendTail(rest);
        return rest.toString();
    }

    /** Whether digits are a group of lines 1..{@code lines} as {@link Notation#cells} writes one: each once, rising. */
    private static boolean group(String digits, int lines) {
        for (int i = 0; i < digits.length(); i++) {
            int d = digits.charAt(i) - '0';
            if (d < 1 || d > lines || i > 0 && d <= digits.charAt(i - 1) - '0') return false;
        }
        return true;
    }

    /** Where a position outside the grid lies, 1-based: "above column 5", "left of row 3", "at the top-left corner". */
    String where(int r, int c) {
        boolean top = r < 1, bottom = r > p.rows(), left = c < 1, right = c > p.cols();
        if ((top || bottom) && (left || right)) return "at the " + (top ? "top" : "bottom") + "-" + (left ? "left" : "right") + " corner";
        if (top) return "above column " + c;
        if (bottom) return "below column " + c;
        if (left) return "left of row " + r;
        if (right) return "right of row " + r;
        return "in r" + r + "c" + c;
    }

    /** What the step is about, in the player's words: its houses or rules ("box 5", "the 14 cage at r1c1"). */
    public String area(Step s) {
        List<String> rules = new ArrayList<>(s.rules());
        if (s.technique().name().equals("naked single") && !rules.isEmpty()) rules = rules.subList(rules.size() - 1, rules.size());
        List<String> said = new ArrayList<>();
        for (String r : rules) {
            // the 45 rule's equations are named for their region: the hint points at the region ("innies and outies
            // in box 1"), not at a rule of that name
            String w = words(r.startsWith("45 rule on ") ? r.substring("45 rule on ".length()) : r);
            if (!said.contains(w)) said.add(w);
        }
        if (said.isEmpty() && s.cells().length > 0 && isMistake(s)) said.add(houseOf(s.cells()[0]));
        return join(said);
    }

    private static boolean isMistake(Step s) {
        return s.technique().name().startsWith("wrong ");
    }

    /** The row of a cell, to say where a mistake is without saying which cell. */
    private String houseOf(int cell) {
        return "row " + (p.cells().get(cell).row() + 1);
    }

    private static String join(List<String> parts) {
        if (parts.size() <= 1) return parts.isEmpty() ? "" : parts.get(0);
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    /** The hint at a grade: {@link #AREA}, {@link #CELLS} or {@link #STEP}. */
    public String text(Step s, int grade) {
        if (grade < AREA || grade > STEP) throw new IllegalArgumentException("a hint's grade is 1, 2 or 3, not " + grade);
        if (grade == STEP) return words(s.text());
        String area = area(s), t = s.technique().name();
        String first;
        if (s.technique().name().equals("wrong value")) first = "A digit you placed is wrong" + (area.isEmpty() ? "" : ", in " + area) + ".";
        else if (s.technique().name().equals("wrong mark")) first = "Some marks leave out a value a cell holds" + (area.isEmpty() ? "" : ", in " + area) + ".";
        else if (s.isGuess()) first = "No logical step is left: the next step is a guess.";
        else if (s.technique().rating() == Technique.RULE_RATING && !area.isEmpty()) first = "Look at " + area + ": " + article(t) + " " + t + " step.";
        else first = "Look for " + (plural(t) ? t : article(t) + " " + t) + (area.isEmpty() ? "" : " in " + area) + ".";
        if (grade == AREA) return first;
        List<String> cells = new ArrayList<>();
        for (int c : s.cells()) if (!cells.contains(p.canvas().name(c))) cells.add(p.canvas().name(c));
        return first + " The cells: " + String.join(", ", cells) + ".";
    }

    /** Techniques named in the plural take no article: "look for innies and outies", "look for locked candidates". */
    private static boolean plural(String technique) {
        return technique.startsWith("innies and outies") || technique.startsWith("locked candidates") || technique.startsWith("sets in");
    }

    private static String article(String word) {
        return word.isEmpty() || "aeioAEIOX".indexOf(word.charAt(0)) < 0 ? "a" : "an";
    }
}
