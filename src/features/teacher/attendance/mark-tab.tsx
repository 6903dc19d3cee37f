import { useCallback, useId, useMemo, useState } from 'react';
import { localToday, type AttendanceRecord } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useUnsavedWork } from '../../../lib/unsaved-work.ts';
import { useAskBeforeLeaving } from '../../../lib/leave-guard.tsx';
import {
  buildSubmission,
  changedMarks,
  countMarks,
  defaultClass,
  markAll,
  marksFromRecords,
  unsavedMarksText,
  type Mark,
  type Marks,
  type RosterStudent,
} from './attendance-rules.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { formatDay } from '../../../lib/i18n/format.ts';
import { attendanceMessages } from './messages.ts';
import { attendanceApi } from '../../../lib/api/attendance-api.ts';
import { rosterApi } from '../../../lib/api/roster-api.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { RecordsTable } from './records-table.tsx';
import { Roster } from './roster.tsx';
import { useAsync, type Loaded } from '../../../lib/use-async.ts';
import { ClassSelect, NoClasses } from './class-select.tsx';
import { useClasses } from '../shared/use-classes.ts';
import { BusyButton } from '../../../lib/busy-button.tsx';
import { LoadingLine } from '../../../lib/loading-line.tsx';

/** The counters above the roster, in order. */
const COUNTERS = ['present', 'absent', 'late', 'unmarked'] as const;

// 'Mark All Present' and 'Mark All Absent', in that order.
const BULK_MARKS = [
  { mark: 'present', label: 'markAllPresent' },
  { mark: 'absent', label: 'markAllAbsent' },
] as const;

/**
 * The Mark Attendance tab. Students reload when the class changes, the day's saved marks when
 * the date or class changes; the roster starts from the saved marks and the teacher's changes
 * go on top. Saving sends what is on screen (the unmarked as absent) with the version of the
 * day it started from: when another save came first, the server refuses (409) and the tab
 * offers to reload the day. Marks changed since the day was loaded or saved make leaving the
 * section ask first. The class starts as the first of the element's classes; until they have
 * loaded (or when there is none) there is no roster to mark.
 */
export function MarkTab({ teacherId, teacherName }: { teacherId: string; teacherName: string }) {
  const { toast } = useElement();
  const m = useMessages(attendanceMessages);
  const f = useFormat();
  const attendance = useApi(attendanceApi);
  const rosters = useApi(rosterApi);
  const describe = useErrorText();
  const id = useId();
  const [date, setDate] = useState(localToday);
  const classes = useClasses();
  const [chosenClass, setCls] = useState<string | null>(null);
  const cls = chosenClass ?? defaultClass(classes.classes);
  const dayKey = `${date}|${cls}`;
  // The teacher's changes over the saved day, for one date and class.
  const [edits, setEdits] = useState<{ key: string; marks: Marks }>({ key: dayKey, marks: {} });
  const [conflict, setConflict] = useState<{ key: string; message: string } | null>(null);
  // The marks last saved, until the day's reload brings the version that holds them.
  const [submitted, setSubmitted] = useState<{ key: string; version: number | undefined; marks: Marks } | null>(null);
  const [saving, setSaving] = useState(false);

  // Only the chosen class's roster is loaded (by its id among the element's classes).
  const classId = classes.summaries.find((c) => c.name === cls)?.id;
  const students = useAsync(
    classId === undefined ? null : `${classId}|${cls}`,
    useCallback(
      async (signal: AbortSignal): Promise<RosterStudent[]> =>
        (await rosters.getWholeRoster(classId ?? 0, { signal })).map((s) => ({ student_id: s.studentId, name: s.name })),
      [rosters, classId],
    ),
  );
  const day = useAsync(date && cls ? dayKey : null, (signal) => attendance.getAttendanceDay(date, cls ?? '', { signal }));
  const records: Loaded<AttendanceRecord[]> =
    day.status === 'ok' ? { status: 'ok', data: day.data.records } : day.status === 'error' ? day : { status: 'loading' };
  const saved = useMemo(() => (day.status === 'ok' ? marksFromRecords(day.data.records) : {}), [day]);
  const changes = edits.key === dayKey ? edits.marks : {};
  const marks: Marks = { ...saved, ...changes };
  const setMarks = (update: (prev: Marks) => Marks) =>
    setEdits((prev) => ({ key: dayKey, marks: update(prev.key === dayKey ? prev.marks : {}) }));
  const shownConflict = conflict?.key === dayKey ? conflict.message : null;

  // No class to mark: the class list failed or is empty.
  const noClass = cls === null && !classes.loading;
  const loading = students.status === 'loading';
  // A failed student fetch shows as an empty roster.
  const roster = students.status === 'ok' ? students.data : [];
  const counters = countMarks(roster, marks);
  const dayVersion = day.status === 'ok' ? day.data.version : undefined;
  const baseline: Marks =
    submitted?.key === dayKey && submitted.version === dayVersion ? { ...saved, ...submitted.marks } : saved;
  const unsaved = unsavedMarksText(cls ?? '', formatDay(f.tag, date), changedMarks(roster, marks, baseline), m);
  useUnsavedWork(unsaved);
  // Another date or class shows another sheet: changed marks of this one ask first.
  const ask = useAskBeforeLeaving();
  const switchSheet = (apply: () => void, stay: () => void = () => undefined): void => ask(unsaved ? [unsaved] : [], apply, stay);

  const reloadDay = (): void => {
    setEdits({ key: dayKey, marks: {} });
    setConflict(null);
    setSubmitted(null);
    day.reload();
  };

  const save = async (): Promise<void> => {
    if (cls === null) return;
    if (roster.length === 0) {
      toast.warning(m.noStudents);
      return;
    }
    setSaving(true);
    try {
      const version = dayVersion;
      await attendance.saveAttendance(buildSubmission({ date, cls, teacherId, teacherName, roster, marks, version }));
      toast.success(m.saved);
      // The screen keeps what was saved; the reload brings the day's new version.
      setSubmitted({ key: dayKey, version, marks });
      setConflict(null);
      day.reload();
    } catch (e) {
      // The server refused (its message is shown); anything else (network, bad answer) is an exception.
      toast.error(e instanceof ApiError && e.status >= 400 ? m.serverError(describe(e)) : m.failed);
      if (e instanceof ApiError && e.status === 409) setConflict({ key: dayKey, message: describe(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="at-mark-tab">
      <div className="edu-card panel at-card at-toolbar">
        <div className="at-field">
          <label htmlFor={`${id}-date`}>{m.date}</label>
          {/* Uncontrolled, so the browser's own date editing (day, month, year typed in turn) is
              never interrupted; a switch the teacher declines puts the shown date back. */}
          <input
            id={`${id}-date`}
            type="date"
            defaultValue={date}
            required
            onChange={(e) => {
              const input = e.target;
              const next = input.value;
              if (next)
                switchSheet(
                  () => setDate(next),
                  () => (input.value = date),
                );
            }}
          />
        </div>
        <ClassSelect id={`${id}-class`} value={cls} classes={classes} onChange={(next) => switchSheet(() => setCls(next))} />
        <div className="at-teacher">
          <span className="at-teacher__label">{m.teacher}</span>
          <span className="at-teacher__name">{teacherName}</span>
        </div>
      </div>

      <section className="edu-card panel at-card" aria-labelledby="at-roster-heading">
        <div className="cluster cluster--spread at-roster-head">
          <h3 id="at-roster-heading" className="at-card__title">
            {cls === null ? m.roster : m.rosterHeading(cls)}
          </h3>
          <div className="at-bulk">
            {BULK_MARKS.map(({ mark, label }) => (
              <button
                key={mark}
                type="button"
                className={`edu-btn edu-btn--small at-bulk__${mark}`}
                disabled={loading || roster.length === 0}
                onClick={() => setMarks(() => markAll(roster, mark))}
              >
                {m[label]}
              </button>
            ))}
          </div>
        </div>

        <dl className="at-counters" aria-label={m.counts}>
          {COUNTERS.map((c) => (
            <div key={c} className={`at-counter at-counter--${c}`}>
              <dt>{m.counters[c]}</dt>
              <dd>{f.number(counters[c])}</dd>
            </div>
          ))}
        </dl>

        {noClass ? (
          <NoClasses classes={classes} />
        ) : loading ? (
          <LoadingLine className="empty" text={m.loadingStudents} />
        ) : roster.length === 0 ? (
          <p className="empty">{m.noStudentsFor(cls ?? '')}</p>
        ) : (
          <Roster
            students={roster}
            marks={marks}
            onMark={(sid: string, mark: Mark) => setMarks((prev) => ({ ...prev, [sid]: mark }))}
          />
        )}

        {shownConflict && (
          <div className="at-conflict" role="alert">
            <p>{shownConflict}</p>
            <button type="button" className="edu-btn edu-btn--small" onClick={reloadDay}>
              {m.reloadAttendance}
            </button>
          </div>
        )}

        <div className="cluster at-save">
          {counters.unmarked > 0 && roster.length > 0 && (
            <p id={`${id}-unmarked`} className="meta at-save__hint">
              {m.unmarkedHint(counters.unmarked)}
            </p>
          )}
          <BusyButton
            type="button"
            className="edu-btn at-save__btn"
            busy={saving}
            disabled={noClass || loading || day.status === 'loading'}
            aria-describedby={counters.unmarked > 0 && roster.length > 0 ? `${id}-unmarked` : undefined}
            onClick={() => void save()}
          >
            {saving ? m.saving : m.saveAttendance}
          </BusyButton>
        </div>
      </section>

      {!noClass && <RecordsTable date={date} records={records} />}
    </div>
  );
}
