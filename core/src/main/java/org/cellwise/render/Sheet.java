package org.cellwise.render;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.puzzle.Puzzle;

/**
 * Several pictures on one sheet, in a grid, each under its title: a teacher's worksheet, or a puzzle and its answer
 * side by side. Grids of one size keep the same cell size, so they compare at a glance; a smaller grid among larger
 * ones grows to fill its slot. Under each picture, the rules no drawing shows and the author ({@link #notes}).
 */
public final class Sheet {
    /** One picture: the puzzle, its values (null: as posed), and the title above it. */
    public record Item(Puzzle puzzle, int[] values, String title) {}

    private final List<Item> items;
    private final int columns, cell, slotW, slotH, title, gap, note, lines;
    private final String heading;
    /** Each picture's cell: the sheet's own, larger for a smaller grid so that it fills its slot too. */
    private final int[] cells;

    public Sheet(List<Item> items, int columns, int cell) {
        this(items, columns, cell, null);
    }

    /** With {@code heading} (null: none) across the top of the sheet: a worksheet's title. */
    public Sheet(List<Item> items, int columns, int cell, String heading) {
        if (items.isEmpty()) throw new IllegalArgumentException("a sheet needs a picture");
        this.items = items;
        this.columns = Math.max(1, Math.min(columns, items.size()));
        this.cell = cell;
        this.heading = heading == null || heading.isBlank() ? null : heading.strip();
        this.title = Math.max(14, cell / 2);
        this.gap = Math.max(8, cell / 3);
        this.note = Math.max(9, cell / 3);
        int w = 0, h = 0;
        for (Item it : items) {
            Picture p = new Picture(it.puzzle(), cell);
            w = Math.max(w, p.width());
            h = Math.max(h, p.height());
        }
        this.slotW = Math.max(w, 6 * title);
        // puzzles share one cell size only when their grids share a size: a 4x4 next to a 9x9 grows to fill its slot
        this.cells = new int[items.size()];
        for (int k = 0; k < items.size(); k++) {
            int c = cell;
            while (c < Picture.MAX_CELL && c < 4 * cell) {
                Picture bigger = new Picture(items.get(k).puzzle(), c + 1);
                if (bigger.width() > w || bigger.height() > h) break;
                c++;
            }
            cells[k] = c;
        }
        int most = 0;
        for (Item it : items) most = Math.max(most, notes(it).size());
        this.lines = most;
        this.slotH = h + title + (most == 0 ? 0 : gap / 2 + most * (note + 3));
    }

    /**
     * What is printed with a puzzle, one line each: who set it, the rules no drawing shows (anti-knight,
     * non-consecutive...), and the setter's own rules text. On paper a variant whose rules are not printed cannot
     * be solved.
     */
    public static List<String> notes(Puzzle p) {
        List<String> out = new ArrayList<>();
        if (!p.author().isBlank()) out.add("by " + p.author().strip());
        out.addAll(RuleCatalog.sentences(p.rules()));
        for (String para : p.rulesText().split("\\r?\\n")) if (!para.isBlank()) out.add(para.strip());
        return out;
    }

    /** The notes wrapped to the picture's width. */
    private List<String> notes(Item it) {
        int chars = Math.max(20, (int) (slotWidthFor(it) / (0.55 * note)));
        List<String> out = new ArrayList<>();
        for (String line : notes(it.puzzle())) out.addAll(wrap(line, chars));
        return out;
    }

    private int slotWidthFor(Item it) {
        return slotW;
    }

    /** Words into lines of at most {@code chars} characters (a longer word is cut). */
    static List<String> wrap(String text, int chars) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split("\\s+")) {
            while (word.length() > chars) {
                if (line.length() > 0) {
                    out.add(line.toString());
                    line.setLength(0);
                }
                out.add(word.substring(0, chars));
                word = word.substring(chars);
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > chars) {
                out.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        if (line.length() > 0) out.add(line.toString());
        return out;
    }

    private int top() {
        return heading == null ? 0 : title + gap;
    }

    public int width() {
        return columns * slotW + (columns + 1) * gap;
    }

    public int height() {
        int rows = (items.size() + columns - 1) / columns;
        return top() + rows * slotH + (rows + 1) * gap;
    }

    public void draw(Canvas g) {
        g.rect(0, 0, width(), height(), "#ffffff", null);
        if (heading != null) {
            String h = heading.length() > 80 ? heading.substring(0, 79) + "…" : heading;
            g.text(width() / 2, gap + title, title, true, true, "#000000", h);
        }
        for (int k = 0; k < items.size(); k++) {
            Item it = items.get(k);
            int x = gap + (k % columns) * (slotW + gap), y = top() + gap + (k / columns) * (slotH + gap);
            String t = it.title().length() > 60 ? it.title().substring(0, 59) + "…" : it.title();
            g.text(x + slotW / 2, y + title - 4, Math.max(10, title - 4), true, true, "#222222", t);
            Picture pic = new Picture(it.puzzle(), cells[k]);
            int px = x + (slotW - pic.width()) / 2;
            pic.draw(it.values(), g.shifted(px, y + title));
            int ny = y + title + pic.height() + gap / 2;
            for (String line : notes(it)) {
                ny += note + 3;
                g.text(x + slotW / 2, ny - 3, note, true, false, "#222222", line);
            }
        }
    }

    public String svg() {
        SvgRenderer.Doc doc = new SvgRenderer.Doc(width(), height(), items.size() == 1 ? items.get(0).title() : "Cellwise");
        draw(doc);
        return doc.end();
    }

    /** Null when the sheet would pass {@link PngRenderer#MAX_PIXELS}. */
    public BufferedImage image() {
        if ((long) width() * height() > PngRenderer.MAX_PIXELS) return null;
        BufferedImage img = new BufferedImage(width(), height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            draw(new PngRenderer.Painter(g));
        } finally {
            g.dispose();
        }
        return img;
    }

    public byte[] png() {
        BufferedImage img = image();
        if (img == null) throw new IllegalArgumentException("a sheet of " + width() + "x" + height() + " pixels is over the PNG limit");
        return PngRenderer.encode(img);
    }
}
