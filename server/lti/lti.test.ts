import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify, SignJWT, importJWK } from 'jose';
import { getJson, sendJson, startHarness, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { ADMIN_TOKEN_FILE } from './admin-token.ts';
import { currentToolKey } from './tool-keys.ts';

let h: Harness;
let admin: HeaderMap;
beforeAll(async () => {
  h = await startHarness();
  admin = { Authorization: `Bearer ${(await readFile(join(h.dataDir, ADMIN_TOKEN_FILE), 'utf8')).trim()}` };
}, 180_000);
afterAll(async () => {
  await h?.close();
}, 60_000);
beforeEach(async () => h.reset());

const moodle = {
  issuer: 'https://moodle.school.example',
  clientId: 'edu-widgets',
  authUrl: 'https://moodle.school.example/mod/lti/auth.php',
  tokenUrl: 'https://moodle.school.example/mod/lti/token.php',
  jwksUrl: 'https://moodle.school.example/mod/lti/certs.php',
  deploymentIds: ['1'],
};

describe('the LTI admin API', () => {
  it('answers 401 without the token of DATA_DIR/admin-token, which only its owner can read', async () => {
    expect((await stat(join(h.dataDir, ADMIN_TOKEN_FILE))).mode & 0o777).toBe(0o600);
    expect(await getJson(`${h.base}/admin/lti/platforms`)).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/admin token/) },
    });
    expect((await getJson(`${h.base}/admin/lti/platforms`, { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await getJson(`${h.base}/admin/lti/platforms`, await h.signIn('teacher'))).status).toBe(401);
  });

  it('registers a platform, adds deployments to it, and removes a deployment, then the platform', async () => {
    const added = await sendJson(`${h.base}/admin/lti/platforms`, 'POST', moodle, admin);
    expect(added.status).toBe(201);
    expect(added.body.platform).toMatchObject({ ...moodle, id: expect.any(Number) });
    await sendJson(
      `${h.base}/admin/lti/platforms`,
      'POST',
      { ...moodle, deploymentIds: ['2'], jwksUrl: `${moodle.jwksUrl}?v=2` },
      admin,
    );
    const listed = await getJson(`${h.base}/admin/lti/platforms`, admin);
    expect(listed.body.platforms).toEqual([
      { ...moodle, id: added.body.platform.id, jwksUrl: `${moodle.jwksUrl}?v=2`, deploymentIds: ['1', '2'], frameOrigins: [] },
    ]);

    expect(
      await sendJson(`${h.base}/admin/lti/platforms`, 'DELETE', { issuer: moodle.issuer, deploymentId: '1' }, admin),
    ).toMatchObject({ status: 200, body: { removed: 1 } });
    expect((await getJson(`${h.base}/admin/lti/platforms`, admin)).body.platforms[0].deploymentIds).toEqual(['2']);
    expect(await sendJson(`${h.base}/admin/lti/platforms`, 'DELETE', { issuer: moodle.issuer }, admin)).toMatchObject({
      status: 200,
      body: { removed: 1 },
    });
    expect((await getJson(`${h.base}/admin/lti/platforms`, admin)).body.platforms).toEqual([]);
    expect(await sendJson(`${h.base}/admin/lti/platforms`, 'DELETE', { issuer: moodle.issuer }, admin)).toMatchObject({
      status: 404,
      body: { message: 'No registration matches.' },
    });
  });

  it('refuses a registration with a clear message and stores nothing of it', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...moodle, authUrl: 'http://moodle.school.example/auth' }, /^Invalid platform: authUrl: must be an https:\/\/ URL/],
      [{ ...moodle, jwksUrl: 'javascript:alert(1)' }, /^Invalid platform: jwksUrl: must be an https:\/\/ URL/],
      [{ ...moodle, issuer: 'https://user:pw@moodle.school.example' }, /^Invalid platform: issuer: /],
      [{ ...moodle, clientId: '   ' }, /^Invalid platform: clientId: must not be empty/],
      [{ ...moodle, deploymentIds: [] }, /^Invalid platform: deploymentIds: at least one deployment id is needed/],
      [
        { ...moodle, frameOrigins: ['https://school.lms.example/course'] },
        /^Invalid platform: frameOrigins\.0: must be an origin/,
      ],
      [
        { ...moodle, frameOrigins: ['http://school.lms.example'] },
        /^Invalid platform: frameOrigins\.0: must be an https:\/\/ URL/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await sendJson(`${h.base}/admin/lti/platforms`, 'POST', body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await getJson(`${h.base}/admin/lti/platforms`, admin)).body.platforms).toEqual([]);
    // A platform on this machine (an LMS under test) may use plain http.
    expect(
      (await sendJson(`${h.base}/admin/lti/platforms`, 'POST', { ...moodle, authUrl: 'http://localhost:9000/auth' }, admin))
        .status,
    ).toBe(201);
  });
});

describe('GET /lti/jwks', () => {
  it("publishes the tool's public key, which verifies what the tool signs, and keeps a rotated one for a day", async () => {
    const first = await getJson(`${h.base}/lti/jwks`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.body.keys).toHaveLength(1);
    const [key] = first.body.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);

    const signed = async () => {
      const { kid, privateJwk } = await currentToolKey(h.db);
      return new SignJWT({ hello: 'platform' })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer('tool')
        .sign(await importJWK(privateJwk, 'RS256'));
    };
    const before = await signed();
    const keySet = async () => createLocalJWKSet((await getJson(`${h.base}/lti/jwks`)).body);
    expect((await jwtVerify(before, await keySet())).payload.hello).toBe('platform');

    const rotated = await sendJson(`${h.base}/admin/lti/keys`, 'POST', {}, admin);
    expect(rotated.status).toBe(201);
    const after = await getJson(`${h.base}/lti/jwks`);
    expect(after.body.keys.map((k: { kid: string }) => k.kid)).toEqual([rotated.body.kid, key.kid]);
    // Messages signed before the rotation still verify; new ones use the new key.
    expect((await jwtVerify(before, await keySet())).payload.hello).toBe('platform');
    const now = await signed();
    expect(JSON.parse(Buffer.from(now.split('.')[0]!, 'base64url').toString()).kid).toBe(rotated.body.kid);
  });
});

describe('npm run lti', () => {
  const lti = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/lti-cli.ts', ...args], {
      env: { ...process.env, PORT: new URL(h.base).port, DATA_DIR: h.dataDir, HOST: '127.0.0.1', ...env },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: `${err.stdout}${err.stderr}` }),
    );

  it('registers, lists and removes platforms through the running server, which uses them at once', async () => {
    const add = await lti([
      'add-platform',
      '--issuer',
      moodle.issuer,
      '--client-id',
      moodle.clientId,
      '--auth-url',
      moodle.authUrl,
      '--token-url',
      moodle.tokenUrl,
      '--jwks-url',
      moodle.jwksUrl,
      '--deployment-id',
      'A',
      '--deployment-id',
      'B',
    ]);
    expect(add).toMatchObject({ code: 0, out: expect.stringContaining('deployments A, B') });
    expect((await getJson(`${h.base}/admin/lti/platforms`, admin)).body.platforms[0]).toMatchObject({
      issuer: moodle.issuer,
      deploymentIds: ['A', 'B'],
    });
    expect(await lti(['list'])).toMatchObject({
      code: 0,
      out: expect.stringContaining(`${moodle.issuer}  client ${moodle.clientId}`),
    });
    expect(await lti(['remove', '--issuer', moodle.issuer])).toMatchObject({ code: 0, out: 'Removed 1 platform.\n' });
    expect(await lti(['list'])).toMatchObject({ code: 0, out: 'No platforms are registered.\n' });
  }, 60_000);

  it('says what is wrong: bad input, no server, no token', async () => {
    expect(await lti(['add-platform', '--issuer', 'ftp://x', '--client-id', 'c'])).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^Invalid platform: issuer: must be an https:\/\/ URL/),
    });
    expect(await lti(['list'], { PORT: '9' })).toMatchObject({
      code: 1,
      out: expect.stringContaining('No server answers at http://127.0.0.1:9'),
    });
    expect(await lti(['list'], { DATA_DIR: join(h.dataDir, 'nowhere') })).toMatchObject({
      code: 1,
      out: expect.stringContaining('No admin-token in'),
    });
    expect(await lti(['frobnicate'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('Usage: npm run lti -- add-platform'),
    });
  }, 60_000);
});

describe('/lti/login (third-party initiated login)', () => {
  const login = {
    iss: moodle.issuer,
    login_hint: 'user-42',
    lti_message_hint: 'link-7',
    client_id: moodle.clientId,
    lti_deployment_id: '1',
  };
  const target = () => `${h.base}/lti/launch`;
  const noRedirect = { redirect: 'manual' } as const;

  beforeEach(async () => {
    expect((await sendJson(`${h.base}/admin/lti/platforms`, 'POST', moodle, admin)).status).toBe(201);
  });

  it('sends the browser to the platform with a fresh state and nonce, by GET or form POST, and binds the state to the browser', async () => {
    const get = await fetch(`${h.base}/lti/login?${new URLSearchParams({ ...login, target_link_uri: target() })}`, noRedirect);
    const form = await fetch(`${h.base}/lti/login`, {
      ...noRedirect,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...login, target_link_uri: target() }).toString(),
    });
    const states: string[] = [];
    for (const res of [get, form]) {
      expect(res.status).toBe(302);
      const to = new URL(res.headers.get('location')!);
      expect(`${to.origin}${to.pathname}`).toBe(moodle.authUrl);
      expect(Object.fromEntries(to.searchParams)).toEqual({
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: moodle.clientId,
        redirect_uri: `${h.base}/lti/launch`,
        login_hint: 'user-42',
        lti_message_hint: 'link-7',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      });
      const state = to.searchParams.get('state')!;
      states.push(state);
      expect(res.headers.get('set-cookie')).toMatch(
        new RegExp(`^lti_state_${state}=1; Max-Age=600; Path=/lti/; HttpOnly; Secure; Partitioned; SameSite=None$`),
      );
      const [row] = await h.db.query<{ nonce: string; target_link_uri: string }>(
        'SELECT nonce, target_link_uri FROM lti_login_states WHERE state = $1',
        [state],
      );
      expect(row).toEqual({ nonce: to.searchParams.get('nonce'), target_link_uri: target() });
    }
    expect(states[0]).not.toBe(states[1]);
  });

  it('refuses with a page naming the reason: unknown platform, client or deployment, a target elsewhere, a missing parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { ...login, iss: 'https://other.example' },
        'The platform https://other.example with client id edu-widgets is not registered with this tool.',
      ],
      [
        { ...login, client_id: 'someone-else' },
        `The platform ${moodle.issuer} with client id someone-else is not registered with this tool.`,
      ],
      [{ ...login, lti_deployment_id: '99' }, `The deployment 99 of ${moodle.issuer} is not registered with this tool.`],
      [{ ...login, target_link_uri: 'https://evil.example/steal' }, `target_link_uri must be on this tool (${h.base}).`],
      [{ iss: moodle.issuer, target_link_uri: target() }, 'The login request is not valid: login_hint: '],
    ];
    for (const [params, reason] of cases) {
      const res = await fetch(`${h.base}/lti/login?${new URLSearchParams({ target_link_uri: target(), ...params })}`, noRedirect);
      expect(res.status, reason).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('set-cookie')).toBe(null);
      const page = await res.text();
      expect(page).toContain('<h1>This launch cannot continue</h1>');
      expect(page).toContain(reason.replaceAll('&', '&amp;'));
      expect(page).toContain('<p>Ask the LMS administrator to check this tool&#39;s registration.</p>');
    }
    expect(await h.db.query('SELECT * FROM lti_login_states')).toEqual([]);
  });

  it('shows markup in what it names as text', async () => {
    const res = await fetch(
      `${h.base}/lti/login?${new URLSearchParams({ ...login, iss: '<script>alert(1)</script>', target_link_uri: target() })}`,
      noRedirect,
    );
    const page = await res.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  describe('inside the LMS frame (Sec-Fetch-Dest: iframe)', () => {
    const framed = { ...noRedirect, headers: { 'Sec-Fetch-Dest': 'iframe' } };
    const json = (page: string) => JSON.parse(/<script type="application\/json" id="edu-login">(.*?)<\/script>/.exec(page)![1]!);

    it('answers a page that goes on to the platform only once the browser kept the state, setting a partitioned probe cookie', async () => {
      const res = await fetch(`${h.base}/lti/login?${new URLSearchParams({ ...login, target_link_uri: target() })}`, framed);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      // Framed only by the platform's registered origins, as the launch's pages are.
      const nonce = new RegExp(
        `^default-src 'none'; script-src 'nonce-([A-Za-z0-9+/=]+)'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${moodle.issuer}$`,
      ).exec(csp)?.[1];
      expect(nonce, csp).toBeDefined();
      expect(res.headers.get('cache-control')).toBe('no-store');
      const page = await res.text();
      expect(page).toContain(`<script nonce="${nonce}">`);
      const data = json(page);
      const to = new URL(data.location);
      expect(`${to.origin}${to.pathname}`).toBe(moodle.authUrl);
      expect(to.searchParams.get('state')).toBe(data.state);
      expect(data).not.toHaveProperty('storage');

      const [stateCookie, probeCookie] = res.headers.getSetCookie();
      expect(stateCookie).toMatch(
        new RegExp(`^lti_state_${data.state}=1; Max-Age=600; Path=/lti/; HttpOnly; Secure; Partitioned; SameSite=None$`),
      );
      // The probe is for the page's script: readable (not HttpOnly), in the same jar as the state cookie.
      expect(probeCookie).toMatch(
        /^lti_cookie_check=[A-Za-z0-9_-]{16}; Max-Age=60; Path=\/lti\/; Secure; Partitioned; SameSite=None$/,
      );
      expect(data.probe).toBe(probeCookie!.split(';')[0]);

      // Where the browser keeps neither, it offers this same login (GET) in a new window.
      expect(page).toMatch(
        /<main class="edu-pick" id="edu-blocked" hidden><h1>Your browser blocked this launch inside the course page<\/h1>/,
      );
      const link = /<a class="edu-launch-open" href="([^"]*)" target="_blank" rel="noopener">Open in a new window<\/a>/.exec(
        page,
      )?.[1];
      expect(link).toBeDefined();
      const again = new URL(link!.replaceAll('&amp;', '&'), h.base);
      expect(again.pathname).toBe('/lti/login');
      expect(Object.fromEntries(again.searchParams)).toEqual({ ...login, target_link_uri: target() });
    });

    it('offers the login as posted, by GET, and names the platform storage when the LMS has it', async () => {
      const res = await fetch(`${h.base}/lti/login`, {
        ...framed,
        method: 'POST',
        headers: { ...framed.headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...login, target_link_uri: target(), lti_storage_target: '_parent', extra: 'x' }).toString(),
      });
      const page = await res.text();
      const data = json(page);
      expect(data.storage).toEqual({ target: '_parent', origin: moodle.issuer, key: `edu_state_${data.state.slice(0, 16)}` });
      const link = /href="(\/lti\/login\?[^"]*)" target="_blank"/.exec(page)![1]!;
      expect(Object.fromEntries(new URL(link.replaceAll('&amp;', '&'), h.base).searchParams)).toEqual({
        ...login,
        target_link_uri: target(),
        lti_storage_target: '_parent',
      });
      // A top-level window (the new one) goes straight on to the platform.
      const top = await fetch(new URL(link.replaceAll('&amp;', '&'), h.base), {
        ...noRedirect,
        headers: { 'Sec-Fetch-Dest': 'document' },
      });
      expect(top.status).toBe(302);
      expect(top.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^lti_state_.*; HttpOnly; Secure; Partitioned; SameSite=None$/),
      ]);
    });

    it('keeps what the login names as data: nothing of it becomes markup or script', async () => {
      const res = await fetch(
        `${h.base}/lti/login?${new URLSearchParams({ ...login, login_hint: '"><script>alert(1)</script>', lti_message_hint: "</script><img src=x onerror=alert(2)>&'", target_link_uri: target() })}`,
        framed,
      );
      const page = await res.text();
      expect(page).not.toMatch(/<script>alert|<img|<\/script><img/);
      const data = json(page);
      expect(new URL(data.location).searchParams.get('login_hint')).toBe('"><script>alert(1)</script>');
      const link = /href="([^"]*)" target="_blank"/.exec(page)![1]!;
      expect(link).not.toMatch(/[<>"']/);
      expect(new URL(link.replaceAll('&amp;', '&'), h.base).searchParams.get('lti_message_hint')).toBe(
        "</script><img src=x onerror=alert(2)>&'",
      );
    });

    it('refuses a login that is not valid as it does outside a frame, with the registration advice', async () => {
      const res = await fetch(
        `${h.base}/lti/login?${new URLSearchParams({ ...login, lti_deployment_id: '99', target_link_uri: target() })}`,
        framed,
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBe(null);
      const page = await res.text();
      expect(page).toContain(`<p>The deployment 99 of ${moodle.issuer} is not registered with this tool.</p>`);
      expect(page).toContain('<p>Ask the LMS administrator to check this tool&#39;s registration.</p>');
    });
  });
});
