import autocannon from 'autocannon';
import { BENCH_ACCOUNTS, seedClassSizedSchool } from '../seed-bench-data.ts';
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
    figure(`GET /api/getStudyMaterials/${big.teacherId} (${big.materials} materials)`, runs.materials, 'req/s', { min: 500 }),
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

/** One sign-in after another (a warm-up first): response time, the scrypt check being most of it. */
export const signInBench = defineBench({
  group: 'api',
  title: 'sign-in',
  sizes: { full: { runs: 7 }, smoke: { runs: 1 } },
  async run({ base }, { runs }) {
    await signIn(base, BENCH_ACCOUNTS.teacher);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await signIn(base, BENCH_ACCOUNTS.teacher)).ms);
    return [figure('Sign-in (POST /api/auth/sign-in, scrypt hash), median ms', times, 'ms', { max: 300 })];
  },
});
