package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.List;
import java.util.concurrent.Semaphore;
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
