import type { ReactNode } from 'react';
import type { AccountSummary } from '../../../contract/auth.ts';

/** One portal account in a list: name and email, then its actions. */
export function AccountRow({ account, children }: { account: AccountSummary; children: ReactNode }) {
  return (
    <li className="account-row">
      <span className="account-row__text">
        <span className="account-row__name">{account.name}</span>
        <span className="account-row__email">{account.email}</span>
      </span>
      {children}
    </li>
  );
}

/** An account's action button; `name` says which account it acts on to assistive technology. */
export function AccountAction(props: { label: string; name: string; ghost?: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={props.ghost ? 'edu-btn edu-btn--small edu-btn--ghost' : 'edu-btn edu-btn--small'}
      disabled={props.disabled}
      aria-label={props.name}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}
