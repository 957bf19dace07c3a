package org.cellwise.site.browser.java.util.concurrent.atomic;

/**
 * {@code java.util.concurrent.atomic.AtomicReferenceArray} for the worker, which runs one thread: a plain array.
 * Jackson keeps its recycled buffers in one.
 */
public class AtomicReferenceArray<E> {
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] values) {
        array = values.clone();
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final E get(int i) {
        return (E) array[i];
    }

    public final void set(int i, E value) {
        array[i] = value;
    }

    public final void lazySet(int i, E value) {
        array[i] = value;
    }

    public final E getAndSet(int i, E value) {
        E old = get(i);
        array[i] = value;
        return old;
    }

    public final boolean compareAndSet(int i, E expected, E value) {
        if (array[i] != expected) return false;
        array[i] = value;
        return true;
    }
}
