import { useEffect, useRef } from 'react';
import type { Attempt, AttemptQuestion, QuestionResult } from '../../../contract/index.ts';
import { useAsync } from '../shared/use-async.ts';
import { Facts } from './facts.tsx';
import { QUESTION_TYPE_LABELS } from './test-builder-rules.ts';
import { formatDateTime } from './test-actions.ts';
import {
  answerText,
  OUTCOME_LABELS,
  OUTCOME_TONES,
  passedLabel,
  percentText,
  pointsText,
  RESULT_STATE_LABELS,
  RESULTS_MSG,
} from './results-rules.ts';
import { errorMessage, useApi } from './use-api.ts';

/** One learner's attempt as the teacher reviews it: per question the answer, key, points and comment. */
export function ResultsAttempt({
  attemptId,
  studentName,
  locale,
  onBack,
}: {
  attemptId: number;
  studentName: string;
  locale: string | undefined;
  onBack: () => void;
}) {
  const api = useApi();
  const back = useRef<HTMLButtonElement>(null);
  const attempt = useAsync(`attempt:${attemptId}`, (signal) => api.getAttempt(attemptId, { signal }));

  useEffect(() => back.current?.focus(), []);

  return (
    <div className="tt-res-attempt">
      <button ref={back} type="button" className="edu-btn edu-btn--small edu-btn--ghost tt-res-back" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to results
      </button>
      <h3 className="tt-res-heading">Answers of {studentName}</h3>
      {attempt.loading && !attempt.data ? (
        <p className="tt-empty" role="status">
          <span className="edu-spinner" aria-hidden="true" /> Loading the attempt...
        </p>
      ) : attempt.error || !attempt.data ? (
        <div className="tt-empty tt-empty--error" role="alert">
          <p>Could not load the attempt: {errorMessage(attempt.error)}</p>
          <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={attempt.reload}>
            Retry
          </button>
        </div>
      ) : (
        <AttemptBody attempt={attempt.data} locale={locale} />
      )}
    </div>
  );
}

function AttemptBody({ attempt: a, locale }: { attempt: Attempt; locale: string | undefined }) {
  const byQuestion = new Map((a.results ?? []).map((r) => [r.questionId, r]));
  return (
    <>
      <Facts
        className="tt-facts tt-facts--dialog"
        items={[
          { label: 'Attempt', value: `${a.attemptNo} of ${a.maxAttempts}` },
          { label: 'Status', value: RESULT_STATE_LABELS[a.status] },
          {
            label: 'Submitted',
            value: a.submittedAt ? `${formatDateTime(a.submittedAt, locale)}${a.autoSubmitted ? ' (time ran out)' : ''}` : '—',
          },
          { label: 'Score', value: a.score === null ? '—' : `${pointsText(a.score)} / ${a.totalPoints}` },
          { label: 'Percentage', value: percentText(a.percentage) },
          { label: 'Result', value: passedLabel(a.passed) },
        ]}
      />
      {a.results === null ? (
        <p className="tt-empty">{RESULTS_MSG.notSubmitted}</p>
      ) : (
        <ol className="tt-questions tt-res-attempt__questions">
          {a.questions.map((q, i) => (
            <li key={q.id}>
              <AnsweredQuestion question={q} index={i} result={byQuestion.get(q.id)} answer={a.answers[q.id] ?? ''} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function AnsweredQuestion({
  question: q,
  index,
  result: r,
  answer,
}: {
  question: AttemptQuestion;
  index: number;
  result: QuestionResult | undefined;
  answer: string;
}) {
  const given = r?.answer ?? answer;
  return (
    <article className="tt-question" aria-label={`Question ${index + 1}`}>
      <div className="tt-question__head">
        <span className="tt-question__number">Q{index + 1}</span>
        <span className="tt-chip">{QUESTION_TYPE_LABELS[q.type]}</span>
        {r && <span className={`badge ${OUTCOME_TONES[r.outcome]}`}>{OUTCOME_LABELS[r.outcome]}</span>}
        <span className="tt-chip tt-chip--muted tt-res-points">
          {r?.points === null || r === undefined ? '—' : pointsText(r.points)} / {q.points} points
        </span>
      </div>
      <p className="tt-question__text">{q.question}</p>
      <dl className="tt-res-answers">
        <div>
          <dt>Answer</dt>
          <dd className="tt-res-text">{given.trim() ? answerText(q.type, given) : <em>No answer given.</em>}</dd>
        </div>
        {q.type !== 'essay' && r && (
          <div>
            <dt>{q.type === 'short-answer' ? 'Expected answer' : 'Correct answer'}</dt>
            <dd className="tt-res-text">{answerText(q.type, r.correctAnswer) || '—'}</dd>
          </div>
        )}
        {r?.comment && (
          <div>
            <dt>Comment</dt>
            <dd className="tt-res-text">{r.comment}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
