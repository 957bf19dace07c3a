package org.cellwise.logic.techniques;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.words.Notation;

/**
 * X-wing, swordfish, jellyfish, plain and finned: k lines (rows, or columns) whose places for a value all lie in
 * k crossing lines put the value k times there, so the crossing lines lose it elsewhere. With fins (places outside
 * the crossing lines) only the cells that also see every fin lose it. Lines of overlapping grids are lines too.
 */
public final class Fish {
    private static final int BUDGET = 50_000;

    private Fish() {}

    public static Step find(Board b, int k, boolean finned) {
        Layout L = b.L;
        // the search runs on bit sets (a cell's places, lines, peers); lists are made only for the step found
        Search f = new Search(b, k, finned);
        // a search depends on the value's places alone (a house where it is placed has no other place for it), so
        // the places of a search that found nothing, unchanged since, find nothing again: most steps touch few values
        int slot = 2 * k + (finned ? 1 : 0), W = L.words;
        if (b.fishNone == null || b.fishNone.length <= slot) b.fishNone = java.util.Arrays.copyOf(b.fishNone == null ? new long[0][] : b.fishNone, slot + 1);
        if (b.fishNone[slot] == null) {
            b.fishNone[slot] = new long[L.size * (W + 1)];
        }
        long[] none = b.fishNone[slot]; // per value: a flag word (1: known), then its places
        for (int v = 0; v < L.size; v++) {
            java.util.Arrays.fill(f.with, 0);
            long bit = 1L << v;
            for (int c = 0; c < L.n; c++) if (!b.placed[c] && (b.cand[c] & bit) != 0) f.with[c >>> 6] |= 1L << c;
            int at = v * (W + 1);
            if (none[at] != 0 && java.util.Arrays.equals(none, at + 1, at + 1 + W, f.with, 0, W)) continue;
            for (int base = 1; base <= 2; base++) {
                Step s = f.find(v, base);
                if (s != null) return s;
            }
            none[at] = 1;
            System.arraycopy(f.with, 0, none, at + 1, W);
        }
        return null;
    }

    /**
     * One fish search: lines of the base kind with 2 to k (k + 2 with fins) places for the value, k of them at a time in
     * order, the crossing lines they touch, and for a finned fish each k of those in order. The first shape that
     * removes a candidate is the step.
     */
    private static final class Search {
        final Board b;
        final Layout L;
        final int k, most, words;
        final boolean finned;
        final long[] hb;
        /** Unplaced cells that still have the value. */
        final long[] with;
        final int[] lines, chosen, touched, pick;
        /** Places of each line, then scratch: all places chosen, base lines, cover lines, cells seeing every fin. */
        final long[] places, all, baseBits, coverBits, seeFins;
        /** Of each line, the crossing lines its places lie in, as bits of house numbers; then their union, scratch. */
        final long[] crossing, union;
        final int houseWords;
        int count, v, base, budget;

        Search(Board b, int k, boolean finned) {
            this.b = b;
            this.L = b.L;
            this.k = k;
            this.finned = finned;
            this.most = finned ? k + 2 : k;
            this.words = L.words;
            this.hb = L.houseBits();
            this.with = new long[words];
            this.lines = new int[L.houses.length];
            this.places = new long[L.houses.length * words];
            this.chosen = new int[k];
            this.touched = new int[most + 1];
            this.pick = new int[k];
            this.all = new long[words];
            this.baseBits = new long[words];
            this.coverBits = new long[words];
            this.seeFins = new long[words];
            this.houseWords = (L.houses.length + 63) >>> 6;
            this.crossing = new long[L.houses.length * houseWords];
            this.union = new long[houseWords];
        }

        Step find(int v, int base) {
            this.v = v;
            this.base = base;
            count = 0;
            for (int h = 0; h < L.houses.length; h++) {
                if (L.houseKind[h] != base) continue;
                boolean placed = false;
                for (int c : L.houses[h]) placed |= b.placed[c] && b.cand[c] == 1L << v;
                if (placed) continue;
                int n = 0;
                for (int w = 0; w < words; w++) n += Long.bitCount(places[count * words + w] = hb[h * words + w] & with[w]);
                if (n < 2 || n > most) continue;
                int cover = 3 - base;
                java.util.Arrays.fill(crossing, count * houseWords, (count + 1) * houseWords, 0);
                for (int w = 0; w < words; w++)
                    for (long m = places[count * words + w]; m != 0; m &= m - 1)
                        for (int x : L.housesOf[(w << 6) + Long.numberOfTrailingZeros(m)])
                            if (L.houseKind[x] == cover) crossing[count * houseWords + (x >>> 6)] |= 1L << x;
                lines[count++] = h;
            }
            if (count < k) return null;
            budget = BUDGET;
            return pick(0, 0);
        }

        private Step pick(int depth, int from) {
            if (--budget < 0) return null;
            if (depth == k) return examine();
            for (int i = from; i <= count - (k - depth); i++) {
                boolean disjoint = true;
                for (int j = 0; j < depth && disjoint; j++) {
                    int h = lines[chosen[j]];
                    for (int w = 0; w < words; w++) disjoint &= (places[i * words + w] & hb[h * words + w]) == 0;
                }
                if (!disjoint) continue;
                chosen[depth] = i;
                Step s = pick(depth + 1, i + 1);
                if (s != null) return s;
            }
            return null;
        }

        private Step examine() {
            // how many crossing lines the places touch settles most shapes before any list is made
            java.util.Arrays.fill(union, 0);
            for (int i : chosen) for (int w = 0; w < houseWords; w++) union[w] |= crossing[i * houseWords + w];
            int touching = 0;
            for (long u : union) touching += Long.bitCount(u);
            if (touching > most || (finned ? touching <= k : touching != k)) return null;
            int cover = 3 - base, t = 0;
            java.util.Arrays.fill(all, 0);
            java.util.Arrays.fill(baseBits, 0);
            for (int i : chosen) {
                int h = lines[i];
                for (int w = 0; w < words; w++) {
                    all[w] |= places[i * words + w];
                    baseBits[w] |= hb[h * words + w];
                }
                // crossing lines in the order their first place comes, as the places are listed
                for (int c : L.houses[h]) {
                    if ((places[i * words + (c >>> 6)] & (1L << c)) == 0) continue;
                    for (int x : L.housesOf[c]) {
                        if (L.houseKind[x] != cover) continue;
                        boolean seen = false;
                        for (int j = 0; j < t && !seen; j++) seen = touched[j] == x;
                        if (seen) continue;
                        if (t == most) return null;
                        touched[t++] = x;
                    }
                }
            }
            if (!finned) {
                if (t != k) return null;
                java.util.Arrays.fill(coverBits, 0);
                for (int j = 0; j < t; j++) for (int w = 0; w < words; w++) coverBits[w] |= hb[touched[j] * words + w];
                return removes(null) ? made(t, false) : null;
            }
            if (t <= k) return null;
            return covers(t, 0, 0);
        }

        private Step covers(int t, int depth, int from) {
            if (depth == k) {
                java.util.Arrays.fill(coverBits, 0);
                for (int i : pick) for (int w = 0; w < words; w++) coverBits[w] |= hb[touched[i] * words + w];
                java.util.Arrays.fill(seeFins, -1L);
                boolean fins = false;
                for (int w = 0; w < words; w++)
                    for (long f = all[w] & ~coverBits[w]; f != 0; f &= f - 1) {
                        int c = (w << 6) + Long.numberOfTrailingZeros(f);
                        fins = true;
                        for (int x = 0; x < words; x++) seeFins[x] &= L.peerBits[c * words + x];
                    }
                return fins && removes(seeFins) ? made(t, true) : null;
            }
            for (int i = from; i <= t - (k - depth); i++) {
                pick[depth] = i;
                Step s = covers(t, depth + 1, i + 1);
                if (s != null) return s;
            }
            return null;
        }

        /** Whether the cover lines hold the value outside the base lines (and where every fin is seen). */
        private boolean removes(long[] fins) {
            for (int w = 0; w < words; w++)
                if ((coverBits[w] & with[w] & ~baseBits[w] & (fins == null ? -1L : fins[w])) != 0) return true;
            return false;
        }

        /** The step of the shape found, in the lists and words the text is made from. */
        private Step made(int t, boolean withFins) {
            List<Integer> baseLines = new ArrayList<>(), coverLines = new ArrayList<>(), cells = new ArrayList<>(), fins = new ArrayList<>();
            for (int i : chosen) {
                baseLines.add(lines[i]);
                cells.addAll(b.withValue(L.houses[lines[i]], v));
            }
            if (withFins) for (int i : pick) coverLines.add(touched[i]);
            else for (int j = 0; j < t; j++) coverLines.add(touched[j]);
            if (withFins)
                for (int c : cells) if ((coverBits[c >>> 6] & (1L << c)) == 0) fins.add(c);
            return step(b, k, v, baseLines, coverLines, cells, fins, withFins);
        }
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
        // houses in the order of the grid, as HoDoKu writes them (c24, never c42) and a person reads them
        baseLines = new ArrayList<>(baseLines);
        coverLines = new ArrayList<>(coverLines);
        baseLines.sort(java.util.Comparator.comparingInt(h -> L.houses[h][0]));
        coverLines.sort(java.util.Comparator.comparingInt(h -> L.houses[h][0]));
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
        return new Step(t, t.rating(), rules, text, List.of(), elim, Cells.concat(Cells.concat(new int[0], all), out))
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
