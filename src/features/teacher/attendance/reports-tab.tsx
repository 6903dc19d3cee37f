import { useEffect, useId, useState } from 'react';
import type { AttendanceReport } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { attendanceMessages } from './messages.ts';
import { localToday } from '../../../contract/index.ts';
import { defaultClass } from './attendance-rules.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attendanceApi } from '../../../lib/api/attendance-api.ts';
import { defaultRange, rangeProblem, reportCsv, reportFileName, termRange, type DateRange } from './report-rules.ts';
import { ReportView } from './report-view.tsx';
import { useAsync } from '../../../lib/use-async.ts';
import { ClassSelect, NoClasses } from './class-select.tsx';
import { useClasses } from '../shared/use-classes.ts';
import { AsyncView } from '../shared/load-failed.tsx';

/** The term's first day each server last named, so a later visit opens on the term at once. */
const knownTermStart = new Map<string, string>();

/**
 * The Reports tab: class and date range really filter (the server computes the report from
 * stored marks). It opens on the term so far, so each student's % is the same term figure as
 * the directory's; the server names the term's first day in every report. It reloads each time
 * the tab is shown, so fresh marks count. The class starts as the first of the element's classes.
 */
export function ReportsTab({ visits }: { visits: number }) {
  const { root, apiBase } = useElement();
  const m = useMessages(attendanceMessages);
  const api = useApi(attendanceApi);
  const describe = useErrorText();
  const id = useId();
  const classes = useClasses();
  const [chosenClass, setCls] = useState<string | null>(null);
  const cls = chosenClass ?? defaultClass(classes.classes);
  // null: the term so far (until the teacher picks dates).
  const [chosenRange, setChosenRange] = useState<DateRange | null>(null);
  const [termStart, setTermStart] = useState(() => knownTermStart.get(apiBase));
  const today = localToday();
  const range = chosenRange ?? (termStart ? termRange(termStart, today) : defaultRange(today));
  const problem = rangeProblem(range.start, range.end, m);
  const report = useAsync(problem || cls === null ? null : `${cls}|${range.start}|${range.end}|${visits}`, (signal) =>
    api.getAttendanceReport({ class: cls ?? '', ...range }, { signal }),
  );
  // A report naming another term start than the one shown: open on that term instead (this
  // render is replaced before it paints, so the other range's report never shows).
  const named = report.status === 'ok' ? report.data.termStart : undefined;
  if (named && named !== termStart) setTermStart(named);
  useEffect(() => {
    if (termStart) knownTermStart.set(apiBase, termStart);
  }, [apiBase, termStart]);
  const setRange = (change: (r: DateRange) => DateRange): void => setChosenRange(change(range));

  const exportCsv = (r: AttendanceReport): void => {
    const url = URL.createObjectURL(new Blob([reportCsv(r, m)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = reportFileName(r);
    a.hidden = true;
    root.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="at-reports">
      <div className="edu-card panel at-card at-toolbar">
        <ClassSelect id={`${id}-class`} value={cls} classes={classes} onChange={setCls} />
        {/* Start and end dates; each bounds the other. */}
        {(['start', 'end'] as const).map((edge) => (
          <div key={edge} className="at-field">
            <label htmlFor={`${id}-${edge}`}>{m[`${edge}Date`]}</label>
            <input
              id={`${id}-${edge}`}
              type="date"
              value={range[edge]}
              min={edge === 'end' ? range.start || undefined : undefined}
              max={edge === 'start' ? range.end || undefined : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setRange((r) => ({ ...r, [edge]: e.target.value }))}
            />
          </div>
        ))}
        <button
          type="button"
          className="edu-btn edu-btn--ghost at-export"
          disabled={report.status !== 'ok'}
          onClick={() => report.status === 'ok' && exportCsv(report.data)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 3v10.6l3.3-3.3 1.4 1.4L12 16.4l-4.7-4.7 1.4-1.4 3.3 3.3V3h2ZM5 19h14v2H5v-2Z" fill="currentColor" />
          </svg>
          {m.exportCsv}
        </button>
      </div>

      {problem ? (
        <p id={`${id}-problem`} className="empty empty--error" role="alert">
          {problem}
        </p>
      ) : cls === null && !classes.loading ? (
        <NoClasses classes={classes} />
      ) : (
        <AsyncView
          state={report}
          className="empty"
          texts={{ loading: m.loadingReport, failed: (e) => m.reportFailed(describe(e)), retry: m.retry }}
        >
          {(data) => <ReportView report={data} />}
        </AsyncView>
      )}
    </div>
  );
}
