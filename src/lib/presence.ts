import { useCallback, useSyncExternalStore } from 'react';

const listeners = new WeakMap<Element, Set<() => void>>();

/** Tells the element's React tree that it was connected to or disconnected from the document. */
export function notifyPresence(host: Element): void {
  for (const listener of listeners.get(host) ?? []) listener();
}

/**
 * Whether `host` is in the document. A change re-renders at once (a synchronous update), in the
 * same render as any store change made by the same script.
 */
export function usePresence(host: Element): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      let set = listeners.get(host);
      if (!set) listeners.set(host, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    [host],
  );
  return useSyncExternalStore(subscribe, () => host.isConnected);
}
