import type { ReactNode } from 'react';
import { ColumnHeads } from '../../../lib/column-heads.tsx';

/** A results table that scrolls on its own when narrow: its column heads, then its rows. */
export function ResultsTable({
  variant,
  heads,
  children,
}: {
  variant: string;
  heads: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="tt-res-scroll">
      <table className={`tt-res-table tt-res-table--${variant}`}>
        <ColumnHeads labels={heads} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A results tab's panel: its heading, then what it shows. */
export function ResultsPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="tt-res-panel">
      <h3 className="tt-res-heading">{heading}</h3>
      {children}
    </div>
  );
}
