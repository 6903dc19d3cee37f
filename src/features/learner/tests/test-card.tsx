import { useId } from 'react';
import type { LearnerTest } from '../../../contract/attempts.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { learnerTestsMessages } from './messages.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { percent } from './test-text.ts';
import { TimeLeft } from './time-left.tsx';
import { DescriptionList } from '../../../lib/description-list.tsx';

export interface TestCardProps {
  test: LearnerTest;
  /** The viewer is the learner (only they start or resume an attempt). */
  canTake: boolean;
  /** Start, Resume or View Result is on its way. */
  starting: boolean;
  /** Why the last Start, Resume or View Result failed. */
  problem?: string;
  onStart: (test: LearnerTest) => void;
  onViewResult: (test: LearnerTest) => void;
  /** A running attempt's time ran out while the list was open. */
  onExpire: () => void;
}

/** One assigned test: its facts and what the learner can do with it now. */
export function TestCard({ test, canTake, starting, problem, onStart, onViewResult, onExpire }: TestCardProps) {
  const id = useId();
  const m = useMessages(learnerTestsMessages);
  const f = useFormat();
  const latest = test.latest;
  const finished = latest && latest.status !== 'in-progress' ? latest : null;
  const described = problem ? `${id}-title ${id}-problem` : `${id}-title`;
  return (
    <li>
      <article className="edu-card edu-stack test-card" aria-labelledby={`${id}-title`}>
        <div className="edu-stack test-card__head">
          <h4 id={`${id}-title`} className="test-card__title">
            {test.title}
          </h4>
          <span className="edu-meta test-card__course">{test.course}</span>
        </div>
        <DescriptionList
          className="test-card__facts"
          items={[
            { label: m.timeLimit, value: m.minutes(test.timeLimit) },
            { label: m.questionsLabel, value: f.number(test.questions) },
            { label: m.pointsLabel, value: f.number(test.totalPoints) },
            { label: m.attemptsLabel, value: m.attemptsUsed(test.attemptsUsed, test.maxAttempts) },
          ]}
        />

        {test.state === 'upcoming' && (
          <p className="edu-quiet test-card__when">
            {test.scheduledDate ? m.opensOn(formatMoment(f.tag, test.scheduledDate)) : m.opensLater}
          </p>
        )}
        {test.state === 'in-progress' && latest && <TimeLeft attemptId={latest.id} onExpire={onExpire} />}
        {test.state === 'closed' && <p className="edu-quiet test-card__when">{m.testClosed}</p>}
        {finished &&
          (finished.status === 'graded' && finished.percentage !== null ? (
            <p className="edu-cluster test-card__score">
              <span>{(test.state === 'completed' ? m.score : m.lastScore)(percent(f, finished.percentage))}</span>
              <span className={finished.passed ? 'chip test-card__verdict--pass' : 'chip test-card__verdict--fail'}>
                {finished.passed ? m.passed : m.notPassed}
              </span>
            </p>
          ) : (
            <p className="edu-cluster test-card__score">
              <span className="chip test-card__verdict--waiting">{m.waitingForGrading}</span>
            </p>
          ))}

        {problem && (
          <p id={`${id}-problem`} className="test-card__problem" role="alert">
            {problem}
          </p>
        )}
        {!canTake && (test.state === 'open' || test.state === 'in-progress') && (
          <p className="edu-quiet test-card__when">{m.onlyLearner}</p>
        )}
        <div className="test-card__actions">
          {canTake && (test.state === 'open' || test.state === 'in-progress') && (
            <button
              type="button"
              className="edu-btn"
              aria-describedby={described}
              disabled={starting}
              onClick={() => onStart(test)}
            >
              {starting ? (test.state === 'open' ? m.starting : m.opening) : test.state === 'open' ? m.startTest : m.resumeTest}
            </button>
          )}
          {finished && (
            <button
              type="button"
              className="edu-btn edu-btn--ghost"
              aria-describedby={`${id}-title`}
              disabled={starting}
              onClick={() => onViewResult(test)}
            >
              {m.viewResult}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
