package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Semaphore;
import org.cellwise.api.Api;
import org.cellwise.format.CellwiseWriter;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/** A job ends, and gives its worker back, whatever its work throws: out of memory, a stack overflow, a bug. */
class JobsTest {
    static JsonNode waitFor(Jobs.Job job) throws Exception {
        long until = System.nanoTime() + 60_000_000_000L;
        while (job.result == null && System.nanoTime() < until) Thread.sleep(10);
        assertNotNull(job.result, "the job ended");
        return job.status();
    }

    @Test
    void aJobThatDiesOfAnErrorEndsAsFailedAndFreesItsWorker() throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules sudoku\n", "t.cw", null).get(0);
        Semaphore permits = new Semaphore(1);
        Jobs jobs = new Jobs(1, 0, permits);
        try {
            List<Throwable> deaths = List.of(new OutOfMemoryError("Java heap space"), new StackOverflowError(),
                    new IllegalStateException("a bug"), new AssertionError("another"));
            for (Throwable t : deaths) {
                Jobs.Job job = jobs.start(p, (puzzle, j) -> {
                    if (t instanceof Error e) throw e;
                    throw (RuntimeException) t;
                });
                assertNotNull(job, "the one worker is free again for " + t);
                JsonNode s = waitFor(job);
                assertEquals("done", s.get("state").asText(), t + ": " + s);
                assertEquals("invalid", s.get("result").get("status").asText(), t + ": " + s);
                assertTrue(s.get("result").get("error").asText().length() > 0);
                long until = System.nanoTime() + 10_000_000_000L;
                while (permits.availablePermits() == 0 && System.nanoTime() < until) Thread.sleep(5);
                assertEquals(1, permits.availablePermits(), "the worker's permit came back after " + t);
            }
            assertTrue(waitFor(jobs.start(p, (puzzle, j) -> JsonNodeFactory.instance.objectNode().put("status", "solved")))
                    .get("result").get("status").asText().equals("solved"), "and the next job runs");
        } finally {
            jobs.stop();
        }
    }

    /** Polls until {@code ok} holds; the bound only ends a run that fails (a job that never lets go of its worker). */
    static void waitUntil(java.util.function.BooleanSupplier ok, String what) throws Exception {
        long until = System.nanoTime() + 600_000_000_000L;
        while (!ok.getAsBoolean()) {
            if (System.nanoTime() > until) throw new AssertionError("never: " + what);
            Thread.sleep(2);
        }
    }

    /** Whether a thread is running, now, a method of this class (its name and the method's, such as "Explainer.solve"). */
    static boolean inside(Thread t, String classAndMethod) {
        for (StackTraceElement e : t.getStackTrace())
            if ((e.getClassName().substring(e.getClassName().lastIndexOf('.') + 1) + "." + e.getMethodName()).equals(classAndMethod)) return true;
        return false;
    }

    static boolean searching(Thread t) {
        for (StackTraceElement e : t.getStackTrace()) if (e.getClassName().startsWith("org.cellwise.engine.search.")) return true;
        return false;
    }

    /**
     * The page cancels its true candidates and grade at every edit: a cancelled job gives its worker back at its next
     * check, in the engine's search or between logic's steps and inside its long techniques, and a small job then
     * runs on that worker. Observed, not timed: the long job's thread is seen at work (in a search, in logic's steps),
     * the job is cancelled, and the small job, which can only run once the one worker is free, is answered; the long
     * job then says it was cancelled, and its thread runs none of its work any more. Each long job, not cancelled,
     * runs for many minutes (the time limit is an hour): a 25x25 whose first search is long, an empty 25x25 whose first
     * logical step takes minutes.
     */
    @Test
    void aCancelledCandidatesOrGradeJobGivesItsWorkerBackAndASmallJobRuns() throws Exception {
        Path root = Path.of("").toAbsolutePath();
        while (!Files.exists(root.resolve("mvnw"))) root = root.getParent();
        Puzzle hard = Formats.readAll(root.resolve("data/sudoku-25x25-gecode.txt")).stream().filter(x -> x.name().equals("gecode25-18"))
                .findFirst().orElseThrow();
        Puzzle empty = Formats.readAll("size 25 boxes 5x5\nrules sudoku\n", "empty25.cw", null).get(0);
        Puzzle small = Formats.readAll("size 4 boxes 2x2\nrules sudoku\ngivens\n2 . 1 4\n. . . 2\n4 . . .\n. . . .\n", "four.cw", null).get(0);
        record Case(String what, Puzzle puzzle, Jobs.Work work, String at) {}
        List<Case> cases = List.of(
                new Case("true candidates, in a search", hard, api("candidates", hard, "1000000"), "search"),
                new Case("a grade, in the engine's search", hard, api("grade", hard, null), "search"),
                new Case("a grade, in logic's steps", empty, api("grade", empty, null), "Explainer.solve"));
        Semaphore permits = new Semaphore(1);
        Jobs jobs = new Jobs(1, 1, permits);
        try {
            for (Case c : cases) {
                Thread[] worker = {null};
                Jobs.Job big = jobs.start(c.puzzle(), (p, j) -> {
                    worker[0] = Thread.currentThread();
                    return c.work().apply(p, j);
                });
                assertNotNull(big, c.what());
                waitUntil(() -> worker[0] != null && (c.at().equals("search") ? searching(worker[0]) : inside(worker[0], c.at())),
                        c.what() + ": the long job at work");
                big.cancel.set(true);
                Jobs.Job next = jobs.start(small, api("setter", small, null));
                assertNotNull(next, c.what() + ": a slot for the small job");
                JsonNode answered = waitFor(next);
                assertEquals("solved", answered.get("result").get("status").asText(), c.what() + ": " + answered);
                assertTrue(answered.get("result").get("unique").asBoolean(), c.what());
                JsonNode stopped = big.status();
                assertEquals("cancelled", stopped.get("state").asText(), c.what() + ": " + stopped);
                assertEquals("cancelled", stopped.get("result").get("status").asText(), c.what() + ": " + stopped);
                assertFalse(searching(worker[0]) || inside(worker[0], "Explainer.explain") || inside(worker[0], "Candidates.find"),
                        c.what() + ": the long job's thread runs none of its work");
                assertEquals(1, permits.availablePermits(), c.what() + ": the worker is free");
            }
        } finally {
            jobs.stop();
        }
    }

    /**
     * The server's job of this kind on this puzzle, read by {@link Api#job} as a request would be ({@code limit}: its
     * {@code ?limit=}, null: none), under an hour's time limit: longer than any run of these tests, so never reached.
     */
    private static Jobs.Work api(String kind, Puzzle puzzle, String limit) {
        Api.Job job = Api.job(kind, name -> name.equals("limit") ? limit : null, CellwiseWriter.write(puzzle));
        return (p, j) -> job.run(Duration.ofHours(1), j.cancel, j.nodes::set);
    }

    /** An Error that escapes every route's care still gets a JSON 500, never an empty text/plain one. */
    @Test
    void anErrorOutsideARouteIsAnsweredInJson() throws Exception {
        java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
        int[] status = {0};
        String[] type = {null};
        jakarta.servlet.ServletOutputStream out = new jakarta.servlet.ServletOutputStream() {
            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(jakarta.servlet.WriteListener l) {}

            @Override
            public void write(int b) {
                body.write(b);
            }
        };
        jakarta.servlet.http.HttpServletResponse res = (jakarta.servlet.http.HttpServletResponse) java.lang.reflect.Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {jakarta.servlet.http.HttpServletResponse.class}, (proxy, m, args) -> {
                    switch (m.getName()) {
                        case "setStatus" -> status[0] = (int) args[0];
                        case "setContentType" -> type[0] = (String) args[0];
                        case "getOutputStream" -> {
                            return out;
                        }
                        default -> {}
                    }
                    return null;
                });
        Server.Fault.write(res, new OutOfMemoryError("Java heap space"));
        assertEquals(500, status[0]);
        assertEquals("application/json; charset=utf-8", type[0]);
        assertEquals("the request ran out of the server's memory", Server.JSON.readTree(body.toByteArray()).get("error").asText());
    }
}
