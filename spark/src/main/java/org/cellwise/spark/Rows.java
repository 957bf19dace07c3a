package org.cellwise.spark;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.BooleanType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/** A record as a row of the job's columns, for Parquet: built from the JSON object in the task, never parsed again. */
final class Rows {
    private Rows() {}

    static Row of(JsonNode o, StructType schema) {
        StructField[] fields = schema.fields();
        Object[] values = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) values[i] = value(o.get(fields[i].name()), fields[i].dataType());
        return RowFactory.create(values);
    }

    private static Object value(JsonNode n, DataType t) {
        if (n == null || n.isNull()) return null;
        if (t instanceof StringType) return n.isTextual() ? n.asText() : n.toString();
        if (t instanceof BooleanType) return n.asBoolean();
        if (t instanceof LongType) return n.asLong();
        if (t instanceof IntegerType) return n.asInt();
        if (t instanceof DoubleType) return n.asDouble();
        // Spark's row encoder takes arrays and Scala maps, not Java collections
        if (t instanceof ArrayType a) {
            Object[] l = new Object[n.size()];
            for (int i = 0; i < l.length; i++) l[i] = value(n.get(i), a.elementType());
            return l;
        }
        if (t instanceof MapType m) {
            Map<Object, Object> map = new LinkedHashMap<>();
            n.fields().forEachRemaining(e -> map.put(e.getKey(), value(e.getValue(), m.valueType())));
            return scala.jdk.javaapi.CollectionConverters.asScala(map);
        }
        if (t instanceof StructType s) return of(n, s);
        throw new IllegalArgumentException("no column type " + t);
    }
}
