package org.cellwise.puzzle;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A least-recently-used map of at most {@code limit} entries, safe to share between threads. Values are made
 * outside the lock, so two threads may both make a missing value; both are equal and one of them is kept.
 */
final class BoundedCache<K, V> {
    private final int limit;
    private final LinkedHashMap<K, V> map;

    BoundedCache(int limit) {
        this.limit = limit;
        this.map = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> e) {
                return size() > BoundedCache.this.limit;
            }
        };
    }

    V get(K key, Supplier<V> make) {
        V v;
        synchronized (map) {
            v = map.get(key);
        }
        if (v != null) return v;
        v = make.get();
        synchronized (map) {
            V raced = map.putIfAbsent(key, v);
            return raced != null ? raced : v;
        }
    }

    int size() {
        synchronized (map) {
            return map.size();
        }
    }

    int limit() {
        return limit;
    }
}
