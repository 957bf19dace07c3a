package org.cellwise.rules;

import java.util.List;
import org.cellwise.model.Cell;

/**
 * A variant clue drawn on the grid: lines, dots, marked cells and clues outside the grid, as setters publish them
 * (f-puzzles, SudokuPad). Each is one small record that expands into the existing constraint kinds and says its own
 * {@code .cw} statement; pictures and the community formats dispatch through {@link Cases}, so a new clue does not
 * compile until both draw and write it.
 */
public sealed interface Clue extends ValueRule permits Thermometer, Arrow, LittleKiller, Kropki, XV, Parity, Extreme,
        PencilMarks, Palindrome, Renban, Whispers, BetweenLine, RegionSumLine, Entropic, ExtraRegion, SumlessCage, Clone,
        Quadruple, Sandwich, XSum, Skyscraper, Indexer, LockoutLine, ModularLine, ZipperLine, NabnerLine, DoubleArrow,
        DiagonalKropki, DiagonalXV, SlowThermometer, Taxicab, Chess, Knightmare, AspRule, AutomatonLine, RegexLine,
        Lunchbox, SumLine, LookAndSay, Exactly, HiddenSkyscraper, NumberedRoom, CountDistinct, RellikCage, EqualityCage,
        CountingCircles, SameValues, EqualSum, ConnectedValues, WeightedSum, PairLine, ValueIndexing, FullRank, ChaosCount,
        ChaosArrow {

    /** The clue's line(s) in the {@code .cw} format, read back by {@code format.ClueStatements}. */
    String statement();

    /**
     * Statements that define what the clue names (an automaton it follows, a relation it applies), which a writer
     * writes once per puzzle, before the clues, however many clues name them.
     */
    default List<String> definitions() {
        return List.of();
    }

    <R> R accept(Cases<R> cases);

    @Override
    default <R> R accept(Rule.Cases<R> cases) {
        return cases.clue(this);
    }

    static String cells(List<Cell> cells) {
        StringBuilder sb = new StringBuilder();
        for (Cell c : cells) sb.append(sb.length() == 0 ? "" : " ").append(c);
        return sb.toString();
    }

    interface Cases<R> {
        R thermometer(Thermometer t);

        R arrow(Arrow a);

        R littleKiller(LittleKiller l);

        R kropki(Kropki k);

        R xv(XV x);

        R parity(Parity p);

        R extreme(Extreme e);

        R pencilMarks(PencilMarks m);

        R palindrome(Palindrome p);

        R renban(Renban r);

        R whispers(Whispers w);

        R between(BetweenLine b);

        R regionSum(RegionSumLine r);

        R entropic(Entropic e);

        R extraRegion(ExtraRegion e);

        R sumlessCage(SumlessCage c);

        R clone(Clone c);

        R quadruple(Quadruple q);

        R sandwich(Sandwich s);

        R xSum(XSum x);

        R skyscraper(Skyscraper s);

        R indexer(Indexer i);

        R lockout(LockoutLine l);

        R modular(ModularLine m);

        R zipper(ZipperLine z);

        R nabner(NabnerLine n);

        R doubleArrow(DoubleArrow d);

        R diagonalKropki(DiagonalKropki k);

        R diagonalXv(DiagonalXV x);

        R slowThermometer(SlowThermometer t);

        R taxicab(Taxicab t);

        R chess(Chess c);

        R knightmare(Knightmare k);

        /** A rule written in clingo's notation, with the facts it looks up. */
        R asp(AspRule r);

        R automaton(AutomatonLine a);

        R regex(RegexLine r);

        R lunchbox(Lunchbox l);

        R sumLine(SumLine s);

        R lookAndSay(LookAndSay l);

        R exactly(Exactly e);

        R hiddenSkyscraper(HiddenSkyscraper h);

        R numberedRoom(NumberedRoom n);

        R countDistinct(CountDistinct c);

        R rellik(RellikCage r);

        R equalityCage(EqualityCage e);

        R countingCircles(CountingCircles c);

        R sameValues(SameValues s);

        /** Sets of cells with one common sum, not given. */
        R equalSum(EqualSum e);

        /** The cells holding some values form one connected area. */
        R connectedValues(ConnectedValues c);

        R weightedSum(WeightedSum w);

        R pairs(PairLine p);

        R valueIndexing(ValueIndexing v);

        R fullRank(FullRank f);

        /** How many of some cells lie in the first one's region (with a chaos construction). */
        R chaosCount(ChaosCount c);

        /** The length of a run of one region along arms from a cell (with a chaos construction). */
        R chaosArrow(ChaosArrow a);
    }
}
