import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { libMessages } from '../../lib/messages.ts';
import { parentsMessages } from './messages.ts';
import type { LoadWhat } from './messages.en.ts';
import { failureText } from './parent-rules.ts';
import type { AsyncState } from '../../lib/use-async.ts';
import { LoadingLine } from '../../lib/loading-line.tsx';
import { LoadFailed } from '../../lib/load-failed.tsx';
import { LoadOnScroll } from '../../lib/load-on-scroll.tsx';
import type { PagedList } from '../../lib/use-paged-list.ts';

interface Props<T> {
  state: AsyncState<T>;
  /** What is loading: 'testResults'. */
  what: LoadWhat;
  children: (data: T) => ReactNode;
}

/** A card's body: 'Loading {what}...', 'Could not load {what}: {reason}' with Retry, or the data. */
export function LoadState<T>({ state, what, children }: Props<T>) {
  const m = useMessages(parentsMessages);
  const lib = useMessages(libMessages);
  if (state.status === 'loading') {
    return <LoadingLine className="edu-cluster pv-state" text={m.loading[what]} />;
  }
  if (state.status === 'error') {
    return <Problem text={m.couldNotLoad(what, failureText(state.error, m, lib))} onRetry={state.reload} />;
  }
  return <>{children(state.data)}</>;
}

/** A load that failed, said as an alert with Retry. */
export function Problem({ text, onRetry }: { text: string; onRetry: () => void }) {
  const m = useMessages(parentsMessages);
  return <LoadFailed className="edu-cluster pv-state" message={text} retryLabel={m.retry} onRetry={onRetry} />;
}

// Each list card's title, what its load is called, and what it says when it lists nothing.
const LIST_CARDS = {
  results: { title: 'testResults', what: 'testResults', empty: 'noResults' },
  tests: { title: 'upcomingTests', what: 'upcomingTests', empty: 'noUpcoming' },
  materials: { title: 'recentMaterials', what: 'materials', empty: 'noMaterials' },
} as const;

/** What the child's panel gives each card: the child, and the load of the card's data. */
export interface CardProps<T> {
  studentId: string;
  state: AsyncState<T>;
}

interface ListCardProps<T, I> extends CardProps<T> {
  /** Which card: its texts, and its title's id `pv-{kind}-{studentId}`. */
  kind: keyof typeof LIST_CARDS;
  /** The items the card lists, from the data loaded. */
  select: (data: T) => readonly I[];
  /** Shown above the list once the data is in (the card's filters). */
  toolbar?: (data: T) => ReactNode;
  /** The pages the items come from: the next one loads as the card's end scrolls near. */
  pages?: PagedList<unknown>;
  children: (items: readonly I[]) => ReactNode;
}

/** A card labelled by its title: its load's state, the empty text, or its list. */
export function ListCard<T, I>({ kind, studentId, state, select, toolbar, pages, children }: ListCardProps<T, I>) {
  const m = useMessages(parentsMessages);
  const card = LIST_CARDS[kind];
  const id = `pv-${kind}-${studentId}`;
  return (
    <section className="pv-card edu-card" aria-labelledby={id}>
      <h3 id={id} className="pv-card__title">
        {m[card.title]}
      </h3>
      <LoadState state={state} what={card.what}>
        {(data) => {
          const items = select(data);
          return (
            <>
              {toolbar?.(data)}
              {/* No item yet but more pages: the next ones load before the card says it has none. */}
              {items.length > 0 ? children(items) : pages?.hasMore ? null : <p className="edu-meta">{m[card.empty]}</p>}
              {pages && <LoadOnScroll list={pages} className="pv-more" />}
            </>
          );
        }}
      </LoadState>
    </section>
  );
}

/** A list card whose items show as a list, each drawn by `item`. */
export function ItemsCard<T, I>({
  item,
  ...card
}: Omit<ListCardProps<T, I>, 'children'> & { item: (item: I, index: number) => ReactNode }) {
  return <ListCard {...card}>{(items) => <ul className="pv-list">{items.map(item)}</ul>}</ListCard>;
}

/** One item of a card's list: its title and a muted detail line, then what sits beside them. */
export function ListItem({ title, detail, children }: { title: ReactNode; detail: ReactNode; children: ReactNode }) {
  return (
    <li className="edu-split pv-item">
      <div className="pv-item__main">
        <span className="pv-item__title">{title}</span>
        <span className="edu-meta">{detail}</span>
      </div>
      {children}
    </li>
  );
}
