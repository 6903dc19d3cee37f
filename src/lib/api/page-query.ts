import type { Signal } from './api-context.ts';

/** A page of a list: `cursor` is the `nextCursor` of the page before (none: the first page). */
export type PageAsk = { cursor?: string; limit?: number } & Signal;

/** A page size as the query string carries it; none when not asked for (the server's default). */
export const limitQuery = (limit: number | undefined): string | undefined => (limit === undefined ? undefined : String(limit));

/** A page's `cursor` and `limit` as query parameters. */
export const pageQueryOf = (p: { cursor?: string; limit?: number }) => ({ cursor: p.cursor, limit: limitQuery(p.limit) });
