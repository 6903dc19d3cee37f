import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { QUESTION_TYPES, type QuestionType } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { BoundedNumberField } from './bounded-number-field.tsx';
import { testsMessages } from './messages.ts';
import {
  BOUNDS,
  defaultQuestion,
  optionLetterIn,
  validateQuestion,
  type QuestionDraft,
  type QuestionError,
} from './test-builder-rules.ts';
import { OptionList } from '../../../lib/option-list.tsx';
import { FieldError, TextField } from './labelled-field.tsx';

/**
 * The 'Add Question' block. The answer fields follow the type; a problem is shown under the
 * field it concerns and focus moves there.
 */
export function QuestionForm({ onAdd }: { onAdd: (draft: QuestionDraft) => void }) {
  const id = useId();
  const m = useMessages(testsMessages);
  const [draft, setDraft] = useState<QuestionDraft>(defaultQuestion);
  const [error, setError] = useState<QuestionError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<QuestionDraft>): void => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const problem = validateQuestion(draft, m);
    setError(problem);
    if (problem) return;
    onAdd(draft);
    // Keep the chosen type: a teacher usually adds several questions of one kind in a row.
    setDraft(defaultQuestion(draft.type));
  };

  // Move focus to the field a problem concerns (the first invalid control in it).
  useEffect(() => {
    if (!error) return;
    const scope = form.current?.querySelector(`[data-field="${error.field}"]`);
    const target =
      scope?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? scope?.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  }, [error]);

  const errorFor = (field: QuestionError['field']) => (error?.field === field ? error.message : '');
  const describedBy = (field: QuestionError['field']) => (error?.field === field ? `${id}-${field}-error` : undefined);
  const errorText = (field: QuestionError['field']) => <FieldError id={`${id}-${field}`} error={errorFor(field)} />;
  // The correct answer's select: a placeholder, then the answer's choices.
  const correctAnswerField = (suffix: string, placeholder: string, choices: readonly { value: string; label: string }[]) => (
    <div className="tt-field" data-field="correctAnswer">
      <label htmlFor={`${id}-${suffix}`}>{m.correctAnswer}</label>
      <select
        id={`${id}-${suffix}`}
        value={draft.correctAnswer}
        aria-invalid={errorFor('correctAnswer') ? true : undefined}
        aria-describedby={describedBy('correctAnswer')}
        onChange={(e) => set({ correctAnswer: e.target.value })}
      >
        <OptionList leading={{ value: '', label: placeholder }} options={choices} />
      </select>
      {errorText('correctAnswer')}
    </div>
  );

  return (
    <form
      ref={form}
      className="edu-card panel tt-card tt-builder-card"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="tt-card__title">
        {m.addQuestion}
      </h3>
      <div className="tt-question-form__top">
        <div className="tt-field">
          <label htmlFor={`${id}-type`}>{m.questionType}</label>
          <select
            id={`${id}-type`}
            value={draft.type}
            onChange={(e) => set({ type: e.target.value as QuestionType, correctAnswer: '' })}
          >
            {QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {m.questionTypes[t]}
              </option>
            ))}
          </select>
        </div>
        <BoundedNumberField
          id={`${id}-points`}
          label={m.points}
          className="tt-field tt-field--points"
          field="points"
          integer
          bounds={BOUNDS.points}
          value={draft.points}
          error={errorFor('points')}
          onChange={(points) => set({ points })}
        />
      </div>

      <div className="tt-field" data-field="question">
        <label htmlFor={`${id}-text`}>{m.questionText}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={draft.question}
          maxLength={5000}
          placeholder={m.questionTextPlaceholder}
          aria-invalid={errorFor('question') ? true : undefined}
          aria-describedby={describedBy('question')}
          onChange={(e) => set({ question: e.target.value })}
        />
        {errorText('question')}
      </div>

      {draft.type === 'multiple-choice' && (
        <>
          <fieldset className="tt-options" data-field="options" aria-describedby={describedBy('options')}>
            <legend>{m.options}</legend>
            <div className="tt-options__grid">
              {draft.options.map((opt, i) => (
                <div className="tt-option-input" key={i}>
                  <label htmlFor={`${id}-opt-${i}`} className="disc">
                    <span aria-hidden="true">{optionLetterIn(m.optionLetters, i)}</span>
                    <span className="edu-visually-hidden">{m.option(optionLetterIn(m.optionLetters, i))}</span>
                  </label>
                  <input
                    id={`${id}-opt-${i}`}
                    type="text"
                    value={opt}
                    maxLength={1000}
                    placeholder={m.option(optionLetterIn(m.optionLetters, i))}
                    aria-invalid={errorFor('options') && opt.trim() === '' ? true : undefined}
                    onChange={(e) => set({ options: draft.options.map((o, j) => (j === i ? e.target.value : o)) })}
                  />
                </div>
              ))}
            </div>
            {errorText('options')}
          </fieldset>
          {correctAnswerField(
            'correct',
            m.selectCorrectOption,
            draft.options.map((opt, i) => ({
              value: String(i),
              label: m.correctOptionChoice(optionLetterIn(m.optionLetters, i), opt.trim()),
            })),
          )}
        </>
      )}

      {draft.type === 'true-false' &&
        correctAnswerField('tf', m.selectTrueOrFalse, [
          { value: 'true', label: m.trueFalse.true },
          { value: 'false', label: m.trueFalse.false },
        ])}

      {draft.type === 'short-answer' && (
        <TextField
          id={`${id}-expected`}
          label={m.expectedAnswer}
          value={draft.correctAnswer}
          maxLength={5000}
          onChange={(correctAnswer) => set({ correctAnswer })}
        />
      )}

      {draft.type === 'essay' && <p className="meta tt-hint">{m.essayHint}</p>}

      <div className="tt-builder-card__actions">
        <button type="submit" className="edu-btn">
          <span aria-hidden="true">+</span> {m.addQuestion}
        </button>
      </div>
    </form>
  );
}
