/**
 * The text of find-text.pdf, one entry per page: its heading, then its lines. "energy" (any
 * case) occurs 8 times: page 1 once ("Energy"), page 2 once, page 3 four times ("ENERGY",
 * "Energy", twice "energy"), page 5 twice; in lower case exactly 5 times. "cell" occurs 3 times,
 * twice as a whole word (pages 1 and 2). Page 4 breaks "photosynthesis" over a line end.
 */
export const FIND_FIXTURE_PAGES: readonly (readonly string[])[] = [
  ['Find fixture page one', 'Energy flows through every food chain.', 'A cell is the smallest unit of life.'],
  ['Find fixture page two', 'The café sells energy drinks.', 'Cells divide; each cell copies itself.'],
  ['Find fixture page three', 'ENERGY is conserved. Energy changes form.', 'Say energy twice: energy.'],
  ['Find fixture page four', 'Green plants make sugar by photo-', 'synthesis in their leaves.'],
  ['Find fixture page five', 'Kinetic energy and potential energy.'],
  ['Find fixture page six', 'The zebra grazes on the savanna.'],
];
