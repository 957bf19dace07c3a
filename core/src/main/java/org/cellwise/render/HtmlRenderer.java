package org.cellwise.render;

import java.util.List;
import org.cellwise.check.Report;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;

/**
 * A self-contained HTML page: each puzzle as a table on its canvas (overlapping grids in place), cages or
 * regions coloured so that neighbours differ, clues in each cage's first cell, thick region borders, givens in
 * black and found values in blue, the check report under the grid, and the SVG picture beside it for signs.
 */
public final class HtmlRenderer {
    public record Entry(Puzzle puzzle, int[] values, Report report, String status) {}

    private HtmlRenderer() {}

    public static String page(String title, List<Entry> entries) {
        StringBuilder sb = new StringBuilder(head(title));
        for (Entry e : entries) sb.append(section(e));
        return sb.append(tail()).toString();
    }

    /**
     * The page's opening, up to the first puzzle. With {@link #section} and {@link #tail} a page is written as the
     * answers come, so a file of any length is drawn in constant memory (49,000 puzzles held as one string took
     * 4.6 GB).
     */
    public static String head(String title) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(Palette.esc(title))
                .append("</title>\n<style>\n")
                .append("body{font-family:sans-serif;margin:24px;color:#222}\n")
                .append("table.grid{border-collapse:collapse;margin:8px 0}\n")
                .append("td.cell{width:40px;height:40px;text-align:center;vertical-align:middle;position:relative;padding:0;font-size:20px}\n")
                .append("td.hole{width:40px;height:40px;border:none}\n")
                .append("td.cell .clue{position:absolute;top:2px;left:3px;font-size:10px;color:#333}\n")
                .append("td.cell.given .value{font-weight:bold;color:#000}\n")
                .append("td.cell.found .value{color:#1f5fbf}\n")
                .append("pre.report{font-size:12px;background:#f6f6f6;padding:8px;display:inline-block}\n")
                .append(".fail{color:#b00020;font-weight:bold}\n")
                .append("</style></head><body>\n");
        return sb.toString();
    }

    /** Text made safe inside HTML or SVG. */
    public static String escape(String s) {
        return Palette.esc(s);
    }

    public static String tail() {
        return "</body></html>\n";
    }

    /** One puzzle's section of the page. */
    public static String section(Entry e) {
        StringBuilder sb = new StringBuilder();
        section(sb, e);
        return sb.toString();
    }

    private static void section(StringBuilder sb, Entry e) {
        Puzzle p = e.puzzle();
        Drawing d = new Drawing(p);
        sb.append("<section class=\"puzzle\" data-name=\"").append(Palette.esc(p.name())).append("\">\n<h2>")
                .append(Palette.esc(p.name())).append("</h2>\n<p class=\"status\">").append(Palette.esc(e.status())).append("</p>\n");
        sb.append("<table class=\"grid\">\n");
        for (int r = 0; r < p.rows(); r++) {
            sb.append("<tr>");
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) {
                    sb.append("<td class=\"hole\"></td>");
                    continue;
                }
                int k = d.cageOf[i];
                Integer v = e.values() != null ? Integer.valueOf(e.values()[i]) : d.given[i] ? Integer.valueOf(d.givenValue[i]) : null;
                sb.append("<td class=\"cell ").append(d.given[i] ? "given" : "found").append("\" data-row=\"").append(r + 1)
                        .append("\" data-col=\"").append(c + 1).append("\" data-colour=\"").append(d.colourOf(i)).append('"');
                if (k >= 0) sb.append(" data-cage=\"").append(Palette.esc(d.cages.get(k).label())).append('"');
                sb.append(" style=\"background:").append(Palette.fill(d.colourOf(i))).append(';')
                        .append(border("top", d, i, r - 1, c)).append(border("bottom", d, i, r + 1, c))
                        .append(border("left", d, i, r, c - 1)).append(border("right", d, i, r, c + 1)).append("\">");
                if (k >= 0 && d.cages.get(k).first().equals(new Cell(r, c)) && !(d.given[i] && d.cages.get(k).cells().size() == 1))
                    sb.append("<span class=\"clue\">").append(Palette.esc(d.cages.get(k).clue())).append("</span>");
                sb.append("<span class=\"value\">").append(v == null ? "" : v).append("</span></td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</table>\n");
        // what a table of cells cannot show (signs, sums over repeating values, Kakuro clues, circles, headings)
        boolean more = !d.signs.isEmpty() || !d.sums.isEmpty() || !d.clues.isEmpty() || !d.circles.isEmpty() || !d.headings.isEmpty();
        if (more) sb.append("<div class=\"picture\">").append(SvgRenderer.render(p, e.values())).append("</div>\n");
        if (e.report() != null) {
            sb.append("<pre class=\"report\">").append(Palette.esc(e.report().countsText())).append('\n');
            for (Report.Line l : e.report().shown(true)) {
                if (!l.broken()) sb.append(Palette.esc(l.text())).append('\n');
                else sb.append("<span class=\"fail\">").append(Palette.esc(l.text())).append("</span>\n");
            }
            sb.append("</pre>\n");
        }
        sb.append("</section>\n");
    }

    private static String border(String side, Drawing d, int i, int r, int c) {
        int j = d.puzzle.indexOf(r, c);
        String style;
        if (j < 0 || d.regionOf[j] != d.regionOf[i]) style = "3px solid #111";
        else if (d.cageOf[j] != d.cageOf[i])
            style = d.cageOf[i] >= 0 && d.cages.get(d.cageOf[i]).walls() || d.cageOf[j] >= 0 && d.cages.get(d.cageOf[j]).walls()
                    ? "3px solid #111" : "2px dashed #555";
        else style = "1px solid #aaa";
        return "border-" + side + ":" + style + ";";
    }

    /** A page of sheets for {@code draw --html}: each sheet a grid of pictures, a page break after it in print. */
    public static String worksheet(String title, List<List<Sheet.Item>> sheets, int columns, int cell) {
        return worksheet(title, null, sheets, columns, cell);
    }

    /** As above, with {@code heading} (null: none) at the top of every sheet. */
    public static String worksheet(String title, String heading, List<List<Sheet.Item>> sheets, int columns, int cell) {
        StringBuilder sb = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(Palette.esc(title)).append("</title>\n<style>\n")
                .append("body{font-family:sans-serif;margin:16px}\n")
                .append(".sheet{display:grid;grid-template-columns:repeat(").append(columns).append(",auto);gap:16px;")
                .append("justify-content:start;margin-bottom:24px;break-after:page}\n")
                .append("figure{margin:0}figcaption{font-weight:bold;margin-bottom:4px}.note{margin:2px 0;max-width:480px}\n")
                .append("</style></head><body>\n");
        for (List<Sheet.Item> sheet : sheets) {
            if (heading != null && !heading.isBlank()) sb.append("<h1>").append(Palette.esc(heading.strip())).append("</h1>\n");
            sb.append("<section class=\"sheet\">\n");
            for (Sheet.Item it : sheet)
            {
                sb.append("<figure><figcaption>").append(Palette.esc(it.title())).append("</figcaption>\n")
                        .append(SvgRenderer.render(it.puzzle(), it.values(), cell));
                // the rules no drawing shows, and the author: on paper they are all a solver has
                for (String line : Sheet.notes(it.puzzle())) sb.append("<p class=\"note\">").append(Palette.esc(line)).append("</p>\n");
                sb.append("</figure>\n");
            }
            sb.append("</section>\n");
        }
        return sb.append("</body></html>\n").toString();
    }
}
