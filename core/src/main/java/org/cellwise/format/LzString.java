package org.cellwise.format;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * lz-string's base64 form, as f-puzzles and SudokuPad links carry a puzzle's JSON: an LZW code over UTF-16 units
 * whose code width grows with its dictionary, written six bits to a base64 letter. Both directions give the
 * JavaScript library's output unit for unit (tested on real f-puzzles strings), so a link written here opens there.
 */
public final class LzString {
    private static final String KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    private static final int[] VALUE = new int[128];

    static {
        java.util.Arrays.fill(VALUE, -1);
        for (int i = 0; i < KEYS.length(); i++) VALUE[KEYS.charAt(i)] = i;
        // some links turn + into a space or - on the way, and / into _; read them as the library's letters
        VALUE[' '] = VALUE['-'] = VALUE['+'];
        VALUE['_'] = VALUE['/'];
    }

    private LzString() {}

    /** The text, compressed and written in base64 letters, padded with = as the library pads it. */
    public static String compressToBase64(String text) {
        String s = compress(text);
        return switch (s.length() % 4) {
            case 1 -> s + "===";
            case 2 -> s + "==";
            case 3 -> s + "=";
            default -> s;
        };
    }

    /** The text a base64 lz-string holds; null when it is not one (a letter outside base64, a broken code). */
    public static String decompressFromBase64(String input) {
        return decompressFromBase64(input, Integer.MAX_VALUE, Long.MAX_VALUE);
    }

    /**
     * As above, bounded: more than {@code maxChars} characters of output, or {@code System.nanoTime()} past
     * {@code deadline}, is a {@link TooLong} (a few kilobytes of lz-string can expand to gigabytes).
     */
    public static String decompressFromBase64(String input, int maxChars, long deadline) {
        if (input == null) return null;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c >= 128 || VALUE[c] < 0) return null;
        }
        if (input.isEmpty()) return "";
        return decompress(input, maxChars, deadline);
    }

    /** Decompression stopped at a bound: the text would be longer than asked, or it took too long. */
    public static final class TooLong extends RuntimeException {
        public final boolean time;

        TooLong(boolean time, String message) {
            super(message, null, false, false);
            this.time = time;
        }
    }

    /** Bits written most significant first into six-bit letters. */
    private static final class Bits {
        final StringBuilder out = new StringBuilder();
        int value, position;

        void write(int bit) {
            value = (value << 1) | bit;
            if (position == 5) {
                position = 0;
                out.append(KEYS.charAt(value));
                value = 0;
            } else {
                position++;
            }
        }

        /** {@code count} bits of {@code v}, lowest first: the library's order. */
        void writeLow(int v, int count) {
            for (int i = 0; i < count; i++) {
                write(v & 1);
                v >>= 1;
            }
        }
    }

    private static String compress(String text) {
        Map<String, Integer> dictionary = new HashMap<>();
        Set<String> toCreate = new HashSet<>();
        String w = "";
        int enlargeIn = 2, dictSize = 3, numBits = 2;
        Bits bits = new Bits();
        for (int i = 0; i < text.length(); i++) {
            String c = String.valueOf(text.charAt(i));
            if (!dictionary.containsKey(c)) {
                dictionary.put(c, dictSize++);
                toCreate.add(c);
            }
            String wc = w + c;
            if (dictionary.containsKey(wc)) {
                w = wc;
                continue;
            }
            int[] state = emit(w, dictionary, toCreate, bits, enlargeIn, numBits);
            enlargeIn = state[0];
            numBits = state[1];
            dictionary.put(wc, dictSize++);
            w = c;
        }
        if (!w.isEmpty()) {
            int[] state = emit(w, dictionary, toCreate, bits, enlargeIn, numBits);
            numBits = state[1];
        }
        bits.writeLow(2, numBits); // end of stream
        while (true) { // the last letter, filled with zeros
            bits.value <<= 1;
            if (bits.position == 5) {
                bits.out.append(KEYS.charAt(bits.value));
                break;
            }
            bits.position++;
        }
        return bits.out.toString();
    }

    /** Writes the code of {@code w} (a new character first spelt out); returns the new enlargeIn and numBits. */
    private static int[] emit(String w, Map<String, Integer> dictionary, Set<String> toCreate, Bits bits, int enlargeIn, int numBits) {
        if (toCreate.contains(w)) {
            char ch = w.charAt(0);
            if (ch < 256) {
                bits.writeLow(0, numBits);
                bits.writeLow(ch, 8);
            } else {
                bits.writeLow(1, numBits);
                bits.writeLow(ch, 16);
            }
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
            toCreate.remove(w);
        } else {
            bits.writeLow(dictionary.get(w), numBits);
        }
        if (--enlargeIn == 0) {
            enlargeIn = 1 << numBits;
            numBits++;
        }
        return new int[] {enlargeIn, numBits};
    }

    /** Reading bits from base64 letters, lowest first within each code, as the library writes them. */
    private static final class Reader {
        final String input;
        int value, position = 32, index = 1;

        Reader(String input) {
            this.input = input;
            this.value = VALUE[input.charAt(0)];
        }

        int read(int count) {
            int bits = 0;
            for (int power = 1, i = 0; i < count; i++, power <<= 1) {
                int bit = value & position;
                position >>= 1;
                if (position == 0) {
                    position = 32;
                    value = index < input.length() ? VALUE[input.charAt(index)] : 0;
                    index++;
                }
                if (bit != 0) bits |= power;
            }
            return bits;
        }
    }

    private static String decompress(String input, int maxChars, long deadline) {
        java.util.List<String> dictionary = new java.util.ArrayList<>(java.util.List.of("0", "1", "2"));
        Reader in = new Reader(input);
        int enlargeIn = 4, numBits = 3;
        String c;
        switch (in.read(2)) {
            case 0 -> c = String.valueOf((char) in.read(8));
            case 1 -> c = String.valueOf((char) in.read(16));
            case 2 -> {
                return "";
            }
            default -> {
                return null;
            }
        }
        dictionary.add(c);
        String w = c;
        StringBuilder result = new StringBuilder(c);
        while (true) {
            if (in.index > input.length()) return null; // ran out before the end code
            int code = in.read(numBits);
            switch (code) {
                case 0, 1 -> {
                    dictionary.add(String.valueOf((char) in.read(code == 0 ? 8 : 16)));
                    code = dictionary.size() - 1;
                    enlargeIn--;
                }
                case 2 -> {
                    return result.toString();
                }
                default -> { }
            }
            if (enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
            String entry;
            if (code < dictionary.size()) entry = dictionary.get(code);
            else if (code == dictionary.size()) entry = w + w.charAt(0);
            else return null;
            if (result.length() + entry.length() > maxChars)
                throw new TooLong(false, "it expands to more than " + maxChars + " characters");
            if ((dictionary.size() & 1023) == 0 && deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0)
                throw new TooLong(true, "it takes too long to expand");
            result.append(entry);
            dictionary.add(w + entry.charAt(0));
            enlargeIn--;
            w = entry;
            if (enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }
    }
}
