import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSubmit, signInDetail, signUpDetail, simulateSubmit, type AuthSubmission } from './submit.ts';

const login: AuthSubmission = { mode: 'login', data: { email: 'a@b', password: 'secret', rememberMe: true } };

describe('submit', () => {
  afterEach(() => vi.useRealTimers());

  it('simulates a 2000 ms submit that succeeds', async () => {
    vi.useFakeTimers();
    let done = false;
    const p = simulateSubmit().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
  });

  it('uses the simulation when no handler is given', async () => {
    vi.useFakeTimers();
    const p = runSubmit(undefined, login);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await p).toBe(true);
  });

  it('passes the submission to a handler and reports its outcome', async () => {
    const seen: AuthSubmission[] = [];
    expect(await runSubmit(async (s) => void seen.push(s), login)).toBe(true);
    expect(seen).toEqual([login]);
    expect(await runSubmit(() => Promise.reject(new Error('no')), login)).toBe(false);
    expect(
      await runSubmit(() => {
        throw new Error('sync');
      }, login),
    ).toBe(false);
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
