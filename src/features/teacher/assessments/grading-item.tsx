import { useId, useRef, useState, type FormEvent } from 'react';
import type { QueueItem } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { testsMessages } from './messages.ts';
import { testResultsMessages } from './results-messages.ts';
import { parsePoints } from './results-rules.ts';

export type { QueueItem };

/** Saves one grade; resolves to '' when saved, else the reason it was not. */
export type SaveGrade = (item: QueueItem, points: number, comment: string) => Promise<string>;

/**
 * One short answer or essay waiting for the teacher: the learner's answer (as text), the
 * expected answer of a short answer, and points from 0 to the question's points (at most one
 * decimal) with an optional comment. Nothing is sent while the points are not valid.
 */
export function GradingItem({ item, number, onSave }: { item: QueueItem; number: number; onSave: SaveGrade }) {
  const id = useId();
  const m = useMessages(testResultsMessages);
  const tm = useMessages(testsMessages);
  const pointsInput = useRef<HTMLInputElement>(null);
  const [points, setPoints] = useState('');
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    if (saving) return;
    const parsed = parsePoints(points, item.maxPoints, m, pointsInput.current?.validity.badInput ?? false);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      pointsInput.current?.focus();
      return;
    }
    setFieldError('');
    setSaveError('');
    setSaving(true);
    const problem = await onSave(item, parsed.points, comment.trim());
    // A saved item leaves the queue (this component unmounts); a refused one stays editable.
    if (problem) {
      setSaving(false);
      setSaveError(problem);
    }
  };

  return (
    <article className="stack box box--sunk tt-res-grade" aria-label={m.gradeItem(item.studentName, number)}>
      <header className="cluster tt-res-grade__head">
        <h4 className="tt-res-grade__who">{item.studentName}</h4>
        <span className="tt-question__number">{tm.questionNumber(number)}</span>
        <span className="tt-chip">{tm.questionTypes[item.type]}</span>
      </header>
      <p className="tt-res-grade__question">{item.question}</p>
      <dl className="tt-res-answers">
        <div>
          <dt>{m.answer}</dt>
          <dd className="tt-res-text">{item.answer.trim() ? item.answer : <em>{m.noAnswer}</em>}</dd>
        </div>
        {item.type === 'short-answer' && (
          <div>
            <dt>{m.expectedAnswer}</dt>
            <dd className="tt-res-text">{item.expected || '—'}</dd>
          </div>
        )}
      </dl>
      <form
        className="tt-res-grade__form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={m.gradeForm(item.studentName, number)}
      >
        <div className="tt-field tt-res-grade__points">
          <label htmlFor={`${id}-points`}>{m.pointsUpTo(item.maxPoints)}</label>
          <input
            ref={pointsInput}
            id={`${id}-points`}
            type="number"
            inputMode="decimal"
            min={0}
            max={item.maxPoints}
            step={0.1}
            value={points}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-points-error` : undefined}
            onChange={(e) => setPoints(e.target.value)}
          />
          {fieldError && (
            <p id={`${id}-points-error`} className="tt-field__error" role="alert">
              {fieldError}
            </p>
          )}
        </div>
        <div className="tt-field tt-res-grade__comment">
          <label htmlFor={`${id}-comment`}>{m.commentOptional}</label>
          <textarea id={`${id}-comment`} rows={2} maxLength={5000} value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        {saveError && (
          <p className="tt-field__error tt-res-grade__error" role="alert">
            {m.saveGradeFailed(saveError)}
          </p>
        )}
        <div className="tt-res-grade__actions">
          <button type="submit" className="edu-btn edu-btn--small" disabled={saving}>
            {saving ? m.saving : m.saveGrade}
          </button>
        </div>
      </form>
    </article>
  );
}
