import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '../scroll-lock.ts';
import { ancestorsOf, containsDeep, deepActiveElement, focusNearby, keepTabInside } from './focus.ts';
import { addModal, removeModal } from './modal-stack.ts';
import { listenAll } from '../listen-all.ts';

export interface ModalBehaviour {
  /** Shown while true: in the top layer, with the rest of the page inert. */
  open: boolean;
  /** Escape or a click on the backdrop asks to close. Without it the person cannot dismiss the dialog. */
  onClose?: () => void;
  /** While true (a request is running) nothing the person does closes the dialog. */
  busy?: boolean;
  /** A click on the backdrop asks to close; default true. */
  closeOnBackdrop?: boolean;
  /**
   * What takes focus on opening: the first shown match of the first selector that has one;
   * when none matches, the browser's choice (the first control). Default `[data-autofocus]`.
   */
  initialFocus?: readonly string[];
}

const AUTOFOCUS = ['[data-autofocus]'] as const;

/**
 * A native <dialog> as a modal: showModal() puts it in the top layer (no host z-index,
 * transform or overflow can cover or confine it) and makes the rest of the page inert, so Tab
 * and clicks stay inside; Tab goes round the dialog's controls. Focus moves in on opening and
 * back to the opener on closing; page scroll is locked meanwhile (the top layer does not stop
 * the page from scrolling).
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  { open, onClose, busy = false, closeOnBackdrop = true, initialFocus = AUTOFOCUS }: ModalBehaviour,
): void {
  const latest = useRef({ onClose, busy, closeOnBackdrop, initialFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, busy, closeOnBackdrop, initialFocus };
  });
  const shown = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    // An element taken out of the page may still render once: a dialog outside the page cannot open.
    if (!open || !dialog?.isConnected) return;
    const opener = deepActiveElement();
    const around = opener ? ancestorsOf(opener) : [];
    shown.current = true;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    addModal(dialog);
    focusFirst(dialog, latest.current.initialFocus);
    return () => {
      shown.current = false;
      removeModal(dialog);
      unlock();
      // Focus goes back to the opener unless the person (or the page) already moved it elsewhere;
      // an opener the dialog's action removed (Schedule Test on a test now scheduled) hands it to
      // the nearest control that is still there.
      const active = deepActiveElement();
      const focusWasInside = !active || active === document.body || containsDeep(dialog, active);
      if (dialog.open) dialog.close();
      if (!focusWasInside || !opener || opener === document.body) return;
      if (opener.isConnected) opener.focus({ preventScroll: true });
      else focusNearby(around);
    };
  }, [open, ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const ask = (): void => {
      const { onClose: close, busy: working } = latest.current;
      if (!working) close?.();
    };
    const onCancel = (e: Event): void => {
      e.preventDefault();
      ask();
    };
    // Chromium closes the dialog itself on a second Escape with no click in between (its cancel
    // event cannot be prevented then): pass that on as a request, or show it again when it must stay.
    const onNativeClose = (): void => {
      if (!shown.current || !dialog.isConnected) return;
      const { onClose: close, busy: working } = latest.current;
      if (working || !close) dialog.showModal();
      else close();
    };
    // A click on the backdrop: pressed and released outside the dialog's box.
    let pressedOutside = false;
    const outside = (e: MouseEvent): boolean => {
      if (e.target !== dialog) return false;
      const r = dialog.getBoundingClientRect();
      return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
    };
    const onPointerDown = (e: PointerEvent): void => {
      pressedOutside = outside(e);
    };
    const onClick = (e: MouseEvent): void => {
      if (pressedOutside && outside(e) && latest.current.closeOnBackdrop) ask();
      pressedOutside = false;
    };
    const onKeyDown = (e: KeyboardEvent): void => keepTabInside(dialog, e);
    return listenAll(dialog, {
      keydown: onKeyDown,
      cancel: onCancel,
      close: onNativeClose,
      pointerdown: onPointerDown,
      click: onClick,
    });
  }, [ref]);
}

function focusFirst(dialog: HTMLDialogElement, selectors: readonly string[]): void {
  for (const selector of selectors) {
    for (const el of dialog.querySelectorAll<HTMLElement>(selector)) {
      if (el.getClientRects().length > 0) {
        el.focus({ preventScroll: true });
        return;
      }
    }
  }
}
