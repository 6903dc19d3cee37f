import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getJson, sendJson, startHarness, type Harness } from '../test-support/harness.ts';
import { closePlatformAndTool, ROLE, startPlatform, type SimulatedPlatform } from '../test-support/lti-platform.ts';
import { launch, launchedPage, postLaunch, startLogin } from '../test-support/lti-launch.ts';
import { TEST_ACCOUNTS } from '../test-support/accounts.ts';
import { ADMIN_TOKEN_FILE } from './admin-token.ts';
import { CLAIM } from './claims.ts';

let h: Harness;
let p: SimulatedPlatform;
beforeAll(async () => {
  h = await startHarness();
  p = await startPlatform({ toolOrigin: h.base });
  p.users.set('t-1', { sub: 't-1', name: 'Ada Instructor', email: 'ada@lms.example', roles: [ROLE.instructor] });
  p.users.set('l-1', { sub: 'l-1', name: 'Lin Learner', email: 'lin@lms.example', roles: [ROLE.learner] });
  p.users.set('m-1', { sub: 'm-1', name: 'Max Mentor', roles: [ROLE.mentor], mentees: ['l-1'] });
}, 180_000);
afterAll(() => closePlatformAndTool(p, h), 60_000);
beforeEach(async () => {
  await h.reset();
  const admin = { Authorization: `Bearer ${(await readFile(join(h.dataDir, ADMIN_TOKEN_FILE), 'utf8')).trim()}` };
  expect((await sendJson(`${h.base}/admin/lti/platforms`, 'POST', p.registration, admin)).status).toBe(201);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const refusal = (html: string) => /<p>(.*?)<\/p>/.exec(html)?.[1];
/** What the refusal page advises, under its reason. */
const advice = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/g)][1]?.[1];
const REGISTRATION = 'Ask the LMS administrator to check this tool&#39;s registration.';

describe('a launch from a registered platform', () => {
  it("may be framed only by the registered platform's origins, never by an Origin that posted it", async () => {
    for (const message of ['home', 'deep-link']) {
      const res = await launch(p, h.base, message === 'home' ? 'l-1' : 't-1', message, { Origin: 'https://evil.example' });
      expect(res.status, message).toBe(200);
      const ancestors = /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(ancestors, message).toBe(`'self' ${p.issuer}`);
    }
  });

  it('may be framed by the origins registered for the platform besides its issuer', async () => {
    const admin = { Authorization: `Bearer ${(await readFile(join(h.dataDir, ADMIN_TOKEN_FILE), 'utf8')).trim()}` };
    const registered = { ...p.registration, frameOrigins: ['https://school.lms.example'] };
    expect((await sendJson(`${h.base}/admin/lti/platforms`, 'POST', registered, admin)).status).toBe(201);
    // Registering again without frame origins keeps them.
    expect((await sendJson(`${h.base}/admin/lti/platforms`, 'POST', p.registration, admin)).status).toBe(201);
    const res = await launch(p, h.base, 'l-1');
    expect(/frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]).toBe(
      `'self' ${p.issuer} https://school.lms.example`,
    );
  });

  it('signs a learner in just in time, into the class the course became, inside the LMS frame', async () => {
    const res = await launch(p, h.base, 'l-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors 'self' ${p.issuer}`));
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(res.headers.get('set-cookie')).toMatch(
      /^lti_state_[^=]+=; Max-Age=0; Path=\/lti\/; Expires=[^;]+; HttpOnly; Secure; Partitioned; SameSite=None$/,
    );
    const page = launchedPage(res.html);
    expect(page).toMatchObject({ tag: 'edu-learner-dashboard', attributes: { 'no-shell': '' } });

    const me = await getJson(`${h.base}/api/me`, bearer(page.token));
    expect(me.body.user).toMatchObject({
      name: 'Lin Learner',
      email: 'lin@lms.example',
      role: 'student',
      status: 'active',
      studentId: expect.stringMatching(/^L\d+$/),
    });
    const [record] = await h.db.query<{ classes: string[]; name: string }>(
      `SELECT s.name, (SELECT array_agg(cs.class) FROM class_students cs WHERE cs.student_id = s.student_id) AS classes
       FROM students s WHERE s.student_id = $1`,
      [me.body.user.studentId],
    );
    expect(record).toEqual({ classes: ['Biology 101'], name: 'Lin Learner' });

    // The second launch finds the same account and record.
    const again = launchedPage((await launch(p, h.base, 'l-1')).html);
    expect((await getJson(`${h.base}/api/me`, bearer(again.token))).body.user.studentId).toBe(me.body.user.studentId);
    expect(await h.db.query('SELECT count(*)::int AS n FROM accounts WHERE email = $1', ['lin@lms.example'])).toEqual([{ n: 1 }]);
  });

  it('makes instructors approved teachers and mentors parents of the learners they mentor', async () => {
    const teacher = launchedPage((await launch(p, h.base, 't-1')).html);
    expect(teacher.tag).toBe('edu-teacher-dashboard');
    expect((await getJson(`${h.base}/api/me`, bearer(teacher.token))).body.user).toMatchObject({
      role: 'teacher',
      status: 'active',
      teacherId: expect.any(String),
    });

    const learner = launchedPage((await launch(p, h.base, 'l-1')).html);
    const studentId = (await getJson(`${h.base}/api/me`, bearer(learner.token))).body.user.studentId;
    // The instructor teaches the launch's course only: its class, its learners, none of the school's others.
    const classes = await getJson(`${h.base}/api/classes`, bearer(teacher.token));
    expect(classes.body.data.map((c: { name: string }) => c.name)).toEqual(['Biology 101']);
    const students = await getJson(`${h.base}/api/students`, bearer(teacher.token));
    expect(students.body.data.map((s: { student_id: string }) => s.student_id)).toEqual([studentId]);
    expect((await getJson(`${h.base}/api/students/S001/attendance`, bearer(teacher.token))).status).toBe(403);
    const parent = launchedPage((await launch(p, h.base, 'm-1')).html);
    expect(parent.tag).toBe('edu-parents');
    expect((await getJson(`${h.base}/api/me`, bearer(parent.token))).body.user).toMatchObject({
      role: 'parent',
      status: 'active',
      children: [studentId],
    });
  });

  it('never takes over an existing account with the same email', async () => {
    p.users.set('l-2', { sub: 'l-2', name: 'Impostor', email: TEST_ACCOUNTS.teacher.email.toUpperCase(), roles: [ROLE.learner] });
    const page = launchedPage((await launch(p, h.base, 'l-2')).html);
    expect((await getJson(`${h.base}/api/me`, bearer(page.token))).body.user).toMatchObject({
      role: 'student',
      email: expect.stringMatching(/^l-2\.\d+@lti\.invalid$/),
    });
  });

  it("renews the launched page's token with itself, and refuses anything else", async () => {
    const page = launchedPage((await launch(p, h.base, 'l-1')).html);
    const renewed = await sendJson(`${h.base}/lti/token`, 'POST', {}, bearer(page.token));
    expect(renewed.status).toBe(200);
    expect((await getJson(`${h.base}/api/me`, bearer(renewed.body.token))).body.user.role).toBe('student');
    expect((await sendJson(`${h.base}/lti/token`, 'POST', {}, bearer('nope'))).status).toBe(401);
    expect((await sendJson(`${h.base}/lti/token`, 'POST', {}, bearer(`${page.token}x`))).status).toBe(401);
  });

  it('retires a renewed token: it is never renewed again, and signs nothing in once its grace is over', async () => {
    const page = launchedPage((await launch(p, h.base, 'l-1')).html);
    const renewed = await sendJson(`${h.base}/lti/token`, 'POST', {}, bearer(page.token));
    expect(renewed.status).toBe(200);
    expect(await sendJson(`${h.base}/lti/token`, 'POST', {}, bearer(page.token))).toMatchObject({
      status: 401,
      body: { message: 'This launch token was renewed already: open the link again from the course.' },
    });
    // Requests the page sent just before the new token reached it still pass...
    expect((await getJson(`${h.base}/api/me`, bearer(page.token))).status).toBe(200);
    // ...and afterwards the old token is refused, while the new one goes on and renews in turn.
    await h.db.query("UPDATE renewed_launch_tokens SET renewed_at = now() - interval '1 minute'");
    expect(await getJson(`${h.base}/api/me`, bearer(page.token))).toMatchObject({
      status: 401,
      body: { message: AUTH_ERRORS.expired },
    });
    expect((await getJson(`${h.base}/api/me`, bearer(renewed.body.token))).status).toBe(200);
    expect((await sendJson(`${h.base}/lti/token`, 'POST', {}, bearer(renewed.body.token))).status).toBe(200);
  });
});

describe('every check of the id_token refuses with its reason', () => {
  const learner = () => p.users.get('l-1')!;
  async function tryToken(make: (nonce: string) => Promise<string>, { cookie = true } = {}) {
    const login = await startLogin(p, 'l-1');
    const res = await postLaunch(h.base, { id_token: await make(login.nonce), state: login.state }, cookie ? login.cookie : '');
    return { status: res.status, reason: refusal(res.html) ?? res.html.slice(0, 300), advice: advice(res.html) };
  }

  it('a wrong signature, an unknown kid, a rotated key', async () => {
    expect(await tryToken((n) => p.sign(p.launchClaims(learner(), n), 'foreign', undefined).then((t) => t))).toMatchObject({
      status: 400,
      reason: expect.stringMatching(/signed with a key .* does not publish/),
    });
    // Signed with another key under the platform's kid: the signature does not verify.
    const kid = JSON.parse(Buffer.from((await p.sign({}, 'current')).split('.')[0]!, 'base64url').toString()).kid;
    expect(await tryToken((n) => p.sign(p.launchClaims(learner(), n), 'foreign', kid))).toMatchObject({
      status: 400,
      reason: expect.stringMatching(/signature does not match/),
    });
  });

  it('follows a key the platform rotated just before a launch, and fetches keys at most once a second for unknown kids', async () => {
    expect((await tryToken((n) => p.sign(p.launchClaims(learner(), n)))).status).toBe(200);
    // The set was just fetched; the platform rotates its key and the next launch uses the new kid at once.
    await p.rotateKey();
    expect((await tryToken((n) => p.sign(p.launchClaims(learner(), n)))).status).toBe(200);
    // Twenty tokens naming forged kids within a moment: each refused, the key set fetched once or twice, not twenty times.
    const before = p.jwksFetches();
    const forged = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tryToken((n) => p.sign(p.launchClaims(learner(), n), 'foreign', `forged-${i}`))),
    );
    expect(forged.map((f) => f.reason)).toEqual(Array(20).fill(expect.stringMatching(/signed with a key .* does not publish/)));
    expect(p.jwksFetches() - before).toBeLessThanOrEqual(2);
  });

  it('a replayed launch, and a nonce of another login', async () => {
    const login = await startLogin(p, 'l-1');
    const fields = { id_token: await p.sign(p.launchClaims(learner(), login.nonce)), state: login.state };
    expect((await postLaunch(h.base, fields, login.cookie)).status).toBe(200);
    const replayed = (await postLaunch(h.base, fields, login.cookie)).html;
    expect(refusal(replayed)).toMatch(/already used/);
    expect(advice(replayed)).toBe('Open the link again from the course.');
    const other = await startLogin(p, 'l-1');
    expect(refusal((await postLaunch(h.base, { ...fields, state: other.state }, other.cookie)).html)).toMatch(
      /nonce is not the one/,
    );
  });

  it('a wrong audience, issuer or authorized party', async () => {
    const claims = (n: string, extra: Record<string, unknown>) => p.sign({ ...p.launchClaims(learner(), n), ...extra });
    expect(await tryToken((n) => claims(n, { aud: 'another-tool' }))).toMatchObject({
      reason: expect.stringMatching(/not meant for this tool/),
      advice: REGISTRATION,
    });
    expect((await tryToken((n) => claims(n, { aud: [p.clientId, 'another-tool'], azp: undefined }))).reason).toMatch(
      /no authorized party/,
    );
    expect((await tryToken((n) => claims(n, { azp: 'another-tool' }))).reason).toMatch(/authorized party \(azp\) is not/);
    expect((await tryToken((n) => claims(n, { iss: 'https://evil.example' }))).reason).toMatch(/issued by another platform/);
  });

  it('an expired token, one issued long ago, an unregistered deployment, a missing claim, an unknown version', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = (n: string, extra: Record<string, unknown>) => p.sign({ ...p.launchClaims(learner(), n), ...extra });
    expect(await tryToken((n) => claims(n, { exp: now - 120 }))).toMatchObject({
      reason: 'The launch has expired.',
      advice: 'Open the link again from the course.',
    });
    expect((await tryToken((n) => claims(n, { iat: now - 3600, exp: now + 60 }))).reason).toMatch(/issued too long ago/);
    expect(await tryToken((n) => claims(n, { [CLAIM.deploymentId]: 'deployment-9' }))).toMatchObject({
      reason: expect.stringMatching(/deployment deployment-9 of .* is not registered/),
      advice: REGISTRATION,
    });
    expect((await tryToken((n) => claims(n, { [CLAIM.messageType]: undefined }))).reason).toMatch(
      /not a valid LTI 1.3 launch: .*message_type/,
    );
    expect((await tryToken((n) => claims(n, { [CLAIM.version]: '1.1' }))).reason).toMatch(
      /not a valid LTI 1.3 launch: .*version/,
    );
    expect((await tryToken((n) => claims(n, { [CLAIM.resourceLink]: undefined }))).reason).toMatch(
      /resource_link claim is missing/,
    );
    expect((await tryToken((n) => claims(n, { sub: undefined }))).reason).toMatch(/lacks the &quot;sub&quot; claim/);
    expect(
      (await tryToken((n) => claims(n, { [CLAIM.roles]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Guest'] }))).reason,
    ).toMatch(/role in this course has no place/);
  });

  it('a state whose cookie the browser did not keep, blaming the browser and not the registration; or no state at all', async () => {
    expect(await tryToken((n) => p.sign(p.launchClaims(learner(), n)), { cookie: false })).toEqual({
      status: 400,
      reason:
        'Your browser blocked this tool&#39;s cookie inside the course page, so the tool cannot tell that this launch started in your browser.',
      advice:
        'Open the link again from the course, or open it in a new window (for example with a right click on the link): in a window of its own the browser keeps the cookie.',
    });
    expect(refusal((await postLaunch(h.base, { id_token: 'x' })).html)).toMatch(/carries no state/);
    expect(refusal((await postLaunch(h.base, { state: 'x' })).html)).toMatch(/carries no id_token/);
    expect(refusal((await postLaunch(h.base, { error: 'login_required', error_description: '<b>Unknown</b>' })).html)).toBe(
      'The platform did not sign you in (login_required: &lt;b&gt;Unknown&lt;/b&gt;).',
    );
  });

  it("without the cookie, goes on only through the platform's storage, which the login filled", async () => {
    const url = new URL(p.loginUrl('l-1', 'home'));
    url.searchParams.set('lti_storage_target', '_parent');
    const login = await fetch(url, { redirect: 'manual' });
    expect(login.status).toBe(200);
    expect(login.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'/);
    const stored = JSON.parse(/<script type="application\/json" id="edu-login">(.*?)<\/script>/.exec(await login.text())![1]!);
    expect(stored).toMatchObject({
      storage: { target: '_parent', origin: p.issuer, key: expect.stringMatching(/^edu_state_/) },
      location: expect.stringContaining(`${p.issuer}/auth?`),
    });
    const nonce = new URL(stored.location).searchParams.get('nonce')!;
    const res = await postLaunch(h.base, { id_token: await p.sign(p.launchClaims(learner(), nonce)), state: stored.state });
    expect(res.status).toBe(200);
    expect(launchedPage(res.html)).toMatchObject({
      proof: { target: '_parent', origin: p.issuer, key: stored.storage.key, state: stored.state },
    });

    url.searchParams.set('lti_storage_target', '"><script>');
    expect(refusal(await (await fetch(url)).text())).toMatch(/lti_storage_target must be a frame name/);
  });

  it('stores nothing of a refused launch', async () => {
    await tryToken((n) => p.sign({ ...p.launchClaims(learner(), n), aud: 'another-tool' }));
    expect(await h.db.query('SELECT count(*)::int AS n FROM lti_users')).toEqual([{ n: 0 }]);
    expect(await h.db.query('SELECT count(*)::int AS n FROM lti_contexts')).toEqual([{ n: 0 }]);
  });
});
