import { useMessages } from '../../../lib/i18n/use-language.ts';
import { teacherSharedMessages } from '../shared/messages.ts';
import type { ClassesState } from '../shared/use-classes.ts';
import { attendanceMessages } from './messages.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { classOptions } from '../shared/class-option.ts';

/**
 * The Class field of the attendance tabs, over the element's classes (each with its course and
 * number of students; the value is the class's name). `value` null: no class
 * to show (the list is loading, failed or empty), so the select is disabled and says why.
 */
export function ClassSelect({
  id,
  value,
  classes,
  onChange,
}: {
  id: string;
  value: string | null;
  classes: ClassesState;
  onChange: (cls: string) => void;
}) {
  const m = useMessages(attendanceMessages);
  const t = useMessages(teacherSharedMessages);
  return (
    <div className="at-field at-field--class">
      <label htmlFor={id}>{m.class}</label>
      <select id={id} value={value ?? ''} disabled={value === null} onChange={(e) => e.target.value && onChange(e.target.value)}>
        {value === null ? (
          <option value="">{classes.loading ? t.loadingClasses : classes.error ? '' : t.noClasses}</option>
        ) : (
          classOptions(t, classes.classes, classes.summaries).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))
        )}
      </select>
    </div>
  );
}

/** Why there is no class to choose (the list failed to load, or has none), with Retry after a failure. */
export function NoClasses({ classes }: { classes: ClassesState }) {
  const m = useMessages(attendanceMessages);
  const t = useMessages(teacherSharedMessages);
  if (!classes.error) return <p className="empty">{t.noClasses}</p>;
  return <LoadFailed className="empty" message={t.classesFailed(classes.error)} retryLabel={m.retry} onRetry={classes.retry} />;
}
