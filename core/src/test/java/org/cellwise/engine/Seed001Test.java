package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every puzzle of seed 001, from examples/, solves uniquely to the solution the seed prints. */
class Seed001Test {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // the seed's printed solutions, row by row
        "seed001-classic.cw, 976481325143259786528376194694518237812734569735962418467823951251697843389145672",
        "seed001-6x6.cw, 245163316452453621162345534216621534",
        "seed001-offset.cw, 157643829923851647864729531231578496798364215645192378312985764579436182486217953",
        "seed001-anti-knight.cw, 391527684425689731876431952789312465653974218214865379147253896562798143938146527",
        "seed001-greater-than.cw, 239514678476893125815762934967348512182956743354127896728639451641275389593481267",
        // not printed by the seed: Arto Inkala's published solution
        "seed001-worlds-hardest.cw, 812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    })
    void solvesToTheSeedsSolution(String file, String expected) throws Exception {
        Puzzle p = only(file);
        Result r = Solver.of(p).uniqueness();
        assertTrue(r.unique(), file + " should have exactly one solution, found " + r.count());
        assertArrayEquals(expected.chars().map(c -> c - '0').toArray(), r.first());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"seed001-16x16.cw"})
    void sixteenBySixteenIsUniqueAndValid(String file) throws Exception {
        Puzzle p = only(file);
        Result r = Solver.of(p).uniqueness();
        assertTrue(r.unique());
        assertTrue(org.cellwise.testing.ChocoOracle.satisfies(p, r.first()));
        assertEquals(16, p.values().max());
        // the solution the file documents in its comments
        List<String> lines = java.nio.file.Files.readAllLines(TestFiles.examples().resolve(file));
        int start = lines.indexOf("# Its solution:") + 1;
        int[] expected = lines.subList(start, start + 16).stream()
                .flatMapToInt(l -> java.util.Arrays.stream(l.substring(1).trim().split("\\s+")).mapToInt(Integer::parseInt))
                .toArray();
        assertArrayEquals(expected, r.first());
    }

    private static Puzzle only(String file) throws Exception {
        List<Puzzle> ps = Formats.readAll(TestFiles.examples().resolve(Path.of(file)));
        assertEquals(1, ps.size());
        return ps.get(0);
    }
}
