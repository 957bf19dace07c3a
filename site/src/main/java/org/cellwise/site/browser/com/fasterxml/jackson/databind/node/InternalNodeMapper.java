package org.cellwise.site.browser.com.fasterxml.jackson.databind.node;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BaseJsonNode;
import org.cellwise.format.Json;

/**
 * What a Jackson tree's {@code toString()} calls, for the worker: the tree written by {@link Json#write}, which
 * writes what the original's {@code ObjectMapper} writes without the reflection a browser build cannot have.
 */
public final class InternalNodeMapper {
    private InternalNodeMapper() {}

    public static String nodeToString(BaseJsonNode n) {
        return Json.write(n);
    }

    public static String nodeToPrettyString(BaseJsonNode n) {
        return Json.write(n);
    }

    /** Java serialization of trees: no part of the browser build. */
    public static byte[] valueToBytes(Object value) {
        throw new UnsupportedOperationException("no Java serialization in the browser");
    }

    public static JsonNode bytesToNode(byte[] bytes) {
        throw new UnsupportedOperationException("no Java serialization in the browser");
    }
}
