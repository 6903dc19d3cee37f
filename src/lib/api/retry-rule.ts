import { ApiError } from './api-error.ts';

/**
 * How a call waits for a server that answered 503 (busy, or its database away): the server's
 * `Retry-After` kept within 1-30 s, and 1, 2, 4, 8, 16, 30, 30... s when it sends none. A read
 * gives up (and fails with the server's message) once it has waited five minutes in all.
 */
export const RETRY_RULE = { minMs: 1000, maxMs: 30_000, giveUpAfterMs: 300_000 } as const;

/** Seconds from a `Retry-After` header (delay-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The wait before retry number `retry` (1 for the first): the server's seconds when given, else doubling from 1 s. */
export function retryWaitMs(retry: number, serverSeconds?: number): number {
  const wanted = serverSeconds !== undefined ? serverSeconds * 1000 : RETRY_RULE.minMs * 2 ** Math.max(0, retry - 1);
  return Math.min(RETRY_RULE.maxMs, Math.max(RETRY_RULE.minMs, wanted));
}

/** The server cannot answer for now: no connection (status 0) or 503. Such a call is worth sending again. */
export const isUnavailable = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 0 || error.status === 503);

/** Resolves after `ms`; rejects with the abort's reason at once when `signal` aborts (or has). */
export function waitUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
