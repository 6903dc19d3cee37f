import { useState } from 'react';
import { MarkTab } from './mark-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { panelId, tabId, Tabs } from '../shared/tabs.tsx';
import { useSectionStyles } from '../shared/use-section-styles.ts';
import css from './attendance-section.css?inline';

type Tab = 'mark' | 'reports';
const TABS = [
  { id: 'mark', label: 'Mark Attendance' },
  { id: 'reports', label: 'Reports' },
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
  useSectionStyles(css);
  const [tab, setTab] = useState<Tab>('mark');
  // Counts visits to Reports: each visit reloads the report (marks may have changed).
  const [reportVisits, setReportVisits] = useState(0);
  const choose = (next: Tab): void => {
    if (next === 'reports' && tab !== 'reports') setReportVisits((n) => n + 1);
    setTab(next);
  };

  return (
    <section className="section at-sec" aria-labelledby="at-heading" part="attendance-section">
      <div className="section__head">
        <div>
          <h2 id="at-heading" className="section__title">
            Attendance Management
          </h2>
          <p className="section__lead">Mark daily attendance and follow each class over time.</p>
        </div>
      </div>
      <div>
        <Tabs label="Attendance Management" idPrefix="at" tabs={TABS} active={tab} onChange={choose} />
        <div role="tabpanel" id={panelId('at', 'mark')} aria-labelledby={tabId('at', 'mark')} hidden={tab !== 'mark'}>
          <MarkTab teacherId={teacherId} teacherName={teacherName} />
        </div>
        <div role="tabpanel" id={panelId('at', 'reports')} aria-labelledby={tabId('at', 'reports')} hidden={tab !== 'reports'}>
          {reportVisits > 0 && <ReportsTab visits={reportVisits} />}
        </div>
      </div>
    </section>
  );
}
