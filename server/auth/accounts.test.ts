import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/contract/auth.ts';
import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';
import { getJson, sendJson, sessionCookie, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS } from '../test-support/accounts.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1, signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const form = (over: Record<string, unknown> = {}) => ({
  fullName: 'Neel Menon',
  email: 'neel@eduportal.example',
  role: 'student',
  password: 'Orchard42x',
  ...over,
});
/** Signs up; the new account's session (sign-up signs in at once). */
async function signUp(over: Record<string, unknown>): Promise<{ status: string; cookie: HeaderMap }> {
  const res = await sendJson(`${h.base}/api/auth/sign-up`, 'POST', form(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { status: res.body.user.status, cookie: { cookie: sessionCookie(res.headers) } };
}
const get = (path: string, headers: HeaderMap) => getJson(`${h.base}${path}`, headers);
const meOf = async (headers: HeaderMap) => (await get('/api/me', headers)).body.user;
const link = (studentId: string, email: string) =>
  sendJson(`${h.base}/api/students/${studentId}/links`, 'POST', { email }, teacher);

describe('teacher sign-up', () => {
  it('is pending until the administrator approves it, then active with a new teacher id and no class yet', async () => {
    const { status, cookie } = await signUp({
      fullName: 'Ms. Lakshmi Iyer',
      email: 'Lakshmi@EduPortal.example',
      role: 'teacher',
    });
    expect(status).toBe('pending');
    expect(await meOf(cookie)).toMatchObject({ email: 'lakshmi@eduportal.example', role: 'teacher', status: 'pending' });
    expect(await meOf(cookie)).not.toHaveProperty('teacherId');
    expect(await get('/api/students', cookie)).toMatchObject({ status: 403, body: { message: AUTH_ERRORS.pendingTeacher } });

    // Teachers no longer approve teachers: the school's administrator does.
    expect((await get('/api/accounts/pending', teacher)).status).toBe(403);
    const admin = await h.signIn('admin');
    const pending = await get('/api/accounts/pending', admin);
    const mine = pending.body.data.find((a: { email: string }) => a.email === 'lakshmi@eduportal.example');
    expect(mine).toMatchObject({ name: 'Ms. Lakshmi Iyer', role: 'teacher', createdAt: expect.any(String) });
    // A pending teacher cannot approve itself.
    expect((await sendJson(`${h.base}/api/accounts/${mine.id}/approve`, 'POST', {}, cookie)).status).toBe(403);

    expect((await getJson(`${h.base}/api/accounts/${mine.id}/approve`, teacher, { method: 'POST' })).status).toBe(403);
    const approved = await getJson(`${h.base}/api/accounts/${mine.id}/approve`, admin, { method: 'POST' });
    // Teachers 1-3 exist (the fixture's third teaches no class): the new one is teacher 4.
    expect(approved).toMatchObject({ status: 200, body: { message: 'Approved: Ms. Lakshmi Iyer is now teacher 4.' } });
    expect(await meOf(cookie)).toMatchObject({ status: 'active', teacherId: '4' });
    // A new teacher teaches no class yet: their directory is empty, nobody else's is theirs.
    expect(await get('/api/students', cookie)).toMatchObject({ status: 200, body: { data: [] } });
    expect((await get('/api/dashboard/4', cookie)).status).toBe(200);
    expect((await get('/api/dashboard/1', cookie)).status).toBe(403);
    expect((await get('/api/students/S001/attendance', cookie)).status).toBe(403);
    expect((await get('/api/accounts/pending', admin)).body.data.map((a: { email: string }) => a.email)).toEqual([
      TEST_ACCOUNTS.pendingTeacher.email,
    ]);
    // Approving twice, or a non-teacher account: nothing waits under that id.
    expect((await getJson(`${h.base}/api/accounts/${mine.id}/approve`, admin, { method: 'POST' })).status).toBe(404);
  });
});

describe('student and parent links', () => {
  it("a student account is unlinked until a teacher of the record's class links it to its record", async () => {
    const { status, cookie } = await signUp({ email: 'neel@eduportal.example', role: 'student' });
    expect(status).toBe('unlinked');
    expect(await get('/api/studyMaterials/S005', cookie)).toMatchObject({
      status: 403,
      body: { message: AUTH_ERRORS.unlinkedStudent },
    });
    // S003 is in Class C: not teacher 1's record to link.
    expect((await link('S003', 'neel@eduportal.example')).status).toBe(403);

    const linked = await link('S005', 'NEEL@eduportal.example');
    expect(linked.status).toBe(200);
    expect(linked.body.data).toEqual([expect.objectContaining({ email: 'neel@eduportal.example', role: 'student' })]);
    expect(await meOf(cookie)).toMatchObject({ role: 'student', status: 'active', studentId: 'S005' });
    expect((await get('/api/studyMaterials/S005', cookie)).status).toBe(200);
    expect((await get('/api/studyMaterials/S001', cookie)).status).toBe(403);
    // One record per student account, one student account per record.
    expect((await link('S006', 'neel@eduportal.example')).status).toBe(409);
    expect((await link('S001', TEST_ACCOUNTS.unlinkedStudent.email)).status).toBe(409);
  });

  it('a parent account gets its children one link at a time, and loses them when unlinked', async () => {
    const { status, cookie } = await signUp({ fullName: 'Kavita Menon', email: 'kavita@eduportal.example', role: 'parent' });
    expect(status).toBe('unlinked');
    expect(await get('/api/studyMaterials/S006', cookie)).toMatchObject({
      status: 403,
      body: { message: AUTH_ERRORS.unlinkedParent },
    });
    expect((await link('S006', 'kavita@eduportal.example')).status).toBe(200);
    expect((await link('S005', 'kavita@eduportal.example')).status).toBe(200);
    const me = await meOf(cookie);
    expect(me).toMatchObject({ role: 'parent', status: 'active', children: ['S005', 'S006'] });
    expect((await get('/api/studyMaterials/S005', cookie)).status).toBe(200);
    expect((await get('/api/studyMaterials/S001', cookie)).status).toBe(403);
    const links = await get('/api/students/S006/links', teacher);
    expect(links.body.data.map((a: { email: string }) => a.email)).toEqual(['kavita@eduportal.example']);

    for (const s of ['S006', 'S005'])
      expect((await sendJson(`${h.base}/api/students/${s}/links/${me.id}`, 'DELETE', {}, teacher)).status).toBe(200);
    expect(await meOf(cookie)).toMatchObject({ status: 'unlinked', children: [] });
    expect((await sendJson(`${h.base}/api/students/S006/links/${me.id}`, 'DELETE', {}, teacher)).status).toBe(404);
  });

  it('links only Student and Parent accounts of known emails, to known students', async () => {
    for (const email of [TEST_ACCOUNTS.teacher2.email, TEST_ACCOUNTS.pendingTeacher.email, 'nobody@eduportal.example']) {
      expect(await link('S005', email), email).toMatchObject({
        status: 404,
        body: { message: `No Student or Parent account uses ${email}.` },
      });
    }
    expect(await link('S999', TEST_ACCOUNTS.unlinkedParent.email)).toMatchObject({
      status: 404,
      body: { message: 'Student S999 not found.' },
    });
    expect((await link('S005', 'not an email')).status).toBe(400);
  });
});

describe('sign-up', () => {
  it('allows 10 new accounts per client address in an hour, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) await signUp({ email: `pupil${i}@eduportal.example` });
    const res = await sendJson(`${h.base}/api/auth/sign-up`, 'POST', form({ email: 'pupil10@eduportal.example' }));
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many new accounts from this address\. Try again in \d+ minutes\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await h.db.query("SELECT 1 FROM accounts WHERE email = 'pupil10@eduportal.example'")).length).toBe(0);
  }, 60_000);

  it('refuses an email that already has an account (409), whatever its case', async () => {
    for (const email of [TEST_ACCOUNTS.student.email, 'TEACHER@eduportal.example']) {
      const res = await sendJson(`${h.base}/api/auth/sign-up`, 'POST', form({ email }));
      expect(res, email).toMatchObject({
        status: 409,
        body: { message: 'An account with this email already exists. Sign in instead.' },
      });
    }
  });

  it("refuses invalid forms with 400 and the form's own message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'secret123' }, AUTH_MESSAGES.passwordWeak],
      [{ password: 'SECRET123' }, AUTH_MESSAGES.passwordWeak],
      [{ password: 'SecretPass' }, AUTH_MESSAGES.passwordWeak],
      [{ password: 'Sec1' }, AUTH_MESSAGES.signUpPasswordShort],
      [{ password: '' }, AUTH_MESSAGES.passwordRequired],
      [{ email: '' }, AUTH_MESSAGES.emailRequired],
      [{ email: 'neel.example' }, AUTH_MESSAGES.emailInvalid],
      [{ fullName: ' ' }, AUTH_MESSAGES.fullNameRequired],
      [{ fullName: 'N' }, AUTH_MESSAGES.fullNameShort],
      [{ role: 'admin' }, AUTH_MESSAGES.roleRequired],
      [{ role: undefined }, AUTH_MESSAGES.roleRequired],
    ];
    for (const [over, message] of cases) {
      const res = await sendJson(`${h.base}/api/auth/sign-up`, 'POST', form(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toContain(message);
    }
    expect((await h.db.query('SELECT 1 FROM accounts WHERE email = $1', ['neel@eduportal.example'])).length).toBe(0);
  });
});
