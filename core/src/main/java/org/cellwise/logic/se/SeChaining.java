package org.cellwise.logic.se;

import static org.cellwise.logic.se.SeGrid.BLOCK;
import static org.cellwise.logic.se.SeGrid.COL;
import static org.cellwise.logic.se.SeGrid.REGIONS;
import static org.cellwise.logic.se.SeGrid.REGION_OF;
import static org.cellwise.logic.se.SeGrid.ROW;

import java.util.ArrayList;
import java.util.List;

/**
 * Sudoku Explainer's chains, from X-cycles (6.5) to nested dynamic forcing chains (11.0 and up), followed the way SE
 * follows them so that the same step comes out with the same length: the same order of inference, the first reason
 * kept for each implied candidate, the same tie-breaks.
 *
 * <ul>
 * <li>unary ({@code !multiple && !dynamic}): bidirectional cycles and forcing chains over X-links (one value),
 * Y-links (two-value cells) or both, from every candidate;
 * <li>multiple: every candidate of a cell (or every place of a value in a house) leads to the same conclusion;
 * <li>dynamic: the same, and contradictions, where the implications also use the candidates the chain removed;
 * <li>Nishio: dynamic contradictions over one value;
 * <li>level 1 and up: dynamic chains that, when stuck, apply other techniques to the candidates they left, and use
 * their conclusions as links: locked candidates, pairs and X-wings (level 1); and forcing chains (2), multiple
 * forcing chains (3), dynamic forcing chains (4), nested dynamic forcing chains (5).
 * </ul>
 *
 * With {@code quick}, a scan stops at its first step instead of collecting every step to keep the shortest; that is
 * sound, but not always SE's choice.
 */
final class SeChaining {
    final boolean multiple, dynamic, nishio;
    final int level;
    final boolean quick;
    private List<Object> otherRules;
    private SeGrid lastGrid;
    private List<SeChainHint> lastHints;
    private final SeDeadline deadline;
    private final java.util.ArrayDeque<SeRun> pool = new java.util.ArrayDeque<>();

    private SeRun obtain() {
        SeRun r = pool.poll();
        return r != null ? r : new SeRun();
    }

    private void release(SeRun r) {
        if (!r.retained) {
            r.reset();
            pool.push(r);
        }
    }

    SeChaining(boolean multiple, boolean dynamic, boolean nishio, int level, boolean quick, SeDeadline deadline) {
        this.multiple = multiple;
        this.dynamic = dynamic;
        this.nishio = nishio;
        this.level = level;
        this.quick = quick;
        this.deadline = deadline;
    }

    double baseDifficulty() {
        if (level >= 2) return 9.5 + 0.5 * (level - 2);
        if (level > 0) return 8.5 + 0.5 * level;
        if (nishio) return 7.5;
        if (dynamic) return 8.5;
        if (multiple) return 8.0;
        throw new IllegalStateException();
    }

    static String nestedSuffix(int level) {
        return switch (level) {
            case 1 -> " (+)";
            case 2 -> " (+ Forcing Chains)";
            case 3 -> " (+ Multiple Forcing Chains)";
            case 4 -> " (+ Dynamic Forcing Chains)";
            default -> level >= 5 ? " (+ Dynamic Forcing Chains" + nestedSuffix(level - 3) + ")" : "";
        };
    }

    String ruleName() {
        if (nishio) return "Nishio Forcing Chains";
        if (dynamic) return level == 0 ? "Dynamic Forcing Chains" : "Dynamic Forcing Chains" + nestedSuffix(level);
        return multiple ? "Multiple Forcing Chains" : "Forcing Chains & Cycles";
    }

    /** Every step this technique finds on the grid, shortest first, one per set of removals (SE's order). */
    List<SeChainHint> hints(SeGrid g) {
        if (lastGrid != null && g.sameAs(lastGrid)) return lastHints;
        baseTable = g.table();
        table = baseTable;
        List<SeChainHint> result = new ArrayList<>();
        if (multiple || dynamic) multipleChains(g, result);
        else {
            loops(g, false, true, result);
            if (!(quick && !result.isEmpty())) loops(g, true, false, result);
            if (!(quick && !result.isEmpty())) loops(g, true, true, result);
        }
        result.sort((a, b) -> {
            double d1 = a.rating(), d2 = b.rating();
            if (d1 < d2) return -1;
            if (d1 > d2) return 1;
            int l1 = a.complexity(), l2 = b.complexity();
            return l1 == l2 ? a.sortKey() - b.sortKey() : l1 - l2;
        });
        List<SeChainHint> distinct = new ArrayList<>();
        java.util.Set<Removals> seen = new java.util.HashSet<>();
        for (SeChainHint h : result) if (seen.add(new Removals(h.remove))) distinct.add(h);
        lastGrid = g.copy();
        lastHints = distinct;
        return distinct;
    }

    private record Removals(int[] masks) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Removals r && java.util.Arrays.equals(masks, r.masks);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(masks);
        }
    }

    // ------------------------------------------------------------------ implications

    /**
     * Positions of each value in each house ({@link SeGrid#table}): of the grid a scan starts from, of the grid a
     * dynamic chain has reduced (kept in step as it removes candidates), and of the chain's start.
     */
    private int[] baseTable, table, srcTable;

    /** Scratch lists of implied potentials: code, cause, parents. */
    private final int[] impCode = new int[32];
    private final byte[] impCause = new byte[32];
    private final int[][] impParents = new int[32][];
    private final int[] impNp = new int[32];
    private int imps;
    private final int[] impMark = new int[SePotential.COUNT];
    private int impStamp = 1;

    private void imp(int p, byte cause) {
        if (impMark[p] == impStamp) return;
        impMark[p] = impStamp;
        impCode[imps] = p;
        impCause[imps] = cause;
        impNp[imps] = 0;
        imps++;
    }

    private void impParent(int i, int node) {
        if (impParents[i] == null || impParents[i].length == impNp[i]) {
            int[] a = new int[impParents[i] == null ? 12 : impParents[i].length * 2];
            if (impParents[i] != null) System.arraycopy(impParents[i], 0, a, 0, impNp[i]);
            impParents[i] = a;
        }
        impParents[i][impNp[i]++] = node;
    }

    /** "On" to "off": the cell's other values (with Y-links), and the value's other places in its block, row, column. */
    private void onToOff(SeGrid g, int p, boolean y) {
        imps = 0;
        impStamp++;
        int cell = SePotential.cell(p), v = SePotential.value(p);
        if (y) for (int m = g.cand[cell] & ~(1 << v); m != 0; m &= m - 1) imp(SePotential.off(cell, Integer.numberOfTrailingZeros(m)), SeRun.NAKED);
        int bit = 1 << v;
        for (int t = 0; t < 3; t++)
            for (int c : REGIONS[t][REGION_OF[t][cell]])
                if (c != cell && (g.cand[c] & bit) != 0) imp(SePotential.off(c, v), SeRun.hiddenCause(t));
    }

    /**
     * "Off" to "on": the cell's last other value (Y-links), the value's last other place in a house (X-links). In
     * dynamic chains each also names, as parents, the candidates the chain removed from that cell or house since
     * {@code source}.
     */
    private void offToOn(SeGrid g, int p, int pNode, SeGrid source, SeRun run, boolean y, boolean x) {
        imps = 0;
        impStamp++;
        int cell = SePotential.cell(p), v = SePotential.value(p);
        if (y && Integer.bitCount(g.cand[cell]) == 2) {
            int other = Integer.numberOfTrailingZeros(g.cand[cell] & ~(1 << v));
            imp(SePotential.on(cell, other), SeRun.NAKED);
            impParent(imps - 1, pNode);
            if (source != null)
                for (int m = source.cand[cell] & ~g.cand[cell]; m != 0; m &= m - 1)
                    impParent(imps - 1, run.get(SePotential.off(cell, Integer.numberOfTrailingZeros(m))));
        }
        if (x) {
            for (int t : OFF_TO_ON_TYPES) {
                int idx = REGION_OF[t][cell];
                int pos = table[SeGrid.at(t, idx, v)];
                if (Integer.bitCount(pos) != 2) continue;
                int k = Integer.numberOfTrailingZeros(pos);
                int other = REGIONS[t][idx][k];
                if (other == cell) other = REGIONS[t][idx][Integer.numberOfTrailingZeros(pos & (pos - 1))];
                int before = imps;
                imp(SePotential.on(other, v), SeRun.hiddenCause(t));
                if (imps == before) continue;
                impParent(imps - 1, pNode);
                if (source != null) {
                    int removed = srcTable[SeGrid.at(t, idx, v)] & ~pos;
                    for (int m = removed; m != 0; m &= m - 1)
                        impParent(imps - 1, run.get(SePotential.off(REGIONS[t][idx][Integer.numberOfTrailingZeros(m)], v)));
                }
            }
        }
    }

    private static final int[] OFF_TO_ON_TYPES = {BLOCK, ROW, COL};

    // ------------------------------------------------------------------ unary chains: cycles and forcing chains

    private void loops(SeGrid g, boolean y, boolean x, List<SeChainHint> result) {
        for (int cell = 0; cell < 81; cell++) {
            if (g.value[cell] != 0 || Integer.bitCount(g.cand[cell]) <= 1) continue;
            for (int m = g.cand[cell]; m != 0; m &= m - 1) {
                unary(g, SePotential.on(cell, Integer.numberOfTrailingZeros(m)), result, y, x);
                if (quick && !result.isEmpty()) return;
            }
        }
    }

    private final SeRun[] onOffRuns = new SeRun[2];

    private void unary(SeGrid g, int pOn, List<SeChainHint> result, boolean y, boolean x) {
        if (Integer.bitCount(g.cand[SePotential.cell(pOn)]) > 2 && !x) return;
        deadline.check();
        SeRun cyc = obtain();
        List<Integer> cycles = new ArrayList<>();
        cycles(g, cyc, pOn, y, x, cycles);
        List<SeRun> chainRuns = new ArrayList<>();
        List<Integer> chains = new ArrayList<>();
        if (x) {
            SeRun on = obtain();
            on.store(on.node(pOn, SeRun.NONE, -1));
            forcing(g, on, pOn, y, chains, chainRuns);
            SeRun off = obtain();
            int pOff = SePotential.conj(pOn);
            off.store(off.node(pOff, SeRun.NONE, -1));
            forcing(g, off, pOff, y, chains, chainRuns);
            onOffRuns[0] = on;
            onOffRuns[1] = off;
        }
        for (int dst : cycles) {
            SeChainHint h = cycleHint(g, cyc, dst, y, x);
            if (h != null) result.add(h);
        }
        for (int i = 0; i < chains.size(); i++) {
            SeRun r = chainRuns.get(i);
            int t = chains.get(i), p = r.code[t], c = SePotential.cell(p), v = SePotential.value(p);
            int[] remove = SeHint.none();
            if (SePotential.isOn(p)) remove[c] = g.cand[c] & ~(1 << v);
            else remove[c] = 1 << v;
            if (SeHint.empty(remove)) continue;
            result.add(new SeChainHint(SeChainHint.Kind.FORCING, this, remove, SePotential.isOn(p) ? c : -1, v,
                    new SeRun[] {r}, new int[] {t}, y, x, SePotential.conj(p), -1, -1, 0));
        }
        release(cyc);
        if (x) {
            release(onOffRuns[0]);
            release(onOffRuns[1]);
        }
    }

    /** SE's cycle search: breadth first, layer by layer, from an "on" candidate back to itself. */
    private void cycles(SeGrid g, SeRun run, int source, boolean y, boolean x, List<Integer> cycles) {
        int root = run.node(source, SeRun.NONE, -1);
        run.store(root);
        IntQueue pendingOn = new IntQueue(), pendingOff = new IntQueue();
        pendingOn.add(root);
        int length = 0;
        while (!pendingOn.isEmpty() || !pendingOff.isEmpty()) {
            length++;
            while (!pendingOn.isEmpty()) {
                int node = pendingOn.poll(), p = run.code[node];
                onToOff(g, p, y);
                for (int i = 0; i < imps; i++) {
                    int q = impCode[i];
                    if (run.isParent(node, q)) continue;
                    int nn = run.node(q, impCause[i], node);
                    pendingOff.add(nn);
                    if (!run.has(q)) run.store(nn);
                }
            }
            length++;
            while (!pendingOff.isEmpty()) {
                int node = pendingOff.poll(), p = run.code[node];
                offToOn(g, p, node, null, run, y, x);
                for (int i = 0; i < imps; i++) {
                    int q = impCode[i];
                    if (length >= 4 && q == source) cycles.add(run.node(q, impCause[i], impParents[i], impNp[i]));
                    if (!run.has(q)) {
                        int nn = run.node(q, impCause[i], impParents[i], impNp[i]);
                        run.store(nn);
                        pendingOn.add(nn);
                    }
                }
            }
        }
    }

    /** SE's forcing chain search from one assumption: conclusions that contradict the assumption itself. */
    private void forcing(SeGrid g, SeRun run, int source, boolean y, List<Integer> chains, List<SeRun> chainRuns) {
        IntQueue pendingOn = new IntQueue(), pendingOff = new IntQueue();
        for (int i = 0; i < run.ons; i++) pendingOn.add(run.onOrder[i]);
        for (int i = 0; i < run.offs; i++) pendingOff.add(run.offOrder[i]);
        while (!pendingOn.isEmpty() || !pendingOff.isEmpty()) {
            while (!pendingOn.isEmpty()) {
                int node = pendingOn.poll(), p = run.code[node];
                onToOff(g, p, y);
                for (int i = 0; i < imps; i++) {
                    int q = impCode[i];
                    int nn = -1;
                    if (source == SePotential.conj(q) && !contains(chains, chainRuns, run, q)) {
                        nn = run.node(q, impCause[i], node);
                        chains.add(nn);
                        chainRuns.add(run);
                    }
                    if (!run.isParent(node, q) && !run.has(q)) {
                        if (nn < 0) nn = run.node(q, impCause[i], node);
                        run.store(nn);
                        pendingOff.add(nn);
                    }
                }
            }
            while (!pendingOff.isEmpty()) {
                int node = pendingOff.poll(), p = run.code[node];
                offToOn(g, p, node, null, run, y, true);
                for (int i = 0; i < imps; i++) {
                    int q = impCode[i];
                    int nn = -1;
                    if (source == SePotential.conj(q) && !contains(chains, chainRuns, run, q)) {
                        nn = run.node(q, impCause[i], impParents[i], impNp[i]);
                        chains.add(nn);
                        chainRuns.add(run);
                    }
                    if (!run.has(q)) {
                        if (nn < 0) nn = run.node(q, impCause[i], impParents[i], impNp[i]);
                        run.store(nn);
                        pendingOn.add(nn);
                    }
                }
            }
        }
    }

    /** Whether a chain to potential q was already found (from either assumption of this candidate). */
    private static boolean contains(List<Integer> chains, List<SeRun> runs, SeRun run, int q) {
        for (int i = 0; i < chains.size(); i++) if (runs.get(i).code[chains.get(i)] == q) return true;
        return false;
    }

    private SeChainHint cycleHint(SeGrid g, SeRun run, int dstOn, boolean y, boolean x) {
        boolean[] inCycle = new boolean[81];
        for (int n = dstOn; run.pCount[n] > 0; n = run.firstParent(n)) inCycle[SePotential.cell(run.code[n])] = true;
        java.util.LinkedHashSet<Integer> forward = new java.util.LinkedHashSet<>(), back = new java.util.LinkedHashSet<>();
        for (int n = dstOn; run.pCount[n] > 0; n = run.firstParent(n)) {
            int p = run.code[n], v = SePotential.value(p);
            for (int c : SeGrid.HOUSE[SePotential.cell(p)]) {
                if (inCycle[c] || !g.has(c, v)) continue;
                (SePotential.isOn(p) ? forward : back).add(SePotential.off(c, v));
            }
        }
        int[] remove = SeHint.none();
        for (int q : forward) if (back.contains(q)) remove[SePotential.cell(q)] |= 1 << SePotential.value(q);
        if (SeHint.empty(remove)) return null;
        return new SeChainHint(SeChainHint.Kind.CYCLE, this, remove, -1, 0, new SeRun[] {run, run}, new int[] {dstOn, dstOn},
                y, x, run.code[dstOn], -1, -1, 0);
    }

    // ------------------------------------------------------------------ multiple and dynamic chains

    private void multipleChains(SeGrid g, List<SeChainHint> result) {
        for (int cell = 0; cell < 81; cell++) {
            if (g.value[cell] != 0) continue;
            int card = Integer.bitCount(g.cand[cell]);
            if (!(card > 2 || (card > 1 && dynamic))) continue;
            SeRun[] valueToOn = new SeRun[10];
            List<Integer> cellToOn = null, cellToOff = null;
            for (int m = g.cand[cell]; m != 0; m &= m - 1) {
                int v = Integer.numberOfTrailingZeros(m);
                int pOn = SePotential.on(cell, v), pOff = SePotential.off(cell, v);
                SeRun onRun = obtain();
                boolean doDouble = card >= 3 && !nishio && dynamic;
                boolean doContradiction = dynamic || nishio;
                binary(g, pOn, pOff, result, onRun, doDouble, doContradiction);
                if (quick && !result.isEmpty()) return;
                if (!nishio) {
                    regions(g, result, cell, v, onRun);
                    if (quick && !result.isEmpty()) return;
                }
                valueToOn[v] = onRun;
                if (cellToOn == null) {
                    cellToOn = new ArrayList<>();
                    cellToOff = new ArrayList<>();
                    for (int i = 0; i < onRun.ons; i++) cellToOn.add(onRun.code[onRun.onOrder[i]]);
                    for (int i = 0; i < onRun.offs; i++) cellToOff.add(onRun.code[onRun.offOrder[i]]);
                } else {
                    cellToOn.removeIf(p -> !onRun.has(p));
                    cellToOff.removeIf(p -> !onRun.has(p));
                }
            }
            if (!nishio && (card == 2 || (multiple && card > 2))) {
                for (List<Integer> targets : List.of(cellToOn, cellToOff))
                    for (int p : targets) {
                        SeChainHint h = reductionHint(g, SeChainHint.Kind.CELL, p, cell, -1, -1, 0, valueToOn, null);
                        if (h != null) {
                            result.add(h);
                            if (quick) return;
                        }
                    }
            }
            for (SeRun r : valueToOn) if (r != null) release(r);
        }
    }

    /** Both truths of one candidate: contradictions, and conclusions both lead to. */
    private void binary(SeGrid g, int pOn, int pOff, List<SeChainHint> result, SeRun onRun, boolean doDouble,
            boolean doContradiction) {
        int root = onRun.node(pOn, SeRun.NONE, -1);
        onRun.store(root);
        int[] absurd = chain(g, onRun);
        if (doContradiction && absurd != null) {
            int[] remove = SeHint.none();
            remove[SePotential.cell(pOn)] = 1 << SePotential.value(pOn);
            result.add(new SeChainHint(SeChainHint.Kind.CONTRADICTION, this, remove, -1, 0, new SeRun[] {onRun, onRun},
                    absurd, true, true, pOn, -1, -1, 0));
        }
        SeRun offRun = obtain();
        offRun.store(offRun.node(pOff, SeRun.NONE, -1));
        absurd = chain(g, offRun);
        if (doContradiction && absurd != null) {
            int c = SePotential.cell(pOff), v = SePotential.value(pOff);
            int[] remove = SeHint.none();
            remove[c] = g.cand[c] & ~(1 << v);
            if (remove[c] != 0)
                result.add(new SeChainHint(SeChainHint.Kind.CONTRADICTION, this, remove, c, v, new SeRun[] {offRun, offRun},
                        absurd, true, true, pOff, -1, -1, 0));
        }
        if (doDouble) {
            for (int i = 0; i < onRun.ons; i++) {
                int a = onRun.onOrder[i], p = onRun.code[a];
                if (!offRun.has(p)) continue;
                int c = SePotential.cell(p), v = SePotential.value(p);
                int[] remove = SeHint.none();
                remove[c] = g.cand[c] & ~(1 << v);
                if (remove[c] == 0) continue;
                result.add(new SeChainHint(SeChainHint.Kind.DOUBLE, this, remove, c, v, new SeRun[] {onRun, offRun},
                        new int[] {a, offRun.get(p)}, true, true, pOn, -1, -1, 0));
            }
            for (int i = 0; i < onRun.offs; i++) {
                int a = onRun.offOrder[i], p = onRun.code[a];
                if (!offRun.has(p)) continue;
                int[] remove = SeHint.none();
                remove[SePotential.cell(p)] = 1 << SePotential.value(p);
                result.add(new SeChainHint(SeChainHint.Kind.DOUBLE, this, remove, -1, 0, new SeRun[] {onRun, offRun},
                        new int[] {a, offRun.get(p)}, true, true, pOff, -1, -1, 0));
            }
        }
        release(offRun);
    }

    private void regions(SeGrid g, List<SeChainHint> result, int cell, int v, SeRun onRun) {
        for (int t : OFF_TO_ON_TYPES) {
            int idx = REGION_OF[t][cell];
            int pos = baseTable[SeGrid.at(t, idx, v)];
            int card = Integer.bitCount(pos);
            if (!(card == 2 || (multiple && card > 2))) continue;
            if (REGIONS[t][idx][Integer.numberOfTrailingZeros(pos)] != cell) continue;
            SeRun[] posToOn = new SeRun[9];
            List<Integer> regionToOn = new ArrayList<>(), regionToOff = new ArrayList<>();
            for (int m = pos; m != 0; m &= m - 1) {
                int k = Integer.numberOfTrailingZeros(m), other = REGIONS[t][idx][k];
                if (other == cell) {
                    posToOn[k] = onRun;
                    for (int i = 0; i < onRun.ons; i++) regionToOn.add(onRun.code[onRun.onOrder[i]]);
                    for (int i = 0; i < onRun.offs; i++) regionToOff.add(onRun.code[onRun.offOrder[i]]);
                } else {
                    SeRun r = obtain();
                    r.store(r.node(SePotential.on(other, v), SeRun.NONE, -1));
                    chain(g, r);
                    posToOn[k] = r;
                    regionToOn.removeIf(p -> !r.has(p));
                    regionToOff.removeIf(p -> !r.has(p));
                }
            }
            for (List<Integer> targets : List.of(regionToOn, regionToOff))
                for (int p : targets) {
                    SeChainHint h = reductionHint(g, SeChainHint.Kind.REGION, p, cell, t, idx, v, null, posToOn);
                    if (h != null) {
                        result.add(h);
                        if (quick) return;
                    }
                }
            for (SeRun r : posToOn) if (r != null && r != onRun) release(r);
        }
    }

    private SeChainHint reductionHint(SeGrid g, SeChainHint.Kind kind, int p, int srcCell, int type, int idx, int value,
            SeRun[] byValue, SeRun[] byPos) {
        int c = SePotential.cell(p), v = SePotential.value(p);
        int[] remove = SeHint.none();
        if (SePotential.isOn(p)) remove[c] = g.cand[c] & ~(1 << v);
        else remove[c] = 1 << v;
        if (remove[c] == 0) return null;
        List<SeRun> runs = new ArrayList<>();
        if (kind == SeChainHint.Kind.CELL) {
            for (int m = g.cand[srcCell]; m != 0; m &= m - 1) runs.add(byValue[Integer.numberOfTrailingZeros(m)]);
        } else {
            for (int m = baseTable[SeGrid.at(type, idx, value)]; m != 0; m &= m - 1) runs.add(byPos[Integer.numberOfTrailingZeros(m)]);
        }
        int[] targets = new int[runs.size()];
        for (int i = 0; i < targets.length; i++) targets[i] = runs.get(i).get(p);
        boolean on = SePotential.isOn(p);
        return new SeChainHint(kind, this, remove, on ? c : -1, on ? v : 0, runs.toArray(new SeRun[0]), targets, true, true,
                srcCell, type, idx, value);
    }

    /**
     * Follows the implications of the run's assumption (its stored nodes) to the end, as SE's doChaining does: "on"
     * potentials first, one at a time; in dynamic chains each "off" is removed from the grid as it is followed; from
     * level 1, when nothing is left to follow, other techniques are asked on the reduced grid. Returns the two nodes
     * of a contradiction (the same candidate on and off), or null; the grid is restored.
     */
    int[] chain(SeGrid g, SeRun run) {
        SeGrid save = g.copy();
        int[] work = dynamic ? baseTable.clone() : baseTable;
        table = work;
        srcTable = baseTable;
        try {
            IntQueue pendingOn = new IntQueue(), pendingOff = new IntQueue();
            for (int i = 0; i < run.ons; i++) pendingOn.add(run.onOrder[i]);
            for (int i = 0; i < run.offs; i++) pendingOff.add(run.offOrder[i]);
            boolean y = !nishio;
            int steps = 0;
            while (!pendingOn.isEmpty() || !pendingOff.isEmpty()) {
                if ((++steps & 255) == 0) deadline.check();
                if (!pendingOn.isEmpty()) {
                    int node = pendingOn.poll(), p = run.code[node];
                    onToOff(g, p, y);
                    for (int i = 0; i < imps; i++) {
                        int q = impCode[i];
                        int conj = SePotential.conj(q);
                        if (run.has(conj)) return new int[] {run.get(conj), run.node(q, impCause[i], node)};
                        if (!run.has(q)) {
                            int nn = run.node(q, impCause[i], node);
                            run.store(nn);
                            pendingOff.add(nn);
                        }
                    }
                } else {
                    int node = pendingOff.poll(), p = run.code[node];
                    offToOn(g, p, node, dynamic ? save : null, run, y, true);
                    if (dynamic) {
                        int c = SePotential.cell(p), v = SePotential.value(p);
                        if ((g.cand[c] & (1 << v)) != 0) {
                            g.cand[c] &= ~(1 << v);
                            for (int t = 0; t < 3; t++) work[SeGrid.at(t, REGION_OF[t][c], v)] &= ~(1 << SeGrid.POS_IN[t][c]);
                        }
                    }
                    for (int i = 0; i < imps; i++) {
                        int q = impCode[i];
                        int conj = SePotential.conj(q);
                        if (run.has(conj)) return new int[] {run.node(q, impCause[i], impParents[i], impNp[i]), run.get(conj)};
                        if (!run.has(q)) {
                            int nn = run.node(q, impCause[i], impParents[i], impNp[i]);
                            run.store(nn);
                            pendingOn.add(nn);
                        }
                    }
                }
                if (pendingOn.isEmpty() && pendingOff.isEmpty() && level > 0) advanced(g, save, run, pendingOff);
            }
            return null;
        } finally {
            save.copyTo(g);
            table = baseTable;
        }
    }

    private static final Object LOCKING = "locking", HIDDEN_PAIR = "hidden pair", NAKED_PAIR = "naked pair",
            X_WING = "x-wing";

    private List<Object> otherRules() {
        if (otherRules == null) {
            otherRules = new ArrayList<>(List.of(LOCKING, HIDDEN_PAIR, NAKED_PAIR, X_WING));
            if (level < 4) {
                if (level >= 2) otherRules.add(new SeChaining(false, false, false, 0, quick, deadline));
                if (level >= 3) otherRules.add(new SeChaining(true, false, false, 0, quick, deadline));
            } else {
                otherRules.add(new SeChaining(true, true, false, 0, quick, deadline));
                if (level >= 5) otherRules.add(new SeChaining(true, true, false, level - 3, quick, deadline));
            }
        }
        return otherRules;
    }

    /** Conclusions of the first other technique that finds any on the reduced grid, each an "off" with its premises. */
    private void advanced(SeGrid g, SeGrid source, SeRun run, IntQueue pendingOff) {
        for (Object rule : otherRules()) {
            List<SeHint> hints = new ArrayList<>();
            SeBasics.Sink all = new SeBasics.Sink() {
                @Override
                public boolean add(SeHint h) {
                    hints.add(h);
                    return false;
                }

                @Override
                public boolean words() {
                    return false;
                }
            };
            if (rule == LOCKING) SeBasics.locking(g, false, all);
            else if (rule == HIDDEN_PAIR) SeBasics.hiddenSets(g, 2, false, all);
            else if (rule == NAKED_PAIR) SeBasics.nakedSets(g, 2, all);
            else if (rule == X_WING) SeBasics.fish(g, 2, all);
            else hints.addAll(((SeChaining) rule).hints(g));
            boolean any = false;
            for (SeHint h : hints) {
                List<Integer> parents = h.ruleParents(source, g);
                if (parents.isEmpty()) continue;
                int[] pn = new int[parents.size()];
                for (int i = 0; i < pn.length; i++) pn[i] = run.get(parents.get(i));

                for (int c = 0; c < 81; c++)
                    for (int m = h.remove[c]; m != 0; m &= m - 1) {
                        int q = SePotential.off(c, Integer.numberOfTrailingZeros(m));
                        any = true;
                        if (run.has(q)) continue;
                        int nn = run.node(q, SeRun.ADVANCED, pn, pn.length);
                        run.setNested(nn, h);
                        run.store(nn);
                        pendingOff.add(nn);
                    }
                if (quick && any) return;
            }
            if (any) return;
        }
    }

    /** A first-in first-out queue of ints. */
    static final class IntQueue {
        private int[] a = new int[64];
        private int head, tail;

        void add(int x) {
            if (tail == a.length) {
                if (head > a.length / 2) {
                    System.arraycopy(a, head, a, 0, tail - head);
                    tail -= head;
                    head = 0;
                } else a = java.util.Arrays.copyOf(a, a.length * 2);
            }
            a[tail++] = x;
        }

        int poll() {
            return a[head++];
        }

        boolean isEmpty() {
            return head == tail;
        }
    }
}
