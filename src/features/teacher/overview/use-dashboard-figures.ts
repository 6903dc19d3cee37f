import type { DashboardFigures } from '../../../contract/index.ts';
import { dashboardApi } from '../../../lib/api/dashboard-api.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import { studentsApi } from '../../../lib/api/students-api.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useAsync } from '../../../lib/use-async.ts';

export interface FiguresState {
  loading: boolean;
  figures: DashboardFigures;
}

const ZERO: DashboardFigures = {
  totalStudents: 0,
  activeClasses: 0,
  uploadedMaterials: 0,
  pendingTests: 0,
  avgAttendance: 0,
  recentActivity: [],
};

/**
 * The stat cards: Total Students from GET /api/getAllStudentcount, Uploaded Materials is how
 * many materials the teacher's list has (its total), the rest and the activity from the server's dashboard
 * figures. Any failed call counts as 0.
 */
export function useDashboardFigures(teacherId: string): FiguresState {
  const students = useApi(studentsApi);
  const materialsCalls = useApi(materialsApi);
  const dashboard = useApi(dashboardApi);
  const r = useAsync(`${teacherId}`, async (signal) => {
    const [totalStudents, uploadedMaterials, d] = await Promise.all([
      students.getStudentCount({ signal }),
      materialsCalls.getTeacherMaterialCount(teacherId, { signal }),
      dashboard.getDashboard(teacherId, { signal }).catch(() => null),
    ]);
    const figures: DashboardFigures = {
      totalStudents,
      uploadedMaterials,
      activeClasses: d?.activeClasses ?? 0,
      pendingTests: d?.pendingTests ?? 0,
      avgAttendance: d?.avgAttendance ?? 0,
      recentActivity: d?.recentActivity ?? [],
    };
    return figures;
  });
  return { loading: r.status === 'loading', figures: r.data ?? ZERO };
}
