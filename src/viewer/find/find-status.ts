/** Where a search stands, as the find bar shows it. */
export interface FindStatus {
  /** The query searched, as typed ('' when there is none). */
  query: string;
  /** The selected match: its page (1-based) and its index among that page's matches. */
  selected: { page: number; index: number } | null;
  /** The selected match's number in the document; null until every page before it is counted. */
  current: number | null;
  /** Matches counted so far. */
  total: number;
  /** Every page has been counted: `total` is final. */
  complete: boolean;
  /** Looking for the next match (a page's text is still being read). */
  pending: boolean;
  /** The whole document was searched without a match. */
  notFound: boolean;
  /** The last step went past the last page to the first (forward) or the other way (backward). */
  wrapped: 'forward' | 'backward' | null;
  /** Pages whose text could not be read. */
  unreadable: number;
}

export interface FindStatusTexts {
  findCount: (current: number, total: number) => string;
  findCountSoFar: (current: number, total: number) => string;
  findCounting: (total: number) => string;
  findSearching: string;
  findNoMatches: string;
}

/** The count shown beside the field: '3 of 27', '1 of 12+' while counting, 'No matches'. */
export function findCountText(status: FindStatus | null, m: FindStatusTexts): string {
  if (!status || status.query === '') return '';
  if (status.notFound || (status.complete && status.total === 0)) return m.findNoMatches;
  if (!status.selected) return m.findSearching;
  if (status.current === null) return m.findCounting(status.total);
  return status.complete ? m.findCount(status.current, status.total) : m.findCountSoFar(status.current, status.total);
}

/**
 * The number in the document of match `matchIdx` on page `pageIdx` (0-based both), counting the
 * matches of the pages before it; null while one of those pages is still unread.
 */
export function matchNumber(
  pages: readonly ({ starts: readonly unknown[] } | undefined)[],
  pageIdx: number,
  matchIdx: number,
): number | null {
  let before = 0;
  for (let i = 0; i < pageIdx; i++) {
    const page = pages[i];
    if (!page) return null;
    before += page.starts.length;
  }
  return before + matchIdx + 1;
}
