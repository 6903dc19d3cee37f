import { useMemo, useState } from 'react';
import { MATERIAL_CATEGORIES } from '../../../contract/index.ts';
import { CatalogueStatus } from '../../../lib/catalogue-status.tsx';
import { AlertDialog } from '../../../lib/alert-dialog.tsx';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { libMessages } from '../../../lib/messages.ts';
import { FilterBar, useFilter } from '../shared/filter-fields.tsx';
import { LoadingBox } from '../shared/load-failed.tsx';
import { LoadOnScroll } from '../../../lib/load-on-scroll.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useCatalogue } from '../../../lib/use-catalogue.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import { MaterialSearch } from '../../../lib/material-search/material-search.tsx';
import { hitTitle } from '../../../lib/material-search/hit-title.ts';
import { safeMaterialUrl } from '../../../lib/safe-url.ts';
import { useMaterialViewer } from '../../../lib/use-material-viewer.ts';
import { viewerFileOf } from '../../../lib/material-viewer-host.ts';
import type { MaterialSearchHit } from '../../../contract/material-search.ts';
import { deleteMaterial, downloadMaterial } from './material-actions.ts';
import { MaterialList } from './material-list.tsx';
import { EditMaterialDialog } from './edit-material-dialog.tsx';
import { ALL, filterMaterials, toDisplayMaterials, type DisplayMaterial } from './material-rules.ts';
import { materialsMessages } from './messages.ts';
import { useMaterials } from './use-materials.ts';

/**
 * The Manage tab: a search in the text of the teacher's materials (a result opens the viewer at
 * its page, the match highlighted), then the title search, category and course filters (the
 * catalogue's subjects), 'Uploaded Materials ({n})' and the list.
 */
export function ManageTab({ teacherId }: { teacherId: string }) {
  const ctx = useElement();
  const t = useMessages(materialsMessages);
  const lib = useMessages(libMessages);
  const api = useApi(materialsApi);
  const catalogue = useCatalogue();
  const [search, setSearch] = useState('');
  const [category, categoryFilter] = useFilter('materials-category', t.category, MATERIAL_CATEGORIES, {
    value: ALL,
    label: t.allCategories,
  });
  const [course, courseFilter] = useFilter('materials-course', t.course, catalogue.subjects, { value: ALL, label: t.allCourses });
  const [pending, setPending] = useState<DisplayMaterial | null>(null);
  const [editing, setEditing] = useState<DisplayMaterial | null>(null);
  const list = useMaterials(teacherId, { search, category, course });
  const { loading, reload } = list;

  const { attachSlot, open: openViewer } = useMaterialViewer();

  const all = useMemo(() => toDisplayMaterials(list.items), [list.items]);
  // The server filters; an older server sends its whole list, filtered here.
  const shown = useMemo(() => filterMaterials(all, { search, category, course }), [all, search, category, course]);
  // Every page loaded: the rows shown are the count; else the server's count of what matches.
  const count = list.hasMore ? list.total : shown.length;

  const confirmDelete = (): void => {
    const m = pending;
    setPending(null);
    if (m) void deleteMaterial(api, ctx, m, t, lib, reload);
  };

  const openHit = ({ material, page }: MaterialSearchHit, find: string): void => {
    const name = hitTitle(material);
    const src = safeMaterialUrl(material.url, ctx.apiBase);
    if (!src) ctx.toast.error(t.viewUnavailable(name));
    else openViewer(viewerFileOf(material, src, name, { page, find }));
  };

  return (
    <div className="manage">
      <div className="edu-card panel">
        <MaterialSearch onOpen={openHit} />
        <div ref={attachSlot} />
      </div>
      <FilterBar
        className="manage__toolbar"
        texts={t}
        search={{ id: 'materials-search', className: 'manage__search', value: search, onChange: setSearch }}
        filters={[categoryFilter, courseFilter]}
      >
        <CatalogueStatus catalogue={catalogue} />
      </FilterBar>

      <section className="edu-card manage__list" aria-labelledby="uploaded-title" aria-busy={loading}>
        <h3 id="uploaded-title" className="panel__title manage__title">
          {t.uploadedHeading(count)}
        </h3>
        {loading ? (
          <LoadingBox className="state" text={t.loadingMaterials} />
        ) : shown.length === 0 ? (
          <div className="state">
            <p>{t.noMaterials}</p>
          </div>
        ) : (
          <>
            <MaterialList
              materials={shown}
              total={count}
              onDownload={(m) => downloadMaterial(ctx, m, t)}
              onEdit={setEditing}
              onDelete={setPending}
            />
            <LoadOnScroll list={list} className="state" />
          </>
        )}
      </section>

      {editing && <EditMaterialDialog material={editing} onClose={() => setEditing(null)} onSaved={reload} />}

      {pending && (
        <AlertDialog
          title={t.deleteTitle}
          cancelLabel={t.cancel}
          confirmLabel={t.delete}
          danger
          onCancel={() => setPending(null)}
          onConfirm={confirmDelete}
        >
          <p>{t.deleteConfirm(pending.title)}</p>
        </AlertDialog>
      )}
    </div>
  );
}
