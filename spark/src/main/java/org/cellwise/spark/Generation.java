package org.cellwise.spark;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.cellwise.format.Format;
import org.cellwise.format.Writers;
import org.cellwise.generate.Generator;
import org.cellwise.generate.Request;
import org.cellwise.generate.Symmetry;
import org.cellwise.logic.board.Technique;
import org.cellwise.puzzle.Puzzle;

/** What to generate, as sent to executors: each rebuilds the request and makes the puzzles of its indexes. */
record Generation(String kind, int size, String difficulty, String symmetry, boolean minimal, List<String> rules,
        boolean hiddenOp, int gridSize, boolean givens, String to, long seed) implements Serializable {

    Generation {
        rules = new ArrayList<>(rules);
    }

    Request request() {
        Technique.Level level = null;
        if (!difficulty.equals("any")) {
            try {
                level = Technique.Level.valueOf(difficulty.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown level '" + difficulty + "'; expected easy, medium, hard, expert, extreme or any");
            }
        }
        return Request.of(kind).withSize(size).withLevel(level).withSymmetry(Symmetry.of(symmetry)).withMinimal(minimal)
                .withRules(rules).withHiddenOp(hiddenOp).withGridSize(gridSize).withGivens(givens);
    }

    /** Formats whose puzzles span several lines: a blank line between two, as cellwise generate prints them. */
    boolean blocks() {
        Format f = Format.byId(to);
        return f == Format.CELLWISE || f == Format.GRID || f == Format.CAGES || f == Format.SUJIKO;
    }

    /** Puzzle {@code index} (0-based) of the seed: its index, name and text, or why none was found. */
    ObjectNode record(Request r, long index) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("index", index);
        if (index > Integer.MAX_VALUE) {
            o.put("error", "index past " + Integer.MAX_VALUE);
            return o;
        }
        try {
            Puzzle p = Generator.generate(r, seed, (int) index);
            o.put("name", p.name());
            o.put("puzzle", Writers.write(p, Format.byId(to)));
        } catch (Generator.NotFound e) {
            o.put("error", e.getMessage());
        }
        return o;
    }

    static String schema() {
        return "index BIGINT, name STRING, puzzle STRING, error STRING";
    }
}
