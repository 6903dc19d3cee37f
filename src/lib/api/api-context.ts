import { ApiError, isAbort, type ApiFailure } from './api-error.ts';
import { clientError } from './error-text.ts';
import { callRoute, resolveUrl, type CallOptions, type ClientRoute, type FetchLike } from './request.ts';
import { normalizeBase } from './api-base.ts';

export interface ApiClientOptions {
  /** Where failures that calls turn into a fallback value are recorded (default: console.error). */
  onError?: (error: Error, operation: string) => void;
  /** For tests and special hosts; default: the global fetch. */
  fetch?: FetchLike;
}

/** One API server as the calls see it; every `*Api(ctx)` group of calls takes one. */
export interface ApiContext {
  apiBase: string;
  fetch: FetchLike;
  record: (error: Error, operation: string) => void;
}

export type Signal = { signal?: AbortSignal };

export function apiContext(apiBase: string, options: ApiClientOptions = {}): ApiContext {
  return {
    apiBase: normalizeBase(apiBase),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    record: options.onError ?? ((error, op) => console.error(`[edu api] ${op}:`, error)),
  };
}

/** Calls a contract route on this server and returns its checked answer; throws ApiError. */
export const call = <T>(ctx: ApiContext, route: ClientRoute<T>, opts?: CallOptions): Promise<T> =>
  callRoute(ctx.fetch, ctx.apiBase, route, opts);

/**
 * Runs a call whose failure turns into a fallback value: the error is recorded (worded as
 * `notOk` for an HTTP failure without a server message); an abort still rejects.
 */
export async function orFallback<T>(
  ctx: ApiContext,
  op: string,
  fallback: T,
  run: () => Promise<T>,
  notOk?: ApiFailure,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isAbort(err)) throw err;
    const error =
      notOk && err instanceof ApiError && err.status !== 0 ? clientError(err.status, notOk, err.serverMessage) : (err as Error);
    ctx.record(error, op);
    return fallback;
  }
}

/**
 * A record whose server URLs (`url`, and a material's `preview_url`, `preview_text_url` and
 * `thumbnail_url`) are
 * made absolute, so they work from a page on another origin.
 */
export const withAbsoluteUrl = <
  T extends { url: string; preview_url?: string; preview_text_url?: string; thumbnail_url?: string },
>(
  ctx: ApiContext,
  m: T,
): T => {
  const out = { ...m };
  for (const key of ['url', 'preview_url', 'preview_text_url', 'thumbnail_url'] as const)
    if (out[key]) out[key] = resolveUrl(ctx.apiBase, out[key]);
  return out;
};
