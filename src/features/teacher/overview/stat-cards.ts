import { attendanceTone } from '../shared/colour-thresholds.ts';
import type { DashboardFigures } from './use-dashboard-figures.ts';

export interface StatCard {
  key: keyof Omit<DashboardFigures, 'recentActivity'>;
  label: string;
  value: string;
  tone: 'info' | 'success' | 'warning' | 'danger' | 'accent';
}

/** The five cards of spec section 2, in the spec's order. */
export function statCards(f: DashboardFigures): StatCard[] {
  return [
    { key: 'totalStudents', label: 'Total Students', value: f.totalStudents.toLocaleString(), tone: 'info' },
    { key: 'activeClasses', label: 'Active Classes', value: String(f.activeClasses), tone: 'success' },
    { key: 'uploadedMaterials', label: 'Uploaded Materials', value: f.uploadedMaterials.toLocaleString(), tone: 'accent' },
    { key: 'pendingTests', label: 'Pending Tests', value: String(f.pendingTests), tone: 'warning' },
    // Coloured by the attendance thresholds of spec section 9.
    { key: 'avgAttendance', label: 'Avg Attendance', value: `${f.avgAttendance}%`, tone: attendanceTone(f.avgAttendance) },
  ];
}

/** The Recent Activity list shows three items (spec section 2). */
export const RECENT_ACTIVITY_COUNT = 3;
