package org.cellwise.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;
import org.cellwise.batch.Answer;
import org.cellwise.constraint.Constraint;
import org.cellwise.diagnose.Candidates;
import org.cellwise.format.FPuzzles;
import org.cellwise.format.Format;
import org.cellwise.format.LzString;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.board.Step;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Clue;
import org.cellwise.rules.DiagonalKropki;
import org.cellwise.rules.DiagonalXV;
import org.cellwise.rules.Dot;
import org.cellwise.rules.Extreme;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Kropki;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.XV;

/**
 * The setter's loop for the page: at every edit, whether the puzzle has no solution, one, or several (with the cells
 * where two differ), and when none, the smallest set of its clues and cells that cannot hold together, given as
 * cells and as the page's own clue statements so the page marks them on the board; on request the true candidates
 * and the grade with the point where logic stops; and the puzzle shared in another site's notation, saying which
 * clues that site cannot carry instead of dropping them.
 */
final class Setter {
    /** Rules every grid of its kind has: a target that cannot state them cannot state the grid at all. */
    private static final List<String> PLAIN = List.of("rows", "columns", "boxes");

    private Setter() {}

    /**
     * Solved and diagnosed as {@code /api/solve} does, with the conflict's parts placed on the board. Without
     * {@code seekConflict}, the verdict alone, at once: with no solution the conflict is named only when the quick
     * checks or clashing givens show it, else {@code conflictFollows} says that a call with it will find it (which may
     * take many solves: the badge does not wait for it).
     */
    static ObjectNode loop(Puzzle p, boolean seekConflict, Duration timeout, long work, AtomicBoolean cancel, LongConsumer nodes) {
        Answer a = Answer.diagnose(p, false, timeout, work, seekConflict, cancel, nodes);
        ObjectNode o = limits(a.toJson(p), timeout, work);
        if (!a.diagnosis().conflict().isEmpty()) o.set("parts", parts(p, a.diagnosis().conflict()));
        else if (!seekConflict && a.status().equals("no-solution")) o.put("conflictFollows", true);
        return o;
    }

    /**
     * Each named constraint of a conflict as the page can mark it: the rule it comes from ({@code kind}, its
     * keyword), the cells it speaks of, and for a clue the statement of that clue alone (one dot of a puzzle's
     * dots, one minimum cell), as the page's model holds it.
     */
    static ArrayNode parts(Puzzle p, List<String> names) {
        Map<String, Set<String>> cells = new LinkedHashMap<>(), clues = new LinkedHashMap<>();
        Map<String, String> kinds = new LinkedHashMap<>();
        for (String n : names) {
            cells.put(n, new LinkedHashSet<>());
            clues.put(n, new LinkedHashSet<>());
        }
        // the constraints as compiled: a rule in clingo's notation may become groups only with the other rules
        for (org.cellwise.puzzle.Compiled.Expansion e : p.compiled().expansions()) {
            Rule r = e.rule();
            for (Constraint c : e.constraints()) {
                if (!cells.containsKey(c.name())) continue;
                kinds.putIfAbsent(c.name(), r instanceof Givens ? "given" : r.keyword());
                List<Cell> at = new ArrayList<>();
                for (int i : c.cells()) at.add(p.cells().get(i));
                at.forEach(x -> cells.get(c.name()).add(x.toString()));
                if (r instanceof Clue clue) clues.get(c.name()).addAll(statements(clue, c.name(), at));
            }
        }
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (String n : names) {
            ObjectNode o = out.addObject();
            o.put("name", n);
            o.put("kind", kinds.getOrDefault(n, ""));
            cells.get(n).forEach(o.putArray("cells")::add);
            clues.get(n).forEach(o.putArray("clues")::add);
        }
        return out;
    }

    /** The statement of the one clue a constraint comes from: a puzzle's dots are one rule, each dot a line. */
    private static List<String> statements(Clue clue, String name, List<Cell> at) {
        if (name.startsWith("no ")) // a negative constraint between two cells without a mark
            return List.of(clue instanceof XV ? "negative xv" : name.startsWith("no black") ? "negative black" : "negative white");
        List<Dot> dots = clue instanceof Kropki k ? k.dots() : clue instanceof XV x ? x.marks()
                : clue instanceof DiagonalKropki d ? d.dots() : clue instanceof DiagonalXV d ? d.marks() : null;
        if (dots != null) {
            List<String> out = new ArrayList<>();
            for (Dot d : dots)
                if (at.size() == 2 && at.contains(d.a()) && at.contains(d.b()))
                    out.add(clue instanceof Kropki || clue instanceof DiagonalKropki ? dotLine(d) : (d.k() == 10 ? "x " : "v ") + d.a() + " " + d.b());
            return out;
        }
        if (clue instanceof org.cellwise.rules.AspRule a) return List.of(a.text()); // its line in the model's asp
        if (clue instanceof Extreme e) {
            List<String> out = new ArrayList<>();
            for (Cell c : e.cells()) if (at.contains(c)) out.add(e.keyword() + " " + c);
            return out;
        }
        return org.cellwise.format.Lines.of(clue.statement());
    }

    /** A kropki dot's own line, as the reader takes it. */
    private static String dotLine(Dot d) {
        boolean plain = d.k() == (d.black() ? 2 : 1);
        return (d.black() ? "black " : "white ") + (plain ? "" : d.k() + " ") + d.a() + " " + d.b();
    }

    /**
     * The true candidates, within the time limit and a number of searches; {@code cancel} stops them at once (each
     * search watches it), {@code nodes} is told the nodes of the search under way.
     */
    static ObjectNode candidates(Puzzle p, Duration timeout, long work, int searches, AtomicBoolean cancel, LongConsumer nodes) {
        return limits(Candidates.find(p, timeout, work, searches, cancel, nodes).toJson(p), timeout, work);
    }

    /** The limits a job ran under, for the page's words: {@code limit} the time in seconds, {@code work} when one was set. */
    private static ObjectNode limits(ObjectNode o, Duration timeout, long work) {
        o.put("limit", timeout.getSeconds());
        if (work > 0) o.put("work", work);
        return o;
    }

    /**
     * The grade (the hardest step's rating, the level, the summed score) and where logic stops: the first step that
     * has to guess, with the values placed and the candidates left at that point. {@code cancel} stops it at once:
     * the engine's search watches it, and logic between steps and within its long techniques.
     */
    static ObjectNode grade(Puzzle p, Duration timeout, long work, AtomicBoolean cancel) {
        Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT.withTimeout(timeout.toMillis()).withMaxWork(work)
                .withPictures().withCancel(cancel));
        ObjectNode o = limits(e.toJson(p, false), timeout, work);
        int stuck = -1;
        for (int i = 0; i < e.steps().size() && stuck < 0; i++) if (e.steps().get(i).isGuess()) stuck = i;
        if (stuck < 0 || e.before().size() <= stuck) return o;
        ObjectNode at = o.putObject("stuck");
        at.put("step", stuck);
        if (stuck > 0) at.put("last", e.steps().get(stuck - 1).text());
        Explanation.Snapshot s = e.before().get(stuck);
        ObjectNode placed = at.putObject("placed"), cand = at.putObject("candidates");
        for (int c = 0; c < p.size(); c++) {
            long bits = s.candidates()[c];
            String name = p.canvas().name(c);
            if (s.placed()[c]) {
                if (Long.bitCount(bits) == 1) placed.put(name, p.values().min() + Long.numberOfTrailingZeros(bits));
                continue;
            }
            ArrayNode list = cand.putArray(name);
            for (long m = bits; m != 0; m &= m - 1) list.add(p.values().min() + Long.numberOfTrailingZeros(m));
        }
        Step guess = e.steps().get(stuck);
        ArrayNode cells = at.putArray("cells");
        for (int c : guess.cells()) cells.add(p.canvas().name(c));
        return o;
    }

    /**
     * What the page shares: {@code {"puzzle": MODEL, "author": ..., "rules": ...}} (the title is the model's name).
     * The model goes to the readers as it is; author and rules text go where {@link PuzzleInfo#write} puts them.
     */
    record Shared(String puzzle, String author, String rules) {
        static Shared read(String body) {
            JsonNode root;
            try {
                root = org.cellwise.format.Json.read(body);
            } catch (Exception e) {
                root = null;
            }
            if (root == null || !root.isObject() || !root.has("puzzle"))
                throw new BadRequest("expected {\"puzzle\": ..., \"author\": ..., \"rules\": ...}");
            return new Shared(PuzzleField.text(root.get("puzzle")), root.path("author").asText(""), root.path("rules").asText(""));
        }
    }

    /**
     * The puzzle in a site's notation ({@code fpuzzles}, {@code sudokupad}, {@code puzzlink}) or any format Cellwise
     * writes: {@code text}, and for the f-puzzles forms {@code hidden}, the statements the link carries for Cellwise
     * alone (f-puzzles and SudokuPad do not show them). When the target cannot state the puzzle, {@code text} is
     * null, {@code error} says why and {@code cannot} names each rule it cannot carry.
     */
    static ObjectNode share(Puzzle p, String site, Shared s) {
        Format f = site.equals("sudokupad") ? Format.FPUZZLES : Format.byId(site);
        if (f == null) throw new BadRequest("unknown format " + org.cellwise.format.Messages.quote(site));
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("name", p.name());
        o.put("site", site);
        try {
            String text = PuzzleInfo.write(p, f, s.author(), s.rules());
            if (f == Format.FPUZZLES) {
                text = text.strip();
                ArrayNode hidden = o.putArray("hidden");
                JsonNode json = org.cellwise.format.Json.read(LzString.decompressFromBase64(text.substring(text.indexOf("load=") + 5)));
                for (JsonNode st : json.path("cellwise")) hidden.add(st.asText());
                if (site.equals("sudokupad")) text = FPuzzles.sudokuPadForm(text);
            }
            o.put("text", text);
        } catch (IllegalArgumentException e) {
            o.putNull("text");
            o.put("error", e.getMessage());
            ArrayNode cannot = o.putArray("cannot");
            culprits(p, f).forEach(cannot::add);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("the f-puzzles writer wrote JSON it cannot read", e);
        }
        return o;
    }

    /**
     * The rules a format cannot carry, one sentence each: the grid itself when the plain grid cannot be written,
     * else each rule that, added alone to the grid and its givens, the format refuses.
     */
    static List<String> culprits(Puzzle p, Format f) {
        List<Rule> base = new ArrayList<>(), rest = new ArrayList<>();
        for (Rule r : p.rules()) (r instanceof Givens || (RuleCatalog.isFlag(r) && PLAIN.contains(r.keyword())) ? base : rest).add(r);
        List<String> out = new ArrayList<>();
        try {
            org.cellwise.format.Writers.write(p.withRules(base), f);
        } catch (IllegalArgumentException e) {
            out.add(e.getMessage());
            return out;
        }
        for (Rule r : rest) {
            List<Rule> one = new ArrayList<>(base);
            one.add(r);
            try {
                org.cellwise.format.Writers.write(p.withRules(one), f);
            } catch (IllegalArgumentException e) {
                out.add(describe(r));
            }
        }
        return out;
    }

    /** A rule in the words of its statement (a clue's first line, with how many more), else its keyword. */
    private static String describe(Rule r) {
        if (r instanceof Clue c) {
            List<String> lines = org.cellwise.format.Lines.of(c.statement());
            return lines.isEmpty() ? c.keyword() : lines.get(0) + (lines.size() > 1 ? " (and " + (lines.size() - 1) + " more)" : "");
        }
        if (r instanceof org.cellwise.rules.KillerCage k) return "killer cage " + k.sum() + " at " + first(k.cells());
        if (r instanceof org.cellwise.rules.MultiSumCage k) return "killer cage " + k.target() + " at " + first(k.cells());
        if (r instanceof org.cellwise.rules.ArithmeticCage k) return "KenKen cage " + k.target() + " at " + first(k.cells());
        if (r instanceof org.cellwise.rules.SumGroup k) return "sum " + k.sum() + " at " + first(k.cells());
        if (r instanceof org.cellwise.rules.Heading k) return "heading " + k.label();
        if (r instanceof org.cellwise.rules.GreaterThan g) return g.greater() + " > " + g.smaller();
        if (r instanceof org.cellwise.rules.Regions) return "irregular regions";
        return r.keyword();
    }

    private static Cell first(List<Cell> cells) {
        return cells.stream().min(Cell::compareTo).orElseThrow();
    }
}
