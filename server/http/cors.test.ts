import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test-support/harness.ts';

const preflight = (h: Harness, origin: string) =>
  fetch(`${h.base}/api/auth/sign-in`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
const read = (h: Harness, origin: string) => fetch(`${h.base}/api/catalogue`, { headers: { Origin: origin } });

describe('CORS for listed origins', () => {
  let h: Harness;
  beforeAll(async () => (h = await startHarness({ corsOrigins: ['http://embed.test'] })));
  afterAll(() => h.close());

  it('lets a listed origin send credentials (the session cookie), in the preflight and the answer', async () => {
    const pre = await preflight(h, 'http://embed.test');
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://embed.test');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    const res = await read(h, 'http://embed.test');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://embed.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives an origin it does not list no CORS headers at all', async () => {
    for (const res of [await preflight(h, 'http://other.test'), await read(h, 'http://other.test')]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('CORS open to any origin (*)', () => {
  let h: Harness;
  beforeAll(async () => (h = await startHarness({ corsOrigins: ['*', 'http://embed.test'] })));
  afterAll(() => h.close());

  it('lets any origin read, never with credentials; an origin listed besides * still may', async () => {
    for (const res of [await preflight(h, 'http://any.test'), await read(h, 'http://any.test')]) {
      expect(res.headers.get('access-control-allow-origin')).toBe('http://any.test');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const listed = await read(h, 'http://embed.test');
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
