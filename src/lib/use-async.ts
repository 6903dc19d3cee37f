import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { isAbort } from './api/api-error.ts';

/**
 * A load's state. While loading, `data` is the last data loaded (another key's, or the same key's
 * before a reload): read it only to keep a list on screen; narrow on `status` for this key's.
 */
export type Loaded<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ok'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export type AsyncState<T> = Loaded<T> & {
  /** Loads again with the same key (Retry, after a save or a delete). */
  reload: () => void;
};

/**
 * The data loading hook. Rules:
 * - `load` runs when `key` changes or on `reload()`, with a signal that aborts the run it replaces.
 * - A `null` key loads nothing and reads 'loading'.
 * - A new key reads 'loading' at once: the state is derived from the key, never set in the effect.
 * - An abort is never an error; only the wanted run's result is kept.
 * - The same result keeps the same object from render to render.
 */
export function useAsync<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): AsyncState<T> {
  const [nonce, setNonce] = useState(0);
  const [settled, setSettled] = useState<{ key: string; value: Loaded<T> } | null>(null);
  const wanted = key === null ? null : `${key}#${nonce}`;
  const run = useEffectEvent(load);

  useEffect(() => {
    if (wanted === null) return;
    const ctl = new AbortController();
    run(ctl.signal).then(
      (data) => setSettled({ key: wanted, value: { status: 'ok', data } }),
      (error: unknown) => {
        if (!isAbort(error) && !ctl.signal.aborted) setSettled({ key: wanted, value: { status: 'error', error } });
      },
    );
    return () => ctl.abort();
  }, [wanted]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return useMemo((): AsyncState<T> => {
    if (settled !== null && settled.key === wanted) return { ...settled.value, reload };
    return { status: 'loading', data: settled?.value.data, reload };
  }, [settled, wanted, reload]);
}
