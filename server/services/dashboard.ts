import type { DashboardResponse } from '../../src/contract/dashboard.ts';
import type { Queryable } from '../db/queryable.ts';
import { attendancePercent, currentTerm, termTallySql } from './term.ts';

interface Figures {
  total_students: number;
  active_classes: number;
  uploaded_materials: number;
  pending_tests: number;
  attended: number;
  marks: number;
}

/** A teacher's stat cards and recent activity, from stored data. */
export async function teacherDashboard(db: Queryable, teacherId: string): Promise<DashboardResponse> {
  const term = currentTerm();
  const [figures] = await db.query<Figures>(
    `SELECT
       (SELECT count(DISTINCT cs.student_id)::int FROM class_students cs
          JOIN class_teachers ct ON ct.class = cs.class WHERE ct.teacher_id = $1) AS total_students,
       (SELECT count(*)::int FROM class_teachers WHERE teacher_id = $1) AS active_classes,
       (SELECT count(*)::int FROM materials WHERE teacher_id = $1 AND NOT file_missing) AS uploaded_materials,
       (SELECT count(*)::int FROM tests WHERE teacher_id = $1 AND status IN ('draft', 'scheduled')) AS pending_tests,
       term.attended, term.marks
     FROM (SELECT COALESCE(sum(t.present + t.late), 0)::int AS attended, COALESCE(sum(t.marked), 0)::int AS marks
           FROM (${termTallySql('$2', '$3')}) t) term`,
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
      // Every mark of the term, whoever it belongs to; 0 before the first mark.
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
