import { PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const LOREM =
  'Learning is a journey that rewards curiosity. Each lesson builds on the one before it, so revisit the examples, ' +
  'try the exercises on your own, and write down the questions you still have. Short, regular study sessions work ' +
  'better than one long session before a test.';

/** Wraps text to lines of at most `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawParagraphs(page: PDFPage, font: PDFFont, paragraphs: string[], top: number): number {
  let y = top;
  for (const p of paragraphs) {
    for (const line of wrap(p, font, 12, 480)) {
      page.drawText(line, { x: 60, y, size: 12, font, color: rgb(0.15, 0.15, 0.2) });
      y -= 17;
    }
    y -= 10;
  }
  return y;
}

/** A multi-page document with real, selectable text: a title page and one page per section. */
export async function makeTextPdf(title: string, sections: { heading: string; body: string[] }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Edu portal seed');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const cover = doc.addPage([595, 842]);
  cover.drawRectangle({ x: 0, y: 700, width: 595, height: 142, color: rgb(0.16, 0.35, 0.75) });
  cover.drawText(title, { x: 60, y: 760, size: 26, font: bold, color: rgb(1, 1, 1) });
  drawParagraphs(cover, font, ['Contents:', ...sections.map((s, i) => `${i + 1}. ${s.heading}`)], 650);
  sections.forEach((s, i) => {
    const page = doc.addPage([595, 842]);
    page.drawText(`${i + 1}. ${s.heading}`, { x: 60, y: 770, size: 20, font: bold, color: rgb(0.16, 0.35, 0.75) });
    drawParagraphs(page, font, [...s.body, LOREM], 735);
    page.drawText(`${title} - page ${i + 2} of ${sections.length + 1}`, {
      x: 60,
      y: 40,
      size: 9,
      font,
      color: rgb(0.5, 0.5, 0.5),
    });
  });
  return doc.save();
}

/** A worksheet with AcroForm fields (text, checkbox, dropdown) and link annotations. */
export async function makeFormPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Essay Assignment Worksheet');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();

  const page = doc.addPage([595, 842]);
  page.drawText('Essay Assignment Worksheet', { x: 60, y: 770, size: 22, font: bold });
  page.drawText('Student name:', { x: 60, y: 712, size: 12, font });
  form.createTextField('student.name').addToPage(page, { x: 170, y: 700, width: 300, height: 24, font });
  page.drawText('Class:', { x: 60, y: 662, size: 12, font });
  const cls = form.createDropdown('student.class');
  cls.addOptions(['Class A', 'Class B', 'Class C', 'Class D']);
  cls.select('Class A');
  cls.addToPage(page, { x: 170, y: 650, width: 150, height: 24, font });
  page.drawText('Essay topic:', { x: 60, y: 612, size: 12, font });
  const topic = form.createTextField('essay.topic');
  topic.setText('The importance of reading');
  topic.addToPage(page, { x: 170, y: 600, width: 300, height: 24, font });
  page.drawText('Your essay:', { x: 60, y: 562, size: 12, font });
  const essay = form.createTextField('essay.body');
  essay.enableMultiline();
  essay.addToPage(page, { x: 60, y: 300, width: 475, height: 250, font });
  page.drawText('I wrote this essay myself', { x: 90, y: 262, size: 12, font });
  form.createCheckBox('essay.own-work').addToPage(page, { x: 60, y: 258, width: 18, height: 18 });

  const page2 = doc.addPage([595, 842]);
  page2.drawText('Reading list and links', { x: 60, y: 770, size: 20, font: bold });
  const links: [string, string][] = [
    ['Project Gutenberg: free classic books', 'https://www.gutenberg.org/'],
    ['Guide: how to structure an essay', 'https://owl.purdue.edu/owl/general_writing/academic_writing/essay_writing/index.html'],
  ];
  links.forEach(([label, url], i) => {
    const y = 720 - i * 40;
    page2.drawText(label, { x: 60, y, size: 13, font, color: rgb(0.1, 0.3, 0.8) });
    addLink(doc, page2, [58, y - 4, 60 + font.widthOfTextAtSize(label, 13) + 2, y + 14], url);
  });
  page2.drawText('Submit the completed worksheet by Friday.', { x: 60, y: 600, size: 12, font });
  return doc.save();
}

function addLink(doc: PDFDocument, page: PDFPage, rect: number[], url: string): void {
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  const ref = doc.context.register(annot);
  const existing = page.node.Annots();
  if (existing) existing.push(ref);
  else page.node.set(PDFName.of('Annots'), doc.context.obj([ref]));
}

/**
 * A large PDF (about `targetBytes`) for range-loading checks: many pages, each with a big
 * uncompressed content stream (a dense pattern plus its page number), a classic xref table at
 * the end. pdf.js can show page 1 after fetching only the first chunks and the tail.
 */
export async function makeLargePdf(targetBytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Large Reference Atlas');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const fontKey = 'F1';
  const perPage = 200_000;
  const pages = Math.max(1, Math.round(targetBytes / perPage));
  const pattern = densePattern(perPage - 400);
  // All page dictionaries first, so they sit together near the start of the file: pdf.js walks
  // every page dictionary of a flat page tree when it opens a document (checking the last page),
  // and scattered dictionaries would cost one 64 KiB range request each.
  const all = Array.from({ length: pages }, () => doc.addPage([595, 842]));
  all.forEach((page, i) => {
    page.node.setFontDictionary(PDFName.of(fontKey), font.ref);
    const text =
      `BT /${fontKey} 28 Tf 0.1 0.2 0.5 rg 60 770 Td (Large Reference Atlas) Tj ET\n` +
      `BT /${fontKey} 18 Tf 0 0 0 rg 60 730 Td (Page ${i + 1} of ${pages}) Tj ET\n`;
    const stream = doc.context.stream(Buffer.concat([pattern, Buffer.from(text, 'latin1')]));
    page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  });
  return doc.save({ useObjectStreams: false, addDefaultPage: false });
}

/** A grid of small tinted squares: ~`bytes` of drawing operators. */
function densePattern(bytes: number): Buffer {
  const parts: string[] = ['q\n'];
  let len = 2;
  for (let i = 0; len < bytes; i++) {
    const x = 40 + (i % 64) * 8;
    const y = 60 + (Math.floor(i / 64) % 80) * 8;
    const g = (0.75 + ((i * 37) % 20) / 100).toFixed(2);
    const op = `${g} ${g} 1 rg ${x} ${y} 6 6 re f\n`;
    parts.push(op);
    len += op.length;
  }
  parts.push('Q\n');
  return Buffer.from(parts.join(''), 'latin1');
}
