import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { withTempFiles } from '../test-support/temp-files.ts';
import { makePdf, tinyPdf } from '../test-support/pdf-files.ts';
import { checkPdf, pageText, readPdf, type TextContent } from './pdf-read.ts';
import { PREVIEW_IMAGES } from './process-material.ts';
import type { PageImages } from './pdf-tasks.ts';

// pdf.js on this thread: what a processing thread runs (pdf-workers.test.ts covers the threads).
const file = withTempFiles('edu-pdf-read-');

describe('checkPdf', () => {
  it('opens a PDF and its page 1, and refuses truncated or damaged ones', async () => {
    const whole = await makePdf({ pages: 3 });
    expect(await checkPdf(await file('whole.pdf', whole))).toEqual({ kind: 'check', encrypted: false, pages: 3 });
    for (const keep of [0.3, 0.9, 0.99]) {
      await expect(
        checkPdf(await file(`cut-${keep}.pdf`, whole.subarray(0, Math.floor(whole.length * keep)))),
        `${keep}`,
      ).rejects.toThrow(/Invalid/);
    }
    await expect(
      checkPdf(await file('fake.pdf', new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))),
    ).rejects.toThrow();
  });
});

describe('readPdf', () => {
  it("reads pages, outline, labels, page 1 size as shown, every page's text and page 1 images", async () => {
    const bytes = await makePdf({
      pages: ['Roman one\nsecond line', 'Roman two', 'Photosynthesis here', 'Last page'],
      romanPages: 2,
      outline: ['Start', 'End'],
      rotate: 90,
    });
    const facts = (await readPdf(await file('rich.pdf', bytes), PREVIEW_IMAGES))!;
    expect(facts).toMatchObject({ pages: 4, hasOutline: true, labels: ['i', 'ii', '1', '2'], width: 842, height: 595 });
    expect(facts.texts).toEqual(['Roman one\nsecond line', 'Roman two', 'Photosynthesis here', 'Last page']);
    const preview = await loadImage(Buffer.from((facts.images as PageImages).preview));
    expect([preview.width, preview.height]).toEqual([1200, Math.round((1200 * 595) / 842)]);
    const thumbnail = await loadImage(Buffer.from((facts.images as PageImages).thumbnail));
    expect([thumbnail.width, thumbnail.height]).toEqual([160, Math.round((160 * 595) / 842)]);
  });

  it('has no outline and no labels for a plain document', async () => {
    const facts = (await readPdf(await file('plain.pdf', tinyPdf('Just text')), PREVIEW_IMAGES))!;
    expect(facts).toMatchObject({ pages: 1, hasOutline: false, labels: null, width: 200, height: 100, texts: ['Just text'] });
  });
});

describe('pageText', () => {
  it('joins items as pdf.js find does (a newline after each item that ends a line) and drops NUL', async () => {
    const content = {
      items: [
        { str: 'Pho\u0000to', hasEOL: false },
        { type: 'beginMarkedContent' },
        { str: 'synthesis', hasEOL: true },
        { str: 'next', hasEOL: false },
      ],
    } as unknown as TextContent;
    expect(pageText(content)).toBe('Photosynthesis\nnext');
  });
});
