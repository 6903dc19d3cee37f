import { errorText } from './error-text.ts';
import type { ResultsState } from './use-learner-results.ts';

/** Loading and failure of the learner's results in words (null once loaded). */
export function ResultsStatus({ state, what, onRetry }: { state: ResultsState; what: string; onRetry: () => void }) {
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p className="panel__state" role="status">
        <span className="edu-spinner" aria-hidden="true" /> Loading {what}...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="panel__state panel__state--problem" role="alert">
        <p>
          Could not load {what}. {errorText(state.error)}
        </p>
        <button type="button" className="edu-btn edu-btn--small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return null;
}

/** The sentence shown where results would be, before any test is graded. */
export const NO_RESULTS_TEXT = 'No graded tests yet. Your results appear here once a teacher has graded your first test.';
