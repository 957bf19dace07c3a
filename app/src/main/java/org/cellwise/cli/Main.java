package org.cellwise.cli;

import java.util.List;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code cellwise} command. Exit codes: 0 all solved, 1 some unsolved or timed out, 2 bad input or usage, 130 Ctrl-C, 141 output closed. */
@Command(name = "cellwise", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Solves number-placement logic puzzles declared as rules.")
public final class Main implements Runnable {
    public static final int OK = 0, UNSOLVED = 1, BAD_INPUT = 2;

    /**
     * The commands, in the order help lists them. picocli reads every option of every command it is given, which
     * took about a third of a short run's start (`generate --count 3000` spent 0.1-0.2 s there), so a run that names
     * its command is given that command alone; help, completion and a misspelt command get them all.
     */
    private static final List<String> COMMANDS = List.of("solve", "count", "check", "candidates", "explain", "hint", "grade",
            "generate", "draw", "serve", "site", "convert", "export", "import", "bench");

    /**
     * A new command object by name. A switch, not a table of constructor references: each reference is linked when
     * the table is made, loading every command's class on every run (15 classes and lambdas, some 10 ms of a start).
     */
    private static Object command(String name) {
        return switch (name) {
            case "solve" -> new SolveCommand();
            case "count" -> new CountCommand();
            case "check" -> new CheckCommand();
            case "candidates" -> new CandidatesCommand();
            case "explain" -> new ExplainCommand();
            case "hint" -> new HintCommand();
            case "grade" -> new GradeCommand();
            case "generate" -> new GenerateCommand();
            case "draw" -> new DrawCommand();
            case "serve" -> new ServeCommand();
            case "site" -> new SiteCommand();
            case "convert" -> new ConvertCommand();
            case "export" -> new ExportCommand();
            case "import" -> new ImportCommand();
            case "bench" -> new BenchCommand();
            default -> throw new IllegalArgumentException(name);
        };
    }

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
        err.println("cellwise: unknown " + (command ? "command" : "option or argument") + " '" + word + "'"
                + (org.cellwise.model.Spelling.nearest(bare, names).isEmpty() ? "" : "; " + org.cellwise.model.Spelling.didYouMean(bare, names)));
        if (command) err.println("Commands: " + String.join(", ", c.getSubcommands().keySet()) + ".");
    }

    public static void main(String[] args) {
        // a command line never opens a window: pictures are painted off screen, even where a display exists
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
        System.setOut(Output.stdout());
        System.exit(run(args));
    }

    public static int run(String... args) {
        Output.reset();
        CommandLine cl = commandLine(args.length > 0 && COMMANDS.contains(args[0]) ? args[0] : null);
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

    /** Every command. */
    static CommandLine commandLine() {
        return commandLine(null);
    }

    /** The named command alone, or every command when {@code only} is null. */
    static CommandLine commandLine(String only) {
        CommandLine cl = new CommandLine(new Main());
        for (String c : COMMANDS)
            if (only == null || only.equals(c)) cl.addSubcommand(c, command(c));
        if (only == null) {
            cl.addSubcommand("help", new CommandLine.HelpCommand());
            // "cellwise completion" prints a bash/zsh completion script (docs/CLI.md)
            cl.addSubcommand("completion", new AutoComplete.GenerateCompletion());
            // picocli names it generate-completion in its own help: the command is 'completion' here
            cl.getSubcommands().get("completion").getCommandSpec().name("completion").usageMessage()
                    .description("Prints a bash or zsh completion script: source <(cellwise completion).");
        }
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
