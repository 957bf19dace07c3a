package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Chaos constructions, with chaos counts and chaos arrows, counted by Cellwise and by clingo on an encoding of their
 * own written here: regions as labels whose first cells come in reading order (by a minimum, not an automaton), each
 * region reached from its first cell over neighbours of the same label (reachability, not steps), counts and runs as
 * aggregates. The two count the same (grid, regions) pairs on random 4x4, 5x5 and 6x6 puzzles.
 */
class ChaosConstructionTest {
    @BeforeAll
    static void clingoIsThere() {
        org.cellwise.testing.Clingo.requireInstalled();
    }

    private static final int CAP = 60;
    /** The search's bound on one puzzle: a puzzle not decided within it is counted apart, not compared. */
    private static final long NODES = 20_000;

    /** Models clingo finds, projected on values and labels, up to {@code CAP + 1}. */
    static long clingoCount(String program) throws Exception {
        return org.cellwise.testing.Clingo.count(program, CAP + 1, "--project");
    }

    /** The independent encoding of a chaos Latin square of side n with givens, counts and arrows. */
    static String program(int n, List<int[]> givens, List<String> extra) {
        StringBuilder sb = new StringBuilder();
        sb.append("#const n=").append(n).append(".\n");
        sb.append("""
                rc(1..n). val(1..n). cell(R,C) :- rc(R), rc(C).
                1 { v(R,C,N) : val(N) } 1 :- cell(R,C).
                :- v(R,C1,N), v(R,C2,N), C1 < C2.
                :- v(R1,C,N), v(R2,C,N), R1 < R2.
                1 { lab(R,C,K) : val(K) } 1 :- cell(R,C).
                used(K) :- lab(_,_,K).
                :- val(K), not used(K).
                :- lab(R1,C1,K), lab(R2,C2,K), v(R1,C1,N), v(R2,C2,N), (R1,C1) < (R2,C2).
                first(K, M) :- used(K), M = #min { (R-1)*n + C-1 : lab(R,C,K) }.
                :- first(K, M), first(K+1, M2), M2 < M.
                adj(R,C,R+1,C) :- cell(R,C), cell(R+1,C). adj(R,C,R,C+1) :- cell(R,C), cell(R,C+1).
                adj(R2,C2,R1,C1) :- adj(R1,C1,R2,C2).
                reach(R,C) :- first(K,M), R = M/n + 1, C = M\\n + 1.
                reach(R2,C2) :- reach(R1,C1), adj(R1,C1,R2,C2), lab(R1,C1,K), lab(R2,C2,K).
                :- cell(R,C), not reach(R,C).
                #project v/3. #project lab/3.
                """);
        for (int[] g : givens) sb.append("v(").append(g[0]).append(',').append(g[1]).append(',').append(g[2]).append(").\n");
        for (String e : extra) sb.append(e).append('\n');
        return sb.toString();
    }

    /** A count: value of the control plus offset = cells among `cells` with the first one's label. */
    static String aspCount(Cell control, int offset, List<Cell> cells) {
        String id = "c" + control.row() + "_" + control.col() + "_" + System.identityHashCode(cells);
        StringBuilder sb = new StringBuilder();
        for (Cell c : cells) sb.append("in(").append(id).append(',').append(c.row() + 1).append(',').append(c.col() + 1).append("). ");
        Cell f = cells.get(0);
        sb.append(":- v(").append(control.row() + 1).append(',').append(control.col() + 1).append(",N), lab(").append(f.row() + 1).append(',')
                .append(f.col() + 1).append(",K), X = #count { R,C : in(").append(id).append(",R,C), lab(R,C,K) }, X != N + ").append(offset).append(".");
        return sb.toString();
    }

    /** An arrow: value of the control plus offset = 1 + on each arm the cells after the start before the first other label. */
    static String aspArrow(Cell control, int offset, List<List<Cell>> arms) {
        String id = "a" + control.row() + "_" + control.col() + "_" + System.identityHashCode(arms);
        StringBuilder sb = new StringBuilder();
        Cell s = arms.get(0).get(0);
        for (int a = 0; a < arms.size(); a++)
            for (int i = 1; i < arms.get(a).size(); i++) {
                Cell c = arms.get(a).get(i);
                sb.append("arm(").append(id).append(',').append(a).append(',').append(i).append(',').append(c.row() + 1).append(',').append(c.col() + 1).append("). ");
            }
        String sl = "lab(" + (s.row() + 1) + "," + (s.col() + 1) + ",K)";
        // run(A,I): the I-th cell of arm A and every one before it share the start's label
        sb.append("run(").append(id).append(",A,1) :- arm(").append(id).append(",A,1,R,C), lab(R,C,K), ").append(sl).append(". ");
        sb.append("run(").append(id).append(",A,I) :- run(").append(id).append(",A,I-1), arm(").append(id).append(",A,I,R,C), lab(R,C,K), ").append(sl).append(". ");
        sb.append(":- v(").append(control.row() + 1).append(',').append(control.col() + 1).append(",N), X = #count { A,I : run(").append(id).append(",A,I) }, X + 1 != N + ").append(offset).append(".");
        return sb.toString();
    }

    private static Cell cell(Random rnd, int n) {
        return new Cell(rnd.nextInt(n), rnd.nextInt(n));
    }

    private static List<Cell> straight(Cell from, int dr, int dc, int n, int len) {
        List<Cell> out = new ArrayList<>();
        for (Cell c = from; c.row() >= 0 && c.col() >= 0 && c.row() < n && c.col() < n && out.size() < len; c = new Cell(c.row() + dr, c.col() + dc)) out.add(c);
        return out;
    }

    @Test
    void countsAgreeWithClingoOnRandomPuzzles() throws Exception {
        Random rnd = new Random(20261128);
        int nonzero = 0, cases = 0, undecided = 0;
        int[][] plan = {{4, 14}, {5, 10}, {6, 6}};
        for (int[] sizeRuns : plan) {
            int n = sizeRuns[0];
            for (int run = 0; run < sizeRuns[1]; run++) {
                // a solution to read clues from: some random givens, solved
                String head = "size " + n + " boxes none\nrules latin chaos-construction\n";
                Puzzle bare = Formats.readAll(head, "bare.cw", Format.CELLWISE).get(0);
                int[] sol = Solver.of(bare).first().first();
                Canvas cv = bare.canvas();
                Grid g = cv.grids().get(0);
                // a random relabelling of the values keeps the solution one
                List<Integer> perm = new ArrayList<>();
                for (int v = 1; v <= n; v++) perm.add(v);
                java.util.Collections.shuffle(perm, rnd);
                StringBuilder text = new StringBuilder(head);
                List<int[]> givens = new ArrayList<>();
                List<String> asp = new ArrayList<>();
                int gcount = n == 4 ? 1 + rnd.nextInt(3) : n == 5 ? 6 + rnd.nextInt(4) : 14 + rnd.nextInt(6);
                for (int k = 0; k < gcount; k++) {
                    Cell c = cell(rnd, n);
                    if (givens.stream().anyMatch(x -> x[0] == c.row() + 1 && x[1] == c.col() + 1)) continue;
                    int v = perm.get(sol[cv.require(c)] - 1);
                    text.append(c).append(" = ").append(v).append('\n');
                    givens.add(new int[] {c.row() + 1, c.col() + 1, v});
                }
                int clues = 1 + rnd.nextInt(n == 6 ? 5 : 3);
                for (int k = 0; k < clues; k++) {
                    Cell control = cell(rnd, n);
                    boolean excl = rnd.nextInt(4) == 0;
                    int value;
                    if (rnd.nextBoolean()) {
                        List<Cell> counted;
                        boolean plain = rnd.nextBoolean();
                        if (plain) counted = new ChaosCount(control, excl, List.of()).counted(g);
                        else {
                            java.util.LinkedHashSet<Cell> set = new java.util.LinkedHashSet<>();
                            int m = 2 + rnd.nextInt(5);
                            while (set.size() < m) set.add(cell(rnd, n));
                            counted = new ArrayList<>(set);
                        }
                        int same = 0;
                        for (Cell c : counted) if (sol[cv.require(ChaosConstruction.region(g, c))] == sol[cv.require(ChaosConstruction.region(g, counted.get(0)))]) same++;
                        value = same - (excl ? 1 : 0) + (rnd.nextInt(5) == 0 ? 1 : 0);
                        if (value < 1 || value > n) continue;
                        text.append("chaos-count ").append(control).append(excl ? " excluding-first" : "")
                                .append(plain ? "" : " : " + Clue.cells(counted)).append('\n');
                        asp.add(aspCount(control, excl ? 1 : 0, counted));
                    } else {
                        boolean plain = rnd.nextBoolean();
                        List<List<Cell>> arms;
                        if (plain) arms = new ChaosArrow(control, excl, List.of()).armsOn(g);
                        else {
                            Cell start = cell(rnd, n);
                            arms = new ArrayList<>();
                            int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
                            int na = 1 + rnd.nextInt(2);
                            for (int a = 0; a < na; a++) {
                                int[] d = dirs[(a * 2 + rnd.nextInt(2)) % 4];
                                List<Cell> arm = straight(start, d[0], d[1], n, 2 + rnd.nextInt(n));
                                if (arm.size() > 1) arms.add(arm);
                            }
                            if (arms.isEmpty()) continue;
                        }
                        int startLabel = sol[cv.require(ChaosConstruction.region(g, arms.get(0).get(0)))];
                        int length = 1;
                        for (List<Cell> arm : arms)
                            for (Cell c : arm.subList(1, arm.size())) {
                                if (sol[cv.require(ChaosConstruction.region(g, c))] != startLabel) break;
                                length++;
                            }
                        value = length - (excl ? 1 : 0) + (rnd.nextInt(5) == 0 ? -1 : 0);
                        if (value < 1 || value > n) continue;
                        StringBuilder st = new StringBuilder("chaos-arrow " + control + (excl ? " excluding-first" : ""));
                        if (!plain) for (List<Cell> arm : arms) st.append(" : ").append(Clue.cells(arm));
                        text.append(st).append('\n');
                        asp.add(aspArrow(control, excl ? 1 : 0, arms));
                    }
                    // the control holds `value`: a given (one that another given contradicts leaves no solution, counted too)
                    if (givens.stream().noneMatch(x -> x[0] == control.row() + 1 && x[1] == control.col() + 1)) {
                        text.append(control).append(" = ").append(value).append('\n');
                        givens.add(new int[] {control.row() + 1, control.col() + 1, value});
                    }
                }
                Puzzle p = Formats.readAll(text.toString(), "random.cw", Format.CELLWISE).get(0);
                Result r = Solver.of(p).solve(SolveOptions.upTo(CAP + 1).withMaxNodes(NODES), 0);
                if (Boolean.getBoolean("chaos.verbose")) System.out.println(n + "x" + n + " #" + run + ": " + r.count() + " " + r.outcome() + " in " + r.stats().nodes() + " nodes");
                if (r.outcome() != Outcome.COMPLETE && r.outcome() != Outcome.LIMIT) {
                    undecided++;
                    continue;
                }
                long mine = r.count();
                long theirs = clingoCount(program(n, givens, asp));
                assertEquals(Math.min(theirs, CAP + 1), Math.min(mine, CAP + 1), text::toString);
                cases++;
                if (mine > 0) nonzero++;
            }
        }
        assertTrue(cases >= 27 && cases + undecided == 30, cases + " decided within " + NODES + " nodes, " + undecided + " not");
        assertTrue(nonzero >= 5, "too few puzzles with solutions: " + nonzero);
    }
}
