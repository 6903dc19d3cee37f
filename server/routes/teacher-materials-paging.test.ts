import { beforeEach, describe, expect, it } from 'vitest';
import { TeacherMaterialsResponse } from '../../src/contract/materials.ts';
import { getJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => ([h, teacher] = [x, t]));
beforeEach(async () => {
  await h.reset();
  teacher = await h.signIn('teacher');
});

/** Files materials of teacher `teacherId` directly, oldest first (an hour apart). */
async function fileMaterials(teacherId: string, list: readonly (readonly [string, string, string])[]): Promise<void> {
  for (const [i, [title, category, course]] of list.entries()) {
    await h.db.query(
      `INSERT INTO materials (file_id, teacher_id, category, course, title, mime, size, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, 'application/pdf', 100, now() - ($6::int * interval '1 hour'))`,
      [`file-${teacherId}-${i}`, teacherId, category, course, title, list.length - i],
    );
  }
}

const page = async (query: string, who = teacher) => {
  const res = await getJson(`${h.base}/api/getStudyMaterials/1${query}`, who);
  expect(res.status, res.text).toBe(200);
  return TeacherMaterialsResponse.parse(res.body);
};
const titles = (p: TeacherMaterialsResponse) => p.materials.map((m) => m.title);

describe("a teacher's materials a page at a time", () => {
  it('walks them newest first with the total, and filters by title, category and course on the server', async () => {
    const before = (await page('')).total!;
    await fileMaterials('1', [
      ['Vectors 100% Primer', 'Lectures', 'Mathematics'],
      ['Optics Lab', 'Assignments', 'Physics'],
      ['Forces of Nature', 'Lectures', 'Physics'],
    ]);
    await fileMaterials('2', [['Forces of Another Teacher', 'Lectures', 'Physics']]);

    const all = await page('');
    expect(all.total).toBe(before + 3);
    expect(titles(all).slice(0, 3)).toEqual(['Forces of Nature', 'Optics Lab', 'Vectors 100% Primer']);

    const first = await page('?limit=2');
    expect(first).toMatchObject({ total: before + 3, nextCursor: '2' });
    const seen = [...titles(first)];
    for (let cursor = first.nextCursor; cursor !== null && cursor !== undefined;) {
      const next = await page(`?limit=2&cursor=${cursor}`);
      seen.push(...titles(next));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(titles(all));

    // The title's part, case ignored; a % is taken literally.
    expect(titles(await page('?q=FORCES'))).toEqual(['Forces of Nature']);
    expect(titles(await page('?q=100%25'))).toEqual(['Vectors 100% Primer']);
    expect(await page('?q=0%25%25')).toMatchObject({ materials: [], total: 0, nextCursor: null });
    expect(titles(await page('?category=Assignments&course=Physics'))).toEqual(['Optics Lab']);
    expect((await page('?course=Physics&q=o')).total).toBe(2);
  });

  it('refuses a page size over the maximum and over-long filters with a message', async () => {
    for (const query of ['?limit=101', '?limit=0', '?cursor=x', `?q=${'a'.repeat(101)}`, `?course=${'a'.repeat(101)}`]) {
      const res = await getJson(`${h.base}/api/getStudyMaterials/1${query}`, teacher);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message, query).toBe('string');
    }
  });
});
