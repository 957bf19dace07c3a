package org.cellwise.logic.se;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * A chain step on the SE scale: its conclusions are reached along one or more chains (each a target node of a run),
 * and its rating is its technique's base plus a step for each doubling of its length, as Sudoku Explainer rates:
 * the length is the number of distinct potentials of its chains plus the lengths of the nested chains they use.
 */
public final class SeChainHint extends SeHint {
    enum Kind { CYCLE, FORCING, CONTRADICTION, DOUBLE, CELL, REGION }

    final Kind kind;
    final SeChaining rule;
    /** The chains: target nodes and the runs they live in (SE's "chain targets", in its order). */
    final SeRun[] runs;
    final int[] targets;
    final boolean xLinks, yLinks;
    /** The assumption: a potential for contradiction and double chains, the cell or house for cell and region ones. */
    final int source;
    final int regionType, regionIndex, regionValue;
    private int complexity = -1;
    private double rating = Double.NaN;
    private int[] signature;

    SeChainHint(Kind kind, SeChaining rule, int[] remove, int cell, int value, SeRun[] runs, int[] targets, boolean y,
            boolean x, int source, int regionType, int regionIndex, int regionValue) {
        super("", 0, remove, cell, value);
        this.kind = kind;
        this.rule = rule;
        this.runs = runs;
        this.targets = targets;
        this.yLinks = y;
        this.xLinks = x;
        this.source = source;
        this.regionType = regionType;
        this.regionIndex = regionIndex;
        this.regionValue = regionValue;
        for (SeRun r : runs) r.retained = true;
    }

    /** The number of distinct potentials of the chains, plus the length of every distinct nested chain they use. */
    int complexity() {
        if (complexity < 0) {
            int flat = 0;
            if (kind == Kind.CYCLE) flat = runs[0].ancestors(targets[0]);
            else for (int i = 0; i < targets.length; i++) flat += runs[i].ancestors(targets[i]);
            complexity = flat + nestedComplexity();
        }
        return complexity;
    }

    private int nestedComplexity() {
        int sum = 0;
        List<SeChainHint> seen = null;
        for (int i = 0; i < targets.length; i++) {
            SeRun r = runs[i];
            if (r.nested == null) continue;
            for (int x : chainNodes(i)) {
                SeChainHint h = r.nestedChain(x);
                if (h == null) continue;
                if (seen == null) seen = new ArrayList<>();
                boolean dup = false;
                for (SeChainHint o : seen) dup |= o == h || java.util.Arrays.equals(o.signature(), h.signature());
                if (dup) continue;
                seen.add(h);
                sum += h.complexity();
            }
        }
        return sum;
    }

    /** Nodes of chain i; a cycle's second chain is its first read backwards. */
    int[] chainNodes(int i) {
        if (kind == Kind.CYCLE && i == 1) return reversedCycle();
        return runs[i].chain(targets[i]);
    }

    /**
     * The cycle read the other way: the nodes from the start back to the conclusion, each with its truth flipped,
     * the last one (the start again) left out, as a breadth-first walk of the reversed chain lists them.
     */
    private int[] reversedCycle() {
        SeRun r = runs[0];
        List<Integer> path = new ArrayList<>();
        for (int x = targets[0]; x >= 0; x = r.firstParent(x)) path.add(x);
        // path: conclusion ... start; reversed chain starts at the start's mirror and ends at the conclusion's
        int[] out = new int[path.size() - 1];
        for (int i = 0; i < out.length; i++) out[i] = path.get(path.size() - 1 - i);
        return out;
    }

    /** Whether chain i's nodes are read with flipped truth (the reversed cycle). */
    boolean flipped(int i) {
        return kind == Kind.CYCLE && i == 1;
    }

    /** Equal signatures: the same chains potential for potential (SE counts such nested chains once). */
    int[] signature() {
        if (signature == null) {
            List<Integer> s = new ArrayList<>();
            for (int i = 0; i < targets.length; i++) {
                int[] nodes = chainNodes(i);
                s.add(-1);
                for (int x : nodes) s.add(runs[i].code[x] ^ (flipped(i) ? 1 : 0));
            }
            signature = s.stream().mapToInt(Integer::intValue).toArray();
        }
        return signature;
    }

    int sortKey() {
        return switch (kind) {
            case CYCLE, FORCING -> yLinks && xLinks ? 4 : yLinks ? 3 : 2;
            case CONTRADICTION -> 7;
            case DOUBLE -> 1;
            case CELL -> 5;
            case REGION -> 6;
        };
    }

    @Override
    double rating() {
        if (Double.isNaN(rating)) {
            double base = switch (kind) {
                case CYCLE -> yLinks && xLinks ? 7.0 : 6.5;
                case FORCING -> yLinks && xLinks ? 7.0 : 6.6;
                default -> rule.baseDifficulty();
            };
            rating = base + lengthDifficulty(complexity());
        }
        return rating;
    }

    /** SE's length increment: +0.1 for each step of 4, 6, 8, 12, 16, 24, 32, 48... the length passes (length less 2). */
    public static double lengthDifficulty(int complexity) {
        double added = 0.0;
        int ceil = 4, length = complexity - 2;
        boolean odd = false;
        while (length > ceil) {
            added += 0.1;
            ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
            odd = !odd;
        }
        return added;
    }

    /** SE's name for the step. */
    @Override
    String seName() {
        return switch (kind) {
            case CYCLE -> xLinks && yLinks ? "Bidirectional Cycle" : yLinks ? "Bidirectional Y-Cycle"
                    : cycleCells() == 4 ? "Generalized X-Wing" : "Bidirectional X-Cycle";
            case FORCING -> xLinks && yLinks ? "Forcing Chain" : yLinks ? "Forcing Y-Chain"
                    : runs[0].ancestors(targets[0]) == 6 ? "Turbot Fish" : "Forcing X-Chain";
            case CONTRADICTION -> prefix() + (rule.nishio ? "Forcing" : "Contradiction Forcing") + suffix();
            case DOUBLE -> prefix() + "Double Forcing" + suffix();
            case CELL -> prefix() + "Cell Forcing" + suffix();
            case REGION -> prefix() + "Region Forcing" + suffix();
        };
    }

    private int cycleCells() {
        SeRun r = runs[0];
        LinkedHashSet<Integer> cells = new LinkedHashSet<>();
        for (int x = r.firstParent(targets[0]); x >= 0; x = r.firstParent(x)) cells.add(SePotential.cell(r.code[x]));
        return cells.size();
    }

    private String prefix() {
        if (rule.level > 0) return "Dynamic ";
        if (rule.nishio) return "Nishio ";
        return rule.dynamic ? "Dynamic " : "";
    }

    private String suffix() {
        return " Chains" + (rule.level >= 1 ? SeChaining.nestedSuffix(rule.level) : "");
    }

    /**
     * The candidates removed by the enclosing chain that this step, used as a link of a nested chain, relies on:
     * for each "on" inference along its chains, the candidates its cell (or house) lost since {@code init}.
     */
    @Override
    List<Integer> ruleParents(SeGrid init, SeGrid cur) {
        LinkedHashSet<Integer> out = new LinkedHashSet<>();
        for (int i = 0; i < targets.length; i++) {
            SeRun r = runs[i];
            for (int x : chainNodes(i)) {
                boolean on = SePotential.isOn(r.code[x]) ^ flipped(i);
                byte cause = r.cause[x];
                if (cause == SeRun.NONE) {
                    if (kind == Kind.CELL) cause = SeRun.NAKED;
                    else if (kind == Kind.REGION) cause = SeRun.hiddenCause(regionType);
                }
                if (!on || cause == SeRun.NONE || cause == SeRun.ADVANCED) continue;
                int p = r.code[x], c = SePotential.cell(p), v = SePotential.value(p);
                if (cause == SeRun.NAKED) {
                    for (int w = 1; w <= 9; w++) if (init.has(c, w) && !cur.has(c, w)) out.add(SePotential.off(c, w));
                } else {
                    int type = cause - SeRun.HIDDEN_BLOCK;
                    for (int y : SeGrid.REGIONS[type][SeGrid.REGION_OF[type][c]])
                        if (init.has(y, v) && !cur.has(y, v)) out.add(SePotential.off(y, v));
                }
            }
        }
        return new ArrayList<>(out);
    }
}
