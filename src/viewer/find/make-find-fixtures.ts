/**
 * Writes the find tests' document (run: node --import tsx src/viewer/find/make-find-fixtures.ts)
 * to src/viewer/test-fixtures/find-text.pdf. Six pages of known words (FIND_FIXTURE_PAGES):
 * "energy" in several cases, "cell" as a whole word and inside "Cells", "café" with its accent,
 * and "photosynthesis" broken over a line end as "photo-" / "synthesis".
 */
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FIND_FIXTURE_PAGES } from './find-fixture-text.ts';

const here = (f: string) => new URL(f, import.meta.url).pathname;

async function findText(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Find fixture');
  // Fixed dates: the file only changes when its text does.
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const [heading, ...lines] of FIND_FIXTURE_PAGES) {
    const page = doc.addPage([612, 792]);
    page.drawText(heading!, { x: 72, y: 700, size: 24, font: bold });
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 650 - i * 28, size: 16, font }));
  }
  return doc.save();
}

writeFileSync(here('../test-fixtures/find-text.pdf'), await findText());
console.log('find fixture written');
