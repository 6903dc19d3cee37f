import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { holdSlowUploads } from '../../tests/faults/slow-uploads.ts';
import { startServer as startProcess } from '../../tests/support/server-process.ts';
import { DEMO_ACCOUNTS } from '../../tests/e2e/demo-accounts.ts';
import { makePdf } from '../../server/test-support/pdf-files.ts';
import { processUse } from '../lib/server.ts';
import { figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import { signIn } from '../lib/session.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What `uploads` uploads trickling a byte a second cost the server while they are held `holdMs`. */
export const slowUploadBench = defineBench({
  group: 'reliability',
  title: 'slow uploads held',
  sizes: { full: { uploads: 300, holdMs: 5_000 }, smoke: { uploads: 20, holdMs: 1_000 } },
  async run({ base, pid, sessions }, { uploads, holdMs }) {
    const before = await processUse(pid);
    const slow = holdSlowUploads(base, uploads, { cookie: sessions.teacher });
    try {
      await sleep(holdMs);
      const held = await processUse(pid);
      return [
        figure(`Server RSS growth while ${uploads} slow uploads are held`, [held.rssMb - before.rssMb], 'MB', { max: 64 }),
        figure(`Server open descriptors added while ${uploads} slow uploads are held`, [held.fds - before.fds], '', {
          max: 64,
        }),
      ];
    } finally {
      slow.close();
    }
  },
});

/**
 * Two server instances on one PostgreSQL (DATABASE_URL): the time of B's materials list right
 * after an upload through A answered (a real PDF: the server opens every PDF at upload). A
 * list that misses the new material counts as no figure.
 */
export const instanceBench = defineBench({
  group: 'reliability',
  title: 'two instances on one PostgreSQL',
  sizes: { full: { runs: 5 }, smoke: { runs: 1 } },
  async run({ work, databaseUrl }, { runs: count }) {
    if (!databaseUrl) throw new Error('needs DATABASE_URL: run it through scripts/with-postgres.sh (npm run bench does)');
    const name = 'Materials list through instance B right after an upload through A (fresh)';
    const dirs = [join(work, 'a'), join(work, 'b')];
    await Promise.all(dirs.map((d) => mkdir(d, { recursive: true })));
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const env = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
    const a = await startProcess(env(dirs[0]!));
    const b = await startProcess(env(dirs[1]!)).catch(async (err: unknown) => {
      await a.stop();
      throw err;
    });
    try {
      const [ca, cb] = [
        (await signIn(a.base, DEMO_ACCOUNTS.teacher.email)).cookie,
        (await signIn(b.base, DEMO_ACCOUNTS.teacher.email)).cookie,
      ];
      const runs: number[] = [];
      let stale = 0;
      for (let i = 0; i < count; i++) {
        const title = `instance-bench-${i}.pdf`;
        const form = new FormData();
        form.append('category', 'Lectures');
        form.append('course', 'Mathematics');
        form.append('classes', 'Class A');
        form.append('files', new Blob([(await makePdf({ pages: [title] })) as BlobPart], { type: 'application/pdf' }), title);
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
          ? { ...figure(name, [], 'ms', { max: 200 }), error: `${stale} of ${count} lists missed the upload` }
          : figure(name, runs, 'ms', { max: 200 }),
      ];
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  },
});
