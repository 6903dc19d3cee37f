import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../../stores/session.ts';
import { AUTH_ERRORS } from '../../contract/account-texts.ts';
import { fakeFetch, json, networkError } from '../../test-support/fetch-double.ts';
import { authMessages } from './messages.ts';
import {
  runHostHandler,
  submitToServer,
  waitingFor,
  signInDetail,
  signUpDetail,
  setSimulatedSubmitDelay,
  simulateSubmit,
  type AuthSubmission,
} from './submit.ts';

const login: AuthSubmission = { mode: 'login', data: { email: 'a@b', password: 'secret', rememberMe: true } };

describe('submit', () => {
  afterEach(() => vi.useRealTimers());

  /** A simulated submit is still running 1 ms before `ms` and has succeeded at `ms`. */
  const expectSubmitSettlesAfter = async (ms: number): Promise<void> => {
    let done = false;
    const p = simulateSubmit().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
  };

  it('simulates a 2000 ms submit that succeeds', async () => {
    vi.useFakeTimers();
    await expectSubmitSettlesAfter(2000);
  });

  it("takes a test's delay for the simulated submit until the default is set back", async () => {
    vi.useFakeTimers();
    setSimulatedSubmitDelay(50);
    await expectSubmitSettlesAfter(50);
    setSimulatedSubmitDelay();
    await expectSubmitSettlesAfter(2000);
  });

  it('passes the submission to a handler and reports its outcome', async () => {
    const seen: AuthSubmission[] = [];
    expect(await runHostHandler(async (s: AuthSubmission) => void seen.push(s), login)).toEqual({ ok: true, role: undefined });
    expect(seen).toEqual([login]);
    expect(await runHostHandler(() => Promise.reject(new Error('no')), login)).toEqual({ ok: false });
    expect(
      await runHostHandler(() => {
        throw new Error('sync');
      }, login),
    ).toEqual({ ok: false });
  });

  it('takes the signed-in role from a handler that resolves with one, and ignores anything else', async () => {
    expect(await runHostHandler(async () => ({ role: 'teacher' }), login)).toEqual({ ok: true, role: 'teacher' });
    expect(await runHostHandler(async () => ({ role: 'admin' }), login)).toEqual({ ok: true, role: 'admin' });
    expect(await runHostHandler(async () => ({ role: 'principal' }), login)).toEqual({ ok: true, role: undefined });
  });

  it('signs in against the server and reports its refusal with the server message', async () => {
    const net = fakeFetch({
      'POST /api/auth/sign-in': ({ body }) =>
        (body as { password: string }).password === 'secret'
          ? json({ user: { id: 1, name: 'Ana', email: 'a@b', role: 'parent', status: 'active', children: [] } })
          : json({ message: 'Invalid email or password.' }, 401),
    });
    try {
      const ok = await submitToServer('http://api.test', login, authMessages.en);
      expect(ok).toMatchObject({ ok: true, role: 'parent', waiting: undefined });
      // The page shows the account as signed in only when the caller says so.
      expect($session.get().status).toBe('unknown');
      if (ok.ok) ok.signedIn?.();
      expect($session.get()).toMatchObject({ status: 'signed-in', apiBase: 'http://api.test', user: { name: 'Ana' } });
      expect({ url: net.calls[0]!.url, body: net.calls[0]!.body }).toEqual({
        url: 'http://api.test/api/auth/sign-in',
        body: { email: 'a@b', password: 'secret', rememberMe: true },
      });
      const wrong: AuthSubmission = { mode: 'login', data: { ...login.data, password: 'wrong1' } as never };
      expect(await submitToServer('http://api.test', wrong, authMessages.en)).toEqual({
        ok: false,
        message: 'Invalid email or password.',
      });
      net.restore();
      const down = fakeFetch({ 'POST /api/auth/sign-in': networkError });
      try {
        expect(await submitToServer('http://api.test', login, authMessages.en)).toEqual({
          ok: false,
          message: 'The server could not be reached. Check your connection and try again.',
        });
      } finally {
        down.restore();
      }
    } finally {
      net.restore();
    }
  });

  it('on a page of another origin, refuses a sign-in whose cookie the browser did not keep, pointing to embed tokens', async () => {
    vi.stubGlobal('location', { href: 'https://school.test/maths' });
    let kept = false;
    const net = fakeFetch({
      'POST /api/auth/sign-in': json({
        user: { id: 1, name: 'Ana', email: 'a@b', role: 'parent', status: 'active', children: [] },
      }),
      'GET /api/me': () =>
        kept
          ? json({ user: { id: 1, name: 'Ana', email: 'a@b', role: 'parent', status: 'active', children: [] } })
          : json({ message: 'Please sign in to continue.' }, 401),
    });
    try {
      const refused = await submitToServer('https://portal.test', login, authMessages.en);
      expect(refused).toEqual({ ok: false, message: authMessages.en.cookieRefused });
      expect(authMessages.en.cookieRefused).toContain('Signed embed tokens');
      // Both requests carried the cookie the server's CORS allows.
      expect(net.calls.map((c) => [c.method, c.path, c.init?.credentials])).toEqual([
        ['POST', '/api/auth/sign-in', 'include'],
        ['GET', '/api/me', 'include'],
      ]);
      kept = true;
      expect(await submitToServer('https://portal.test', login, authMessages.en)).toMatchObject({ ok: true, role: 'parent' });
      // The page's own origin: the sign-in alone, as ever.
      net.calls.length = 0;
      expect(await submitToServer('https://school.test', login, authMessages.en)).toMatchObject({ ok: true });
      expect(net.calls.map((c) => c.path)).toEqual(['/api/auth/sign-in']);
    } finally {
      net.restore();
      vi.unstubAllGlobals();
    }
  });

  it("says what a new account waits for, in the dashboards' words", () => {
    const base = { id: 1, name: 'Ana', email: 'a@b' } as const;
    expect(waitingFor({ ...base, role: 'teacher', status: 'pending' }, authMessages.en)).toBe(
      "Your teacher account is waiting for approval by the school's administrator. Once approved, you can sign in and open the teacher dashboard.",
    );
    expect(waitingFor({ ...base, role: 'teacher', status: 'declined' }, authMessages.en)).toBe(
      "The school's administrator declined your teacher account.",
    );
    expect(
      waitingFor({ ...base, role: 'teacher', status: 'declined', declinedReason: 'Not on the staff list.' }, authMessages.en),
    ).toBe("The school's administrator declined your teacher account. Reason: Not on the staff list.");
    expect(waitingFor({ ...base, role: 'student', status: 'unlinked' }, authMessages.en)).toMatch(
      /^Your account is not linked to a student record yet/,
    );
    expect(waitingFor({ ...base, role: 'parent', status: 'unlinked', children: [] }, authMessages.en)).toMatch(
      /^Your account is not linked to a child yet/,
    );
    expect(waitingFor({ ...base, role: 'teacher', status: 'active', teacherId: '1' }, authMessages.en)).toBe(undefined);
    const { pendingTeacher, declinedTeacher, unlinkedStudent, unlinkedParent } = AUTH_ERRORS;
    expect(authMessages.en.waiting).toEqual({ pendingTeacher, declinedTeacher, unlinkedStudent, unlinkedParent });
  });

  it('event details never carry a password', () => {
    expect(signInDetail(login.data as never)).toEqual({ email: 'a@b', rememberMe: true });
    expect(
      signUpDetail({
        fullName: 'Ana',
        email: 'a@b',
        role: 'parent',
        password: 'Secret12',
        confirmPassword: 'Secret12',
        terms: true,
      }),
    ).toEqual({ fullName: 'Ana', email: 'a@b', role: 'parent', terms: true });
  });
});
