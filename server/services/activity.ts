import type { Queryable } from '../db/queryable.ts';

/** Records an event for the dashboard's Recent Activity list. */
export async function recordActivity(db: Queryable, teacherId: string | null, type: string, message: string): Promise<void> {
  await db.query('INSERT INTO activity (teacher_id, type, message) VALUES ($1, $2, $3)', [teacherId, type, message]);
}
