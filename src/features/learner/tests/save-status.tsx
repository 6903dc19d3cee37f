import { Icon } from '../icons.tsx';
import type { SaveStatus } from './answer-queue.ts';

export const SAVE_TEXT: Record<SaveStatus, string> = {
  saving: 'Saving...',
  saved: 'All answers saved',
  error: 'Not saved yet: trying again',
};

/**
 * Where the answers stand on the server, with 'Retry now' after a failed save. Only a failure
 * is announced (politely): saving and saved change with every answer and would talk over them.
 */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <div className={`save-status save-status--${status}`}>
      <p className="save-status__text">
        {status === 'saving' && <span className="edu-spinner" aria-hidden="true" />}
        {status === 'saved' && <Icon name="check" size={16} />}
        {SAVE_TEXT[status]}
      </p>
      <p role="status" className="edu-visually-hidden">
        {status === 'error' ? 'Your latest answers are not saved yet. Trying again.' : ''}
      </p>
      {status === 'error' && (
        <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={onRetry}>
          Retry now
        </button>
      )}
    </div>
  );
}
