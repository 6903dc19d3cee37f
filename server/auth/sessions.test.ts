import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';
import { getJson, sendJson, sessionCookie, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../test-support/accounts.ts';

let h: Harness;
// trustProxy: X-Forwarded-For names the client address, so one machine can play many clients.
withHarness((started) => (h = started), { trustProxy: true });

const TEACHER = TEST_ACCOUNTS.teacher.email;
const signIn = (body: Record<string, unknown>, from = '10.0.0.1') =>
  sendJson(
    `${h.base}/api/auth/sign-in`,
    'POST',
    { email: TEACHER, password: TEST_PASSWORD, ...body },
    { 'X-Forwarded-For': from },
  );
const me = (headers: HeaderMap) => getJson(`${h.base}/api/me`, headers);

describe('sign-in', () => {
  it('answers 401 "Invalid email or password." alike for a wrong email and a wrong password', async () => {
    for (const body of [
      { email: 'nobody@eduportal.example' },
      { password: 'Wrong123' },
      { email: TEST_ACCOUNTS.parent.email, password: 'EduDemo2025' },
    ]) {
      const res = await signIn(body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 401, body: { message: AUTH_ERRORS.badCredentials } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const ok = await signIn({ email: 'Teacher@EduPortal.example' });
    expect(ok).toMatchObject({
      status: 200,
      body: { user: { email: TEACHER, role: 'teacher', status: 'active', teacherId: '1' } },
    });
  });

  it('sets an HttpOnly, SameSite=Lax browser-session cookie, or one for 30 days with remember me', async () => {
    const attributes = async (rememberMe: boolean) => {
      const res = await signIn({ rememberMe });
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()[0]!
        .split(';')
        .slice(1)
        .map((a) => a.trim());
    };
    const session = await attributes(false);
    expect(session).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(session.some((a) => /^(Max-Age|Expires)=/i.test(a))).toBe(false);
    const remembered = await attributes(true);
    expect(remembered).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    // Plain http here: Secure is for https only.
    expect(remembered).not.toContain('Secure');
  });

  it("signs out: the cookie's session answers 401 afterwards, and the cookie is cleared", async () => {
    const cookie = { cookie: sessionCookie((await signIn({})).headers) };
    expect((await me(cookie)).status).toBe(200);
    const out = await getJson(`${h.base}/api/auth/sign-out`, cookie, { method: 'POST' });
    expect(out).toMatchObject({ status: 200, body: { message: 'Signed out.' } });
    expect(out.headers.getSetCookie()[0]).toMatch(/^edu_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await me(cookie)).toMatchObject({ status: 401, body: { message: AUTH_ERRORS.expired } });
    // Another session of the same account is not affected.
    expect((await me(await h.signIn('teacher'))).status).toBe(200);
  });

  it('answers 401 to an expired session and to a made-up cookie', async () => {
    const cookie = await h.signIn('parent');
    expect((await me(cookie)).status).toBe(200);
    await h.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    expect(await me(cookie)).toMatchObject({ status: 401, body: { message: AUTH_ERRORS.expired } });
    expect((await me({ cookie: 'edu_session=not-a-session' })).status).toBe(401);
  });
});

describe('sign-in from a page of another site', () => {
  const attributesOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()[0]!
      .split(';')
      .slice(1)
      .map((a) => a.trim());
  const fromSite = (headers: HeaderMap, body: Record<string, unknown> = {}) =>
    sendJson(`${h.base}/api/auth/sign-in`, 'POST', { email: TEACHER, password: TEST_PASSWORD, ...body }, headers);
  const CROSS_SITE = { Origin: 'http://embed.test', 'Sec-Fetch-Site': 'cross-site' };

  it('gets a SameSite=None; Secure cookie when CORS_ORIGINS lists its origin, with credentials allowed', async () => {
    // Loopback http: browsers count it as secure and keep a Secure cookie from it.
    const res = await fromSite(CROSS_SITE);
    expect(res.status).toBe(200);
    expect(attributesOf(res)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=None', 'Secure']));
    expect(res.headers.get('access-control-allow-origin')).toBe('http://embed.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    // The cookie names a session like any other.
    expect((await me({ cookie: sessionCookie(res.headers) })).status).toBe(200);
    const https = await fromSite({ ...CROSS_SITE, 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'portal.school.example' });
    expect(attributesOf(https)).toEqual(expect.arrayContaining(['SameSite=None', 'Secure']));
  });

  it('keeps SameSite=Lax over plain http (no Secure cookie there), on a site of its own, and from the server own pages', async () => {
    const http = await fromSite({ ...CROSS_SITE, 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'portal.school.example' });
    expect(http.status).toBe(200);
    expect(attributesOf(http)).toEqual(expect.arrayContaining(['SameSite=Lax']));
    expect(attributesOf(http)).not.toContain('Secure');
    const sameSite = await fromSite({ Origin: 'http://embed.test', 'Sec-Fetch-Site': 'same-site' });
    expect(attributesOf(sameSite)).toEqual(expect.arrayContaining(['SameSite=Lax']));
    const own = await fromSite({ Origin: h.base, 'Sec-Fetch-Site': 'same-origin' });
    expect(attributesOf(own)).toEqual(expect.arrayContaining(['SameSite=Lax']));
  });

  it('refuses an origin CORS_ORIGINS does not list, and its sign-out clears the cookie with the same attributes', async () => {
    const other = await fromSite({ Origin: 'http://other.test', 'Sec-Fetch-Site': 'cross-site' });
    expect(other.status).toBe(403);
    expect(other.headers.getSetCookie()).toEqual([]);
    const cookie = { cookie: sessionCookie((await fromSite(CROSS_SITE)).headers) };
    const out = await getJson(`${h.base}/api/auth/sign-out`, { ...cookie, ...CROSS_SITE }, { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^edu_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(attributesOf(out)).toEqual(expect.arrayContaining(['SameSite=None', 'Secure']));
  });
});
