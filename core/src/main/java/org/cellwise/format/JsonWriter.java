package org.cellwise.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Givens;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.Heading;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/** Writes any puzzle as one line of JSON, in the fields {@link JsonFormat} reads; labels and names are kept. */
public final class JsonWriter {
    private JsonWriter() {}

    public static String write(Puzzle p) {
        return toJson(p).toString();
    }

    public static ObjectNode toJson(Puzzle p) {
        ObjectNode o = Json.object();
        Canvas canvas = p.canvas();
        o.put("name", p.name());
        if (!p.author().isEmpty()) o.put("author", p.author());
        if (!p.rulesText().isEmpty()) o.put("rulesText", p.rulesText());
        if (!p.kind().equals("puzzle")) o.put("kind", p.kind());
        ArrayNode grids = o.putArray("grids");
        for (Grid g : canvas.grids()) {
            ObjectNode x = grids.addObject();
            x.put("name", g.name());
            x.put("row", g.top() + 1);
            x.put("col", g.left() + 1);
            if (g.square()) x.put("size", g.rows());
            else x.put("size", g.dims()); // rows by columns, "6x9"
            x.put("boxes", g.hasBoxes() ? g.boxRows() + "x" + g.boxCols() : "none");
        }
        if (grids.isEmpty()) o.remove("grids");
        List<org.cellwise.model.Cell> loose = org.cellwise.rules.BesideGrid.listedLoose(canvas, p.rules());
        if (!loose.isEmpty()) cells(o.putArray("cells"), loose);
        o.put("values", canvas.values().toString());
        ArrayNode rules = Json.array(), cages = Json.array(), sums = Json.array(),
                headings = Json.array(), named = Json.array(), relations = Json.array(),
                clues = Json.array(), eithers = Json.array();
        ObjectNode regions = Json.object(), givens = Json.object();
        List<String> clueStatements = new java.util.ArrayList<>(); // sorted: reading merges dots into one clue
        java.util.LinkedHashSet<String> aspFacts = new java.util.LinkedHashSet<>();
        List<String> aspRules = new java.util.ArrayList<>();
        Definitions definitions = new Definitions(); // what clues name (automata, relations), once each
        Rule.Cases<Void> field = new Rule.Cases<>() {
            @Override
            public Void flag(Rule r) {
                rules.add(r.keyword());
                return null;
            }

            @Override
            public Void givens(Givens g) {
                g.values().forEach((cell, v) -> {
                    if (givens.has(cell.toString()) && givens.get(cell.toString()).asInt() != v)
                        throw new IllegalArgumentException("givens disagree at " + cell);
                    givens.put(cell.toString(), v);
                });
                return null;
            }

            @Override
            public Void labelledGiven(LabelledGiven g) {
                ObjectNode x = named.addObject();
                x.put("label", g.label());
                x.put("cell", g.cell().toString());
                x.put("value", g.value());
                return null;
            }

            @Override
            public Void killerCage(KillerCage c) {
                cage(c.label(), c.sum(), null, c.cells());
                return null;
            }

            @Override
            public Void multiSumCage(org.cellwise.rules.MultiSumCage c) {
                ObjectNode x = cages.addObject();
                x.put("label", c.label());
                ArrayNode t = x.putArray("target");
                for (int s : c.sums()) t.add(s);
                cells(x.putArray("cells"), c.cells());
                return null;
            }

            @Override
            public Void arithmeticCage(ArithmeticCage c) {
                cage(c.label(), c.target(), String.valueOf(c.op() == Arithmetic.Op.ANY ? '?' : c.op().symbol), c.cells());
                return null;
            }

            private void cage(String label, int target, String op, List<Cell> cs) {
                ObjectNode x = cages.addObject();
                x.put("label", label);
                x.put("target", target);
                if (op != null) x.put("op", op);
                cells(x.putArray("cells"), cs);
            }

            @Override
            public Void sumGroup(SumGroup g) {
                ObjectNode x = sums.addObject();
                x.put("label", g.label());
                x.put("target", g.sum());
                if (g.distinct()) x.put("distinct", true);
                cells(x.putArray("cells"), g.cells());
                return null;
            }

            @Override
            public Void heading(Heading h) {
                ObjectNode x = headings.addObject();
                x.put("label", h.label());
                x.put("target", h.target());
                cells(x.putArray("cells"), h.cells());
                return null;
            }

            @Override
            public Void greaterThan(GreaterThan g) {
                relations.add(g.greater() + " > " + g.smaller());
                return null;
            }

            @Override
            public Void regions(Regions r) {
                if (r.disjoint()) rules.add("offset"); // read back over the regions, as the grid has no boxes
                r.regions().forEach((label, cs) -> {
                    if (regions.has(label)) throw new IllegalArgumentException("region " + label + " is defined twice");
                    cells(regions.putArray(label), cs);
                });
                return null;
            }

            @Override
            public Void clue(org.cellwise.rules.Clue c) {
                if (c instanceof org.cellwise.rules.AspRule r) { // its facts once, then the rule as written
                    r.facts().forEach(f -> aspFacts.add(f.text()));
                    aspRules.add(r.text());
                    return null;
                }
                if (!c.statement().isBlank()) clueStatements.add(c.statement());
                definitions.add(c);
                return null;
            }

            @Override
            public Void either(org.cellwise.rules.Either e) {
                // each branch its .cw statements, one a line, as the text format writes them inside the block
                definitionsOf(e, definitions);
                String block = CellwiseWriter.either(e, p.values());
                ArrayNode branches = eithers.addArray();
                ArrayNode branch = branches.addArray();
                String[] lines = block.split("\n");
                int depth = 0;
                for (int k = 1; k < lines.length - 1; k++) {
                    String line = lines[k].strip();
                    if (line.equals("either")) depth++;
                    if (line.equals("end")) depth--;
                    if (depth == 0 && line.equals("or")) branch = branches.addArray();
                    else branch.add(line);
                }
                return null;
            }

            @Override
            public Void custom(Rule r) {
                throw new IllegalArgumentException("rule '" + r.keyword() + "' has no notation in JSON");
            }
        };
        for (Rule r : new java.util.LinkedHashSet<>(p.rules())) r.accept(field);
        if (!rules.isEmpty()) o.set("rules", rules);
        if (!regions.isEmpty()) o.set("regions", regions);
        if (!cages.isEmpty()) o.set("cages", cages);
        if (!sums.isEmpty()) o.set("sums", sums);
        if (!headings.isEmpty()) o.set("headings", headings);
        if (!named.isEmpty()) o.set("namedGivens", named);
        if (!relations.isEmpty()) o.set("relations", relations);
        if (!givens.isEmpty()) o.set("givens", givens);
        for (String d : definitions.statements()) clues.add(d); // what clues name, before them
        clueStatements.stream().sorted().forEach(st -> { for (String line : st.split("\n")) clues.add(line); });
        if (!clues.isEmpty()) o.set("clues", clues);
        if (!eithers.isEmpty()) o.set("either", eithers);
        if (!aspRules.isEmpty()) {
            ArrayNode asp = o.putArray("asp");
            aspFacts.forEach(asp::add);
            aspRules.forEach(asp::add);
        }
        if (!p.metadata().drawings().isEmpty()) {
            ObjectNode drawn = o.putObject("drawn");
            for (org.cellwise.puzzle.Metadata.Drawing d : p.metadata().drawings())
                (drawn.has(d.element()) ? (ArrayNode) drawn.get(d.element()) : drawn.putArray(d.element())).add(Drawings.json(d));
        }
        return o;
    }

    /** What the clues of every branch name, listed with the puzzle's own definitions. */
    private static void definitionsOf(org.cellwise.rules.Either e, Definitions into) {
        for (List<Rule> b : e.branches())
            for (Rule r : b) {
                if (r instanceof org.cellwise.rules.Clue c) into.add(c);
                if (r instanceof org.cellwise.rules.Either x) definitionsOf(x, into);
            }
    }

    private static void cells(ArrayNode into, List<Cell> cells) {
        for (Cell c : cells) into.add(c.toString());
    }
}
