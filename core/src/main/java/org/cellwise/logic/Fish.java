package org.cellwise.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * X-wing, swordfish, jellyfish, plain and finned: k lines (rows, or columns) whose places for a value all lie in
 * k crossing lines put the value k times there, so the crossing lines lose it elsewhere. With fins (places outside
 * the crossing lines) only the cells that also see every fin lose it. Lines of overlapping grids are lines too.
 */
final class Fish {
    private static final int BUDGET = 50_000;

    private Fish() {}

    static Step find(Board b, int k, boolean finned) {
        Layout L = b.L;
        for (int v = 0; v < L.size; v++)
            for (int base = 1; base <= 2; base++) {
                Step s = find(b, k, finned, v, base);
                if (s != null) return s;
            }
        return null;
    }

    private static Step find(Board b, int k, boolean finned, int v, int base) {
        Layout L = b.L;
        List<Integer> lines = new ArrayList<>();
        List<List<Integer>> places = new ArrayList<>();
        int most = finned ? k + 2 : k;
        for (int h = 0; h < L.houses.length; h++) {
            if (L.houseKind[h] != base) continue;
            boolean placed = false;
            for (int c : L.houses[h]) placed |= b.placed[c] && b.cand[c] == 1L << v;
            if (placed) continue;
            List<Integer> p = b.withValue(L.houses[h], v);
            if (p.size() >= 2 && p.size() <= most) {
                lines.add(h);
                places.add(p);
            }
        }
        if (lines.size() < k) return null;
        int[] budget = {BUDGET};
        return pick(b, k, finned, v, base, lines, places, new int[k], 0, 0, budget);
    }

    private static Step pick(Board b, int k, boolean finned, int v, int base, List<Integer> lines, List<List<Integer>> places,
            int[] chosen, int depth, int from, int[] budget) {
        if (--budget[0] < 0) return null;
        if (depth == k) return examine(b, k, finned, v, base, lines, places, chosen);
        for (int i = from; i <= lines.size() - (k - depth); i++) {
            boolean disjoint = true;
            for (int j = 0; j < depth && disjoint; j++)
                for (int c : places.get(i)) disjoint &= !in(b.L, lines.get(chosen[j]), c);
            if (!disjoint) continue;
            chosen[depth] = i;
            Step s = pick(b, k, finned, v, base, lines, places, chosen, depth + 1, i + 1, budget);
            if (s != null) return s;
        }
        return null;
    }

    private static Step examine(Board b, int k, boolean finned, int v, int base, List<Integer> lines,
            List<List<Integer>> places, int[] chosen) {
        Layout L = b.L;
        int cover = 3 - base;
        List<Integer> all = new ArrayList<>();
        List<Integer> baseLines = new ArrayList<>();
        for (int i : chosen) {
            all.addAll(places.get(i));
            baseLines.add(lines.get(i));
        }
        List<Integer> touched = new ArrayList<>();
        int most = finned ? k + 2 : k;
        for (int c : all)
            for (int h : L.housesOf[c])
                if (L.houseKind[h] == cover && !touched.contains(h)) {
                    touched.add(h);
                    if (touched.size() > most) return null;
                }
        if (!finned) {
            if (touched.size() != k) return null;
            return step(b, k, v, baseLines, touched, all, List.of(), false);
        }
        if (touched.size() <= k || touched.size() > k + 2) return null;
        int[] pick = new int[k];
        return covers(b, k, v, baseLines, touched, all, pick, 0, 0);
    }

    private static Step covers(Board b, int k, int v, List<Integer> baseLines, List<Integer> touched, List<Integer> all,
            int[] pick, int depth, int from) {
        if (depth == k) {
            List<Integer> coverLines = new ArrayList<>();
            for (int i : pick) coverLines.add(touched.get(i));
            List<Integer> fins = new ArrayList<>();
            for (int c : all) {
                boolean covered = false;
                for (int h : coverLines) covered |= in(b.L, h, c);
                if (!covered) fins.add(c);
            }
            if (fins.isEmpty()) return null;
            return step(b, k, v, baseLines, coverLines, all, fins, true);
        }
        for (int i = from; i <= touched.size() - (k - depth); i++) {
            pick[depth] = i;
            Step s = covers(b, k, v, baseLines, touched, all, pick, depth + 1, i + 1);
            if (s != null) return s;
        }
        return null;
    }

    private static Step step(Board b, int k, int v, List<Integer> baseLines, List<Integer> coverLines, List<Integer> all,
            List<Integer> fins, boolean finned) {
        Layout L = b.L;
        // cells that see every fin, as bits: most finned shapes remove nothing, and are dropped here cheaply
        long[] seeFins = null;
        if (!fins.isEmpty()) {
            seeFins = java.util.Arrays.copyOfRange(L.peerBits, fins.get(0) * L.words, (fins.get(0) + 1) * L.words);
            for (int i = 1; i < fins.size(); i++)
                for (int w = 0; w < L.words; w++) seeFins[w] &= L.peerBits[fins.get(i) * L.words + w];
        }
        List<Step.Candidate> elim = null;
        List<Integer> out = null;
        for (int h : coverLines)
            for (int c : L.houses[h]) {
                if (b.placed[c] || !b.has(c, v)) continue;
                if (seeFins != null && (seeFins[c >>> 6] & (1L << c)) == 0) continue;
                boolean inBase = false;
                for (int bl : baseLines) inBase |= in(L, bl, c);
                if (inBase) continue;
                if (out == null) {
                    out = new ArrayList<>();
                    elim = new ArrayList<>();
                }
                if (out.contains(c)) continue;
                out.add(c);
                elim.add(b.candidate(c, v));
            }
        if (elim == null) return null;
        Technique t = switch (k) {
            case 2 -> finned ? Technique.FINNED_X_WING : Technique.X_WING;
            case 3 -> finned ? Technique.FINNED_SWORDFISH : Technique.SWORDFISH;
            default -> finned ? Technique.FINNED_JELLYFISH : Technique.JELLYFISH;
        };
        List<String> rules = new ArrayList<>();
        for (int h : baseLines) rules.add(L.houseNames[h]);
        for (int h : coverLines) rules.add(L.houseNames[h]);
        String text = "In " + names(L, baseLines) + ", " + b.v(v) + " can only go in " + names(L, coverLines)
                + (finned ? " or the fin" + (fins.size() > 1 ? "s " : " ") + b.names(fins) : "") + " (" + t.name() + "), so "
                + b.names(out) + (finned ? (out.size() == 1 ? ", which sees" : ", which see") + (fins.size() > 1 ? " every fin," : " the fin,") : "")
                + (out.size() == 1 ? " is not " : " are not ") + b.v(v) + (finned ? Reasons.seeing(L, out, fins) : "") + ".";
        StringBuilder line = new StringBuilder(finned ? "Finned " : "").append(switch (k) {
            case 2 -> "X-Wing";
            case 3 -> "Swordfish";
            default -> "Jellyfish";
        }).append(": ").append(b.v(v)).append(' ').append(lines(L, baseLines)).append(' ').append(lines(L, coverLines));
        if (finned) line.append(" f").append(Notation.cells(L.canvas, fins));
        line.append(" => ").append(Notation.results(L.canvas, List.of(), elim).substring(3));
        return new Step(t, t.rating(), rules, text, List.of(), elim, RuleStep.concat(RuleStep.concat(new int[0], all), out))
                .withForms(line.toString(), null);
    }

    /** Whether house h holds cell c: a cell is in few houses, a house has many cells. */
    private static boolean in(Layout L, int h, int c) {
        for (int x : L.housesOf[c]) if (x == h) return true;
        return false;
    }

    /** Lines as HoDoKu writes them: {@code r26}, or their names when they are not rows or columns of one grid. */
    private static String lines(Layout L, List<Integer> hs) {
        StringBuilder sb = new StringBuilder();
        String kind = null;
        for (int h : hs) {
            String n = Notation.house(L.houseNames[h]);
            if (n.equals(L.houseNames[h]) || kind != null && !n.startsWith(kind)) return names(L, hs);
            if (kind == null) {
                kind = n.substring(0, 1);
                sb.append(kind);
            }
            sb.append(sb.length() > 1 && L.size > 9 ? "." : "").append(n.substring(1));
        }
        return sb.toString();
    }

    private static String names(Layout L, List<Integer> hs) {
        List<String> n = new ArrayList<>();
        for (int h : hs) n.add(L.houseNames[h]);
        return String.join(", ", n);
    }
}
