import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerSecurityHeaders } from './security-headers.ts';
import { parseTrustProxy } from './trust-proxy.ts';
import { getJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';

let h: Harness;
withHarness((started) => (h = started), {}, 'never');

describe('security headers', () => {
  it('are on JSON answers and refusals alike', async () => {
    for (const path of ['/healthz', '/api/me', '/api/no-such-route']) {
      const { headers } = await getJson(`${h.base}${path}`);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });
});

describe('API answers are never stored', () => {
  it('says no-store on every signed-in answer: reads, lists, writes and refusals', async () => {
    await h.reset();
    const teacher = await h.signIn('teacher');
    const parent = await h.signIn('parent');
    const answers = [
      ['me', await getJson(`${h.base}/api/me`, teacher)],
      ['students', await getJson(`${h.base}/api/students`, teacher)],
      ['tests', await getJson(`${h.base}/api/tests`, teacher)],
      ['dashboard', await getJson(`${h.base}/api/dashboard/1`, teacher)],
      ['learner tests', await getJson(`${h.base}/api/learners/S001/tests`, parent)],
      ['forbidden', await getJson(`${h.base}/api/students`, parent)],
      ['sign-out', await getJson(`${h.base}/api/auth/sign-out`, teacher, { method: 'POST' })],
    ] as const;
    for (const [name, res] of answers) {
      expect(res.status, name).toBeLessThan(500);
      expect(res.headers.get('cache-control'), name).toBe('no-store');
    }
  });
});

describe('HSTS', () => {
  /** The Strict-Transport-Security a server with TRUST_PROXY=`trust` sends to a request from a proxy at 10.0.0.5. */
  async function hsts(trust: string | undefined, headers: Record<string, string>) {
    const app = Fastify({ trustProxy: parseTrustProxy(trust)! });
    registerSecurityHeaders(app);
    app.get('/', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/', remoteAddress: '10.0.0.5', headers });
    await app.close();
    return res.headers['strict-transport-security'];
  }

  it('is sent when the request came over https through a trusted proxy', async () => {
    expect(await hsts('1', { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
  });

  it('is not sent over plain http, nor when an untrusted peer claims https', async () => {
    expect(await hsts('1', { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hsts(undefined, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    const { headers } = await getJson(`${h.base}/healthz`);
    expect(headers.get('strict-transport-security')).toBeNull();
  });
});
