import type { Question } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { testsMessages } from './messages.ts';
import { optionLetterIn } from './test-builder-rules.ts';

/** One question as the teacher reviews it: Q#, type, points, text and its answer key. */
export function QuestionView({ question: q, index, onRemove }: { question: Question; index: number; onRemove?: () => void }) {
  const m = useMessages(testsMessages);
  return (
    <article className="box box--sunk tt-question" aria-label={m.question(index + 1)}>
      <div className="cluster tt-question__head">
        <span className="tt-question__number">{m.questionNumber(index + 1)}</span>
        <span className="tt-chip">{m.questionTypes[q.type]}</span>
        <span className="tt-chip tt-chip--muted">{m.pointCount(q.points)}</span>
        {onRemove && (
          <button
            type="button"
            className="icon-btn tt-question__remove"
            aria-label={m.removeQuestion(index + 1)}
            title={m.removeQuestionTitle}
            onClick={onRemove}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" fill="currentColor" />
            </svg>
          </button>
        )}
      </div>
      <p className="tt-question__text">{q.question}</p>
      {q.type === 'multiple-choice' && (
        <ol className="tt-question__options">
          {q.options.map((opt, i) => {
            const correct = opt === q.correctAnswer;
            return (
              <li key={i} className={correct ? 'box tt-option tt-option--correct' : 'box tt-option'}>
                <span className="disc tt-option__letter" aria-hidden="true">
                  {optionLetterIn(m.optionLetters, i)}
                </span>
                <span className="edu-visually-hidden">{optionLetterIn(m.optionLetters, i)}. </span>
                <span className="tt-option__text">{opt}</span>
                {correct && (
                  <span className="tt-option__mark">
                    <span aria-hidden="true">✓</span>
                    <span className="edu-visually-hidden"> {m.correctOptionMark}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {q.type === 'true-false' && (
        <p className="tt-question__answer">
          {m.correctTrueFalse(q.correctAnswer === 'true' ? m.trueFalse.true : m.trueFalse.false)}
        </p>
      )}
      {q.type === 'short-answer' && <p className="tt-question__answer">{m.expected(q.correctAnswer || '—')}</p>}
    </article>
  );
}
