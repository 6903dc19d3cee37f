import { useId, type ReactNode } from 'react';
import { useElement } from './element-context.tsx';
import { ModalDialog } from './overlay/modal-dialog.tsx';
import { adoptStyles } from './stylesheets.ts';
import modalCss from './overlay/modal.css?inline';
import css from './alert-dialog.css?inline';
import { BusyButton } from './busy-button.tsx';

interface Props {
  title: string;
  /** What the choice is about. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirming button is red: it drops something. */
  danger?: boolean;
  /** While the confirmed action runs: both buttons and Escape wait. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A question before something that cannot be undone: the overlay kit's modal with role
 * alertdialog, focus starting on the cancelling button; Escape cancels, the backdrop does not.
 */
export function AlertDialog({
  title,
  children,
  cancelLabel,
  confirmLabel,
  danger = false,
  busy = false,
  onCancel,
  onConfirm,
}: Props) {
  const { root } = useElement();
  adoptStyles(root, modalCss, css);
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog
      open
      role="alertdialog"
      className="edu-modal edu-modal--sm edu-alert"
      labelledBy={titleId}
      describedBy={bodyId}
      onClose={onCancel}
      busy={busy}
      closeOnBackdrop={false}
    >
      <div className="edu-modal__body">
        <h2 id={titleId} className="edu-modal__title edu-alert__title">
          {title}
        </h2>
        <div id={bodyId} className="edu-alert__body">
          {children}
        </div>
        <div className="edu-modal__actions">
          <BusyButton type="button" className="edu-btn edu-btn--ghost" data-autofocus="" busy={busy} onClick={onCancel}>
            {cancelLabel}
          </BusyButton>
          <BusyButton type="button" className={danger ? 'edu-btn edu-btn--danger' : 'edu-btn'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </div>
      </div>
    </ModalDialog>
  );
}
