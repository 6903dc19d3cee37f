import type { DashboardResponse } from '../../src/contract/dashboard.ts';
import type { Queryable } from '../db/queryable.ts';
import { managedTestSql } from '../auth/test-owner.ts';
import { attendancePercent, currentTerm } from './term.ts';

interface Figures {
  total_students: number;
  active_classes: number;
  uploaded_materials: number;
  pending_tests: number;
  attended: number;
  marks: number;
}

/**
 * A teacher's stat cards and recent activity, from stored data, of their classes only: their
 * classes' students and the term's marks in those classes (from the per class and day counts the
 * attendance writes keep, never the marks themselves), their materials, the pending tests
 * they manage, and their own activity with the school-wide entries (those of no teacher).
 */
export async function teacherDashboard(db: Queryable, teacherId: string): Promise<DashboardResponse> {
  const term = currentTerm();
  const [figures] = await db.query<Figures>(
    `WITH taught AS (SELECT class FROM class_teachers WHERE teacher_id = $1)
     SELECT
       (SELECT count(DISTINCT cs.student_id)::int FROM class_students cs WHERE cs.class IN (SELECT class FROM taught)) AS total_students,
       (SELECT count(*)::int FROM taught) AS active_classes,
       (SELECT count(*)::int FROM materials WHERE teacher_id = $1 AND NOT file_missing) AS uploaded_materials,
       (SELECT count(*)::int FROM tests WHERE ${managedTestSql('$1', "(SELECT COALESCE(array_agg(class), '{}') FROM taught)")}
          AND status IN ('draft', 'scheduled')) AS pending_tests,
       (SELECT COALESCE(sum(d.attended), 0)::int FROM attendance_class_days d
          WHERE d.class IN (SELECT class FROM taught) AND d.date BETWEEN $2 AND $3) AS attended,
       (SELECT COALESCE(sum(d.marks), 0)::int FROM attendance_class_days d
          WHERE d.class IN (SELECT class FROM taught) AND d.date BETWEEN $2 AND $3) AS marks`,
    [teacherId, term.start, term.today],
  );
  const events = await db.query<{ id: number; type: string; message: string; created_at: Date | string }>(
    `SELECT id, type, message, created_at FROM activity
     WHERE teacher_id IS NULL OR teacher_id = $1 ORDER BY created_at DESC, id DESC LIMIT 5`,
    [teacherId],
  );
  const f = figures!;
  return {
    data: {
      totalStudents: f.total_students,
      activeClasses: f.active_classes,
      uploadedMaterials: f.uploaded_materials,
      pendingTests: f.pending_tests,
      // The term's marks in the teacher's classes; 0 before the first mark.
      avgAttendance: attendancePercent(f.attended, f.marks) ?? 0,
      recentActivity: events.map((e) => ({
        id: e.id,
        type: e.type,
        message: e.message,
        timestamp: new Date(e.created_at).toISOString(),
      })),
    },
  };
}
