/**
 * Writes the viewer's test documents into src/viewer/test-fixtures
 * (run: node --import tsx scripts/make-viewer-fixtures.ts). Small, made here rather than
 * downloaded; the outputs are committed. Needs Debian's qpdf for the password-protected copy.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib';
import { encodePng } from '../server/seed/png.ts';
import { FIND_FIXTURE_PAGES } from '../src/viewer/find/find-fixture-text.ts';
import { outlinedPdf } from '../src/viewer/sidebar/outline-fixture.ts';

const here = (f: string) => new URL(`../src/viewer/test-fixtures/${f}`, import.meta.url).pathname;

/** 3 pages; page 1 has a fillable field, an external link and a sticky-note annotation. */
async function multiPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Viewer fixture');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();
  for (let i = 1; i <= 3; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Fixture heading ${i}`, { x: 72, y: 700, size: 24, font: bold });
    page.drawText(`Photosynthesis turns light into chemical energy on page ${i}.`, { x: 72, y: 660, size: 14, font });
    if (i === 1) {
      page.drawText('Student name:', { x: 72, y: 612, size: 12, font });
      form.createTextField('student.name').addToPage(page, { x: 170, y: 600, width: 260, height: 24, font });
      page.drawText('Open the reading list', { x: 72, y: 560, size: 13, font, color: rgb(0.1, 0.3, 0.8) });
      const link = doc.context.register(
        doc.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [70, 555, 72 + font.widthOfTextAtSize('Open the reading list', 13) + 2, 573],
          Border: [0, 0, 0],
          A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.org/reading-list') },
        }),
      );
      const note = doc.context.register(
        doc.context.obj({
          Type: 'Annot',
          Subtype: 'Text',
          Rect: [500, 690, 520, 710],
          Contents: PDFString.of('Remember to cite your sources.'),
          T: PDFString.of('Teacher'),
          Name: 'Comment',
        }),
      );
      const annots = page.node.Annots();
      if (annots) {
        annots.push(link);
        annots.push(note);
      } else page.node.set(PDFName.of('Annots'), doc.context.obj([link, note]));
    }
  }
  return doc.save();
}

async function singlePage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('A single page handout', { x: 60, y: 760, size: 20, font });
  return doc.save();
}

/** A tiny RGB PNG: a blue-to-orange gradient. */
const gradient = (width: number, height: number): Buffer =>
  encodePng(width, height, (x, y) => [Math.round((255 * x) / width), 120, Math.round((255 * y) / height)]);

/** 5 pages printed as i, ii, 1, 2, 3 (a front matter in roman numerals, then the body). */
async function labelled(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 5; i++) doc.addPage([400, 300]).drawText(`Labelled sheet ${i}`, { x: 40, y: 240, size: 20, font });
  doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: [0, { S: 'r' }, 2, { S: 'D' }] }));
  return doc.save();
}

/**
 * The find tests' six pages of known words: "energy" in several cases, "cell" as a whole word and
 * inside "Cells", "café" with its accent, and "photosynthesis" broken over a line end.
 */
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

writeFileSync(here('multi-page.pdf'), await multiPage());
writeFileSync(here('single-page.pdf'), await singlePage());
writeFileSync(here('corrupt.pdf'), '%PDF-1.7\nthis is not a PDF body, only a broken header\n%%EOF\n');
writeFileSync(here('photo.png'), gradient(160, 120));
writeFileSync(here('labelled.pdf'), await labelled());
execFileSync('qpdf', ['--encrypt', 'secret', 'owner-secret', '256', '--', here('multi-page.pdf'), here('protected.pdf')]);
writeFileSync(here('find-text.pdf'), await findText());
// 8 pages and a three-level outline.
writeFileSync(here('outlined.pdf'), await outlinedPdf());
console.log('viewer fixtures written');
