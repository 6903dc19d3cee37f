import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { MaterialRow } from './material-row.tsx';
import type { LearnerMaterial } from './materials-api.ts';
import { learnerSectionMessages } from './section-messages.ts';

/** Longer lists are virtualized: only the rows in view (plus a margin) are in the DOM. */
export const VIRTUALIZE_AFTER = 50;
const ESTIMATED_ROW = 76;

interface Props {
  materials: readonly LearnerMaterial[];
  urlFor: (material: LearnerMaterial) => string | null;
  onView: (material: LearnerMaterial) => void;
}

export function MaterialList({ materials, urlFor, onView }: Props) {
  if (materials.length > VIRTUALIZE_AFTER) return <VirtualMaterialList materials={materials} urlFor={urlFor} onView={onView} />;
  return (
    <ul className="materials">
      {materials.map((m, i) => (
        <li key={`${i}-${m.url}`}>
          <MaterialRow material={m} safeUrl={urlFor(m)} onView={onView} />
        </li>
      ))}
    </ul>
  );
}

function VirtualMaterialList({ materials, urlFor, onView }: Props) {
  const m = useMessages(learnerSectionMessages);
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's API returns functions that cannot be memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: materials.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 8,
  });
  return (
    <div ref={scroller} className="materials__scroller" tabIndex={0} aria-label={m.materialsScrollable(materials.length)} role="region">
      <ul className="materials materials--virtual" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const material = materials[row.index]!;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={materials.length}
              aria-posinset={row.index + 1}
              className="materials__vrow"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <MaterialRow material={material} safeUrl={urlFor(material)} onView={onView} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
