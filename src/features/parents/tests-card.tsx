import type { LearnerTest } from '../../contract/attempts.ts';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { ListCard } from './load-state.tsx';
import { parentsMessages } from './messages.ts';
import { formatWhen, upcomingTests } from './parent-rules.ts';
import type { AsyncState } from '../../lib/use-async.ts';

/** Tests in progress, open now or still to come, with when they open. */
export function TestsCard({ studentId, state }: { studentId: string; state: AsyncState<LearnerTest[]> }) {
  const m = useMessages(parentsMessages);
  const { tag } = useFormat();
  return (
    <ListCard kind="tests" studentId={studentId} state={state} select={upcomingTests}>
      {(tests) => (
        <ul className="pv-list">
          {tests.map((t) => (
            <li key={t.id} className="pv-item">
              <div className="pv-item__main">
                <span className="pv-item__title">{t.title}</span>
                <span className="pv-muted">
                  {t.course} · {m.minutesShort(t.timeLimit)}
                </span>
              </div>
              <div className="pv-item__side">
                <span className={`pv-badge pv-badge--${t.state}`}>{m.testState[t.state]}</span>
                <time className="pv-muted" dateTime={t.scheduledDate || undefined}>
                  {formatWhen(t.scheduledDate, tag, m)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
