import { afterEach, describe, expect, it } from 'vitest';
import { $config, configure } from '../../stores/config.ts';
import { $refusal, $session } from '../../stores/session.ts';
import { everyApiCall } from '../../test-support/every-api-call.ts';
import { fetchDouble, json, type FetchCall } from '../../test-support/fetch-double.ts';

const me = { id: 2, name: 'Ana', email: 'ana@school.org', role: 'student', status: 'active', studentId: 'S001' } as const;
const authOf = (call: FetchCall): string | undefined => (call.init?.headers as Record<string, string> | undefined)?.Authorization;

/** A fetch double that answers by the Authorization header each call sent. */
function recording(answer: (auth: string | undefined) => Response) {
  const net = fetchDouble({}, { defaults: false, otherwise: (call) => answer(authOf(call)) });
  return { fetch: net.fn, auths: () => net.calls.map(authOf) };
}

describe('requests and the page session', () => {
  afterEach(() => {
    $config.set({});
    $session.set({ status: 'unknown' });
    $refusal.set(null);
  });

  it('sends no Authorization header without a configured token (the cookie authenticates)', async () => {
    const net = recording(() => json({ user: me }));
    await everyApiCall('http://api.test', { fetch: net.fetch }).me();
    expect(net.auths()).toEqual([undefined]);
  });

  it('sends configure({token}) as a Bearer token', async () => {
    configure({ token: 'abc.def.ghi' });
    const net = recording(() => json({ user: me }));
    await everyApiCall('http://api.test', { fetch: net.fetch }).me();
    expect(net.auths()).toEqual(['Bearer abc.def.ghi']);
  });

  it('asks getToken once, then once more after a 401, and retries with the fresh token', async () => {
    let issued = 0;
    configure({ getToken: async () => `token-${++issued}` });
    const net = recording((auth) => (auth === 'Bearer token-1' ? json({ message: 'expired' }, 401) : json({ user: me })));
    const api = everyApiCall('http://api.test', { fetch: net.fetch });
    expect((await api.me()).name).toBe('Ana');
    await api.me();
    expect(net.auths()).toEqual(['Bearer token-1', 'Bearer token-2', 'Bearer token-2']);
  });

  it('a 401 to a signed-in page ends its session as expired; a 403 is kept for the dashboards to say', async () => {
    $session.set({ status: 'signed-in', apiBase: 'http://api.test', user: me });
    const net = fetchDouble(
      { 'GET /api/tests': json({ message: 'You do not have permission to do that.' }, 403) },
      { defaults: false, otherwise: json({ message: 'expired' }, 401) },
    );
    const api = everyApiCall('http://api.test', { fetch: net.fn });
    await expect(api.getTestPage()).rejects.toMatchObject({ status: 403 });
    expect($refusal.get()).toEqual({ apiBase: 'http://api.test', message: 'You do not have permission to do that.' });
    expect($session.get().status).toBe('signed-in');
    await expect(api.getStudentPage()).rejects.toMatchObject({ status: 401 });
    expect($session.get()).toEqual({ status: 'signed-out', apiBase: 'http://api.test', expired: true });
  });
});
