import { useElement } from '../../../lib/element-context.tsx';
import { safeMaterialUrl } from '../../../lib/safe-url.ts';
import { formatClock, formatDay } from '../../../lib/i18n/format.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { usePageVirtualizer } from '../../../lib/use-page-virtualizer.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { FileBadge } from './file-icon.tsx';
import type { DisplayMaterial } from './material-rules.ts';
import { materialsMessages } from './messages.ts';

export interface MaterialListProps {
  materials: readonly DisplayMaterial[];
  /** How many the whole list has (more than `materials` while pages are still to load). */
  total?: number;
  onDownload: (m: DisplayMaterial) => void;
  onEdit: (m: DisplayMaterial) => void;
  onDelete: (m: DisplayMaterial) => void;
}

/**
 * The Manage list grows with the page and is virtualized against its scroll: only the rows in
 * the window exist, so 10,000 materials stay smooth.
 */
export function MaterialList({ materials, total = materials.length, onDownload, onEdit, onDelete }: MaterialListProps) {
  const t = useMessages(materialsMessages);
  const f = useFormat();
  const lang = useTeacherLanguage();
  const c = t.columns;
  const { apiBase } = useElement();
  const { setList, rows, totalSize, measureElement } = usePageVirtualizer({
    count: materials.length,
    estimateSize: () => 84,
    overscan: 6,
    getItemKey: (i) => materials[i]!.name,
  });
  // Each row's buttons, in order: Download, Edit, Delete (the danger one).
  const actions = [
    { key: 'download', label: t.download, named: t.downloadNamed, extraClass: '', run: onDownload },
    { key: 'edit', label: t.edit, named: t.editNamed, extraClass: '', run: onEdit },
    { key: 'delete', label: t.delete, named: t.deleteNamed, extraClass: ' mrow__delete', run: onDelete },
  ];

  return (
    <div className="mlist">
      <div className="mlist__head" aria-hidden="true">
        <span>{c.title}</span>
        <span>{c.category}</span>
        <span>{c.course}</span>
        <span>{c.uploaded}</span>
        <span>{c.size}</span>
        <span className="mlist__head-actions">{c.actions}</span>
      </div>
      <ul ref={setList} className="mlist__rows" style={{ height: totalSize }}>
        {rows.map((row) => {
          const m = materials[row.index]!;
          const type = m.type || t.genericType;
          return (
            <li
              key={row.key}
              ref={measureElement}
              data-index={row.index}
              className="mrow"
              aria-setsize={total}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <div className="mrow__title">
                <FileBadge label={type} thumbnail={m.thumbnailUrl ? safeMaterialUrl(m.thumbnailUrl, apiBase) : null} />
                <div className="text-stack mrow__title-text">
                  <span className="mrow__name">{m.title}</span>
                  <span className="mrow__type">
                    <span className="edu-visually-hidden">{t.typeLabel}</span>
                    {type}
                    {m.pages ? ` · ${t.pageCount(m.pages)}` : null}
                    {m.processing ? <span className="mrow__processing"> · {t.processing}</span> : null}
                    {m.tooLargeToPreview ? <span className="mrow__no-preview"> · {t.tooLargeToPreview}</span> : null}
                  </span>
                </div>
              </div>
              <div className="mrow__cell">
                <span className="mrow__label">{c.category}</span>
                <span className="badge tone-info">{m.category || t.unknown}</span>
              </div>
              <div className="mrow__cell">
                <span className="mrow__label">{c.course}</span>
                <span className="badge">{m.course || t.unknown}</span>
                {m.classes.length > 0 && (
                  <span className="meta mrow__classes">
                    <span className="edu-visually-hidden">{t.classesColumn}: </span>
                    {m.classes.join(', ')}
                  </span>
                )}
              </div>
              <div className="mrow__cell mrow__date">
                <span className="mrow__label">{c.uploaded}</span>
                <span>
                  {m.uploadedAt ? formatDay(f.tag, m.uploadedAt) : t.notAvailable}
                  <span className="meta mrow__time">{m.uploadedAt ? formatClock(f.tag, m.uploadedAt) : t.notAvailable}</span>
                </span>
              </div>
              <div className="mrow__cell">
                <span className="mrow__label">{c.size}</span>
                <span>{formatFileSize(m.size, lang.tag, lang.m.sizeUnits)}</span>
              </div>
              <div className="mrow__actions">
                {actions.map(({ key, label, named, extraClass, run }) => (
                  <button
                    key={key}
                    type="button"
                    className={`edu-btn edu-btn--ghost edu-btn--small${extraClass}`}
                    aria-label={named(m.title)}
                    onClick={() => run(m)}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
