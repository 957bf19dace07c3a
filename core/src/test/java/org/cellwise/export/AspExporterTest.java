package org.cellwise.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/** The clingo program states what a person counts with: a full house holds every value. */
class AspExporterTest {

    @Test
    void fullHousesAreMarkedSoClingoCanCount() throws Exception {
        // a 4x4 killer: four rows, four columns and four boxes hold every value; the 2-cell cages do not
        Puzzle p = Formats.readAll("#killer k\na3+,a,b7+,b\nc7+,c,d3+,d\ne4+,e,f6+,f\ng6+,g,h4+,h\n", "k", null).get(0);
        String program = new AspExporter().program(p);
        Matcher full = Pattern.compile("\\bfull\\((\\d+)\\)\\.").matcher(program);
        int count = 0;
        while (full.find()) {
            count++;
            String g = full.group(1);
            // the group marked full has as many cells as there are values
            assertEquals(4, Pattern.compile("\\bin\\(" + g + ",\\d+,\\d+\\)").matcher(program).results().count(), "group " + g);
        }
        assertEquals(12, count, program);
        assertTrue(program.contains(":- full(G), val(N), not a(R,C,N) : in(G,R,C)."), program);
        assertTrue(program.contains("#defined full/1."), "a program without full groups must not warn: " + program);
    }
}
