import { useDeferredValue, useState } from 'react';
import { useAsync, type AsyncLoad } from '../../../../lib/use-async.ts';

/** One page of a list as the server answers it. */
export interface Page<T> {
  data: T[];
  total: number;
  nextCursor: string | null;
}

export interface PagedList<T> {
  /** The first page's load (loading, failure, reload). */
  first: AsyncLoad<Page<T>>;
  /** Every row shown: the first page and the pages "Show more" added. */
  rows: T[];
  total: number;
  /** There is a next page. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "Show more" failed, if it did. */
  moreError: unknown;
  showMore: () => void;
}

/**
 * A server-paged list searched by `q` (the search box's text, followed deferred so typing stays
 * responsive): a new search or a reload starts at the first page again; "Show more" adds the next.
 */
export function usePagedList<T>(
  key: string,
  q: string,
  load: (q: string, cursor: string | undefined, signal?: AbortSignal) => Promise<Page<T>>,
): PagedList<T> {
  const query = useDeferredValue(q.trim());
  const first = useAsync(`${key}:${query}`, (signal) => load(query, undefined, signal));
  // The pages added after the first: they belong to that first page's answer only.
  const [more, setMore] = useState<{ after: Page<T>; rows: T[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const page = first.status === 'ok' ? first.data : undefined;
  const added = page && more?.after === page ? more : null;
  const rows = page ? [...page.data, ...(added?.rows ?? [])] : [];
  const next = added ? added.next : (page?.nextCursor ?? null);

  const showMore = (): void => {
    if (!page || next === null || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    load(query, next).then(
      (p) => {
        setMore({ after: page, rows: [...(added?.rows ?? []), ...p.data], next: p.nextCursor });
        setLoadingMore(false);
      },
      (err: unknown) => {
        setMoreError(err);
        setLoadingMore(false);
      },
    );
  };

  return { first, rows, total: page?.total ?? 0, hasMore: next !== null, loadingMore, moreError, showMore };
}
