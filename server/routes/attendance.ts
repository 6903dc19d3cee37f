import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AttendanceRecordsResponse, SaveAttendanceResponse } from '../../src/contract/attendance.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { recordActivity } from '../services/activity.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { queryJsonRows } from '../db/json-rows.ts';
import { bumpDayVersion, changedByMessage, dayVersion } from '../services/attendance-version.ts';
import { assertClassesExist } from '../services/classes.ts';

/**
 * POST /api/attendance: saves one class's marks for one date; the class must exist and every
 * student must be in it. Saving the same class and date again replaces that day's marks;
 * everything happens in one transaction. A save that names the version it started from gets
 * 409 and writes nothing when the day has changed since.
 */
export function registerSaveAttendance(app: FastifyInstance, { db }: AppContext): void {
  const route = ROUTES.saveAttendance;
  app.post(route.path, async (req): Promise<SaveAttendanceResponse> => {
    const sub = parseOr400(route.body, req.body ?? undefined, 'attendance');
    const teacherId = String(sub.teacherId);
    // Marks are saved in the signed-in teacher's name, never in another's.
    if (teacherId !== req.identity!.teacherId) throw new HttpError(403, `You are signed in as teacher ${req.identity!.teacherId}, not ${teacherId}.`);
    const ids = sub.records.map((r) => r.studentId);
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup) throw new HttpError(400, `Invalid attendance: student ${dup} appears more than once.`);
    await assertClassesExist(db, [sub.class]);

    const known = await db.query<{ student_id: string; class: string }>(
      'SELECT student_id, class FROM students WHERE student_id = ANY($1::text[])',
      [ids],
    );
    const classOf = new Map(known.map((s) => [s.student_id, s.class]));
    for (const id of ids) {
      if (!classOf.has(id)) throw new HttpError(400, `Invalid attendance: unknown student ${id}.`);
      if (classOf.get(id) !== sub.class) throw new HttpError(400, `Invalid attendance: student ${id} is not in ${sub.class}.`);
    }

    const version = await db.transaction(async (tx) => {
      // One save of a class and date at a time (on every instance sharing the database): no
      // deadlock between concurrent saves, and never a mix of two teachers' submissions.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`attendance:${sub.class}:${sub.date}`]);
      const current = await dayVersion(tx, sub.class, sub.date);
      if (sub.version !== undefined && sub.version !== (current?.version ?? 0)) {
        throw new HttpError(409, changedByMessage(sub.class, sub.date, current ?? { version: 0, teacherName: 'another teacher', savedAt: new Date() }));
      }
      await tx.query('DELETE FROM attendance WHERE class = $1 AND date = $2', [sub.class, sub.date]);
      await bulkInsert(
        tx,
        'attendance',
        ['student_id', 'date', 'class', 'status', 'teacher_id'],
        sub.records.map((r) => [r.studentId, sub.date, sub.class, r.status, teacherId]),
        `ON CONFLICT (student_id, date) DO UPDATE SET class = EXCLUDED.class, status = EXCLUDED.status,
           teacher_id = EXCLUDED.teacher_id, saved_at = now()`,
      );
      await recordActivity(tx, teacherId, 'attendance', `Attendance saved for ${sub.class} on ${sub.date}`);
      return bumpDayVersion(tx, sub.class, sub.date, teacherId);
    });
    return { message: 'Attendance saved successfully!', saved: sub.records.length, version };
  });
}

/** GET /api/attendance?date=&class=: stored records with the teacher's name. */
export function registerGetAttendance(app: FastifyInstance, { db }: AppContext): void {
  const route = ROUTES.attendance;
  app.get(route.path, async (req, reply) => {
    const q = parseOr400(route.query, req.query, 'query');
    const key = `attendance:${JSON.stringify([q.date, q.class ?? null])}`;
    return sendCachedJson(req, reply, db, key, async (): Promise<AttendanceRecordsResponse> => {
      const rows = await queryJsonRows<AttendanceRecordsResponse['data'][number]>(
        db,
        `SELECT a.student_id, s.name, a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.teacher_id,
                COALESCE(t.name, 'Teacher ' || a.teacher_id) AS teacher_name,
                a.class AS sort_class, s.roll_no AS sort_roll_no
         FROM attendance a
         JOIN students s ON s.student_id = a.student_id
         LEFT JOIN teachers t ON t.id = a.teacher_id
         WHERE a.date = $1 AND ($2::text IS NULL OR a.class = $2::text)`,
        'q.sort_class, q.sort_roll_no, q.student_id',
        [q.date, q.class ?? null],
        ['sort_class', 'sort_roll_no'],
      );
      if (!q.class) return { data: rows };
      return { data: rows, version: (await dayVersion(db, q.class, q.date))?.version ?? 0 };
    });
  });
}
