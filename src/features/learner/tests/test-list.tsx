import { useState, type ReactNode } from 'react';
import type { LearnerTest, LearnerTestState } from '../../../contract/attempts.ts';
import { Icon } from '../icons.tsx';
import { errorText } from './error-text.ts';
import { TestCard } from './test-card.tsx';
import type { LearnerTestsState } from './use-learner-tests.ts';

/** The order and names of the groups: what needs the learner first. */
export const TEST_GROUPS: readonly { state: LearnerTestState; title: string }[] = [
  { state: 'in-progress', title: 'In progress' },
  { state: 'open', title: 'Open' },
  { state: 'upcoming', title: 'Upcoming' },
  { state: 'completed', title: 'Completed' },
  { state: 'closed', title: 'Closed' },
];

interface Props {
  list: LearnerTestsState;
  canTake: boolean;
  locale: string | undefined;
  /** The test whose Start, Resume or View Result is on its way, and why the last one failed. */
  busy: { testId: number; problem?: string } | null;
  onStart: (test: LearnerTest) => void;
  onViewResult: (test: LearnerTest) => void;
}

/** The tests assigned to the learner's class, grouped by where each stands. */
export function TestList({ list, canTake, locale, busy, onStart, onViewResult }: Props) {
  const { tests, loading, error, reload } = list;
  return (
    <article className="edu-card panel" aria-labelledby="learner-tests-title">
      <div className="panel__head">
        <h2 id="learner-tests-title" className="section__title" tabIndex={-1}>
          My Tests
        </h2>
        {tests && tests.length > 0 && <span className="panel__count">{tests.length === 1 ? '1 test' : `${tests.length} tests`}</span>}
      </div>
      <div className="panel__body" aria-busy={loading}>
        {error !== undefined ? (
          <div className="panel__state panel__state--problem" role="alert">
            <p>Could not load your tests. {errorText(error)}</p>
            <button type="button" className="edu-btn edu-btn--small" onClick={reload}>
              Retry
            </button>
          </div>
        ) : !tests ? (
          <p className="panel__state" role="status">
            <span className="edu-spinner" aria-hidden="true" /> Loading your tests...
          </p>
        ) : tests.length === 0 ? (
          <p className="panel__state">
            <Icon name="clipboard" size={22} /> No tests assigned to your class yet.
          </p>
        ) : (
          TEST_GROUPS.map(({ state, title }) => {
            const group = tests.filter((t) => t.state === state);
            if (group.length === 0) return null;
            return (
              <TestGroup key={state} state={state} title={title} count={group.length}>
                {(shown) =>
                  group.slice(0, shown).map((t) => (
                    <TestCard
                      key={t.id}
                      test={t}
                      canTake={canTake}
                      locale={locale}
                      starting={busy?.testId === t.id && busy.problem === undefined}
                      problem={busy?.testId === t.id ? busy.problem : undefined}
                      onStart={onStart}
                      onViewResult={onViewResult}
                      onExpire={reload}
                    />
                  ))
                }
              </TestGroup>
            );
          })
        )}
      </div>
    </article>
  );
}

/** Cards a group shows before "Show all": a school year of tests stays quick to scan and to draw. */
export const GROUP_FIRST = 12;

function TestGroup({ state, title, count, children }: { state: LearnerTestState; title: string; count: number; children: (shown: number) => ReactNode }) {
  const [all, setAll] = useState(false);
  return (
    <section className="test-group" aria-labelledby={`learner-tests-${state}`}>
      <h3 id={`learner-tests-${state}`} className="test-group__title">
        {title} <span className="test-group__count">({count})</span>
      </h3>
      <ul className="test-cards">{children(all ? count : GROUP_FIRST)}</ul>
      {!all && count > GROUP_FIRST && (
        <button type="button" className="edu-btn edu-btn--ghost edu-btn--small test-group__more" onClick={() => setAll(true)}>
          Show all {count} {title.toLowerCase()} tests
        </button>
      )}
    </section>
  );
}
