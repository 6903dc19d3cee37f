import { useEffect, useRef, useState } from 'react';
import type { Attempt, LearnerTest } from '../../../contract/attempts.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { AttemptView } from './attempt-view.tsx';
import { ResultView } from './result-view.tsx';
import { ResultsCard } from './results-card.tsx';
import { OneTest } from './one-test.tsx';
import { TestList } from './test-list.tsx';
import { useErrorText } from './use-error-text.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';
import { useLearnerResults } from './use-learner-results.ts';
import { useLearnerTests } from './use-learner-tests.ts';
import testsCss from './tests.css?inline';
import { useStyles } from '../../../lib/use-styles.ts';
import resultsCss from './results.css?inline';

interface Props {
  /** The learner whose tests and results are shown. */
  studentId: string;
  onViewAll: () => void;
  /** Set when another section sent the learner here: the results card is focused and highlighted. */
  marked: boolean;
  /** The test the URL names (`#test/12`): its own screen shows instead of the list. */
  testId?: number;
  /** Leaves a test's own screen for the list of tests. */
  onAllTests?: () => void;
}

/** The list with the results card, a running attempt, or a submitted attempt's result. */
type View = { kind: 'list'; returned: boolean } | { kind: 'attempt'; attempt: Attempt } | { kind: 'result'; attempt: Attempt };

/**
 * The Test section: the tests assigned to the learner's class (start, resume, results), taken
 * in place, then the 'Test Results' card of graded tests; or one test's own screen.
 */
export function TestSection({ studentId, onViewAll, marked, testId, onAllTests = () => undefined }: Props) {
  useStyles(testsCss, resultsCss);
  const { root } = useElement();
  const errorText = useErrorText();
  const api = useApi(attemptsApi);
  const session = useSession();
  const canTake = session.status === 'signed-in' && session.user.role === 'student' && session.user.studentId === studentId;
  const tests = useLearnerTests(studentId);
  const results = useLearnerResults(studentId);
  const [view, setView] = useState<View>({ kind: 'list', returned: false });
  const [busy, setBusy] = useState<{ testId: number; problem?: string } | null>(null);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!marked) return;
    card.current?.focus();
    card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [marked]);

  // Back from an attempt or a result, focus returns to the list's heading.
  const returned = view.kind === 'list' && view.returned;
  useEffect(() => {
    if (returned) root.getElementById('learner-tests-title')?.focus();
  }, [returned, root]);

  const open = (test: LearnerTest, load: () => Promise<Attempt>): void => {
    setBusy({ testId: test.id });
    load().then(
      (attempt) => {
        setBusy(null);
        setView({ kind: attempt.status === 'in-progress' ? 'attempt' : 'result', attempt });
      },
      (error: unknown) => {
        setBusy({ testId: test.id, problem: errorText(error) });
        tests.reload();
      },
    );
  };

  const backToList = (): void => {
    setView({ kind: 'list', returned: true });
    tests.reload();
  };

  if (view.kind === 'attempt') {
    return (
      <AttemptView
        key={view.attempt.id}
        attempt={view.attempt}
        onBack={backToList}
        onFinished={(attempt) => {
          setView({ kind: 'result', attempt });
          tests.reload();
          results.reload();
        }}
      />
    );
  }
  if (view.kind === 'result') return <ResultView key={view.attempt.id} attempt={view.attempt} onBack={backToList} />;

  // Start and Resume are one call: the server answers the attempt in progress if there is one.
  const onStart = (test: LearnerTest): void => open(test, () => api.startAttempt(test.id));
  const onViewResult = (test: LearnerTest): void => {
    if (test.latest) open(test, () => api.getAttempt(test.latest!.id));
  };
  if (testId !== undefined) {
    return (
      <section className="section" aria-labelledby="learner-tests-title">
        <OneTest
          list={tests}
          testId={testId}
          canTake={canTake}
          busy={busy}
          onStart={onStart}
          onViewResult={onViewResult}
          onAllTests={onAllTests}
        />
      </section>
    );
  }

  return (
    <section className="section" aria-labelledby="learner-tests-title">
      <TestList list={tests} canTake={canTake} busy={busy} onStart={onStart} onViewResult={onViewResult} />
      <ResultsCard ref={card} results={results} marked={marked} onViewAll={onViewAll} />
    </section>
  );
}
