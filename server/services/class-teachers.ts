import type { Database } from '../db/queryable.ts';
import { emailKey } from '../../src/contract/email.ts';
import { HttpError } from '../http/errors.ts';
import type { Identity } from '../auth/identity.ts';
import { recordClassActivity, type ClassRow } from './class-writes.ts';

/**
 * Makes the teacher of an approved teacher account, named by its email, a co-teacher of the
 * class: 404 when no approved teacher has that email, 409 when they teach the class already.
 */
export async function addCoTeacher(db: Database, i: Identity, c: ClassRow, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [teacher] = await tx.query<{ teacher_id: string; name: string }>(
      `SELECT a.teacher_id, t.name FROM accounts a JOIN teachers t ON t.id = a.teacher_id
       WHERE a.email = $1 AND a.role = 'teacher'`,
      [emailKey(email)],
    );
    if (!teacher) throw new HttpError(404, `No approved teacher has the account ${email}.`);
    const added = await tx.query(
      `INSERT INTO class_teachers (class, teacher_id, owner) VALUES ($1, $2, false)
       ON CONFLICT (class, teacher_id) DO NOTHING RETURNING teacher_id`,
      [c.name, teacher.teacher_id],
    );
    if (added.length === 0) throw new HttpError(409, `${teacher.name} teaches ${c.name} already.`);
    await recordClassActivity(tx, i, `Added ${teacher.name} as a co-teacher of ${c.name}`);
  });
}

/** Takes a co-teacher off the class: 404 when they do not teach it, 409 for its owner. */
export async function removeCoTeacher(db: Database, i: Identity, c: ClassRow, teacherId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [teacher] = await tx.query<{ owner: boolean; name: string }>(
      `SELECT ct.owner, t.name FROM class_teachers ct JOIN teachers t ON t.id = ct.teacher_id
       WHERE ct.class = $1 AND ct.teacher_id = $2 FOR UPDATE OF ct`,
      [c.name, teacherId],
    );
    if (!teacher) throw new HttpError(404, `Teacher ${teacherId} does not teach ${c.name}.`);
    if (teacher.owner) throw new HttpError(409, `${teacher.name} owns ${c.name}. Make another teacher the owner first.`);
    await tx.query('DELETE FROM class_teachers WHERE class = $1 AND teacher_id = $2', [c.name, teacherId]);
    await recordClassActivity(tx, i, `Removed ${teacher.name} as a co-teacher of ${c.name}`);
  });
}
