import { useState } from 'react';
import type { ClassFields, ClassSummary } from '../../../../contract/classes.ts';
import { useElement } from '../../../../lib/element-context.tsx';
import { useLanguage, useMessages } from '../../../../lib/i18n/use-language.ts';
import { formatList } from '../../../../lib/i18n/format.ts';
import { useApi } from '../../../../lib/use-api.ts';
import { classesApi } from '../../../../lib/api/classes-api.ts';
import { SearchField } from '../../shared/filter-fields.tsx';
import { AsyncView } from '../../shared/load-failed.tsx';
import { SectionFrame } from '../../shared/section-frame.tsx';
import { useSectionStyles } from '../../shared/use-section-styles.ts';
import { adminMessages, type AdminMessages } from '../shared/messages.ts';
import { PagedFooter } from '../shared/paged-footer.tsx';
import { reasonOf } from '../shared/reason.ts';
import { pagedState, useSearchedPages } from '../../../../lib/use-paged-list.ts';
import { ClassDialog } from './class-dialog.tsx';
import css from '../shared/admin.css?inline';

/** Every class of the school (GET /api/classes), searched by class or course, a page at a time; New class and Edit. */
export default function ClassesSection() {
  useSectionStyles(css);
  const m = useMessages(adminMessages);
  const { toast } = useElement();
  const api = useApi(classesApi);
  const [search, setSearch] = useState('');
  const list = useSearchedPages('admin-classes', search, (q, cursor, signal) => api.getClassPage(q, cursor, { signal }));
  // undefined: no dialog; null: a new class; a class: its changes.
  const [editing, setEditing] = useState<ClassSummary | null | undefined>(undefined);

  const save = async (fields: ClassFields): Promise<boolean> => {
    try {
      const saved = editing ? await api.updateClass(editing.id, fields) : await api.createClass(fields);
      toast.success(editing ? m.classSaved(saved.name) : m.classCreated(saved.name));
      list.reload();
      return true;
    } catch (err) {
      toast.error(m.classFailed(reasonOf(err, m.tryAgain)));
      return false;
    }
  };

  return (
    <SectionFrame titleId="admin-classes-title" title={m.classesTitle} lead={m.classesLead} className="admin-classes">
      <div className="admin-toolbar">
        <SearchField
          id="admin-classes-search"
          className=""
          label={m.searchClassesLabel}
          placeholder={m.searchClassesPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <button type="button" className="edu-btn" onClick={() => setEditing(null)}>
          {m.newClass}
        </button>
      </div>
      <AsyncView
        state={pagedState(list)}
        keepData
        className="state edu-card"
        texts={{ loading: m.loadingClasses, failed: (e) => m.loadFailed(reasonOf(e, m.tryAgain)), retry: m.retry }}
      >
        {() =>
          list.items.length === 0 ? (
            <div className="state edu-card">
              <p className="state__title">{m.noClasses}</p>
            </div>
          ) : (
            <>
              <ClassTable classes={list.items} m={m} onEdit={setEditing} />
              <PagedFooter list={list} />
            </>
          )
        }
      </AsyncView>
      {editing !== undefined && <ClassDialog editing={editing} onClose={() => setEditing(undefined)} onSave={save} />}
    </SectionFrame>
  );
}

function ClassTable({
  classes,
  m,
  onEdit,
}: {
  classes: readonly ClassSummary[];
  m: AdminMessages;
  onEdit: (c: ClassSummary) => void;
}) {
  const { tag } = useLanguage();
  const col = m.classColumns;
  return (
    <div className="edu-card admin-table-card">
      <table className="admin-table" aria-label={m.classesTable}>
        <thead>
          <tr>
            <th scope="col">{col.name}</th>
            <th scope="col">{col.course}</th>
            <th scope="col">{col.grade}</th>
            <th scope="col">{col.term}</th>
            <th scope="col">{col.teachers}</th>
            <th scope="col">{col.students}</th>
            <th scope="col">{col.code}</th>
            <th scope="col">
              <span className="edu-visually-hidden">{col.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {classes.map((c) => (
            <tr key={c.id}>
              <th scope="row" dir="auto">
                {c.name}
                {c.lms && <span className="badge tone-info">{m.lmsCourse}</span>}
              </th>
              <td dir="auto">{c.courseTitle ?? m.noCourse}</td>
              <td>{c.grade || m.notSet}</td>
              <td dir="auto">{c.term || m.notSet}</td>
              <td dir="auto">
                {formatList(
                  tag,
                  c.teachers.map((t) => (t.owner ? m.ownerOf(t.name) : t.name)),
                )}
              </td>
              <td>{m.studentsCount(c.studentCount)}</td>
              <td className="admin-code">{c.joinCode ?? ''}</td>
              <td>
                <button
                  type="button"
                  className="edu-btn edu-btn--small edu-btn--ghost"
                  aria-label={m.editClassName(c.name)}
                  onClick={() => onEdit(c)}
                >
                  {m.editClass}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
