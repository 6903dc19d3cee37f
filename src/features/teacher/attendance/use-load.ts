import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads `fetcher` whenever `key` changes (or `reloads` grows) and aborts the stale request.
 * The state is derived from the key, so a new key shows 'loading' at once without a
 * synchronous setState inside the effect.
 */
export function useLoad<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, reloads = 0): Loaded<T> {
  const [state, setState] = useState<{ key: string; reloads: number; value: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const ctl = new AbortController();
    fetcher(ctl.signal).then(
      (data) => setState({ key, reloads, value: { status: 'ok', data } }),
      (e: unknown) => {
        if (!ctl.signal.aborted) setState({ key, reloads, value: { status: 'error', error: e } });
      },
    );
    return () => ctl.abort();
    // The fetcher is keyed by `key`: a new closure with the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloads]);
  if (key === null || !state || state.key !== key || state.reloads !== reloads) return { status: 'loading' };
  return state.value;
}
