package org.cellwise.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;

/** Bad statements refused where they stand: each text read as a .cw file, its message starting at the place given. */
public final class Located {
    private Located() {}

    /** Each pair is a text and the start of its message ({@code "x.cw:3:13:"}); every miss is listed at once. */
    public static void refused(String file, String[][] bad) {
        List<String> wrong = new ArrayList<>();
        for (String[] b : bad) {
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(b[0], file, Format.CELLWISE), b[0]);
            if (!e.getMessage().startsWith(b[1])) wrong.add(b[0].replace("\n", " / ") + " -> " + e.getMessage());
        }
        assertEquals(List.of(), wrong);
    }
}
