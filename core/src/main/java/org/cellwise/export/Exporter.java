package org.cellwise.export;

import java.util.List;
import org.cellwise.format.FormatException;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;

/**
 * A program for another solver that states the same puzzle, constraint by constraint, with a comment naming
 * each (so the program reads like the rules), and the reader of that solver's answers.
 */
public interface Exporter {
    /** The whole program, ready to run. */
    String program(Puzzle p);

    /**
     * The program asking for at most {@code solutions} answers, where the language says how many (Prolog); the
     * other tools take the number on their command line and get {@link #program(Puzzle)}.
     */
    default String program(Puzzle p, int solutions) {
        return program(p);
    }

    /**
     * The solutions in the solver's output, in order (values per cell index); empty when the solver proved there
     * is none. Output that says neither is bad input.
     */
    List<int[]> answers(Puzzle p, String output, String source) throws FormatException;

    /** A solver's name (z3, cvc5, clingo, minizinc, swipl, as {@code --engine} takes them) or its language's. */
    static Exporter of(String target) {
        return switch (target) {
            case "z3", "cvc5", "smt2" -> new Smt2Exporter();
            case "clingo", "asp" -> new AspExporter();
            case "minizinc" -> new MiniZincExporter();
            case "swipl", "prolog" -> new PrologExporter();
            default -> null;
        };
    }

    /**
     * User text (a puzzle's or a constraint's name) as it may stand in a one-line comment of any target language:
     * line breaks and other control characters become spaces, so a name can never end the comment and inject
     * code (a name holding a newline and {@code #false.} would otherwise make clingo answer "no solution").
     */
    /** The constraints, with those inside each disjunction's branches (what a program may need declared for them). */
    static java.util.List<org.cellwise.constraint.Constraint> leaves(java.util.List<org.cellwise.constraint.Constraint> cs) {
        java.util.List<org.cellwise.constraint.Constraint> out = new java.util.ArrayList<>();
        for (org.cellwise.constraint.Constraint c : cs) {
            if (c instanceof org.cellwise.constraint.AnyOf a) for (java.util.List<org.cellwise.constraint.Constraint> b : a.branches()) out.addAll(leaves(b));
            else out.add(c);
        }
        return out;
    }

    static String comment(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            sb.append(Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || c == '\u0085' ? ' ' : c);
        }
        return sb.toString();
    }

    /** The sum of the cells' variables in infix notation; 0 for none (a bare operator parses in no target). */
    static String sum(int[] cells, java.util.function.IntFunction<String> var) {
        return infix(cells, " + ", var, "0");
    }

    /** The product of the cells' variables in infix notation; 1 for none. */
    static String product(int[] cells, java.util.function.IntFunction<String> var) {
        return infix(cells, " * ", var, "1");
    }

    private static String infix(int[] cells, String op, java.util.function.IntFunction<String> var, String none) {
        if (cells.length == 0) return none;
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : op).append(var.apply(c));
        return sb.toString();
    }

    /**
     * A table relation's allowed pairs, one piece per value of its first cell that has any ({@code piece} gets the
     * value and the second cell's values joined by commas), joined by {@code sep}: how each target states a table.
     */
    static String allowed(org.cellwise.constraint.Relation r, java.util.function.BiFunction<Integer, String, String> piece, String sep) {
        List<String> out = new java.util.ArrayList<>();
        int min = r.table().min(), max = min + r.table().size() - 1;
        for (int x = min; x <= max; x++) {
            StringBuilder ys = new StringBuilder();
            for (int y = min; y <= max; y++) if (r.test(x, y)) ys.append(ys.length() == 0 ? "" : ",").append(y);
            if (ys.length() > 0) out.add(piece.apply(x, ys.toString()));
        }
        return String.join(sep, out);
    }

    static String where(Puzzle p, int cell) {
        Cell c = p.cells().get(cell);
        return c.toString();
    }

    /** Whether every cell got a value. */
    static int[] complete(Puzzle p, int[] values, boolean[] seen, String source) throws FormatException {
        for (int i = 0; i < seen.length; i++)
            if (!seen[i]) throw new FormatException(source, 1, 1, "the solver's answer has no value for " + where(p, i));
        return values;
    }
}
