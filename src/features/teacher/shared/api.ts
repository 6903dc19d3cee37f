// TODO(contract): src/lib/api (createApiClient) did not exist when this was written; these
// few helpers call the contract's routes directly. Swap them for the typed client once it lands.
import { buildPath, ROUTES, type RouteName } from '../../../contract/index.ts';

/** A failed call: the HTTP status (0 for a network failure) and the server's `message`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

type Params = Record<string, string | number>;

/** The URL of a contract route with its path params and query filled in. */
export function routeUrl(apiBase: string, name: RouteName, params?: Params, query?: Record<string, string>): string {
  const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${apiBase}${buildPath(ROUTES[name].path, params)}${qs}`;
}

async function readMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** Calls a JSON route; returns the parsed body or throws ApiError (server message kept). */
export async function callJson<T>(
  apiBase: string,
  name: RouteName,
  schema: Parser<T>,
  options: { params?: Params; query?: Record<string, string>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const route = ROUTES[name];
  let res: Response;
  try {
    res = await fetch(routeUrl(apiBase, name, options.params, options.query), {
      method: route.method,
      headers: options.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, (err as Error).message || 'Network error');
  }
  if (!res.ok) {
    const msg = await readMessage(res);
    throw new ApiError(res.status, msg ?? `HTTP ${res.status}`, msg);
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    throw new ApiError(res.status, 'The server sent an unreadable response');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(res.status, 'The server sent an unexpected response');
  return parsed.data;
}

export const isAbort = (err: unknown): boolean => (err as Error | null)?.name === 'AbortError';
