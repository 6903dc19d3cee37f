import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';
import { getJson, startHarness, upload, uploadForm, PDF, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS } from '../test-support/accounts.ts';

const SECRET = 'the-host-backend-and-this-server-share-this-secret';
let h: Harness;
withHarness((started) => (h = started), { embedSecret: SECRET });

const now = () => Math.floor(Date.now() / 1000);
/** What the host's backend mints: HS256, {sub: email, exp}, at most an hour ahead. */
const token = (claims: JWTPayload & { sub?: string }, secret = SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().sign(new TextEncoder().encode(secret));
const bearer = (t: string): HeaderMap => ({ Authorization: `Bearer ${t}` });
const me = (headers: HeaderMap, base = h.base) => getJson(`${base}/api/me`, headers);
const learnerEmail = TEST_ACCOUNTS.student.email;

describe('embed tokens', () => {
  it('name the account; its role and links come from the database, never from the token', async () => {
    const t = await token({ sub: learnerEmail, exp: now() + 600, role: 'teacher', teacherId: '1', studentId: 'S002' });
    const res = await me(bearer(t));
    expect(res).toMatchObject({
      status: 200,
      body: { user: { email: learnerEmail, role: 'student', status: 'active', studentId: 'S001' } },
    });
    expect(res.body.user).not.toHaveProperty('teacherId');
    expect((await getJson(`${h.base}/api/students`, bearer(t))).status).toBe(403);
    expect((await getJson(`${h.base}/api/studyMaterials/S002`, bearer(t))).status).toBe(403);
    expect((await getJson(`${h.base}/api/studyMaterials/S001`, bearer(t))).status).toBe(200);
    const teacherToken = await token({ sub: TEST_ACCOUNTS.teacher.email.toUpperCase(), exp: now() + 3600 });
    expect((await getJson(`${h.base}/api/students`, bearer(teacherToken))).status).toBe(200);
  });

  it('are refused (401) when expired, tampered with, unsigned, too long-lived, or naming no account', async () => {
    const valid = await token({ sub: learnerEmail, exp: now() + 600 });
    const [head, payload, sig] = valid.split('.');
    const flipped = `${sig!.slice(0, 10)}${sig![10] === 'A' ? 'B' : 'A'}${sig!.slice(11)}`;
    const otherPayload = Buffer.from(JSON.stringify({ sub: TEST_ACCOUNTS.teacher.email, exp: now() + 600 })).toString(
      'base64url',
    );
    const cases: [string, string, string][] = [
      [
        'expired (beyond the minute of clock tolerance)',
        await token({ sub: learnerEmail, exp: now() - 120 }),
        AUTH_ERRORS.expired,
      ],
      ['signature changed', `${head}.${payload}.${flipped}`, 'The embed token is not valid.'],
      ['payload changed', `${head}.${otherPayload}.${sig}`, 'The embed token is not valid.'],
      [
        'signed with another secret',
        await token({ sub: learnerEmail, exp: now() + 600 }, 'some-other-secret-entirely'),
        'The embed token is not valid.',
      ],
      ['alg none', new UnsecuredJWT({ sub: learnerEmail, exp: now() + 600 }).encode(), 'The embed token is not valid.'],
      ['exp more than an hour ahead', await token({ sub: learnerEmail, exp: now() + 2 * 3600 }), 'The embed token is not valid.'],
      ['no exp', await token({ sub: learnerEmail }), 'The embed token is not valid.'],
      [
        'unknown account',
        await token({ sub: 'nobody@eduportal.example', exp: now() + 600 }),
        'The embed token names no account of this school.',
      ],
      ['not a JWT', 'abc', 'The embed token is not valid.'],
    ];
    for (const [what, t, message] of cases) expect(await me(bearer(t)), what).toMatchObject({ status: 401, body: { message } });
    expect(await me({ Authorization: valid })).toMatchObject({
      status: 401,
      body: { message: 'The Authorization header must be "Bearer <token>".' },
    });
  });

  it('are refused (401) by a server without EMBED_SECRET', async () => {
    const plain = await startHarness();
    try {
      await plain.reset();
      const res = await me(bearer(await token({ sub: learnerEmail, exp: now() + 600 })), plain.base);
      expect(res).toMatchObject({
        status: 401,
        body: { message: 'This server does not accept embed tokens (EMBED_SECRET is not set).' },
      });
    } finally {
      await plain.close();
    }
  }, 180_000);
});

describe('file links', () => {
  let fileUrl = '';
  beforeEach(async () => {
    const res = await upload(h.base, uploadForm([{ bytes: PDF, name: 'Notes.pdf' }]), await h.signIn('teacher'));
    expect(res.status).toBe(201);
    fileUrl = res.body.materials[0].url;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const listedTo = async (headers: HeaderMap): Promise<string> => {
    const res = await getJson(`${h.base}/api/studyMaterials/S001`, headers);
    expect(res.status).toBe(200);
    return res.body.studyMaterials[0].url;
  };

  it('a cookie session gets plain file URLs (its cookie goes with the file request)', async () => {
    const url = await listedTo(await h.signIn('student'));
    expect(url).toBe(fileUrl);
    expect(url).toMatch(/^\/api\/files\/\d+$/);
    expect((await getJson(`${h.base}${url}`)).status).toBe(401);
  });

  it('a token request gets ?access= URLs that open the file with no cookie or header', async () => {
    const url = await listedTo(bearer(await token({ sub: learnerEmail, exp: now() + 600 })));
    expect(url).toMatch(/^\/api\/files\/\d+\?access=\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const file = await fetch(`${h.base}${url}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    // Range requests (pdf.js) carry the link too.
    expect((await fetch(`${h.base}${url}`, { headers: { Range: 'bytes=0-3' } })).status).toBe(206);
    // A download link opened in the tab may carry an old cookie of ours: the link still works.
    expect((await fetch(`${h.base}${url}`, { headers: { cookie: 'edu_session=long-gone' } })).status).toBe(200);

    const access = new URL(url, h.base).searchParams.get('access')!;
    const [account, exp, sig] = access.split('.');
    const forged = [
      `${account}.${exp}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`,
      `${Number(account) + 1}.${exp}.${sig}`,
      `${account}.${Number(exp) + 3600}.${sig}`,
      'nonsense',
    ];
    for (const a of forged) {
      expect(await getJson(`${h.base}${fileUrl}?access=${encodeURIComponent(a)}`), a).toMatchObject({
        status: 401,
        body: { message: 'This file link has expired. Open the material again from its list.' },
      });
    }
  });

  it('GET /api/file-access answers a token request the ?access= value that opens its files, and never takes one itself', async () => {
    const t = bearer(await token({ sub: learnerEmail, exp: now() + 600 }));
    const url = await listedTo(t);
    const res = await getJson(`${h.base}/api/file-access`, t);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const access = (res.body as { access: string }).access;
    expect(access).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const path = new URL(url, h.base).pathname;
    const file = await fetch(`${h.base}${path}?access=${access}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    // A link does not renew itself: the route wants the token or a session.
    expect((await getJson(`${h.base}/api/file-access?access=${access}`)).status).toBe(401);
  });

  it('an ?access= link stops working once it expires (one to two hours)', async () => {
    const url = await listedTo(bearer(await token({ sub: learnerEmail, exp: now() + 600 })));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 3_600_000);
    expect((await getJson(`${h.base}${url}`)).status).toBe(401);
  });
});
