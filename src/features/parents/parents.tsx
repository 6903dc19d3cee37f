import { AUTH_ERRORS } from '../../contract/auth.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { useSession } from '../../lib/use-session.ts';
import styles from './parents.css?inline';

export { styles };

const checking = (text: string) => (
  <p className="parents__checking" role="status">
    <span className="edu-spinner" aria-hidden="true" /> {text}
  </p>
);

// A signed-in parent's page is a chunk of its own: the signed-out placeholder stays small.
const ParentView = lazyComponent(async () => (await import('./parent-view.tsx')).ParentView, {
  label: "your children's page",
  fallback: checking("Loading your children's page..."),
});

/**
 * <edu-parents>: signed in as a parent, each linked child's attendance, test results, upcoming
 * tests and class materials; signed out (or any other account), the spec's placeholder page.
 */
export default function Parents() {
  const session = useSession();
  if (session.status === 'loading' || session.status === 'unknown') return checking('Checking your account...');
  if (session.status === 'signed-in' && session.user.role === 'parent') return <ParentView user={session.user} />;
  const notice = session.status === 'signed-out' ? (session.expired ? AUTH_ERRORS.expired : session.error) : undefined;
  return (
    <section className="parents" part="parents" aria-labelledby="parents-title">
      <h1 id="parents-title">Parents Page</h1>
      <p>Coming soon...</p>
      {notice && (
        <p className="parents__notice" role="alert">
          {notice}
        </p>
      )}
    </section>
  );
}
