import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdSlowUploads } from '../../tests/faults/slow-uploads.ts';
import { startServer as startProcess } from '../../tests/support/server-process.ts';
import { DEMO_ACCOUNTS } from '../../tests/e2e/demo-accounts.ts';
import { processUse } from '../lib/server.ts';
import { figure, type Figure } from '../lib/figure.ts';
import { signIn, type SessionCookie } from '../lib/session.ts';

const SLOW_UPLOADS = 300;
const HOLD_MS = 5_000;
const FRESH_RUNS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What 300 uploads trickling a byte a second cost the server while they are held. */
export async function slowUploadFigures(base: string, pid: number, cookie: SessionCookie): Promise<Figure[]> {
  const before = await processUse(pid);
  const slow = holdSlowUploads(base, SLOW_UPLOADS, { cookie });
  await sleep(HOLD_MS);
  const held = await processUse(pid);
  slow.close();
  return [
    figure(`Server RSS growth while ${SLOW_UPLOADS} slow uploads are held`, [held.rssMb - before.rssMb], 'MB', { max: 64 }),
    figure(`Server open descriptors added while ${SLOW_UPLOADS} slow uploads are held`, [held.fds - before.fds], '', { max: 64 }),
  ];
}

/**
 * Two server instances on one PostgreSQL (DATABASE_URL): the time of B's materials list right
 * after an upload through A answered. A list that misses the new material counts as no figure.
 */
export async function instanceFigures(databaseUrl: string): Promise<Figure[]> {
  const name = 'Materials list through instance B right after an upload through A (fresh)';
  const dirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'edu-bench-instance-'))));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  const a = await startProcess(env(dirs[0]!));
  const b = await startProcess(env(dirs[1]!));
  try {
    const [ca, cb] = [
      (await signIn(a.base, DEMO_ACCOUNTS.teacher.email)).cookie,
      (await signIn(b.base, DEMO_ACCOUNTS.teacher.email)).cookie,
    ];
    const runs: number[] = [];
    let stale = 0;
    for (let i = 0; i < FRESH_RUNS; i++) {
      const title = `instance-bench-${i}.pdf`;
      const form = new FormData();
      form.append('category', 'Lectures');
      form.append('course', 'Mathematics');
      form.append('files', new Blob([`%PDF-1.4\n% ${title}\n`], { type: 'application/pdf' }), title);
      const up = await fetch(`${a.base}/api/UploadStudyMaterial/1`, { method: 'POST', body: form, headers: { cookie: ca } });
      if (up.status !== 201) throw new Error(`upload through A: ${up.status} ${await up.text()}`);
      const t0 = performance.now();
      const list = await fetch(`${b.base}/api/getStudyMaterials/1`, { headers: { cookie: cb } });
      const body = (await list.json()) as { materials: { name: string }[] };
      runs.push(performance.now() - t0);
      if (!body.materials.some((m) => m.name === `Lectures/Mathematics/${title}`)) stale++;
    }
    return [
      stale
        ? { ...figure(name, [], 'ms', { max: 200 }), note: `${stale} of ${FRESH_RUNS} lists missed the upload` }
        : figure(name, runs, 'ms', { max: 200 }),
    ];
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}
