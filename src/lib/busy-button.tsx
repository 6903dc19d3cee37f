import type { ButtonHTMLAttributes } from 'react';

export type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean };

/**
 * A button whose action is running: marked busy and aria-disabled, presses (and the form
 * submit a press would make) ignored, but still focusable. A `disabled` button would drop the
 * keyboard user's focus to the page the moment it is pressed.
 */
export function BusyButton({ busy, onClick, children, ...rest }: BusyButtonProps) {
  return (
    <button
      {...rest}
      aria-disabled={busy ? true : rest['aria-disabled']}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {children}
    </button>
  );
}
