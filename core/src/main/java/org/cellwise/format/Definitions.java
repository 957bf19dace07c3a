package org.cellwise.format;

import java.util.Map;
import java.util.TreeMap;
import org.cellwise.rules.Clue;

/**
 * What a puzzle's clues name (automata, relations), as the writers write it: each definition once, in a fixed
 * order (by name), before the clues. Two different definitions under one name cannot be written, as two cages
 * with one label cannot: the reader would refuse the second.
 */
final class Definitions {
    private final Map<String, String> byName = new TreeMap<>();

    void add(Clue c) {
        for (String d : c.definitions()) {
            String[] w = d.split(" ", 3);
            String key = w[0] + " " + (w.length > 1 ? w[1] : "");
            String before = byName.putIfAbsent(key, d);
            if (before != null && !before.equals(d))
                throw new IllegalArgumentException("two different definitions are named " + key + ": the format names each once");
        }
    }

    Iterable<String> statements() {
        return byName.values();
    }

    boolean isEmpty() {
        return byName.isEmpty();
    }
}
