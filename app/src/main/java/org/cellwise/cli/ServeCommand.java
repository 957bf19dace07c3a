package org.cellwise.cli;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.cellwise.web.Server;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves the HTTP API (docs/WEB.md): POST puzzle text in any format to /api/solve, /api/count, /api/check "
                + "or /api/candidates and get the JSON lines the command line prints.",
                "Bounded: body size (413), time per puzzle, solves at once, requests waiting (503). Ctrl-C stops it."})
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "8080", description = "Port (default ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "Address to listen on (default ${DEFAULT-VALUE}, this machine only; 0.0.0.0 opens it to the network).")
    String host;

    @Option(names = "--max-body", paramLabel = "BYTES", defaultValue = "1048576", description = "Largest request body (default 1 MiB, at most 64 MiB).")
    long maxBody;

    /** A body is read whole before it is parsed: more than this would be a heap, not a puzzle. */
    static final long MAX_BODY = 64L << 20;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "10", description = "Time limit per puzzle (default ${DEFAULT-VALUE} s).")
    double timeout;

    @Option(names = "--workers", paramLabel = "N", description = "Solves at once (default: the cores).")
    Integer workers;

    @Option(names = "--queue", paramLabel = "N", defaultValue = "16", description = "Requests that may wait for a worker (default ${DEFAULT-VALUE}).")
    int queue;

    @Option(names = "--allow-host", paramLabel = "NAME", description = "A host name the server is reached by, besides its "
            + "address and localhost (behind a proxy, say); others are refused, as a page re-pointing its own name here would be.")
    java.util.List<String> allowHosts = new java.util.ArrayList<>();

    @Override
    public Integer call() throws InterruptedException {
        int n = workers == null ? Runtime.getRuntime().availableProcessors() : workers;
        String bad = Options.count("--max-body", maxBody, 1, MAX_BODY);
        if (bad == null) bad = Options.seconds("--timeout", timeout);
        if (bad == null) bad = Options.count("--workers", n, 1, Options.MAX_THREADS);
        if (bad == null) bad = Options.count("--queue", queue, 0, 10_000);
        if (bad == null) bad = Options.count("--port", port, 0, 65535);
        if (bad != null) {
            System.err.println("cellwise: " + bad);
            return Main.BAD_INPUT;
        }
        // Javalin and Jetty log through SLF4J: warnings and errors reach stderr, chatter does not
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null)
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        io.javalin.Javalin app;
        try {
            app = Server.start(host, port, new Server.Limits(maxBody, Options.duration(timeout), n, queue), java.util.Set.copyOf(allowHosts));
        } catch (RuntimeException e) {
            System.err.println("cellwise: cannot listen on " + host + ":" + port + ": " + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
            return Main.BAD_INPUT;
        }
        System.out.println("cellwise: serving http://" + host + ":" + app.port() + "/ (Ctrl-C stops)");
        System.out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            app.stop();
            stopped.countDown();
        }, "cellwise-serve-stop"));
        stopped.await();
        return Main.OK;
    }
}
