import { useEffect, useRef } from 'react';
import type { Attempt, QuestionOutcome } from '../../../contract/attempts.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { scoreBand } from '../shared/stats.ts';
import { answerText, isBlank } from './answers.ts';
import { learnerTestsMessages, type LearnerTestsMessages } from './messages.ts';
import { percent } from './test-text.ts';
import { AttemptHead } from './attempt-head.tsx';

/** Each question's outcome in the tone of its chip (lib/tones.css). */
const OUTCOME_TONES: Record<QuestionOutcome, string> = {
  correct: 'tone-success',
  partial: 'tone-info',
  pending: 'tone-warning',
  incorrect: 'tone-danger',
};

/** What waits ('2 questions are still to be graded.') and what appears once grading is done. */
function waitingText(pending: number | undefined, m: LearnerTestsMessages): string {
  return pending && pending > 0 ? `${m.stillToGrade(pending)} ${m.gradingExplained}` : m.gradingExplained;
}

interface Props {
  attempt: Attempt;
  onBack: () => void;
}

/**
 * What the test's review options still hold back of a graded attempt, and when it shows; that
 * only the score shows; or nothing when everything shows.
 */
function reviewNote(review: Attempt['review'], m: LearnerTestsMessages): string | null {
  const { later } = review;
  if (later)
    return m.reviewLater[
      `${later.shows === 'answers' ? 'answers' : 'outcomes'}/${later.when === 'test-closed' ? 'test-closed' : 'no-attempts-left'}`
    ];
  return review.shows === 'score' ? m.scoreOnlyReview : null;
}

/**
 * A submitted attempt: score and pass against the passing score with each question's review as
 * far as the server sent it (and when the rest shows), or that grading is pending.
 */
export function ResultView({ attempt, onBack }: Props) {
  const m = useMessages(learnerTestsMessages);
  const f = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const graded = attempt.status === 'graded' && attempt.percentage !== null;
  const questions = new Map(attempt.questions.map((q, i) => [q.id, { q, number: i + 1 }]));
  const note = graded ? reviewNote(attempt.review, m) : null;

  return (
    <section className="section attempt" aria-labelledby="learner-result-title">
      <AttemptHead titleId="learner-result-title" headingRef={heading} title={m.resultTitle(attempt.title)} onBack={onBack}>
        <p className="edu-meta attempt__meta">
          <span>{attempt.course}</span>
          {attempt.maxAttempts > 1 && <span>{m.attemptOf(attempt.attemptNo, attempt.maxAttempts)}</span>}
        </p>
      </AttemptHead>

      <article className="edu-card panel edu-stack outcome" aria-label={m.yourScore}>
        {attempt.autoSubmitted && <p className="edu-quiet outcome__note">{m.autoSubmitted}</p>}
        {graded ? (
          <div className="edu-cluster outcome__summary">
            <p className={`outcome__pct result__pct--${scoreBand(attempt.percentage ?? 0)}`}>
              {percent(f, attempt.percentage ?? 0)}
            </p>
            <div className="edu-stack outcome__facts">
              <p
                className={
                  attempt.passed ? 'chip outcome__verdict outcome__verdict--pass' : 'chip outcome__verdict outcome__verdict--fail'
                }
              >
                {attempt.passed ? m.passed : m.notPassed}
              </p>
              <p>{m.pointsOf(attempt.score ?? 0, attempt.totalPoints)}</p>
              <p>{m.passingScore(percent(f, attempt.passingScore))}</p>
            </div>
          </div>
        ) : (
          <div className="edu-stack">
            <p className="outcome__waiting">{m.waitingTitle}</p>
            <p>{waitingText(attempt.pendingQuestions, m)}</p>
            {attempt.score !== null && (
              <p>{m.pointsSoFar(attempt.score, attempt.totalPoints, percent(f, attempt.passingScore))}</p>
            )}
          </div>
        )}
        {note && <p className="edu-quiet outcome__review-note">{note}</p>}
      </article>

      {graded && attempt.results && (
        <ol className="edu-stack review">
          {attempt.results.map((r) => {
            const found = questions.get(r.questionId);
            const type = found?.q.type ?? 'short-answer';
            return (
              <li key={r.questionId} className="edu-card edu-stack review__item">
                <div className="edu-split question__head">
                  <h3 className="question__number">{m.questionNumber(found ? f.number(found.number) : r.questionId)}</h3>
                  <span className={`chip review__outcome ${OUTCOME_TONES[r.outcome]}`}>{m.outcome[r.outcome]}</span>
                </div>
                {found && <p className="question__text">{found.q.question}</p>}
                <dl className="edu-stack review__facts">
                  <div className="edu-term">
                    <dt>{m.yourAnswer}</dt>
                    <dd>{isBlank(r.answer) ? m.noAnswer : answerText(type, r.answer, m)}</dd>
                  </div>
                  {r.correctAnswer !== undefined && r.correctAnswer !== '' && (
                    <div className="edu-term">
                      <dt>{m.correctAnswer}</dt>
                      <dd>{answerText(type, r.correctAnswer, m)}</dd>
                    </div>
                  )}
                  <div className="edu-term">
                    <dt>{m.pointsLabel}</dt>
                    <dd>{r.points === null ? m.notGradedYet(r.maxPoints) : m.pointsOutOf(r.points, r.maxPoints)}</dd>
                  </div>
                  {r.comment !== undefined && r.comment !== '' && (
                    <div className="edu-term">
                      <dt>{m.teachersComment}</dt>
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
