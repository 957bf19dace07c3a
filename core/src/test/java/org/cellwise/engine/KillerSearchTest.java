package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * Killers through the general engine: the cage tables and the 45 rule's equations must reach the search. The ten
 * janko killers that needed the longest searches without them (janko-171 took 343 nodes, janko-369 62) are each
 * proven unique, to the published answer, in a few nodes: if the equations stopped being woken, these would branch
 * again by the dozen.
 */
class KillerSearchTest {
    private static final Set<String> HARDEST = Set.of("171", "620", "177", "540", "369", "179", "174", "146", "370", "618");

    @Test
    void theHardestJankoKillersNeedHardlyAnySearch() throws Exception {
        Map<String, int[]> answers = new HashMap<>();
        for (String line : Files.readAllLines(TestFiles.data().resolve("killer-janko.solutions"))) {
            String[] parts = line.split("\t");
            if (parts.length == 2) answers.put(parts[0], java.util.Arrays.stream(parts[1].split(",")).mapToInt(Integer::parseInt).toArray());
        }
        List<Puzzle> all = Formats.readAll(TestFiles.data().resolve("killer-janko.txt"));
        int seen = 0;
        long nodes = 0;
        for (Puzzle p : all) {
            String id = p.name().split(" ")[0]; // janko-171_9x9
            if (!id.endsWith("_9x9") || !HARDEST.contains(id.substring(6, id.length() - 4))) continue;
            seen++;
            Result r = Solver.of(p).uniqueness();
            assertTrue(r.unique(), id);
            assertArrayEquals(answers.get(id), r.first(), id);
            assertTrue(r.stats().nodes() <= 30, id + " took " + r.stats().nodes() + " nodes");
            nodes += r.stats().nodes();
        }
        assertEquals(HARDEST.size(), seen);
        assertTrue(nodes <= 60, "all ten took " + nodes + " nodes");
    }
}
