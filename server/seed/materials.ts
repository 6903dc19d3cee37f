import type { Queryable } from '../db/queryable.ts';
import { newFileId, type BlobStore } from '../storage/blob-store.ts';
import { insertMaterial } from '../services/materials.ts';
import { makeFormPdf, makeLargePdf, makeTextPdf } from './pdf-documents.ts';
import { encodePng } from './png.ts';
import { encodeJpegGrey } from './jpeg.ts';
import { imageSize } from '../processing/image-size.ts';

interface SeedFile {
  category: string;
  course: string;
  title: string;
  mime: string;
  daysAgo: number;
  make: () => Promise<Uint8Array>;
}

const para = (...s: string[]) => s;

/** The study materials, generated now (never downloaded), each under a catalogue subject. */
function seedFiles(largePdfBytes: number): SeedFile[] {
  const files: SeedFile[] = [
    {
      category: 'Lectures',
      course: 'Mathematics',
      title: 'Algebra Lecture Notes.pdf',
      mime: 'application/pdf',
      daysAgo: 1,
      make: () =>
        makeTextPdf('Algebra Lecture Notes', [
          {
            heading: 'Linear equations',
            body: para(
              'A linear equation has the form ax + b = c. To solve it, isolate x: subtract b from both sides, then divide by a.',
              'Example: 2x + 6 = 14 gives 2x = 8, so x = 4.',
            ),
          },
          {
            heading: 'Slope and intercept',
            body: para('The line y = mx + c has slope m and meets the y axis at c. A positive slope rises from left to right.'),
          },
          {
            heading: 'Quadratic expressions',
            body: para('(a + b)^2 = a^2 + 2ab + b^2. Factorising reverses expansion: x^2 + 5x + 6 = (x + 2)(x + 3).'),
          },
          {
            heading: 'Practice problems',
            body: para(
              '1. Solve 3x - 7 = 11.',
              '2. Find the slope of the line through (1, 2) and (3, 8).',
              '3. Factorise x^2 - 9.',
            ),
          },
        ]),
    },
    {
      category: 'Resources',
      course: 'Biology',
      title: 'Cell Biology Reading.pdf',
      mime: 'application/pdf',
      daysAgo: 3,
      make: () =>
        makeTextPdf('Cell Biology Reading', [
          {
            heading: 'The cell',
            body: para('All living things are made of cells. The cell membrane controls what enters and leaves the cell.'),
          },
          {
            heading: 'Organelles',
            body: para(
              'The nucleus holds DNA. Mitochondria release energy from food. Plant cells also have chloroplasts and a cell wall.',
            ),
          },
          {
            heading: 'Cell division',
            body: para(
              'Mitosis produces two identical cells for growth and repair; meiosis produces gametes with half the chromosomes.',
            ),
          },
        ]),
    },
    {
      category: 'Assignments',
      course: 'English',
      title: 'Essay Assignment Worksheet.pdf',
      mime: 'application/pdf',
      daysAgo: 2,
      make: makeFormPdf,
    },
    {
      category: 'Resources',
      course: 'History',
      title: 'World History Timeline.pdf',
      mime: 'application/pdf',
      daysAgo: 6,
      make: () =>
        makeTextPdf('World History Timeline', [
          {
            heading: 'Ancient civilisations',
            body: para('The Indus Valley, Egyptian and Mesopotamian civilisations grew along rivers around 3000 BCE.'),
          },
          {
            heading: 'The medieval world',
            body: para('Trade routes such as the Silk Road linked Asia, Africa and Europe, carrying goods and ideas.'),
          },
          {
            heading: 'The modern age',
            body: para('Industrialisation in the 18th and 19th centuries changed how people worked and lived.'),
          },
        ]),
    },
    {
      category: 'Lectures',
      course: 'Computer Science',
      title: 'Intro to Algorithms Slides.pdf',
      mime: 'application/pdf',
      daysAgo: 8,
      make: () =>
        makeTextPdf('Intro to Algorithms', [
          {
            heading: 'What is an algorithm?',
            body: para('An algorithm is a finite list of precise steps that solves a problem.'),
          },
          {
            heading: 'Searching',
            body: para(
              'Linear search checks every item; binary search halves a sorted list at each step, so it needs about log2(n) steps.',
            ),
          },
        ]),
    },
    {
      category: 'Lectures',
      course: 'Mathematics',
      title: 'Geometry Diagram.png',
      mime: 'image/png',
      daysAgo: 4,
      make: async () =>
        encodePng(480, 320, (x, y) => {
          const inCircle = (x - 160) ** 2 + (y - 160) ** 2 < 100 ** 2;
          const inTriangle = y > 60 && y < 260 && Math.abs(x - 360) < (y - 60) / 2;
          if (inCircle) return [66, 133, 244];
          if (inTriangle) return [234, 67, 53];
          return x % 40 === 0 || y % 40 === 0 ? [210, 210, 210] : [250, 250, 250];
        }),
    },
    {
      category: 'Projects',
      course: 'Chemistry',
      title: 'Lab Setup Photo.jpg',
      mime: 'image/jpeg',
      daysAgo: 5,
      make: async () =>
        encodeJpegGrey(320, 240, (x, y) => {
          const d = Math.hypot(x - 160, y - 120);
          return Math.max(0, Math.min(255, 200 - d + 30 * Math.sin(x / 9) * Math.cos(y / 11)));
        }),
    },
  ];
  if (largePdfBytes > 0) {
    files.push({
      category: 'Resources',
      course: 'Physics',
      title: 'Large Reference Atlas.pdf',
      mime: 'application/pdf',
      daysAgo: 10,
      make: () => makeLargePdf(largePdfBytes),
    });
  }
  return files;
}

/**
 * The demo's class of a course whose materials are for that class only (the Computer Science
 * slides are not for the demo learner's Class A); a material of any other course is for every class.
 */
const CLASS_OF_COURSE: Record<string, string> = {
  Mathematics: 'Class A',
  'Computer Science': 'Class C',
};
const audienceOf = (course: string, classes: readonly string[]): string[] => {
  const own = CLASS_OF_COURSE[course];
  return own !== undefined && classes.includes(own) ? [own] : [...classes];
};

/**
 * Writes the generated files and their rows (dated over the last days, newest first in lists).
 * Images get their size now; PDFs get processing jobs, which the server runs once it has started.
 */
export async function seedMaterials(
  tx: Queryable,
  blobs: BlobStore,
  teacherId: string,
  largePdfBytes: number,
  now: Date,
): Promise<number> {
  const files = seedFiles(largePdfBytes);
  const classes = (await tx.query<{ name: string }>('SELECT name FROM classes ORDER BY name')).map((r) => r.name);
  const made = await Promise.all(files.map(async (f) => ({ f, bytes: await f.make(), fileId: newFileId() })));
  for (const { bytes, fileId } of made) await blobs.put(tx, fileId, bytes);
  for (const { f, bytes, fileId } of made) {
    const image = f.mime.startsWith('image/') ? imageSize(bytes) : undefined;
    await insertMaterial(tx, {
      fileId,
      teacherId,
      category: f.category,
      course: f.course,
      title: f.title,
      mime: f.mime,
      size: bytes.length,
      uploadedAt: new Date(now.getTime() - f.daysAgo * 86_400_000 - 3_600_000),
      processing: f.mime === 'application/pdf' ? 'pending' : 'done',
      ...(image ? { image } : {}),
      classes: audienceOf(f.course, classes),
    });
  }
  return made.length;
}
