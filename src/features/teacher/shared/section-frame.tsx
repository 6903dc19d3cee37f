import type { ReactNode } from 'react';

interface SectionFrameProps {
  /** The heading's id: the section is labelled by its title. */
  titleId: string;
  title: string;
  lead: ReactNode;
  /** The section's own class beside `section`. */
  className: string;
  part?: string;
  children: ReactNode;
}

/** A teacher section: its title and lead sentence, then its content. */
export function SectionFrame({ titleId, title, lead, className, part, children }: SectionFrameProps) {
  return (
    <section className={`section ${className}`} aria-labelledby={titleId} part={part}>
      <div className="section__head">
        <div>
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
          <p className="section__lead">{lead}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/** A card or block labelled by its h3 title; `titleClassName` is the section's title style. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id} className={titleClassName}>
        {title}
      </h3>
      {children}
    </section>
  );
}
