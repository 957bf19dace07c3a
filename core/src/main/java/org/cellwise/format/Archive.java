package org.cellwise.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * Compressed puzzle files. The command line reads gzip ({@code .gz}), as Spark reads it through Hadoop's codecs;
 * other compressions are refused in words (decompress the file first, or pipe it in). A damaged archive, cut short
 * or holding data that does not decompress, is said to be one by both, at the line where the damage shows: the lines
 * before it are read, none after (it was read as lines cut short, each a puzzle "expected 81 symbols").
 */
public final class Archive {
    private Archive() {}

    /** A decompressing stream's failure: the archive is damaged (the disk's own errors pass through it too). */
    public static final class Damaged extends IOException {
        Damaged(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }

    /** Opens a stream that may fail; for a decompressor whose header is read as it is made. */
    public interface Opener {
        InputStream open() throws IOException;
    }

    /** What a damaged archive is called, the same wherever it is read. */
    static final String DAMAGED = "the compressed file is damaged here (cut short, or its data does not decompress): the lines"
            + " before it were read, none after";

    /** Suffixes of compressions the command line does not read, and the tool that undoes each. */
    private static final String[][] OTHERS = {{".bz2", "bzcat"}, {".xz", "xzcat"}, {".zst", "zstdcat"}, {".lz4", "lz4cat"},
        {".zip", "unzip -p"}, {".7z", "7z e -so"}, {".br", "brotli -dc"}, {".snappy", "a snappy tool"}, {".deflate", "zlib-flate -uncompress <"},
        {".lzma", "lzcat"}, {".z", "zcat"}};

    /** Whether a file name says gzip. */
    public static boolean gzip(String fileName) {
        return fileName.toLowerCase(Locale.ROOT).endsWith(".gz");
    }

    /** A file name without its {@code .gz}: what names its puzzles and gives its format. */
    public static String base(String fileName) {
        return gzip(fileName) ? fileName.substring(0, fileName.length() - 3) : fileName;
    }

    /**
     * Why a file whose name says another compression is not read, or null: "a bzip2 file" and how to read it
     * anyway.
     */
    public static String unread(String fileName) {
        String n = fileName.toLowerCase(Locale.ROOT);
        for (String[] o : OTHERS)
            if (n.endsWith(o[0]))
                return "a compressed file (" + o[0] + "), which is read in Spark but not here: decompress it first, or pipe it in ("
                        + o[1] + " " + fileName + " | cellwise ... -); gzip (.gz) is read as it is";
        return null;
    }

    /**
     * Why the first line of a text is compressed data, or null: a compressed file without its suffix, or one piped
     * in, is said to be what it is rather than read as symbols.
     */
    static String magic(String firstLine) {
        if (firstLine.startsWith("\u001f\ufffd")) return "gzip";
        if (firstLine.length() >= 10 && firstLine.substring(0, 10).matches("BZh[1-9]1AY&SY")) return "bzip2";
        if (firstLine.startsWith("\ufffd7zXZ")) return "xz";
        if (firstLine.startsWith("(\ufffd/\ufffd")) return "zstd";
        if (firstLine.startsWith("PK\u0003\u0004")) return "zip";
        return null;
    }

    /** A file's bytes, decompressed when its name says gzip; a damaged archive fails as {@link Damaged}. */
    public static InputStream open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        if (!gzip(file.getFileName().toString())) return raw;
        return guarded(() -> new GZIPInputStream(raw, 1 << 16), raw);
    }

    /**
     * A decompressing stream, made on the first read (a gzip header is read as the stream is made: its damage is then
     * said where the text starts, as any other), whose every failure is {@link Damaged}; {@code underlying} is the
     * stream it reads, closed if it was never made.
     */
    public static InputStream guarded(Opener opener, java.io.Closeable underlying) {
        return new InputStream() {
            private InputStream in;

            private InputStream in() throws Damaged {
                if (in == null) {
                    try {
                        in = opener.open();
                    } catch (IOException e) {
                        throw new Damaged(e);
                    }
                }
                return in;
            }

            @Override
            public int read() throws IOException {
                try {
                    return in().read();
                } catch (Damaged e) {
                    throw e;
                } catch (IOException e) {
                    throw new Damaged(e);
                }
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                try {
                    return in().read(b, off, len);
                } catch (Damaged e) {
                    throw e;
                } catch (IOException e) {
                    throw new Damaged(e);
                }
            }

            @Override
            public void close() throws IOException {
                if (in != null) in.close();
                else underlying.close();
            }
        };
    }
}
