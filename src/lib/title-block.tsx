import type { ReactNode } from 'react';

/**
 * An item's title over a muted line (a test's course, a student's id). The title carries `id`,
 * so the item's controls can be labelled or described by it.
 */
export function TitleBlock({
  id,
  title,
  sub,
  heading = false,
  classes,
}: {
  id: string;
  title: ReactNode;
  sub: ReactNode;
  /** The title is the item's heading (an h3 over a paragraph), else a line of text. */
  heading?: boolean;
  /** The classes of the block, the title and the line under it (the caller's stylesheet). */
  classes: { block: string; title: string; sub: string };
}) {
  const Title = heading ? 'h3' : 'span';
  const Sub = heading ? 'p' : 'span';
  return (
    <div className={classes.block}>
      <Title id={id} className={classes.title}>
        {title}
      </Title>
      <Sub className={classes.sub}>{sub}</Sub>
    </div>
  );
}
