package org.cellwise.rules;

/** A rule without parameters: two instances of the same class are the same rule. */
abstract class FlagRule implements Rule {
    @Override
    public boolean equals(Object o) {
        return o != null && o.getClass() == getClass();
    }

    @Override
    public int hashCode() {
        return getClass().hashCode();
    }

    @Override
    public boolean canvasOnly() {
        return true;
    }

    @Override
    public String toString() {
        return keyword();
    }
}
