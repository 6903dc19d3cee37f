import type { ReactNode } from 'react';

/** One term and its value; `className` styles the pair's row, `valueClassName` its value. */
export interface Description {
  label: ReactNode;
  value: ReactNode;
  className?: string;
  valueClassName?: string;
}

/** A description list, each pair in its own row; a `false` item is left out. */
export function DescriptionList({ className, items }: { className?: string; items: readonly (Description | false)[] }) {
  return (
    <dl className={className}>
      {items.map(
        (d, i) =>
          d && (
            <div key={i} className={d.className}>
              <dt>{d.label}</dt>
              <dd className={d.valueClassName}>{d.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
