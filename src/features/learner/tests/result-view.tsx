import { useEffect, useRef } from 'react';
import type { Attempt, QuestionOutcome } from '../../../contract/attempts.ts';
import { Icon } from '../icons.tsx';
import { scoreBand } from '../stats.ts';
import { answerText, isBlank } from './answers.ts';
import { count } from './test-text.ts';

const OUTCOME: Record<QuestionOutcome, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  partial: 'Partly correct',
  pending: 'Waiting for grading',
};

/** The headline of a submitted attempt a teacher has not finished grading. */
export const WAITING_TITLE = "Submitted: waiting for your teacher's grading";

/** What waits ('2 questions are still to be graded.') and what appears once grading is done. */
export function waitingText(pending: number | undefined): string {
  const what = pending && pending > 0 ? `${count(pending, 'question')} ${pending === 1 ? 'is' : 'are'} still to be graded. ` : '';
  return `${what}Your score, whether you passed and each question's result appear here once your teacher has graded your answers.`;
}

interface Props {
  attempt: Attempt;
  onBack: () => void;
}

/** A submitted attempt: score and pass against the passing score with each question's review, or that grading is pending. */
export function ResultView({ attempt, onBack }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const graded = attempt.status === 'graded' && attempt.percentage !== null;
  const questions = new Map(attempt.questions.map((q, i) => [q.id, { q, number: i + 1 }]));

  return (
    <section className="section attempt" aria-labelledby="learner-result-title">
      <div className="attempt__top">
        <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={onBack}>
          <Icon name="back" size={16} />
          Back to tests
        </button>
      </div>
      <header className="attempt__head">
        <h2 id="learner-result-title" ref={heading} className="section__title" tabIndex={-1}>
          {attempt.title}: your result
        </h2>
        <p className="attempt__meta">
          <span>{attempt.course}</span>
          {attempt.maxAttempts > 1 && (
            <span>
              Attempt {attempt.attemptNo} of {attempt.maxAttempts}
            </span>
          )}
        </p>
      </header>

      <article className="edu-card panel outcome" aria-label="Your score">
        {attempt.autoSubmitted && <p className="outcome__note">Time ran out, so your saved answers were submitted automatically.</p>}
        {graded ? (
          <div className="outcome__summary">
            <p className={`outcome__pct result__pct--${scoreBand(attempt.percentage ?? 0)}`}>{attempt.percentage}%</p>
            <div className="outcome__facts">
              <p className={attempt.passed ? 'chip outcome__verdict outcome__verdict--pass' : 'chip outcome__verdict outcome__verdict--fail'}>
                {attempt.passed ? 'Passed' : 'Not passed'}
              </p>
              <p>
                {attempt.score ?? 0} of {count(attempt.totalPoints, 'point')}
              </p>
              <p>Passing score: {attempt.passingScore}%</p>
            </div>
          </div>
        ) : (
          <div className="outcome__pending">
            <p className="outcome__waiting">{WAITING_TITLE}</p>
            <p>{waitingText(attempt.pendingQuestions)}</p>
            {attempt.score !== null && (
              <p>
                Points so far: {attempt.score} of {attempt.totalPoints}. Passing score: {attempt.passingScore}%.
              </p>
            )}
          </div>
        )}
      </article>

      {graded && attempt.results && (
        <ol className="review">
          {attempt.results.map((r) => {
            const found = questions.get(r.questionId);
            const type = found?.q.type ?? 'short-answer';
            return (
              <li key={r.questionId} className="edu-card review__item">
                <div className="question__head">
                  <h3 className="question__number">Question {found?.number ?? r.questionId}</h3>
                  <span className={`chip review__outcome review__outcome--${r.outcome}`}>{OUTCOME[r.outcome]}</span>
                </div>
                {found && <p className="question__text">{found.q.question}</p>}
                <dl className="review__facts">
                  <div>
                    <dt>Your answer</dt>
                    <dd>{isBlank(r.answer) ? 'No answer' : answerText(type, r.answer)}</dd>
                  </div>
                  {r.correctAnswer !== '' && (
                    <div>
                      <dt>Correct answer</dt>
                      <dd>{answerText(type, r.correctAnswer)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>Points</dt>
                    <dd>{r.points === null ? `Not graded yet (of ${r.maxPoints})` : `${r.points} of ${r.maxPoints}`}</dd>
                  </div>
                  {r.comment !== '' && (
                    <div>
                      <dt>Teacher&apos;s comment</dt>
                      <dd>{r.comment}</dd>
                    </div>
                  )}
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
