/**
 * Documents the end-to-end tests upload, made here (pdf-lib, qpdf): a handbook with an outline,
 * printed page labels and known words on known pages; the same file cut short; an encrypted
 * copy; and a photo stored sideways with its EXIF orientation.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { addOutline } from '../../src/viewer/sidebar/outline-fixture.ts';
import { encodeJpegGrey } from '../../server/seed/jpeg.ts';

/** The handbook's pages: 2 of front matter (i, ii), then 1..10. */
export const HANDBOOK_PAGES = 12;
/** A word found only on physical page 9 (printed page 7). */
export const RARE_WORD = 'chloroplast';

export async function handbookPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= HANDBOOK_PAGES; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${title}, sheet ${i}`, { x: 72, y: 700, size: 22, font });
    page.drawText(`Every page of the handbook talks about energy and cells (sheet ${i}).`, { x: 72, y: 660, size: 12, font });
    if (i === 9) page.drawText(`The ${RARE_WORD} holds the green pigment.`, { x: 72, y: 620, size: 12, font });
  }
  doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: [0, { S: 'r' }, 2, { S: 'D' }] }));
  addOutline(doc, [
    { title: 'Preface', page: 1 },
    { title: 'Part one: Cells', page: 3, open: true, items: [{ title: 'Pigments', page: 9 }] },
    { title: 'Part two: Energy', page: 11 },
  ]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The first half of a real PDF: its cross-reference table and trailer are gone. */
export const truncated = (pdf: Buffer): Buffer => pdf.subarray(0, Math.floor(pdf.length / 2));

/** The PDF encrypted with a user password (qpdf, AES-256). */
export function encrypted(pdf: Buffer, password: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'edu-e2e-'));
  writeFileSync(join(dir, 'in.pdf'), pdf);
  execFileSync('qpdf', ['--encrypt', password, `${password}-owner`, '256', '--', join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
  return readFileSync(join(dir, 'out.pdf'));
}

/**
 * A photo whose pixels are stored 40 wide by 20 high with EXIF orientation 6 (turn 90 degrees
 * clockwise to show): as shown it is 20 wide by 40 high. An APP1 Exif segment goes right
 * after the JPEG's start marker.
 */
export function sidewaysPhoto(): Buffer {
  const jpeg = encodeJpegGrey(40, 20, (x) => (x < 20 ? 60 : 200));
  // Exif header, big-endian TIFF, one IFD entry: Orientation (0x0112), SHORT, count 1, value 6.
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}
