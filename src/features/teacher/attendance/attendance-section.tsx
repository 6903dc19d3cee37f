import { useState } from 'react';
import { MarkTab } from './mark-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { TabPanel, Tabs, useTabbedSection, type TabbedSectionProps } from '../shared/tabs.tsx';
import { attendanceMessages } from './messages.ts';
import css from './attendance-section.css?inline';
import { SectionFrame } from '../shared/section-frame.tsx';

const TAB_IDS = ['mark', 'reports'] as const;

export type AttendanceSectionProps = TabbedSectionProps<(typeof TAB_IDS)[number]>;

/**
 * The teacher dashboard's attendance section ('Attendance Management'): Mark Attendance saves
 * a class's marks for a date; Reports shows the server-computed report and exports it as CSV.
 */
export default function AttendanceSection(props: AttendanceSectionProps) {
  const { teacherId, teacherName } = props;
  const { m, tabs, tab, choose } = useTabbedSection(css, attendanceMessages, TAB_IDS, props);
  // Counts visits to Reports, however they came (a click, Back, a link): each visit reloads
  // the report (marks may have changed).
  const [reportVisits, setReportVisits] = useState(tab === 'reports' ? 1 : 0);
  const [shownTab, setShownTab] = useState(tab);
  if (shownTab !== tab) {
    setShownTab(tab);
    if (tab === 'reports') setReportVisits((n) => n + 1);
  }

  return (
    <SectionFrame titleId="at-heading" title={m.heading.title} lead={m.heading.lead} className="at-sec" part="attendance-section">
      <div>
        <Tabs label={m.heading.title} idPrefix="at" tabs={tabs} active={tab} onChange={choose} />
        <TabPanel prefix="at" id="mark" hidden={tab !== 'mark'}>
          <MarkTab teacherId={teacherId} teacherName={teacherName} />
        </TabPanel>
        <TabPanel prefix="at" id="reports" hidden={tab !== 'reports'}>
          {reportVisits > 0 && <ReportsTab visits={reportVisits} />}
        </TabPanel>
      </div>
    </SectionFrame>
  );
}
