import { useState } from 'react';
import { useLanguage, useMessages } from '../../../../lib/i18n/use-language.ts';
import { formatNumber } from '../../../../lib/i18n/format.ts';
import { useApi } from '../../../../lib/use-api.ts';
import { adminApi } from '../../../../lib/api/admin-api.ts';
import { SearchField } from '../../shared/filter-fields.tsx';
import { AsyncView } from '../../shared/load-failed.tsx';
import { SectionFrame } from '../../shared/section-frame.tsx';
import { useSectionStyles } from '../../shared/use-section-styles.ts';
import { adminMessages } from '../shared/messages.ts';
import { PagedFooter } from '../shared/paged-footer.tsx';
import { reasonOf } from '../shared/reason.ts';
import { pagedState, useSearchedPages } from '../../../../lib/use-paged-list.ts';
import css from '../shared/admin.css?inline';

/** The school's teachers (GET /api/teachers), searched by name or email, a page at a time. */
export default function TeachersSection() {
  useSectionStyles(css);
  const m = useMessages(adminMessages);
  const { tag } = useLanguage();
  const api = useApi(adminApi);
  const [search, setSearch] = useState('');
  const list = useSearchedPages('admin-teachers', search, (q, cursor, signal) => api.getTeachers(q, cursor, { signal }));

  return (
    <SectionFrame titleId="admin-teachers-title" title={m.teachersTitle} lead={m.teachersLead} className="admin-teachers">
      <div className="admin-toolbar">
        <SearchField
          id="admin-teachers-search"
          className=""
          label={m.searchTeachersLabel}
          placeholder={m.searchTeachersPlaceholder}
          value={search}
          onChange={setSearch}
        />
      </div>
      <AsyncView
        state={pagedState(list)}
        keepData
        className="state edu-card"
        texts={{ loading: m.loadingTeachersList, failed: (e) => m.loadFailed(reasonOf(e, m.tryAgain)), retry: m.retry }}
      >
        {() =>
          list.items.length === 0 ? (
            <div className="state edu-card">
              <p className="state__title">{m.noTeachers}</p>
            </div>
          ) : (
            <>
              <div className="edu-card admin-table-card">
                <table className="admin-table" aria-label={m.teachersTable}>
                  <thead>
                    <tr>
                      <th scope="col">{m.teacherColumns.name}</th>
                      <th scope="col">{m.teacherColumns.email}</th>
                      <th scope="col">{m.teacherColumns.id}</th>
                      <th scope="col">{m.teacherColumns.classes}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((t) => (
                      <tr key={t.teacherId}>
                        <th scope="row" dir="auto">
                          {t.name}
                        </th>
                        <td>{t.email || m.noAccount}</td>
                        <td>{t.teacherId}</td>
                        <td>{formatNumber(tag, t.classes)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PagedFooter list={list} />
            </>
          )
        }
      </AsyncView>
    </SectionFrame>
  );
}
