import { availableParallelism } from 'node:os';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { productionPasswordHash, TEST_ACCOUNTS, TEST_PASSWORD } from '../test-support/accounts.ts';
import { HashesBusyError, HashSlots, hashSlotLimits } from './hash-slots.ts';

let h: Harness;
// One hash at a time and one waiting: a burst of eight is refused in part however fast the machine.
withHarness((started) => (h = started), { trustProxy: true, passwordHashes: { atOnce: 1, queue: 1 } });

const signIn = (email: string, from: string) =>
  sendJson(`${h.base}/api/auth/sign-in`, 'POST', { email, password: TEST_PASSWORD }, { 'X-Forwarded-For': from });
const failuresCounted = async () =>
  (await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sign_in_failures WHERE key NOT LIKE 'signup:%'"))[0]!.n;

/** A piece of work that ends when told to. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

describe('password hash slots', () => {
  it('run at most `atOnce` at a time, queue `queue` more in order, and refuse the next at once', async () => {
    const slots = new HashSlots({ atOnce: 2, queue: 1 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) => slots.run(async () => (started.push(i), await g.done, i)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(slots.run(async () => 'late')).rejects.toBeInstanceOf(HashesBusyError);
    gates[1]!.open();
    expect(await runs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    // All slots free again.
    expect(await Promise.all([slots.run(async () => 'a'), slots.run(async () => 'b'), slots.run(async () => 'c')])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('gives a slot back when the work throws', async () => {
    const slots = new HashSlots({ atOnce: 1, queue: 0 });
    await expect(slots.run(async () => Promise.reject(new Error('bad hash')))).rejects.toThrow('bad hash');
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('default to the cores and twice as many waiting, from the environment otherwise', () => {
    expect(hashSlotLimits({})).toEqual({ atOnce: availableParallelism(), queue: 2 * availableParallelism() });
    expect(hashSlotLimits({ PASSWORD_HASHES_AT_ONCE: '3', PASSWORD_HASH_QUEUE: '0' })).toEqual({ atOnce: 3, queue: 0 });
    expect(() => hashSlotLimits({ PASSWORD_HASHES_AT_ONCE: '0' })).toThrow('PASSWORD_HASHES_AT_ONCE=0 is not valid');
  });
});

describe('sign-in under a burst', () => {
  // Each sign-in holds its slot for a production-cost hash, as a real burst does.
  beforeEach(async () => {
    await h.db.query('UPDATE accounts SET password_hash = $1 WHERE email = $2', [
      await productionPasswordHash(),
      TEST_ACCOUNTS.teacher.email,
    ]);
  });
  it('answers a burst of sign-ins 200 as slots allow and 503 with Retry-After to the rest, counting the refused as no failure', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, () => signIn(TEST_ACCOUNTS.teacher.email, '10.9.0.1')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain(503);
    for (const r of burst.filter((x) => x.status === 503)) {
      expect(r.headers.get('retry-after')).toBe('2');
      expect(r.body).toEqual({ message: 'Many people are signing in right now. Try again in 2 seconds.' });
    }
    expect(await failuresCounted()).toBe(0);
    expect((await signIn(TEST_ACCOUNTS.teacher.email, '10.9.0.1')).status).toBe(200);
  });

  it('counts the check of an unknown email against the stand-in hash in the same slots', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(`nobody${i}@school.example`, '10.9.0.2')));
    const statuses = burst.map((r) => r.status);
    expect(statuses).toContain(401);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    // The 401s stay counted against the address; the refused ones do not.
    expect(await failuresCounted()).toBe(2 * statuses.filter((s) => s === 401).length);
  });

  it('refuses sign-ups beyond the slots the same way, and a refused sign-up creates nothing', async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        sendJson(
          `${h.base}/api/auth/sign-up`,
          'POST',
          { email: `burst${i}@school.example`, fullName: `Burst ${i}`, role: 'student', password: 'Quiet-Harbor-719' },
          { 'X-Forwarded-For': `10.9.1.${i}` },
        ),
      ),
    );
    const refused = burst.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('retry-after')).toBe('2');
    const made = await h.db.query<{ email: string }>("SELECT email FROM accounts WHERE email LIKE 'burst%'");
    expect(made.length).toBe(burst.filter((r) => r.status < 300).length);
    expect(made.length).toBeGreaterThan(0);
    const counted = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sign_in_failures WHERE key LIKE 'signup:%'");
    expect(counted[0]!.n).toBe(made.length);
  });
});
