import type { ReactNode } from 'react';

/** One label/value pair of a facts list; `wide` spans the whole row. */
export interface Fact {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

/** A test's facts as a description list (cards and dialogs share it). */
export function Facts({ items, className = 'tt-facts' }: { items: (Fact | false)[]; className?: string }) {
  return (
    <dl className={className}>
      {items
        .filter((f): f is Fact => Boolean(f))
        .map((f) => (
          <div key={f.label} className={f.wide ? 'tt-facts__wide' : undefined}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
    </dl>
  );
}
