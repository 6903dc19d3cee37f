import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { buildPath, ROUTES, type RouteDef, type RouteName } from '../../src/contract/routes.ts';
import { describeIssue } from '../../src/contract/errors.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { ACCESS } from '../auth/access.ts';
import { getJson, PDF, PNG, sendJson, upload, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';
import { MATERIAL_CATEGORIES, MATERIAL_COURSES } from '../../src/contract/constants.ts';
import { arbitraryFor, type JsonSchema } from './json-schema-arbitrary.ts';
import { nulPath } from '../http/nul-text.ts';
import { CreateTestRequest, TestDetailResponse } from '../../src/contract/tests.ts';

/**
 * Requests generated from the contract's own schemas, and mutations of them, against every
 * route of ROUTES over real HTTP: no answer is ever a 5xx, every refusal is JSON with a
 * message, and a body the schema refuses gets 400 naming the field the schema named.
 * FUZZ_RUNS sets the runs per route; a failure prints fast-check's seed and the request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => {
  h = x;
  teacher = t;
});

type Part = 'params' | 'query' | 'body';
interface FuzzRequest {
  params: unknown;
  query: unknown;
  /** A value to send as JSON, or raw text (malformed JSON). */
  body: { json: unknown } | { raw: string } | undefined;
}

const schemaOf = (route: RouteDef, part: Part) => {
  const s = route[part];
  return s && s !== 'multipart' ? s : undefined;
};
const jsonSchema = (s: z.ZodMiniType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;
const validArb = (route: RouteDef, part: Part) => {
  const s = schemaOf(route, part);
  return s ? arbitraryFor(jsonSchema(s), part) : fc.constant(undefined);
};

/** A valid value with one change: a key dropped, replaced by any JSON value, or added; or the whole value replaced. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.tuple(valid, fc.nat(), fc.jsonValue()).map(([v, i, junk]) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return junk;
      const keys = Object.keys(v);
      const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
      if (keys.length) copy[keys[i % keys.length]!] = junk;
      return copy;
    }),
    fc.tuple(valid, fc.nat()).map(([v, i]) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const keys = Object.keys(v);
      const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
      if (keys.length) delete copy[keys[i % keys.length]!];
      return copy;
    }),
    fc.tuple(valid, fc.jsonValue()).map(([v, junk]) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, extra: junk } : v)),
    fc.jsonValue(),
  );
}

function requestArb(route: RouteDef): fc.Arbitrary<FuzzRequest> {
  const valid = (part: Part) => validArb(route, part);
  const maybeMutated = (part: Part) => fc.oneof({ weight: 2, arbitrary: valid(part) }, { weight: 1, arbitrary: schemaOf(route, part) ? mutated(valid(part)) : fc.constant(undefined) });
  const body = route.method === 'GET' ? fc.constant(undefined) : fc.oneof(
    { weight: 6, arbitrary: maybeMutated('body').map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"__proto__":{"x":1}}').map((raw) => ({ raw })) },
  );
  return fc.record({ params: maybeMutated('params'), query: maybeMutated('query'), body });
}

const asStrings = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)])) : {};

async function send(name: RouteName, route: RouteDef, req: FuzzRequest) {
  const params = asStrings(req.params);
  const keys = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  for (const k of keys) params[k] ??= 'x';
  const qs = new URLSearchParams(asStrings(req.query)).toString();
  const url = `${h.base}${buildPath(route.path, params)}${qs ? `?${qs}` : ''}`;
  const headers: HeaderMap = ACCESS[name] === 'public' ? {} : { ...teacher };
  const init: RequestInit = { method: route.method };
  if (req.body && !('json' in req.body && req.body.json === undefined)) {
    headers['content-type'] = 'application/json';
    init.body = 'raw' in req.body ? req.body.raw : JSON.stringify(req.body.json);
  }
  forgetWrites(); // the point is the contract, not the 120-writes-a-minute limit
  return getJson(url, headers, init);
}

const JSON_ROUTES = (Object.entries(ROUTES) as [RouteName, RouteDef][]).filter(([, r]) => r.body !== 'multipart' && r.response !== null);

describe('every route against requests generated from the contract', () => {
  it('covers every route of the contract (a new route is fuzzed, or listed here with its own test)', () => {
    const own = new Set<RouteName>(['uploadMaterials', 'file']);
    expect(JSON_ROUTES.map(([n]) => n).filter((n) => !own.has(n)).length + own.size).toBe(Object.keys(ROUTES).length);
  });

  for (const [name, route] of JSON_ROUTES) {
    it(`${route.method} ${route.path} (${name}): never 5xx; refusals say why`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (req) => {
          const res = await send(name, route, req);
          expect(res.status, res.text).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body?.message, res.text).toBe('string');
          // A JSON body the schema refuses, with valid params and query: 400 naming what the schema named.
          const bodySchema = schemaOf(route, 'body');
          const okElsewhere = (['params', 'query'] as const).every((p) => !schemaOf(route, p) || schemaOf(route, p)!.safeParse(req[p]).success);
          const nul = req.body && 'json' in req.body ? nulPath(req.body.json) : undefined;
          if (nul !== undefined && okElsewhere && res.status === 400) expect(res.body.message).toContain('NUL');
          if (bodySchema && req.body && 'json' in req.body && okElsewhere && nul === undefined && route.method !== 'GET') {
            const parsed = bodySchema.safeParse(req.body.json);
            if (!parsed.success && res.status !== 401 && res.status !== 403 && res.status !== 429) {
              expect(res.status, res.text).toBe(400);
              expect(res.body.message).toContain(describeIssue(parsed.error));
            }
          }
        }),
        { numRuns: RUNS, verbose: 1 },
      );
    });
  }
});

/** Text a person could type: any Unicode but NUL, with something besides spaces. */
const text = (max: number) => fc.string({ minLength: 1, maxLength: Math.min(max, 80), unit: 'binary' }).filter((t) => !t.includes('\0') && t.trim() !== '');
const question = fc.oneof(
  fc.record({ type: fc.constant('true-false' as const), options: fc.constant([]), correctAnswer: fc.constantFrom('true', 'false') }),
  fc.record({ type: fc.constant('short-answer' as const), options: fc.constant([]), correctAnswer: text(5000) }),
  fc.tuple(fc.uniqueArray(text(1000), { minLength: 4, maxLength: 4 }), fc.nat(3)).map(([options, i]) => ({ type: 'multiple-choice' as const, options, correctAnswer: options[i]! })),
).chain((q) => fc.record({ id: fc.oneof(fc.string({ maxLength: 64 }).filter((t) => !t.includes('\0')), fc.double({ noNaN: true, noDefaultInfinity: true })), question: text(5000), points: fc.integer({ min: 1, max: 1000 }) }).map((rest) => ({ ...rest, ...q })));
const newTest = fc.record({
  title: text(200),
  course: fc.option(fc.string({ maxLength: 100 }).filter((t) => !t.includes('\0')), { nil: undefined }),
  timeLimit: fc.integer({ min: 1, max: 10_000 }),
  maxAttempts: fc.integer({ min: 1, max: 1000 }),
  passingScore: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom(0, -0, 1e-50, 100, 33.333333333333336)),
  questions: fc.array(question, { minLength: 1, maxLength: 5 }),
});

describe('what the contract accepts, the database stores', () => {
  it('a test with any values the schema accepts is created (201) and reads back the same', async () => {
    await fc.assert(
      fc.asyncProperty(newTest, async (body) => {
        expect(CreateTestRequest.safeParse(body).success).toBe(true);
        forgetWrites();
        const created = await getJson(`${h.base}/api/tests`, { ...teacher, 'content-type': 'application/json' }, { method: 'POST', body: JSON.stringify(body) });
        expect(created.status, created.text).toBe(201);
        const detail = TestDetailResponse.parse((await getJson(`${h.base}/api/tests/${created.body.data.id}`, teacher)).body).data;
        // Titles are stored trimmed.
        expect(detail).toMatchObject({ title: body.title.trim(), timeLimit: body.timeLimit, maxAttempts: body.maxAttempts, passingScore: body.passingScore === 0 ? 0 : body.passingScore });
        expect(detail.questionList.map((q) => [q.type, q.question, q.options, q.correctAnswer, q.points])).toEqual(body.questions.map((q) => [q.type, q.question, q.options, q.correctAnswer, q.points]));
      }),
      { numRuns: RUNS },
    );
  });
});

const hostileName = fc.oneof(
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom('../../etc/passwd', '<img src=x onerror=alert(1)>.pdf', 'a%00b.pdf', 'x%5C..%2e%2e.pdf', 'invoice\u202efdp.exe', 'lesson.html', '  .pdf', '...', 'CON.pdf', 'e\u0301t\u00e9.pdf'),
);
// Mostly forms the server should take (so names are exercised end to end), some it must refuse.
const uploadCase = fc.record({
  name: hostileName,
  content: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom({ bytes: PDF, type: 'application/pdf' }, { bytes: PNG, type: 'image/png' }, { bytes: PDF, type: 'text/html' }) },
    { weight: 1, arbitrary: fc.record({
      bytes: fc.oneof(fc.uint8Array({ minLength: 0, maxLength: 300 }), fc.string().map((t) => new TextEncoder().encode(t))),
      type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'video/mp4', 'application/octet-stream', ''),
    }) },
  ),
  category: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...MATERIAL_CATEGORIES) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }),
  course: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...MATERIAL_COURSES) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }),
});
// Characters no stored name keeps: controls, bidirectional overrides, zero-width marks.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe('uploads and file reads with hostile input', () => {
  it('an upload is refused with a message or stored under a clean name that lists, serves and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(uploadCase, async (c) => {
        forgetWrites();
        const form = new FormData();
        form.append('category', c.category);
        form.append('course', c.course);
        form.append('files', new Blob([c.content.bytes as Uint8Array<ArrayBuffer>], { type: c.content.type }), c.name);
        const res = await upload(h.base, form, teacher);
        expect(res.status, res.text).toBeLessThan(500);
        if (res.status !== 201) return void expect(typeof res.body.message, res.text).toBe('string');
        const [m] = res.body.materials as { name: string; url: string }[];
        expect(m!.name).not.toMatch(INVISIBLE);
        expect(m!.name.split('/').length).toBeGreaterThanOrEqual(3);
        const file = await fetch(new URL(m!.url, h.base), { headers: teacher });
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(c.content.bytes))).toBe(true);
        forgetWrites();
        const del = await sendJson(`${h.base}/api/deleteStudyMaterial`, 'DELETE', { fileName: m!.name }, teacher);
        expect(del.status, del.text).toBe(200);
        expect((await fetch(new URL(m!.url, h.base), { headers: teacher })).status).toBe(404);
      }),
      { numRuns: RUNS },
    );
  });

  it('a file read with any id and Range header never fails with 5xx', async () => {
    const stored = await upload(h.base, (() => {
      const f = new FormData();
      f.append('category', 'Lectures');
      f.append('course', 'Mathematics');
      f.append('files', new Blob([PDF], { type: 'application/pdf' }), 'range.pdf');
      return f;
    })(), teacher);
    const url = new URL(stored.body.materials[0].url, h.base);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(url.pathname.split('/').pop()!), fc.stringMatching(/^\d{1,12}$/), fc.string()), fc.oneof(
        fc.constant(undefined),
        fc.tuple(fc.integer({ min: -5, max: 200 }), fc.integer({ min: -5, max: 200 })).map(([a, b]) => `bytes=${a}-${b}`),
        fc.string({ maxLength: 30 }).map((t) => `bytes=${t}`),
        fc.string({ maxLength: 30 }),
      ), async (id, range) => {
        const target = new URL(`/api/files/${encodeURIComponent(id)}${url.search}`, h.base);
        const headers: HeaderMap = { ...teacher };
        if (range !== undefined) headers.range = range.replace(/[^\x20-\x7e]/g, '');
        const res = await fetch(target, { headers });
        expect(res.status).toBeLessThan(500);
        expect([200, 206, 304, 400, 403, 404, 416]).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
  });
});
