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
