package org.cellwise.asp;

/** Where a piece of a rule stands in the text it was read from: line and column, both from 1. */
public record Place(int line, int column) {}
