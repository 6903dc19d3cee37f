import { useState } from 'react';
import { CatalogueStatus } from '../../../lib/catalogue-status.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import type { CatalogueState } from '../../../lib/use-catalogue.ts';
import { EditButton, SectionHead, SeeAllFoot } from '../shared/panel-parts.tsx';
import { Icon } from '../shared/icons.tsx';
import { AddCourseModal, preloadSection } from '../frame/lazy-parts.tsx';
import { learnerMessages } from '../shared/messages.ts';
import type { Course, CourseForm } from '../shared/model.ts';
import { ProgressBar } from '../shared/progress-bar.tsx';

interface Props {
  courses: readonly Course[];
  /** Where the sample courses come from: said while it loads or when it failed. */
  catalogue: CatalogueState;
  onAddCourse: (form: CourseForm) => void;
  onStartCourse: (courseId: number) => void;
  onEditCourses: () => void;
  onSeeAll: () => void;
}

/** Known categories get their own chip colour; anything else a neutral one. */
const chipTone = (category: string): string => {
  const key = category.trim().toLowerCase();
  return ['mathematics', 'physics', 'chemistry'].includes(key) ? key : 'other';
};

/**
 * The Syllabus section: 'My Courses' cards, Edit, 'Add another course', 'See all courses'.
 * 'Start Course' leads to the course's materials (their section loads ahead of the click). The
 * sample courses show once the catalogue has loaded.
 */
export function SyllabusSection({ courses, catalogue, onAddCourse, onStartCourse, onEditCourses, onSeeAll }: Props) {
  const m = useMessages(learnerMessages);
  const [adding, setAdding] = useState(false);
  return (
    <section className="section" aria-labelledby="learner-syllabus-title">
      <SectionHead className="section__head" id="learner-syllabus-title" title={m.myCourses}>
        <EditButton onClick={onEditCourses} />
      </SectionHead>
      <CatalogueStatus catalogue={catalogue} />
      <ul className="courses">
        {courses.map((c) => (
          <li key={c.id}>
            <article className="edu-card edu-stack course" aria-labelledby={`course-${c.id}`}>
              <div className="course__chips">
                <span className={`chip chip--${chipTone(c.category)}`}>{c.category}</span>
                <span className="chip chip--progress">{m.complete(m.percent(c.progress))}</span>
              </div>
              <h3 id={`course-${c.id}`} className="course__title">
                {c.title}
              </h3>
              <p className="edu-row course__instructor">
                <Icon name="user" size={16} />
                <span>{c.instructor}</span>
              </p>
              <ProgressBar value={c.progress} label={m.courseProgress(c.title)} />
              <button
                type="button"
                className="edu-btn course__start"
                onClick={() => onStartCourse(c.id)}
                onPointerEnter={() => preloadSection('material')}
                onFocus={() => preloadSection('material')}
              >
                <Icon name="play" size={16} />
                {m.startCourse}
              </button>
            </article>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="edu-stack course course--add"
            onClick={() => setAdding(true)}
            onPointerEnter={() => void AddCourseModal.preload().catch(() => undefined)}
            onFocus={() => void AddCourseModal.preload().catch(() => undefined)}
          >
            <span className="edu-icon-box course__add-icon">
              <Icon name="plus" size={24} />
            </span>
            {m.addAnotherCourse}
          </button>
        </li>
      </ul>
      <SeeAllFoot className="section__foot" label={m.seeAllCourses} onClick={onSeeAll} />
      {adding && <AddCourseModal onAdd={onAddCourse} onClose={() => setAdding(false)} />}
    </section>
  );
}
