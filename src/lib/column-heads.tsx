import type { ReactNode } from 'react';

/** A table's column headings: one `<th scope="col">` a label, in order. */
export function ColumnHeads({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th key={i} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
