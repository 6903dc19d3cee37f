import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetWrites } from '../auth/write-limit.ts';
import { startHarness, type Harness } from '../test-support/harness.ts';
import { JSON_BODY_LIMIT } from './contract-verdict.ts';
import { HOSTILE_TEXTS, hostileRequests, timeHostile, type HostileRequest } from './hostile-requests.ts';

/**
 * No input stalls the server: every part of every route, given strings built to make a pattern
 * backtrack and as long as the body limit allows, is answered within ANSWER_MS, never with a 5xx.
 * A slow answer is tried once more before it counts, so a pause of a busy machine is not a failure;
 * a pattern whose cost grows with the square of the length is slow both times (a 1 MiB run of '@'
 * took seconds).
 */
const ANSWER_MS = 100;

let h: Harness;
let teacher: Record<string, string>;

beforeAll(async () => {
  h = await startHarness();
  await h.reset();
  teacher = await h.signIn('teacher');
}, 60_000);
afterAll(() => h.close());

async function answerTime(req: HostileRequest): Promise<number> {
  let best = Infinity;
  for (let attempt = 0; attempt < 2 && best > ANSWER_MS; attempt++) {
    forgetWrites(); // the point is the time of an answer, not the 120-writes-a-minute limit
    await h.db.query('DELETE FROM sign_in_failures');
    const { ms, res } = await timeHostile(h.base, teacher, req);
    expect(res.status, `${req.route} ${req.what}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    best = Math.min(best, ms);
  }
  return best;
}

describe('hostile input', () => {
  it(`answers every route's parts, filled with hostile text up to the body limit, within ${ANSWER_MS} ms`, async () => {
    const requests = hostileRequests(JSON_BODY_LIMIT);
    const slow: string[] = [];
    for (const req of requests) {
      const ms = await answerTime(req);
      if (ms > ANSWER_MS) slow.push(`${req.method} ${req.route} ${req.what}: ${Math.round(ms)} ms`);
    }
    expect(requests.length).toBeGreaterThan(500);
    expect(slow).toEqual([]);
  }, 300_000);

  it('answers hostile text of any length and mix within the same time (property)', async () => {
    const all = hostileRequests(4096).filter((r) => r.payload && r.headers['content-type'] === 'application/json');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.integer({ min: 1_000, max: JSON_BODY_LIMIT - 512 }),
        fc.array(fc.constantFrom(...HOSTILE_TEXTS), { minLength: 1, maxLength: 3 }),
        async (template, bytes, texts) => {
          // The same field, filled with runs of several hostile texts one after another.
          const share = Math.floor(bytes / texts.length);
          const text = texts.map((t) => t.make(share)).join('');
          const field = Object.keys(JSON.parse(template.payload!.toString()) as object)[0];
          const payload = Buffer.from(JSON.stringify(field === undefined ? text : { [field]: text }));
          const ms = await answerTime({ ...template, payload, what: `${template.what} (${bytes} bytes)` });
          expect(ms, `${template.route} ${template.what}`).toBeLessThanOrEqual(ANSWER_MS);
        },
      ),
      { numRuns: 60, seed: 20261201 },
    );
  }, 300_000);
});
