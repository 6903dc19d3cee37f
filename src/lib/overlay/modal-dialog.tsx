import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useElement } from '../element-context.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { adoptStyles } from '../stylesheets.ts';
import { useModalDialog, type ModalBehaviour } from './use-modal-dialog.ts';
import css from './modal-dialog.css?inline';

export interface ModalDialogProps extends ModalBehaviour {
  /** Id of the element whose text names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** 'alertdialog' for a question before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  className: string;
  /** `::part()` name(s) of the dialog; default 'dialog'. */
  part?: string;
  children: ReactNode;
}

/**
 * The kit's one modal: a native <dialog> opened with showModal() (see useModalDialog), with
 * no look of its own beyond the backdrop. Modal, AlertDialog, Drawer and the material viewer
 * give it theirs. It is rendered at the top of the element's shadow root, so a part of the
 * element that gets hidden (a tab left through the URL) cannot hide an open dialog with it.
 * Being outside the element's .edu-root, it carries the element's language and direction itself,
 * and its content sits in an .edu-root of its own: nothing the host page sets on the element
 * (`body { text-transform: uppercase }`) reaches the dialog's texts.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  className,
  part = 'dialog',
  children,
  ...behaviour
}: ModalDialogProps) {
  const { root } = useElement();
  const { tag, dir } = useLanguage();
  adoptStyles(root, css);
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, behaviour);
  return createPortal(
    <dialog
      ref={ref}
      className={`edu-dialog ${className}`}
      lang={tag}
      dir={dir}
      part={part}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <div className="edu-root">{children}</div>
    </dialog>,
    root,
  );
}
