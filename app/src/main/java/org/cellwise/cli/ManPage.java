package org.cellwise.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The manual page of {@code cellwise} in roff (man(7) macros), written from the commands' own specifications, so
 * that it says what {@code --help} says: every command with its synopsis, description, arguments and options. Roff
 * straight from the specifications needs no AsciiDoc toolchain at build time.
 */
final class ManPage {
    private ManPage() {}

    /** The page for a command line and its subcommands; {@code version} and {@code date} go in its title line. */
    static String of(CommandLine top, String version, String date) {
        CommandSpec spec = top.getCommandSpec();
        String name = spec.name();
        StringBuilder out = new StringBuilder();
        out.append(".\\\" Written by the build from the commands' specifications; do not edit.\n");
        out.append(".TH ").append(quoted(name.toUpperCase(java.util.Locale.ROOT))).append(" 1 ").append(quoted(date)).append(' ')
                .append(quoted(name + " " + version)).append(' ').append(quoted("User Commands")).append('\n');
        out.append(".SH NAME\n").append(text(name)).append(" \\- ").append(text(first(spec.usageMessage().description()))).append('\n');
        out.append(".SH SYNOPSIS\n.B ").append(text(name)).append("\n.I COMMAND\n[\\fIOPTION\\fR]... [\\fIFILE\\fR]...\n");
        out.append(".SH DESCRIPTION\n");
        for (String d : spec.usageMessage().description()) paragraph(out, d);
        paragraph(out, "Each command is described below, as " + name + " COMMAND --help shows it.");
        options(out, spec, false);
        out.append(".SH COMMANDS\n");
        for (var e : top.getSubcommands().entrySet()) {
            CommandSpec c = e.getValue().getCommandSpec();
            if (c.usageMessage().hidden() || e.getKey().equals("help")) continue;
            out.append(".SS ").append(quoted(e.getKey())).append('\n');
            out.append(".B ").append(text(name + " " + e.getKey())).append('\n');
            List<String> synopsis = new ArrayList<>();
            for (PositionalParamSpec p : c.positionalParameters()) {
                if (p.hidden()) continue;
                String label = "\\fI" + text(p.paramLabel()) + "\\fR" + (p.arity().max() > 1 ? "..." : "");
                synopsis.add(p.arity().min() == 0 ? "[" + label + "]" : label);
            }
            if (!c.options().isEmpty()) synopsis.add(0, "[\\fIOPTION\\fR]...");
            out.append(String.join(" ", synopsis)).append('\n');
            for (String d : c.usageMessage().description()) paragraph(out, d);
            for (PositionalParamSpec p : c.positionalParameters()) {
                if (p.hidden()) continue;
                out.append(".TP\n\\fI").append(text(p.paramLabel())).append("\\fR\n").append(text(String.join(" ", p.description()))).append('\n');
            }
            options(out, c, true);
        }
        out.append(".SH EXIT STATUS\n");
        out.append(".TP\n0\nEvery puzzle solved (checked, graded by logic).\n");
        out.append(".TP\n1\nSome puzzle has no solution, timed out or fails its check.\n");
        out.append(".TP\n2\nBad input or usage; the message names the file, line and column.\n");
        out.append(".TP\n130\nStopped by Ctrl-C.\n");
        out.append(".TP\n141\nThe output was closed early (as by head): the program stops quietly.\n");
        out.append(".SH FILES\n");
        paragraph(out, "Completion for bash and zsh: " + name + " completion prints the script, which a release installs as "
                + "share/bash-completion/completions/" + name + ".");
        out.append(".SH SEE ALSO\n");
        paragraph(out, "docs/CLI.md, docs/FORMAT.md and docs/RULES.md in the project's sources.");
        return out.toString();
    }

    /** Options as a tagged list; a subcommand's under a small heading. */
    private static void options(StringBuilder out, CommandSpec c, boolean sub) {
        List<OptionSpec> shown = c.options().stream().filter(o -> !o.hidden()).toList();
        if (shown.isEmpty()) return;
        if (sub) out.append(".PP\nOptions:\n");
        else out.append(".SH OPTIONS\n");
        for (OptionSpec o : shown) {
            StringBuilder tag = new StringBuilder();
            for (String n : o.names()) tag.append(tag.length() == 0 ? "" : ", ").append("\\fB").append(text(n)).append("\\fR");
            if (o.arity().max() > 0) tag.append(" \\fI").append(text(o.paramLabel())).append("\\fR");
            String desc = String.join(" ", o.description());
            if (o.defaultValue() != null) desc = desc.replace("${DEFAULT-VALUE}", o.defaultValue());
            out.append(".TP\n").append(tag).append('\n').append(text(desc)).append('\n');
        }
    }

    private static void paragraph(StringBuilder out, String s) {
        out.append(".PP\n").append(text(s)).append('\n');
    }

    private static String first(String[] lines) {
        return lines.length == 0 ? "" : lines[0];
    }

    /**
     * Text as roff reads it literally: a backslash escaped, a hyphen a minus sign (options are typed with one),
     * and a line that would start with a control character ('.' or ') guarded. picocli's "%%" is a per cent sign.
     */
    static String text(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (String line : s.replace("\r", "").replace("%%", "%").split("\n", -1)) {
            if (b.length() > 0) b.append('\n');
            String t = line.replace("\\", "\\e").replace("-", "\\-");
            if (t.startsWith(".") || t.startsWith("'")) b.append("\\&");
            b.append(t);
        }
        return b.toString();
    }

    private static String quoted(String s) {
        return '"' + text(s).replace("\"", "\\(dq") + '"';
    }
}
