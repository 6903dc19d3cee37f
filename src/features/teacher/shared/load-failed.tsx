import type { ReactNode } from 'react';
import { LoadFailed } from '../../../lib/load-failed.tsx';
import { LoadingLine } from '../../../lib/loading-line.tsx';

export { LoadFailed };
import type { AsyncState } from '../../../lib/use-async.ts';

interface AsyncViewProps<T> {
  state: AsyncState<T>;
  /** The section's empty-state class, for the loading line and the failure. */
  className: string;
  texts: { loading: string; failed: (error: unknown) => string; retry: string };
  /** While reloading, keep the data already loaded on screen. */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}

/** One load's place: a spinner line while it loads, the failure with Retry, else its data. */
export function AsyncView<T>({ state, className, texts, keepData = false, children }: AsyncViewProps<T>) {
  const data = state.status === 'ok' || (keepData && state.status === 'loading') ? state.data : undefined;
  if (data !== undefined) return children(data);
  if (state.status === 'loading') return <LoadingLine className={className} text={texts.loading} />;
  return <LoadFailed className={className} message={texts.failed(state.error)} retryLabel={texts.retry} onRetry={state.reload} />;
}

/** A list's place while it loads: a spinner and what is loading, in the section's state box. */
export function LoadingBox({ className, text }: { className: string; text: string }) {
  return (
    <div className={className} role="status">
      <span className="edu-spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
