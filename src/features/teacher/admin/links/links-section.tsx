import { useDeferredValue, useMemo, useState } from 'react';
import type { Student } from '../../../../contract/students.ts';
import { useLanguage, useMessages } from '../../../../lib/i18n/use-language.ts';
import { formatList } from '../../../../lib/i18n/format.ts';
import { useApi } from '../../../../lib/use-api.ts';
import { useAsync } from '../../../../lib/use-async.ts';
import { studentsApi } from '../../../../lib/api/students-api.ts';
import { SearchField } from '../../shared/filter-fields.tsx';
import { AsyncView } from '../../shared/load-failed.tsx';
import { SectionFrame } from '../../shared/section-frame.tsx';
import { useSectionStyles } from '../../shared/use-section-styles.ts';
import { LinkedAccounts } from '../../students/linked-accounts.tsx';
import studentsCss from '../../students/students.css?inline';
import { adminMessages } from '../shared/messages.ts';
import { reasonOf } from '../shared/reason.ts';
import css from '../shared/admin.css?inline';

/** The picker shows this many matches; a longer list asks for more of the name. */
const SHOWN_MATCHES = 20;

const matches = (s: Student, q: string): boolean =>
  q === '' || s.name.toLowerCase().includes(q) || s.student_id.toLowerCase().includes(q);

/** Parent links: find a student of the school, then link or unlink the parents' and learner's accounts. */
export default function LinksSection() {
  useSectionStyles(studentsCss, css);
  const m = useMessages(adminMessages);
  const { tag } = useLanguage();
  const api = useApi(studentsApi);
  const students = useAsync('admin-link-students', (signal) => api.getStudents({ signal }));
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Student | null>(null);
  const query = useDeferredValue(search.trim().toLowerCase());
  const found = useMemo(() => (students.data ?? []).filter((s) => matches(s, query)), [students.data, query]);

  return (
    <SectionFrame titleId="admin-links-title" title={m.linksTitle} lead={m.linksLead} className="admin-links">
      <div className="admin-toolbar">
        <SearchField
          id="admin-links-search"
          className=""
          label={m.searchStudentsLabel}
          placeholder={m.searchStudentsPlaceholder}
          value={search}
          onChange={setSearch}
        />
      </div>
      <AsyncView
        state={students}
        className="state edu-card"
        texts={{ loading: m.loadingStudents, failed: (e) => m.loadFailed(reasonOf(e, m.tryAgain)), retry: m.retry }}
      >
        {() =>
          found.length === 0 ? (
            <div className="state edu-card">
              <p className="state__title">{m.noStudents}</p>
            </div>
          ) : (
            <div className="edu-card panel">
              <ul className="account-list">
                {found.slice(0, SHOWN_MATCHES).map((s) => (
                  <li key={s.student_id} className="account-row">
                    <span className="account-row__text">
                      <span className="account-row__name" dir="auto">
                        {s.name}
                      </span>
                      <span className="account-row__email">
                        {m.studentFacts(s.student_id, s.classes.length ? formatList(tag, s.classes) : m.noClassesYet)}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="edu-btn edu-btn--small edu-btn--ghost"
                      aria-label={m.chooseStudentName(s.name)}
                      aria-pressed={picked?.student_id === s.student_id}
                      onClick={() => setPicked(s)}
                    >
                      {m.chooseStudent}
                    </button>
                  </li>
                ))}
              </ul>
              {found.length > SHOWN_MATCHES && <p className="muted-line">{m.moreStudents(found.length - SHOWN_MATCHES)}</p>}
            </div>
          )
        }
      </AsyncView>
      {picked ? (
        <div className="profile">
          <h3 className="admin-picked" dir="auto">
            {m.chosenStudent(picked.name)}
          </h3>
          <LinkedAccounts studentId={picked.student_id} studentName={picked.name} />
        </div>
      ) : (
        <p className="muted-line">{m.pickStudentFirst}</p>
      )}
    </SectionFrame>
  );
}
