package org.cellwise.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.cellwise.rules.Chess;
import org.cellwise.rules.Rule;

/**
 * Puzzle-wide rules that a link's rules text names but its settings do not set. f-puzzles has no element for a
 * knightmare or a taxicab rule, and a setter may forget a tick box, so such a link reads as a puzzle with fewer
 * rules: the answer to it can be another puzzle's. Only names that mean one rule are matched, never a description
 * ("a knight's move apart" is said of anti-knight and knightmare alike).
 */
public final class RulesWords {
    /** keyword → how rules texts name it; the order puts the longer names first, which the shorter ones then skip. */
    private static final Map<String, Pattern> NAMES = new LinkedHashMap<>();

    static {
        NAMES.put("diagonal-non-consecutive", Pattern.compile("\\bdiagonal(ly)?[- ]?non[- ]?consecutive"));
        NAMES.put("self-taxicab", Pattern.compile("\\bself[- ]?taxi[- ]?cab"));
        NAMES.put("knightmare", Pattern.compile("\\bknightmare"));
        NAMES.put("taxicab", Pattern.compile("(?<!self[- ]?)\\btaxi[- ]?cab"));
        NAMES.put("anti-knight", Pattern.compile("\\banti[- ]?knight"));
        NAMES.put("anti-king", Pattern.compile("\\banti[- ]?king"));
        // orthogonal non-consecutive, not the diagonal kind; a kropki text speaks of dots and its negative instead
        NAMES.put("non-consecutive", Pattern.compile("(?<!diagonal[- ]?|diagonally[- ]?)\\bnon[- ]?consecutive"));
        NAMES.put("offset", Pattern.compile("\\bdisjoint (groups|sets|subsets|sudoku|rules?|constraint)|\\bstandard disjoint"));
    }

    private RulesWords() {}

    /** The keywords of the puzzle-wide rules a rules text names ({@code offset} for disjoint groups). */
    public static List<String> named(String rulesText) {
        List<String> out = new ArrayList<>();
        if (rulesText == null || rulesText.isBlank()) return out;
        String text = rulesText.toLowerCase(Locale.ROOT);
        for (Map.Entry<String, Pattern> e : NAMES.entrySet()) {
            String k = e.getKey();
            if (!e.getValue().matcher(text).find()) continue;
            if (k.equals("non-consecutive") && text.contains("dot")) continue;
            out.add(k);
        }
        return out;
    }

    /** One warning per rule the text names and the rules lack. */
    static List<String> unset(String rulesText, List<Rule> rules) {
        List<String> out = new ArrayList<>();
        for (String k : named(rulesText)) {
            if (set(k, rules)) continue;
            String with = k.equals("taxicab") ? "'taxicab N'" : k;
            out.add("the rules text names " + (k.equals("offset") ? "disjoint groups" : k) + ", which the puzzle does not set: the answer"
                    + " is to the rules as read (add it with --with " + with + ")");
        }
        return out;
    }

    private static boolean set(String keyword, List<Rule> rules) {
        for (Rule r : rules) {
            if (r.keyword().equals(keyword)) return true;
            // a chess leap of 1 and 2 for every value is anti-knight stated another way
            if (keyword.equals("anti-knight") && r instanceof Chess c && c.values().isEmpty()
                    && c.offsets().contains(new Chess.Offset(1, 2))) return true;
        }
        return false;
    }
}
