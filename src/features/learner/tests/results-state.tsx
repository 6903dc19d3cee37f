import { useMessages } from '../../../lib/i18n/use-language.ts';
import { learnerTestsMessages, type ResultsTopic } from './messages.ts';
import type { ResultsState } from './use-learner-results.ts';
import { useErrorText } from './use-error-text.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';

/** Loading and failure of the learner's results in words (null once loaded). */
export function ResultsStatus({ state, what, onRetry }: { state: ResultsState; what: ResultsTopic; onRetry: () => void }) {
  const m = useMessages(learnerTestsMessages);
  const errorText = useErrorText();
  if (state.status === 'loading') {
    return <LoadingLine className="panel__state" text={m.loadingTopic[what]} />;
  }
  if (state.status === 'error') {
    return (
      <div className="panel__state panel__state--problem" role="alert">
        <p>{m.couldNotLoadTopic(what, errorText(state.error))}</p>
        <button type="button" className="edu-btn edu-btn--small" onClick={onRetry}>
          {m.retry}
        </button>
      </div>
    );
  }
  return null;
}
