import { useCallback, useEffect, useState } from 'react';
import type { MaterialSearchHit } from '../../contract/material-search.ts';
import { isAbort } from '../api/api-error.ts';
import { materialSearchApi } from '../api/material-search-api.ts';
import { useApi } from '../use-api.ts';

/** How long typing must pause before a search is sent. */
export const SEARCH_DELAY_MS = 250;

export interface SearchResults {
  /** The text these hits answer. */
  query: string;
  hits: readonly MaterialSearchHit[];
}

export interface MaterialSearchState {
  /** What is typed, trimmed: '' when nothing (or only spaces) is. */
  query: string;
  /** The answer about `query` is still to come. */
  loading: boolean;
  /** The latest answer: about `query`, or while loading about the text before it. */
  results: SearchResults | null;
  /** Why the search for `query` failed (undefined when it did not). */
  error: unknown;
  /** Sends the same search again. */
  retry: () => void;
}

interface Settled {
  key: string;
  results?: SearchResults;
  error?: unknown;
}

/**
 * Searches the materials for `text` once typing pauses for `delayMs`: each new text cancels the
 * wait and aborts the request before it, so an older answer never replaces a newer one.
 */
export function useMaterialSearch(text: string, delayMs = SEARCH_DELAY_MS): MaterialSearchState {
  const api = useApi(materialSearchApi);
  const query = text.trim();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [lastResults, setLastResults] = useState<SearchResults | null>(null);
  const key = `${attempt}|${query}`;

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.searchMaterials(query, { signal: controller.signal }).then(
        (hits) => {
          if (controller.signal.aborted) return;
          setSettled({ key, results: { query, hits } });
          setLastResults({ query, hits });
        },
        (error: unknown) => {
          if (!isAbort(error) && !controller.signal.aborted) setSettled({ key, error });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, key, delayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (query === '') return { query, loading: false, results: null, error: undefined, retry };
  if (settled?.key !== key) return { query, loading: true, results: lastResults, error: undefined, retry };
  return { query, loading: false, results: settled.results ?? null, error: settled.error, retry };
}
