import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { learnerMessages } from './messages.ts';
import { Icon } from './icons.tsx';

/** A card labelled by its own heading: the head, then the body the caller gives. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <article className="edu-card panel" aria-labelledby={id}>
      <div className="panel__head">
        <h3 id={id} className="panel__title">
          {title}
        </h3>
      </div>
      {children}
    </article>
  );
}

/** A card's or a section's closing link-like button that leads to the full list. */
export function SeeAllFoot({ className, label, onClick }: { className: string; label: string; onClick: () => void }) {
  return (
    <div className={className}>
      <button type="button" className="edu-btn edu-btn--ghost" onClick={onClick}>
        {label}
        <Icon name="arrowRight" size={16} />
      </button>
    </div>
  );
}

/** A section's head: its focusable h2 title, then the head's extras (an Edit button, a count). */
export function SectionHead({
  className,
  id,
  title,
  children,
}: {
  className: string;
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 id={id} className="section__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The pencil 'Edit' button of a section head. */
export function EditButton({ onClick }: { onClick: () => void }) {
  const m = useMessages(learnerMessages);
  return (
    <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={onClick}>
      <Icon name="pencil" size={16} />
      {m.edit}
    </button>
  );
}
