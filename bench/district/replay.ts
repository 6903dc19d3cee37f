import type { SessionCookie } from '../lib/session.ts';

/** One route asked again and again with one session. */
export interface RouteSample {
  /** Request to last body byte, ms, per request. */
  times: number[];
  /** The decoded body's size (what the client parses), bytes. */
  bytes: number;
  /** A list's rows in the body (a JSON array, or an object's one array), when it is a list. */
  rows?: number;
}

/**
 * How many rows a list answer holds: the body's array; or an object's one array; or a page's
 * (an object with `total` or `nextCursor`) first array, its rows, the others being what its
 * filters offer. Undefined for anything else.
 */
export function rowsOf(json: unknown): number | undefined {
  if (Array.isArray(json)) return json.length;
  if (json === null || typeof json !== 'object') return undefined;
  const arrays = Object.values(json).filter(Array.isArray);
  if (arrays.length === 1 || (arrays.length > 1 && ('total' in json || 'nextCursor' in json))) return arrays[0]!.length;
  return undefined;
}

/**
 * GETs `path` of `base` with `cookie` (gzip and br accepted, as browsers send) one request after
 * another: a warm-up, then `runs` timed, fewer when they pass `maxMs` together (3 at least).
 * A status other than 200 throws: a refused route has no figure.
 */
export async function replayRoute(
  base: string,
  cookie: SessionCookie,
  path: string,
  o: { runs: number; maxMs: number },
): Promise<RouteSample> {
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    return { ms, bytes: body.byteLength, body };
  };
  const { bytes, body } = await once();
  const rows = rowsOf(jsonOf(body));
  const times: number[] = [];
  const started = performance.now();
  while (times.length < o.runs && (times.length < 3 || performance.now() - started < o.maxMs)) times.push((await once()).ms);
  return { times, bytes, rows };
}

function jsonOf(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return undefined;
  }
}
