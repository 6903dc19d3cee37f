import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { formatFileSize } from '../shared/format.ts';
import { FileBadge } from './file-icon.tsx';
import type { DisplayMaterial } from './material-rules.ts';

export interface MaterialListProps {
  materials: readonly DisplayMaterial[];
  onDownload: (m: DisplayMaterial) => void;
  onEdit: (m: DisplayMaterial) => void;
  onDelete: (m: DisplayMaterial) => void;
}

/** The Manage list, virtualized: only the rows in view exist, so 10,000 materials stay smooth. */
export function MaterialList({ materials, onDownload, onEdit, onDelete }: MaterialListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders on scroll by design
  const v = useVirtualizer({
    count: materials.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => 84,
    overscan: 6,
    getItemKey: (i) => materials[i]!.name,
  });

  return (
    <div className="mlist">
      <div className="mlist__head" aria-hidden="true">
        <span>Title</span>
        <span>Category</span>
        <span>Course</span>
        <span>Uploaded</span>
        <span>Size</span>
        <span className="mlist__head-actions">Actions</span>
      </div>
      <div ref={viewport} className="mlist__viewport">
        <ul className="mlist__rows" style={{ height: v.getTotalSize() }}>
          {v.getVirtualItems().map((row) => {
            const m = materials[row.index]!;
            return (
              <li
                key={row.key}
                ref={v.measureElement}
                data-index={row.index}
                className="mrow"
                aria-setsize={materials.length}
                aria-posinset={row.index + 1}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <div className="mrow__title">
                  <FileBadge label={m.type} />
                  <div className="mrow__title-text">
                    <span className="mrow__name">{m.title}</span>
                    <span className="mrow__type">
                      <span className="edu-visually-hidden">Type: </span>
                      {m.type}
                    </span>
                  </div>
                </div>
                <div className="mrow__cell">
                  <span className="mrow__label">Category</span>
                  <span className="badge tone-info">{m.category}</span>
                </div>
                <div className="mrow__cell">
                  <span className="mrow__label">Course</span>
                  <span className="badge">{m.course}</span>
                </div>
                <div className="mrow__cell mrow__date">
                  <span className="mrow__label">Uploaded</span>
                  <span>
                    {m.uploadDate}
                    <span className="mrow__time">{m.uploadTime}</span>
                  </span>
                </div>
                <div className="mrow__cell">
                  <span className="mrow__label">Size</span>
                  <span>{formatFileSize(m.size)}</span>
                </div>
                <div className="mrow__actions">
                  <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" aria-label={`Download ${m.title}`} onClick={() => onDownload(m)}>
                    Download
                  </button>
                  <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" aria-label={`Edit ${m.title}`} onClick={() => onEdit(m)}>
                    Edit
                  </button>
                  <button type="button" className="edu-btn edu-btn--ghost edu-btn--small mrow__delete" aria-label={`Delete ${m.title}`} onClick={() => onDelete(m)}>
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
