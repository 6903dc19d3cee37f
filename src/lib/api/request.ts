import { AUTH_ERRORS } from '../../contract/account-texts.ts';
import { buildPath, type HttpMethod } from '../../contract/route-def.ts';
import { refused, sessionExpired } from '../../stores/session.ts';
import { ApiError, isAbort, readServerMessage } from './api-error.ts';
import { authHeaders, canRenewToken } from './auth-token.ts';
import { clientError } from './error-text.ts';
import { retryAfterSeconds } from './retry-rule.ts';
import { sendRead } from './send-read.ts';
import { normalizeBase } from './api-base.ts';
import { credentialsAnswered, credentialsRefused, mayBeRefusingCredentials, requestCredentials } from './credentials.ts';

export interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface CallOptions {
  params?: Record<string, string | number>;
  /** Query values; an array repeats its key. */
  query?: Record<string, string | readonly string[] | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (a save sent as the tab closes); browsers cap such bodies at 64 KB. */
  keepalive?: boolean;
  /** A 401 is this call's answer (signed out, wrong password), not a session that expired. */
  answersUnauthorized?: boolean;
}

/** The part of a contract route the browser needs: where to send it and how to check the answer. */
export interface ClientRoute<T> {
  method: HttpMethod;
  path: string;
  response: Parser<T>;
}

/** Below the browsers' 64 KB cap on the bodies of requests in flight that outlive their page. */
const KEEPALIVE_MAX_BYTES = 60_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function routeUrl(
  apiBase: string,
  route: { path: string },
  params?: CallOptions['params'],
  query?: CallOptions['query'],
): string {
  const entries = Object.entries(query ?? {}).flatMap(([k, v]) =>
    v === undefined ? [] : typeof v === 'string' ? [[k, v]] : v.map((one) => [k, one]),
  );
  const qs = entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
  return `${normalizeBase(apiBase)}${buildPath(route.path, params)}${qs}`;
}

/**
 * A server URL (e.g. a material's `/api/files/...`) made absolute against the API base, so it
 * works when the widgets are embedded on another origin.
 */
export function resolveUrl(apiBase: string, url: string): string {
  const page = (globalThis as { location?: { href: string } }).location?.href;
  const base = normalizeBase(apiBase);
  try {
    if (base) return new URL(url, new URL(`${base}/`, page)).href;
    return page ? new URL(url, page).href : url;
  } catch {
    return url;
  }
}

/**
 * Calls a contract route and validates the JSON answer with the contract schema. A read (GET)
 * the server answers 503 is sent again after its Retry-After (see sendRead). Throws ApiError:
 * status 0 for a network failure, the HTTP status with the server's `message` (and its
 * Retry-After) otherwise, and the success status when the body does not match the contract.
 */
export async function callRoute<T>(
  fetchFn: FetchLike,
  apiBase: string,
  route: ClientRoute<T>,
  opts: CallOptions = {},
): Promise<T> {
  const send = async (renewToken: boolean): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...(await authHeaders(renewToken)) };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const url = routeUrl(apiBase, route, opts.params, opts.query);
    const credentials = requestCredentials(apiBase);
    const init: RequestInit = {
      method: route.method,
      headers,
      body,
      signal: opts.signal,
      ...(credentials === 'include' ? { credentials } : {}),
      ...(opts.keepalive && new TextEncoder().encode(body ?? '').length < KEEPALIVE_MAX_BYTES ? { keepalive: true } : {}),
    };
    try {
      const res = await fetchFn(url, init);
      if (credentials === 'include') credentialsAnswered(apiBase);
      return res;
    } catch (err) {
      if (isAbort(err)) throw err;
      // A server that lets any origin in refuses requests with cookies whole: once more without.
      if (credentials === 'include' && mayBeRefusingCredentials(apiBase)) {
        const res = await fetchFn(url, { ...init, credentials: 'same-origin' }).catch(() => undefined);
        if (res) {
          credentialsRefused(apiBase);
          return res;
        }
      }
      throw clientError(0, { kind: 'network', detail: (err as Error)?.message ?? '' });
    }
  };
  const answer = async (): Promise<Response> => {
    const res = await send(false);
    // An expired embed token: ask the page for a fresh one, once.
    return res.status === 401 && canRenewToken() ? send(true) : res;
  };
  // A read is sent again while the server is busy (503); a write is not: it may have been done.
  const res = route.method === 'GET' ? await sendRead(answer, normalizeBase(apiBase), opts.signal) : await answer();
  if (res.status === 401 && !opts.answersUnauthorized) sessionExpired(normalizeBase(apiBase));
  if (!res.ok) {
    const message = await readServerMessage(res);
    if (res.status === 403) refused(normalizeBase(apiBase), message ?? AUTH_ERRORS.forbidden);
    const error =
      message === undefined
        ? clientError(res.status, { kind: 'http', status: res.status })
        : new ApiError(res.status, message, message);
    error.retryAfterSeconds = retryAfterSeconds(res.headers.get('Retry-After'));
    throw error;
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw clientError(res.status, { kind: 'not-json' });
  }
  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw clientError(res.status, { kind: 'unexpected', request: `${route.method} ${route.path}` });
  return parsed.data;
}
