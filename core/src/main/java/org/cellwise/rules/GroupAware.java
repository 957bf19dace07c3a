package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;

/**
 * A rule whose constraints can be made stronger, never different in meaning, once the groups the puzzle's other
 * rules keep all different are known: a rule written in clingo's notation that keeps cells of an offset group apart
 * pair by pair becomes, with the rows and columns, the whole group. The compiler expands such rules after the
 * others; alone ({@link Rule#expand(Canvas)}) they expand as if no other rule were there.
 */
public interface GroupAware extends Rule {
    /** The rule's constraints, given the cell groups ({@code houses}) the other rules keep all different. */
    List<Constraint> expand(Canvas canvas, List<int[]> houses);
}
