import { formatNumber } from '../../../lib/i18n/format.ts';
import { attendanceTone } from '../shared/colour-thresholds.ts';
import { formatPercent, type TeacherLanguage } from '../shared/format.ts';
import type { OverviewMessages } from './messages.ts';
import type { DashboardFigures } from '../../../contract/index.ts';

export interface StatCard {
  key: keyof Omit<DashboardFigures, 'recentActivity'>;
  label: string;
  value: string;
  tone: 'info' | 'success' | 'warning' | 'danger' | 'accent';
}

/** The five stat cards, in order, labelled and written in the language. */
export function statCards(f: DashboardFigures, m: OverviewMessages, lang: TeacherLanguage): StatCard[] {
  const grouped = (n: number): string => formatNumber(lang.tag, n);
  const plain = (n: number): string => formatNumber(lang.tag, n, { useGrouping: false });
  return [
    { key: 'totalStudents', label: m.stats.totalStudents, value: grouped(f.totalStudents), tone: 'info' },
    { key: 'activeClasses', label: m.stats.activeClasses, value: plain(f.activeClasses), tone: 'success' },
    { key: 'uploadedMaterials', label: m.stats.uploadedMaterials, value: grouped(f.uploadedMaterials), tone: 'accent' },
    { key: 'pendingTests', label: m.stats.pendingTests, value: plain(f.pendingTests), tone: 'warning' },
    // Coloured by the attendance thresholds.
    {
      key: 'avgAttendance',
      label: m.stats.avgAttendance,
      value: formatPercent(f.avgAttendance, lang),
      tone: attendanceTone(f.avgAttendance),
    },
  ];
}

/** The Recent Activity list shows three items. */
export const RECENT_ACTIVITY_COUNT = 3;
