import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { download, signInDemo, sleep, upload, uploadForm } from './api-client.ts';
import { listing, runPdfBomb } from './pdf-bomb-run.ts';
import { imageBombPdf } from '../../server/test-support/pdf-files.ts';
import { treeRssMiB } from '../../bench/lib/server.ts';

/** The bomb is given up within this, and delays another upload's processing by no more. */
const BOMB_LIMIT_MS = 15_000;
/** Server RSS growth (its pdf.js workers included) while the bomb is read. */
const RSS_GROWTH_MB = 256;
/** A job worker's memory limit (start-processing.ts): what any file may grow the server by. */
const JOB_MEMORY_MB = 352;

let server: ServerProcess | undefined;
let dir = '';
afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a PDF image bomb against the real server', () => {
  it('is given up within its limit, delays the next upload no more, stays downloadable byte-identical and says it is too large to preview', async () => {
    dir = await mkdtemp(join(tmpdir(), 'edu-faults-bomb-'));
    server = await startServer({ DATA_DIR: dir, DATABASE_URL: undefined, MATERIAL_JOB_POLL_MS: '500' });
    const teacher = await signInDemo(server.base, 'teacher');
    const run = await runPdfBomb(server.base, server.pid, teacher);
    console.log(
      `[faults] 16000 x 16000 image PDF (${run.bomb.length} bytes): given up after ${run.bombMs} ms; a normal PDF uploaded after it processed after ${run.normalMs} ms; server RSS growth (workers included) ${Math.round(run.growthMb)} MB`,
    );

    expect(run.bombListed).toMatchObject({ processing: 'too-large', size: run.bomb.length });
    expect(run.bombListed).not.toHaveProperty('preview_url');
    expect(run.bombListed).not.toHaveProperty('thumbnail_url');
    expect((await download(server.base, run.bombListed!, teacher)).equals(Buffer.from(run.bomb))).toBe(true);
    expect(run.normalListed).toMatchObject({ processing: 'done', preview_url: expect.any(String) });
    expect(run.bombMs).toBeLessThanOrEqual(BOMB_LIMIT_MS);
    // The normal PDF waits for the bomb at most, then takes its own few seconds.
    expect(run.normalMs).toBeLessThanOrEqual(BOMB_LIMIT_MS + 10_000);
    expect(run.growthMb).toBeLessThanOrEqual(RSS_GROWTH_MB);
  });

  it('six images each under the pixel limit on one page: the job worker is killed at its memory limit, the file listed too large to preview', async () => {
    const teacher = await signInDemo(server!.base, 'teacher');
    const bytes = await imageBombPdf(3500, 6);
    const before = await treeRssMiB(server!.pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await treeRssMiB(server!.pid));
        await sleep(20);
      }
    })();
    const t0 = Date.now();
    expect((await upload(server!.base, uploadForm([{ bytes, name: 'Six photos.pdf' }]), teacher)).status).toBe(201);
    await expect
      .poll(async () => (await listing(server!.base, teacher, 'Six photos.pdf'))?.processing, { timeout: 60_000, interval: 100 })
      .not.toBe('pending');
    const ms = Date.now() - t0;
    sampling = false;
    await sampler;
    console.log(
      `[faults] six 3500 x 3500 images on page 1 (${bytes.length} bytes): given up after ${ms} ms; server RSS growth (workers included) ${Math.round(peak - before)} MB`,
    );
    const listed = (await listing(server!.base, teacher, 'Six photos.pdf'))!;
    expect(listed).toMatchObject({ processing: 'too-large' });
    expect((await download(server!.base, listed, teacher)).equals(Buffer.from(bytes))).toBe(true);
    expect(ms).toBeLessThanOrEqual(BOMB_LIMIT_MS);
    expect(peak - before).toBeLessThanOrEqual(JOB_MEMORY_MB);
  });
});
