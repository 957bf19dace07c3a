package org.cellwise.site;

import java.util.Set;
import org.teavm.extension.spi.substitution.SimpleSubstitutionPolicy;
import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * What the browser build puts in place of a few classes, each under the same name in the {@code browser} package:
 * core's seams (how much memory there is) and the JDK and Jackson pieces TeaVM's class library lacks, which the
 * worker, one thread with no JVM below it, can have in a few lines. TeaVM finds this policy as a service.
 */
public final class Substitutions extends SimpleSubstitutionPolicy {
    static final String PREFIX = "org.cellwise.site.browser";
    static final Set<String> REPLACED = Set.of("org.cellwise.engine.Heap",
            "java.util.concurrent.locks.ReentrantLock", "java.util.concurrent.atomic.AtomicReferenceArray",
            "com.fasterxml.jackson.core.io.schubfach.DoubleToDecimal", "com.fasterxml.jackson.core.io.schubfach.FloatToDecimal",
            "com.fasterxml.jackson.databind.node.InternalNodeMapper");

    @Override
    public void contribute(SubstitutionSink sink) {
        sink.selectClasses(REPLACED::contains).packagePrefix(PREFIX);
    }
}
