import type { LearnerTest } from '../../contract/attempts.ts';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { ItemsCard, ListItem } from './load-state.tsx';
import { pagedState } from '../../lib/use-paged-list.ts';
import { useTestPages } from './use-child-data.ts';
import { parentsMessages } from './messages.ts';
import { formatWhen, upcomingTests, type ComingUpState } from './parent-rules.ts';

/**
 * Tests in progress, open now or still to come (the server keeps only those), with when they
 * open, in that order over the pages loaded so far; the next page loads as the card's end scrolls near.
 */
export function TestsCard({ studentId }: { studentId: string }) {
  const list = useTestPages(studentId);
  return (
    <ItemsCard
      studentId={studentId}
      state={pagedState(list)}
      pages={list}
      kind="tests"
      select={(l) => upcomingTests(l.items)}
      item={(t) => <TestItem key={t.id} test={t} />}
    />
  );
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
