import type { ClassFields, ClassSummary, JoinClassResponse } from '../../src/contract/classes.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { isUniqueViolation } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import type { Identity } from '../auth/identity.ts';
import { recordActivity } from './activity.ts';
import { addTeacherToClass, classSummary, insertClass, newJoinCode } from './classes.ts';

/** A stored class as the writes need it: its id, name, owner's teacher id and whether it is an LMS course. */
export interface ClassRow {
  id: number;
  name: string;
  ownerId: string | null;
  lms: boolean;
}

/** The class of `id` (404 when there is none); `forUpdate` locks its row until the transaction ends. */
export async function classRow(db: Queryable, id: number, forUpdate = false): Promise<ClassRow> {
  const rows = await db.query<ClassRow>(
    `SELECT c.id, c.name,
            (SELECT t.teacher_id FROM class_teachers t WHERE t.class = c.name AND t.owner) AS "ownerId",
            EXISTS (SELECT 1 FROM lti_contexts l WHERE l.class = c.name) AS lms
     FROM classes c WHERE c.id = $1${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [id],
  );
  if (!rows[0]) throw new HttpError(404, `Class ${id} not found.`);
  return rows[0];
}

/** Records a class change in the acting teacher's activity (an administrator's changes are not a teacher's). */
export async function recordClassActivity(db: Queryable, i: Identity, message: string): Promise<void> {
  if (i.role === 'teacher' && i.teacherId) await recordActivity(db, i.teacherId, 'class', message);
}

/** Refuses (409) a name another class has, whatever its case ("class a" is Class A). */
async function assertNameFree(db: Queryable, name: string, exceptId?: number): Promise<void> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM classes WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
    [name, exceptId ?? null],
  );
  if (rows[0]) throw new HttpError(409, `A class named "${rows[0].name}" exists already: choose another name.`);
}

/** Refuses (400) a course that is not in the catalogue. */
async function assertCourse(db: Queryable, courseId: string | null): Promise<void> {
  if (courseId === null) return;
  const rows = await db.query('SELECT 1 FROM courses WHERE id = $1', [courseId]);
  if (rows.length === 0)
    throw new HttpError(400, `Invalid body: courseId: "${courseId.slice(0, 64)}" is not a course of the catalogue.`);
}

/** Refuses (404) a teacher id with no teacher. */
async function assertTeacher(db: Queryable, teacherId: string): Promise<void> {
  const rows = await db.query('SELECT 1 FROM teachers WHERE id = $1', [teacherId]);
  if (rows.length === 0) throw new HttpError(404, `Teacher ${teacherId} not found.`);
}

/**
 * The owner of a new class: a teacher owns the classes they create (naming anyone else is
 * refused, 403); an administrator names the owner, who must be a teacher (400 when missing, 404 unknown).
 */
async function ownerOfNewClass(db: Queryable, i: Identity, ownerTeacherId: string | undefined): Promise<string> {
  if (i.role === 'teacher') {
    if (ownerTeacherId !== undefined && ownerTeacherId !== i.teacherId)
      throw new HttpError(403, 'A teacher creates classes they own: ownerTeacherId may only be your own teacher id.');
    return i.teacherId!;
  }
  if (ownerTeacherId === undefined)
    throw new HttpError(400, "Invalid body: ownerTeacherId: an administrator names the class's owner teacher.");
  await assertTeacher(db, ownerTeacherId);
  return ownerTeacherId;
}

/** Stores a new class with its owner (POST /api/classes); returns it with its join code. */
export async function createClass(db: Database, i: Identity, f: ClassFields): Promise<ClassSummary> {
  const owner = await ownerOfNewClass(db, i, f.ownerTeacherId);
  await assertCourse(db, f.courseId);
  const id = await db
    .transaction(async (tx) => {
      await tx.query('LOCK TABLE classes IN SHARE ROW EXCLUSIVE MODE');
      await assertNameFree(tx, f.name);
      const created = await insertClass(tx, { name: f.name, courseId: f.courseId, grade: f.grade, term: f.term });
      await addTeacherToClass(tx, f.name, owner);
      await recordClassActivity(tx, i, `Created class ${f.name}`);
      return created;
    })
    .catch(nameTaken(f.name));
  return classSummary(db, id);
}

/** A unique violation left to the database (a race on the name) as the 409 the checks give. */
const nameTaken =
  (name: string) =>
  (err: unknown): never => {
    if (isUniqueViolation(err)) throw new HttpError(409, `A class named "${name}" exists already: choose another name.`);
    throw err;
  };

/**
 * Every stored reference to a class's name follows a rename: the roster, teachers and material
 * audiences through their foreign keys, and here the LMS course, the tests' assignments and the
 * attendance (which name the class as text).
 */
async function renameReferences(tx: Queryable, from: string, to: string): Promise<void> {
  await tx.query('UPDATE lti_contexts SET class = $2 WHERE class = $1', [from, to]);
  await tx.query('UPDATE attendance SET class = $2 WHERE class = $1', [from, to]);
  await tx.query('UPDATE attendance_versions SET class = $2 WHERE class = $1', [from, to]);
  await tx.query(
    `UPDATE tests SET assigned_to = (
       SELECT jsonb_agg(CASE WHEN e = to_jsonb($1::text) THEN to_jsonb($2::text) ELSE e END ORDER BY n)
       FROM jsonb_array_elements(assigned_to) WITH ORDINALITY AS x(e, n))
     WHERE assigned_to @> jsonb_build_array($1::text)`,
    [from, to],
  );
}

/** Makes `teacherId` the class's owner; the owner before stays a co-teacher. */
async function changeOwner(tx: Queryable, className: string, teacherId: string): Promise<void> {
  await tx.query('UPDATE class_teachers SET owner = false WHERE class = $1 AND owner', [className]);
  await tx.query(
    `INSERT INTO class_teachers (class, teacher_id, owner) VALUES ($1, $2, true)
     ON CONFLICT (class, teacher_id) DO UPDATE SET owner = true`,
    [className, teacherId],
  );
}

/**
 * Renames a class, changes its course, grade and term (PUT /api/classes/{id}); only an
 * administrator may change its owner (`ownerTeacherId` naming the owner it has is no change).
 */
export async function updateClass(db: Database, i: Identity, id: number, f: ClassFields): Promise<ClassSummary> {
  await assertCourse(db, f.courseId);
  await db
    .transaction(async (tx) => {
      await tx.query('LOCK TABLE classes IN SHARE ROW EXCLUSIVE MODE');
      const c = await classRow(tx, id, true);
      const newOwner = f.ownerTeacherId !== undefined && f.ownerTeacherId !== c.ownerId ? f.ownerTeacherId : undefined;
      if (newOwner !== undefined) {
        if (i.role !== 'admin') throw new HttpError(403, "Only the school's administrator can change a class's owner.");
        await assertTeacher(tx, newOwner);
      }
      if (f.name !== c.name) await assertNameFree(tx, f.name, id);
      await tx.query('UPDATE classes SET name = $2, course_id = $3, grade = $4, term = $5 WHERE id = $1', [
        id,
        f.name,
        f.courseId,
        f.grade,
        f.term,
      ]);
      if (f.name !== c.name) await renameReferences(tx, c.name, f.name);
      if (newOwner !== undefined) await changeOwner(tx, f.name, newOwner);
      await recordClassActivity(tx, i, f.name === c.name ? `Updated class ${f.name}` : `Renamed class ${c.name} to ${f.name}`);
    })
    .catch(nameTaken(f.name));
  return classSummary(db, id);
}

/**
 * Deletes a class (DELETE /api/classes/{id}) with its roster, teachers, audiences, attendance
 * and place in tests' assignments; the students' records stay. A class that is an LMS course is
 * refused (409): its course would bring it back on the next launch.
 */
export async function deleteClass(db: Database, i: Identity, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const c = await classRow(tx, id, true);
    if (c.lms)
      throw new HttpError(409, `${c.name} is a course of an LMS: its roster comes from the LMS, so it cannot be deleted here.`);
    await tx.query('DELETE FROM attendance WHERE class = $1', [c.name]);
    await tx.query('DELETE FROM attendance_versions WHERE class = $1', [c.name]);
    await tx.query(
      `UPDATE tests SET assigned_to = (
         SELECT COALESCE(jsonb_agg(e ORDER BY n), '[]'::jsonb)
         FROM jsonb_array_elements(assigned_to) WITH ORDINALITY AS x(e, n) WHERE e <> to_jsonb($1::text))
       WHERE assigned_to @> jsonb_build_array($1::text)`,
      [c.name],
    );
    await tx.query('DELETE FROM classes WHERE id = $1', [id]);
    await recordClassActivity(tx, i, `Deleted class ${c.name}`);
    return { message: `Deleted ${c.name}.` };
  });
}

/** Gives the class a fresh join code (the old one stops working); POST /api/classes/{id}/join-code. */
export async function renewJoinCode(db: Database, i: Identity, id: number): Promise<ClassSummary> {
  const c = await classRow(db, id);
  // A code another class has is drawn again (about one chance in 2^39 each time).
  for (let tries = 0; ; tries++) {
    try {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE classes SET join_code = $2 WHERE id = $1', [id, newJoinCode()]);
        await recordClassActivity(tx, i, `New join code for ${c.name}`);
      });
      return classSummary(db, id);
    } catch (err) {
      if (!isUniqueViolation(err) || tries >= 4) throw err;
    }
  }
}

/** A learner's record joins the class whose code it is (POST /api/classes/join); 404 when no class has the code. */
export async function joinClassByCode(db: Queryable, i: Identity, code: string): Promise<JoinClassResponse> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM classes WHERE join_code = $1', [
    code.toUpperCase(),
  ]);
  const c = rows[0];
  if (!c) throw new HttpError(404, 'No class has this code.');
  const studentId = i.studentIds[0]!;
  const added = await db.query(
    'INSERT INTO class_students (class, student_id) VALUES ($1, $2) ON CONFLICT (class, student_id) DO NOTHING RETURNING student_id',
    [c.name, studentId],
  );
  return {
    message: added.length > 0 ? `You joined ${c.name}.` : `You are in ${c.name} already.`,
    class: { id: c.id, name: c.name },
  };
}
