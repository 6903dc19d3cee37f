import type { Queryable } from '../db/queryable.ts';
import type { Identity } from './identity.ts';

const NOT_YOUR_CLASS = 'This material is for classes you are not in.';
const NOT_YOUR_CHILDS_CLASS = 'This material is for classes your children are not in.';
const NOT_TAUGHT = 'This material is for classes you do not teach.';
const NOT_YOURS = "Only the teacher who uploaded this material and the school's administrator can change it.";

/**
 * Why the caller may not open material `id` (its file, page 1 images, reading position):
 * a learner or parent opens the materials filed for a class the learner (a child) is in, a
 * teacher those of the classes they teach and their own uploads, an administrator every one.
 * Undefined when they may, or when there is no such material (the route answers 404).
 */
export async function materialRefusal(db: Queryable, i: Identity, id: number): Promise<string | undefined> {
  if (i.role === 'admin') return undefined;
  const rows = await db.query<{ teacher_id: string; allowed: boolean }>(
    `SELECT m.teacher_id,
            EXISTS (
              SELECT 1 FROM material_classes mc
              WHERE mc.material_id = m.id
                AND (mc.class = ANY($2::text[])
                     OR EXISTS (SELECT 1 FROM class_students cs WHERE cs.class = mc.class AND cs.student_id = ANY($3::text[])))
            ) AS allowed
     FROM materials m WHERE m.id = $1`,
    [id, i.role === 'teacher' ? i.classes : [], i.role === 'teacher' ? [] : i.studentIds],
  );
  const row = rows[0];
  if (!row || row.allowed) return undefined;
  if (i.role === 'teacher') return row.teacher_id === i.teacherId ? undefined : NOT_TAUGHT;
  return i.role === 'parent' ? NOT_YOUR_CHILDS_CLASS : NOT_YOUR_CLASS;
}

/** For ACCESS: the material of path `id`, as materialRefusal decides. */
export const materialPathRefusal = (db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> =>
  materialRefusal(db, i, Number(params.id));

/**
 * Why the caller may not change the material of path `id`: only the teacher who uploaded it
 * and an administrator may. Undefined when they may, or when there is no such material (404).
 */
export async function materialOwnerRefusal(
  db: Queryable,
  i: Identity,
  params: Record<string, string>,
): Promise<string | undefined> {
  if (i.role === 'admin') return undefined;
  const rows = await db.query<{ teacher_id: string }>('SELECT teacher_id FROM materials WHERE id = $1', [Number(params.id)]);
  const row = rows[0];
  return row && row.teacher_id !== i.teacherId ? NOT_YOURS : undefined;
}
