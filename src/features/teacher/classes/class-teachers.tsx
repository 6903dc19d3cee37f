import { useId, useState, type FormEvent } from 'react';
import type { ClassSummary, ClassTeacher } from '../../../contract/classes.ts';
import { AlertDialog } from '../../../lib/alert-dialog.tsx';
import { rosterApi } from '../../../lib/api/roster-api.ts';
import { BusyButton } from '../../../lib/busy-button.tsx';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { errorAria, FieldError } from '../assessments/labelled-field.tsx';
import { TitledSection } from '../shared/section-frame.tsx';
import { classesMessages } from './messages.ts';

/** A class's teachers, its owner first; a class's owner adds co-teachers by email and removes them. */
export function ClassTeachers({
  summary,
  manages,
  onChanged,
}: {
  summary: ClassSummary;
  manages: boolean;
  onChanged: (c: ClassSummary) => void;
}) {
  const m = useMessages(classesMessages);
  const api = useApi(rosterApi);
  const { toast } = useElement();
  const describe = useErrorText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<ClassTeacher | null>(null);
  const [removing, setRemoving] = useState(false);

  const add = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (adding) return;
    const wanted = email.trim();
    if (!wanted) {
      setError(m.emailRequired);
      return;
    }
    setAdding(true);
    try {
      onChanged(await api.addCoTeacher(summary.id, wanted));
      toast.success(m.teacherAdded(wanted));
      setEmail('');
      setError(undefined);
    } catch (err) {
      setError(describe(err));
    } finally {
      setAdding(false);
    }
  };
  const remove = async (teacher: ClassTeacher): Promise<void> => {
    setRemoving(true);
    try {
      onChanged(await api.removeCoTeacher(summary.id, teacher.teacherId));
      toast.success(m.teacherRemoved(teacher.name));
    } catch (err) {
      toast.error(describe(err));
    } finally {
      setRemoving(false);
      setLeaving(null);
    }
  };

  return (
    <TitledSection id={`${id}-title`} title={m.teachers} className="edu-card panel cteachers" titleClassName="panel__title">
      <ul className="account-list">
        {summary.teachers.map((teacher) => (
          <li key={teacher.teacherId} className="account-row">
            <span className="account-row__text">
              <span className="account-row__name">{teacher.name}</span>
              <span className="meta">{teacher.owner ? m.roles.owner : m.roles.coTeacher}</span>
            </span>
            {manages && !teacher.owner && (
              <button
                type="button"
                className="edu-btn edu-btn--ghost edu-btn--small"
                aria-label={m.removeTeacherLabel(teacher.name)}
                onClick={() => setLeaving(teacher)}
              >
                {m.removeTeacher}
              </button>
            )}
          </li>
        ))}
      </ul>
      {manages && (
        <form className="cteachers__add" noValidate onSubmit={(e) => void add(e)}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {m.coTeacherEmail}
            </label>
            <div className="cluster cteachers__row">
              <input
                id={`${id}-email`}
                className="field__control"
                type="email"
                autoComplete="off"
                maxLength={254}
                value={email}
                {...errorAria(`${id}-email`, error)}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
              <BusyButton type="submit" className="edu-btn" busy={adding}>
                {m.addCoTeacher}
              </BusyButton>
            </div>
            <FieldError id={`${id}-email`} error={error} />
          </div>
        </form>
      )}
      {leaving && (
        <AlertDialog
          title={m.removeTeacherTitle}
          cancelLabel={m.cancel}
          confirmLabel={m.removeTeacher}
          danger
          busy={removing}
          onCancel={() => setLeaving(null)}
          onConfirm={() => void remove(leaving)}
        >
          <p>{m.removeTeacherBody(leaving.name, summary.name)}</p>
        </AlertDialog>
      )}
    </TitledSection>
  );
}
