import { describe, expect, it } from 'vitest';
import { CatalogueResponse } from '../../src/contract/catalogue.ts';
import { TestResponse, TestsResponse } from '../../src/contract/tests.ts';
import { TeacherMaterialsResponse } from '../../src/contract/materials.ts';
import { getJson, sendJson, upload, uploadForm, PDF, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { insertMaterial } from '../services/materials.ts';
import { newFileId } from '../storage/blob-store.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1, signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const SUBJECTS = ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'History', 'Computer Science'];
const ALLOWED = `course must be one of: ${SUBJECTS.join(', ')}.`;
const question = { id: 1, type: 'true-false', question: 'Cells divide?', options: [], correctAnswer: 'true', points: 1 };
const newTest = (course?: string) => ({
  title: 'Cells',
  ...(course === undefined ? {} : { course }),
  timeLimit: 30,
  maxAttempts: 1,
  passingScore: 50,
  questions: [question],
});
const createTest = (body: unknown) => sendJson(`${h.base}/api/tests`, 'POST', body, teacher);
const teacherList = async () =>
  TeacherMaterialsResponse.parse((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).materials;

describe('GET /api/catalogue', () => {
  it("lists the subjects and courses to anyone, signed in or not, in the school's order", async () => {
    const res = await getJson(`${h.base}/api/catalogue`);
    expect(res.status).toBe(200);
    const catalogue = CatalogueResponse.parse(res.body);
    expect(catalogue.subjects).toEqual(SUBJECTS);
    expect(catalogue.courses.map((c) => [c.title, c.subject, c.instructor])).toEqual([
      ['Advanced Mathematics', 'Mathematics', 'Dr. Sarah Wilson'],
      ['Physics Fundamentals', 'Physics', 'Prof. Michael Chen'],
      ['Organic Chemistry', 'Chemistry', 'Dr. Emily Brown'],
      ['Cell Biology', 'Biology', 'Dr. Aisha Rahman'],
      ['English Literature', 'English', 'Ms. Laura Bennett'],
      ['World History', 'History', 'Mr. David Okafor'],
      ['Introduction to Programming', 'Computer Science', 'Mr. Rahul Mehta'],
    ]);
    expect(new Set(catalogue.courses.map((c) => c.id)).size).toBe(7);
    expect((await getJson(`${h.base}/api/catalogue`, teacher)).body).toEqual(res.body);
  });

  it('is stored data: a subject and course added to the tables are listed and accepted', async () => {
    await h.db.query("INSERT INTO subjects (name, position) VALUES ('Geography', 8)");
    await h.db.query(
      "INSERT INTO courses (id, title, subject, instructor, position) VALUES ('maps', 'Maps and Places', 'Geography', 'Ms. Ana Silva', 8)",
    );
    try {
      const catalogue = CatalogueResponse.parse((await getJson(`${h.base}/api/catalogue`)).body);
      expect(catalogue.subjects.at(-1)).toBe('Geography');
      expect(catalogue.courses.at(-1)).toEqual({
        id: 'maps',
        title: 'Maps and Places',
        subject: 'Geography',
        instructor: 'Ms. Ana Silva',
      });
      expect((await createTest(newTest('Geography'))).status).toBe(201);
    } finally {
      await h.db.query("DELETE FROM courses WHERE id = 'maps'");
      await h.db.query("DELETE FROM subjects WHERE name = 'Geography'");
    }
  });
});

describe("a material's course is a catalogue subject", () => {
  it('stores an upload under a subject (trimmed)', async () => {
    const res = await upload(
      h.base,
      uploadForm([{ bytes: PDF, name: 'Atoms.pdf' }], { category: 'Lectures', course: ' Chemistry ', classes: 'Class A' }),
      teacher,
    );
    expect(res.status).toBe(201);
    expect((await teacherList()).map((m) => m.name)).toEqual(['Lectures/Chemistry/Atoms.pdf']);
  });

  it('refuses an upload under a course outside the catalogue with 400 naming the subjects, storing nothing', async () => {
    for (const course of ['Science', 'Advanced Mathematics', 'mathematics']) {
      const res = await upload(
        h.base,
        uploadForm([{ bytes: PDF, name: 'Cells.pdf' }], { category: 'Lectures', course, classes: 'Class A' }),
        teacher,
      );
      expect(res.status, course).toBe(400);
      expect(res.body.message).toBe(`Unknown course "${course}": ${ALLOWED}`);
    }
    expect(await teacherList()).toEqual([]);
    expect(await h.diskState()).toEqual({ tmp: [], files: [] });
  });

  it('deletes a material filed under a subject the catalogue has since dropped; a name finding nothing under such a course is 400', async () => {
    const fileId = newFileId();
    await h.blobs.put(h.db, fileId, PDF);
    await insertMaterial(h.db, {
      fileId,
      teacherId: '1',
      category: 'Lectures',
      course: 'Science',
      title: 'Old.pdf',
      mime: 'application/pdf',
      size: PDF.length,
      classes: ['Class A'],
    });
    const remove = (fileName: string) => sendJson(`${h.base}/api/deleteStudyMaterial`, 'DELETE', { fileName }, teacher);
    expect((await remove('Lectures/Science/Old.pdf')).status).toBe(200);
    expect(await teacherList()).toEqual([]);
    expect((await h.diskState()).files).toEqual([]);
    const unknown = await remove('Lectures/Science/Old.pdf');
    expect(unknown).toMatchObject({ status: 400, body: { message: `Unknown course "Science": ${ALLOWED}` } });
    expect((await remove('Lectures/Physics/None.pdf')).status).toBe(404);
  });
});

describe("a test's course is a catalogue subject", () => {
  it('stores the chosen subject', async () => {
    const res = await createTest(newTest('Biology'));
    expect(res.status).toBe(201);
    expect(TestResponse.parse(res.body).data.course).toBe('Biology');
    expect(TestsResponse.parse((await getJson(`${h.base}/api/tests`, teacher)).body).data.map((t) => t.course)).toEqual([
      'Biology',
    ]);
  });

  it('refuses a missing, empty or unknown course with 400 and stores nothing', async () => {
    const cases: [unknown, string | RegExp][] = [
      [newTest(), /^Invalid test: course: /],
      [newTest('  '), 'Invalid test: course: must not be empty'],
      [newTest('General'), `Unknown course "General": ${ALLOWED}`],
      [newTest('Science'), `Unknown course "Science": ${ALLOWED}`],
    ];
    for (const [body, message] of cases) {
      const res = await createTest(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    expect(TestsResponse.parse((await getJson(`${h.base}/api/tests`, teacher)).body).data).toEqual([]);
  });
});
