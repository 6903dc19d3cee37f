import { atom, type WritableAtom } from 'nanostores';
import { useEffect, useId } from 'react';
import { useElement } from './element-context.tsx';

/** What would be lost, by the part of the element that holds it: one sentence each. */
export type UnsavedWork = Readonly<Record<string, string>>;

const byElement = new WeakMap<object, WritableAtom<UnsavedWork>>();

/** The unsaved work inside one element (each element asks about its own). */
export function unsavedWorkOf(host: object): WritableAtom<UnsavedWork> {
  let store = byElement.get(host);
  if (!store) {
    store = atom<UnsavedWork>({});
    byElement.set(host, store);
  }
  return store;
}

/** Records (a sentence) or forgets (null) one part's unsaved work. */
export function setUnsavedWork(host: object, part: string, what: string | null): void {
  const store = unsavedWorkOf(host);
  const current = store.get();
  if (what === null) {
    if (!(part in current)) return;
    const rest = { ...current };
    delete rest[part];
    store.set(rest);
  } else if (current[part] !== what) {
    store.set({ ...current, [part]: what });
  }
}

/**
 * Declares that this component shows unsaved work: `what` says what would be lost
 * ("2 selected files are not uploaded yet."), null when nothing is. While it is declared, a
 * change that would unmount it (another section, Back, a link to another page, a reload) asks
 * first.
 */
export function useUnsavedWork(what: string | null): void {
  const { host } = useElement();
  const part = useId();
  useEffect(() => {
    setUnsavedWork(host, part, what);
    return () => setUnsavedWork(host, part, null);
  }, [host, part, what]);
}
