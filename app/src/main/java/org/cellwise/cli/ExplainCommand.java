package org.cellwise.cli;

import java.util.concurrent.Callable;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.StepPictures;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.render.HtmlRenderer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {"Solves each puzzle the way a person does and says why, step by step: singles, locked candidates, "
                + "subsets, fish, wings, chains, and each rule's own steps (cage combinations, innies and outies, KenKen "
                + "arithmetic, greater-than, Kakuro runs, headings, Sujiko circles, sum groups), easiest first, no search.",
                "Where logic runs out the step is a guess (the value from the solution) and the puzzle is not solved by logic.",
                "Exit code: 0 every puzzle solved by logic alone, 1 some puzzle was not (or has no solution), 2 bad input, 141 output closed early (| head)."})
class ExplainCommand extends Batch<Explanation> implements Callable<Integer> {
    @Mixin
    Input input;

    @Mixin
    Options.Json jsonOption;

    @Option(names = "--html", description = "Print one HTML page with every step drawn on the grid: the cells it uses "
            + "highlighted, the candidates it removes struck out, the values it places in green.")
    boolean html;

    @Mixin
    Options.LogicLimit limit;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "Explain on N threads (default 1); "
            + "answers still come in input order.")
    int threads;

    @Mixin
    Options.Scale scaleOption;

    @Mixin
    Options.Notation notationOption;

    @Option(names = "--detail", paramLabel = "LEVEL", defaultValue = "short",
            description = "short (default): each step in a few lines, a forcing chain by what it shows (the values it "
                    + "places and where it breaks); full: every step of every chain, the chains inside them numbered. "
                    + "--json carries both (text and detail).")
    String detail;

    Explainer.Scale scale = Explainer.Scale.DEFAULT;
    org.cellwise.logic.words.Notation.Form notation = org.cellwise.logic.words.Notation.Form.WORDS;

    private final StringBuilder page = new StringBuilder();

    @Override
    Input input() {
        return input;
    }

    @Override
    int threads() {
        return threads;
    }

    Filling progress(Puzzle p) {
        return null;
    }

    Explainer.Options options() {
        Explainer.Options o = limit.apply(Explainer.Options.DEFAULT).withScale(scale);
        return html ? o.withPictures() : o;
    }

    @Override
    public Integer call() {
        json = jsonOption.on;
        if (limit.check() != null) {
            err.println("cellwise: " + limit.check());
            return Main.BAD_INPUT;
        }
        if (json && html) {
            err.println("cellwise: choose --json or --html, not both");
            return Main.BAD_INPUT;
        }
        if (!detail.equals("short") && !detail.equals("full")) {
            err.println("cellwise: --detail must be short or full, not '" + detail + "'");
            return Main.BAD_INPUT;
        }
        scale = scaleOption.get(err);
        notation = notationOption.get(err);
        if (scale == null || notation == null) return Main.BAD_INPUT;
        return runAll();
    }

    @Override
    Explanation compute(Puzzle p) {
        return Explainer.explain(p, progress(p), options());
    }

    @Override
    void emit(Puzzle p, Explanation e) {
        if (!e.solved()) anyUnsolved = true;
        if (json) out.println(e.toJson(p, true));
        else if (html) page(p, e);
        else out.print(text(p, e, notation, detail.equals("full")));
    }

    static String summary(Explanation e) {
        String hardest = "";
        for (Step s : e.steps()) if (s.rating() == e.rating()) {
            hardest = s.technique().name();
            break;
        }
        if (e.level() == null) return e.name() + ": " + e.problem() + (e.steps().isEmpty() ? ""
                : "; the hardest step so far is rated " + e.rating() + " (" + hardest + ")");
        String rating = e.se() != null ? "SE rating " + e.se().text() + (e.se().exact() ? "" : " (not exact: time limit)")
                : "rating " + e.rating();
        return e.name() + ": " + (e.solved() ? "solved by logic" : "not solved by logic alone") + ", " + rating
                + (hardest.isEmpty() ? "" : " (" + hardest + ")") + ", level " + e.level().word() + ", score " + e.score()
                + ", " + e.steps().size() + (e.steps().size() == 1 ? " step" : " steps")
                + (e.problem() != null && e.solution() != null ? "; " + e.problem() : "");
    }

    static String text(Puzzle p, Explanation e, org.cellwise.logic.words.Notation.Form form, boolean full) {
        StringBuilder sb = new StringBuilder(summary(e)).append('\n');
        int i = 0;
        for (Step s : e.steps()) {
            String said = full && form == org.cellwise.logic.words.Notation.Form.WORDS ? s.full() : org.cellwise.logic.words.Notation.of(s, p.canvas(), form);
            sb.append(String.format("%4d. %s", ++i, said)).append('\n');
        }
        return sb.append('\n').toString();
    }

    private void page(Puzzle p, Explanation e) {
        page.append("<section><h2>").append(HtmlRenderer.escape(summary(e))).append("</h2>\n");
        for (int i = 0; i < e.steps().size(); i++) {
            Step s = e.steps().get(i);
            page.append("<figure>").append(StepPictures.svg(p, e, i, 36)).append("<figcaption><b>").append(i + 1)
                    .append(". ").append(HtmlRenderer.escape(s.technique().name())).append("</b> ").append(HtmlRenderer.escape(s.text()));
            // the whole chain, folded: the short text says what it shows
            if (s.detail() != null)
                page.append("<details><summary>every step</summary>").append(HtmlRenderer.escape(s.detail())).append("</details>");
            page.append("</figcaption></figure>\n");
        }
        page.append("</section>\n");
    }

    @Override
    void finish() {
        if (!html) return;
        out.print("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Cellwise explanation</title>"
                + "<style>body{font-family:sans-serif;max-width:1100px;margin:auto}figure{display:inline-block;vertical-align:top;"
                + "width:340px;margin:8px}figure svg{width:100%;height:auto}figcaption{font-size:13px}</style></head><body>\n");
        out.print(page);
        out.print("</body></html>\n");
    }
}
