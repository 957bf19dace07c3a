package org.cellwise.render;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;
import org.cellwise.puzzle.Puzzle;

/**
 * Several pictures on one sheet, in a grid, each under its title: a teacher's worksheet, or a puzzle and its answer
 * side by side. Every picture keeps the same cell size, so the puzzles on a sheet compare at a glance.
 */
public final class Sheet {
    /** One picture: the puzzle, its values (null: as posed), and the title above it. */
    public record Item(Puzzle puzzle, int[] values, String title) {}

    private final List<Item> items;
    private final int columns, cell, slotW, slotH, title, gap;

    public Sheet(List<Item> items, int columns, int cell) {
        if (items.isEmpty()) throw new IllegalArgumentException("a sheet needs a picture");
        this.items = items;
        this.columns = Math.max(1, Math.min(columns, items.size()));
        this.cell = cell;
        int w = 0, h = 0;
        for (Item it : items) {
            Picture p = new Picture(it.puzzle(), cell);
            w = Math.max(w, p.width());
            h = Math.max(h, p.height());
        }
        this.title = Math.max(14, cell / 2);
        this.gap = Math.max(8, cell / 3);
        this.slotW = w;
        this.slotH = h + title;
    }

    public int width() {
        return columns * slotW + (columns + 1) * gap;
    }

    public int height() {
        int rows = (items.size() + columns - 1) / columns;
        return rows * slotH + (rows + 1) * gap;
    }

    public void draw(Canvas g) {
        g.rect(0, 0, width(), height(), "#ffffff", null);
        for (int k = 0; k < items.size(); k++) {
            Item it = items.get(k);
            int x = gap + (k % columns) * (slotW + gap), y = gap + (k / columns) * (slotH + gap);
            String t = it.title().length() > 60 ? it.title().substring(0, 59) + "…" : it.title();
            g.text(x + slotW / 2, y + title - 4, Math.max(10, title - 4), true, true, "#222222", t);
            new Picture(it.puzzle(), cell).draw(it.values(), g.shifted(x, y + title));
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
