import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useElement } from './element-context.tsx';
import { adoptStyles } from './stylesheets.ts';
import css from './alert-dialog.css?inline';

interface Props {
  title: string;
  /** What the choice is about. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirming button is red: it drops something. */
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A question before something that cannot be undone: a native modal <dialog> in the top layer
 * (sized by the viewport, never by the host page), role alertdialog, focus starting on the
 * cancelling button; Escape cancels.
 */
export function AlertDialog({ title, children, cancelLabel, confirmLabel, danger = false, onCancel, onConfirm }: Props) {
  const { root } = useElement();
  adoptStyles(root, css);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="edu-alert"
      part="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="edu-alert__title">
        {title}
      </h2>
      <div id={bodyId} className="edu-alert__body">
        {children}
      </div>
      <div className="edu-alert__actions">
        <button type="button" className="edu-btn edu-btn--ghost" data-autofocus="" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? 'edu-btn edu-alert__danger' : 'edu-btn'} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
