import type { LearnerTest } from '../../contract/attempts.ts';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { ItemsCard, ListItem } from './load-state.tsx';
import { parentsMessages } from './messages.ts';
import { formatWhen, upcomingTests } from './parent-rules.ts';
import type { AsyncState } from '../../lib/use-async.ts';

/** Tests in progress, open now or still to come, with when they open. */
export function TestsCard({ studentId, state }: { studentId: string; state: AsyncState<LearnerTest[]> }) {
  const m = useMessages(parentsMessages);
  const { tag } = useFormat();
  return (
    <ItemsCard
      kind="tests"
      studentId={studentId}
      state={state}
      select={upcomingTests}
      item={(t) => (
        <ListItem key={t.id} title={t.title} detail={`${t.course} · ${m.minutesShort(t.timeLimit)}`}>
          <div className="pv-item__side">
            <span className={`pv-badge pv-badge--${t.state}`}>{m.testState[t.state]}</span>
            <time className="edu-meta" dateTime={t.scheduledDate || undefined}>
              {formatWhen(t.scheduledDate, tag, m)}
            </time>
          </div>
        </ListItem>
      )}
    />
  );
}
