import type { ReactNode } from 'react';
import type { Fetched } from './use-fetch.ts';

interface Props<T> {
  state: Fetched<T> & { retry: () => void };
  /** What is loading, in words: 'test results'. */
  what: string;
  children: (data: T) => ReactNode;
}

/** A card's body: 'Loading {what}...', 'Could not load {what}: {reason}' with Retry, or the data. */
export function LoadState<T>({ state, what, children }: Props<T>) {
  if (state.status === 'loading') {
    return (
      <p className="pv-state" role="status">
        <span className="edu-spinner" aria-hidden="true" /> Loading {what}...
      </p>
    );
  }
  if (state.status === 'error') {
    return <Problem text={`Could not load ${what}: ${state.message}`} onRetry={state.retry} />;
  }
  return <>{children(state.data)}</>;
}

export function Problem({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="pv-state pv-state--error" role="alert">
      <p>{text}</p>
      <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
