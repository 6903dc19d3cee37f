import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { seedBenchData } from './seed-bench-data.ts';
import { MAX_UPLOAD_BYTES } from '../src/contract/constants.ts';

/**
 * `npm run bench` (first version): list endpoint throughput with autocannon on 127.0.0.1 and
 * peak server memory during a 50 MB upload, against a server process on a temporary data folder.
 */
const STUDENTS = 10_000;
const MATERIALS = 5_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0' };
  delete env.DATABASE_URL; // the embedded database is what a default install runs
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const t = setInterval(() => {
      const m = /serving at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) { clearInterval(t); resolve(m[1]!); }
      if (child.exitCode !== null) { clearInterval(t); reject(new Error(`server exited: ${out}`)); }
    }, 50);
  });
  return { child, url };
}

const rssKiB = async (pid: number, field = 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function uploadPeak(url: string, pid: number) {
  const body = new Uint8Array(MAX_UPLOAD_BYTES);
  body.set(new TextEncoder().encode('%PDF-1.4\n'));
  const form = new FormData();
  form.append('category', 'Resources');
  form.append('course', 'Science');
  form.append('files', new Blob([body], { type: 'application/pdf' }), 'bench-50mb.pdf');
  const before = await rssKiB(pid);
  let peak = before;
  const sampler = setInterval(() => void rssKiB(pid).then((v) => (peak = Math.max(peak, v))).catch(() => {}), 10);
  const t = Date.now();
  const res = await fetch(`${url}/api/UploadStudyMaterial/1`, { method: 'POST', body: form });
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return { beforeMiB: before / 1024, peakMiB: peak / 1024, growthMiB: (peak - before) / 1024, seconds: (Date.now() - t) / 1000 };
}

async function load(url: string) {
  const r = await autocannon({ url, connections: 10, duration: DURATION_S });
  return { reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, errors: r.errors + r.non2xx };
}

const dataDir = await mkdtemp(join(tmpdir(), 'edu-bench-'));
let server: { child: ChildProcess; url: string } | undefined;
try {
  console.log(`Seeding ${STUDENTS} students and ${MATERIALS} materials into ${dataDir}...`);
  await seedBenchData(dataDir, STUDENTS, MATERIALS);
  server = await startServer(dataDir);
  const pid = server.child.pid!;
  const upload = await uploadPeak(server.url, pid);
  const students = await load(`${server.url}/api/students`);
  const materials = await load(`${server.url}/api/getStudyMaterials/1`);
  const rows = [
    { measure: `GET /api/students (${STUDENTS} students)`, value: `${students.reqPerSec} req/s`, detail: `p50 ${students.p50ms} ms, p99 ${students.p99ms} ms, errors ${students.errors}` },
    { measure: `GET /api/getStudyMaterials/1 (${MATERIALS} materials)`, value: `${materials.reqPerSec} req/s`, detail: `p50 ${materials.p50ms} ms, p99 ${materials.p99ms} ms, errors ${materials.errors}` },
    { measure: 'Peak server RSS during a 50 MB upload', value: `${upload.peakMiB.toFixed(1)} MiB`, detail: `+${upload.growthMiB.toFixed(1)} MiB over ${upload.beforeMiB.toFixed(1)} MiB idle, ${upload.seconds.toFixed(2)} s` },
  ];
  console.log(`\nServer benchmarks (autocannon, 10 connections, ${DURATION_S} s, 127.0.0.1, PGlite)\n`);
  console.table(rows);
  await writeFile(
    new URL('./results.json', import.meta.url),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, durationSeconds: DURATION_S, server: { students, materials, upload } }, null, 2)}\n`,
  );
  console.log('Wrote bench/results.json');
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
}
