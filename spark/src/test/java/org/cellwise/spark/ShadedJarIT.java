package org.cellwise.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.batch.Answer;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built jar run as spark-submit runs it on a cluster: Spark's jars and their Jackson on the classpath, Cellwise's
 * own Jackson relocated inside the jar. Every function a job ships to executors must cross in that form.
 */
class ShadedJarIT {
    @TempDir
    Path tmp;

    private record Run(int code, String out) {}

    private static Run run(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(List.of(System.getProperty("cellwise.spark.jvm").trim().split("\\s+")));
        cmd.addAll(List.of("-cp", System.getProperty("cellwise.spark.jar") + ":"
                + Files.readString(Path.of(System.getProperty("cellwise.spark.classpath"))).strip(), "org.cellwise.spark.Main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("log.txt").toFile()).start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the job did not end");
        return new Run(p.exitValue(), Files.readString(dir.resolve("log.txt"), StandardCharsets.UTF_8));
    }

    /**
     * One job, so one Spark start: check, with Parquet out, runs the most that crosses to executors (the piece
     * runner, the join by name, the check, rows of nested columns); the README tour runs solve from the jar.
     */
    @Test
    void theCheckJobRunsFromTheJar() throws Exception {
        Path kenken = TestFiles.data().resolve("kenken-janko.txt");
        StringBuilder answers = new StringBuilder();
        for (Puzzle p : Formats.readAll(kenken)) answers.append(Answer.solve(p, false, null, null).toJson(p)).append('\n');
        Files.writeString(tmp.resolve("answers.jsonl"), answers);
        Run check = run(tmp, "check", "--master", "local[2]", "--out-format", "parquet", "--piece-bytes", "4000",
                "--answers", "answers.jsonl", "--out", "checked", kenken.toString());
        assertEquals(0, check.code(), check.out());
        assertTrue(check.out().contains("(Parquet): 171 ok"), check.out());
    }
}
