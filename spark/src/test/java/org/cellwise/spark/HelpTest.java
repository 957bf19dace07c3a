package org.cellwise.spark;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** cellwise-spark's help reads as sentences: each paragraph whole, lines broken between words, addresses kept whole. */
class HelpTest {
    private static List<CommandLine> all() {
        CommandLine top = Main.commandLine();
        List<CommandLine> out = new ArrayList<>(List.of(top));
        out.addAll(top.getSubcommands().values());
        return out;
    }

    @Test
    void descriptionsAreWholeSentencesWrappedBetweenWords() {
        for (CommandLine c : all()) {
            String name = c.getCommandSpec().qualifiedName();
            for (String d : c.getCommandSpec().usageMessage().description())
                assertTrue(d.endsWith("."), name + ": a paragraph cut short: " + d);
            c.getCommandSpec().usageMessage().width(80).autoWidth(false);
            String help = c.getUsageMessage();
            for (String line : help.split("\n")) {
                assertTrue(line.length() <= 80, name + ": " + line);
                assertTrue(!line.endsWith("hdfs:") && !line.endsWith("s3a:") && !line.stripLeading().startsWith("//"),
                        name + ": an address broken across lines: " + line);
            }
            // the words of each paragraph come out in order, each whole
            String flat = help.replaceAll("\\s+", " ");
            for (String d : c.getCommandSpec().usageMessage().description())
                assertTrue(flat.contains(d.replaceAll("\\s+", " ")), name + ": not shown whole: " + d);
        }
    }

    @Test
    void theOutputsFormatHasANameOfItsOwn() {
        String help = Main.commandLine().getSubcommands().get("solve").getUsageMessage();
        assertTrue(help.contains("--out-format=FORMAT"), help);
        assertTrue(!help.contains("--format"), "the old name is an alias, not advertised: " + help);
    }
}
