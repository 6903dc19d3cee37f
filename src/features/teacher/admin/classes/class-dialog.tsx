import { useId, useState, type FormEvent } from 'react';
import { GRADES } from '../../../../contract/constants.ts';
import { PAGE_LIMIT_MAX } from '../../../../contract/primitives.ts';
import type { ClassFields, ClassSummary } from '../../../../contract/classes.ts';
import { useMessages } from '../../../../lib/i18n/use-language.ts';
import { Modal } from '../../../../lib/overlay/modal.tsx';
import { FormActions } from '../../../../lib/overlay/form-actions.tsx';
import { OptionList } from '../../../../lib/option-list.tsx';
import { useApi } from '../../../../lib/use-api.ts';
import { useAsync } from '../../../../lib/use-async.ts';
import { useCatalogue } from '../../../../lib/use-catalogue.ts';
import { adminApi } from '../../../../lib/api/admin-api.ts';
import { adminMessages, type AdminMessages } from '../shared/messages.ts';
import { reasonOf } from '../shared/reason.ts';

interface Draft {
  name: string;
  courseId: string;
  grade: ClassFields['grade'];
  term: string;
  owner: string;
}

type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (c: ClassSummary | null): Draft => ({
  name: c?.name ?? '',
  courseId: c?.courseId ?? '',
  grade: c?.grade === '' || GRADES.includes(c?.grade as never) ? (c?.grade as ClassFields['grade']) : '',
  term: c?.term ?? '',
  owner: c?.teachers.find((t) => t.owner)?.teacherId ?? '',
});

/** What the draft lacks, field by field, in the contract's limits (the server checks them again). */
function problems(d: Draft, m: AdminMessages): Errors {
  const errors: Errors = {};
  const name = d.name.trim();
  if (!name) errors.name = m.nameRequired;
  else if ([...name].length > 100) errors.name = m.nameTooLong;
  if ([...d.term.trim()].length > 40) errors.term = m.termTooLong;
  if (!d.owner) errors.owner = m.ownerRequired;
  return errors;
}

/**
 * New class, or a class's changes: name, course of the catalogue, grade, term, and the owner
 * picked from the school's teachers. `onSave` answers whether it saved (the dialog closes then).
 */
export function ClassDialog({
  editing,
  onClose,
  onSave,
}: {
  /** The class changed; null: a new one. */
  editing: ClassSummary | null;
  onClose: () => void;
  onSave: (fields: ClassFields) => Promise<boolean>;
}) {
  const id = useId();
  const m = useMessages(adminMessages);
  const api = useApi(adminApi);
  const catalogue = useCatalogue();
  const teachers = useAsync('admin-owner-picker', (signal) => api.getTeachers('', undefined, { signal, limit: PAGE_LIMIT_MAX }));
  const [draft, setDraft] = useState(() => draftOf(editing));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]): void => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const found = problems(draft, m);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const ok = await onSave({
      name: draft.name.trim(),
      courseId: draft.courseId || null,
      grade: draft.grade,
      term: draft.term.trim(),
      ownerTeacherId: draft.owner,
    });
    setBusy(false);
    if (ok) onClose();
  };

  const error = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="field__error" role="alert">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: keyof Errors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};
  const owners = teachers.data?.data ?? [];

  return (
    <Modal title={editing ? m.editClassTitle(editing.name) : m.createClassTitle} size="sm" busy={busy} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {m.classNameLabel}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={draft.name}
            data-autofocus
            {...described('name')}
            onChange={(e) => set('name', e.target.value)}
          />
          {error('name')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-course`}>
            {m.courseLabel}
          </label>
          <select id={`${id}-course`} className="select" value={draft.courseId} onChange={(e) => set('courseId', e.target.value)}>
            <OptionList
              leading={{ value: '', label: m.noCourse }}
              options={catalogue.courses.map((c) => ({ value: c.id, label: c.title }))}
            />
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-grade`}>
            {m.gradeLabel}
          </label>
          <select
            id={`${id}-grade`}
            className="select"
            value={draft.grade}
            onChange={(e) => set('grade', e.target.value as Draft['grade'])}
          >
            <OptionList leading={{ value: '', label: m.anyGrade }} options={GRADES.map((g) => ({ value: g, label: g }))} />
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-term`}>
            {m.termLabel}
          </label>
          <input
            id={`${id}-term`}
            className="input"
            value={draft.term}
            placeholder={m.termPlaceholder}
            {...described('term')}
            onChange={(e) => set('term', e.target.value)}
          />
          {error('term')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-owner`}>
            {m.ownerLabel}
          </label>
          <select
            id={`${id}-owner`}
            className="select"
            value={draft.owner}
            disabled={teachers.status === 'loading'}
            {...described('owner')}
            onChange={(e) => set('owner', e.target.value)}
          >
            <OptionList
              leading={{ value: '', label: teachers.status === 'loading' ? m.loadingTeachers : m.pickOwner }}
              options={owners.map((t) => ({ value: t.teacherId, label: t.email ? `${t.name} (${t.email})` : t.name }))}
            />
          </select>
          {teachers.status === 'error' && (
            <p className="field__error" role="alert">
              {m.loadFailed(reasonOf(teachers.error, m.tryAgain))}
            </p>
          )}
          {error('owner')}
        </div>
        <FormActions
          cancelLabel={m.cancel}
          submitLabel={editing ? (busy ? m.savingClass : m.saveClass) : busy ? m.creatingClass : m.createClass}
          disabled={busy}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
