package org.cellwise.render;

/** Soft fills for cages and regions; the first four are enough for any grid of cages. */
final class Palette {
    static final String[] FILLS = {"#fde2e4", "#cfe8f3", "#d9f2d0", "#fff0bf", "#e6dcf5", "#ffd9b3", "#d4f0ee", "#f0e0d0"};

    private Palette() {}

    static String fill(int colour) {
        return colour < 0 ? "#ffffff" : FILLS[colour % FILLS.length];
    }

    /**
     * Text made safe as the text of an element or the value of an attribute (quoted either way) in SVG, XML or HTML:
     * {@code & < > " '} as entities, and what XML cannot hold at all (control characters other than tab and line
     * ends, a lone half of a surrogate pair, U+FFFE, U+FFFF) as U+FFFD, so that a name from any link or file leaves
     * the picture well-formed and its text as it was.
     */
    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        sb.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c) || c == '\uFFFE' || c == '\uFFFF' || c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                        sb.append('\uFFFD');
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
