import { useId } from 'react';
import type { AttemptQuestion } from '../../../contract/attempts.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { answerText } from './answers.ts';
import { learnerTestsMessages } from './messages.ts';

interface Props {
  /** 1-based position in the test. */
  number: number;
  question: AttemptQuestion;
  value: string;
  /** Groups the radios of one question. */
  name: string;
  disabled: boolean;
  /** `immediate`: a choice (saved at once) rather than typing. */
  onChange: (value: string, immediate: boolean) => void;
}

/**
 * One question of a running attempt in its own fieldset, its legend naming it (number, points,
 * text): choices as a radio group, a short answer as a text field, an essay as a text area.
 */
export function QuestionField({ number, question, value, name, disabled, onChange }: Props) {
  const id = useId();
  const m = useMessages(learnerTestsMessages);
  const f = useFormat();
  const legendId = `${id}-legend`;
  const choice = question.type === 'multiple-choice' || question.type === 'true-false';
  const choices = question.type === 'true-false' ? ['true', 'false'] : question.options.filter((o) => o.trim() !== '');
  return (
    <li className="edu-stack question">
      <fieldset className="edu-stack question__group" role={choice ? 'radiogroup' : undefined} disabled={disabled}>
        <legend id={legendId} className="edu-split question__legend">
          <h3 className="question__number">{m.questionNumber(f.number(number))}</h3>
          <span className="edu-label">{m.points(question.points)}</span>
          <span className="question__text">{question.question}</span>
        </legend>
        {choice ? (
          <div className="edu-stack choices">
            {choices.map((c) => (
              <label key={c} className="choice">
                <input type="radio" name={name} value={c} checked={value === c} onChange={() => onChange(c, true)} />
                <span>{answerText(question.type, c, m)}</span>
              </label>
            ))}
          </div>
        ) : question.type === 'short-answer' ? (
          <input
            type="text"
            className="field__input"
            aria-labelledby={legendId}
            value={value}
            maxLength={20_000}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value, false)}
          />
        ) : (
          <textarea
            className="field__input"
            aria-labelledby={legendId}
            rows={6}
            value={value}
            maxLength={20_000}
            onChange={(e) => onChange(e.target.value, false)}
          />
        )}
      </fieldset>
    </li>
  );
}
