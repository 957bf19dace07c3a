package org.cellwise.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * Standard output that notices when its reader has gone ({@code cellwise solve big.txt | head}): the JVM ignores
 * SIGPIPE, so a closed pipe shows as an error on the next write. Unix tools die quietly of SIGPIPE there; the
 * command line does the same: it stops working and exits with {@link #CLOSED} (128 + SIGPIPE), saying nothing.
 */
final class Output {
    private Output() {}

    /** Exit code after the output was closed early, as a shell reports a command ended by SIGPIPE. */
    static final int CLOSED = 141;

    private static volatile boolean closed;

    /** Whether a write found the reader gone since the run started. */
    static boolean closed() {
        return closed;
    }

    static void reset() {
        closed = false;
    }

    /** The process's standard output, watched. */
    static PrintStream stdout() {
        String enc = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
        Charset cs = Charset.defaultCharset();
        try {
            if (enc != null) cs = Charset.forName(enc);
        } catch (IllegalArgumentException e) {
            // an encoding this Java does not know: the default
        }
        return watched(new FileOutputStream(FileDescriptor.out), cs);
    }

    /** A print stream over {@code raw} that records a closed pipe. */
    static PrintStream watched(OutputStream raw, Charset cs) {
        return new PrintStream(new BufferedOutputStream(new Watch(raw), 8192), true, cs);
    }

    /** "Broken pipe" (EPIPE) on Linux and macOS; the stream's reader has closed it. */
    static boolean isClosedPipe(IOException e) {
        String m = e.getMessage();
        return m != null && (m.contains("Broken pipe") || m.contains("pipe is being closed") || m.contains("pipe has been ended"));
    }

    private static final class Watch extends FilterOutputStream {
        Watch(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                if (isClosedPipe(e)) closed = true;
                throw e;
            }
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                if (isClosedPipe(e)) closed = true;
                throw e;
            }
        }
    }
}
