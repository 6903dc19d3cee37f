import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { download, signInDemo } from './api-client.ts';
import { runPdfBomb } from './pdf-bomb-run.ts';

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
});
