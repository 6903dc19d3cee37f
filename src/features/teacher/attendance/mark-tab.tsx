import { useCallback, useId, useState } from 'react';
import { CLASSES, type ClassName } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import {
  ATT_MSG,
  buildSubmission,
  countMarks,
  localToday,
  markAll,
  rosterFor,
  type Marks,
} from './attendance-rules.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { useApi } from './use-api.ts';
import { RecordsTable } from './records-table.tsx';
import { Roster } from './roster.tsx';
import { useLoad } from './use-load.ts';

/**
 * The Mark Attendance tab. Students reload when the class changes, records when the date or
 * class changes (spec section 4); saving sends every student, the unmarked ones as absent.
 */
export function MarkTab({ teacherId, teacherName }: { teacherId: string; teacherName: string }) {
  const { toast } = useElement();
  const api = useApi();
  const id = useId();
  const [date, setDate] = useState(localToday);
  const [cls, setCls] = useState<ClassName>(CLASSES[0]);
  const [marks, setMarks] = useState<Marks>({});
  const [saving, setSaving] = useState(false);
  const [recordReloads, setRecordReloads] = useState(0);

  const students = useLoad(
    cls,
    useCallback(async (signal: AbortSignal) => rosterFor(await api.getStudents({ signal }), cls), [api, cls]),
  );
  const records = useLoad(
    date ? `${date}|${cls}` : null,
    (signal) => api.getAttendance(date, cls, { signal }),
    recordReloads,
  );

  const loading = students.status === 'loading';
  // A failed student fetch shows as an empty roster (spec section 8).
  const roster = students.status === 'ok' ? students.data : [];
  const counters = countMarks(roster, marks);

  const save = async (): Promise<void> => {
    if (roster.length === 0) {
      toast.warning(ATT_MSG.noStudents);
      return;
    }
    setSaving(true);
    try {
      await api.saveAttendance(buildSubmission({ date, cls, teacherId, teacherName, roster, marks }));
      toast.success(ATT_MSG.saved);
      setMarks({});
      setRecordReloads((n) => n + 1);
    } catch (e) {
      // The server refused (its message is shown); anything else (network, bad answer) is an exception.
      toast.error(e instanceof ApiError && e.status >= 400 ? ATT_MSG.serverError(e.serverMessage ?? e.message) : ATT_MSG.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="at-mark-tab">
      <div className="at-card at-toolbar">
        <div className="at-field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
        </div>
        <div className="at-field">
          <label htmlFor={`${id}-class`}>Class</label>
          <select
            id={`${id}-class`}
            value={cls}
            onChange={(e) => {
              setCls(e.target.value as ClassName);
              setMarks({});
            }}
          >
            {CLASSES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="at-teacher">
          <span className="at-teacher__label">Teacher</span>
          <span className="at-teacher__name">{teacherName}</span>
        </div>
      </div>

      <section className="at-card" aria-labelledby="at-roster-heading">
        <div className="at-roster-head">
          <h3 id="at-roster-heading" className="at-card__title">
            Student Roster - {cls}
          </h3>
          <div className="at-bulk">
            <button
              type="button"
              className="edu-btn edu-btn--small at-bulk__present"
              disabled={loading || roster.length === 0}
              onClick={() => setMarks(markAll(roster, 'present'))}
            >
              Mark All Present
            </button>
            <button
              type="button"
              className="edu-btn edu-btn--small at-bulk__absent"
              disabled={loading || roster.length === 0}
              onClick={() => setMarks(markAll(roster, 'absent'))}
            >
              Mark All Absent
            </button>
          </div>
        </div>

        <dl className="at-counters" aria-label="Attendance counts">
          <div className="at-counter at-counter--present">
            <dt>Present</dt>
            <dd>{counters.present}</dd>
          </div>
          <div className="at-counter at-counter--absent">
            <dt>Absent</dt>
            <dd>{counters.absent}</dd>
          </div>
          <div className="at-counter at-counter--unmarked">
            <dt>Unmarked</dt>
            <dd>{counters.unmarked}</dd>
          </div>
        </dl>

        {loading ? (
          <p className="at-empty" role="status">
            <span className="edu-spinner" aria-hidden="true" /> {ATT_MSG.loadingStudents}
          </p>
        ) : roster.length === 0 ? (
          <p className="at-empty">{ATT_MSG.noStudentsFor(cls)}</p>
        ) : (
          <Roster students={roster} marks={marks} onMark={(sid, m) => setMarks((prev) => ({ ...prev, [sid]: m }))} />
        )}

        <div className="at-save">
          {counters.unmarked > 0 && roster.length > 0 && (
            <p className="at-save__hint">
              {counters.unmarked} unmarked {counters.unmarked === 1 ? 'student is' : 'students are'} saved as absent.
            </p>
          )}
          <button type="button" className="edu-btn at-save__btn" disabled={saving || loading} onClick={() => void save()}>
            {saving ? 'Saving...' : 'Save Attendance'}
          </button>
        </div>
      </section>

      <RecordsTable date={date} records={records} />
    </div>
  );
}
