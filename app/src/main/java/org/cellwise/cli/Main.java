package org.cellwise.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code cellwise} command. Exit codes: 0 all solved, 1 some unsolved or timed out, 2 bad input or usage. */
@Command(name = "cellwise", mixinStandardHelpOptions = true, version = "cellwise 0.1.0",
        description = "Solves number-placement logic puzzles declared as rules.",
        subcommands = {SolveCommand.class, CountCommand.class, CheckCommand.class, ConvertCommand.class, ExportCommand.class,
                ImportCommand.class, BenchCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    public static final int OK = 0, UNSOLVED = 1, BAD_INPUT = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "expected a command: solve, count, check, convert, export, import or bench");
    }

    public static void main(String[] args) {
        // a command line never opens a window: pictures are painted off screen, even where a display exists
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
        System.exit(run(args));
    }

    public static int run(String... args) {
        CommandLine cl = commandLine();
        return cl.execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler((ex, a) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("cellwise: " + ex.getMessage());
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
