import fc from 'fast-check';
import type * as z from 'zod/mini';
import type { RouteDef } from '../../src/contract/routes.ts';
import { invalidArbitrary, RawNumber, toJsonText, validArbitrary, type GenOptions } from './schema-arbitrary.ts';

/** A request as it goes on the wire: path parameters and query as text, the body as bytes of a type. */
export interface WireRequest {
  params: Record<string, string>;
  /** An array is the key repeated. */
  query: Record<string, string | string[]>;
  body:
    | { kind: 'none' }
    /** JSON text of a value (RawNumber literals kept). */
    | { kind: 'json'; text: string }
    /** Bytes no schema produced: malformed JSON, a wrong content type, an empty body... */
    | { kind: 'raw'; text: string; type: string }
    | { kind: 'form'; fields: [string, string][]; files: UploadFile[] };
  headers: Record<string, string>;
  /** A path parameter sent as these bytes, as they are (RAW_SEGMENTS). */
  rawSegment?: { key: string; text: string };
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface PartOptions {
  params?: GenOptions;
  query?: GenOptions;
  body?: GenOptions;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : v instanceof RawNumber ? v.literal : toJsonText(v));
/** A query value as the server reads it: the wire carries UTF-8, where half a surrogate pair becomes U+FFFD. */
const asQueryText = (v: unknown) => new TextDecoder().decode(new TextEncoder().encode(asText(v)));

/** Valid mostly, refused sometimes: the refusals are what the property checks the messages of. */
const validOrNot = (schema: z.ZodMiniType, opts: GenOptions | undefined, validWeight: number) =>
  fc.oneof(
    { weight: validWeight, arbitrary: validArbitrary(schema, opts) },
    { weight: 1, arbitrary: invalidArbitrary(schema, opts) },
  );

/** Path parameters as text, one of them sometimes refused (never empty: an empty segment is another URL). */
function paramsArb(route: RouteDef, opts?: GenOptions): fc.Arbitrary<Record<string, string>> {
  const keys = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  if (!route.params) return fc.constant(Object.fromEntries(keys.map((k) => [k, 'x'])));
  const valid = validArbitrary(route.params, opts) as fc.Arbitrary<Record<string, unknown>>;
  const shape = (route.params as z.ZodMiniObject)._zod.def.shape as Record<string, z.ZodMiniType>;
  const oneBad = fc.tuple(valid, fc.constantFrom(...keys)).chain(([v, k]) =>
    invalidArbitrary(shape[k]!)
      .map((bad) => ({ ...v, [k]: asText(bad) }))
      .filter((p) => p[k] !== ''),
  );
  return fc
    .oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: oneBad })
    .map((p) => Object.fromEntries(keys.map((k) => [k, asText(p[k])])));
}

/** Query values as text; a refused whole (null, an array) is an empty query; sometimes an unknown key or a repeated one. */
function queryArb(route: RouteDef, opts?: GenOptions): fc.Arbitrary<Record<string, string | string[]>> {
  const base: fc.Arbitrary<unknown> = route.query ? validOrNot(route.query, opts, 3) : fc.constant({});
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.record({ unknownKey: fc.constantFrom('1', '', '\u0000', 'a\u202eb', '😀') }) },
  );
  return fc.tuple(base, extra, fc.nat(9)).map(([q, more, repeat]) => {
    const out: Record<string, string | string[]> = {};
    if (q && typeof q === 'object' && !Array.isArray(q)) {
      // As the server reads the wire: a key once is a string, a key repeated an array, no value no key.
      for (const [k, v] of Object.entries(q)) {
        const values = v === undefined ? [] : Array.isArray(v) ? v.map(asQueryText) : [asQueryText(v)];
        if (values.length) out[k] = values.length === 1 ? values[0]! : values;
      }
    }
    const first = Object.keys(out)[0];
    if (repeat === 0 && first) out[first] = [out[first] as string, out[first] as string];
    return { ...out, ...(more as Record<string, string>) };
  });
}

/** Bodies no schema describes; each must be refused with a 4xx and a message. */
export const RAW_BODIES: { text: string; type: string }[] = [
  { text: '{', type: 'application/json' },
  { text: '{"a":', type: 'application/json' },
  { text: '[1,2', type: 'application/json' },
  { text: '{"a":1,}', type: 'application/json' },
  { text: "{'a':1}", type: 'application/json' },
  { text: 'NaN', type: 'application/json' },
  { text: '', type: 'application/json' },
  { text: '{"__proto__":{"admin":true}}', type: 'application/json' },
  { text: '{"constructor":{"prototype":{"admin":true}}}', type: 'application/json' },
  { text: '{}', type: 'text/plain' },
  { text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { text: '<a/>', type: 'application/xml' },
  { text: '{}', type: 'application/json; charset=utf-16' },
  { text: '{}', type: 'multipart/form-data; boundary=none' },
  { text: '{}', type: 'not a type' },
  // Nesting as deep as a body under the size limit allows, with and without text no column stores at the bottom.
  { text: `${'['.repeat(200_000)}${']'.repeat(200_000)}`, type: 'application/json' },
  { text: `${'{"a":'.repeat(100_000)}"\u0000"${'}'.repeat(100_000)}`, type: 'application/json' },
  { text: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`, type: 'application/json' },
];

/** Path segments no encoder writes: bad percent-encoding, encoded NUL, slash and dots, a long one. */
export const RAW_SEGMENTS = ['%ff', '%', '%E0%A4%A', '%00', '%2F', '%2e%2e', '%20', 'x'.repeat(5000)];

const jsonJunk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom({ a: '\u0000' }, { nested: { deep: 'x\u0000' } }, [1, 'a']),
);

/** A JSON body: valid, refused at one place, or bytes no schema describes. Routes without a body schema get junk sometimes. */
function bodyArb(route: RouteDef, opts?: GenOptions): fc.Arbitrary<WireRequest['body']> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' });
  const raw = fc.constantFrom(...RAW_BODIES).map((b) => ({ kind: 'raw' as const, ...b }));
  if (!route.body || route.body === 'multipart') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 1, arbitrary: jsonJunk.map((v) => ({ kind: 'json' as const, text: toJsonText(v) })) },
      { weight: 1, arbitrary: raw },
    );
  }
  // Keys the schema does not name are dropped by it, so they are valid too.
  const withExtra = ([v, extraKey]: [unknown, boolean]) =>
    extraKey && v && typeof v === 'object' && !Array.isArray(v) ? { ...v, unknownKey: 'ignored' } : v;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          validOrNot(route.body, opts, 2),
          fc.nat(6).map((n) => n === 0),
        )
        .map((x) => ({ kind: 'json' as const, text: toJsonText(withExtra(x)) })),
    },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

export function requestArb(
  route: RouteDef,
  opts: PartOptions = {},
  extra?: { body?: fc.Arbitrary<WireRequest['body']>; headers?: fc.Arbitrary<Record<string, string>> },
): fc.Arbitrary<WireRequest> {
  const keys = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const rawSegment = keys.length
    ? // One request in 15 (fc.option's freq is the odds of the nil value, not of the value).
      fc.oneof(
        { weight: 14, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.record({ key: fc.constantFrom(...keys), text: fc.constantFrom(...RAW_SEGMENTS) }) },
      )
    : fc.constant(undefined);
  return fc.record(
    {
      params: paramsArb(route, opts.params),
      query: queryArb(route, opts.query),
      body: extra?.body ?? bodyArb(route, opts.body),
      headers: extra?.headers ?? fc.constant({}),
      rawSegment,
    },
    { requiredKeys: ['params', 'query', 'body', 'headers'] },
  );
}

/** The query string as the server's parser reads it back: repeated keys, "+" for spaces. */
export function queryText(q: WireRequest['query']): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const x of Array.isArray(v) ? v : [v]) s.append(k, x);
  const text = s.toString();
  return text ? `?${text}` : '';
}
