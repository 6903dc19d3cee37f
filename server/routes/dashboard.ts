import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { DashboardResponse } from '../../src/contract/dashboard.ts';
import type { AppContext } from '../context.ts';
import { parseOr400 } from '../http/errors.ts';
import { attendancePercent, currentTerm, termTallySql } from '../services/term.ts';

interface Figures {
  total_students: number;
  active_classes: number;
  uploaded_materials: number;
  pending_tests: number;
  attended: number;
  marks: number;
}

/** GET /api/dashboard/{teacherId}: the stat cards and recent activity, from stored data. */
export function registerDashboard(app: FastifyInstance, { db }: AppContext): void {
  const route = ROUTES.dashboard;
  app.get(route.path, async (req): Promise<DashboardResponse> => {
    const { teacherId } = parseOr400(route.params, req.params, 'teacher id');
    const term = currentTerm();
    const [figures] = await db.query<Figures>(
      `SELECT
         (SELECT count(*)::int FROM students) AS total_students,
         (SELECT count(DISTINCT class)::int FROM students) AS active_classes,
         (SELECT count(*)::int FROM materials WHERE teacher_id = $1 AND NOT file_missing) AS uploaded_materials,
         (SELECT count(*)::int FROM tests WHERE status IN ('draft', 'scheduled')) AS pending_tests,
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
        recentActivity: events.map((e) => ({ id: e.id, type: e.type, message: e.message, timestamp: new Date(e.created_at).toISOString() })),
      },
    };
  });
}
