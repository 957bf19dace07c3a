package org.cellwise.asp;

import java.util.List;

/**
 * An integrity constraint, {@code :- body.}: no placement of values may make every literal of its body true.
 * {@code text} is the rule as written, in ASCII (the slides' typographic {@code :‐} and a {@code : -} neck read as
 * {@code :-}), its line breaks and comments gone; {@code names} holds each variable's name by number.
 */
public record Denial(String text, List<Literal> body, List<String> names, Place at) {
    public Denial {
        body = List.copyOf(body);
        names = List.copyOf(names);
    }

    /** The fact signatures ({@code gt/4}) the body looks up, in order, each once, with where each is first named. */
    public java.util.Map<String, Place> factsUsed() {
        java.util.Map<String, Place> out = new java.util.LinkedHashMap<>();
        for (Literal l : body) used(l, out);
        return out;
    }

    private static void used(Literal l, java.util.Map<String, Place> out) {
        if (l instanceof Literal.Atom a) out.putIfAbsent(a.signature(), a.at());
        if (l instanceof Literal.Count c) for (Literal e : c.elements()) used(e, out);
    }
}
