package org.cellwise.model;

import java.util.Collection;
import java.util.List;

/**
 * "Did you mean": the names nearest a mistyped word, at most two edits away, a swap of two neighbouring letters
 * counting as one ("slove" is "solve", not "serve"; "anti-knigth" is "anti-knight"). One rule for commands,
 * options and rule names alike.
 */
public final class Spelling {
    private Spelling() {}

    /** The names nearest {@code word} (case aside), at most two edits away; empty when none is that near. */
    public static List<String> nearest(String word, Collection<String> names) {
        String w = word.toLowerCase(java.util.Locale.ROOT);
        int best = names.stream().mapToInt(n -> edits(w, n.toLowerCase(java.util.Locale.ROOT))).min().orElse(99);
        if (best > 2) return List.of();
        return names.stream().filter(n -> edits(w, n.toLowerCase(java.util.Locale.ROOT)) == best).toList();
    }

    /** {@code "did you mean 'a' or 'b'?"}, or the empty string when no name is near. */
    public static String didYouMean(String word, Collection<String> names) {
        List<String> near = nearest(word, names);
        return near.isEmpty() ? "" : "did you mean " + String.join(" or ", near.stream().map(n -> "'" + n + "'").toList()) + "?";
    }

    /** Edits from a to b: insertions, deletions, substitutions, and swaps of neighbouring letters. */
    public static int edits(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1))
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        return d[a.length()][b.length()];
    }
}
