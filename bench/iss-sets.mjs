// The collections of Sigh's Interactive Sudoku Solver (ISS) that Cellwise is measured on: a file name under data/iss/
// and ISS's own selectors for its puzzles (collection names in its data/collections.js, or puzzle names).
export const SETS = [
  ['tarek-all', ['TAREK_ALL']],
  ['mathemagic-killers', ['MATHEMAGIC_KILLERS']],
  ['hs-killers', ['HS_KILLERS']],
  ['little-killer-snipes', ['LITTLE_KILLER_SNIPES']],
  ['pill-arrows', ['Long sums 1', 'Long sums 2', 'Long sums 3', 'I Bet Someone Did This Already', 'Triple digits',
    'Pill Arrow Sudoku', 'Force non-unit coeff']],
  ['hard-thermos', ['HARD_THERMOS']],
  ['16x16', ['16x16: Sudoku X', '16x16: Sudoku X, very hard', '16x16: Sudoku X, hard', '16x16: Windoku']],
  ['pencilmarks', ['HARD_PENCILMARKS']],
  ['slow-cases', ['Little killer, slow', 'Zero solution: Little Killer', 'Zero solution: Renban', 'White Room  - killer sudoku',
    'Wecoc #1', 'Wecoc #1 [mod A]', 'Wecoc #2', 'tarek unsolvable #41']],
];
