import { useId, useState, type FormEvent } from 'react';
import { GRADES } from '../../../contract/constants.ts';
import type { ClassSummary } from '../../../contract/classes.ts';
import { classesApi } from '../../../lib/api/classes-api.ts';
import { CatalogueStatus } from '../../../lib/catalogue-status.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { OptionList } from '../../../lib/option-list.tsx';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useCatalogue } from '../../../lib/use-catalogue.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { draftOf, EMPTY_DRAFT, fieldsOf, placeServerError, type ClassDraft, type DraftField } from './class-rules.ts';
import { errorAria as fieldAria, FieldError } from '../assessments/labelled-field.tsx';
import { classesMessages } from './messages.ts';

/**
 * New class (no `editing`) or Edit class: name, course from the catalogue, grade (9th-12th or
 * mixed) and term. What the server refuses is said under the field it names.
 */
export function ClassDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing?: ClassSummary;
  onClose: () => void;
  onSaved: (saved: ClassSummary) => void;
}) {
  const m = useMessages(classesMessages);
  const api = useApi(classesApi);
  const catalogue = useCatalogue();
  const describe = useErrorText();
  const id = useId();
  const [draft, setDraft] = useState<ClassDraft>(() => (editing ? draftOf(editing) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (change: Partial<ClassDraft>): void => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(change) as DraftField[]) delete next[k];
      return next;
    });
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    if (!draft.name.trim()) {
      setErrors({ name: m.nameRequired });
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const fields = fieldsOf(draft);
      const saved = editing ? await api.updateClass(editing.id, fields) : await api.createClass(fields);
      onSaved(saved);
    } catch (err) {
      const placed = placeServerError(err, describe);
      if (placed.field) setErrors({ [placed.field]: placed.message });
      else setFormError(placed.message);
      setBusy(false);
    }
  };

  // A class's course the catalogue no longer lists still shows as chosen.
  const courses = catalogue.courses.map((c) => ({ value: c.id, label: c.title }));
  if (editing?.courseId && !courses.some((c) => c.value === editing.courseId))
    courses.push({ value: editing.courseId, label: editing.courseTitle ?? editing.courseId });

  return (
    <Modal title={editing ? m.editClassTitle : m.newClassTitle} size="sm" busy={busy} onClose={onClose}>
      <form className="stack cform" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {m.nameLabel}
          </label>
          <input
            id={`${id}-name`}
            className="field__control"
            value={draft.name}
            maxLength={100}
            placeholder={m.namePlaceholder}
            required
            {...fieldAria(`${id}-name`, errors.name)}
            onChange={(e) => set({ name: e.target.value })}
          />
          <FieldError id={`${id}-name`} error={errors.name} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-course`}>
            {m.courseLabel}
          </label>
          <select
            id={`${id}-course`}
            className="field__control select"
            value={draft.courseId}
            {...fieldAria(`${id}-course`, errors.courseId)}
            onChange={(e) => set({ courseId: e.target.value })}
          >
            <OptionList leading={{ value: '', label: m.courseNone }} options={courses} />
          </select>
          <FieldError id={`${id}-course`} error={errors.courseId} />
          <CatalogueStatus catalogue={catalogue} />
        </div>
        <div className="cform__pair">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-grade`}>
              {m.gradeLabel}
            </label>
            <select
              id={`${id}-grade`}
              className="field__control select"
              value={draft.grade}
              {...fieldAria(`${id}-grade`, errors.grade)}
              onChange={(e) => set({ grade: e.target.value as ClassDraft['grade'] })}
            >
              <OptionList
                leading={{ value: '', label: m.gradeMixedOption }}
                options={GRADES.map((g) => ({ value: g, label: g }))}
              />
            </select>
            <FieldError id={`${id}-grade`} error={errors.grade} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-term`}>
              {m.termLabel}
            </label>
            <input
              id={`${id}-term`}
              className="field__control"
              value={draft.term}
              maxLength={40}
              placeholder={m.termPlaceholder}
              {...fieldAria(`${id}-term`, errors.term)}
              onChange={(e) => set({ term: e.target.value })}
            />
            <FieldError id={`${id}-term`} error={errors.term} />
          </div>
        </div>
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <FormActions
          cancelLabel={m.cancel}
          submitLabel={editing ? (busy ? m.saving : m.save) : busy ? m.creating : m.create}
          disabled={busy}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
