// Ablations of ISS's sum reasoning, to weigh each of its ideas on its own collections (bench/iss-times.mjs --ablate).
// Each patches one method of ISS's loaded code for the run and returns a function that puts it back; the answers stay
// the same, only the work to reach them changes. ISS's code is not copied: only method names are named here.
export const ablations = async (iss) => {
  const { SudokuConstraintOptimizer } = await import(iss('js/solver/optimizer.js'));
  const { Sum } = await import(iss('js/solver/sum_handler.js'));
  const { CandidateSelector, ConflictScores } = await import(iss('js/solver/candidate_selector.js'));
  const patch = (proto, method, replacement) => () => {
    const original = proto[method];
    proto[method] = replacement(original);
    return () => { proto[method] = original; };
  };
  const O = SudokuConstraintOptimizer.prototype;
  const none = () => function () { return []; };
  return {
    'innies-outies': {
      description: 'no innie/outie sums over runs of houses',
      apply: patch(O, '_makeInnieOutieSumHandlers', none),
    },
    'hidden-cages': {
      description: 'no sums for the rest of a house beside its cages, nor for cages poking out of it',
      apply: patch(O, '_makeHiddenCageHandlers', none),
    },
    'combined-sums': {
      description: 'no sums merged from related sums',
      apply: patch(O, '_makeCombinedSumHandlers', none),
    },
    'sum-gap': {
      description: 'no sum for the cells no cage covers',
      apply: patch(O, '_fillInSumGap', none),
    },
    'complements': {
      description: 'sums do not read the rest of their house with them',
      apply: patch(O, '_addSumComplementCells', () => function () {}),
    },
    'exclusion-groups': {
      description: 'sums bound by each cell alone, not by groups of cells that must differ',
      apply: patch(Sum.prototype, '_restrictCellsWithCoefficients', () => function () { return true; }),
    },
    'custom-candidates': {
      description: 'branch on cells only, never on the places of a value in a house (or other constraint)',
      apply: patch(CandidateSelector.prototype, '_findCustomCandidates', () => function () { return false; }),
    },
    'value-scores': {
      description: 'no preference for cells holding the value that failed most lately',
      apply: patch(ConflictScores.prototype, 'getMaxValueScore', () => function () { return { value: 0, score: 0 }; }),
    },
  };
};
