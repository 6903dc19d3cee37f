import { createElement } from 'react';
import { useMessages } from './i18n/use-language.ts';
import { libMessages } from './messages.ts';
import { useNestedAttributes } from './nested-attributes.ts';
import { ModalDialog } from './overlay/modal-dialog.tsx';

/** A modal sign-in over the screen whose session expired (closes itself once signed in again). */
export function ExpiredDialog() {
  const nested = useNestedAttributes();
  const m = useMessages(libMessages);
  return (
    // No onClose: Escape must not leave a screen that can no longer save; it stays until signed in.
    <ModalDialog open className="edu-gate__dialog" labelledBy="edu-gate-expired">
      <h2 id="edu-gate-expired" className="edu-gate__title">
        {m.auth.expired}
      </h2>
      <p className="edu-gate__note">{m.nothingLost}</p>
      {createElement('edu-auth', { mode: 'login', ...nested, class: 'edu-gate__form' })}
    </ModalDialog>
  );
}
