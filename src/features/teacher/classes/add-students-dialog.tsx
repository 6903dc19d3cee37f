import { useId, useState, type FormEvent } from 'react';
import type { ClassSummary } from '../../../contract/classes.ts';
import type { RosterStudent } from '../../../contract/class-roster.ts';
import { rosterApi } from '../../../lib/api/roster-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { useSearchedPages } from '../../../lib/use-paged-list.ts';
import { SearchField } from '../shared/filter-fields.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { teacherSharedMessages } from '../shared/messages.ts';
import { classesMessages } from './messages.ts';
import { MoreButton } from './paged-parts.tsx';

/**
 * Add students: the school's students searched on the server (a page at a time), a checkbox
 * each (those in the class already shown as such), and Add for the chosen ones.
 */
export function AddStudentsDialog({
  summary,
  onClose,
  onAdded,
}: {
  summary: ClassSummary;
  onClose: () => void;
  onAdded: () => void;
}) {
  const m = useMessages(classesMessages);
  const t = useMessages(teacherSharedMessages);
  const api = useApi(rosterApi);
  const { toast } = useElement();
  const describe = useErrorText();
  const id = useId();
  const [search, setSearch] = useState('');
  // The chosen students by id, kept across searches.
  const [chosen, setChosen] = useState<ReadonlyMap<string, RosterStudent>>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useSearchedPages('school', search, (q, cursor, signal) => api.searchSchoolStudents({ q, cursor, signal }));

  const toggle = (s: RosterStudent): void =>
    setChosen((c) => {
      const next = new Map(c);
      if (next.has(s.studentId)) next.delete(s.studentId);
      else next.set(s.studentId, s);
      return next;
    });
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy || chosen.size === 0) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.addToRoster(summary.id, [...chosen.keys()]);
      toast.success(res.message);
      onAdded();
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  };

  return (
    <Modal title={m.addTitle(summary.name)} size="md" busy={busy} onClose={onClose}>
      <form className="stack cadd" onSubmit={(e) => void submit(e)}>
        <SearchField
          id={`${id}-search`}
          className="cadd__search"
          label={m.searchSchool}
          placeholder={m.searchSchoolPlaceholder}
          value={search}
          onChange={setSearch}
        />
        {found.loading ? (
          <LoadingLine className="empty" text={m.searchingSchool} />
        ) : found.error ? (
          <LoadFailed
            className="empty"
            message={m.schoolFailed(describe(found.error))}
            retryLabel={m.retry}
            onRetry={found.reload}
          />
        ) : found.items.length === 0 ? (
          <p className="empty">{m.noSchoolMatch}</p>
        ) : (
          <fieldset className="stack cadd__list" aria-busy={found.busy || undefined}>
            <legend className="edu-visually-hidden">{m.schoolStudentsLabel}</legend>
            {found.items.map((s) => {
              const inClass = s.classes.includes(summary.name);
              return (
                <label key={s.studentId} className="choice cadd__choice">
                  <input
                    type="checkbox"
                    checked={inClass || chosen.has(s.studentId)}
                    disabled={inClass}
                    onChange={() => toggle(s)}
                  />
                  <span className="text-stack">
                    <span className="crow__name">{s.name}</span>
                    <span className="meta">
                      {s.studentId} · {s.grade || m.gradeNotSet}
                      {s.classes.length > 0 && ` · ${s.classes.join(t.listSeparator)}`}
                    </span>
                  </span>
                  {inClass && <span className="badge cadd__in">{m.alreadyInClass}</span>}
                </label>
              );
            })}
            <MoreButton list={found} />
          </fieldset>
        )}
        <p className="meta" role="status">
          {m.chosenCount(chosen.size)}
        </p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <FormActions
          cancelLabel={m.cancel}
          submitLabel={busy ? m.adding : m.addChosen(chosen.size)}
          disabled={busy || chosen.size === 0}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
