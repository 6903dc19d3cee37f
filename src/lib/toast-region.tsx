import { useStore } from '@nanostores/react';
import { createPortal } from 'react-dom';
import { useElement } from './element-context.tsx';
import { useMessages } from './i18n/use-language.ts';
import { libMessages } from './messages.ts';
import { $openModals } from './overlay/modal-stack.ts';
import { adoptStyles } from './stylesheets.ts';
import type { Toaster, ToastKind } from './toaster.ts';
import css from './toast-region.css?inline';

const ICON: Record<ToastKind, string> = { success: '✓', error: '!', warning: '!', info: 'i', loading: '' };

/** A popover is shown as soon as it is in the page: the live regions are there before any toast. */
const showPopover = (node: HTMLElement | null): void => {
  if (node?.isConnected && !node.matches(':popover-open')) node.showPopover();
};

/**
 * Toasts at the top right of the viewport, in the top layer (`popover="manual"`), so no host
 * z-index, transform or overflow covers, confines or clips them. While a modal dialog is open
 * they live inside the topmost one (outside it they would be inert, unheard and undismissable),
 * placed away from its Close button and its actions.
 * Their content sits in an .edu-root of its own, wherever the region is: inside another
 * element's dialog too, nothing the host page sets reaches the toasts' texts.
 * Two live regions: errors interrupt (assertive), the rest are polite. At most three show at
 * once (the toaster queues the rest); errors stay until dismissed.
 */
export function ToastRegion({ toaster }: { toaster: Toaster }) {
  const { root } = useElement();
  adoptStyles(root, css);
  const toasts = useStore(toaster.$toasts);
  const modal = useStore($openModals).at(-1);
  const urgent = toasts.filter((t) => t.kind === 'error' || t.kind === 'warning');
  const calm = toasts.filter((t) => !(t.kind === 'error' || t.kind === 'warning'));
  const region = (
    <div
      className={`edu-toasts${modal ? (toolbarBottom(modal) ? ' edu-toasts--below-toolbar' : ' edu-toasts--in-modal') : ''}`}
      part="toasts"
      popover="manual"
      ref={showPopover}
    >
      <div className="edu-root">
        <div role="alert" aria-live="assertive" className="edu-toast-list">
          {urgent.map((t) => (
            <ToastItem key={t.id} id={t.id} kind={t.kind} message={t.message} toaster={toaster} />
          ))}
        </div>
        <div role="status" aria-live="polite" className="edu-toast-list">
          {calm.map((t) => (
            <ToastItem key={t.id} id={t.id} kind={t.kind} message={t.message} toaster={toaster} />
          ))}
        </div>
      </div>
    </div>
  );
  if (!modal) return region;
  // The modal may belong to another element: its shadow root needs the toasts' styles too.
  const modalRoot = modal.getRootNode();
  if (modalRoot instanceof ShadowRoot) adoptStyles(modalRoot, css);
  return createPortal(region, modal);
}

/**
 * A full-window dialog with a toolbar (the material viewer) names the toolbar's bottom edge in
 * `--_edu-modal-toast-top`: its toasts go just below it, over the content, never over its controls.
 */
export const MODAL_TOAST_TOP = '--_edu-modal-toast-top';
const toolbarBottom = (modal: HTMLElement): boolean => modal.style.getPropertyValue(MODAL_TOAST_TOP) !== '';

/** A toast; its timer waits while the pointer is over it or focus is in it, so it can be read and reached. */
function ToastItem({ id, kind, message, toaster }: { id: number; kind: ToastKind; message: string; toaster: Toaster }) {
  const m = useMessages(libMessages);
  const hold = () => toaster.hold(id);
  const release = () => toaster.release(id);
  return (
    <div
      className={`edu-toast edu-toast--${kind}`}
      part={`toast toast-${kind}`}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <span className="edu-toast__icon" aria-hidden="true">
        {kind === 'loading' ? <span className="edu-spinner" /> : ICON[kind]}
      </span>
      <span className="edu-toast__message">{message}</span>
      <button type="button" className="edu-toast__close" aria-label={m.dismissNotification} onClick={() => toaster.dismiss(id)}>
        ×
      </button>
    </div>
  );
}
