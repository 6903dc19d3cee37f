import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { libMessages } from '../../lib/messages.ts';
import { parentsMessages, type LoadWhat } from './messages.ts';
import { failureText } from './parent-rules.ts';
import type { AsyncState } from '../../lib/use-async.ts';
import { LoadingLine } from '../../lib/loading-line.tsx';

interface Props<T> {
  state: AsyncState<T>;
  /** What is loading: 'test results'. */
  what: LoadWhat;
  children: (data: T) => ReactNode;
}

/** A card's body: 'Loading {what}...', 'Could not load {what}: {reason}' with Retry, or the data. */
export function LoadState<T>({ state, what, children }: Props<T>) {
  const m = useMessages(parentsMessages);
  const lib = useMessages(libMessages);
  if (state.status === 'loading') {
    return <LoadingLine className="pv-state" text={m.loading[what]} />;
  }
  if (state.status === 'error') {
    return <Problem text={m.couldNotLoad(what, failureText(state.error, m, lib))} onRetry={state.reload} />;
  }
  return <>{children(state.data)}</>;
}

export function Problem({ text, onRetry }: { text: string; onRetry: () => void }) {
  const m = useMessages(parentsMessages);
  return (
    <div className="pv-state pv-state--error" role="alert">
      <p>{text}</p>
      <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  );
}
