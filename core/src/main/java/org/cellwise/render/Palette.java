package org.cellwise.render;

/** Soft fills for cages and regions; the first four are enough for any grid of cages. */
final class Palette {
    static final String[] FILLS = {"#fde2e4", "#cfe8f3", "#d9f2d0", "#fff0bf", "#e6dcf5", "#ffd9b3", "#d4f0ee", "#f0e0d0"};

    private Palette() {}

    static String fill(int colour) {
        return colour < 0 ? "#ffffff" : FILLS[colour % FILLS.length];
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
