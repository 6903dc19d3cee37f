import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ROUTES } from '../../contract/auth.ts';
import { configure } from '../../stores/config.ts';
import { fakeFetch, json, networkError } from '../../test-support/fetch-double.ts';
import { isOtherOrigin, requestCredentials } from './credentials.ts';
import { callRoute } from './request.ts';

const ME = { user: { id: 1, name: 'Ana', email: 'a@b', role: 'parent', status: 'active', children: [] } };

describe('credentials of API requests', () => {
  beforeEach(() => vi.stubGlobal('location', { href: 'https://school.test/maths' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    configure({ token: undefined, getToken: undefined });
  });

  it('sends cookies to an API server of another origin, unless a token authenticates the page', () => {
    expect(isOtherOrigin('https://portal.test')).toBe(true);
    expect(requestCredentials('https://portal.test/')).toBe('include');
    expect(requestCredentials('https://school.test')).toBe('same-origin');
    expect(requestCredentials('')).toBe('same-origin');
    configure({ getToken: async () => 'fresh' });
    expect(requestCredentials('https://portal.test')).toBe('same-origin');
  });

  it('sends a request once more without cookies when a server refuses them whole (CORS for *), then never with them', async () => {
    const net = fakeFetch({
      'GET /api/me': ({ init }) => (init?.credentials === 'include' ? networkError() : json({ message: 'Please sign in.' }, 401)),
    });
    try {
      const me = () => callRoute(net.fn, 'https://any.test', AUTH_ROUTES.me, { answersUnauthorized: true });
      await expect(me()).rejects.toMatchObject({ status: 401 });
      await expect(me()).rejects.toMatchObject({ status: 401 });
      expect(net.calls.map((c) => c.init?.credentials)).toEqual(['include', 'same-origin', undefined]);
    } finally {
      net.restore();
    }
  });

  it('keeps sending cookies to a server that answered a request with them: a later failure is the network', async () => {
    let down = false;
    const net = fakeFetch({ 'GET /api/me': () => (down ? networkError() : json(ME)) });
    try {
      const me = () => callRoute(net.fn, 'https://listed.test', AUTH_ROUTES.me);
      await me();
      down = true;
      await expect(me()).rejects.toMatchObject({ status: 0 });
      down = false;
      await me();
      expect(net.calls.map((c) => c.init?.credentials)).toEqual(['include', 'include', 'include']);
    } finally {
      net.restore();
    }
  });
});
