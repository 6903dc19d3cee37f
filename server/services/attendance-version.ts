import type { Queryable } from '../db/queryable.ts';

export interface DayVersion {
  version: number;
  teacherName: string;
  savedAt: Date;
}

/** The version of a class's day of attendance (undefined: never saved through a versioned save). */
export async function dayVersion(db: Queryable, cls: string, date: string): Promise<DayVersion | undefined> {
  const [row] = await db.query<{ version: number; teacher_name: string; saved_at: Date | string }>(
    `SELECT v.version, COALESCE(t.name, 'Teacher ' || v.teacher_id) AS teacher_name, v.saved_at
     FROM attendance_versions v LEFT JOIN teachers t ON t.id = v.teacher_id
     WHERE v.class = $1 AND v.date = $2`,
    [cls, date],
  );
  return row && { version: row.version, teacherName: row.teacher_name, savedAt: new Date(row.saved_at) };
}

/** Records a save of the day by `teacherId`; the day's new version. */
export async function bumpDayVersion(tx: Queryable, cls: string, date: string, teacherId: string): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO attendance_versions (class, date, version, teacher_id) VALUES ($1, $2, 1, $3)
     ON CONFLICT (class, date) DO UPDATE SET version = attendance_versions.version + 1, teacher_id = EXCLUDED.teacher_id, saved_at = now()
     RETURNING version`,
    [cls, date, teacherId],
  );
  return row!.version;
}

/** The 409 answer's text: who changed the day, and when (HH:MM, the server's clock). */
export function changedByMessage(cls: string, date: string, current: DayVersion): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const time = `${p(current.savedAt.getHours())}:${p(current.savedAt.getMinutes())}`;
  return `Attendance for ${cls} on ${date} was changed by ${current.teacherName} at ${time}. Reload to see it.`;
}
