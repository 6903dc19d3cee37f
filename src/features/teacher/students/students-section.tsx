import { useState } from 'react';
import { GRADES, type Grade } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { FilterBar, useFilter } from '../shared/filter-fields.tsx';
import { LoadingBox } from '../shared/load-failed.tsx';
import { useSectionStyles } from '../shared/use-section-styles.ts';
import { teacherSharedMessages } from '../shared/messages.ts';
import { useClasses } from '../shared/use-classes.ts';
import { classLabeller } from '../shared/class-option.ts';
import { studentsMessages } from './messages.ts';
import { StudentCards } from './student-cards.tsx';
import { StudentProfile } from './student-profile.tsx';
import { ALL_CLASSES, ALL_GRADES, type DirectoryStudent } from './student-rules.ts';
import { StudentTable } from './student-table.tsx';
import { RosterSyncButton } from './roster-sync-button.tsx';
import { useStudents } from './use-students.ts';
import css from './students.css?inline';
import { SectionFrame } from '../shared/section-frame.tsx';

type View = 'cards' | 'table';

/**
 * The students section ('Student Directory'): search and filters (the class among the element's
 * classes) run on the server; the Cards / Table lists load pages as they scroll; profiles.
 */
export default function StudentsSection(_props: { teacherId: string; teacherName: string }) {
  useSectionStyles(css);
  const m = useMessages(studentsMessages);
  const t = useMessages(teacherSharedMessages);
  const classes = useClasses();
  const [search, setSearch] = useState('');
  const [klass, classFilter] = useFilter(
    'students-class',
    m.classLabel,
    classes.classes,
    { value: ALL_CLASSES, label: m.allClasses },
    classLabeller(t, classes.summaries),
  );
  const [grade, gradeFilter] = useFilter('students-grade', m.gradeLabel, GRADES, { value: ALL_GRADES, label: m.allGrades });
  const [view, setView] = useState<View>('cards');
  const [profile, setProfile] = useState<DirectoryStudent | null>(null);
  const list = useStudents({
    klass: klass === ALL_CLASSES ? '' : klass,
    grade: grade === ALL_GRADES ? '' : (grade as Grade),
    search,
  });
  const { loading, students, error, retry } = list;
  const next = { hasMore: list.hasMore, loadMore: list.loadMore, failed: list.moreError !== null };

  return (
    <SectionFrame titleId="students-title" title={m.title} lead={m.lead} className="students">
      <FilterBar
        className="stoolbar"
        texts={m}
        search={{ id: 'students-search', className: 'stoolbar__search', value: search, onChange: setSearch }}
        filters={[classFilter, gradeFilter]}
      >
        {classes.lmsCourses.includes(klass) && <RosterSyncButton className={klass} onSynced={retry} />}
      </FilterBar>

      {classes.error && (
        <div className="state state--error edu-card" role="alert">
          <p className="state__title">{t.classesFailed(classes.error)}</p>
          <button type="button" className="edu-btn" onClick={classes.retry}>
            {m.retry}
          </button>
        </div>
      )}

      <div className="cluster cluster--spread sbar">
        <p className="sbar__count" role="status">
          {loading || error ? '' : m.showing(list.total, list.all)}
        </p>
        <div className="tabs segmented" role="group" aria-label={m.viewLabel}>
          {(['cards', 'table'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="tabs__tab segmented__btn"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {m.views[v]}
            </button>
          ))}
        </div>
      </div>

      {loading ? (
        <LoadingBox className="state edu-card" text={m.loadingStudents} />
      ) : error ? (
        <div className="state state--error edu-card" role="alert">
          <p className="state__title">{m.error(error)}</p>
          <button type="button" className="edu-btn" onClick={retry}>
            {m.retry}
          </button>
        </div>
      ) : students.length === 0 ? (
        <div className="state edu-card">
          <p className="state__title">{m.noStudents}</p>
          <p>{m.adjustFilters}</p>
        </div>
      ) : (
        <>
          {view === 'cards' ? (
            <StudentCards students={students} total={list.total} next={next} onView={setProfile} />
          ) : (
            <div className="edu-card stable__card">
              <StudentTable students={students} total={list.total} next={next} onView={setProfile} />
            </div>
          )}
          {list.loadingMore && <LoadingBox className="state edu-card" text={m.loadingMore} />}
          {list.moreError !== null && (
            <div className="state state--error edu-card" role="alert">
              <p className="state__title">{m.moreFailed(list.moreError)}</p>
              <button type="button" className="edu-btn" onClick={list.loadMore}>
                {m.retry}
              </button>
            </div>
          )}
        </>
      )}

      <StudentProfile student={profile} onClose={() => setProfile(null)} />
    </SectionFrame>
  );
}
