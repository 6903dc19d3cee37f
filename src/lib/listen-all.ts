type Listeners = { [K in keyof HTMLElementEventMap]?: (e: HTMLElementEventMap[K]) => void };

/** Adds each listener to `target`, with the same options; the answer removes them all (an effect's cleanup). */
export function listenAll(target: HTMLElement, listeners: Listeners, options?: AddEventListenerOptions): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener, options);
  };
}
