import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isAbort } from './api/api-error.ts';

export interface AsyncState<T> {
  /** True until the load for the current key has settled (success or failure alike). */
  loading: boolean;
  data: T | undefined;
  error: unknown;
  /** Loads again with the same key (Retry, or after a delete). */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: unknown;
}

/**
 * Runs `load` whenever `key` changes (or on reload), aborting the previous run. Loading is
 * derived (the settled key differs from the wanted one), so no state is set during the effect.
 */
export function useAsync<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AsyncState<T> {
  const [nonce, setNonce] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const wanted = `${key}#${nonce}`;
  const run = useEffectEvent(load);

  useEffect(() => {
    const ctl = new AbortController();
    run(ctl.signal).then(
      (data) => setSettled({ key: wanted, data, error: undefined }),
      (error: unknown) => {
        if (!isAbort(error) && !ctl.signal.aborted) setSettled({ key: wanted, data: undefined, error });
      },
    );
    return () => ctl.abort();
  }, [wanted]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const loading = settled?.key !== wanted;
  return { loading, data: settled?.data, error: settled?.error, reload };
}
