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

/**
 * Requests per second on 127.0.0.1 (autocannon, 10 connections, gzip accepted), rounds interleaved so each
 * ratio compares the endpoint with the bare route (`/healthz`, same app and hooks) under the
 * same machine load.
 */
export async function apiFigures(base: string, p: { attendanceQuery: string; teacherId: string; materials: number }): Promise<Figure[]> {
  const bare: number[] = [];
  const count: number[] = [];
  const attendance: number[] = [];
  const materials: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const hello = await reqPerSec(`${base}/healthz`);
    bare.push(hello);
    count.push((await reqPerSec(`${base}/api/getAllStudentcount`)) / hello);
    attendance.push((await reqPerSec(`${base}/api/attendance?${p.attendanceQuery}`)) / hello);
    materials.push(await reqPerSec(`${base}/api/getStudyMaterials/${p.teacherId}`));
  }
  return [
    figure('Bare hello-JSON route (GET /healthz), req/s', bare, 'req/s', {}),
    figure('GET /api/getAllStudentcount, ratio to the bare route', count, 'x', { min: 0.5 }),
    figure('GET /api/attendance?date&class, ratio to the bare route', attendance, 'x', { min: 0.5 }),
    figure(`GET /api/getStudyMaterials/${p.teacherId} (${p.materials} materials)`, materials, 'req/s', { min: 500 }),
  ];
}
