import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageBombPdf, makePdf } from '../../server/test-support/pdf-files.ts';
import { treeRssMiB } from '../../bench/lib/server.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { getJson, signInDemo, sleep, upload, uploadForm, download, type HeaderMap } from './api-client.ts';

/** The bomb is given up within this, and delays another upload's processing by no more. */
const BOMB_LIMIT_MS = 15_000;
/** Server RSS growth (its pdf.js workers included) while the bomb is read. */
const RSS_GROWTH_MB = 256;

let server: ServerProcess | undefined;
let dir = '';
afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Listed {
  name: string;
  url: string;
  size: number;
  processing?: string;
  preview_url?: string;
  thumbnail_url?: string;
}

const listing = async (base: string, cookie: HeaderMap, title: string): Promise<Listed | undefined> =>
  ((await getJson(`${base}/api/getStudyMaterials/1`, cookie)).body.materials as Listed[]).find((m) =>
    m.name.endsWith(`/${title}`),
  );

describe('a PDF image bomb against the real server', () => {
  it('is given up within its limit, delays the next upload no more, stays downloadable byte-identical and says it is too large to preview', async () => {
    dir = await mkdtemp(join(tmpdir(), 'edu-faults-bomb-'));
    server = await startServer({ DATA_DIR: dir, DATABASE_URL: undefined, MATERIAL_JOB_POLL_MS: '500' });
    const { base, pid } = server;
    const teacher = await signInDemo(base, 'teacher');
    // One 16000 x 16000 RGB image: 768 MB of pixels in 747 KB.
    const bomb = await imageBombPdf(16_000);
    const normal = await makePdf({ pages: 3 });

    // Warm the upload check workers, so their start is not counted as the bomb's memory.
    expect((await upload(base, uploadForm([{ bytes: await makePdf(), name: 'Warm-up.pdf' }]), teacher)).status).toBe(201);
    await expect.poll(async () => (await listing(base, teacher, 'Warm-up.pdf'))?.processing, { timeout: 60_000 }).toBe('done');
    const before = await treeRssMiB(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await treeRssMiB(pid));
        await sleep(20);
      }
    })();

    const t0 = Date.now();
    const up = await upload(base, uploadForm([{ bytes: bomb, name: 'Bomb.pdf' }]), teacher);
    expect(up.status, up.text).toBe(201);
    const tNormal = Date.now();
    expect((await upload(base, uploadForm([{ bytes: normal, name: 'Normal.pdf' }]), teacher)).status).toBe(201);
    const ended: Record<string, number> = {};
    while (Date.now() - t0 < 120_000 && Object.keys(ended).length < 2) {
      for (const title of ['Bomb.pdf', 'Normal.pdf'])
        if (!(title in ended) && (await listing(base, teacher, title))?.processing !== 'pending') ended[title] = Date.now();
      await sleep(100);
    }
    sampling = false;
    await sampler;
    const bombMs = (ended['Bomb.pdf'] ?? Date.now()) - t0;
    const normalMs = (ended['Normal.pdf'] ?? Date.now()) - tNormal;
    const growth = peak - before;
    console.log(
      `[faults] 16000 x 16000 image PDF (${bomb.length} bytes): given up after ${bombMs} ms; a normal PDF uploaded after it processed after ${normalMs} ms; server RSS growth (workers included) ${Math.round(growth)} MB`,
    );

    const listed = (await listing(base, teacher, 'Bomb.pdf'))!;
    expect(listed).toMatchObject({ processing: 'too-large', size: bomb.length });
    expect(listed).not.toHaveProperty('preview_url');
    expect(listed).not.toHaveProperty('thumbnail_url');
    expect((await download(base, listed, teacher)).equals(Buffer.from(bomb))).toBe(true);
    expect(await listing(base, teacher, 'Normal.pdf')).toMatchObject({ processing: 'done', preview_url: expect.any(String) });
    expect(bombMs).toBeLessThanOrEqual(BOMB_LIMIT_MS);
    // The normal PDF waits for the bomb at most, then takes its own few seconds.
    expect(normalMs).toBeLessThanOrEqual(BOMB_LIMIT_MS + 10_000);
    expect(growth).toBeLessThanOrEqual(RSS_GROWTH_MB);
  });
});
