import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useElement } from '../../../lib/element-context.tsx';
import { lockScroll } from '../../../lib/scroll-lock.ts';
import { adoptStyles } from '../../../lib/stylesheets.ts';
import { focusableIn } from './focusable.ts';
import css from './dialog.css?inline';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** 'alertdialog' for confirmations; default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Shown under the title (and read as the dialog's description). */
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/**
 * The teacher sections' modal: rendered into the element's shadow root, aria-modal, focus
 * moved in (to `[data-autofocus]` or the first control) and trapped, restored on close;
 * Escape and a backdrop click close it; page scroll is locked while it is open.
 */
export function Dialog({ open, title, onClose, role = 'dialog', description, size = 'md', children }: DialogProps) {
  const { root } = useElement();
  adoptStyles(root, css);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    const unlock = lockScroll();
    const el = panel.current;
    const first = el?.querySelector<HTMLElement>('[data-autofocus]') ?? (el && focusableIn(el.querySelector('.dialog__body') ?? el)[0]);
    (first ?? el)?.focus();
    // A body that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
    const body = el?.querySelector<HTMLElement>('.dialog__body');
    const ro = body
      ? new ResizeObserver(() => {
          body.tabIndex = body.scrollHeight > body.clientHeight ? 0 : -1;
        })
      : null;
    if (body) {
      ro?.observe(body);
      if (body.firstElementChild) ro?.observe(body.firstElementChild);
    }
    return () => {
      ro?.disconnect();
      unlock();
      // The opener may have been unmounted meanwhile (e.g. a deleted row): then focus stays put.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, root]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = focusableIn(panel.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const active = root.activeElement;
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (e.shiftKey && (active === firstItem || active === panel.current)) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && active === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`dialog dialog--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        part="dialog"
      >
        <div className="dialog__header">
          <div className="dialog__heading">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {description && (
              <div id={descId} className="dialog__description">
                {description}
              </div>
            )}
          </div>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => onClose()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog__body" tabIndex={-1}>
          {children}
        </div>
      </div>
    </div>,
    root,
  );
}
