/** The search over the text of materials, shared by the learner's and the teacher's lists. */
const en = {
  label: 'Search in materials',
  hint: 'Finds words inside the files, not only in their names.',
  searching: 'Searching...',
  resultCount: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  noResults: (query: string) => `No results for "${query}"`,
  failed: (reason: string) => `Search failed: ${reason}`,
  tryAgain: 'Try again',
  results: 'Search results',
  page: (n: number) => `Page ${n}`,
};

export default en;
