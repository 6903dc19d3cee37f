import { useDeferredValue, useMemo, useState } from 'react';
import { GRADES } from '../../../contract/index.ts';
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
import { ALL_CLASSES, ALL_GRADES, filterStudents, toDirectoryStudents, type DirectoryStudent } from './student-rules.ts';
import { StudentTable } from './student-table.tsx';
import { RosterSyncButton } from './roster-sync-button.tsx';
import { useStudents } from './use-students.ts';
import css from './students.css?inline';
import { SectionFrame } from '../shared/section-frame.tsx';

type View = 'cards' | 'table';

/** The students section ('Student Directory'): search, filters (the class among the element's classes), Cards / Table, profiles. */
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
  const { loading, students, error, retry } = useStudents(klass);

  const all = useMemo(() => toDirectoryStudents(students), [students]);
  // Typing stays responsive with 10,000 rows: the list follows the deferred query.
  const query = useDeferredValue(search);
  const shown = useMemo(() => filterStudents(all, { search: query, klass, grade }), [all, query, klass, grade]);

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
          {loading || error ? '' : m.showing(shown.length, all.length)}
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
      ) : shown.length === 0 ? (
        <div className="state edu-card">
          <p className="state__title">{m.noStudents}</p>
          <p>{m.adjustFilters}</p>
        </div>
      ) : view === 'cards' ? (
        <StudentCards students={shown} onView={setProfile} />
      ) : (
        <div className="edu-card stable__card">
          <StudentTable students={shown} onView={setProfile} />
        </div>
      )}

      <StudentProfile student={profile} onClose={() => setProfile(null)} />
    </SectionFrame>
  );
}
