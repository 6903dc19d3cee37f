import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useElement } from '../element-context.tsx';
import { useMessages } from '../i18n/use-language.ts';
import { libMessages } from '../messages.ts';
import { adoptStyles } from '../stylesheets.ts';
import { ModalDialog } from './modal-dialog.tsx';
import css from './modal.css?inline';
import { BusyButton } from '../busy-button.tsx';

export interface ModalProps {
  /** Default true; closed renders nothing, so each opening starts afresh. */
  open?: boolean;
  /** The heading, and the dialog's accessible name. */
  title: string;
  onClose: () => void;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** While a request runs: Escape, the backdrop and Close do nothing. */
  busy?: boolean;
  /** Put an action row last: <div className="edu-modal__actions">Cancel, Confirm</div>. */
  children?: ReactNode;
}

const INITIAL_FOCUS = [
  '[data-autofocus]',
  '.edu-modal__body :is(a[href], button:enabled, input:enabled, select:enabled, textarea:enabled)',
];

/**
 * A modal with a title, an optional description, a Close button and a body that scrolls on
 * its own; a sheet from the bottom on phones. `[data-autofocus]` in the body takes focus on
 * opening, else the first control does.
 */
export function Modal({ open = true, title, onClose, description, size = 'md', busy = false, children }: ModalProps) {
  const { root } = useElement();
  adoptStyles(root, css);
  const m = useMessages(libMessages);
  const titleId = useId();
  const descId = useId();
  if (!open) return null;
  return (
    <ModalDialog
      open
      className={`edu-modal edu-modal--${size}`}
      labelledBy={titleId}
      describedBy={description ? descId : undefined}
      onClose={onClose}
      busy={busy}
      initialFocus={INITIAL_FOCUS}
    >
      <div className="edu-modal__header">
        <div className="edu-modal__heading">
          <h2 id={titleId} className="edu-modal__title">
            {title}
          </h2>
          {description && (
            <div id={descId} className="edu-modal__description">
              {description}
            </div>
          )}
        </div>
        <BusyButton type="button" className="edu-modal__close" aria-label={m.close} busy={busy} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </BusyButton>
      </div>
      <ModalBody>{children}</ModalBody>
    </ModalDialog>
  );
}

/** The body; reachable by Tab while it scrolls, so the keyboard can scroll it too. */
function ModalBody({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const ro = new ResizeObserver(() => {
      body.tabIndex = body.scrollHeight > body.clientHeight ? 0 : -1;
    });
    ro.observe(body);
    if (body.firstElementChild) ro.observe(body.firstElementChild);
    return () => ro.disconnect();
  }, []);
  return (
    <div ref={ref} className="edu-modal__body" tabIndex={-1}>
      {children}
    </div>
  );
}
