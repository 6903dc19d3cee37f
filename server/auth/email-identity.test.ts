import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/contract/auth.ts';
import { hashPassword } from './password.ts';
import { sendJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../test-support/accounts.ts';

let h: Harness;
let teacher: HeaderMap;
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const signUp = (over: Record<string, unknown>) =>
  sendJson(`${h.base}/api/auth/sign-up`, 'POST', {
    fullName: 'Neel Menon',
    email: 'neel@eduportal.example',
    role: 'student',
    password: 'Orchard42x',
    ...over,
  });
const signIn = (email: string, password = TEST_PASSWORD) => sendJson(`${h.base}/api/auth/sign-in`, 'POST', { email, password });
const link = (email: string) => sendJson(`${h.base}/api/students/S005/links`, 'POST', { email }, teacher);
const accountsNamed = async (like: string) =>
  (await h.db.query<{ email: string }>('SELECT email FROM accounts WHERE email LIKE $1 ORDER BY email', [like])).map(
    (r) => r.email,
  );

// Look-alikes of the demo learner's address, each of which reads as it does.
const STUDENT = TEST_ACCOUNTS.student.email; // learner@eduportal.example
const FULLWIDTH = 'ｌｅａｒｎｅｒ@EDUPORTAL.example';
const CYRILLIC_E = STUDENT.replace('e', '\u0435');
const ZERO_WIDTH = STUDENT.replace('@', '\u200b@');
const BIDI = `\u202e${STUDENT}`;

describe('look-alike emails', () => {
  it('a fullwidth spelling is the same address: sign-up finds it taken, sign-in finds the account', async () => {
    expect(await signUp({ email: FULLWIDTH })).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists. Sign in instead.' },
    });
    const res = await signIn(FULLWIDTH);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.email).toBe(STUDENT);
  });

  it('refuses invisible characters and mixed scripts on sign-up, with the reason, and creates nothing', async () => {
    for (const [email, message] of [
      [ZERO_WIDTH, AUTH_MESSAGES.emailInvisible],
      [BIDI, AUTH_MESSAGES.emailInvisible],
      [`learner\u00ad@eduportal.example`, AUTH_MESSAGES.emailInvisible],
      [CYRILLIC_E, AUTH_MESSAGES.emailMixedScripts],
    ]) {
      const res = await signUp({ email });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.body.message).toBe(`Invalid sign-up: email: ${message}`);
    }
    expect(await accountsNamed('%learner%')).toEqual([STUDENT]);
  });

  it('refuses the same look-alikes on sign-in and linking, never matching another account', async () => {
    for (const email of [ZERO_WIDTH, BIDI, CYRILLIC_E]) {
      expect((await signIn(email)).status, JSON.stringify(email)).toBe(400);
      expect((await link(email)).status, JSON.stringify(email)).toBe(400);
    }
    // A single-script address in another alphabet is an address like any other.
    expect(await link('иван@eduportal.example')).toMatchObject({
      status: 404,
      body: { message: 'No Student or Parent account uses иван@eduportal.example.' },
    });
  });

  it('links the account a fullwidth or upper-case spelling names', async () => {
    const res = await link('ｎｅｗ.ｓｔｕｄｅｎｔ@EduPortal.Example');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ email: TEST_ACCOUNTS.unlinkedStudent.email })]);
  });
});

describe('common passwords', () => {
  it('refuses one of the most used passwords on sign-up, whatever its case, and creates nothing', async () => {
    for (const password of ['Password1', 'Secret123', 'Abcdefg1']) {
      expect(await signUp({ password }), password).toMatchObject({
        status: 400,
        body: { message: `Invalid sign-up: password: ${AUTH_MESSAGES.passwordCommon}` },
      });
    }
    expect(await accountsNamed('neel%')).toEqual([]);
    expect((await signUp({ password: 'Orchard42x' })).status).toBe(201);
  });

  it('still signs in an account whose common password was set before the rule', async () => {
    await h.db.query('UPDATE accounts SET password_hash = $1 WHERE email = $2', [await hashPassword('Password1'), STUDENT]);
    expect((await signIn(STUDENT, 'Password1')).status).toBe(200);
  });
});
