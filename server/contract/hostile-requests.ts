import type * as z from 'zod/mini';
import { ROUTES, type RouteDef, type RouteName } from '../../src/contract/routes.ts';
import { ACCESS } from '../auth/access.ts';
import { encodeSegment, multipartBody, rawRequest, type RawResponse } from './raw-http.ts';

/**
 * Strings built to make a pattern backtrack: a long run of one character and then one that
 * breaks the match at the very end (`@@@…@ x` against `\S+@\S+`, spaces before a trim, `aaa…!`),
 * and runs of characters outside ASCII. Each takes the length in UTF-8 bytes it may fill.
 */
export const HOSTILE_TEXTS: { label: string; make(bytes: number): string }[] = [
  { label: "'@' x n, ' x'", make: (n) => `${'@'.repeat(n - 2)} x` },
  { label: "'@ ' x n", make: (n) => '@ '.repeat(n >> 1) },
  { label: "' ' x n, 'x'", make: (n) => `${' '.repeat(n - 1)}x` },
  { label: "'a' x n, '!'", make: (n) => `${'a'.repeat(n - 1)}!` },
  { label: "'/' x n, 'x'", make: (n) => `${'/'.repeat(n - 1)}x` },
  { label: "'0' x n, '.'", make: (n) => `${'0'.repeat(n - 1)}.` },
  { label: "'\u0430' x n (Cyrillic)", make: (n) => '\u0430'.repeat(n >> 1) },
  { label: "'😀' x n, '\u200b'", make: (n) => `${'😀'.repeat((n >> 2) - 1)}\u200b` },
];

/** Path segments and query values sit in the request line, which Node reads up to 16 KB of headers. */
const URL_TEXT_BYTES = 2_000;

export interface HostileRequest {
  route: RouteName;
  /** Which part carries the hostile text, and which text: for the report of a slow answer. */
  what: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

const keysOf = (schema: z.ZodMiniType | undefined): string[] => {
  const shape = (schema as z.ZodMiniObject | undefined)?._zod.def.shape as Record<string, unknown> | undefined;
  return shape ? Object.keys(shape) : [];
};
const pathKeys = (route: RouteDef) => [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
const fillPath = (route: RouteDef, value: (key: string) => string) =>
  route.path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeSegment(value(k)));
/** Valid-looking fillers for the parts that carry no hostile text. */
const plainPath = (route: RouteDef) => fillPath(route, () => '1');

/** A JSON body whose one field (or the whole body, `''`) holds `text`. */
function jsonBody(field: string, text: string): Buffer {
  return Buffer.from(JSON.stringify(field === '' ? text : { [field]: text }));
}

/**
 * Every route, every part a client writes (each path parameter, each query value, each top-level
 * body field, the whole body), with each of HOSTILE_TEXTS as long as that part may be: a body
 * field fills `bodyBytes` (the server's body limit is 1 MiB). Sent signed in, so each request
 * reaches the route's own checks.
 */
export function hostileRequests(bodyBytes: number): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, RouteDef][]) {
    for (const hostile of HOSTILE_TEXTS) {
      const urlText = hostile.make(URL_TEXT_BYTES);
      for (const key of pathKeys(route)) {
        const path = fillPath(route, (k) => (k === key ? urlText : '1'));
        out.push({ route: name, what: `path :${key} ${hostile.label}`, method: route.method, path, headers: {} });
      }
      for (const key of keysOf(route.query)) {
        const path = `${plainPath(route)}?${new URLSearchParams({ [key]: urlText })}`;
        out.push({ route: name, what: `query ${key} ${hostile.label}`, method: route.method, path, headers: {} });
      }
      if (route.method === 'GET' || !route.body) continue;
      // Room for the JSON around the text (quotes, the key) and for escapes.
      const text = hostile.make(bodyBytes - 256);
      if (route.body === 'multipart') {
        for (const key of ['category', 'course', 'teacherId']) {
          const form = multipartBody([[key, text]], []);
          out.push({
            route: name,
            what: `form ${key} ${hostile.label}`,
            method: route.method,
            path: plainPath(route),
            headers: { 'content-type': form.contentType },
            payload: form.body,
          });
        }
        continue;
      }
      for (const key of ['', ...keysOf(route.body)]) {
        out.push({
          route: name,
          what: `${key ? `body ${key}` : 'whole body'} ${hostile.label}`,
          method: route.method,
          path: plainPath(route),
          headers: { 'content-type': 'application/json' },
          payload: jsonBody(key, text),
        });
      }
    }
  }
  return out;
}

/** Sends one request (signed in with `session` unless the route is public) and times its answer. */
export async function timeHostile(
  base: string,
  session: Record<string, string>,
  req: HostileRequest,
): Promise<{ ms: number; res: RawResponse }> {
  const headers = { ...(ACCESS[req.route] === 'public' ? {} : session), ...req.headers };
  const started = performance.now();
  const res = await rawRequest(base, req.method, req.path, headers, req.payload);
  return { ms: performance.now() - started, res };
}
