import { describe, expect, it } from 'vitest';
import { sendJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { clientNetwork } from './sign-in-limit.ts';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../test-support/accounts.ts';

let h: Harness;
// trustProxy: X-Forwarded-For names the client address, so one machine can play many clients.
// A queue long enough for 20 guesses at once: these tests count the limit, not the hash slots' refusals (hash-slots.test.ts).
withHarness((started) => (h = started), { trustProxy: true, passwordHashes: { atOnce: 2, queue: 40 } });

const TEACHER = TEST_ACCOUNTS.teacher.email;
const PARENT = TEST_ACCOUNTS.parent.email;
const signIn = (body: Record<string, unknown>, from: string) =>
  sendJson(
    `${h.base}/api/auth/sign-in`,
    'POST',
    { email: TEACHER, password: TEST_PASSWORD, ...body },
    { 'X-Forwarded-For': from },
  );
const fail = (from: string, email = TEACHER) => signIn({ email, password: 'Wrong123' }, from);

const expectBlocked = (res: Awaited<ReturnType<typeof signIn>>) => {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in (15 minutes|14 minutes)\.$/);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(800);
  expect(wait).toBeLessThanOrEqual(900);
};

/** Failures an address had earlier, written as the server keeps them (a real one costs a slow hash each). */
const earlierAddressFailures = (ip: string, n: number) =>
  h.db.query(`INSERT INTO sign_in_failures (key) SELECT $1 FROM generate_series(1, ${n})`, [`ip:${ip}`]);

describe('sign-in limit per account and address', () => {
  it('refuses an address after 10 failures against one account, its right password too, while the owner signs in elsewhere', async () => {
    for (let i = 1; i <= 10; i++) expect((await fail('10.1.0.1')).status).toBe(401);
    expectBlocked(await fail('10.1.0.1'));
    expectBlocked(await signIn({}, '10.1.0.1'));
    // The owner, at home or at school: not refused because a guesser failed elsewhere.
    expect((await signIn({}, '10.1.0.2')).status).toBe(200);
    // The same address may still sign in to other accounts.
    expect((await signIn({ email: PARENT }, '10.1.0.1')).status).toBe(200);
  });

  it('never refuses the right password from an address that has not failed, however many addresses failed on the account', async () => {
    for (let i = 1; i <= 12; i++) expect((await fail(`10.2.0.${i}`)).status).toBe(401);
    expect((await signIn({}, '10.2.0.99')).status).toBe(200);
    // One failure each: every one of those addresses may still try.
    expect((await signIn({}, '10.2.0.1')).status).toBe(200);
  });

  it('lets a school behind one address sign in after many typos of other people', async () => {
    for (let i = 1; i <= 12; i++) expect((await fail('10.3.0.1', `pupil${i}@eduportal.example`)).status).toBe(401);
    expect((await signIn({}, '10.3.0.1')).status).toBe(200);
    expect((await signIn({ email: PARENT }, '10.3.0.1')).status).toBe(200);
  });

  it('refuses an address after 100 failures whatever the account, and only that address', async () => {
    await earlierAddressFailures('10.4.0.1', 98);
    expect((await fail('10.4.0.1', 'pupil1@eduportal.example')).status).toBe(401);
    // 99 failures: still open.
    expect((await signIn({ email: PARENT }, '10.4.0.1')).status).toBe(200);
    expect((await fail('10.4.0.1', 'pupil2@eduportal.example')).status).toBe(401);
    expectBlocked(await signIn({}, '10.4.0.1'));
    expectBlocked(await signIn({ email: PARENT }, '10.4.0.1'));
    expect((await signIn({}, '10.4.0.2')).status).toBe(200);
  });

  it("forgives a pair's failures once its password is right, but not the address's", async () => {
    for (let i = 1; i <= 9; i++) expect((await fail('10.5.0.1')).status).toBe(401);
    expect((await signIn({}, '10.5.0.1')).status).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await fail('10.5.0.1')).status).toBe(401);
    expectBlocked(await fail('10.5.0.1'));
    const [row] = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sign_in_failures WHERE key = 'ip:10.5.0.1'");
    expect(row!.n).toBe(19);
  });

  it('lets no more than 10 guesses through when they arrive all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => fail('10.6.0.1')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expectBlocked(await signIn({}, '10.6.0.1'));
  });

  it('counts no failure for a request it refuses as malformed', async () => {
    for (let i = 0; i < 12; i++) expect((await signIn({ password: '' }, '10.7.0.1')).status).toBe(400);
    expect((await signIn({}, '10.7.0.1')).status).toBe(200);
  });
});

describe('old failures', () => {
  it('removes a bounded batch of rows nothing counts any more with each new failure', async () => {
    await h.db.query(
      "INSERT INTO sign_in_failures (key, at) SELECT 'ip:10.9.0.' || g, now() - interval '2 hours' FROM generate_series(1, 500) g",
    );
    expect((await fail('10.9.1.1')).status).toBe(401);
    const [row] = await h.db.query<{ old: number; recent: number }>(
      "SELECT count(*) FILTER (WHERE at < now() - interval '1 hour')::int AS old, count(*) FILTER (WHERE at > now() - interval '1 hour')::int AS recent FROM sign_in_failures",
    );
    expect(row).toEqual({ old: 480, recent: 2 });
  });
});

describe('the client network failures count against', () => {
  it('is the IPv4 address, or the /64 of an IPv6 address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('lets no IPv6 client escape the pair limit by moving to another address of its /64', async () => {
    for (let i = 1; i <= 10; i++) expect((await fail(`2001:db8:5:6::${i.toString(16)}`)).status).toBe(401);
    expectBlocked(await fail('2001:db8:5:6:ffff::1'));
    expect((await signIn({}, '2001:db8:5:7::1')).status).toBe(200);
  });
});
