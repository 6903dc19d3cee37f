/**
 * The side panel's test documents, made with pdf-lib in Node (scripts/make-viewer-fixtures.ts) and in
 * the browser (the 2,000-page one is made by the test itself). pdf-lib has no outline API: the
 * outline is written as the /Outlines dictionaries themselves.
 */
import type { PDFArray, PDFDict, PDFPage, PDFRef } from 'pdf-lib';
import { PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString, StandardFonts } from 'pdf-lib';

/** An outline entry to write: where it leads, and its own entries. */
export interface FixtureEntry {
  title: string;
  /** A page (1-based) as an explicit destination. */
  page?: number;
  /** A named destination (in the catalogue's /Names /Dests tree). */
  named?: string;
  /** A GoTo action to this page, fitted. */
  goTo?: number;
  /** A URI action. */
  uri?: string;
  bold?: boolean;
  /** The entry's entries; `open` false writes a negative /Count (closed in the file). */
  items?: FixtureEntry[];
  open?: boolean;
}

export const LONG_TITLE =
  'Chapter 2: Photosynthesis, or how green plants turn the light of the sun into the chemical energy they live on';

/** The outline of outlined.pdf: three levels, every kind of target, a long and an unsafe entry. */
export const FIXTURE_OUTLINE: FixtureEntry[] = [
  { title: 'Introduction', page: 1 },
  {
    title: 'Chapter 1: Cells',
    page: 2,
    open: true,
    items: [
      { title: '1.1 Cell membrane', page: 3, open: false, items: [{ title: '1.1.1 Lipid bilayer', page: 4 }] },
      { title: '1.2 Nucleus', named: 'nucleus' },
    ],
  },
  { title: LONG_TITLE, page: 6, bold: true, open: true, items: [{ title: '2.1 Light reactions', page: 7 }] },
  { title: 'Further reading', uri: 'https://example.org/further-reading' },
  { title: 'Unsafe script', uri: 'javascript:alert(1)' },
  { title: 'Appendix', goTo: 8 },
];

/** Where each named destination of FIXTURE_OUTLINE leads. */
const NAMED: Record<string, number> = { nucleus: 5 };

/** Writes `entries` under `parent`; returns the first and last entry and how many show when open. */
function writeEntries(
  doc: PDFDocument,
  pages: PDFPage[],
  entries: FixtureEntry[],
  parent: PDFRef,
): { first: PDFRef; last: PDFRef; shown: number } {
  const ctx = doc.context;
  const refs = entries.map(() => ctx.nextRef());
  let shown = entries.length;
  entries.forEach((entry, i) => {
    const dict = ctx.obj({}) as PDFDict;
    dict.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
    dict.set(PDFName.of('Parent'), parent);
    if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < entries.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!);
    if (entry.page) dict.set(PDFName.of('Dest'), ctx.obj([pages[entry.page - 1]!.ref, 'XYZ', null, null, null]));
    if (entry.named) dict.set(PDFName.of('Dest'), PDFString.of(entry.named));
    if (entry.goTo) dict.set(PDFName.of('A'), ctx.obj({ S: 'GoTo', D: [pages[entry.goTo - 1]!.ref, 'Fit'] }));
    if (entry.uri) dict.set(PDFName.of('A'), ctx.obj({ S: 'URI', URI: PDFString.of(entry.uri) }));
    if (entry.bold) dict.set(PDFName.of('F'), PDFNumber.of(2));
    if (entry.items?.length) {
      const sub = writeEntries(doc, pages, entry.items, refs[i]!);
      dict.set(PDFName.of('First'), sub.first);
      dict.set(PDFName.of('Last'), sub.last);
      dict.set(PDFName.of('Count'), PDFNumber.of(entry.open === false ? -sub.shown : sub.shown));
      if (entry.open !== false) shown += sub.shown;
    }
    ctx.assign(refs[i]!, dict);
  });
  return { first: refs[0]!, last: refs[refs.length - 1]!, shown };
}

/** Adds an outline (and the named destinations it uses) to a document. */
export function addOutline(doc: PDFDocument, entries: FixtureEntry[], named: Record<string, number> = {}): void {
  const ctx = doc.context;
  const pages = doc.getPages();
  const root = ctx.nextRef();
  const top = writeEntries(doc, pages, entries, root);
  ctx.assign(root, ctx.obj({ Type: 'Outlines', First: top.first, Last: top.last, Count: top.shown }));
  doc.catalog.set(PDFName.of('Outlines'), root);
  const names = Object.entries(named).sort(([a], [b]) => a.localeCompare(b));
  if (names.length) {
    const list = ctx.obj([]) as PDFArray;
    for (const [name, page] of names) {
      list.push(PDFString.of(name));
      list.push(ctx.obj([pages[page - 1]!.ref, 'XYZ', null, null, null]));
    }
    doc.catalog.set(PDFName.of('Names'), ctx.obj({ Dests: { Names: list } }));
  }
}

/** outlined.pdf: 8 pages headed by the section they hold (page 8 upright, the others landscape), with FIXTURE_OUTLINE. */
export async function outlinedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Outline fixture');
  // Fixed dates: the file only changes when its content does.
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const headings = [
    'Introduction',
    'Cells',
    'Cell membrane',
    'Lipid bilayer',
    'Nucleus',
    'Photosynthesis',
    'Light reactions',
    'Appendix',
  ];
  headings.forEach((heading, i) => {
    const page = doc.addPage(i === 7 ? [300, 400] : [400, 300]);
    page.drawText(`Outlined page ${i + 1}: ${heading}`, { x: 30, y: page.getHeight() - 60, size: 16, font });
  });
  addOutline(doc, FIXTURE_OUTLINE, NAMED);
  return doc.save();
}

/**
 * A document of `count` small pages that all share page 1's drawing and resources, added to
 * the page tree directly (pdf-lib's addPage slows down as the tree grows): a 2,000-page
 * document in a fraction of a second. The pages' numbers come from the viewer, not the text.
 */
export async function manyPagesPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([300, 400]);
  first.drawText('A long document', { x: 30, y: 340, size: 24, font });
  const ctx = doc.context;
  const treeRef = doc.catalog.get(PDFName.of('Pages')) as PDFRef;
  const tree = ctx.lookup(treeRef) as PDFDict;
  const kids = tree.get(PDFName.of('Kids')) as PDFArray;
  const contents = first.node.get(PDFName.of('Contents'))!;
  const resources = first.node.get(PDFName.of('Resources'))!;
  for (let i = 2; i <= count; i++) {
    const page = ctx.obj({ Type: 'Page', Parent: treeRef, MediaBox: [0, 0, 300, 400] }) as PDFDict;
    page.set(PDFName.of('Contents'), contents);
    page.set(PDFName.of('Resources'), resources);
    kids.push(ctx.register(page));
  }
  tree.set(PDFName.of('Count'), PDFNumber.of(count));
  return doc.save({ updateFieldAppearances: false });
}
