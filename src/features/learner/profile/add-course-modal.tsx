import { useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { hasErrors, trimForm, validateCourse, type FormErrors } from './form-rules.ts';
import { Field } from './field.tsx';
import type { CourseForm } from '../shared/model.ts';
import { learnerSectionMessages } from '../shared/section-messages.ts';
import { useStyles } from '../../../lib/use-styles.ts';
import modalCss from './learner-modal.css?inline';

const EMPTY: CourseForm = { title: '', category: '', instructor: '' };

interface Props {
  onAdd: (form: CourseForm) => void;
  onClose: () => void;
}

/** Course Title, Category, Instructor; all required; Cancel / 'Add Course'. */
export function AddCourseModal({ onAdd, onClose }: Props) {
  useStyles(modalCss);
  const m = useMessages(learnerSectionMessages);
  const [form, setForm] = useState<CourseForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<CourseForm>>({});
  const set = (key: keyof CourseForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const found = validateCourse(form, m);
    setErrors(found);
    if (hasErrors(found)) {
      // Focus the first field in error so keyboard and screen reader users land on it.
      const name = Object.keys(found)[0];
      if (name) (e.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      return;
    }
    onAdd(trimForm(form));
    setForm(EMPTY);
    onClose();
  };

  return (
    <Modal title={m.addCourseTitle} onClose={onClose}>
      <form className="modal__form" noValidate onSubmit={submit}>
        <Field label={m.courseTitle} name="title" value={form.title} onChange={set('title')} error={errors.title} required autoFocus />
        <Field
          label={m.category}
          name="category"
          value={form.category}
          onChange={set('category')}
          error={errors.category}
          placeholder={m.categoryPlaceholder}
          required
        />
        <Field label={m.instructor} name="instructor" value={form.instructor} onChange={set('instructor')} error={errors.instructor} required />
        <div className="edu-modal__actions">
          <button type="button" className="edu-btn edu-btn--ghost" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className="edu-btn">
            {m.addCourse}
          </button>
        </div>
      </form>
    </Modal>
  );
}
