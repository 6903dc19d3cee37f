import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { DashboardResponse } from '../../src/contract/dashboard.ts';
import type { AppContext } from '../context.ts';
import { parseOr400 } from '../http/errors.ts';
import { addDays, localToday } from '../services/dates.ts';

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
    const since = addDays(localToday(), -30);
    const [figures] = await db.query<Figures>(
      `SELECT
         (SELECT count(*)::int FROM students) AS total_students,
         (SELECT count(DISTINCT class)::int FROM students) AS active_classes,
         (SELECT count(*)::int FROM materials WHERE teacher_id = $1 AND NOT file_missing) AS uploaded_materials,
         (SELECT count(*)::int FROM tests WHERE status IN ('draft', 'scheduled')) AS pending_tests,
         (SELECT count(*)::int FROM attendance WHERE date >= $2 AND status IN ('present', 'late')) AS attended,
         (SELECT count(*)::int FROM attendance WHERE date >= $2) AS marks`,
      [teacherId, since],
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
        avgAttendance: f.marks === 0 ? 0 : Math.round((100 * f.attended) / f.marks),
        recentActivity: events.map((e) => ({ id: e.id, type: e.type, message: e.message, timestamp: new Date(e.created_at).toISOString() })),
      },
    };
  });
}
