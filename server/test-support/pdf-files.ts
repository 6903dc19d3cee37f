import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFNumber, PDFString, StandardFonts, degrees, type PDFRef } from 'pdf-lib';

/**
 * Real PDFs for tests (pdf.js must open every uploaded PDF). `tinyPdf` is written by hand, so
 * it is synchronous and a few hundred bytes: one page of text (characters beyond ASCII become
 * "?"), `size` bytes in all when asked (a padding stream object fills the rest). `makePdf`
 * builds richer ones with pdf-lib.
 */
export function tinyPdf(text = 'Hello from a test', size?: number): Uint8Array {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  const content = `BT /F1 12 Tf 20 50 Td (${ascii.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const build = (padding: number) => {
    const all = padding > 0 ? [...objects, `<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`] : objects;
    let out = '%PDF-1.4\n';
    const offsets: number[] = [];
    all.forEach((body, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return out;
  };
  let pdf = build(0);
  if (size !== undefined && size < pdf.length) throw new Error(`tinyPdf needs at least ${pdf.length} bytes for "${ascii}"`);
  if (size !== undefined && size > pdf.length) {
    // The padding object's own syntax costs ~60 bytes; its length's digits shift the rest.
    let padding = Math.max(1, size - pdf.length - 60);
    for (let i = 0; i < 5 && build(padding).length !== size; i++) padding += size - build(padding).length;
    pdf = build(padding);
    if (pdf.length !== size) throw new Error(`tinyPdf cannot be exactly ${size} bytes`);
  }
  return new TextEncoder().encode(pdf);
}

export interface PdfSpec {
  /** Pages, or each page's text (default 1 page). */
  pages?: number | string[];
  /** [width, height] of every page in points (default A4 portrait). */
  size?: [number, number];
  /** /Rotate of page 1. */
  rotate?: number;
  /** Page labels: a /PageLabels number tree, e.g. roman numerals for the first `romanPages` pages. */
  romanPages?: number;
  /** An outline with one entry per title, each pointing at page 1. */
  outline?: string[];
}

/** A PDF with text on every page ("Page n" unless given), and the options asked for. */
export async function makePdf(spec: PdfSpec = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const texts = typeof spec.pages === 'object' ? spec.pages : Array.from({ length: spec.pages ?? 1 }, (_, i) => `Page ${i + 1}`);
  for (const text of texts) {
    const page = doc.addPage(spec.size ?? [595, 842]);
    text.split('\n').forEach((line, i) => page.drawText(line, { x: 50, y: page.getHeight() - 80 - i * 20, size: 14, font }));
  }
  if (spec.rotate) doc.getPage(0).setRotation(degrees(spec.rotate));
  if (spec.romanPages) {
    const nums = [0, doc.context.obj({ S: 'r' })];
    if (spec.romanPages < texts.length) nums.push(spec.romanPages, doc.context.obj({ S: 'D' }));
    doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: nums }));
  }
  if (spec.outline?.length) addOutline(doc, spec.outline);
  return doc.save();
}

function addOutline(doc: PDFDocument, titles: string[]): void {
  const outlineRef = doc.context.nextRef();
  const refs: PDFRef[] = titles.map(() => doc.context.nextRef());
  const page1 = doc.getPage(0).ref;
  titles.forEach((title, i) => {
    const item = doc.context.obj({ Title: PDFString.of(title), Parent: outlineRef, Dest: [page1, 'Fit'] });
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < titles.length - 1) item.set(PDFName.of('Next'), refs[i + 1]!);
    doc.context.assign(refs[i]!, item);
  });
  const outline = doc.context.obj({
    Type: 'Outlines',
    First: refs[0]!,
    Last: refs[refs.length - 1]!,
    Count: PDFNumber.of(titles.length),
  });
  doc.context.assign(outlineRef, outline);
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
}

/** `bytes` encrypted with qpdf (AES-256) so that opening it needs `password`. */
export function encryptPdf(bytes: Uint8Array, password: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'edu-qpdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    try {
      execFileSync('qpdf', ['--encrypt', password, `${password}-owner`, '256', '--', join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error('qpdf is not installed: run `npm run test:setup` (it installs qpdf from Debian).', { cause: err });
      throw err;
    }
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A PDF whose page 1 draws `count` `side` x `side` RGB images of zeros (each its own object),
 * deflated: one 16000 x 16000 is 768 MB of pixels in some 750 KB of file (an image bomb). The
 * deflated stream is written from one zeroed chunk, never the whole image at once.
 */
export async function imageBombPdf(side: number, count = 1): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(side * 3 * Math.max(1, Math.floor((4 * 1024 * 1024) / (side * 3))));
  let left = side * side * 3;
  while (left > 0) {
    const chunk = row.subarray(0, Math.min(left, row.length));
    left -= chunk.length;
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  const pixels = Buffer.concat(parts);
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  let ops = '';
  for (let i = 1; i <= count; i++) {
    const image = doc.context.register(
      doc.context.stream(pixels, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      }),
    );
    page.node.setXObject(PDFName.of(`Im${i}`), image);
    ops += `q 595 0 0 842 0 0 cm /Im${i} Do Q\n`;
  }
  const content = doc.context.register(doc.context.stream(ops));
  page.node.set(PDFName.of('Contents'), content);
  return doc.save();
}
