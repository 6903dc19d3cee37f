import autocannon from 'autocannon';
import { figure, type Figure } from '../lib/figure.ts';

const ROUNDS = 5;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 2);

async function reqPerSec(url: string): Promise<number> {
  // Browsers always offer gzip: so does every request here (the bare route's too).
  const r = await autocannon({ url, connections: 10, duration: SECONDS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx responses`);
  return r.requests.average;
}

export interface ApiTargets {
  /** The 10,000-student server: count, materials, and attendance of a 2,500-student class. */
  big: { base: string; attendanceQuery: string; teacherId: string; materials: number };
  /** A server whose classes have `perClass` students: attendance at a real class size. */
  classSized: { base: string; attendanceQuery: string; perClass: number };
}

/**
 * Requests per second on 127.0.0.1 (autocannon, 10 connections, gzip and br accepted), rounds
 * interleaved so each ratio compares the endpoint with the bare route (`/healthz`, same app and
 * hooks) of the same server under the same machine load.
 */
export async function apiFigures({ big, classSized }: ApiTargets): Promise<Figure[]> {
  const bare: number[] = [];
  const count: number[] = [];
  const attendance: number[] = [];
  const attendanceHuge: number[] = [];
  const materials: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const hello = await reqPerSec(`${big.base}/healthz`);
    bare.push(hello);
    count.push((await reqPerSec(`${big.base}/api/getAllStudentcount`)) / hello);
    attendanceHuge.push((await reqPerSec(`${big.base}/api/attendance?${big.attendanceQuery}`)) / hello);
    materials.push(await reqPerSec(`${big.base}/api/getStudyMaterials/${big.teacherId}`));
    const helloSmall = await reqPerSec(`${classSized.base}/healthz`);
    attendance.push((await reqPerSec(`${classSized.base}/api/attendance?${classSized.attendanceQuery}`)) / helloSmall);
  }
  return [
    figure('Bare hello-JSON route (GET /healthz), req/s', bare, 'req/s', {}),
    figure('GET /api/getAllStudentcount (10000 students), ratio to the bare route', count, 'x', { min: 0.5 }),
    figure(`GET /api/attendance?date&class (a class of ${classSized.perClass}), ratio to the bare route`, attendance, 'x', { min: 0.5 }),
    // Informative: 2,500 records are ~16 KB compressed, and autocannon's receiving them is the bound.
    figure('  the same for a class of 2500 (10000 students in 4 classes)', attendanceHuge, 'x', {}),
    figure(`GET /api/getStudyMaterials/${big.teacherId} (${big.materials} materials)`, materials, 'req/s', { min: 500 }),
  ];
}
