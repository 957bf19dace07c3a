package org.cellwise.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What {@code draw --svg} shows of a puzzle: its texts and circles, placed from its first cell's corner. */
public final class Draws {
    private static final Pattern TEXT = Pattern.compile("<text x=\"(-?\\d+)\" y=\"(-?\\d+)\"[^>]*>(.*)</text>");
    private static final Pattern CIRCLE = Pattern.compile("<circle cx=\"(-?\\d+)\" cy=\"(-?\\d+)\" r=\"(\\d+)\"");
    private static final Pattern CELL = Pattern.compile("<rect x=\"(-?\\d+)\" y=\"(-?\\d+)\"[^>]*stroke=");

    private Draws() {}

    /** "text 5 22 31", "circle 44 44 14", sorted: what the picture's layers hold, as the page's test reads its board. */
    public static List<String> svg(String file) {
        PrintStream old = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            code = Main.run(new String[] {"draw", "--svg", file});
        } finally {
            System.setOut(old);
        }
        if (code != 0) throw new AssertionError("draw --svg " + file + " exited " + code);
        List<String> layers = new ArrayList<>();
        boolean in = false;
        for (String line : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
            if (line.startsWith("<g class=")) in = true;
            else if (line.equals("</g>")) in = false;
            else if (in) layers.add(line); // not the sheet's title above the picture
        }
        int x0 = 0, y0 = 0;
        for (String line : layers) {
            Matcher m = CELL.matcher(line);
            if (m.find()) {
                x0 = Integer.parseInt(m.group(1));
                y0 = Integer.parseInt(m.group(2));
                break;
            }
        }
        List<String> out = new ArrayList<>();
        for (String line : layers) {
            Matcher m;
            if ((m = TEXT.matcher(line)).find())
                out.add("text " + unescape(m.group(3)) + " " + (Integer.parseInt(m.group(1)) - x0) + " " + (Integer.parseInt(m.group(2)) - y0));
            else if ((m = CIRCLE.matcher(line)).find())
                out.add("circle " + (Integer.parseInt(m.group(1)) - x0) + " " + (Integer.parseInt(m.group(2)) - y0) + " " + m.group(3));
        }
        out.sort(null);
        return out;
    }

    private static String unescape(String s) {
        return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&");
    }
}
