import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { validateCourse } from './form-rules.ts';
import { useModalForm } from './use-modal-form.ts';
import { Field } from './field.tsx';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';
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
  const { bind, submit } = useModalForm(
    EMPTY,
    (f) => validateCourse(f, m),
    (trimmed, clear) => {
      onAdd(trimmed);
      clear();
      onClose();
    },
  );

  return (
    <Modal title={m.addCourseTitle} onClose={onClose}>
      <form className="modal__form" noValidate onSubmit={submit}>
        <Field label={m.courseTitle} {...bind('title')} required autoFocus />
        <Field label={m.category} {...bind('category')} placeholder={m.categoryPlaceholder} required />
        <Field label={m.instructor} {...bind('instructor')} required />
        <FormActions cancelLabel={m.cancel} submitLabel={m.addCourse} onCancel={onClose} />
      </form>
    </Modal>
  );
}
