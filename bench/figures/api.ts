import autocannon from 'autocannon';
import { availableParallelism } from 'node:os';
import { DEMO_PASSWORD } from '../../server/seed/accounts.ts';
import { BENCH_ACCOUNTS, BURST_ACCOUNTS, burstAccount, seedClassSizedSchool } from '../seed-bench-data.ts';
import { figure, runLists, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import { startServer } from '../lib/server.ts';
import { signIn, type SessionCookie } from '../lib/session.ts';

async function reqPerSec(url: string, seconds: number, cookie?: SessionCookie): Promise<number> {
  // Browsers always offer gzip: so does every request here (the bare route's too).
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) };
  const r = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx responses`);
  return r.requests.average;
}

interface ApiTargets {
  /** The seeded school's server: count, materials, and attendance of one of its four big classes. */
  big: { base: string; attendanceQuery: string; teacherId: string; materials: number; students: number; cookie: SessionCookie };
  /** A server whose classes have `perClass` students: attendance at a real class size. */
  classSized: { base: string; attendanceQuery: string; perClass: number; cookie: SessionCookie };
}

/**
 * Requests per second on 127.0.0.1 (autocannon, 10 connections, gzip and br accepted), rounds
 * interleaved so each ratio compares the endpoint with the bare route (`/healthz`, same app and
 * hooks, no session needed) of the same server under the same machine load. API requests carry
 * teacher 1's session cookie, as the dashboard's do.
 */
async function apiFigures({ big, classSized }: ApiTargets, rounds: number, seconds: number): Promise<Figure[]> {
  const runs = runLists('bare', 'count', 'attendance', 'attendanceHuge', 'materials');
  const rps = (url: string, cookie?: SessionCookie) => reqPerSec(url, seconds, cookie);
  for (let i = 0; i < rounds; i++) {
    const hello = await rps(`${big.base}/healthz`);
    runs.bare.push(hello);
    runs.count.push((await rps(`${big.base}/api/getAllStudentcount`, big.cookie)) / hello);
    runs.attendanceHuge.push((await rps(`${big.base}/api/attendance?${big.attendanceQuery}`, big.cookie)) / hello);
    runs.materials.push(await rps(`${big.base}/api/getStudyMaterials/${big.teacherId}`, big.cookie));
    const helloSmall = await rps(`${classSized.base}/healthz`);
    runs.attendance.push(
      (await rps(`${classSized.base}/api/attendance?${classSized.attendanceQuery}`, classSized.cookie)) / helloSmall,
    );
  }
  return [
    figure('Bare hello-JSON route (GET /healthz), req/s', runs.bare, 'req/s', {}),
    figure(`GET /api/getAllStudentcount (${big.students} students), ratio to the bare route`, runs.count, 'x', { min: 0.5 }),
    figure(`GET /api/attendance?date&class (a class of ${classSized.perClass}), ratio to the bare route`, runs.attendance, 'x', {
      min: 0.5,
    }),
    // Informative: 2,500 records are ~16 KB compressed, and autocannon's receiving them is the bound.
    figure(`  the same for a class of ${big.students / 4} (${big.students} students in 4 classes)`, runs.attendanceHuge, 'x', {}),
    figure(
      `GET /api/getStudyMaterials/${big.teacherId} (its first page of ${big.materials} materials)`,
      runs.materials,
      'req/s',
      { min: 500 },
    ),
  ];
}

/**
 * API throughput on the seeded school, and attendance on a second server whose four classes
 * have `classSize` students each (a real class, not the big school's 2,500).
 */
export const apiBench = defineBench({
  group: 'api',
  title: 'API throughput (autocannon)',
  sizes: {
    full: { rounds: 5, seconds: Number(process.env.BENCH_API_SECONDS ?? 2), classSize: 40 },
    smoke: { rounds: 1, seconds: 1, classSize: 10 },
  },
  async run({ base, data, sessions, work, distDir }, { rounds, seconds, classSize }) {
    const classSized = await seedClassSizedSchool(work, classSize);
    const classServer = await startServer(work, distDir);
    try {
      const classSession = (await signIn(classServer.url, BENCH_ACCOUNTS.teacher)).cookie;
      return await apiFigures(
        {
          big: {
            base,
            attendanceQuery: data.attendanceQuery,
            teacherId: data.manageTeacher,
            materials: data.manageRows,
            students: data.students,
            cookie: sessions.teacher,
          },
          classSized: {
            base: classServer.url,
            attendanceQuery: classSized.attendanceQuery,
            perClass: classSize,
            cookie: classSession,
          },
        },
        rounds,
        seconds,
      );
    } finally {
      await classServer.stop();
    }
  },
});

/** One sign-in, whatever the answer (a burst expects refusals): its status, time and Retry-After. */
async function signInOnce(base: string, email: string): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0, retryAfter: res.headers.get('retry-after') };
}

const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/**
 * One sign-in after another (a warm-up first): response time, the scrypt check being most of it.
 * Then `burst` learners of one school (one client address) sign in at once: the server hashes as
 * many at a time as it has cores and queues a few, and answers the rest 503 with Retry-After at
 * once; p95 over all of them.
 */
export const signInBench = defineBench({
  group: 'api',
  title: 'sign-in',
  sizes: { full: { runs: 7, burst: BURST_ACCOUNTS, bursts: 3 }, smoke: { runs: 1, burst: 10, bursts: 1 } },
  async run({ base }, { runs, burst, bursts }) {
    await signIn(base, BENCH_ACCOUNTS.teacher);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await signIn(base, BENCH_ACCOUNTS.teacher)).ms);
    const burstP95: number[] = [];
    const refused: number[] = [];
    for (let i = 0; i < bursts; i++) {
      const answers = await Promise.all(Array.from({ length: burst }, (_, j) => signInOnce(base, burstAccount(j))));
      const odd = answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.retryAfter));
      if (odd.length)
        throw new Error(`sign-in burst: ${odd.map((a) => a.status).join(', ')} besides 200 and 503 with Retry-After`);
      burstP95.push(p95(answers.map((a) => a.ms)));
      refused.push(answers.filter((a) => a.status === 503).length);
      // The next burst starts from idle slots.
      await new Promise((r) => setTimeout(r, 1000));
    }
    return [
      figure('Sign-in (POST /api/auth/sign-in, scrypt hash), median ms', times, 'ms', { max: 300 }),
      figure(`Sign-in burst: ${burst} at once, p95 ms`, burstP95, 'ms', { max: 3000 }),
      figure(
        `  of which answered 503 with Retry-After (${availableParallelism()} cores)`,
        refused,
        '',
        {},
        'as many hashes at once as cores, twice as many waiting',
      ),
    ];
  },
});
