import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isAbort } from '../../lib/api/api-error.ts';

/** A load's state; a failure keeps its error, put in words as it shows (in the element's language). */
export type Fetched<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `key` changes (or on retry) and aborts the stale request. The state is
 * derived from the key, so a new key reads 'loading' at once.
 */
export function useFetch<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Fetched<T> & { retry: () => void } {
  const [nonce, setNonce] = useState(0);
  const [settled, setSettled] = useState<{ key: string; value: Fetched<T> } | null>(null);
  const wanted = `${key}#${nonce}`;
  const run = useEffectEvent(load);
  useEffect(() => {
    const ctl = new AbortController();
    run(ctl.signal).then(
      (data) => setSettled({ key: wanted, value: { status: 'ok', data } }),
      (err: unknown) => {
        if (isAbort(err) || ctl.signal.aborted) return;
        setSettled({ key: wanted, value: { status: 'error', error: err } });
      },
    );
    return () => ctl.abort();
  }, [wanted]);
  const retry = useCallback(() => setNonce((n) => n + 1), []);
  const value: Fetched<T> = settled?.key === wanted ? settled.value : { status: 'loading' };
  return { ...value, retry };
}
