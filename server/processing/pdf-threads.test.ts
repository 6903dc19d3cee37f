import { describe, expect, it } from 'vitest';
import { withTempFiles } from '../test-support/temp-files.ts';
import { makePdf, tinyPdf } from '../test-support/pdf-files.ts';
import { PdfTaskError, PdfThreadPool } from './pdf-threads.ts';
import { PREVIEW_IMAGES } from './process-material.ts';

const file = withTempFiles('edu-pdf-threads-');

describe('pdf.js threads', () => {
  it('check and process PDFs off the main thread, and report pdf.js failures by name', async () => {
    const pool = new PdfThreadPool({ size: 2, timeLimitMs: 60_000 });
    try {
      const path = await file('three.pdf', await makePdf({ pages: 3 }));
      const [check, processed] = await Promise.all([
        pool.run({ kind: 'check', path }),
        pool.run({ kind: 'process', path, ...PREVIEW_IMAGES }),
      ]);
      expect(check).toEqual({ kind: 'check', encrypted: false, pages: 3 });
      expect(processed).toMatchObject({ kind: 'process', encrypted: false, pages: 3, texts: ['Page 1', 'Page 2', 'Page 3'] });
      expect(Buffer.from((processed as { preview: Uint8Array }).preview.subarray(0, 4)).toString('latin1')).toBe('RIFF');
      const cut = await file('cut.pdf', tinyPdf().subarray(0, 300));
      const err = await pool.run({ kind: 'check', path: cut }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PdfTaskError);
      expect(err).toMatchObject({ name: 'InvalidPDFException' });
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('end a task past its time limit with a TimeoutError, and run the next one on a fresh thread', async () => {
    const pool = new PdfThreadPool({ size: 1, timeLimitMs: 1500 });
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
    const next = new PdfThreadPool({ size: 1, timeLimitMs: 60_000 });
    try {
      expect(await next.run({ kind: 'check', path: await file('ok.pdf', tinyPdf()) })).toMatchObject({ pages: 1 });
    } finally {
      await next.close();
    }
  }, 120_000);

  it('fail running and waiting tasks with an AbortError when closed', async () => {
    const pool = new PdfThreadPool({ size: 1, timeLimitMs: 60_000 });
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
