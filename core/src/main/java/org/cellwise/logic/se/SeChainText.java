package org.cellwise.logic.se;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A chain step of the SE scale written out in full: every inference from the assumption to the conclusion, each
 * with its reason, the cell or house that runs out of values where a branch breaks, and the nested steps a chain
 * relies on (each written once, numbered). Also its HoDoKu line and its Eureka form (the chain's main path).
 */
final class SeChainText {
    private final SeChainHint h;
    private final Map<SeChainHint, Integer> nested = new LinkedHashMap<>();
    private final List<String> houses = new ArrayList<>();
    private final List<Integer> cells = new ArrayList<>();

    private SeChainText(SeChainHint h) {
        this.h = h;
    }

    static void describe(SeChainHint h) {
        SeChainText t = new SeChainText(h);
        StringBuilder sb = new StringBuilder(t.body(h));
        // nested steps, each once, numbered in the order they are first cited (their own nested steps follow)
        for (int i = 0; i < t.nestedList().size(); i++) {
            SeChainHint n = t.nestedList().get(i);
            sb.append(" [").append(i + 1).append("] ").append(n.seName()).append(": ").append(t.body(n));
        }
        h.text = sb.toString();
        h.hodoku = h.seName() + ": " + t.premise() + " => " + results(h);
        h.eureka = t.eureka() + " => " + results(h);
        h.houses = List.copyOf(new java.util.LinkedHashSet<>(t.houses));
        h.cells = SeNotation.array(t.cells);
    }

    private List<SeChainHint> nestedList() {
        return new ArrayList<>(nested.keySet());
    }

    private static String results(SeChainHint h) {
        String el = SeNotation.eliminations(h.remove);
        if (h.cell >= 0) return SeGrid.name(h.cell) + "=" + h.value + (el.isEmpty() ? "" : ", " + el);
        return el;
    }

    private String premise() {
        return switch (h.kind) {
            case CELL -> SeGrid.name(h.source);
            case REGION -> h.regionValue + " in " + SeNotation.house(h.regionType, h.regionIndex);
            case CYCLE, FORCING -> SePotential.eureka(h.runs[0].code[root(h.runs[0], h.targets[0])]);
            default -> SeGrid.name(SePotential.cell(h.source)) + (SePotential.isOn(h.source) ? "=" : "<>") + SePotential.value(h.source);
        };
    }

    private static int root(SeRun r, int node) {
        int x = node;
        while (r.pCount[x] > 0) x = r.firstParent(x);
        return x;
    }

    /** The step in words. */
    private String body(SeChainHint c) {
        StringBuilder sb = new StringBuilder();
        switch (c.kind) {
            case CYCLE -> {
                SeRun r = c.runs[0];
                sb.append("A cycle of links closes: if ").append(SePotential.text(c.source)).append(", then ")
                        .append(steps(r, c.targets[0])).append(", and the start again. Its links hold both ways, so ")
                        .append(SeNotation.losing(c.remove)).append(".");
            }
            case FORCING -> {
                SeRun r = c.runs[0];
                int start = r.code[root(r, c.targets[0])];
                int t = r.code[c.targets[0]];
                sb.append("If ").append(SePotential.text(start)).append(": ").append(steps(r, c.targets[0]))
                        .append(". The assumption leads to its own opposite, so ").append(SePotential.text(t)).append(".");
            }
            case CONTRADICTION -> {
                SeRun r = c.runs[0];
                int start = r.code[root(r, c.targets[0])];
                sb.append("If ").append(SePotential.text(start)).append(": ").append(steps(r, c.targets, 0, 1)).append(". ")
                        .append(breaks(r, c.targets[0], c.targets[1])).append(" So ").append(SePotential.text(SePotential.conj(start)))
                        .append(".");
            }
            case DOUBLE -> {
                int t = c.runs[0].code[c.targets[0]];
                sb.append("If ").append(SePotential.text(SePotential.on(SePotential.cell(c.source), SePotential.value(c.source))))
                        .append(": ").append(steps(c.runs[0], c.targets[0])).append(". If not: ")
                        .append(steps(c.runs[1], c.targets[1])).append(". Either way ").append(SePotential.text(t)).append(".");
            }
            case CELL, REGION -> {
                int t = c.runs[0].code[c.targets[0]];
                if (c.kind == SeChainHint.Kind.CELL) sb.append(SeGrid.name(c.source)).append(" holds one of its values.");
                else sb.append(c.regionValue).append(" goes in one of its places in ")
                        .append(SeGrid.houseName(c.regionType, c.regionIndex)).append(".");
                for (int i = 0; i < c.targets.length; i++) {
                    SeRun r = c.runs[i];
                    int start = r.code[root(r, c.targets[i])];
                    sb.append(" If ").append(SePotential.text(start)).append(": ")
                            .append(r.code[c.targets[i]] == start ? "that is the conclusion itself" : steps(r, c.targets[i])).append(".");
                }
                sb.append(" Either way ").append(SePotential.text(t)).append(".");
            }
        }
        return sb.toString();
    }

    /** The cell or house a contradiction leaves without a value. */
    private String breaks(SeRun r, int onNode, int offNode) {
        int on = r.code[onNode];
        int c = SePotential.cell(on), v = SePotential.value(on);
        byte cause = r.cause[onNode];
        String last = cause >= SeRun.HIDDEN_BLOCK && cause <= SeRun.HIDDEN_COL
                ? SeGrid.houseName(cause - SeRun.HIDDEN_BLOCK, SeGrid.REGION_OF[cause - SeRun.HIDDEN_BLOCK][c]) + " has no place left for " + v
                : SeGrid.name(c) + " has no value left";
        return SeGrid.name(c) + " would be both " + v + " and not " + v + ": " + last + ".";
    }

    private String steps(SeRun r, int[] targets, int... which) {
        List<Integer> order = new ArrayList<>();
        boolean[] done = new boolean[r.n];
        for (int w : which) post(r, targets[w], done, order);
        return join(r, order);
    }

    private String steps(SeRun r, int target) {
        List<Integer> order = new ArrayList<>();
        post(r, target, new boolean[r.n], order);
        return join(r, order);
    }

    /** Parents before children, each once: the order a person reads the inferences in. */
    private static void post(SeRun r, int node, boolean[] done, List<Integer> out) {
        // iterative depth-first post-order (chains can be hundreds of inferences long)
        java.util.ArrayDeque<int[]> stack = new java.util.ArrayDeque<>();
        stack.push(new int[] {node, 0});
        while (!stack.isEmpty()) {
            int[] top = stack.peek();
            int x = top[0];
            if (done[x] && top[1] == 0) {
                stack.pop();
                continue;
            }
            done[x] = true;
            if (top[1] < r.pCount[x]) {
                int p = r.parent(x, top[1]++);
                if (!done[p]) stack.push(new int[] {p, 0});
            } else {
                stack.pop();
                out.add(x);
            }
        }
    }

    private String join(SeRun r, List<Integer> order) {
        StringBuilder sb = new StringBuilder();
        for (int x : order) {
            if (r.pCount[x] == 0) continue; // the assumption itself
            sb.append(sb.length() == 0 ? "" : ", ").append(SePotential.text(r.code[x])).append(reason(r, x));
            cells.add(SePotential.cell(r.code[x]));
        }
        return sb.length() == 0 ? "nothing more" : sb.toString();
    }

    private String reason(SeRun r, int x) {
        int p = r.code[x];
        int c = SePotential.cell(p), v = SePotential.value(p);
        byte cause = r.cause[x];
        if (cause == SeRun.ADVANCED) {
            SeChainHint n = r.nestedChain(x);
            if (n != null) {
                int k = nested.computeIfAbsent(n, key -> nested.size() + 1);
                return " (nested chain [" + k + "])";
            }
            SeHint by = r.nestedOf(x);
            return by == null ? "" : " (" + by.seName() + ": " + by.premise() + ")";
        }
        if (SePotential.isOn(p)) {
            if (cause == SeRun.NAKED) return " (its last value)";
            int type = cause - SeRun.HIDDEN_BLOCK;
            String house = SeGrid.houseName(type, SeGrid.REGION_OF[type][c]);
            houses.add(house);
            return " (the last place for " + v + " in " + house + ")";
        }
        int parent = r.firstParent(x);
        if (parent >= 0 && cause == SeRun.NAKED) return "";
        if (cause >= SeRun.HIDDEN_BLOCK) {
            int type = cause - SeRun.HIDDEN_BLOCK;
            houses.add(SeGrid.houseName(type, SeGrid.REGION_OF[type][c]));
            return parent >= 0 ? " (sees " + SeGrid.name(SePotential.cell(r.code[parent])) + ")" : "";
        }
        return "";
    }

    /** Each chain in Eureka's notation, strong links {@code =} and weak links {@code -}, along its first reasons. */
    private String eureka() {
        List<String> chains = new ArrayList<>();
        boolean net = false;
        int n = h.kind == SeChainHint.Kind.CYCLE ? 1 : h.targets.length;
        for (int i = 0; i < n; i++) {
            SeRun r = h.runs[i];
            List<Integer> path = new ArrayList<>();
            for (int x = h.targets[i]; x >= 0; x = r.firstParent(x)) {
                path.add(0, r.code[x]);
                net |= r.pCount[x] > 1;
            }
            chains.add(eureka(path));
        }
        return String.join("; ", chains) + (net ? " (a net: some links need several candidates off)" : "");
    }

    /** Consecutive nodes in one cell are one term: {@code (8=7)r3c1}. */
    static String eureka(List<Integer> path) {
        StringBuilder sb = new StringBuilder();
        int k = 0;
        while (k < path.size()) {
            int cell = SePotential.cell(path.get(k));
            StringBuilder term = new StringBuilder("(").append(SePotential.value(path.get(k)));
            int j = k + 1;
            while (j < path.size() && SePotential.cell(path.get(j)) == cell) {
                term.append(SePotential.isOn(path.get(j)) ? "=" : "-").append(SePotential.value(path.get(j)));
                j++;
            }
            if (k > 0) sb.append(SePotential.isOn(path.get(k)) ? "=" : "-");
            sb.append(term).append(")").append(SeGrid.name(cell));
            k = j;
        }
        return sb.toString();
    }
}
