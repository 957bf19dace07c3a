package org.cellwise.cli;

import java.util.List;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code cellwise} command. Exit codes: 0 all solved, 1 some unsolved or timed out, 2 bad input or usage. */
@Command(name = "cellwise", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Solves number-placement logic puzzles declared as rules.",
        subcommands = {SolveCommand.class, CountCommand.class, CheckCommand.class, CandidatesCommand.class, ExplainCommand.class, HintCommand.class, GradeCommand.class, GenerateCommand.class, DrawCommand.class, ServeCommand.class, ConvertCommand.class, ExportCommand.class,
                ImportCommand.class, BenchCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    public static final int OK = 0, UNSOLVED = 1, BAD_INPUT = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** {@code cellwise} alone: what it is and every command, as {@code --help} shows them. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version and when this build was made, from the file the build fills in. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws Exception {
            java.util.Properties p = new java.util.Properties();
            try (var in = Main.class.getResourceAsStream("version.properties")) {
                if (in != null) p.load(in);
            }
            String version = p.getProperty("version", "unknown"), built = p.getProperty("built", "unknown");
            if (version.startsWith("${")) version = "unknown";
            if (built.startsWith("${")) built = "unknown";
            return new String[] {"cellwise " + version + " (built " + built + "; Java " + System.getProperty("java.version")
                    + ", " + System.getProperty("os.name") + " " + System.getProperty("os.arch") + ")"};
        }
    }

    /**
     * An unknown command or option, with the nearest names: at most two edits away, a swap of two neighbouring
     * letters counting as one ("slove" is "solve", not "serve").
     */
    private static void unknown(CommandLine c, CommandLine.UnmatchedArgumentException u, java.io.PrintWriter err) {
        String word = u.getUnmatched().get(0);
        boolean command = !word.startsWith("-") && c.getCommandSpec().parent() == null;
        List<String> names = command ? List.copyOf(c.getSubcommands().keySet())
                : c.getCommandSpec().options().stream().flatMap(o -> java.util.Arrays.stream(o.names())).toList();
        String bare = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
        int best = names.stream().mapToInt(n -> edits(bare, n)).min().orElse(99);
        List<String> near = best > 2 ? List.of() : names.stream().filter(n -> edits(bare, n) == best).map(n -> "'" + n + "'").toList();
        err.println("cellwise: unknown " + (command ? "command" : "option or argument") + " '" + word + "'"
                + (near.isEmpty() ? "" : "; did you mean " + String.join(" or ", near) + "?"));
        if (command) err.println("Commands: " + String.join(", ", c.getSubcommands().keySet()) + ".");
    }

    /** Edits from a to b: insertions, deletions, substitutions, and swaps of neighbouring letters. */
    static int edits(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1))
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        return d[a.length()][b.length()];
    }

    public static void main(String[] args) {
        // a command line never opens a window: pictures are painted off screen, even where a display exists
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
        System.setOut(Output.stdout());
        System.exit(run(args));
    }

    public static int run(String... args) {
        Output.reset();
        CommandLine cl = commandLine();
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // what a puzzle's own search or reading could not bound: said in a sentence, never as a trace
            if (Output.closed()) return Output.CLOSED;
            System.err.println("cellwise: " + (e instanceof OutOfMemoryError ? "ran out of memory (give Java more with -Xmx)"
                    : "the input nests too deeply to read"));
            return BAD_INPUT;
        }
        // the reader of the output went away (| head): stop quietly, as Unix tools do
        return Output.closed() ? Output.CLOSED : code;
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        // "cellwise completion" prints a bash/zsh completion script (docs/CLI.md)
        cl.addSubcommand("completion", new AutoComplete.GenerateCompletion());
        cl.getSubcommands().get("completion").getCommandSpec().usageMessage()
                .description("Prints a bash or zsh completion script: source <(cellwise completion).");
        cl.setParameterExceptionHandler((ex, a) -> {
            CommandLine c = ex.getCommandLine();
            if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) unknown(c, u, c.getErr());
            else c.getErr().println("cellwise: " + ex.getMessage());
            c.getErr().println("Try '" + c.getCommandSpec().qualifiedName() + " --help'.");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parse) -> {
            c.getErr().println("cellwise: internal error: " + ex);
            return BAD_INPUT;
        });
        return cl;
    }
}
