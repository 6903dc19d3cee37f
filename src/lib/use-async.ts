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

/** What `useAsync` answers: the state, and what a list kept on screen through reloads needs. */
export type AsyncLoad<T> = AsyncState<T> & {
  /** Changes the data on screen in place (to what a save answered) without loading again. */
  update: (change: (data: T) => T) => void;
  /** While loading: the data on screen is this key's (a reload), not another key's. */
  reloading: boolean;
  /** The newest data any run loaded, kept through reloads and failures. */
  latest?: T;
  /** The newest settled run's failure, kept while the next run loads; undefined after a success. */
  failure?: unknown;
};

interface Settled<T> {
  /** The run: key and reload count. */
  run: string;
  key: string;
  value: Loaded<T>;
  latest?: T;
}

/**
 * The data loading hook. Rules:
 * - `load` runs when `key` changes or on `reload()`, with a signal that aborts the run it replaces.
 * - A `null` key loads nothing and reads 'loading'.
 * - A new key reads 'loading' at once: the state is derived from the key, never set in the effect.
 * - An abort is never an error; only the wanted run's result is kept.
 * - The same result keeps the same object from render to render.
 */
export function useAsync<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): AsyncLoad<T> {
  const [nonce, setNonce] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const wanted = key === null ? null : `${key}#${nonce}`;
  const run = useEffectEvent(load);

  useEffect(() => {
    if (wanted === null || key === null) return;
    const ctl = new AbortController();
    run(ctl.signal).then(
      (data) => {
        if (!ctl.signal.aborted) setSettled({ run: wanted, key, value: { status: 'ok', data }, latest: data });
      },
      (error: unknown) => {
        if (isAbort(error) || ctl.signal.aborted) return;
        setSettled((s) => ({ run: wanted, key, value: { status: 'error', error }, latest: s?.latest }));
      },
    );
    return () => ctl.abort();
  }, [wanted, key]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setSettled((s) => {
      if (s?.value.status !== 'ok') return s;
      const data = change(s.value.data);
      return { ...s, value: { status: 'ok', data }, latest: data };
    });
  }, []);
  return useMemo((): AsyncLoad<T> => {
    const kept = { reload, update, latest: settled?.latest, failure: settled?.value.error };
    if (settled !== null && settled.run === wanted) return { ...settled.value, ...kept, reloading: false };
    return {
      status: 'loading',
      data: settled?.value.data,
      ...kept,
      reloading: settled !== null && settled.key === key,
    };
  }, [settled, wanted, key, reload, update]);
}

const objectKeys = new WeakMap<object, string>();
let lastObjectKey = 0;

/** A `useAsync` key that stands for `value` itself: the same object, the same key. */
export function keyOf(value: object): string {
  let key = objectKeys.get(value);
  if (key === undefined) objectKeys.set(value, (key = `object-${++lastObjectKey}`));
  return key;
}
