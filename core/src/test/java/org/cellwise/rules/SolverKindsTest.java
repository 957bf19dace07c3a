package org.cellwise.rules;

import static org.cellwise.rules.SetterCluesTest.agrees;
import static org.cellwise.rules.SetterCluesTest.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.cellwise.testing.RandomAutomaton;
import org.cellwise.testing.RegexPatterns;
import org.junit.jupiter.api.Test;

/**
 * The clues of Sigh's Interactive Sudoku Solver that Cellwise states (regex and automaton lines, lunchboxes, sum
 * lines, look-and-say, hidden skyscrapers, numbered rooms, counting circles, rellik and equality cages, same-value
 * sets, weighted sums, setters' own relations, modular lines of any modulus, lockout lines of any difference, the
 * global 2×2 rules), each drawn at random many times and judged apart from its own code: over every 4×4 Latin
 * square, the engine must keep exactly the squares a plain predicate written here keeps (the rule read again from
 * its words), choco must count as many, and the checker must agree square by square. Seeds are fixed.
 */
class SolverKindsTest {
    private static final int ROUNDS = 6;

    /** A path of king steps through distinct cells of the 4×4, {@code len} long (shorter when it runs into itself). */
    static List<String> walk(Random rnd, int len) {
        List<String> path = new ArrayList<>();
        int r = rnd.nextInt(4), c = rnd.nextInt(4);
        path.add(name(r, c));
        for (int i = 1; i < len; i++) {
            String next = null;
            for (int t = 0; t < 16 && next == null; t++) {
                int nr = r + rnd.nextInt(3) - 1, nc = c + rnd.nextInt(3) - 1;
                if (nr >= 0 && nc >= 0 && nr < 4 && nc < 4 && !path.contains(name(nr, nc))) {
                    next = name(nr, nc);
                    r = nr;
                    c = nc;
                }
            }
            if (next == null) break;
            path.add(next);
        }
        return path;
    }

    /** {@code k} different cells anywhere in the 4×4. */
    static List<String> cells(Random rnd, int k) {
        List<String> all = new ArrayList<>();
        for (int r = 0; r < 4; r++) for (int c = 0; c < 4; c++) all.add(name(r, c));
        java.util.Collections.shuffle(all, rnd);
        return new ArrayList<>(all.subList(0, k));
    }

    static String name(int r, int c) {
        return "r" + (r + 1) + "c" + (c + 1);
    }

    static int[] values(int[][] g, List<String> cells) {
        return cells.stream().mapToInt(x -> at(g, x)).toArray();
    }

    static String join(List<String> cells) {
        return String.join(" ", cells);
    }

    /** The line an outside clue at r0cK, r5cK, rKc0 or rKc5 looks along, nearest first. */
    static List<String> lineFrom(String at) {
        int[] rc = SetterCluesTest.cell(at);
        int r = rc[0], c = rc[1], dr = r < 0 ? 1 : r > 3 ? -1 : 0, dc = c < 0 ? 1 : c > 3 ? -1 : 0;
        List<String> out = new ArrayList<>();
        for (r += dr, c += dc; r >= 0 && r < 4 && c >= 0 && c < 4; r += dr, c += dc) out.add(name(r, c));
        return out;
    }

    static String outside(Random rnd) {
        int along = 1 + rnd.nextInt(4);
        return switch (rnd.nextInt(4)) {
            case 0 -> "r0c" + along;
            case 1 -> "r5c" + along;
            case 2 -> "r" + along + "c0";
            default -> "r" + along + "c5";
        };
    }

    /** The rounds of one kind: each a clue and its predicate; most must restrict something and allow something. */
    private interface Draw {
        void round(Random rnd, List<String> clues, List<Predicate<int[][]>> rules);
    }

    private static void rounds(long seed, boolean sudoku, Draw draw) throws Exception {
        Random rnd = new Random(seed);
        int real = 0;
        for (int i = 0; i < ROUNDS; i++) {
            List<String> clues = new ArrayList<>();
            List<Predicate<int[][]>> rules = new ArrayList<>();
            draw.round(rnd, clues, rules);
            int n = agrees(String.join("\n", clues) + "\n", sudoku, g -> rules.stream().allMatch(p -> p.test(g)));
            if (n > 0 && n < (sudoku ? 288 : 576)) real++;
        }
        assertTrue(real >= ROUNDS / 2, "most rounds restrict something and leave something: " + real + " of " + ROUNDS);
    }

    @Test
    void regexLinesMatchAsJavasRegularExpressionsDo() throws Exception {
        rounds(56_1, false, (rnd, clues, rules) -> {
            List<String> line = walk(rnd, 3 + rnd.nextInt(2));
            String pattern = RegexPatterns.random(rnd, "1234", 3);
            clues.add("regex " + pattern + " " + join(line));
            java.util.regex.Pattern judge = java.util.regex.Pattern.compile(pattern);
            rules.add(g -> judge.matcher(digits(values(g, line))).matches());
        });
    }

    static String digits(int[] vs) {
        StringBuilder sb = new StringBuilder();
        for (int v : vs) sb.append(v);
        return sb.toString();
    }

    @Test
    void automatonLinesFollowTheirAutomaton() throws Exception {
        rounds(56_2, false, (rnd, clues, rules) -> {
            RandomAutomaton a = RandomAutomaton.draw(rnd, "m", 2 + rnd.nextInt(3), 4);
            List<String> line = walk(rnd, 3 + rnd.nextInt(2));
            // sometimes two segments, which an automaton reading breaks reads with a break between
            int cut = a.breaks() && line.size() > 2 && rnd.nextBoolean() ? 1 + rnd.nextInt(line.size() - 1) : 0;
            clues.add(a.statement());
            clues.add("automaton m " + (cut == 0 ? join(line) : join(line.subList(0, cut)) + " | " + join(line.subList(cut, line.size()))));
            rules.add(g -> a.accepts(values(g, line), cut));
        });
    }

    @Test
    void lunchboxesAddUpBetweenTheirSmallestAndLargest() throws Exception {
        rounds(56_3, false, (rnd, clues, rules) -> {
            List<String> box = walk(rnd, 2 + rnd.nextInt(3));
            int sum = rnd.nextInt(6);
            clues.add("lunchbox " + sum + " " + join(box));
            rules.add(g -> {
                int[] v = values(g, box);
                if (java.util.Arrays.stream(v).distinct().count() < v.length) return false;
                int lo = 0, hi = 0;
                for (int i = 0; i < v.length; i++) {
                    if (v[i] < v[lo]) lo = i;
                    if (v[i] > v[hi]) hi = i;
                }
                int s = 0;
                for (int i = Math.min(lo, hi) + 1; i < Math.max(lo, hi); i++) s += v[i];
                return s == sum;
            });
        });
    }

    @Test
    void valueIndexingLinesPointFromTheirCountToTheirFirstValue() throws Exception {
        rounds(56_40, false, (rnd, clues, rules) -> {
            List<String> line = cells(rnd, 3 + rnd.nextInt(2)); // a line need not be drawn cell to cell
            if (rnd.nextInt(3) == 0) line.add(2, line.get(1)); // the count among the cells it points at, as ISS allows
            clues.add("value-indexing " + join(line));
            rules.add(g -> {
                int[] v = values(g, line);
                return v[1] <= v.length - 2 && v[1 + v[1]] == v[0];
            });
        });
    }

    @Test
    void sumLinesCutIntoSegmentsOfTheirSum() throws Exception {
        rounds(56_4, false, (rnd, clues, rules) -> {
            List<String> line = walk(rnd, 3 + rnd.nextInt(3));
            int sum = 3 + rnd.nextInt(5);
            boolean loop = rnd.nextBoolean();
            clues.add("sum-line " + sum + " " + join(line) + (loop ? " loop" : ""));
            rules.add(g -> cuts(values(g, line), sum, loop));
        });
    }

    /** Whether some set of cuts (anywhere round a loop) leaves segments each adding up to {@code sum}: tried one by one. */
    static boolean cuts(int[] v, int sum, boolean loop) {
        int n = v.length;
        for (int mask = 0; mask < 1 << n; mask++) { // a cut after cell i for each bit i
            if (!loop && (mask >> (n - 1) & 1) == 0) continue; // a line ends with a cut
            if (mask == 0) continue;
            int first = Integer.numberOfTrailingZeros(mask), s = 0;
            boolean ok = true;
            for (int k = 1; k <= n && ok; k++) { // from just after the first cut, round to it
                int i = (first + k) % n;
                s += v[i];
                if ((mask >> i & 1) != 0) {
                    ok = s == sum;
                    s = 0;
                }
            }
            if (ok) return true;
        }
        return false;
    }

    @Test
    void lookAndSayCountsExactly() throws Exception {
        rounds(56_5, false, (rnd, clues, rules) -> {
            List<String> cells = cells(rnd, 3 + rnd.nextInt(3));
            TreeMap<Integer, Integer> want = new TreeMap<>();
            for (int k = 1 + rnd.nextInt(2); k > 0; k--) want.put(1 + rnd.nextInt(4), rnd.nextInt(3));
            StringBuilder clue = new StringBuilder();
            want.forEach((v, c) -> clue.append(c).append(v));
            clues.add("look-and-say " + clue + " " + join(cells));
            rules.add(g -> want.entrySet().stream().allMatch(e -> java.util.Arrays.stream(values(g, cells)).filter(x -> x == e.getKey()).count() == e.getValue()));
        });
    }

    @Test
    void exactlyCountsEachListedValue() throws Exception {
        rounds(56_6, false, (rnd, clues, rules) -> {
            List<String> cells = cells(rnd, 3 + rnd.nextInt(3));
            int[] listed = rnd.ints(1 + rnd.nextInt(2), 1, 5).sorted().toArray();
            clues.add("exactly " + Clues.values(listed) + " " + join(cells));
            rules.add(g -> {
                int[] v = values(g, cells);
                for (int x : listed)
                    if (java.util.Arrays.stream(v).filter(y -> y == x).count() != java.util.Arrays.stream(listed).filter(y -> y == x).count()) return false;
                return true;
            });
        });
    }

    @Test
    void hiddenSkyscrapersAreTheFirstLowerOne() throws Exception {
        rounds(56_7, false, (rnd, clues, rules) -> {
            String at = outside(rnd);
            int h = 1 + rnd.nextInt(4);
            clues.add("hidden-skyscraper " + h + " " + at);
            List<String> line = lineFrom(at);
            rules.add(g -> {
                int[] v = values(g, line);
                int top = v[0];
                for (int i = 1; i < v.length; i++) {
                    if (v[i] <= top) return v[i] == h;
                    top = v[i];
                }
                return false; // none hidden
            });
        });
    }

    @Test
    void numberedRoomsCountToTheirValue() throws Exception {
        rounds(56_8, false, (rnd, clues, rules) -> {
            String at = outside(rnd);
            int x = 1 + rnd.nextInt(4);
            clues.add("numbered-room " + x + " " + at);
            List<String> line = lineFrom(at);
            rules.add(g -> {
                int[] v = values(g, line);
                return v[0] <= v.length && v[v[0] - 1] == x;
            });
        });
    }

    @Test
    void countDistinctCountsTheOthersValues() throws Exception {
        rounds(56_9, false, (rnd, clues, rules) -> {
            List<String> cells = cells(rnd, 4 + rnd.nextInt(3));
            clues.add("count-distinct " + cells.get(0) + " : " + join(cells.subList(1, cells.size())));
            rules.add(g -> at(g, cells.get(0)) == java.util.Arrays.stream(values(g, cells.subList(1, cells.size()))).distinct().count());
        });
    }

    @Test
    void rellikCagesMakeNoSubsetOfTheirSum() throws Exception {
        rounds(56_10, false, (rnd, clues, rules) -> {
            List<String> cage = walk(rnd, 2 + rnd.nextInt(2));
            int sum = 2 + rnd.nextInt(7);
            clues.add("rellik " + sum + " " + join(cage));
            rules.add(g -> {
                int[] v = values(g, cage);
                if (java.util.Arrays.stream(v).distinct().count() < v.length) return false;
                for (int mask = 1; mask < 1 << v.length; mask++) {
                    int s = 0;
                    for (int i = 0; i < v.length; i++) if ((mask >> i & 1) != 0) s += v[i];
                    if (s == sum) return false;
                }
                return true;
            });
        });
    }

    @Test
    void equalityCagesBalanceParityAndHalves() throws Exception {
        rounds(56_11, false, (rnd, clues, rules) -> {
            List<String> cage = walk(rnd, 2 + 2 * rnd.nextInt(2));
            clues.add("equality-cage " + join(cage));
            rules.add(g -> {
                int[] v = values(g, cage);
                if (java.util.Arrays.stream(v).distinct().count() < v.length) return false;
                long even = java.util.Arrays.stream(v).filter(x -> x % 2 == 0).count(), low = java.util.Arrays.stream(v).filter(x -> x <= 2).count();
                return 2 * even == v.length && 2 * low == v.length;
            });
        });
    }

    @Test
    void countingCirclesCountThemselves() throws Exception {
        countingCircles(56_12, 3, 7);
    }

    @Test
    void manyCountingCirclesCountThemselves() throws Exception {
        // five to ten circles: the values held must add up to their number, which the per-value lines alone do not see
        countingCircles(56_21, 5, 10);
    }

    private static void countingCircles(long seed, int fewest, int most) throws Exception {
        rounds(seed, false, (rnd, clues, rules) -> {
            List<String> circles = cells(rnd, fewest + rnd.nextInt(most - fewest + 1));
            clues.add("counting-circles " + join(circles));
            rules.add(g -> {
                int[] v = values(g, circles);
                for (int x : v) if (java.util.Arrays.stream(v).filter(y -> y == x).count() != x) return false;
                return true;
            });
        });
    }

    @Test
    void sameValueSetsHoldTheSameValues() throws Exception {
        rounds(56_13, false, (rnd, clues, rules) -> {
            int k = 2 + rnd.nextInt(2);
            List<String> all = cells(rnd, 2 * k);
            List<List<String>> sets = new ArrayList<>();
            for (int i = 0; i + k <= all.size(); i += k) sets.add(all.subList(i, i + k));
            clues.add("same-values " + String.join(" | ", sets.stream().map(SolverKindsTest::join).toList()));
            rules.add(g -> {
                int[] a = values(g, sets.get(0));
                java.util.Arrays.sort(a);
                for (List<String> s : sets) {
                    int[] b = values(g, s);
                    java.util.Arrays.sort(b);
                    if (!java.util.Arrays.equals(a, b)) return false;
                }
                return true;
            });
        });
    }

    @Test
    void weightedSumsCountEachCellByItsWeight() throws Exception {
        rounds(56_14, false, (rnd, clues, rules) -> {
            List<String> cells = cells(rnd, 2 + rnd.nextInt(3));
            if (rnd.nextBoolean()) cells.add(cells.get(0)); // a cell counted twice
            int[] w = new int[cells.size()];
            StringBuilder terms = new StringBuilder();
            for (int i = 0; i < w.length; i++) {
                w[i] = rnd.nextInt(4) == 0 ? -1 - rnd.nextInt(2) : 1 + rnd.nextInt(2);
                terms.append(' ').append(w[i] == 1 ? "" : w[i] == -1 ? "-" : w[i] + "*").append(cells.get(i));
            }
            // a target the weights reach with values 1..4: the sum at values all 2 or 3, give or take
            int around = 0;
            for (int x : w) around += x * (2 + rnd.nextInt(2));
            int target = around;
            clues.add("weighted-sum " + target + terms);
            rules.add(g -> {
                int s = 0;
                for (int i = 0; i < w.length; i++) s += w[i] * at(g, cells.get(i));
                return s == target;
            });
        });
    }

    @Test
    void relationsHoldBetweenNeighboursOrEveryTwoCells() throws Exception {
        rounds(56_15, false, (rnd, clues, rules) -> {
            Set<String> allowed = new HashSet<>();
            StringBuilder def = new StringBuilder("relation r");
            for (int a = 1; a <= 4; a++) {
                List<Integer> then = new ArrayList<>();
                for (int b = 1; b <= 4; b++) if (rnd.nextInt(3) > 0) {
                    then.add(b);
                    allowed.add(a + ":" + b);
                }
                if (!then.isEmpty()) def.append(' ').append(a).append(':').append(String.join(",", then.stream().map(String::valueOf).toList()));
            }
            if (allowed.isEmpty()) {
                def.append(" 1:2");
                allowed.add("1:2");
            }
            boolean all = rnd.nextBoolean();
            List<String> line = walk(rnd, 2 + rnd.nextInt(3));
            clues.add(def.toString());
            clues.add((all ? "all-pairs" : "pairs") + " r " + join(line));
            rules.add(g -> {
                int[] v = values(g, line);
                for (int i = 0; i < v.length; i++)
                    for (int j = i + 1; j < (all ? v.length : Math.min(i + 2, v.length)); j++) {
                        if (!allowed.contains(v[i] + ":" + v[j])) return false;
                        if (all && !allowed.contains(v[j] + ":" + v[i])) return false;
                    }
                return true;
            });
        });
    }

    @Test
    void modularLinesOfAnyModulus() throws Exception {
        rounds(56_16, false, (rnd, clues, rules) -> {
            int m = 2 + rnd.nextInt(3);
            List<String> line = walk(rnd, 2 + rnd.nextInt(4));
            clues.add("modular " + m + " " + join(line));
            rules.add(g -> {
                int[] v = values(g, line);
                for (int i = 0; i < v.length; i++)
                    for (int j = i + 1; j < v.length && j < i + m; j++) if (v[i] % m == v[j] % m) return false;
                return true;
            });
        });
    }

    @Test
    void lockoutLinesOfAnyDifference() throws Exception {
        rounds(56_17, false, (rnd, clues, rules) -> {
            int d = 1 + rnd.nextInt(3);
            List<String> line = walk(rnd, 2 + rnd.nextInt(3));
            clues.add("lockout " + d + " " + join(line));
            rules.add(g -> {
                int[] v = values(g, line);
                int a = v[0], b = v[v.length - 1], lo = Math.min(a, b), hi = Math.max(a, b);
                for (int i = 1; i < v.length - 1; i++) if (v[i] >= lo && v[i] <= hi) return false;
                return hi - lo >= d;
            });
        });
    }

    @Test
    void everyTwoByTwoHoldsEachRemainderModThree() throws Exception {
        // global mod on 4×4: every 2×2 window would need values of remainders 0, 1 and 2, but a 4×4 Latin square has one
        // value of remainder 0 (3) in each row, so two windows side by side share it: no square keeps the rule
        assertEquals(0, agrees("rules global-mod\n", false, g -> {
            for (int r = 0; r < 3; r++)
                for (int c = 0; c < 3; c++) {
                    Set<Integer> rem = new HashSet<>();
                    for (int[] d : new int[][] {{0, 0}, {0, 1}, {1, 0}, {1, 1}}) rem.add(g[r + d[0]][c + d[1]] % 3);
                    if (rem.size() < 3) return false;
                }
            return true;
        }));
    }
}
