package org.cellwise.format;

import java.util.Locale;

/** The input formats, by the name {@code --from} takes. */
public enum Format {
    LINE("line"), GRID("grid"), CELLWISE("cellwise"), JSON("json"), CAGES("cages"), SUJIKO("sujiko"), HEADER("header"),
    FACTS("facts"), FPUZZLES("fpuzzles"), SCL("scl"), PUZZLINK("puzzlink"), TSV("tsv");

    public final String id;

    Format(String id) {
        this.id = id;
    }

    public static Format byId(String s) {
        for (Format f : values()) if (f.id.equals(s.toLowerCase(Locale.ROOT))) return f;
        return null;
    }
}
