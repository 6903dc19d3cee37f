import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getJson, type HeaderMap, type Harness, rawGet as rawGetUrl } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1, signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const rawGet = (path: string, headers: HeaderMap = {}) => rawGetUrl(`${h.base}${path}`, { ...teacher, ...headers });

const decode = (r: { headers: Record<string, unknown>; body: Buffer }) =>
  JSON.parse(
    (r.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(r.body)
      : r.headers['content-encoding'] === 'gzip'
        ? gunzipSync(r.body)
        : r.body
    ).toString('utf8'),
  );

// The cache (and so compression and ETags) is on for the embedded database only.
describe.skipIf(Boolean(process.env.DATABASE_URL))('cached list responses', () => {
  it('sends the same JSON in the encoding the client prefers among br and gzip', async () => {
    const plain = await rawGet('/api/students');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8'));
    // Teacher 1's classes' four students.
    expect(json.data).toHaveLength(4);
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.1', 'gzip'],
      ['deflate', undefined],
      ['*;q=0, identity', undefined],
    ];
    for (const [accept, expected] of cases) {
      const r = await rawGet('/api/students', { 'accept-encoding': accept });
      expect(r.headers['content-encoding'], accept).toBe(expected);
      expect(r.headers.vary, accept).toMatch(/Accept-Encoding/);
      expect(decode(r), accept).toEqual(json);
      if (expected) expect(r.body.length, accept).toBeLessThan(plain.body.length / 2);
    }
  });

  it('answers 304 to the current ETag and a new body after a write', async () => {
    const first = await rawGet('/api/students', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet('/api/students', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    await h.db.query("UPDATE students SET name = 'Renamed Student' WHERE student_id = 'S001'");
    const after = await rawGet('/api/students', { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(decode(after).data.map((s: { name: string }) => s.name)).toContain('Renamed Student');
    expect((await getJson(`${h.base}/api/getAllStudentcount`, teacher)).body).toMatchObject({ students: 4 });
  });

  it("keeps each caller's list apart: one teacher's cached list is never another's", async () => {
    const ids = async (headers: HeaderMap) =>
      decode(await rawGetUrl(`${h.base}/api/students`, headers))
        .data.map((s: { student_id: string }) => s.student_id)
        .sort();
    expect(await ids(teacher)).toEqual(['S001', 'S002', 'S005', 'S006']);
    expect(await ids(await h.signIn('teacher2'))).toEqual(['S003', 'S004', 'S007', 'S008']);
    expect(await ids(await h.signIn('newTeacher'))).toEqual([]);
    expect(await ids(await h.signIn('admin'))).toHaveLength(8);
  });
});
