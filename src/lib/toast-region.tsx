import { useStore } from '@nanostores/react';
import type { Toaster, ToastKind } from './toaster.ts';

const ICON: Record<ToastKind, string> = { success: '✓', error: '!', warning: '!', info: 'i', loading: '' };

/**
 * Toasts at the top right of the viewport, inside the element's shadow root.
 * Two live regions: errors interrupt (assertive), the rest are polite.
 */
export function ToastRegion({ toaster }: { toaster: Toaster }) {
  const toasts = useStore(toaster.$toasts);
  const urgent = toasts.filter((t) => t.kind === 'error' || t.kind === 'warning');
  const calm = toasts.filter((t) => !(t.kind === 'error' || t.kind === 'warning'));
  return (
    <div className="edu-toasts" part="toasts">
      <div role="alert" aria-live="assertive" className="edu-toast-list">
        {urgent.map((t) => (
          <ToastItem key={t.id} kind={t.kind} message={t.message} onClose={() => toaster.dismiss(t.id)} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="edu-toast-list">
        {calm.map((t) => (
          <ToastItem key={t.id} kind={t.kind} message={t.message} onClose={() => toaster.dismiss(t.id)} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ kind, message, onClose }: { kind: ToastKind; message: string; onClose: () => void }) {
  return (
    <div className={`edu-toast edu-toast--${kind}`} part={`toast toast-${kind}`}>
      <span className="edu-toast__icon" aria-hidden="true">
        {kind === 'loading' ? <span className="edu-spinner" /> : ICON[kind]}
      </span>
      <span className="edu-toast__message">{message}</span>
      <button type="button" className="edu-toast__close" aria-label="Dismiss notification" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
