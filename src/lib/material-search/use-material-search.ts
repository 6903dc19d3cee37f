import type { MaterialSearchHit } from '../../contract/material-search.ts';
import { materialSearchApi } from '../api/material-search-api.ts';
import { useApi } from '../use-api.ts';
import { useAsync } from '../use-async.ts';
import { pause, SEARCH_DELAY_MS } from '../pause.ts';

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

/**
 * Searches the materials for `text` once typing pauses for `delayMs`: each new text cancels the
 * wait and aborts the request before it, so an older answer never replaces a newer one.
 */
export function useMaterialSearch(text: string, delayMs = SEARCH_DELAY_MS): MaterialSearchState {
  const api = useApi(materialSearchApi);
  const query = text.trim();
  const r = useAsync(query === '' ? null : query, async (signal): Promise<SearchResults> => {
    await pause(delayMs, signal);
    return { query, hits: await api.searchMaterials(query, { signal }) };
  });
  if (query === '') return { query, loading: false, results: null, error: undefined, retry: r.reload };
  if (r.status === 'loading') return { query, loading: true, results: r.latest ?? null, error: undefined, retry: r.reload };
  return { query, loading: false, results: r.data ?? null, error: r.error, retry: r.reload };
}
