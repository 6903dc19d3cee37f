import { useState } from 'react';
import type { LearnerMaterial } from '../../contract/materials.ts';
import { MaterialFilterBar } from '../../lib/material-filter-bar.tsx';
import { ANY_MATERIAL } from '../../lib/material-filters.ts';
import { LoadOnScroll } from '../../lib/load-on-scroll.tsx';
import { pagedState } from '../../lib/use-paged-list.ts';
import { useMaterialPages } from './use-child-data.ts';
import { safeMaterialUrl } from '../../lib/safe-url.ts';
import { useElement } from '../../lib/element-context.tsx';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { ListCard, ListItem } from './load-state.tsx';
import { parentsMessages } from './messages.ts';
import { formatDay } from '../../lib/i18n/format.ts';
import type { ViewerFile } from './viewer-host.tsx';
import { viewerFileOf } from '../../lib/material-viewer-host.ts';
import { formatFileSize } from '../../lib/format.ts';

type OnView = (file: ViewerFile) => void;

/**
 * The newest materials of the child's classes, filtered by course and class on the server: name,
 * course and class, size, date, and View (the material viewer). The next ones load as the list's
 * end scrolls near.
 */
export function MaterialsCard({ studentId, onView }: { studentId: string; onView: OnView }) {
  const m = useMessages(parentsMessages);
  const [filter, setFilter] = useState(ANY_MATERIAL);
  const list = useMaterialPages(studentId, filter);
  return (
    <ListCard
      studentId={studentId}
      state={pagedState(list)}
      kind="materials"
      select={(l) => l.items}
      toolbar={(l) => (
        <MaterialFilterBar
          className="pv-filters"
          options={l.first}
          value={filter}
          onChange={setFilter}
          texts={{ course: m.filterCourse, class: m.filterClass, allCourses: m.allCourses, allClasses: m.allClasses }}
        />
      )}
    >
      {(items) => (
        <>
          <ul className="pv-list">
            {items.map((material, i) => (
              <MaterialItem key={`${i}-${material.url}`} material={material} onView={onView} />
            ))}
          </ul>
          <LoadOnScroll list={list} className="pv-more" />
        </>
      )}
    </ListCard>
  );
}

function MaterialItem({ material, onView }: { material: LearnerMaterial; onView: OnView }) {
  const { apiBase } = useElement();
  const m = useMessages(parentsMessages);
  const { tag } = useFormat();
  const src = safeMaterialUrl(material.url, apiBase);
  return (
    <ListItem
      title={material.name}
      detail={
        <>
          {material.course ? `${m.materialCourse(material.course)} · ` : null}
          {material.classes?.length ? `${m.materialClasses(material.classes.join(', '))} · ` : null}
          {formatFileSize(material.size, tag, m.sizeUnits)} ·{' '}
          <time dateTime={material.uploaded_at}>{formatDay(tag, material.uploaded_at)}</time>
        </>
      }
    >
      {src ? (
        <button
          type="button"
          className="edu-btn edu-btn--small edu-btn--ghost"
          aria-label={m.viewMaterial(material.name)}
          onClick={() => onView(viewerFileOf(material, src, material.name))}
        >
          {m.view}
        </button>
      ) : (
        <span className="edu-meta">{m.fileNotAvailable}</span>
      )}
    </ListItem>
  );
}
