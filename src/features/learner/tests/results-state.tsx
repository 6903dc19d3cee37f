import { useMessages } from '../../../lib/i18n/use-language.ts';
import { learnerTestsMessages } from './messages.ts';
import type { ResultsTopic } from './messages.en.ts';
import type { ResultsState } from './use-learner-results.ts';
import { useErrorText } from './use-error-text.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { LoadFailed } from '../../../lib/load-failed.tsx';

/** Loading and failure of the learner's results in words (null once loaded). */
export function ResultsStatus({ state, what, onRetry }: { state: ResultsState; what: ResultsTopic; onRetry: () => void }) {
  const m = useMessages(learnerTestsMessages);
  const errorText = useErrorText();
  if (state.status === 'loading') {
    return <LoadingLine className="panel__state" text={m.loadingTopic[what]} />;
  }
  if (state.status === 'error') {
    return <LoadProblem message={m.couldNotLoadTopic(what, errorText(state.error))} onRetry={onRetry} />;
  }
  return null;
}

/** A load of the Test or Progress section that failed: the alert with a filled Retry. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const m = useMessages(learnerTestsMessages);
  return (
    <LoadFailed
      className="panel__state"
      modifier="problem"
      ghost={false}
      message={message}
      retryLabel={m.retry}
      onRetry={onRetry}
    />
  );
}
