import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { rng } from '../../server/seed/rng.ts';
import { signIn } from '../../bench/lib/session.ts';
import { DEMO_ACCOUNTS } from '../e2e/demo-accounts.ts';
import { startServer, type ServerEnv, type ServerProcess } from '../support/server-process.ts';
import { sleep } from './api-client.ts';
import { addExamLearners, signInAll } from './exam-learners.ts';
import { examQuestions, scoreOf, takeExam, type LearnerRun } from './exam-load.ts';
import { startHaproxy, type HaproxyProcess } from './haproxy.ts';
import { freePort, startOwnPostgres, type OwnPostgres } from './own-postgres.ts';

// HAProxy serves a self-signed certificate made for this run, as the shipped config binds https.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const SCHEMA = 'lb_pair';
const LEARNERS = 60;
const QUESTIONS = examQuestions(12);
const TOTAL_POINTS = QUESTIONS.reduce((s, q) => s + q.points, 0);
/** Instance A is killed once this share of the learners' clicks has happened. */
const KILL_AFTER_SHARE = 0.4;
const DB_OUTAGE_MS = 20_000;

let pg: OwnPostgres;
let proxy: HaproxyProcess;
const instances: { env: ServerEnv; server: ServerProcess }[] = [];
const dirs: string[] = [];
let origin = '';
let teacher = '';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One request's answer: status, time, Retry-After and message. */
async function probe(url: string, cookie?: string) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { headers: cookie ? { cookie } : {} });
    const text = await res.text();
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { message?: string }).message;
    } catch {
      // not JSON
    }
    return {
      status: res.status,
      ms: performance.now() - t0,
      retryAfter: res.headers.get('retry-after'),
      message,
      headers: res.headers,
    };
  } catch {
    return { status: 0, ms: performance.now() - t0, retryAfter: null, message: undefined, headers: new Headers() };
  }
}

const minutesAgo = (n: number) => {
  const d = new Date(Date.now() - n * 60_000);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

async function write(method: string, path: string, body: unknown, cookie: string) {
  const res = await fetch(`${proxy.base}${path}`, {
    method,
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as { data: { id: number } };
}

/** The exam through HAProxy: a test of QUESTIONS for Class A and B, open since 5 minutes. */
async function publishExam(): Promise<number> {
  const created = await write(
    'POST',
    '/api/tests',
    {
      title: 'Load-balanced exam',
      course: 'Computer Science',
      timeLimit: 30,
      maxAttempts: 1,
      passingScore: 50,
      questions: QUESTIONS,
    },
    teacher,
  );
  const id = created.data.id;
  await write('PUT', `/api/tests/${id}/schedule`, { scheduledDate: minutesAgo(5) }, teacher);
  await write('PUT', `/api/tests/${id}/assignment`, { assignedTo: ['Class A', 'Class B'] }, teacher);
  return id;
}

beforeAll(async () => {
  pg = await startOwnPostgres();
  const ports: number[] = [];
  for (let i = 0; i < 4; i++) ports.push(await freePort());
  const [portA, portB, http, https] = ports as [number, number, number, number];
  origin = `https://127.0.0.1:${https}`;
  const envFor = async (port: number): Promise<ServerEnv> => {
    const dir = await mkdtemp(join(tmpdir(), 'edu-lb-instance-'));
    dirs.push(dir);
    return {
      DATA_DIR: dir,
      DATABASE_URL: pg.url,
      DATABASE_SCHEMA: SCHEMA,
      PORT: String(port),
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: origin,
    };
  };
  const envs = [await envFor(portA), await envFor(portB)];
  // The schema exists before both instances start at once: PostgreSQL's CREATE SCHEMA IF NOT
  // EXISTS from two sessions at the same moment fails in one of them (unique violation).
  const db = await openDatabase({ databaseUrl: pg.url, schema: SCHEMA, dataDir: envs[0]!.DATA_DIR });
  await db.close();
  const servers = await Promise.all(envs.map((env) => startServer(env)));
  envs.forEach((env, i) => instances.push({ env, server: servers[i]! }));
  proxy = await startHaproxy({ http, https, servers: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] });
  teacher = (await signIn(proxy.base, DEMO_ACCOUNTS.teacher.email)).cookie;
}, 240_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((x) => x.server.stop()));
  pg?.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('two instances behind HAProxy (the shipped config) on one PostgreSQL', () => {
  it('forwards the scheme and address the server trusts, and sends plain http to https', async () => {
    const me = await probe(`${proxy.base}/api/me`, teacher);
    expect(me.status).toBe(200);
    // HSTS only on a request that came over https: X-Forwarded-Proto from the proxy was trusted.
    expect(me.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const direct = await probe(`${instances[0]!.server.base}/api/me`, teacher);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    const plain = await fetch(`${proxy.plainBase}/api/me`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://127.0.0.1:${new URL(proxy.plainBase).port}/api/me`);
  });

  it(`exam of ${LEARNERS} learners through HAProxy, kill -9 of one instance midway: the other serves, every answer stored once, one attempt each, graded right`, async () => {
    const learners = await addExamLearners(pg.url, SCHEMA, LEARNERS);
    const testId = await publishExam();
    const t0 = performance.now();
    const cookies = await signInAll(
      proxy.base,
      learners.map((l) => l.email),
      4,
    );
    const signInMs = performance.now() - t0;

    const random = rng(41);
    const plannedClicks = LEARNERS * QUESTIONS.length;
    let clicks = 0;
    let killedAt = 0;
    let crash: Promise<void> | undefined;
    const [a] = instances;
    const onAnswer = () => {
      clicks++;
      if (!crash && clicks >= plannedClicks * KILL_AFTER_SHARE) {
        killedAt = Date.now();
        crash = a!.server.crash();
      }
    };
    const examStart = performance.now();
    const runs: LearnerRun[] = await Promise.all(
      cookies.map(async (cookie, i) => {
        await sleep(random() * 1000);
        return takeExam({ base: proxy.base, cookie, origin }, testId, QUESTIONS, {
          random: rng(1000 + i),
          paceMs: [200, 700],
          onAnswer,
        });
      }),
    );
    const examMs = performance.now() - examStart;
    await crash;
    expect(killedAt).toBeGreaterThan(0);
    expect(alive(a!.server.pid)).toBe(false);
    expect(alive(instances[1]!.server.pid)).toBe(true);
    const markedDown = await proxy.waitForLine(/Server portal_instances\/edu1 is DOWN/, killedAt, 10_000);

    // What PostgreSQL holds, read directly.
    const dir = await mkdtemp(join(tmpdir(), 'edu-lb-check-'));
    dirs.push(dir);
    const db = await openDatabase({ databaseUrl: pg.url, schema: SCHEMA, dataDir: dir });
    const rows = await db
      .query<{
        id: number;
        student_id: string;
        status: string;
        answers: Record<string, string>;
        score: number;
        percentage: number;
      }>('SELECT id, student_id, status, answers, score, percentage FROM attempts WHERE test_id = $1', [testId])
      .finally(() => db.close());

    expect(rows).toHaveLength(LEARNERS);
    expect(new Set(rows.map((r) => r.student_id)).size).toBe(LEARNERS);
    const byStudent = new Map(rows.map((r) => [r.student_id, r]));
    learners.forEach((l, i) => {
      const row = byStudent.get(l.studentId)!;
      const run = runs[i]!;
      expect(row.id).toBe(run.attemptId);
      expect(row.status).toBe('graded');
      expect(row.answers).toEqual(run.final);
      expect(row.score).toBe(scoreOf(QUESTIONS, run.final));
      expect(row.percentage).toBe(Math.round((scoreOf(QUESTIONS, run.final) / TOTAL_POINTS) * 100));
    });
    expect(runs.flatMap((r) => r.failures)).not.toContain('closed before submit');
    const listed = (await probe(`${proxy.base}/api/tests`, teacher)).status;
    expect(listed).toBe(200);

    // A restarted on its port: HAProxy sends it traffic again by itself.
    const restartAt = Date.now();
    a!.server = await startServer(a!.env);
    const backUp = await proxy.waitForLine(/Server portal_instances\/edu1 is UP/, restartAt, 30_000);

    const failures = runs
      .flatMap((r) => r.failures)
      .reduce<Record<string, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
    const logged = proxy.requests(killedAt);
    const retried = logged.filter((r) => r.retries > 0);
    const stored = rows.reduce((n, r) => n + Object.keys(r.answers).length, 0);
    console.log(
      `[faults] load-balanced exam: ${LEARNERS} learners signed in through HAProxy in ${(signInMs / 1000).toFixed(1)} s; ` +
        `${clicks} answer clicks, ${runs.reduce((n, r) => n + r.saves, 0)} saves sent (${runs.reduce((n, r) => n + r.failedSaves, 0)} failed and retried by the answer queue, ${runs.reduce((n, r) => n + r.savesAfterSubmit, 0)} answered 409 after the submit that carried them), ` +
        `${runs.reduce((n, r) => n + r.retriedCalls, 0)} start/submit calls repeated; failures by status ${JSON.stringify(failures)}; exam took ${(examMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `[faults] load-balanced exam: instance A killed after ${Math.round(KILL_AFTER_SHARE * 100)}% of the clicks; HAProxy took it out ${markedDown - killedAt} ms later; from the kill on it tried ${retried.length} requests again (${retried.filter((r) => r.redispatched).length} on the other instance) and answered ${logged.filter((r) => r.status >= 500).length} with a 5xx; ` +
        `back ${backUp - restartAt} ms after its restart; stored: ${rows.length} attempts for ${LEARNERS} learners, ${stored} answers = ${runs.reduce((n, r) => n + Object.keys(r.final).length, 0)} on the learners' screens, every score right`,
    );
  });

  it(`PostgreSQL stopped ${DB_OUTAGE_MS / 1000} s: both instances answer 503 with Retry-After within 2 s, directly and through HAProxy, and recover by themselves`, async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    for (const x of [a, b]) expect((await probe(`${x.server.base}/api/me`, teacher)).status).toBe(200);

    const stoppedAt = Date.now();
    pg.stop();
    const direct: Awaited<ReturnType<typeof probe>>[] = [];
    const ready: Awaited<ReturnType<typeof probe>>[] = [];
    const through: Awaited<ReturnType<typeof probe>>[] = [];
    while (Date.now() - stoppedAt < DB_OUTAGE_MS) {
      const round = Date.now();
      const [da, db, ra, rb, pa, pb] = await Promise.all([
        probe(`${a.server.base}/api/me`, teacher),
        probe(`${b.server.base}/api/tests`, teacher),
        probe(`${a.server.base}/readyz`),
        probe(`${b.server.base}/readyz`),
        probe(`${proxy.base}/api/me`, teacher),
        probe(`${proxy.base}/api/tests`, teacher),
      ]);
      direct.push(da, db);
      ready.push(ra, rb);
      through.push(pa, pb);
      await sleep(Math.max(0, 1000 - (Date.now() - round)));
    }
    for (const x of [a, b]) expect(alive(x.server.pid), x.server.output().slice(-2000)).toBe(true);
    const allOut = Math.max(
      await proxy.waitForLine(/Server portal_instances\/edu1 is DOWN/, stoppedAt, 1),
      await proxy.waitForLine(/Server portal_instances\/edu2 is DOWN/, stoppedAt, 1),
    );

    pg.start();
    const startedAt = Date.now();
    const recovered = await Promise.all(
      [a, b].map(async (x) => {
        for (;;) {
          const [me, rz] = await Promise.all([probe(`${x.server.base}/api/me`, teacher), probe(`${x.server.base}/readyz`)]);
          if (me.status === 200 && rz.status === 200) return Date.now() - startedAt;
          if (Date.now() - startedAt > 30_000) throw new Error(`instance did not recover in 30 s: ${me.status} ${rz.status}`);
          await sleep(250);
        }
      }),
    );
    const throughMs = await (async () => {
      for (;;) {
        if ((await probe(`${proxy.base}/api/me`, teacher)).status === 200) return Date.now() - startedAt;
        if (Date.now() - startedAt > 30_000) throw new Error('HAProxy did not serve again within 30 s');
        await sleep(250);
      }
    })();

    for (const p of [...direct, ...ready]) {
      expect(p.status).toBe(503);
      expect(p.ms).toBeLessThan(2000);
      expect(Number(p.retryAfter)).toBeGreaterThan(0);
      expect(p.message).toBeTruthy();
    }
    for (const p of through) {
      expect(p.status).toBe(503);
      expect(Number(p.retryAfter)).toBeGreaterThan(0);
      expect(p.message).toBeTruthy();
    }
    const p95 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.ceil(xs.length * 0.95) - 1]!;
    console.log(
      `[faults] PostgreSQL stopped ${DB_OUTAGE_MS / 1000} s: ${direct.length} requests straight to the instances -> 503 (max ${Math.round(Math.max(...direct.map((p) => p.ms)))} ms, p95 ${Math.round(p95(direct.map((p) => p.ms)))} ms), ` +
        `${ready.length} /readyz -> 503 (max ${Math.round(Math.max(...ready.map((p) => p.ms)))} ms), ${through.length} through HAProxy -> 503 (max ${Math.round(Math.max(...through.map((p) => p.ms)))} ms); ` +
        `both out of HAProxy's rotation ${allOut - stoppedAt} ms after the stop`,
    );
    console.log(
      `[faults] PostgreSQL started again: instances serving ${recovered.map((ms) => `${ms} ms`).join(' and ')} later, without a restart; through HAProxy after ${throughMs} ms`,
    );
  });
});
