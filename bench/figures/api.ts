import autocannon from 'autocannon';
import { figure, runLists, type Figure } from '../lib/figure.ts';
import { signIn, type SessionCookie } from '../lib/session.ts';

const ROUNDS = 5;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 2);
const SIGN_INS = 7;

async function reqPerSec(url: string, cookie?: SessionCookie): Promise<number> {
  // Browsers always offer gzip: so does every request here (the bare route's too).
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) };
  const r = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx responses`);
  return r.requests.average;
}

export interface ApiTargets {
  /** The 10,000-student server: count, materials, and attendance of a 2,500-student class. */
  big: { base: string; attendanceQuery: string; teacherId: string; materials: number; cookie: SessionCookie };
  /** A server whose classes have `perClass` students: attendance at a real class size. */
  classSized: { base: string; attendanceQuery: string; perClass: number; cookie: SessionCookie };
}

/**
 * Requests per second on 127.0.0.1 (autocannon, 10 connections, gzip and br accepted), rounds
 * interleaved so each ratio compares the endpoint with the bare route (`/healthz`, same app and
 * hooks, no session needed) of the same server under the same machine load. API requests carry
 * teacher 1's session cookie, as the dashboard's do.
 */
export async function apiFigures({ big, classSized }: ApiTargets): Promise<Figure[]> {
  const runs = runLists('bare', 'count', 'attendance', 'attendanceHuge', 'materials');
  for (let i = 0; i < ROUNDS; i++) {
    const hello = await reqPerSec(`${big.base}/healthz`);
    runs.bare.push(hello);
    runs.count.push((await reqPerSec(`${big.base}/api/getAllStudentcount`, big.cookie)) / hello);
    runs.attendanceHuge.push((await reqPerSec(`${big.base}/api/attendance?${big.attendanceQuery}`, big.cookie)) / hello);
    runs.materials.push(await reqPerSec(`${big.base}/api/getStudyMaterials/${big.teacherId}`, big.cookie));
    const helloSmall = await reqPerSec(`${classSized.base}/healthz`);
    runs.attendance.push(
      (await reqPerSec(`${classSized.base}/api/attendance?${classSized.attendanceQuery}`, classSized.cookie)) / helloSmall,
    );
  }
  return [
    figure('Bare hello-JSON route (GET /healthz), req/s', runs.bare, 'req/s', {}),
    figure('GET /api/getAllStudentcount (10000 students), ratio to the bare route', runs.count, 'x', { min: 0.5 }),
    figure(`GET /api/attendance?date&class (a class of ${classSized.perClass}), ratio to the bare route`, runs.attendance, 'x', {
      min: 0.5,
    }),
    // Informative: 2,500 records are ~16 KB compressed, and autocannon's receiving them is the bound.
    figure('  the same for a class of 2500 (10000 students in 4 classes)', runs.attendanceHuge, 'x', {}),
    figure(`GET /api/getStudyMaterials/${big.teacherId} (${big.materials} materials)`, runs.materials, 'req/s', { min: 500 }),
  ];
}

/** One sign-in after another (a warm-up first): response time, the scrypt check being most of it. */
export async function signInFigure(base: string, email: string): Promise<Figure> {
  await signIn(base, email);
  const times: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) times.push((await signIn(base, email)).ms);
  return figure('Sign-in (POST /api/auth/sign-in, scrypt hash), median ms', times, 'ms', { max: 300 });
}
