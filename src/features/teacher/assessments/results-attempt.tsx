import { useEffect, useRef } from 'react';
import type { Attempt, AttemptQuestion, QuestionResult } from '../../../contract/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { Facts } from './facts.tsx';
import { testsMessages } from './messages.ts';
import { testResultsMessages } from './results-messages.ts';
import { answerText, OUTCOME_TONES, passedLabel, percentText, pointsText } from './results-rules.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';
import { AsyncView } from '../shared/load-failed.tsx';

/** One learner's attempt as the teacher reviews it: per question the answer, key, points and comment. */
export function ResultsAttempt({
  attemptId,
  studentName,
  onBack,
}: {
  attemptId: number;
  studentName: string;
  onBack: () => void;
}) {
  const m = useMessages(testResultsMessages);
  const api = useApi(attemptsApi);
  const back = useRef<HTMLButtonElement>(null);
  const attempt = useAsync(`attempt:${attemptId}`, (signal) => api.getAttempt(attemptId, { signal }));

  useEffect(() => back.current?.focus(), []);

  return (
    <div className="tt-res-attempt">
      <button ref={back} type="button" className="edu-btn edu-btn--small edu-btn--ghost tt-res-back" onClick={onBack}>
        <span className="tt-res-back__arrow" aria-hidden="true">
          ←
        </span>{' '}
        {m.backToResults}
      </button>
      <h3 className="tt-res-heading">{m.answersOf(studentName)}</h3>
      <AsyncView
        state={attempt}
        className="empty"
        texts={{ loading: m.loadingAttempt, failed: (e) => m.loadAttemptFailed(errorMessage(e)), retry: m.retry }}
        keepData
      >
        {(data) => <AttemptBody attempt={data} />}
      </AsyncView>
    </div>
  );
}

function AttemptBody({ attempt: a }: { attempt: Attempt }) {
  const m = useMessages(testResultsMessages);
  const f = useFormat();
  const byQuestion = new Map((a.results ?? []).map((r) => [r.questionId, r]));
  const submitted = a.submittedAt ? formatMoment(f.tag, a.submittedAt) : '';
  return (
    <>
      <Facts
        className="tt-facts tt-facts--dialog"
        items={[
          { label: m.factAttempt, value: m.ofCount(a.attemptNo, a.maxAttempts) },
          { label: m.factStatus, value: m.state[a.status] },
          {
            label: m.factSubmitted,
            value: !submitted ? '—' : a.autoSubmitted ? m.submittedWhenTimeRanOut(submitted) : submitted,
          },
          { label: m.factScore, value: a.score === null ? '—' : `${pointsText(f.tag, a.score)} / ${f.number(a.totalPoints)}` },
          { label: m.factPercentage, value: percentText(f.tag, a.percentage) },
          { label: m.factResult, value: passedLabel(a.passed, m) },
        ]}
      />
      {a.results === null ? (
        <p className="empty">{m.notSubmitted}</p>
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
  const m = useMessages(testResultsMessages);
  const tm = useMessages(testsMessages);
  const f = useFormat();
  const given = r?.answer ?? answer;
  return (
    <article className="box box--sunk tt-question" aria-label={tm.question(index + 1)}>
      <div className="cluster tt-question__head">
        <span className="tt-question__number">{tm.questionNumber(index + 1)}</span>
        <span className="tt-chip">{tm.questionTypes[q.type]}</span>
        {r && <span className={`badge ${OUTCOME_TONES[r.outcome]}`}>{m.outcome[r.outcome]}</span>}
        <span className="tt-chip tt-chip--muted tt-res-points">
          {m.pointsOutOf(r?.points === null || r === undefined ? '—' : pointsText(f.tag, r.points), q.points)}
        </span>
      </div>
      <p className="tt-question__text">{q.question}</p>
      <dl className="tt-res-answers">
        <div>
          <dt>{m.answer}</dt>
          <dd className="tt-res-text">{given.trim() ? answerText(q.type, given, tm.trueFalse) : <em>{m.noAnswer}</em>}</dd>
        </div>
        {q.type !== 'essay' && r && (
          <div>
            <dt>{q.type === 'short-answer' ? m.expectedAnswer : m.correctAnswer}</dt>
            <dd className="tt-res-text">{answerText(q.type, r.correctAnswer ?? '', tm.trueFalse) || '—'}</dd>
          </div>
        )}
        {r?.comment && (
          <div>
            <dt>{m.comment}</dt>
            <dd className="tt-res-text">{r.comment}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
