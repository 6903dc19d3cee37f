import { useMessages } from '../../../lib/i18n/use-language.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { teacherSharedMessages } from '../shared/messages.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { useClasses } from '../shared/use-classes.ts';
import { materialsMessages } from './messages.ts';

/**
 * A material's audience: a checkbox per class the teacher teaches (name · course · N students),
 * one or more chosen. Classes already chosen that the list lacks (filed by an administrator)
 * stay listed by name, so they can be kept or dropped.
 */
export function ClassPicker({
  id,
  value,
  onChange,
  disabled = false,
  error = '',
}: {
  id: string;
  value: readonly string[];
  onChange: (classes: string[]) => void;
  disabled?: boolean;
  /** Why the choice was refused (shown under it), '' for none. */
  error?: string;
}) {
  const t = useMessages(materialsMessages);
  const shared = useMessages(teacherSharedMessages);
  const classes = useClasses();
  const known = new Set(classes.classes);
  const options = [
    ...classes.summaries.map((c) => ({
      name: c.name,
      label: t.classOption(c.courseTitle ? `${c.name} · ${c.courseTitle}` : c.name, c.studentCount),
    })),
    ...value.filter((c) => !known.has(c)).map((c) => ({ name: c, label: c })),
  ];
  const toggle = (name: string): void => onChange(value.includes(name) ? value.filter((c) => c !== name) : [...value, name]);
  return (
    <fieldset
      className="field class-picker"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="field__label">{t.classes}</legend>
      <p id={`${id}-hint`} className="meta class-picker__hint">
        {t.classesHint}
      </p>
      {classes.loading ? (
        <LoadingLine className="class-picker__state" text={shared.loadingClasses} />
      ) : classes.error ? (
        <LoadFailed
          className="class-picker__state"
          message={shared.classesFailed(classes.error)}
          retryLabel={t.retry}
          onRetry={classes.retry}
        />
      ) : options.length === 0 ? (
        <p className="class-picker__state">{t.noClasses}</p>
      ) : (
        <ul className="class-picker__options">
          {options.map((o) => (
            <li key={o.name}>
              <label className="class-picker__option">
                <input
                  type="checkbox"
                  name="classes"
                  value={o.name}
                  checked={value.includes(o.name)}
                  onChange={() => toggle(o.name)}
                />
                <span>{o.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
