import { describe, expect, it } from 'vitest';
import { getJson, sendJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { WRITES_PER_MINUTE } from './write-limit.ts';

let h: Harness;
// Its own server: the limit counts every write of the process in the last minute.
withHarness((started) => (h = started), {}, 'once');

describe('write limit', () => {
  it("answers 429 to an account's write beyond 120 in a minute; reads and other accounts go on", async () => {
    expect(WRITES_PER_MINUTE).toBe(120);
    const teacher = await h.signIn('teacher');
    // A write the guard counts and the route then refuses cheaply (an empty attendance form).
    const write = () => sendJson(`${h.base}/api/attendance`, 'POST', {}, teacher);
    const responses = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 1; i++) responses.push(await write());
    const last = responses.pop()!;
    expect(responses.every((r) => r.status === 400)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many changes in a short time\. Try again in \d+ seconds\.$/);
    expect((await getJson(`${h.base}/api/students`, teacher)).status).toBe(200);
    expect((await sendJson(`${h.base}/api/attendance`, 'POST', {}, await h.signIn('teacher2'))).status).toBe(400);
  });
});
