package org.cellwise.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** SeededRandom draws, call for call, what the JDK's Random draws from the same seed: generate's puzzles stay as they were. */
class SeededRandomTest {
    @Test
    void everyDrawIsTheJdksOwn() {
        int[] bounds = {1, 2, 3, 4, 5, 7, 10, 16, 81, 100, 1 << 20, (1 << 30) + 1, Integer.MAX_VALUE};
        for (long seed = -3; seed < 200; seed++) {
            Random jdk = new Random(seed), mine = new SeededRandom(seed);
            for (int i = 0; i < 300; i++) {
                switch (i % 7) {
                    case 0, 1 -> assertEquals(jdk.nextInt(bounds[i % bounds.length]), mine.nextInt(bounds[i % bounds.length]));
                    case 2 -> assertEquals(jdk.nextBoolean(), mine.nextBoolean());
                    case 3 -> assertEquals(jdk.nextDouble(), mine.nextDouble());
                    case 4 -> assertEquals(jdk.nextLong(), mine.nextLong());
                    case 5 -> assertEquals(jdk.nextInt(), mine.nextInt());
                    default -> assertEquals(jdk.nextFloat(), mine.nextFloat());
                }
            }
            List<Integer> a = new ArrayList<>(), b = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                a.add(i);
                b.add(i);
            }
            Collections.shuffle(a, jdk);
            Collections.shuffle(b, mine);
            assertEquals(a, b);
        }
    }
}
