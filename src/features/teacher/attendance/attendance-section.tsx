import { useState } from 'react';
import { useElement } from '../../../lib/element-context.tsx';
import { adoptStyles } from '../../../lib/stylesheets.ts';
import { MarkTab } from './mark-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SectionTabs } from './section-tabs.tsx';
import css from './attendance-section.css?inline';

type Tab = 'mark' | 'reports';
const TABS = [
  { key: 'mark', label: 'Mark Attendance' },
  { key: 'reports', label: 'Reports' },
] as const;

export interface AttendanceSectionProps {
  teacherId: string;
  teacherName: string;
}

/**
 * The teacher dashboard's attendance section ('Attendance Management'): Mark Attendance saves
 * a class's marks for a date; Reports shows the server-computed report and exports it as CSV.
 */
export default function AttendanceSection({ teacherId, teacherName }: AttendanceSectionProps) {
  const { root } = useElement();
  adoptStyles(root, css);
  const [tab, setTab] = useState<Tab>('mark');
  // Counts visits to Reports: each visit reloads the report (marks may have changed).
  const [reportVisits, setReportVisits] = useState(0);
  const choose = (next: Tab): void => {
    if (next === 'reports' && tab !== 'reports') setReportVisits((n) => n + 1);
    setTab(next);
  };

  return (
    <section className="at-sec" aria-labelledby="at-heading" part="attendance-section">
      <header className="at-sec__header">
        <h2 id="at-heading">Attendance Management</h2>
        <p className="at-sec__subtitle">Mark daily attendance and follow each class over time.</p>
      </header>
      <SectionTabs tabs={TABS} active={tab} onChange={choose} idBase="at" label="Attendance Management" />
      <div role="tabpanel" id="at-panel-mark" aria-labelledby="at-tab-mark" hidden={tab !== 'mark'}>
        <MarkTab teacherId={teacherId} teacherName={teacherName} />
      </div>
      <div role="tabpanel" id="at-panel-reports" aria-labelledby="at-tab-reports" hidden={tab !== 'reports'}>
        {reportVisits > 0 && <ReportsTab visits={reportVisits} />}
      </div>
    </section>
  );
}
