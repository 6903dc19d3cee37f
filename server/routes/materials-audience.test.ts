import { describe, expect, it } from 'vitest';
import {
  getJson,
  sendJson,
  signInAs,
  upload as uploadTo,
  uploadForm as form,
  PDF,
  PNG,
  type HeaderMap,
  type Harness,
} from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { insertAccount } from '../test-support/accounts.ts';
import {
  LearnerMaterialsResponse,
  TeacherMaterial,
  TeacherMaterialsResponse,
  UploadResponse,
} from '../../src/contract/materials.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1: Class A and Class B
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const fields = (classes: string[], extra: Record<string, string> = {}) => {
  const f = form([{ bytes: PDF, name: 'Vectors.pdf' }], { category: 'Lectures', course: 'Mathematics', ...extra });
  for (const c of classes) f.append('classes', c);
  return f;
};
const upload = (f: FormData, headers = teacher) => uploadTo(h.base, f, headers, '1');
const learnerList = async (studentId: string, headers: HeaderMap) => {
  const res = await getJson(`${h.base}/api/studyMaterials/${studentId}`, headers);
  expect(res.status).toBe(200);
  return LearnerMaterialsResponse.parse(res.body).studyMaterials;
};
const teacherList = async () =>
  TeacherMaterialsResponse.parse((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).materials;
const status = async (path: string, headers: HeaderMap) => (await fetch(`${h.base}${path}`, { headers })).status;
/** An account of `role` linked to `students`, signed in. */
async function accountOf(role: 'student' | 'parent', students: string[]): Promise<HeaderMap> {
  const email = `${role}.${students.join('.')}@eduportal.example`.toLowerCase();
  await insertAccount(h.db, { email, name: `A ${role}`, role, students });
  return signInAs(h.base, email);
}
async function uploadFor(classes: string[], extra: Record<string, string> = {}): Promise<TeacherMaterial> {
  const res = await upload(fields(classes, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return UploadResponse.parse(res.body).materials[0]!;
}

describe('a material belongs to the classes it is filed for', () => {
  it('is filed with a title, a description and the classes the teacher teaches', async () => {
    const m = await uploadFor(['Class A', 'Class B'], { title: 'Week 3: vectors', description: 'Read before Monday.' });
    expect(m).toMatchObject({
      name: 'Lectures/Mathematics/Week 3: vectors',
      title: 'Week 3: vectors',
      description: 'Read before Monday.',
      classes: ['Class A', 'Class B'],
      url: `/api/files/${m.id}`,
    });
    expect(await teacherList()).toEqual([expect.objectContaining({ id: m.id, classes: ['Class A', 'Class B'] })]);
    // The download keeps the extension the title lacks.
    const file = await fetch(`${h.base}${m.url}?download=1`, { headers: teacher });
    expect(file.headers.get('content-disposition')).toContain('Week 3: vectors.pdf');
  });

  it('refuses a class the teacher does not teach (403), none (400), an unknown one (400), and stores nothing', async () => {
    const other = await upload(fields(['Class A', 'Class C']));
    expect(other).toMatchObject({ status: 403, body: { message: expect.stringContaining('Class C') } });
    const none = await upload(fields([]));
    expect(none).toMatchObject({ status: 400, body: { message: expect.stringContaining('Choose at least one class') } });
    const unknown = await upload(fields(['Class Z']));
    expect(unknown).toMatchObject({ status: 400, body: { message: expect.stringContaining('Class Z') } });
    const long = await upload(fields(['Class A'], { description: 'x'.repeat(2001) }));
    expect(long).toMatchObject({ status: 400, body: { message: expect.stringContaining('description') } });
    const twoTitled = form(
      [
        { bytes: PDF, name: 'a.pdf' },
        { bytes: PDF, name: 'b.pdf' },
      ],
      { category: 'Lectures', course: 'Mathematics', classes: 'Class A', title: 'One title' },
    );
    expect((await upload(twoTitled)).status).toBe(400);
    expect(await teacherList()).toEqual([]);
    expect(await h.diskState()).toEqual({ tmp: [], files: [] });
  });

  it('is listed, opened and searched by learners and parents of its classes only; others get 403 by direct URL', async () => {
    const m = await uploadFor(['Class A']);
    const inClass = await h.signIn('student'); // S001, Class A
    const otherLearner = await accountOf('student', ['S002']); // Class B
    const parentOfBoth = await h.signIn('parent'); // S001 and S002
    const otherParent = await accountOf('parent', ['S003']); // Class C

    expect(await learnerList('S001', inClass)).toEqual([
      expect.objectContaining({ name: 'Vectors.pdf', course: 'Mathematics', category: 'Lectures', classes: ['Class A'] }),
    ]);
    expect(await learnerList('S002', otherLearner)).toEqual([]);
    expect((await learnerList('S001', parentOfBoth)).map((x) => x.name)).toEqual(['Vectors.pdf']);
    expect(await learnerList('S002', parentOfBoth)).toEqual([]);
    expect(await learnerList('S003', otherParent)).toEqual([]);

    for (const path of [m.url, `${m.url}/preview`, `${m.url}/thumbnail`, `${m.url}/preview-text`]) {
      expect(await status(path, otherLearner), path).toBe(403);
      expect(await status(path, otherParent), path).toBe(403);
      expect(await status(path, await h.signIn('teacher2')), path).toBe(403);
    }
    expect(await status(m.url, inClass)).toBe(200);
    expect(await status(m.url, parentOfBoth)).toBe(200);
    expect(await status(m.url, await h.signIn('admin'))).toBe(200);
    const refused = await getJson(`${h.base}${m.url}`, otherLearner);
    expect(refused.body.message).toEqual(expect.any(String));

    const position = `/api/reading-positions/${m.id}`;
    expect((await sendJson(`${h.base}${position}`, 'PUT', { page: 1 }, inClass)).status).toBe(200);
    expect((await sendJson(`${h.base}${position}`, 'PUT', { page: 1 }, otherLearner)).status).toBe(403);
    expect(await status(position, otherParent)).toBe(403);

    await h.db.query("INSERT INTO material_pages (material_id, page, body) VALUES ($1, 1, 'vectors and their magnitude')", [
      m.id,
    ]);
    const search = async (headers: HeaderMap) =>
      ((await getJson(`${h.base}/api/materials/search?q=magnitude`, headers)).body as { hits: unknown[] }).hits.length;
    expect(await search(inClass)).toBe(1);
    expect(await search(parentOfBoth)).toBe(1);
    expect(await search(otherLearner)).toBe(0);
    expect(await search(otherParent)).toBe(0);
  });

  it("tells a parent each child's materials apart", async () => {
    await uploadFor(['Class A'], { title: 'For A' });
    await uploadFor(['Class B'], { title: 'For B' });
    const parent = await h.signIn('parent');
    expect((await learnerList('S001', parent)).map((m) => [m.name, m.classes])).toEqual([['For A', ['Class A']]]);
    expect((await learnerList('S002', parent)).map((m) => [m.name, m.classes])).toEqual([['For B', ['Class B']]]);
  });
});

describe('PUT /api/materials/{id} and /api/materials/{id}/file', () => {
  const edit = (id: number, body: unknown, headers = teacher) => sendJson(`${h.base}/api/materials/${id}`, 'PUT', body, headers);
  const replace = (id: number, f: FormData, headers = teacher) =>
    getJson(`${h.base}/api/materials/${id}/file`, headers, { method: 'PUT', body: f });
  const changes = {
    title: 'Vectors, part 1',
    description: 'New notes',
    category: 'Resources',
    course: 'Physics',
    classes: ['Class B'],
  };

  it('renames, re-files and changes the audience; the id and URL stay', async () => {
    const m = await uploadFor(['Class A']);
    const res = await edit(m.id, changes);
    expect(res.status).toBe(200);
    expect(TeacherMaterial.parse(res.body)).toMatchObject({
      ...changes,
      id: m.id,
      url: m.url,
      name: 'Resources/Physics/Vectors, part 1',
    });
    expect(await learnerList('S001', await h.signIn('student'))).toEqual([]);
    expect(await status(m.url, await h.signIn('student'))).toBe(403);
    const classB = await accountOf('student', ['S002']);
    expect((await learnerList('S002', classB)).map((x) => [x.name, x.course, x.classes])).toEqual([
      ['Vectors, part 1', 'Physics', ['Class B']],
    ]);
    expect(await status(m.url, classB)).toBe(200);
  });

  it('refuses another teacher (403), a class not taught (403), bad fields and a taken title (400)', async () => {
    const m = await uploadFor(['Class A']);
    await uploadFor(['Class A'], { title: 'Taken' });
    expect((await edit(m.id, changes, await h.signIn('teacher2'))).status).toBe(403);
    expect((await edit(m.id, { ...changes, classes: ['Class C'] })).status).toBe(403);
    for (const [body, field] of [
      [{ ...changes, classes: [] }, 'Choose at least one class'],
      [{ ...changes, title: '  ' }, 'title'],
      [{ ...changes, description: 'x'.repeat(2001) }, 'description'],
      [{ ...changes, category: 'Homework' }, 'category'],
      [{ ...changes, course: 'Cooking' }, 'course'],
      [{ ...changes, category: 'Lectures', course: 'Mathematics', title: 'Taken' }, 'title'],
    ] as const) {
      const res = await edit(m.id, body);
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toContain(field);
    }
    expect((await edit(999999, changes)).status).toBe(404);
    expect((await teacherList()).find((x) => x.id === m.id)).toMatchObject({ title: 'Vectors.pdf', classes: ['Class A'] });
  });

  it('lets an administrator edit any material for any class', async () => {
    const m = await uploadFor(['Class A']);
    const res = await edit(m.id, { ...changes, classes: ['Class C', 'Class D'] }, await h.signIn('admin'));
    expect(res).toMatchObject({ status: 200, body: { classes: ['Class C', 'Class D'] } });
  });

  it('replaces the file: same id and URL, the new bytes served, the old ones gone', async () => {
    const m = await uploadFor(['Class A']);
    const res = await replace(m.id, form([{ bytes: PNG, name: 'board.png', type: 'image/png' }], {}));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(TeacherMaterial.parse(res.body)).toMatchObject({ id: m.id, url: m.url, title: 'Vectors.pdf', type: 'image/png' });
    const file = await fetch(`${h.base}${m.url}`, { headers: await h.signIn('student') });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect((await h.diskState()).files).toHaveLength(1);
    expect((await replace(m.id, form([{ bytes: PDF, name: 'x.pdf' }], {}), await h.signIn('teacher2'))).status).toBe(403);
    const two = form(
      [
        { bytes: PDF, name: 'a.pdf' },
        { bytes: PDF, name: 'b.pdf' },
      ],
      {},
    );
    expect((await replace(m.id, two)).status).toBe(400);
    expect((await h.diskState()).files).toHaveLength(1);
  });
});
