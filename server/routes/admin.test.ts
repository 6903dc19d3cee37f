import { describe, expect, it } from 'vitest';
import { getJson, sendJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS } from '../test-support/accounts.ts';
import { AccountsResponse, MeResponse, PendingAccountsResponse } from '../../src/contract/auth.ts';
import { TeachersResponse } from '../../src/contract/admin.ts';
import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';

let h: Harness;
let teacher: HeaderMap;
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const admin = () => h.signIn('admin');
const get = async (path: string, headers?: HeaderMap) => getJson(`${h.base}${path}`, headers ?? (await admin()));
/** A POST with a JSON body, or none when `body` is undefined. */
const post = async (path: string, body: unknown, headers?: HeaderMap) =>
  body === undefined
    ? getJson(`${h.base}${path}`, headers ?? (await admin()), { method: 'POST' })
    : sendJson(`${h.base}${path}`, 'POST', body, headers ?? (await admin()));
const pendingId = async () =>
  (await h.db.query<{ id: number }>('SELECT id FROM accounts WHERE email = $1', [TEST_ACCOUNTS.pendingTeacher.email]))[0]!.id;
const pendingNames = async () => PendingAccountsResponse.parse((await get('/api/accounts/pending')).body).data.map((a) => a.name);

describe('approving and declining teacher sign-ups', () => {
  it('the administrator approves a pending teacher: they get a teacher id and an active account, and their own feed records it', async () => {
    expect(await pendingNames()).toEqual([TEST_ACCOUNTS.pendingTeacher.name]);
    const res = await post(`/api/accounts/${await pendingId()}/approve`, undefined);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Approved: Ms. Nisha Verma is now teacher 4.' });

    const me = MeResponse.parse((await get('/api/me', await h.signIn('pendingTeacher'))).body).user;
    expect(me).toMatchObject({ status: 'active', teacherId: '4' });
    expect(me.declinedReason).toBeUndefined();
    expect(await pendingNames()).toEqual([]);
    const feed = await h.db.query<{ teacher_id: string | null; message: string }>('SELECT teacher_id, message FROM activity');
    expect(feed).toEqual([{ teacher_id: '4', message: 'Ms. Nisha Verma approved as a teacher of the school' }]);
  });

  it('the administrator declines with a reason: the applicant is told it on /api/me and on every refusal', async () => {
    const id = await pendingId();
    const res = await post(`/api/accounts/${id}/decline`, { reason: '  Not on the staff list.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Declined: Ms. Nisha Verma cannot use the teacher dashboard.' });
    expect(await pendingNames()).toEqual([]);

    const applicant = await h.signIn('pendingTeacher');
    const me = MeResponse.parse((await get('/api/me', applicant)).body).user;
    expect(me).toMatchObject({ status: 'declined', declinedReason: 'Not on the staff list.' });
    expect(me.teacherId).toBeUndefined();
    const refused = await get('/api/classes', applicant);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: `${AUTH_ERRORS.declinedTeacher} Reason: Not on the staff list.` });

    // Declined once: neither declined again nor listed; approving withdraws the decline.
    expect((await post(`/api/accounts/${id}/decline`, {})).status).toBe(404);
    expect((await post(`/api/accounts/${id}/approve`, undefined)).status).toBe(200);
    const approved = MeResponse.parse((await get('/api/me', applicant)).body).user;
    expect(approved).toMatchObject({ status: 'active', teacherId: '4' });
    expect(approved.declinedReason).toBeUndefined();
  });

  it('declines without a body or reason: the applicant sees the sentence alone', async () => {
    const res = await post(`/api/accounts/${await pendingId()}/decline`, undefined);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const applicant = await h.signIn('pendingTeacher');
    const me = MeResponse.parse((await get('/api/me', applicant)).body).user;
    expect(me.status).toBe('declined');
    expect(me.declinedReason).toBeUndefined();
    expect((await get('/api/classes', applicant)).body).toEqual({ message: AUTH_ERRORS.declinedTeacher });
  });

  it('answers 404 for an account that is not a pending teacher, and 400 for a reason over 500 characters', async () => {
    const ids = await h.db.query<{ id: number; email: string }>('SELECT id, email FROM accounts');
    const idOf = (email: string) => ids.find((r) => r.email === email)!.id;
    for (const who of ['teacher', 'student', 'admin'] as const) {
      const res = await post(`/api/accounts/${idOf(TEST_ACCOUNTS[who].email)}/decline`, { reason: 'No' });
      expect(res.status, who).toBe(404);
      expect(res.body.message).toMatch(/is waiting for approval/);
    }
    expect((await post('/api/accounts/999999/decline', {})).status).toBe(404);
    const long = await post(`/api/accounts/${await pendingId()}/decline`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/reason/i);
    expect(await pendingNames()).toEqual([TEST_ACCOUNTS.pendingTeacher.name]);
  });

  it('refuses teachers (403): only the administrator approves, declines and lists teachers', async () => {
    const id = await pendingId();
    for (const who of [teacher, await h.signIn('teacher2')]) {
      expect((await post(`/api/accounts/${id}/approve`, undefined, who)).status).toBe(403);
      expect((await post(`/api/accounts/${id}/decline`, {}, who)).status).toBe(403);
      expect((await get('/api/accounts/pending', who)).status).toBe(403);
      expect((await get('/api/teachers', who)).status).toBe(403);
    }
    expect(await pendingNames()).toEqual([TEST_ACCOUNTS.pendingTeacher.name]);
  });
});

describe('GET /api/teachers', () => {
  it("lists the school's teachers by name with their email and number of classes", async () => {
    const res = TeachersResponse.parse((await get('/api/teachers')).body);
    expect(res).toEqual({
      data: [
        { teacherId: '2', name: 'Mr. Arjun Rao', email: 'teacher2@eduportal.example', classes: 2 },
        { teacherId: '3', name: 'Ms. Leela Iyer', email: 'new.teacher@eduportal.example', classes: 0 },
        { teacherId: '1', name: 'Ms. Priya Sharma', email: 'teacher@eduportal.example', classes: 2 },
      ],
      total: 3,
      nextCursor: null,
    });
  });

  it('pages the list and finds a teacher by name or email, wildcards taken literally', async () => {
    const first = TeachersResponse.parse((await get('/api/teachers?limit=2')).body);
    expect(first.data.map((t) => t.teacherId)).toEqual(['2', '3']);
    expect(first).toMatchObject({ total: 3, nextCursor: '2' });
    const second = TeachersResponse.parse((await get('/api/teachers?limit=2&cursor=2')).body);
    expect(second).toEqual({ data: [expect.objectContaining({ teacherId: '1' })], total: 3, nextCursor: null });
    const past = TeachersResponse.parse((await get('/api/teachers?limit=2&cursor=10')).body);
    expect(past).toEqual({ data: [], total: 3, nextCursor: null });

    const names = async (q: string) =>
      TeachersResponse.parse((await get(`/api/teachers?q=${encodeURIComponent(q)}`)).body).data.map((t) => t.name);
    expect(await names('SHARMA')).toEqual(['Ms. Priya Sharma']);
    expect(await names('teacher2@')).toEqual(['Mr. Arjun Rao']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect((await get(`/api/teachers?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await get('/api/teachers?limit=0')).status).toBe(400);
  });
});

describe('the administrator and the directory', () => {
  it('sees every student and their profiles, and links and unlinks parent accounts', async () => {
    const students = await get('/api/students');
    expect(students.status).toBe(200);
    expect(students.body.data).toHaveLength(8);
    // A profile in the directory shows the student's attendance summary.
    expect((await get('/api/students/S004/attendance')).status).toBe(200);

    const linked = await post('/api/students/S003/links', { email: TEST_ACCOUNTS.unlinkedParent.email });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const accounts = AccountsResponse.parse(linked.body).data;
    expect(accounts.map((a) => a.email)).toEqual([TEST_ACCOUNTS.unlinkedParent.email]);
    const links = AccountsResponse.parse((await get('/api/students/S003/links')).body).data;
    expect(links).toEqual(accounts);
    const removed = await getJson(`${h.base}/api/students/S003/links/${accounts[0]!.id}`, await admin(), { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ data: [] });
  });
});
