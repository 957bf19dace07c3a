package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code .cw} block that states a disjunction (docs/FORMAT.md):
 *
 * <pre>
 * either
 *   r5c2 = 5
 * or
 *   skyscraper 5 r0c2
 * end
 * </pre>
 *
 * Each branch is read as statements of its own (rules, clues, cages, givens, another block), into a spec that sees
 * the puzzle's canvas; the branches become one {@link org.cellwise.rules.Either} when the puzzle is built.
 * {@code either}, {@code or} and {@code end} each stand alone on their line.
 */
final class EitherBlocks {
    private EitherBlocks() {}

    /** Reads the block opening at {@code lines[from]}; returns the index of the line after its {@code end}. */
    static int read(Spec spec, List<Located> lines, int from) throws FormatException {
        Located open = keywordOf(spec, lines.get(from), "either");
        if (spec.depth >= org.cellwise.rules.Either.MAX_DEPTH)
            throw open.error(spec.source, "'either' blocks nest at most " + org.cellwise.rules.Either.MAX_DEPTH + " deep");
        List<List<Located>> branches = new ArrayList<>();
        List<Located> openers = new ArrayList<>(); // the word that opens each branch ('either' or 'or')
        List<Located> current = new ArrayList<>();
        openers.add(open);
        int depth = 0;
        for (int i = from + 1; i < lines.size(); i++) {
            Located line = lines.get(i);
            String word = firstWord(line);
            if (word.equals("either")) depth++;
            if (depth == 0 && (word.equals("or") || word.equals("end"))) {
                Located kw = keywordOf(spec, line, word);
                if (current.stream().allMatch(l -> CellwiseFormat.stripComment(l.text()).isBlank()))
                    throw kw.error(spec.source, "expected a rule before '" + word + "': a branch holds at least one");
                branches.add(current);
                current = new ArrayList<>();
                if (word.equals("end")) {
                    if (branches.size() < 2)
                        throw kw.error(spec.source, "expected 'or' and another branch before 'end': 'either' needs two branches at least");
                    block(spec, open, openers, branches);
                    return i + 1;
                }
                openers.add(kw);
                continue;
            }
            if (word.equals("end")) depth--;
            current.add(line);
        }
        throw open.error(spec.source, "this 'either' has no 'end' (expected 'or' between branches and 'end' after the last)");
    }

    /**
     * Reads each branch's lines (opened at {@code openers}, 'either' or 'or' or where the JSON gives the branch) into
     * a spec of its own, and adds the block to {@code spec}.
     */
    static void block(Spec spec, Located open, List<Located> openers, List<List<Located>> branches) throws FormatException {
        List<Spec> specs = new ArrayList<>();
        for (int b = 0; b < branches.size(); b++) {
            Spec branch = spec.branch(openers.get(b));
            CellwiseFormat.statements(branch, branches.get(b));
            specs.add(branch);
        }
        spec.eithers.add(new Spec.EitherBlock(open, specs));
    }

    /** The first word of a line, in lower case, its comment left out ("" for a blank line). */
    private static String firstWord(Located line) {
        String t = CellwiseFormat.stripComment(line.text()).strip();
        int k = 0;
        while (k < t.length() && !Character.isWhitespace(t.charAt(k))) k++;
        return t.substring(0, k).toLowerCase(Locale.ROOT);
    }

    /** The keyword of a line that must hold it alone: anything after it is an error at its place. */
    private static Located keywordOf(Spec spec, Located line, String keyword) throws FormatException {
        List<Located> words = CellwiseFormat.words(CellwiseFormat.stripComment(line.text()), line.line(), line.col() - 1);
        if (words.size() > 1)
            throw words.get(1).error(spec.source, "'" + keyword + "' stands alone on its line: put " + Messages.quote(words.get(1).text())
                    + " on the next line");
        return words.get(0);
    }
}
