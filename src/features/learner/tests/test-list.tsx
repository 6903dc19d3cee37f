import { useState, type ReactNode } from 'react';
import type { LearnerTest, LearnerTestState } from '../../../contract/attempts.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import { learnerTestsMessages } from './messages.ts';
import { TestCard } from './test-card.tsx';
import { useErrorText } from './use-error-text.ts';
import type { LearnerTestsState } from './use-learner-tests.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { LoadOnScroll } from '../../../lib/load-on-scroll.tsx';
import { LoadProblem } from './results-state.tsx';
import { SectionHead } from '../shared/panel-parts.tsx';

/** The order of the groups: what needs the learner first. */
export const TEST_GROUPS: readonly LearnerTestState[] = ['in-progress', 'open', 'upcoming', 'completed', 'closed'];

interface Props {
  list: LearnerTestsState;
  canTake: boolean;
  /** The test whose Start, Resume or View Result is on its way, and why the last one failed. */
  busy: { testId: number; problem?: string } | null;
  onStart: (test: LearnerTest) => void;
  onViewResult: (test: LearnerTest) => void;
}

/**
 * The tests assigned to the learner's class, grouped by where each stands; the next page of
 * tests loads as the list's end scrolls near.
 */
export function TestList({ list, canTake, busy, onStart, onViewResult }: Props) {
  const { tests, total, loading, error, reload } = list;
  const m = useMessages(learnerTestsMessages);
  const errorText = useErrorText();
  return (
    <article className="edu-card panel" aria-labelledby="learner-tests-title">
      <SectionHead className="panel__head" id="learner-tests-title" title={m.myTests}>
        {tests && tests.length > 0 && <span className="panel__count">{m.testCount(total)}</span>}
      </SectionHead>
      <div className="panel__body" aria-busy={loading}>
        {error !== undefined ? (
          <LoadProblem message={m.couldNotLoadTests(errorText(error))} onRetry={reload} />
        ) : !tests ? (
          <LoadingLine className="panel__state" text={m.loadingTests} />
        ) : tests.length === 0 ? (
          <p className="panel__state">
            <Icon name="clipboard" size={22} /> {m.noTests}
          </p>
        ) : (
          <>
            {TEST_GROUPS.map((state) => {
              const group = tests.filter((t) => t.state === state);
              if (group.length === 0) return null;
              return (
                <TestGroup key={state} state={state} count={group.length}>
                  {(shown) =>
                    group
                      .slice(0, shown)
                      .map((t) => (
                        <TestCard
                          key={t.id}
                          test={t}
                          canTake={canTake}
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
            })}
            <LoadOnScroll list={list.pages} className="tests__more" />
          </>
        )}
      </div>
    </article>
  );
}

/** Cards a group shows before "Show all": a school year of tests stays quick to scan and to draw. */
export const GROUP_FIRST = 12;

function TestGroup({
  state,
  count,
  children,
}: {
  state: LearnerTestState;
  count: number;
  children: (shown: number) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  const m = useMessages(learnerTestsMessages);
  const f = useFormat();
  return (
    <section className="test-group" aria-labelledby={`learner-tests-${state}`}>
      <h3 id={`learner-tests-${state}`} className="test-group__title">
        {m.groups[state]} <span className="edu-quiet test-group__count">({f.number(count)})</span>
      </h3>
      <ul className="test-cards">{children(all ? count : GROUP_FIRST)}</ul>
      {!all && count > GROUP_FIRST && (
        <button type="button" className="edu-btn edu-btn--ghost edu-btn--small test-group__more" onClick={() => setAll(true)}>
          {m.showAll(count, state)}
        </button>
      )}
    </section>
  );
}
