import { beforeEach, describe, expect, it } from 'vitest';
import type { ReadingPosition } from '../../src/contract/reading-positions.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { getJson, sendJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => {
  h = x;
  teacher = t;
});
let material: number;
beforeEach(async () => {
  await h.reset();
  teacher = await h.signIn('teacher');
  forgetWrites();
  material = (
    await h.db.query<{ id: number }>(
      `INSERT INTO materials (file_id, teacher_id, category, course, title, mime, size, pages)
     VALUES ('reading-test', '1', 'Lectures', 'Mathematics', 'Long read.pdf', 'application/pdf', 100, 40) RETURNING id`,
    )
  )[0]!.id;
  // For the learner's (and the parent's child's) class.
  await h.db.query("INSERT INTO material_classes (material_id, class) VALUES ($1, 'Class A')", [material]);
});

const url = (id: number | string) => `${h.base}/api/reading-positions/${id}`;
const positionOf = async (as: HeaderMap, id: number | string = material) => {
  const res = await getJson(url(id), as);
  return { status: res.status, body: res.body as ReadingPosition & { message?: string } };
};

describe('reading positions', () => {
  it('keeps each account its own last page of a material', async () => {
    const learner = await h.signIn('student');
    expect(await positionOf(learner)).toEqual({ status: 200, body: { page: null } });
    expect((await sendJson(url(material), 'PUT', { page: 12 }, learner)).status).toBe(200);
    expect((await sendJson(url(material), 'PUT', { page: 14 }, learner)).status).toBe(200);
    expect((await positionOf(learner)).body).toEqual({ page: 14 });
    // Another person's place is their own.
    expect((await positionOf(teacher)).body).toEqual({ page: null });
  });

  it('keeps a page past the end as the last page, and refuses what is not a page', async () => {
    const learner = await h.signIn('student');
    const far = await sendJson(url(material), 'PUT', { page: 500 }, learner);
    expect(far.body).toEqual({ page: 40 });
    for (const page of [0, -1, 1.5, '3', null]) {
      const res = await sendJson(url(material), 'PUT', { page }, learner);
      expect(res.status, JSON.stringify(page)).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/page/);
    }
  });

  it('answers 404 for a material that does not exist, and 401 without an account', async () => {
    const learner = await h.signIn('student');
    expect((await positionOf(learner, 999_999)).status).toBe(404);
    expect((await sendJson(url(999_999), 'PUT', { page: 1 }, learner)).status).toBe(404);
    expect((await positionOf({})).status).toBe(401);
  });
});
