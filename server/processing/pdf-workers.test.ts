import { describe, expect, it } from 'vitest';
import { withTempFiles } from '../test-support/temp-files.ts';
import { imageBombPdf, makePdf, tinyPdf } from '../test-support/pdf-files.ts';
import { MEMORY_LIMIT_ERROR, PdfTaskError, PdfWorkerPool } from './pdf-workers.ts';
import { PREVIEW_IMAGES } from './process-material.ts';
import type { PageImages } from './pdf-tasks.ts';

const file = withTempFiles('edu-pdf-workers-');

describe('pdf.js workers', () => {
  it("check and process PDFs off the server's process, and report pdf.js failures by name", async () => {
    const pool = new PdfWorkerPool({ size: 2, timeLimitMs: 60_000 });
    try {
      const path = await file('three.pdf', await makePdf({ pages: 3 }));
      const [check, processed] = await Promise.all([
        pool.run({ kind: 'check', path }),
        pool.run({ kind: 'process', path, ...PREVIEW_IMAGES }),
      ]);
      expect(check).toEqual({ kind: 'check', encrypted: false, pages: 3 });
      expect(processed).toMatchObject({ kind: 'process', encrypted: false, pages: 3, texts: ['Page 1', 'Page 2', 'Page 3'] });
      expect(Buffer.from((processed as { images: PageImages }).images.preview.subarray(0, 4)).toString('latin1')).toBe('RIFF');
      const cut = await file('cut.pdf', tinyPdf().subarray(0, 300));
      const err = await pool.run({ kind: 'check', path: cut }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PdfTaskError);
      expect(err).toMatchObject({ name: 'InvalidPDFException' });
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('end a task past its time limit with a TimeoutError, and run the next one on a fresh worker', async () => {
    const pool = new PdfWorkerPool({ size: 1, timeLimitMs: 1500 });
    try {
      // A PDF followed by 50 MB of zeros: pdf.js looks for its end backwards, a chunk at a time, for far longer.
      const slow = new Uint8Array(50 * 1024 * 1024);
      slow.set(tinyPdf());
      const slowPath = await file('slow.pdf', slow);
      await expect(pool.run({ kind: 'check', path: slowPath })).rejects.toMatchObject({
        name: 'TimeoutError',
        message: 'Reading the PDF took longer than 1.5 seconds.',
      });
    } finally {
      await pool.close();
    }
    const next = new PdfWorkerPool({ size: 1, timeLimitMs: 60_000 });
    try {
      expect(await next.run({ kind: 'check', path: await file('ok.pdf', tinyPdf()) })).toMatchObject({ pages: 1 });
    } finally {
      await next.close();
    }
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    'kill a worker past its memory limit (decoded images and canvases included) with a MemoryLimitError',
    async () => {
      // A 3500 x 3500 image, at the pixel limit: drawing it takes some 170 MB beyond the worker's own.
      const path = await file('photo.pdf', await imageBombPdf(3500));
      const pool = new PdfWorkerPool({ size: 1, timeLimitMs: 60_000, maxMemoryMb: 160 });
      try {
        await expect(pool.run({ kind: 'process', path, ...PREVIEW_IMAGES })).rejects.toMatchObject({
          name: MEMORY_LIMIT_ERROR,
          message: 'Reading the PDF needed more than 160 MB.',
        });
        expect(await pool.run({ kind: 'check', path })).toMatchObject({ pages: 1 });
      } finally {
        await pool.close();
      }
    },
    120_000,
  );

  it('fail running and waiting tasks with an AbortError when closed', async () => {
    const pool = new PdfWorkerPool({ size: 1, timeLimitMs: 60_000 });
    const path = await file('one.pdf', tinyPdf());
    const [running, waiting] = [pool.run({ kind: 'check', path }), pool.run({ kind: 'check', path })].map((p) =>
      p.catch((e: unknown) => e),
    );
    await pool.close();
    expect(await running).toMatchObject({ name: 'AbortError' });
    expect(await waiting).toMatchObject({ name: 'AbortError' });
    await expect(pool.run({ kind: 'check', path })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
