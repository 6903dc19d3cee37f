import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAbort } from './api/api-error.ts';
import { useAsync, type AsyncState } from './use-async.ts';
import { pause, SEARCH_DELAY_MS } from './pause.ts';

/** One page of a paged list route (`pagedResponse` in the contract). */
export interface Page<T> {
  data: T[];
  total: number;
  nextCursor: string | null;
}

export interface PagedList<T> {
  /** The rows of every page loaded so far, in the server's order. */
  items: readonly T[];
  /** How many rows the whole list has (0 until the first page came). */
  total: number;
  /** The first page is loading and no rows show (a reload or a new search keeps the rows it had). */
  loading: boolean;
  /** A first page is loading, whether or not rows show. */
  busy: boolean;
  /** Why the first page failed; null when it did not. */
  error: unknown;
  /** Another page is there to load. */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore: boolean;
  /** Why the next page failed (Load more tries again); null when it did not. */
  moreError: unknown;
  loadMore: () => void;
  /** Loads the list again from its first page (after a change). */
  reload: () => void;
}

interface More<T> {
  /** The first page the pages were loaded after. */
  after: Page<T>;
  items: T[];
  next: string | null;
}

/**
 * A paged list: `key` (the list and its search) loads its first page; `loadMore` adds the next
 * page's rows. A new key or a reload starts over from the first page; a page answered for an
 * older key is dropped.
 */
export function usePagedList<T, P extends Page<T> = Page<T>>(
  key: string | null,
  load: (cursor: string | undefined, signal: AbortSignal) => Promise<P & Page<T>>,
): PagedList<T> & { first: P | undefined; latest: P | undefined } {
  const first = useAsync(key, (signal) => load(undefined, signal));
  // While the list reloads or another search loads, the rows before stay on screen until the new first page comes.
  const firstPage = first.status === 'error' ? undefined : first.data;
  const [more, setMore] = useState<More<T> | null>(null);
  // The next page's load, for the first page it follows.
  const [next, setNext] = useState<{ after: Page<T>; loading: boolean; error: unknown } | null>(null);
  const running = useRef<AbortController | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  // The pages after an older first page are not this list's.
  const kept = more && more.after === firstPage ? more : null;
  const nextLoad = next && next.after === firstPage ? next : null;
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [firstPage],
  );

  const cursor = kept ? kept.next : (firstPage?.nextCursor ?? null);
  const loadMore = useCallback(() => {
    if (!firstPage || cursor === null || running.current) return;
    const ctl = new AbortController();
    running.current = ctl;
    setNext({ after: firstPage, loading: true, error: null });
    loadRef.current(cursor, ctl.signal).then(
      (page) => {
        if (ctl.signal.aborted) return;
        running.current = null;
        setNext(null);
        setMore((m) => {
          const before = m && m.after === firstPage ? m.items : [];
          return { after: firstPage, items: [...before, ...page.data], next: page.nextCursor };
        });
      },
      (err: unknown) => {
        if (ctl.signal.aborted || isAbort(err)) return;
        running.current = null;
        setNext({ after: firstPage, loading: false, error: err });
      },
    );
  }, [firstPage, cursor]);

  const items = useMemo(() => (firstPage ? (kept ? [...firstPage.data, ...kept.items] : firstPage.data) : []), [firstPage, kept]);
  return {
    first: firstPage,
    // The newest first page any load brought, kept through failures (what a reload that failed leaves on screen).
    latest: first.latest,
    items,
    total: firstPage?.total ?? 0,
    loading: first.status === 'loading' && firstPage === undefined,
    busy: first.status === 'loading',
    error: first.status === 'error' ? first.error : null,
    hasMore: cursor !== null,
    loadingMore: nextLoad?.loading ?? false,
    moreError: nextLoad?.error ?? null,
    loadMore,
    reload: first.reload,
  };
}

/** A paged list's first page as one load (loading, failed, or the list), for a view that shows loads. */
export function pagedState<L extends PagedList<unknown> & { first?: unknown }>(list: L): AsyncState<L> {
  if (list.error !== null) return { status: 'error', error: list.error, reload: list.reload };
  if (list.loading || !list.first) return { status: 'loading', reload: list.reload };
  return { status: 'ok', data: list, reload: list.reload };
}

/**
 * A paged list searched on the server by `search` (trimmed): a search's first page is asked for
 * once typing pauses (SEARCH_DELAY_MS), its next pages at once. `key` names the list and its
 * other filters; a new key or search starts again from the first page.
 */
export function useSearchedPages<T, P extends Page<T> = Page<T>>(
  key: string,
  search: string,
  load: (q: string, cursor: string | undefined, signal: AbortSignal) => Promise<P & Page<T>>,
): PagedList<T> & { first: P | undefined; latest: P | undefined } {
  const q = search.trim();
  return usePagedList<T, P>(JSON.stringify([key, q]), async (cursor, signal) => {
    if (q && cursor === undefined) await pause(SEARCH_DELAY_MS, signal);
    return load(q, cursor, signal);
  });
}
