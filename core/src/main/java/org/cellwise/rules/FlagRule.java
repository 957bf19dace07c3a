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
    public boolean cacheable() {
        return true;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.flag(this);
    }

    @Override
    public String toString() {
        return keyword();
    }
}
