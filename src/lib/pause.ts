/** Resolves after `ms`, or rejects at once when `signal` aborts (a search waiting for typing to pause). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** How long typing in a search box must pause before the search is sent. */
export const SEARCH_DELAY_MS = 250;
