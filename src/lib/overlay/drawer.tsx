import type { ReactNode } from 'react';
import { useElement } from '../element-context.tsx';
import { adoptStyles } from '../stylesheets.ts';
import { ModalDialog } from './modal-dialog.tsx';
import css from './drawer.css?inline';

export interface DrawerProps {
  open: boolean;
  /** Escape, the backdrop, or the content's own close button. */
  onClose: () => void;
  /** Id of the drawer's title. */
  labelledBy: string;
  className?: string;
  part?: string;
  /** `[data-autofocus]` inside takes focus on opening (the current item, say). */
  children: ReactNode;
}

/**
 * A modal panel sliding in from the inline-start edge, full height, over a dimmed page: the
 * dashboards' navigation on narrow screens. It stays mounted while closed, so it slides out too.
 */
export function Drawer({ open, onClose, labelledBy, className = '', part = 'drawer', children }: DrawerProps) {
  const { root } = useElement();
  adoptStyles(root, css);
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={labelledBy} className={`edu-drawer ${className}`.trim()} part={part}>
      {children}
    </ModalDialog>
  );
}
