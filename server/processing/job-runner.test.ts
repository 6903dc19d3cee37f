import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TeacherMaterialsResponse } from '../../src/contract/materials.ts';
import { getJson, startHarness, type Harness } from '../test-support/harness.ts';
import { imageBombPdf, makePdf, tinyPdf } from '../test-support/pdf-files.ts';
import { insertMaterial } from '../services/materials.ts';
import { newFileId } from '../storage/blob-store.ts';
import { claimJob, completeJob, type Claim } from './job-queue.ts';
import { MaterialJobRunner, type JobOutcome, type JobRunnerOptions } from './job-runner.ts';
import { PdfWorkerPool } from './pdf-workers.ts';
import { processMaterial } from './process-material.ts';

// The app runs no jobs here (the harness's default): each test runs its own runners on its database.
let h: Harness;
const pools: PdfWorkerPool[] = [];
beforeAll(async () => {
  h = await startHarness();
}, 180_000);
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await h?.close();
}, 60_000);
beforeEach(async () => {
  await h.reset();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
function runner(opts: Partial<JobRunnerOptions> = {}) {
  const pdfs = new PdfWorkerPool({ size: 1, timeLimitMs: 60_000 });
  pools.push(pdfs);
  const r = new MaterialJobRunner({
    db: h.db,
    blobs: h.blobs,
    store: h.store,
    pdfs,
    pollMs: 3_600_000,
    lockMs: 120_000,
    retryMs: () => 0,
    log: quiet,
    ...opts,
  });
  return r;
}
/** Runs due jobs until none is left. */
async function runAll(r: MaterialJobRunner) {
  r.start();
  await r.idle();
  await r.stop();
}
/** A stored file and its material, pending with its job (as an upload leaves a PDF). */
async function pendingMaterial(title: string, bytes: Uint8Array): Promise<number> {
  const fileId = newFileId();
  await h.blobs.put(h.db, fileId, bytes);
  const row = await insertMaterial(h.db, {
    fileId,
    teacherId: '1',
    category: 'Lectures',
    course: 'Biology',
    title,
    mime: 'application/pdf',
    size: bytes.length,
    processing: 'pending',
    classes: ['Class A'],
  });
  return row.id;
}
const state = async (id: number) =>
  (
    await h.db.query<{ processing: string; pages: number | null }>('SELECT processing, pages FROM materials WHERE id = $1', [id])
  )[0];
const job = async (id: number) =>
  (
    await h.db.query<{ attempts: number; last_error: string | null; locked_until: Date | null }>(
      'SELECT attempts, last_error, locked_until FROM material_jobs WHERE material_id = $1',
      [id],
    )
  )[0];

describe('the material job runner', () => {
  it('retries a job whose file pdf.js cannot read, then gives it up: failed, its error kept, still listed', async () => {
    const id = await pendingMaterial('Damaged.pdf', new TextEncoder().encode('%PDF-1.4\nthis was never a PDF\n'));
    const seen: JobOutcome[] = [];
    await runAll(runner({ onJob: (_, outcome) => seen.push(outcome) }));
    expect(seen).toEqual(['retry', 'retry', 'failed']);
    expect(await state(id)).toEqual({ processing: 'failed', pages: null });
    expect(await job(id)).toMatchObject({ attempts: 3, last_error: 'Invalid PDF structure.', locked_until: null });
    // Given up for good: no runner claims it again.
    expect(await claimJob(h.db, 60_000)).toBeUndefined();
    const teacher = await h.signIn('teacher');
    const list = TeacherMaterialsResponse.parse((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).materials;
    expect(list).toMatchObject([{ name: 'Lectures/Biology/Damaged.pdf', processing: 'failed' }]);
    expect((await fetch(`${h.base}${list[0]!.url}`, { headers: teacher })).status).toBe(200);
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    'gives up at once, without retrying, a job past its memory limit: too large, no preview, still listed and served',
    async () => {
      const id = await pendingMaterial('Photo.pdf', await imageBombPdf(3500));
      const pdfs = new PdfWorkerPool({ size: 1, timeLimitMs: 60_000, maxMemoryMb: 160 });
      pools.push(pdfs);
      const seen: JobOutcome[] = [];
      await runAll(runner({ pdfs, onJob: (_, outcome) => seen.push(outcome) }));
      expect(seen).toEqual(['done']);
      expect(await state(id)).toEqual({ processing: 'too-large', pages: null });
      expect(await h.db.query('SELECT * FROM material_jobs')).toEqual([]);
      const teacher = await h.signIn('teacher');
      const list = TeacherMaterialsResponse.parse((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).materials;
      expect(list).toMatchObject([{ name: 'Lectures/Biology/Photo.pdf', processing: 'too-large' }]);
      expect(list[0]).not.toHaveProperty('preview_url');
      expect((await fetch(`${h.base}${list[0]!.url}`, { headers: teacher })).status).toBe(200);
    },
    120_000,
  );

  it('waits before a retry', async () => {
    const id = await pendingMaterial('Damaged.pdf', new TextEncoder().encode('%PDF-1.4\nbroken\n'));
    const seen: JobOutcome[] = [];
    await runAll(runner({ retryMs: () => 60_000, onJob: (_, outcome) => seen.push(outcome) }));
    expect(seen).toEqual(['retry']);
    expect(await job(id)).toMatchObject({ attempts: 1, last_error: 'Invalid PDF structure.' });
    expect(await state(id)).toMatchObject({ processing: 'pending' });
  }, 120_000);

  it('two runners on one database never run the same job, and run them all', async () => {
    const ids = [];
    for (let i = 1; i <= 6; i++) ids.push(await pendingMaterial(`Doc ${i}.pdf`, await makePdf({ pages: i })));
    const claims: [string, Claim, JobOutcome][] = [];
    const a = runner({ onJob: (c, o) => claims.push(['a', c, o]) });
    const b = runner({ onJob: (c, o) => claims.push(['b', c, o]) });
    a.start();
    b.start();
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(claims.map(([, c]) => c.materialId).sort((x, y) => x - y)).toEqual(ids);
    expect(claims.every(([, c, o]) => c.attempts === 1 && o === 'done')).toBe(true);
    for (const [i, id] of ids.entries()) expect(await state(id)).toEqual({ processing: 'done', pages: i + 1 });
    expect(await h.db.query('SELECT * FROM material_jobs')).toEqual([]);
  }, 180_000);

  it('claims a job again once the lock of a runner that died ran out; the old claim can store nothing', async () => {
    const id = await pendingMaterial('Notes.pdf', tinyPdf());
    const first = (await claimJob(h.db, 60_000))!;
    expect(first).toEqual({ materialId: id, attempts: 1 });
    expect(await claimJob(h.db, 60_000)).toBeUndefined();
    await h.db.query("UPDATE material_jobs SET locked_until = now() - interval '1 second'");
    const second = (await claimJob(h.db, 60_000))!;
    expect(second).toEqual({ materialId: id, attempts: 2 });

    const pdfs = new PdfWorkerPool({ size: 1, timeLimitMs: 60_000 });
    pools.push(pdfs);
    const filesBefore = (await h.diskState()).files;
    expect(await processMaterial({ db: h.db, blobs: h.blobs, store: h.store, pdfs }, first)).toBe('lost');
    expect(await state(id)).toMatchObject({ processing: 'pending' });
    expect((await h.diskState()).files).toEqual(filesBefore);
    expect(await processMaterial({ db: h.db, blobs: h.blobs, store: h.store, pdfs }, second)).toBe('done');
    expect(await state(id)).toEqual({ processing: 'done', pages: 1 });
    expect(await h.db.transaction((tx) => completeJob(tx, second))).toBe(false);
  }, 120_000);

  it('gives up a job whose last run never ended (its server stopped)', async () => {
    const id = await pendingMaterial('Notes.pdf', tinyPdf());
    await h.db.query("UPDATE material_jobs SET attempts = 3, locked_until = now() - interval '1 second'");
    const seen: JobOutcome[] = [];
    await runAll(runner({ onJob: (_, outcome) => seen.push(outcome) }));
    expect(seen).toEqual(['failed']);
    expect(await state(id)).toMatchObject({ processing: 'failed' });
    expect(await job(id)).toMatchObject({ last_error: 'The server stopped while reading this file.' });
  }, 120_000);

  it('hands a running job back when stopped, without counting the run', async () => {
    const id = await pendingMaterial('Long.pdf', await makePdf({ pages: 1000 }));
    const seen: JobOutcome[] = [];
    const r = runner({ onJob: (_, outcome) => seen.push(outcome) });
    r.start();
    await expect.poll(async () => (await job(id))?.attempts).toBe(1);
    await r.stop();
    expect(seen).toEqual(['released']);
    expect(await job(id)).toMatchObject({ attempts: 0, locked_until: null });
    expect(await state(id)).toMatchObject({ processing: 'pending' });
  }, 120_000);

  it("a job's result shows in cached material lists at once", async () => {
    const id = await pendingMaterial('Cached.pdf', await makePdf({ pages: 2 }));
    const teacher = await h.signIn('teacher');
    const list = async () => (await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body.materials[0];
    expect(await list()).toMatchObject({ processing: 'pending' });
    // Served from the cache now.
    expect(await list()).toMatchObject({ processing: 'pending' });
    await runAll(runner());
    expect(await state(id)).toMatchObject({ processing: 'done' });
    expect(await list()).toMatchObject({ processing: 'done', pages: 2 });
  }, 120_000);
});
