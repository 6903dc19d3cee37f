import { describe, expect, it } from 'vitest';
import { getJson, sendJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../test-support/accounts.ts';
import { slowDownMs } from './sign-in-limit.ts';

let h: Harness;
// A pair waits 2 s from its third failure on: far longer than a password check takes, so the wait shows.
withHarness((started) => (h = started), { trustProxy: true, signInSlowDown: { firstMs: 2000, maxMs: 4000 } });

const signIn = (password: string, from: string) =>
  sendJson(`${h.base}/api/auth/sign-in`, 'POST', { email: TEST_ACCOUNTS.teacher.email, password }, { 'X-Forwarded-For': from });

describe('slow-down before refusal', () => {
  it('waits longer before each answer to a pair that keeps failing, up to a cap', () => {
    const schedule = Array.from({ length: 9 }, (_, n) => slowDownMs(n, { firstMs: 500, maxMs: 4000 }));
    expect(schedule).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('answers a pair after its third failure only after the wait, while other requests are answered meanwhile', async () => {
    for (let i = 1; i <= 3; i++) expect((await signIn('Wrong123', '10.8.0.1')).status).toBe(401);
    const order: string[] = [];
    const started = Date.now();
    const slow = signIn(TEST_PASSWORD, '10.8.0.1').then((res) => {
      order.push('slow sign-in');
      return { res, ms: Date.now() - started };
    });
    // The wait holds neither the event loop nor a database connection: a sign-in and a read pass it.
    const other = signIn(TEST_PASSWORD, '10.8.0.2').then((res) => (order.push('other sign-in'), res));
    const health = getJson(`${h.base}/api/me`).then((res) => (order.push('read'), res));
    expect((await other).status).toBe(200);
    expect((await health).status).toBe(401);
    const { res, ms } = await slow;
    // The owner's right password, late: slowed, not refused.
    expect(res.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(2000);
    expect(order.at(-1)).toBe('slow sign-in');
  });
});
