import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFArray } from 'pdf-lib';
import { startHarness, getJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { seed, seedIfEmpty } from './seed.ts';
import { StudentsResponse } from '../../src/contract/students.ts';
import { TeacherMaterialsResponse } from '../../src/contract/materials.ts';
import { CLASSES, GRADES, PDF_RANGE_CHUNK_SIZE } from '../../src/contract/constants.ts';
import { LearnerResultsResponse, LearnerTestsResponse } from '../../src/contract/attempts.ts';
import { CatalogueResponse } from '../../src/contract/catalogue.ts';
import { TestsResponse } from '../../src/contract/tests.ts';

let h: Harness;
let teacher: HeaderMap;
let seconds = 0;
// Creating PGlite takes seconds (tens on a loaded machine): one per file.
beforeAll(async () => {
  h = await startHarness();
  await h.reset();
  await h.db.query('TRUNCATE students, teachers CASCADE');
  const t = Date.now();
  await seed(h.db, h.blobs, { demoAccounts: true });
  seconds = (Date.now() - t) / 1000;
  console.log(`seed took ${seconds.toFixed(2)} s`);
  teacher = await h.signIn('teacher');
}, 240_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

const materials = async () =>
  TeacherMaterialsResponse.parse((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).materials;
const bytesOf = async (url: string) => new Uint8Array(await (await fetch(`${h.base}${url}`, { headers: teacher })).arrayBuffer());

describe('seed', () => {
  it('has about 40 students over Class A-D and grades 9th-12th with parent contacts and attendance', async () => {
    // The administrator's directory is the whole school; each demo teacher's is their two classes'.
    const { data } = StudentsResponse.parse((await getJson(`${h.base}/api/students`, await h.signIn('admin'))).body);
    expect(data).toHaveLength(40);
    const inClass = (c: string) => data.filter((s) => s.classes.includes(c));
    for (const c of CLASSES) expect(inClass(c)).toHaveLength(10);
    expect(data.every((s) => s.classes.length === 1)).toBe(true);
    for (const g of GRADES) expect(data.some((s) => s.grade === g)).toBe(true);
    for (const c of CLASSES) expect(new Set(inClass(c).map((s) => s.grade)).size).toBeGreaterThan(1);
    const classesOf = async (who: 'teacher' | 'teacher2') =>
      new Set(
        StudentsResponse.parse((await getJson(`${h.base}/api/students`, await h.signIn(who))).body).data.flatMap(
          (s) => s.classes,
        ),
      );
    expect([...(await classesOf('teacher'))].sort()).toEqual(['Class A', 'Class B']);
    expect([...(await classesOf('teacher2'))].sort()).toEqual(['Class C', 'Class D']);
    expect(data.every((s) => s.parent_name && /@/.test(s.parent_email) && s.parent_phone)).toBe(true);
    expect(data.every((s) => s.last_attendance_status !== null)).toBe(true);
    const marks = (
      await h.db.query<{ n: number; days: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT date)::int AS days FROM attendance',
      )
    )[0]!;
    expect(marks.days).toBeGreaterThanOrEqual(15);
    expect(marks.n).toBe(marks.days * 40);
  });

  it('has the demo accounts: teacher 1, the learner of S001, the parent of S001 and S002', async () => {
    const me = async (who: 'teacher' | 'student' | 'parent') =>
      (await getJson(`${h.base}/api/me`, await h.signIn(who))).body.user;
    expect(await me('teacher')).toMatchObject({ role: 'teacher', status: 'active', teacherId: '1' });
    expect(await me('student')).toMatchObject({ role: 'student', status: 'active', studentId: 'S001' });
    expect(await me('parent')).toMatchObject({ role: 'parent', status: 'active', children: ['S001', 'S002'] });
  });

  it('has the sample tests in every status', async () => {
    const tests = (await getJson(`${h.base}/api/tests`, teacher)).body.data as { status: string }[];
    expect(new Set(tests.map((t) => t.status))).toEqual(new Set(['draft', 'scheduled', 'active', 'completed']));
    // The demo teacher made every one of them: their Manage list holds them all.
    const [all] = await h.db.query<{ n: number; theirs: number }>(
      "SELECT count(*)::int AS n, (count(*) FILTER (WHERE teacher_id = '1'))::int AS theirs FROM tests",
    );
    expect([tests.length, all!.theirs]).toEqual([all!.n, all!.n]);
  });

  it('files every sample material and test under a subject of the catalogue', async () => {
    const { subjects } = CatalogueResponse.parse((await getJson(`${h.base}/api/catalogue`)).body);
    const tests = TestsResponse.parse((await getJson(`${h.base}/api/tests`, teacher)).body).data;
    const courses = [...(await materials()).map((m) => m.course), ...tests.map((t) => t.course)];
    expect(courses.filter((c) => !subjects.includes(c))).toEqual([]);
  });

  it('has a graded history from attempts: S001 sees results, an open test and an upcoming one; the directory and Manage figures agree', async () => {
    const learner = await h.signIn('student');
    const results = LearnerResultsResponse.parse((await getJson(`${h.base}/api/learners/S001/results`, learner)).body).data;
    expect(results.map((r) => r.testName).sort()).toEqual([
      'Algebra Fundamentals Quiz',
      'Cell Biology Quiz',
      "Newton's Laws Quiz",
    ]);
    expect(results.every((r) => r.percentage >= 0 && r.percentage <= 100)).toBe(true);
    const states = LearnerTestsResponse.parse((await getJson(`${h.base}/api/learners/S001/tests`, learner)).body).data;
    expect(Object.fromEntries(states.map((t) => [t.title, t.state]))).toMatchObject({
      'Chemistry Basics Check': 'open',
      'Physics Mid-Term Exam': 'upcoming',
      'Algebra Fundamentals Quiz': 'completed',
    });
    const parent = await h.signIn('parent');
    const seen = LearnerResultsResponse.parse((await getJson(`${h.base}/api/learners/S001/results`, parent)).body).data;
    expect(seen.map((r) => r.percentage)).toEqual(results.map((r) => r.percentage));
    const directory = StudentsResponse.parse((await getJson(`${h.base}/api/students`, teacher)).body).data;
    const mean = Math.round(results.reduce((sum, r) => sum + r.percentage, 0) / results.length);
    expect(directory.find((s) => s.student_id === 'S001')!.average_grade).toBe(mean);
    const algebra = (
      (await getJson(`${h.base}/api/tests`, teacher)).body.data as {
        id: number;
        title: string;
        submissions: number;
        averageScore: number;
      }[]
    ).find((t) => t.title === 'Algebra Fundamentals Quiz')!;
    const [row] = await h.db.query<{ n: number; avg: number }>(
      "SELECT count(*)::int AS n, round(avg(percentage)::numeric, 1)::float8 AS avg FROM attempts WHERE test_id = $1 AND status = 'graded'",
      [algebra.id],
    );
    expect(algebra.submissions).toBe(row!.n);
    expect(algebra.submissions).toBeGreaterThan(12);
    expect(algebra.averageScore).toBe(row!.avg);
  });

  it('generates multi-page PDFs with text, a form with fields and link annotations, PNG and JPEG', async () => {
    const list = await materials();
    const types = list.map((m) => m.type);
    expect(types.filter((t) => t === 'application/pdf').length).toBeGreaterThanOrEqual(4);
    expect(types).toContain('image/png');
    expect(types).toContain('image/jpeg');
    const notes = await PDFDocument.load(await bytesOf(list.find((m) => m.name.endsWith('Algebra Lecture Notes.pdf'))!.url));
    expect(notes.getPageCount()).toBeGreaterThan(2);
    const formPdf = await PDFDocument.load(await bytesOf(list.find((m) => m.name.endsWith('Worksheet.pdf'))!.url));
    expect(
      formPdf
        .getForm()
        .getFields()
        .map((f) => f.getName()),
    ).toEqual(expect.arrayContaining(['student.name', 'student.class', 'essay.body', 'essay.own-work']));
    const annots = formPdf.getPage(1).node.lookup(PDFName.of('Annots'), PDFArray);
    expect(annots.size()).toBe(2);
    const png = await bytesOf(list.find((m) => m.type === 'image/png')!.url);
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const jpg = await bytesOf(list.find((m) => m.type === 'image/jpeg')!.url);
    expect([...jpg.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpg.slice(-2)]).toEqual([0xff, 0xd9]);
  });

  it('has a large PDF whose first page needs under 5% of the file by range requests', async () => {
    const large = (await materials()).find((m) => m.name.endsWith('Large Reference Atlas.pdf'))!;
    expect(large.size).toBeGreaterThan(30_000_000);
    // pdf.js with 64 KiB chunks and no auto-fetch, reading through our Range responses.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const url = `${h.base}${large.url}`;
    let fetched = 0;
    const head = await fetch(url, { headers: { ...teacher, Range: `bytes=0-${PDF_RANGE_CHUNK_SIZE - 1}` } });
    const first = new Uint8Array(await head.arrayBuffer());
    fetched += first.length;
    const transport = new pdfjs.PDFDataRangeTransport(large.size, first);
    transport.requestDataRange = (begin: number, end: number) => {
      void fetch(url, { headers: { ...teacher, Range: `bytes=${begin}-${end - 1}` } })
        .then((r) => r.arrayBuffer())
        .then((buf) => {
          fetched += buf.byteLength;
          transport.onDataRange(begin, new Uint8Array(buf));
        });
    };
    const doc = await pdfjs.getDocument({
      range: transport,
      rangeChunkSize: PDF_RANGE_CHUNK_SIZE,
      disableAutoFetch: true,
      disableStream: true,
      length: large.size,
    }).promise;
    const page = await doc.getPage(1);
    const text = await page.getTextContent();
    expect(text.items.map((i) => ('str' in i ? i.str : '')).join(' ')).toMatch(/Page 1 of/);
    const ops = await page.getOperatorList();
    expect(ops.fnArray.length).toBeGreaterThan(1000);
    console.log(
      `large PDF: ${large.size} bytes, ${doc.numPages} pages, page 1 after ${fetched} bytes (${((100 * fetched) / large.size).toFixed(2)}%)`,
    );
    expect(fetched / large.size).toBeLessThan(0.05);
    await doc.destroy();
  });

  it('queues a processing job for every PDF (a server runs them once started) and gives images their size', async () => {
    const list = await materials();
    const pdfs = list.filter((m) => m.type === 'application/pdf');
    expect(pdfs.every((m) => m.processing === 'pending')).toBe(true);
    const jobs = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM material_jobs');
    expect(jobs[0]!.n).toBe(pdfs.length);
    expect(list.find((m) => m.type === 'image/png')).toMatchObject({ processing: 'done', width: 480, height: 320 });
    expect(list.find((m) => m.type === 'image/jpeg')).toMatchObject({ processing: 'done', width: 320, height: 240 });
  });

  it('stays quick', () => {
    expect(seconds).toBeLessThan(30);
  });

  it('gives a demo database seeded before accounts existed its demo accounts on start, once, and only when asked', async () => {
    const count = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts'))[0]!.n;
    await h.db.query('TRUNCATE accounts CASCADE');
    await seedIfEmpty(h.db, h.blobs, { demoAccounts: false });
    expect(await count()).toBe(0);
    await seedIfEmpty(h.db, h.blobs, { demoAccounts: true });
    await seedIfEmpty(h.db, h.blobs, { demoAccounts: true });
    // Teacher 1, the learner, the parent, teacher 2 and the administrator.
    expect(await count()).toBe(5);
  });
});
