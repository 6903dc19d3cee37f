import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import type { SaveStatus } from './answer-queue.ts';
import { learnerTestsMessages } from './messages.ts';

/**
 * Where the answers stand on the server, with 'Retry now' while a save waits to be sent again
 * (the server unavailable, or the last save failed). Only those are announced (politely):
 * saving and saved change with every answer and would talk over them.
 */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const m = useMessages(learnerTestsMessages);
  const pending = status === 'waiting' || status === 'error';
  return (
    <div className={`edu-cluster save-status save-status--${status}`}>
      <p className="edu-row edu-label save-status__text">
        {status === 'saving' && <span className="edu-spinner" aria-hidden="true" />}
        {status === 'saved' && <Icon name="check" size={16} />}
        {m.saveStatus[status]}
      </p>
      <p role="status" className="edu-visually-hidden">
        {status === 'error' ? m.notSavedAnnouncement : status === 'waiting' ? m.waitingAnnouncement : ''}
      </p>
      {pending && (
        <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={onRetry}>
          {m.retryNow}
        </button>
      )}
    </div>
  );
}
