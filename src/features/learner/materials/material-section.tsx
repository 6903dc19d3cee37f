import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import type { CourseFilter } from '../shared/course-filter.ts';
import { SeeAllFoot } from '../shared/panel-parts.tsx';
import { Icon } from '../shared/icons.tsx';
import { MaterialList } from './material-list.tsx';
import type { LearnerMaterial } from '../../../contract/materials.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import { useApi } from '../../../lib/use-api.ts';
import { learnerMessages } from '../shared/messages.ts';
import { safeMaterialUrl, urlNotAvailableMessage } from './safe-url.ts';
import { learnerSectionMessages } from '../shared/section-messages.ts';
import { useStyles } from '../../../lib/use-styles.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { LoadOnScroll } from '../../../lib/load-on-scroll.tsx';
import { useMaterialViewer } from '../../../lib/use-material-viewer.ts';
import { MaterialSearch } from '../../../lib/material-search/material-search.tsx';
import { viewerFileOf, type ViewerFile } from '../../../lib/material-viewer-host.ts';
import materialCss from './material-section.css?inline';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { MaterialFilterBar } from '../../../lib/material-filter-bar.tsx';
import { ANY_MATERIAL } from '../../../lib/material-filters.ts';

/** A sentence with `{course}` in it, the course's title (as a node) put in its place. */
function withCourse(sentence: string, course: ReactNode): ReactNode {
  const [before, after = ''] = sentence.split('{course}');
  return (
    <>
      {before}
      {course}
      {after}
    </>
  );
}

interface Props {
  studentId: string;
  onViewAll: () => void;
  /** Show only this course's materials ('Start Course'); null shows them all. */
  course?: CourseFilter | null;
  /** Show them all again. */
  onClearCourse?: () => void;
  /** Each new value (above 0) moves focus to the heading: another part sent the learner here. */
  focusRequest?: number;
}

/**
 * The Material section: the learner's materials from the server (those of their classes), or one
 * course's, filtered by course and class, and a search in their text. View opens the file in place, in <edu-material-viewer>; a search result opens
 * it at the result's page with the match highlighted. A material without a usable url opens
 * nothing and the problem is only recorded (console warning).
 */
export function MaterialSection({ studentId, onViewAll, course = null, onClearCourse, focusRequest = 0 }: Props) {
  useStyles(materialCss);
  const { apiBase } = useElement();
  const api = useApi(materialsApi);
  const m = useMessages(learnerSectionMessages);
  const shared = useMessages(learnerMessages);
  const [filter, setFilter] = useState(ANY_MATERIAL);
  // A page at a time, newest first, filtered on the server; the next page loads as the list's end
  // scrolls near. The client records a failure and answers an empty list ('No materials found.').
  const title = course?.title;
  const category = course?.category;
  const about = useMemo(() => (title === undefined ? [] : [title, category ?? '']), [title, category]);
  const materials = usePagedList(
    JSON.stringify([apiBase, studentId, about, filter]),
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) =>
        api.getLearnerMaterialPage(studentId, { ...filter, about, cursor, signal }),
      [api, studentId, filter, about],
    ),
  );
  const loading = materials.loading;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus({ preventScroll: true });
  }, [focusRequest]);
  const { attachSlot, open: openViewer } = useMaterialViewer();
  const urlFor = (material: LearnerMaterial): string | null => safeMaterialUrl(material.url, apiBase);

  /** `at`: the page to open at and the text to highlight there (a search result's). */
  const view = (material: LearnerMaterial, at: Pick<ViewerFile, 'page' | 'find'> = {}): void => {
    const src = urlFor(material);
    if (!src) {
      console.warn(urlNotAvailableMessage(material.name));
      return;
    }
    openViewer(viewerFileOf(material, src, material.name, at));
  };

  return (
    <section className="section" aria-labelledby="learner-material-title">
      <article className="edu-card panel">
        <div className="panel__head">
          <h2 ref={heading} id="learner-material-title" className="section__title" tabIndex={-1}>
            {shared.sections.material}
          </h2>
          {!loading && materials.total > 0 && <span className="panel__count">{m.fileCount(materials.total)}</span>}
        </div>
        {course && (
          <div className="edu-split panel__filter">
            <p>{withCourse(m.showingFor('{course}'), <strong>{course.title}</strong>)}</p>
            <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={onClearCourse}>
              {m.showAllMaterials}
            </button>
          </div>
        )}
        <div className="panel__search">
          <MaterialSearch onOpen={(hit, find) => view(hit.material, { page: hit.page, find })} />
        </div>
        {!loading && (
          <MaterialFilterBar
            className="panel__filters"
            options={materials.first}
            value={filter}
            onChange={setFilter}
            texts={{ course: m.filterCourse, class: m.filterClass, allCourses: m.allCourses, allClasses: m.allClasses }}
          />
        )}
        <div className="panel__body" aria-busy={loading}>
          {loading ? (
            <LoadingLine className="panel__state" text={m.loadingMaterials} />
          ) : materials.items.length === 0 ? (
            <p className="panel__state">
              <Icon name="folder" size={22} /> {course ? m.noMaterialsFor(course.title) : m.noMaterials}
            </p>
          ) : (
            <>
              <MaterialList materials={materials.items} urlFor={urlFor} onView={view} />
              <LoadOnScroll list={materials} className="panel__more" />
            </>
          )}
        </div>
        <SeeAllFoot className="panel__foot" label={m.viewAllMaterials} onClick={onViewAll} />
      </article>
      <div ref={attachSlot} className="viewer-slot" />
    </section>
  );
}
