import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Attempt } from '../../../contract/attempts.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useUnsavedWork } from '../../../lib/unsaved-work.ts';
import { AttemptHead } from './attempt-head.tsx';
import { unansweredNumbers } from './answers.ts';
import { formatClock } from './countdown.ts';
import { isConflict } from './error-text.ts';
import { learnerTestsMessages } from './messages.ts';
import { QuestionField } from './question-field.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { SubmitDialog } from './submit-dialog.tsx';
import { useAnswers } from './use-answers.ts';
import { useCountdown } from './use-countdown.ts';
import { useErrorText } from './use-error-text.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';

interface Props {
  /** A running attempt, as the server answered it (answers saved so far, time left). */
  attempt: Attempt;
  /** The attempt was submitted: graded, or waiting for the teacher. */
  onFinished: (attempt: Attempt) => void;
  onBack: () => void;
}

/**
 * answering; confirm: the submit dialog is open; submitting (`why`: the learner, the clock, or
 * the server had ended it); failed: after time ran out, sending or loading failed (Try again).
 */
type Phase =
  | { is: 'answering' }
  | { is: 'confirm' }
  | { is: 'submitting'; why: 'learner' | 'time' | 'closed' }
  | { is: 'failed'; why: 'time' | 'closed' };

/** The last minute shows in the warning colour. */
const WARN_SECONDS = 60;

/**
 * Taking a test: the questions, a countdown kept to the server's clock, answers saved as they
 * change, and Submit with a confirmation. At 0 the answers are submitted without asking; when
 * the server says the attempt is over (409), its result is shown.
 */
export function AttemptView({ attempt, onFinished, onBack }: Props) {
  const api = useApi(attemptsApi);
  const m = useMessages(learnerTestsMessages);
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [phase, setPhase] = useState<Phase>({ is: 'answering' });
  // Why the last submit or load failed, put in words as it shows (the language may change meanwhile).
  const [problem, setProblem] = useState<{ error: unknown } | null>(null);
  const answering = phase.is === 'answering' || phase.is === 'confirm';
  // The result is shown once, whichever answer (submit, a 409, a re-check) brings it first.
  const finished = useRef(false);
  const finish = (done: Attempt): void => {
    if (finished.current) return;
    finished.current = true;
    onFinished(done);
  };

  /** Shows the attempt as the server holds it once it is no longer running. */
  const showServerResult = (): void => {
    setPhase({ is: 'submitting', why: 'closed' });
    api.getAttempt(attempt.id).then(finish, (error: unknown) => {
      setProblem({ error });
      setPhase({ is: 'failed', why: 'closed' });
    });
  };

  // At 0 the client submits too (the server does it anyway, browser or not), through the latest render's handler.
  const timeUp = useRef<() => void>(() => undefined);
  const clock = useCountdown(attempt.remainingSeconds, () => timeUp.current());
  const answers = useAnswers(api, attempt, { onClock: clock.sync, onClosed: () => showServerResult() });

  /** Submits with the answers the server has not confirmed; 409 means it was already submitted. */
  const submit = (why: 'learner' | 'time'): void => {
    const last = answers.queue.stop();
    setPhase({ is: 'submitting', why });
    setProblem(null);
    api
      .submitAttempt(attempt.id, Object.keys(last).length ? last : undefined)
      .catch((error: unknown) => (isConflict(error) ? api.getAttempt(attempt.id) : Promise.reject(error)))
      .then(
        (done) => {
          answers.forget();
          finish(done);
        },
        (error: unknown) => {
          setProblem({ error });
          if (why === 'time' || clock.seconds === 0) {
            setPhase({ is: 'failed', why: 'time' });
          } else {
            setPhase({ is: 'answering' });
            answers.queue.resume();
          }
        },
      );
  };

  useEffect(() => {
    timeUp.current = () => {
      if (answering) submit('time');
    };
  });

  // Back on the page after a while (a sleeping laptop, another tab): the server's clock decides.
  const recheck = useEffectEvent(() => {
    if (!answering) return;
    api.getAttempt(attempt.id).then(
      (now) => {
        if (now.status !== 'in-progress') finish(now);
        else clock.sync(now.remainingSeconds);
      },
      // A failed check changes nothing: the clock keeps counting and the next save checks again.
      () => undefined,
    );
  });
  useEffect(() => {
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') recheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useUnsavedWork(answers.status === 'error' ? m.unsavedWork : null);

  const locked = !answering;
  const unanswered = unansweredNumbers(attempt.questions, answers.answers);
  const low = clock.seconds <= WARN_SECONDS;

  return (
    <section className="section attempt" aria-labelledby="learner-attempt-title">
      <AttemptHead
        titleId="learner-attempt-title"
        headingRef={heading}
        title={attempt.title}
        onBack={() => {
          answers.queue.flush();
          onBack();
        }}
      >
        <p className="edu-meta attempt__meta">
          <span>{attempt.course}</span>
          <span>{m.questions(attempt.questions.length)}</span>
          <span>{m.points(attempt.totalPoints)}</span>
          {attempt.maxAttempts > 1 && <span>{m.attemptOf(attempt.attemptNo, attempt.maxAttempts)}</span>}
        </p>
        <p className="edu-meta attempt__hint">{m.attemptHint}</p>
      </AttemptHead>

      <div className="attempt__bar edu-card edu-split">
        <p className={low ? 'edu-row timer timer--low' : 'edu-row timer'}>
          <span className="edu-label timer__label" id="learner-attempt-time">
            {m.timeLeft}
          </span>
          <span role="timer" aria-labelledby="learner-attempt-time" className="timer__value">
            {formatClock(clock.seconds)}
          </span>
        </p>
        <SaveStatusLine status={answers.status} onRetry={answers.queue.flush} />
      </div>
      <p className="edu-visually-hidden" role="status">
        {clock.announcement !== null && m.minutesLeft(clock.announcement)}
      </p>

      {phase.is === 'submitting' && (
        <p className="edu-row attempt__notice" role="status">
          <span className="edu-spinner" aria-hidden="true" />
          {m.submitting[phase.why]}
        </p>
      )}
      {problem && (
        <div className="edu-cluster edu-notice tone-danger attempt__problem" role="alert">
          <p>
            {(phase.is !== 'failed' ? m.notSubmitted : phase.why === 'time' ? m.timeUpNotSubmitted : m.resultNotLoaded)(
              errorText(problem.error),
            )}
          </p>
          {phase.is === 'failed' && (
            <button type="button" className="edu-btn edu-btn--small" onClick={() => submit('time')}>
              {m.tryAgain}
            </button>
          )}
        </div>
      )}

      <ol className="edu-stack questions">
        {attempt.questions.map((q, i) => (
          <QuestionField
            key={q.id}
            number={i + 1}
            question={q}
            name={`attempt-${attempt.id}-question-${q.id}`}
            value={answers.answers[q.id] ?? ''}
            disabled={locked}
            onChange={(value, immediate) => answers.setAnswer(q.id, value, immediate)}
          />
        ))}
      </ol>

      <div className="attempt__foot">
        <button type="button" className="edu-btn" disabled={locked} onClick={() => setPhase({ is: 'confirm' })}>
          {m.submitTest}
        </button>
      </div>

      {phase.is === 'confirm' && (
        <SubmitDialog
          unanswered={unanswered}
          total={attempt.questions.length}
          onCancel={() => setPhase({ is: 'answering' })}
          onConfirm={() => submit('learner')}
        />
      )}
    </section>
  );
}
