package org.cellwise.site.browser.java.util.concurrent.locks;

/**
 * {@code java.util.concurrent.locks.ReentrantLock} for the worker, which runs one thread: nothing ever waits, so
 * taking the lock always succeeds at once. Jackson's parser guards its shared caches with one.
 */
public class ReentrantLock {
    private int holds;

    public ReentrantLock() {}

    public ReentrantLock(boolean fair) {}

    public void lock() {
        holds++;
    }

    public boolean tryLock() {
        holds++;
        return true;
    }

    public void unlock() {
        if (holds == 0) throw new IllegalMonitorStateException();
        holds--;
    }

    public boolean isLocked() {
        return holds > 0;
    }

    public boolean isHeldByCurrentThread() {
        return holds > 0;
    }
}
