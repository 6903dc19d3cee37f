import { useEffect, useState } from 'react';
import { DashboardResponse, StudentCountResponse, TeacherMaterialsResponse, type ActivityEvent } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { callJson } from '../shared/api.ts';

export interface DashboardFigures {
  totalStudents: number;
  activeClasses: number;
  uploadedMaterials: number;
  pendingTests: number;
  avgAttendance: number;
  recentActivity: ActivityEvent[];
}

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
 * The stat cards: Total Students from GET /api/getAllStudentcount, Uploaded Materials is the
 * length of the teacher's list (spec section 2), the rest and the activity from the server's
 * dashboard figures (DESIGN.md). Any failed call counts as 0 (spec section 8).
 */
export function useDashboardFigures(teacherId: string): FiguresState {
  const { apiBase } = useElement();
  const [state, setState] = useState<FiguresState>({ loading: true, figures: ZERO });

  useEffect(() => {
    const ctl = new AbortController();
    const { signal } = ctl;
    const zeroOnFail = <T,>(p: Promise<T>, fallback: T): Promise<T> => p.catch(() => fallback);
    void Promise.all([
      zeroOnFail(callJson(apiBase, 'studentCount', StudentCountResponse, { signal }).then((r) => r.students), 0),
      zeroOnFail(
        callJson(apiBase, 'teacherMaterials', TeacherMaterialsResponse, { params: { teacherId }, signal }).then((r) => r.materials.length),
        0,
      ),
      zeroOnFail(
        callJson(apiBase, 'dashboard', DashboardResponse, { params: { teacherId }, signal }).then((r) => r.data),
        null,
      ),
    ]).then(([totalStudents, uploadedMaterials, d]) => {
      if (signal.aborted) return;
      setState({
        loading: false,
        figures: {
          totalStudents,
          uploadedMaterials,
          activeClasses: d?.activeClasses ?? 0,
          pendingTests: d?.pendingTests ?? 0,
          avgAttendance: d?.avgAttendance ?? 0,
          recentActivity: d?.recentActivity ?? [],
        },
      });
    });
    return () => ctl.abort();
  }, [apiBase, teacherId]);

  return state;
}
