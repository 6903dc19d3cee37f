import { useMessages } from '../../lib/i18n/use-language.ts';
import { viewerMessages } from '../messages.ts';
import type { PrintState } from './use-print.ts';

/** While a print is prepared: its progress and Cancel; when it failed: why, and Close. */
export function PrintPanel({ state, onCancel, onDismiss }: { state: PrintState; onCancel: () => void; onDismiss: () => void }) {
  const m = useMessages(viewerMessages);
  if (state.status === 'idle') return null;
  return (
    <div className="mv-overlay mv-overlay--print">
      {state.status === 'preparing' ? (
        <div className="mv-print" role="status">
          <p className="mv-print__title">{m.preparingPrint}</p>
          <progress max={state.total} value={state.done} aria-label={m.preparingPrint} />
          <p className="mv-print__count">{m.printProgress(state.done, state.total)}</p>
          <button type="button" className="edu-btn" onClick={onCancel}>
            {m.cancel}
          </button>
        </div>
      ) : (
        <div className="mv-print" role="alert">
          <p className="mv-print__title">{m.printFailed}</p>
          <button type="button" className="edu-btn" onClick={onDismiss}>
            {m.close}
          </button>
        </div>
      )}
    </div>
  );
}
