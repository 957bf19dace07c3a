package org.cellwise.cli;

import org.cellwise.batch.Answer;
import java.io.PrintStream;
import java.util.List;
import org.cellwise.check.Checker;
import org.cellwise.format.HeaderListFormat;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.render.HtmlRenderer;
import org.cellwise.render.PngRenderer;
import org.cellwise.render.SvgRenderer;
import org.cellwise.render.TextModes;

/** Prints answers as text (plain, short, verbose), JSON lines, one HTML page, or one SVG or PNG picture. */
final class Emitter {
    private final PrintStream out;
    private final boolean json, html, svg, png;
    private final String mode, title;
    private boolean started;
    int drawn;
    /** Why the picture was not drawn, or null. */
    String refused;
    /** The one picture, written at the end once the input is known to hold one puzzle: a refusal writes nothing. */
    private byte[] picture;

    Emitter(PrintStream out, boolean json, Options.Picture picture, String title) {
        this.out = out;
        this.json = json;
        this.html = picture.html;
        this.svg = picture.svg;
        this.png = picture.png;
        this.mode = picture.mode;
        this.title = title;
    }

    static String checkOptions(boolean json, Options.Picture picture) {
        if (!List.of("plain", "short", "verbose").contains(picture.mode))
            return "unknown --mode '" + picture.mode + "'; expected plain, short or verbose";
        if ((picture.html ? 1 : 0) + (picture.svg ? 1 : 0) + (picture.png ? 1 : 0) + (json ? 1 : 0) > 1)
            return "choose one of --json, --html, --svg and --png";
        if (picture.png) return BinaryOutput.refusal("--png");
        return null;
    }

    void emit(Puzzle p, Answer a) {
        if (html) {
            start();
            out.print(HtmlRenderer.section(new HtmlRenderer.Entry(p, a.first(), a.solved() ? Checker.check(p, a.first()) : null,
                    a.verdict(p))));
            return;
        }
        if (svg || png) {
            if (++drawn == 1) {
                if (svg) picture = SvgRenderer.render(p, a.first()).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                else if (PngRenderer.tooLarge(p) == null) picture = PngRenderer.render(p, a.first());
                else refused = p.name() + ": " + PngRenderer.tooLarge(p);
            } else {
                picture = null;
            }
            return;
        }
        if (json) {
            out.println(a.toJson(p));
            return;
        }
        if (a.engine() == null) out.printf("%s: %s (%.2f ms, %d guesses)%n", p.name(), a.verdict(p), a.millis(), a.guesses());
        else out.printf("%s: %s (%s%s)%n", p.name(), a.verdict(p), a.engine(),
                a.toolMillis() == null ? "" : String.format(", %.1f ms", a.toolMillis()));
        Answer.Diagnosis d = a.diagnosis();
        for (String w : a.warnings(p)) out.println("warning: " + w);
        if (d.reason() != null && !d.searched()) out.println("no search needed: " + d.reason());
        else {
            if (d.reason() != null) out.println(d.reason());
            if (!d.conflict().isEmpty()) out.println("these cannot all hold" + (d.conflictMinimal() ? "" : " (the smallest set found in time, "
                    + "maybe not minimal)") + ": " + String.join(", ", d.conflict()));
            else if (!d.conflictMinimal()) out.println("no small set of rules that cannot hold together was found in time");
        }
        if (a.solved()) {
            switch (mode) {
                case "short" -> out.print(TextModes.shortMode(p, a.first()) + "\n" + TextModes.checked(Checker.check(p, a.first()), false));
                case "verbose" -> out.print(TextModes.verboseMode(p, a.first()) + "\n" + TextModes.checked(Checker.check(p, a.first()), true));
                default -> {
                    // a family with a notation of its own answers in it too
                    if (p.kind().equals("header")) out.println(HeaderListFormat.write(p, a.first()));
                    out.print(GridPrinter.draw(p, a.first()));
                }
            }
            if (d.another() != null) {
                out.println("another solution, which differs at " + String.join(" ", a.differs(p)) + ":");
                out.print(GridPrinter.draw(p, d.another()));
            }
        }
        out.println();
    }

    /** The page is streamed: its head before the first puzzle, each puzzle as it is answered. */
    private void start() {
        if (!started) out.print(HtmlRenderer.head(title));
        started = true;
    }

    void finish() {
        // the one picture asked for, only when the input held one puzzle
        if (picture != null && drawn == 1 && refused == null) out.writeBytes(picture);
        if (html) {
            start();
            out.print(HtmlRenderer.tail());
        }
    }
}
