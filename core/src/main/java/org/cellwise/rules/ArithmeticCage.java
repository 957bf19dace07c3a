package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** A KenKen cage: the cells combine to {@code target} under the operation; values may repeat. */
public record ArithmeticCage(String label, List<Cell> cells, Arithmetic.Op op, int target) implements ValueRule {
    public ArithmeticCage {
        cells = Cells.distinct("cage " + label, cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("cage " + label + " has no cells");
        if ((op == Arithmetic.Op.SUBTRACT || op == Arithmetic.Op.DIVIDE) && cells.size() != 2)
            throw new IllegalArgumentException("cage " + label + ": '" + op.symbol + "' needs exactly two cells, it has "
                    + cells.size());
    }

    @Override
    public String keyword() {
        return "cage";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Arithmetic("cage " + label, p.indexesOf(cells), op, target));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.arithmeticCage(this);
    }
}
