import { useCallback, useId, useState } from 'react';
import type { AccountSummary } from '../../../../contract/auth.ts';
import { useElement } from '../../../../lib/element-context.tsx';
import { useLanguage, useMessages } from '../../../../lib/i18n/use-language.ts';
import { formatDay } from '../../../../lib/i18n/format.ts';
import { useApi } from '../../../../lib/use-api.ts';
import { authApi } from '../../../../lib/api/auth-api.ts';
import { adminApi } from '../../../../lib/api/admin-api.ts';
import { pagedState, usePagedList } from '../../../../lib/use-paged-list.ts';
import { LoadOnScroll } from '../../../../lib/load-on-scroll.tsx';
import { AlertDialog } from '../../../../lib/alert-dialog.tsx';
import { AccountAction, AccountRow } from '../../shared/account-row.tsx';
import { AsyncView } from '../../shared/load-failed.tsx';
import { SectionFrame } from '../../shared/section-frame.tsx';
import { useSectionStyles } from '../../shared/use-section-styles.ts';
import { adminMessages, type AdminMessages } from '../shared/messages.ts';
import { reasonOf } from '../shared/reason.ts';
import css from '../shared/admin.css?inline';

/** Sign-ups asked for at a time, oldest first. */
export const PENDING_PAGE = 50;

/** The longest reason the server keeps (the contract's DeclineAccountRequest). */
const REASON_MAX = 500;

type Decision = { kind: 'approve' | 'decline'; account: AccountSummary };

/**
 * Teacher sign-ups waiting for the administrator, a page at a time (the next one loading as the
 * list's end scrolls near): each is approved or declined after a confirmation; a decline may
 * carry a reason, which the applicant sees when they sign in.
 */
export default function PendingSection() {
  useSectionStyles(css);
  const m = useMessages(adminMessages);
  const { tag } = useLanguage();
  const auth = useApi(authApi);
  const admin = useApi(adminApi);
  const { toast } = useElement();
  const list = usePagedList(
    'admin-pending',
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) => auth.getPendingAccountPage({ cursor, limit: PENDING_PAGE, signal }),
      [auth],
    ),
  );
  const [decided, setDecided] = useState<number[]>([]);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (d: Decision, reason: string): Promise<void> => {
    setBusy(true);
    try {
      if (d.kind === 'approve') await auth.approveAccount(d.account.id);
      else await admin.declineAccount(d.account.id, reason);
      setDecided((ids) => [...ids, d.account.id]);
      // The pages after it moved up by one: they are asked for again from the first.
      list.reload();
      toast.success(d.kind === 'approve' ? m.approved(d.account.name) : m.declined(d.account.name));
      setAsking(null);
    } catch (err) {
      toast.error(m.decisionFailed(d.account.name, reasonOf(err, m.tryAgain)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionFrame titleId="admin-pending-title" title={m.pendingTitle} lead={m.pendingLead} className="admin-pending">
      <AsyncView
        state={pagedState(list)}
        className="state edu-card"
        texts={{ loading: m.loadingPending, failed: (e) => m.loadFailed(reasonOf(e, m.tryAgain)), retry: m.retry }}
      >
        {({ items }) => {
          const waiting = items.filter((a) => !decided.includes(a.id));
          if (waiting.length === 0)
            return (
              <div className="state edu-card">
                <p className="state__title">{m.noPending}</p>
              </div>
            );
          return (
            <>
              <ul className="account-list edu-card panel">
                {waiting.map((a) => (
                  <AccountRow key={a.id} account={a}>
                    <span className="meta">{m.signedUp(formatDay(tag, a.createdAt))}</span>
                    <AccountAction
                      label={m.approve}
                      name={m.approveName(a.name)}
                      disabled={busy}
                      onClick={() => setAsking({ kind: 'approve', account: a })}
                    />
                    <AccountAction
                      label={m.decline}
                      name={m.declineName(a.name)}
                      ghost
                      disabled={busy}
                      onClick={() => setAsking({ kind: 'decline', account: a })}
                    />
                  </AccountRow>
                ))}
              </ul>
              <LoadOnScroll list={list} className="state admin-pending__more" />
            </>
          );
        }}
      </AsyncView>
      {asking && (
        <DecisionDialog
          decision={asking}
          busy={busy}
          m={m}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => void decide(asking, reason)}
        />
      )}
    </SectionFrame>
  );
}

/** "Approve …?" or "Decline …?" with an optional reason (at most 500 characters) for a decline. */
function DecisionDialog({
  decision: { kind, account },
  busy,
  m,
  onCancel,
  onConfirm,
}: {
  decision: Decision;
  busy: boolean;
  m: AdminMessages;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const tooLong = [...reason.trim()].length > REASON_MAX;
  const approve = kind === 'approve';
  return (
    <AlertDialog
      title={approve ? m.approveTitle(account.name) : m.declineTitle(account.name)}
      cancelLabel={m.cancel}
      confirmLabel={approve ? m.approve : m.decline}
      danger={!approve}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (!tooLong) onConfirm(reason.trim());
      }}
    >
      <p>{approve ? m.approveText(account.name, account.email) : m.declineText(account.name)}</p>
      {!approve && (
        <div className="field admin-reason">
          <label className="field__label" htmlFor={`${id}-reason`}>
            {m.reasonLabel}
          </label>
          <textarea
            id={`${id}-reason`}
            className="field__control"
            value={reason}
            disabled={busy}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${id}-reason-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {tooLong && (
            <p id={`${id}-reason-error`} className="field__error" role="alert">
              {m.reasonTooLong}
            </p>
          )}
        </div>
      )}
    </AlertDialog>
  );
}
