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
