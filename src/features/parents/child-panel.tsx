import type { AttendanceSummary } from '../../contract/attendance.ts';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { AttendanceCard } from './attendance-card.tsx';
import { LoadState } from './load-state.tsx';
import { MaterialsCard } from './materials-card.tsx';
import { parentsMessages } from './messages.ts';
import { ResultsCard } from './results-card.tsx';
import { TestsCard } from './tests-card.tsx';
import type { AsyncState } from '../../lib/use-async.ts';
import type { ViewerFile } from './viewer-host.tsx';

interface Props {
  studentId: string;
  summary: AsyncState<AttendanceSummary>;
  onView: (file: ViewerFile) => void;
}

/** One child: their name and class, attendance, test results, upcoming tests and recent materials. */
export function ChildPanel({ studentId, summary, onView }: Props) {
  const m = useMessages(parentsMessages);
  const s = summary.status === 'ok' ? summary.data : undefined;
  return (
    <div className="pv-child">
      <h2 id={`pv-name-${studentId}`} className="edu-cluster pv-child__name">
        {s ? (
          <>
            {s.name} <span className="pv-class">{s.class}</span>
          </>
        ) : (
          m.student(studentId)
        )}
      </h2>
      <div className="pv-grid">
        {s ? (
          <AttendanceCard summary={s} />
        ) : (
          <section className="pv-card edu-card pv-card--attendance" aria-label={m.attendanceThisTerm}>
            <LoadState state={summary} what="attendance">
              {() => null}
            </LoadState>
          </section>
        )}
        <ResultsCard studentId={studentId} />
        <TestsCard studentId={studentId} />
        <MaterialsCard studentId={studentId} onView={onView} />
      </div>
    </div>
  );
}
