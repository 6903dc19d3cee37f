import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '../../lib/scroll-lock.ts';
import { deepActiveElement, focusableIn, isTextEntry } from './focusable.ts';

/** A viewer's own shortcut keys; return true when the key was used. */
export type ShortcutHandler = (key: string, event: KeyboardEvent) => boolean;

/**
 * Modal behaviour for the viewer dialog: page scroll locked, focus moved in and returned
 * on close, Tab cycling inside, Escape closing, and the active viewer's shortcut keys. Keys
 * are heard on the document so they keep working when the focused button disappears; all
 * listeners go away on close.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  shortcuts: RefObject<ShortcutHandler | null>,
): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const unlock = lockScroll();
    const previous = deepActiveElement();
    const el = panel.current;
    // Initial focus: an element that asks for it (password field), else the close button.
    const first = el?.querySelector<HTMLElement>('[data-autofocus]') ?? el?.querySelector<HTMLElement>('[data-close]');
    (first ?? el)?.focus({ preventScroll: true });

    const onKey = (e: KeyboardEvent) => {
      const box = panel.current;
      if (!box || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
        return;
      }
      if (e.key === 'Tab') {
        trapTab(box, e);
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTextEntry(e.composedPath()[0])) return;
      if (shortcuts.current?.(e.key, e)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [panel, shortcuts]);
}

function trapTab(box: HTMLElement, e: KeyboardEvent): void {
  const items = focusableIn(box);
  const root = box.getRootNode() as ShadowRoot | Document;
  const active = root.activeElement;
  if (items.length === 0) {
    e.preventDefault();
    box.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = active instanceof Node && box.contains(active);
  if (!inside) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  } else if (e.shiftKey && (active === first || active === box)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}
