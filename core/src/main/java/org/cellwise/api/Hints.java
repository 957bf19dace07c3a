package org.cellwise.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.format.FormatException;
import org.cellwise.format.SolutionReader;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.words.GradedHint;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.StepPictures;
import org.cellwise.model.Cell;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;

/**
 * The next hint for a grid being filled in: the next logical step of the explanations ({@code cellwise hint}) from
 * the person's digits and, when they keep them, their candidate marks, so that a step whose eliminations they made
 * is not given again; or the first wrong digit or mark. Graded when asked: 1 the technique and where to look, 2 the
 * cells too, 3 the whole step with its picture and the candidates it starts from.
 */
final class Hints {
    private static final Pattern CELL = Pattern.compile("r(\\d+)c(\\d+)");

    private Hints() {}

    /**
     * What a request asks: the puzzle's text, the progress (a grid in the query, or {@code "progress": {"r1c1": 5}}),
     * the candidate marks ({@code "marks": {"r1c2": [1, 4]}}) and the grade, from a body that is either puzzle text
     * or {@code {"puzzle": ..., "progress": ..., "marks": ..., "level": N}}.
     */
    record Request(String puzzle, String grid, JsonNode progress, JsonNode marks, Integer level) {
        static Request read(String body, String grid, String level) {
            Integer lv = level == null ? null : parseLevel(level);
            String t = body.strip();
            if (t.startsWith("{") && t.contains("\"puzzle\"")) {
                JsonNode root;
                try {
                    root = org.cellwise.format.Json.read(t);
                } catch (Exception e) {
                    root = null;
                }
                if (root != null && root.isObject() && root.has("puzzle")) {
                    String puzzle = PuzzleField.text(root.get("puzzle"));
                    if (root.has("level")) lv = parseLevel(root.get("level").asText());
                    return new Request(puzzle, grid, root.get("progress"), root.get("marks"), lv);
                }
            }
            return new Request(body, grid, null, null, lv);
        }

        private static Integer parseLevel(String s) {
            if (!s.strip().matches("[123]")) throw new BadRequest("expected a hint level 1, 2 or 3, found " + org.cellwise.format.Messages.quote(s));
            return Integer.valueOf(s.strip());
        }

        Filling progress(Puzzle p) {
            try {
                if (progress == null || progress.isNull())
                    return grid == null || grid.isBlank() ? null : SolutionReader.readPartial(p, grid, "progress");
                return SolutionReader.readProgress(p, progress, "progress"); // any other shape is refused in words
            } catch (FormatException e) {
                throw new BadRequest(e.getMessage());
            }
        }

        long[] marks(Puzzle p) {
            if (marks == null || marks.isNull()) return null;
            if (!marks.isObject()) throw new BadRequest("expected marks as {\"r1c1\": [1, 2], ...}");
            long[] out = new long[p.size()];
            marks.fields().forEachRemaining(e -> {
                int i = cell(p, e.getKey(), "marks");
                if (!e.getValue().isArray()) throw new BadRequest("marks " + e.getKey() + ": expected a list of values");
                for (JsonNode v : e.getValue()) out[i] |= 1L << (value(p, v, "marks " + e.getKey()) - p.values().min());
            });
            return out;
        }

        private static int cell(Puzzle p, String name, String what) {
            Matcher m = CELL.matcher(name);
            int i = m.matches() ? p.indexOf(new Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1)) : -1;
            if (i < 0) throw new BadRequest(what + ": " + org.cellwise.format.Messages.quote(name) + " is not a cell of the puzzle");
            return i;
        }

        private static int value(Puzzle p, JsonNode v, String what) {
            if (!v.canConvertToInt() || !v.isIntegralNumber() || !p.values().contains(v.asInt()))
                throw new BadRequest(what + ": expected a value " + p.values() + ", found " + v);
            return v.asInt();
        }
    }

    /** The hint within the time limit and {@code work} (0: no limit on work; see {@link Api#work}). */
    static ObjectNode next(Puzzle p, Request req, Duration timeout, long work) {
        Filling progress = req.progress(p);
        long[] marks = req.marks(p);
        Explanation e = Explainer.hint(p, progress, marks, Explainer.Options.DEFAULT.withTimeout(timeout.toMillis())
                .withMaxWork(work).withPictures());
        ObjectNode o = e.steps().isEmpty() ? e.toJson(p, false) : e.steps().get(0).toJson(p);
        o.put("name", p.name());
        if (e.solution() == null) {
            // no hint, and the reason as the explanation gives it: never "no-solution" for a puzzle nobody solved
            o.put("status", e.problem().startsWith(Explanation.NO_SOLUTION) ? "no-solution"
                    : e.problem().startsWith(Explanation.TOO_LARGE) ? "too-large" : e.stopped() ? e.stoppedBy() : "unexplained");
            o.put("text", e.problem());
            return o;
        }
        if (e.steps().isEmpty() && e.stopped()) { // a limit came before a first step: nothing to hint yet
            o.put("status", e.stoppedBy());
            o.put("text", e.problem());
            return o;
        }
        o.put("status", "solved");
        if (e.steps().isEmpty()) {
            o.put("technique", "none");
            o.put("text", "every cell is filled");
            return o;
        }
        Step s = e.steps().get(0);
        int cell = !s.placements().isEmpty() ? s.placements().get(0).cell()
                : !s.eliminations().isEmpty() ? s.eliminations().get(0).cell() : s.cells()[0];
        if (req.level() == null) {
            o.put("cell", p.canvas().name(cell));
            if (!s.placements().isEmpty()) o.put("value", s.placements().get(0).value());
            o.put("svg", StepPictures.svg(p, e, 0, 36));
            return o;
        }
        // a graded hint says no more than its grade: the step's cells from grade 2, what it concludes at grade 3
        GradedHint words = new GradedHint(p);
        int level = req.level();
        o.put("level", level);
        o.put("text", words.text(s, level));
        o.put("area", words.area(s));
        if (level < GradedHint.CELLS) o.remove("cells");
        if (level < GradedHint.STEP) {
            o.remove("placements");
            o.remove("eliminations");
            o.remove("rules");
            return o;
        }
        o.put("cell", p.canvas().name(cell));
        if (!s.placements().isEmpty()) o.put("value", s.placements().get(0).value());
        o.put("svg", StepPictures.svg(p, e, 0, 36));
        // the candidates the step starts from, for the page to fill in where the person has no marks yet
        ObjectNode cand = o.putObject("candidates");
        Explanation.Snapshot before = e.before().get(0);
        for (int c = 0; c < p.size(); c++) {
            if (before.placed()[c]) continue;
            var list = cand.putArray(p.canvas().name(c));
            for (long m = before.candidates()[c]; m != 0; m &= m - 1) list.add(p.values().min() + Long.numberOfTrailingZeros(m));
        }
        return o;
    }
}
