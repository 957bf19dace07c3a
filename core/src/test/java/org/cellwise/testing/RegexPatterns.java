package org.cellwise.testing;

import java.util.Random;

/**
 * Random regular expressions in the syntax regex lines and {@link java.util.regex.Pattern} share (values one
 * character each, {@code . [..] [^..] ( | ) * + ? {n} {n,} {n,m}}), so the two can judge each other. A quantifier
 * never follows a quantifier (Java would read {@code *+} as possessive, {@code *?} as reluctant).
 */
public final class RegexPatterns {
    private RegexPatterns() {}

    public static String random(Random rnd, String alphabet, int depth) {
        StringBuilder sb = new StringBuilder();
        sequence(rnd, alphabet, depth, sb);
        return sb.toString();
    }

    private static void sequence(Random rnd, String alphabet, int depth, StringBuilder sb) {
        int parts = 1 + rnd.nextInt(3);
        for (int i = 0; i < parts; i++) {
            atom(rnd, alphabet, depth, sb);
            if (rnd.nextInt(3) == 0) sb.append(quantifier(rnd));
        }
    }

    private static void atom(Random rnd, String alphabet, int depth, StringBuilder sb) {
        int kind = rnd.nextInt(depth > 0 ? 6 : 4);
        char a = alphabet.charAt(rnd.nextInt(alphabet.length())), b = alphabet.charAt(rnd.nextInt(alphabet.length()));
        switch (kind) {
            case 0, 1 -> sb.append(a);
            case 2 -> sb.append('.');
            case 3 -> sb.append('[').append(rnd.nextBoolean() ? "^" : "").append((char) Math.min(a, b)).append(a == b ? "" : "-" + (char) Math.max(a, b)).append(']');
            default -> {
                sb.append('(');
                sequence(rnd, alphabet, depth - 1, sb);
                for (int k = rnd.nextInt(3); k > 0; k--) {
                    sb.append('|');
                    sequence(rnd, alphabet, depth - 1, sb);
                }
                sb.append(')');
            }
        }
    }

    private static String quantifier(Random rnd) {
        return switch (rnd.nextInt(6)) {
            case 0 -> "*";
            case 1 -> "+";
            case 2 -> "?";
            case 3 -> "{" + rnd.nextInt(3) + "}";
            case 4 -> "{" + rnd.nextInt(2) + ",}";
            default -> {
                int lo = rnd.nextInt(2);
                yield "{" + lo + "," + (lo + rnd.nextInt(3)) + "}";
            }
        };
    }
}
