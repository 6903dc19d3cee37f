import { usePageVirtualizer } from '../../../lib/use-page-virtualizer.ts';
import { MaterialRow } from './material-row.tsx';
import type { LearnerMaterial } from '../../../contract/materials.ts';

/**
 * Longer lists are virtualized against the page's scroll: the list grows with the page, and only
 * the rows in the window (plus a margin) are in the DOM.
 */
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
  const { setList, rows, totalSize, measureElement } = usePageVirtualizer({
    count: materials.length,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 8,
  });
  return (
    <ul ref={setList} className="materials materials--virtual" style={{ height: totalSize }}>
      {rows.map((row) => {
        const material = materials[row.index]!;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={measureElement}
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
  );
}
