import type { ReactNode } from 'react';
import { DescriptionList } from '../../../lib/description-list.tsx';

/** One label/value pair of a facts list; `wide` spans the whole row. */
export interface Fact {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

/** A test's facts as a description list (cards and dialogs share it). */
export function Facts({ items, className = 'tt-facts' }: { items: (Fact | false)[]; className?: string }) {
  return (
    <DescriptionList
      className={className}
      items={items.map((f) => f && { ...f, className: f.wide ? 'tt-facts__wide' : undefined })}
    />
  );
}
