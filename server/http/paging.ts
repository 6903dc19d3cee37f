import { PAGE_LIMIT_DEFAULT } from '../../src/contract/primitives.ts';

/** A page as the query asks for it: the rows to skip and the rows wanted. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The window of a list's `cursor` and `limit` query values (both already checked by the contract). */
export const pageWindow = (q: { cursor?: string; limit?: string }): PageWindow => ({
  offset: q.cursor ? Number(q.cursor) : 0,
  limit: q.limit ? Number(q.limit) : PAGE_LIMIT_DEFAULT,
});

/** One page of a list, as `pagedResponse` in the contract carries it. */
export interface Paged<T> {
  data: T[];
  total: number;
  nextCursor: string | null;
}

/** One page: the rows, the whole list's size, and the cursor of the next page (null on the last). */
export function pageOf<T>(rows: T[], total: number, w: PageWindow): Paged<T> {
  const next = w.offset + rows.length;
  return { data: rows, total, nextCursor: rows.length === w.limit && next < total ? String(next) : null };
}

/** A `q` search text as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
