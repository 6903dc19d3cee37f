import { useStore } from '@nanostores/react';
import { $retryingReads } from '../stores/server-busy.ts';
import { normalizeBase } from './api/api-base.ts';
import { useElement } from './element-context.tsx';
import { useMessages } from './i18n/use-language.ts';
import { libMessages } from './messages.ts';

/** Whether a read of this element's server waits to be sent again (the server answered 503). */
export function useServerBusy(): boolean {
  const { apiBase } = useElement();
  return (useStore($retryingReads)[normalizeBase(apiBase)] ?? 0) > 0;
}

/**
 * 'The server is busy, retrying...' while a read of this element's server waits to be sent again
 * (the server answered 503), announced politely; the region stays in place, empty, otherwise so
 * that the sentence is announced when it appears.
 */
export function ServerBusyStatus() {
  const busy = useServerBusy();
  const m = useMessages(libMessages);
  return (
    <div className="edu-busy" role="status">
      {busy && (
        <p className="edu-busy__text">
          <span className="edu-spinner" aria-hidden="true" /> {m.serverBusy}
        </p>
      )}
    </div>
  );
}
