package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

class RulesTest {
    static Puzzle with(int n, Rule... rules) {
        return Puzzle.builder().grid(Grid.standard(n)).rules(List.of(rules)).build();
    }

    static Set<Set<Cell>> groups(Puzzle p) {
        return p.constraints().stream().filter(c -> c instanceof AllDifferent)
                .map(c -> java.util.Arrays.stream(c.cells()).mapToObj(i -> p.cells().get(i)).collect(Collectors.toSet()))
                .collect(Collectors.toSet());
    }

    @Test
    void boxesFollowTheGridShape() {
        Puzzle p = Puzzle.builder().grid(new Grid("g", 0, 0, 6, 2, 3)).rule(new Boxes()).build();
        assertTrue(groups(p).contains(Set.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2), new Cell(1, 0),
                new Cell(1, 1), new Cell(1, 2))));
        assertEquals(6, groups(p).size());
        assertEquals(List.of(2, 3), List.of(Grid.defaultBox(6)[0], Grid.defaultBox(6)[1]));
        assertEquals(List.of(0, 0), List.of(Grid.defaultBox(7)[0], Grid.defaultBox(7)[1]));
    }

    @Test
    void offsetGroupsTakeOneCellFromEachBox() {
        Set<Set<Cell>> g = groups(with(9, new OffsetGroups()));
        assertEquals(9, g.size());
        assertTrue(g.contains(Set.of(new Cell(0, 0), new Cell(0, 3), new Cell(0, 6), new Cell(3, 0), new Cell(3, 3),
                new Cell(3, 6), new Cell(6, 0), new Cell(6, 3), new Cell(6, 6))));
    }

    @Test
    void diagonalsAreBothWays() {
        Set<Set<Cell>> g = groups(with(4, new Diagonals()));
        assertEquals(Set.of(Set.of(new Cell(0, 0), new Cell(1, 1), new Cell(2, 2), new Cell(3, 3)),
                Set.of(new Cell(3, 0), new Cell(2, 1), new Cell(1, 2), new Cell(0, 3))), g);
    }

    @Test
    void neighbourRulesPairEachTwoCellsOnce() {
        // knight-move pairs on an n x n board: 4(n-1)(n-2), 224 for 9x9
        List<Constraint> knight = with(9, new AntiKnight()).constraints();
        assertEquals(224, knight.size());
        assertTrue(knight.stream().allMatch(c -> ((Relation) c).kind() == Relation.Kind.NOT_EQUAL));
        // king: 8 neighbours; 2*8*9 orthogonal + 2*8*8 diagonal pairs
        assertEquals(144 + 128, with(9, new AntiKing()).constraints().size());
        List<Constraint> nc = with(9, new NonConsecutive()).constraints();
        assertEquals(144, nc.size());
        assertTrue(nc.stream().allMatch(c -> ((Relation) c).kind() == Relation.Kind.NOT_CONSECUTIVE));
    }

    @Test
    void neighbourRulesStayOnTheCanvas() {
        // two grids sharing a corner: knight moves only between cells that exist
        Puzzle p = Puzzle.builder().grid(new Grid("A", 0, 0, 4, 2, 2)).grid(new Grid("B", 2, 2, 4, 2, 2))
                .rule(new AntiKnight()).build();
        for (Constraint c : p.constraints()) for (int i : c.cells()) assertTrue(i >= 0 && i < p.size());
    }

    @Test
    void greaterThanAndCagesName() {
        Puzzle p = with(4, new GreaterThan(new Cell(0, 1), new Cell(0, 0)),
                new KillerCage("a", List.of(new Cell(1, 1), new Cell(1, 2)), 3));
        List<Constraint> cs = p.constraints();
        Relation r = (Relation) cs.get(0);
        assertEquals(Relation.Kind.LESS, r.kind());
        assertEquals(0, r.a());
        assertEquals(1, r.b());
        assertEquals("r1c2>r1c1", r.name());
        assertEquals("cage a", cs.get(1).name());
    }

    @Test
    void rulesOutsideTheCanvasAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> with(4, new GreaterThan(new Cell(0, 1), new Cell(9, 9))));
        assertThrows(IllegalArgumentException.class, () -> with(4, new Givens(java.util.Map.of(new Cell(0, 0), 5))));
        assertThrows(IllegalArgumentException.class, () -> new ArithmeticCage("x", List.of(new Cell(0, 0)),
                org.cellwise.constraint.Arithmetic.Op.DIVIDE, 2));
    }

    @Test
    void catalogKnowsBundlesAndFlags() {
        assertEquals(List.of("rows", "columns", "boxes"), RuleCatalog.lookup("sudoku").stream().map(Rule::keyword).toList());
        assertEquals(List.of("rows", "columns"), RuleCatalog.lookup("LATIN").stream().map(Rule::keyword).toList());
        assertEquals(null, RuleCatalog.lookup("anti-bishop"));
        assertTrue(RuleCatalog.keywords().containsAll(List.of("anti-knight", "anti-king", "non-consecutive", "offset", "diagonals")));
        // every listed keyword makes its rule, which says that keyword back and counts as a flag
        for (String k : RuleCatalog.keywords()) {
            if (k.equals("sudoku") || k.equals("latin")) continue;
            List<Rule> made = RuleCatalog.lookup(k);
            assertEquals(1, made.size(), k);
            assertEquals(k, made.get(0).keyword());
            assertTrue(RuleCatalog.isFlag(made.get(0)), k);
        }
    }
}
