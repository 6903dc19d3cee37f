import type { LearnerTest } from '../../../contract/attempts.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { SectionHead } from '../shared/panel-parts.tsx';
import { learnerTestsMessages } from './messages.ts';
import { LoadProblem } from './results-state.tsx';
import { TestCard } from './test-card.tsx';
import { useErrorText } from './use-error-text.ts';
import type { LearnerTestsState } from './use-learner-tests.ts';

interface Props {
  list: LearnerTestsState;
  /** The test shown. */
  testId: number;
  canTake: boolean;
  /** The test whose Start, Resume or View Result is on its way, and why the last one failed. */
  busy: { testId: number; problem?: string } | null;
  onStart: (test: LearnerTest) => void;
  onViewResult: (test: LearnerTest) => void;
  onAllTests: () => void;
}

/**
 * One test's own screen: its card, with what the learner can do with it now (Start Test), as
 * the list shows it. A test that is not among the learner's (not assigned to their class, or
 * removed) is said to be not available: no other test takes its place.
 */
export function OneTest({ list, testId, canTake, busy, onStart, onViewResult, onAllTests }: Props) {
  const { tests, error, reload, pages } = list;
  const m = useMessages(learnerTestsMessages);
  const errorText = useErrorText();
  const test = tests?.find((t) => t.id === testId);
  // The list reads every page of the learner's tests: the test is missing once the last one came.
  const missing = !test && tests !== undefined && !pages.hasMore;
  return (
    <article className="edu-card panel" aria-labelledby="learner-tests-title">
      <SectionHead className="panel__head" id="learner-tests-title" title={m.myTests}>
        <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={onAllTests}>
          {m.allTests}
        </button>
      </SectionHead>
      <div className="panel__body" aria-busy={!test && !missing}>
        {test ? (
          <ul className="test-cards">
            <TestCard
              test={test}
              canTake={canTake}
              starting={busy?.testId === test.id && busy.problem === undefined}
              problem={busy?.testId === test.id ? busy.problem : undefined}
              onStart={onStart}
              onViewResult={onViewResult}
              onExpire={reload}
            />
          </ul>
        ) : error !== undefined ? (
          <LoadProblem message={m.couldNotLoadTests(errorText(error))} onRetry={reload} />
        ) : pages.moreError !== null ? (
          <LoadProblem message={m.couldNotLoadTests(errorText(pages.moreError))} onRetry={pages.loadMore} />
        ) : missing ? (
          <p className="panel__state" role="alert">
            {m.testNotAvailable}
          </p>
        ) : (
          <LoadingLine className="panel__state" text={m.loadingTests} />
        )}
      </div>
    </article>
  );
}
