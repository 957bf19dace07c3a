package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a text as {@code String.lines()} gives them (broken at \n, \r\n or \r; no empty last line after a
 * final break), for code the browser build compiles too: its class library has no {@code String.lines()}.
 */
public final class Lines {
    private Lines() {}

    public static List<String> of(String text) {
        List<String> out = new ArrayList<>();
        int start = 0, n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(text.substring(start, i));
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') i++;
                start = i + 1;
            }
        }
        if (start < n) out.add(text.substring(start));
        return out;
    }
}
