import type { LearnerTest } from '../../contract/attempts.ts';
import { LoadState } from './load-state.tsx';
import { formatWhen, TEST_STATE_LABEL, upcomingTests } from './parent-rules.ts';
import type { Fetched } from './use-fetch.ts';

/** Tests in progress, open now or still to come, with when they open. */
export function TestsCard({ studentId, state }: { studentId: string; state: Fetched<LearnerTest[]> & { retry: () => void } }) {
  const id = `pv-tests-${studentId}`;
  return (
    <section className="pv-card edu-card" aria-labelledby={id}>
      <h3 id={id} className="pv-card__title">Upcoming tests</h3>
      <LoadState state={state} what="upcoming tests">
        {(all) => {
          const tests = upcomingTests(all);
          if (tests.length === 0) return <p className="pv-muted">No upcoming tests.</p>;
          return (
            <ul className="pv-list">
              {tests.map((t) => (
                <li key={t.id} className="pv-item">
                  <div className="pv-item__main">
                    <span className="pv-item__title">{t.title}</span>
                    <span className="pv-muted">
                      {t.course} · {t.timeLimit} min
                    </span>
                  </div>
                  <div className="pv-item__side">
                    <span className={`pv-badge pv-badge--${t.state}`}>{TEST_STATE_LABEL[t.state]}</span>
                    <time className="pv-muted" dateTime={t.scheduledDate || undefined}>
                      {formatWhen(t.scheduledDate)}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </LoadState>
    </section>
  );
}
