import { useState } from 'react';
import type { RosterStudent } from '../../../../contract/class-roster.ts';
import { useLanguage, useMessages } from '../../../../lib/i18n/use-language.ts';
import { formatList } from '../../../../lib/i18n/format.ts';
import { useApi } from '../../../../lib/use-api.ts';
import { useAsync } from '../../../../lib/use-async.ts';
import { rosterApi } from '../../../../lib/api/roster-api.ts';
import { pause, SEARCH_DELAY_MS } from '../../../../lib/pause.ts';
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

/** Parent links: find a student of the school, then link or unlink the parents' and learner's accounts. */
export default function LinksSection() {
  useSectionStyles(studentsCss, css);
  const m = useMessages(adminMessages);
  const { tag } = useLanguage();
  const api = useApi(rosterApi);
  const [search, setSearch] = useState('');
  const q = search.trim();
  // The school's students whose name or id contains the search, found on the server once typing pauses.
  const students = useAsync(`admin-link-students|${q}`, async (signal) => {
    if (q) await pause(SEARCH_DELAY_MS, signal);
    return api.searchSchoolStudents({ q, limit: SHOWN_MATCHES, signal });
  });
  const [picked, setPicked] = useState<RosterStudent | null>(null);
  const found = students.data?.data ?? [];
  const more = (students.data?.total ?? 0) - found.length;

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
        keepData
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
                {found.map((s) => (
                  <li key={s.studentId} className="account-row">
                    <span className="account-row__text">
                      <span className="account-row__name" dir="auto">
                        {s.name}
                      </span>
                      <span className="account-row__email">
                        {m.studentFacts(s.studentId, s.classes.length ? formatList(tag, s.classes) : m.noClassesYet)}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="edu-btn edu-btn--small edu-btn--ghost"
                      aria-label={m.chooseStudentName(s.name)}
                      aria-pressed={picked?.studentId === s.studentId}
                      onClick={() => setPicked(s)}
                    >
                      {m.chooseStudent}
                    </button>
                  </li>
                ))}
              </ul>
              {more > 0 && <p className="muted-line">{m.moreStudents(more)}</p>}
            </div>
          )
        }
      </AsyncView>
      {picked ? (
        <div className="profile">
          <h3 className="admin-picked" dir="auto">
            {m.chosenStudent(picked.name)}
          </h3>
          <LinkedAccounts studentId={picked.studentId} studentName={picked.name} />
        </div>
      ) : (
        <p className="muted-line">{m.pickStudentFirst}</p>
      )}
    </SectionFrame>
  );
}
