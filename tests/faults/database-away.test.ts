import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { startOwnPostgres, type OwnPostgres } from './own-postgres.ts';
import { getJson, saveClassBDay, signInDemo, sleep, type HeaderMap } from './api-client.ts';

/** What one request got while the database was away. */
interface Seen {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  message: unknown;
}

let db: OwnPostgres;
let server: ServerProcess;
let cookie: HeaderMap;
let dir: string;
let roster: { student_id: string; name: string }[];
/** Each save is of another day, so a save that got through would be seen. */
let day = 1;

beforeAll(async () => {
  db = await startOwnPostgres();
  dir = await mkdtemp(join(tmpdir(), 'edu-faults-db-away-'));
  server = await startServer({ DATA_DIR: dir, DATABASE_URL: db.url });
  cookie = await signInDemo(server.base, 'teacher');
  roster = (
    (await getJson(`${server.base}/api/students`, cookie)).body.data as { student_id: string; name: string; classes: string[] }[]
  ).filter((x) => x.classes.includes('Class B'));
  expect(roster.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await server?.stop();
  db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const nextDate = () => new Date(Date.UTC(2022, 2, day++)).toISOString().slice(0, 10);
const saveAttendance = (date: string) => saveClassBDay(server.base, cookie, roster, date);

async function timed(what: string, send: () => Promise<{ status: number; headers: Headers; body: { message?: unknown } }>) {
  const t0 = performance.now();
  const res = await send();
  return {
    what,
    status: res.status,
    ms: performance.now() - t0,
    retryAfter: res.headers.get('retry-after'),
    message: res.body?.message,
  } satisfies Seen;
}

/** The requests a signed-in teacher's screens send, a write, and the two health checks, all at once. */
async function round(dates: string[]): Promise<Seen[]> {
  const date = nextDate();
  dates.push(date);
  return Promise.all([
    timed('me', () => getJson(`${server.base}/api/me`, cookie)),
    timed('students', () => getJson(`${server.base}/api/students`, cookie)),
    timed('materials', () => getJson(`${server.base}/api/getStudyMaterials/1`, cookie)),
    timed('attendance save', () => saveAttendance(date)),
    timed('readyz', () => getJson(`${server.base}/readyz`)),
    timed('healthz', () => getJson(`${server.base}/healthz`)),
  ]);
}

/** Rounds of requests for `ms` while the database is away; every answer is checked. */
async function whileAway(ms: number, dates: string[]): Promise<Seen[]> {
  const seen: Seen[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    seen.push(...(await round(dates)));
    await sleep(1500);
  }
  for (const s of seen) {
    if (s.what === 'healthz') {
      expect(s, 'healthz stays the liveness check').toMatchObject({ status: 200 });
    } else {
      expect(s, `${s.what} while the database is away`).toMatchObject({ status: 503, retryAfter: '5' });
      expect(s.ms, `${s.what} answered within 2 s`).toBeLessThan(2000);
    }
    if (s.what !== 'healthz' && s.what !== 'readyz') expect(s.message).toMatch(/database is not answering/);
  }
  return seen;
}

/** Polls a signed-in read until it answers 200; the seconds it took. */
async function recovery(): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const res = await getJson(`${server.base}/api/students`, cookie);
    if (res.status === 200) return (performance.now() - t0) / 1000;
    expect(res.status).toBe(503);
    if (performance.now() - t0 > 15_000) throw new Error('not serving 15 s after the database came back');
    await sleep(200);
  }
}

/** After recovery: reads and health answer 200, and none of the saves tried while away was stored. */
async function servesAgain(dates: string[]): Promise<void> {
  expect((await getJson(`${server.base}/readyz`)).status).toBe(200);
  expect((await getJson(`${server.base}/api/me`, cookie)).status).toBe(200);
  for (const date of dates) {
    const stored = await getJson(`${server.base}/api/attendance?date=${date}&class=Class%20B`, cookie);
    expect(stored.status).toBe(200);
    expect(stored.body.version, `the save of ${date} tried while away is not stored`).toBe(0);
  }
  const date = nextDate();
  expect((await saveAttendance(date)).status).toBe(200);
  expect((await getJson(`${server.base}/api/attendance?date=${date}&class=Class%20B`, cookie)).body.version).toBe(1);
}

const summary = (seen: Seen[]) => {
  const away = seen.filter((s) => s.what !== 'healthz');
  const ms = away.map((s) => s.ms).sort((a, b) => a - b);
  return `${away.length} requests -> ${[...new Set(away.map((s) => s.status))].join(',')}, max ${Math.round(ms.at(-1)!)} ms, median ${Math.round(ms[ms.length >> 1]!)} ms`;
};

const alive = () => {
  process.kill(server.pid, 0);
  expect(server.output()).not.toMatch(/Unhandled 'error' event/);
};

describe.sequential('PostgreSQL away, one server instance', () => {
  it('stopped for 25 s: the instance stays up, answers 503 with Retry-After within 2 s (/healthz 200), and serves again by itself once PostgreSQL is back', async () => {
    expect((await getJson(`${server.base}/readyz`)).status).toBe(200);
    const dates: string[] = [];
    db.stop();
    const seen = await whileAway(25_000, dates);
    alive();
    db.start();
    const back = await recovery();
    await servesAgain(dates);
    alive();
    console.log(
      `[faults] PostgreSQL stopped 25 s: ${summary(seen)}; /healthz 200 throughout; serving again ${back.toFixed(1)} s after start, same process`,
    );
  });

  it('frozen for 20 s: answers 503 with Retry-After within 2 s, and serves again by itself after the thaw', async () => {
    expect((await getJson(`${server.base}/readyz`)).status).toBe(200);
    const dates: string[] = [];
    db.freeze();
    let seen: Seen[];
    try {
      seen = await whileAway(20_000, dates);
    } finally {
      db.thaw();
    }
    alive();
    const back = await recovery();
    await servesAgain(dates);
    alive();
    console.log(
      `[faults] PostgreSQL frozen 20 s: ${summary(seen)}; /healthz 200 throughout; serving again ${back.toFixed(1)} s after thaw, same process`,
    );
  });
});
