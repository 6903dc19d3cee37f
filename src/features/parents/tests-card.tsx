import type { LearnerTest } from '../../contract/attempts.ts';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { ItemsCard, ListItem, type CardProps } from './load-state.tsx';
import { parentsMessages } from './messages.ts';
import { formatWhen, upcomingTests, type ComingUpState } from './parent-rules.ts';

/** Tests in progress, open now or still to come, with when they open. */
export function TestsCard(card: CardProps<LearnerTest[]>) {
  return <ItemsCard {...card} kind="tests" select={upcomingTests} item={(t) => <TestItem key={t.id} test={t} />} />;
}

function TestItem({ test: t }: { test: LearnerTest & { state: ComingUpState } }) {
  const m = useMessages(parentsMessages);
  const { tag } = useFormat();
  return (
    <ListItem title={t.title} detail={`${t.course} · ${m.minutesShort(t.timeLimit)}`}>
      <div className="pv-item__side">
        <span className={`pv-badge pv-badge--${t.state}`}>{m.testState[t.state]}</span>
        <time className="edu-meta" dateTime={t.scheduledDate || undefined}>
          {formatWhen(t.scheduledDate, tag, m)}
        </time>
      </div>
    </ListItem>
  );
}
