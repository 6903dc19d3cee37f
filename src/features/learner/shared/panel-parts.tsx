import type { ReactNode } from 'react';
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
