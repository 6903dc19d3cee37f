import { useEffect, useRef } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { GradingItem, type QueueItem, type SaveGrade } from './grading-item.tsx';
import { testResultsMessages } from './results-messages.ts';
import { LoadOnScroll } from '../../../lib/load-on-scroll.tsx';
import type { PagedList } from '../../../lib/use-paged-list.ts';

/**
 * The short answers and essays waiting for the teacher, oldest submission first, a page at a
 * time (`more`: the next one loads as the list's end nears); `waiting` counts them all. When a
 * saved item leaves the list, focus moves to the next item's points (or to the heading when none is left).
 */
export function GradingQueue({
  items,
  waiting,
  more,
  questionNumber,
  onSave,
}: {
  items: readonly QueueItem[];
  waiting: number;
  more: PagedList<QueueItem>;
  questionNumber: (questionId: string) => number;
  onSave: SaveGrade;
}) {
  const m = useMessages(testResultsMessages);
  const box = useRef<HTMLDivElement>(null);
  const justSaved = useRef(false);

  useEffect(() => {
    if (!justSaved.current) return;
    justSaved.current = false;
    const next = box.current?.querySelector<HTMLElement>('.tt-res-grade input') ?? box.current?.querySelector<HTMLElement>('h3');
    next?.focus();
  }, [items.length]);

  const save: SaveGrade = async (item, points, comment) => {
    const problem = await onSave(item, points, comment);
    if (!problem) justSaved.current = true;
    return problem;
  };

  return (
    <div ref={box} className="tt-res-panel">
      <h3 className="tt-res-heading" tabIndex={-1}>
        {m.waitingHeading(waiting)}
      </h3>
      {items.length === 0 ? (
        <p className="empty">{m.queueEmpty}</p>
      ) : (
        <>
          <p className="meta tt-res-note">{m.gradingNote}</p>
          <ul className="stack tt-res-queue">
            {items.map((item) => (
              <li key={`${item.attemptId}:${item.questionId}`}>
                <GradingItem item={item} number={questionNumber(item.questionId)} onSave={save} />
              </li>
            ))}
          </ul>
          <LoadOnScroll list={more} className="tt-res-more" />
        </>
      )}
    </div>
  );
}
