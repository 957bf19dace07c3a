package org.cellwise.spark;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.GzipCodec;
import org.apache.hadoop.mapred.FileOutputFormat;
import org.apache.hadoop.mapred.JobConf;
import org.apache.hadoop.mapred.RecordWriter;
import org.apache.hadoop.mapred.Reporter;
import org.apache.hadoop.util.Progressable;
import org.apache.hadoop.util.ReflectionUtils;

/**
 * Hadoop's text output for a job's records, each {@link Chunk}'s JSON lines written as the bytes they already are
 * (Hadoop's {@code TextOutputFormat} took them as a {@code Text}, one more copy). Compressed when the job's Hadoop
 * settings ask it ({@code mapreduce.output.fileoutputformat.compress}), as that format does. On the local file system a
 * part file is written without the checksum file Hadoop keeps beside it ({@code .part-00000.crc}), as the command line
 * writes its output: computing it (Hadoop's CRC over every 512 bytes, and compiling that loop) cost about a tenth of
 * a local job's CPU. Other file systems (HDFS, object stores) keep their own checksums, as they do for any file.
 */
public final class LinesOutput extends FileOutputFormat<NullWritable, Chunk> {
    /** Public: Spark makes the output format by its class, on each executor. */
    public LinesOutput() {}

    @Override
    public RecordWriter<NullWritable, Chunk> getRecordWriter(FileSystem ignored, JobConf job, String name, Progressable progress)
            throws IOException {
        CompressionCodec codec = getCompressOutput(job)
                ? ReflectionUtils.newInstance(getOutputCompressorClass(job, GzipCodec.class), job) : null;
        Path file = getTaskOutputPath(job, codec == null ? name : name + codec.getDefaultExtension());
        FileSystem fs = file.getFileSystem(job);
        if (fs instanceof LocalFileSystem local) fs = local.getRawFileSystem();
        DataOutputStream raw = fs.create(file, progress);
        OutputStream out = codec == null ? raw : new DataOutputStream(codec.createOutputStream(raw));
        return new RecordWriter<>() {
            @Override
            public void write(NullWritable key, Chunk chunk) throws IOException {
                out.write(chunk.text());
            }

            @Override
            public void close(Reporter reporter) throws IOException {
                out.close();
            }
        };
    }
}
