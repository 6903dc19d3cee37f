import { useMessages } from '../../lib/i18n/use-language.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { libMessages } from '../../lib/messages.ts';
import { sessionErrorText } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { parentsMessages } from './messages.ts';
import styles from './parents.css?inline';
import { LoadingLine } from '../../lib/loading-line.tsx';
import { ServerBusyStatus } from '../../lib/server-busy-status.tsx';

export { styles };

function Checking({ what }: { what: 'checkingAccount' | 'loadingPage' }) {
  const m = useMessages(parentsMessages);
  return <LoadingLine className="parents__checking" text={m[what]} />;
}

// A signed-in parent's page is a chunk of its own: the signed-out placeholder stays small.
const ParentView = lazyComponent(async () => (await import('./parent-view.tsx')).ParentView, {
  label: (texts) => texts(parentsMessages).childrensPage,
  fallback: <Checking what="loadingPage" />,
});

/**
 * <edu-parents>: signed in as a parent, each linked child's attendance, test results, upcoming
 * tests and class materials; signed out (or any other account), a placeholder page. Above it,
 * the line that says when the server is busy.
 */
export default function Parents() {
  return (
    <>
      <ServerBusyStatus />
      <ParentsPage />
    </>
  );
}

function ParentsPage() {
  const session = useSession();
  const m = useMessages(parentsMessages);
  const lib = useMessages(libMessages);
  if (session.status === 'loading' || session.status === 'unknown') return <Checking what="checkingAccount" />;
  if (session.status === 'signed-in' && session.user.role === 'parent') return <ParentView user={session.user} />;
  const notice =
    session.status === 'signed-out' ? (session.expired ? lib.auth.expired : sessionErrorText(session, lib)) : undefined;
  return (
    <section className="parents" part="parents" aria-labelledby="parents-title">
      <h1 id="parents-title">{m.parentsPage}</h1>
      <p>{m.comingSoon}</p>
      {notice && (
        <p className="parents__notice" role="alert">
          {notice}
        </p>
      )}
    </section>
  );
}
