import { MATERIAL_CATEGORIES } from '../../../contract/index.ts';
import { CatalogueStatus } from '../../../lib/catalogue-status.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { useUnsavedWork } from '../../../lib/unsaved-work.ts';
import { useCatalogue } from '../../../lib/use-catalogue.ts';
import { SelectField } from '../shared/filter-fields.tsx';
import { formatMegabytes, formatPercent } from '../shared/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { ClassPicker } from './class-picker.tsx';
import { DropZone } from './drop-zone.tsx';
import { MaterialTextFields } from './material-text-fields.tsx';
import { FileBadge } from './file-icon.tsx';
import { materialsMessages } from './messages.ts';
import { uploadTypeLabel } from './upload-rules.ts';
import { notUploadedText, useUpload } from './use-upload.ts';

/**
 * The Upload tab: drop zone, Category and Course (a subject of the server's catalogue), the
 * classes it is for, a title (one file) and a description, 'Selected Files', 'Upload Files'. Files selected and not yet uploaded make leaving the
 * section ask first.
 */
export function UploadTab({ teacherId }: { teacherId: string }) {
  const u = useUpload(teacherId);
  const t = useMessages(materialsMessages);
  const lang = useTeacherLanguage();
  const f = useFormat();
  const catalogue = useCatalogue();
  useUnsavedWork(
    notUploadedText(
      u.items.filter((i) => i.status === 'pending').map((i) => i.file.name),
      t,
      lang,
    ),
  );

  return (
    <form
      className="upload"
      aria-label={t.uploadForm}
      onSubmit={(e) => {
        e.preventDefault();
        void u.upload();
      }}
    >
      <div className="upload__top">
        <DropZone onFiles={u.addFiles} disabled={u.uploading} />
        <div className="upload__fields edu-card panel">
          <SelectField
            id="upload-category"
            label={t.category}
            value={u.category}
            options={MATERIAL_CATEGORIES}
            leading={{ value: '', label: t.selectCategory }}
            disabled={u.uploading}
            onChange={u.setCategory}
          />
          <SelectField
            id="upload-course"
            label={t.course}
            value={u.course}
            options={catalogue.subjects}
            leading={{ value: '', label: t.selectCourse }}
            disabled={u.uploading}
            onChange={u.setCourse}
          />
          <CatalogueStatus catalogue={catalogue} />
          <ClassPicker id="upload-classes" value={u.classes} onChange={u.setClasses} disabled={u.uploading} />
          <MaterialTextFields
            id="upload"
            title={u.title}
            description={u.description}
            titlePlaceholder={t.titlePlaceholder}
            disabled={u.uploading}
            onTitle={u.setTitle}
            onDescription={u.setDescription}
          />
          <button
            type="submit"
            className="edu-btn upload__submit"
            disabled={Boolean(u.blocker) || u.uploading}
            aria-describedby={u.blocker ? 'upload-blocker' : undefined}
          >
            {u.uploading ? (
              <>
                <span className="edu-spinner" aria-hidden="true" /> {t.uploading}
              </>
            ) : (
              t.uploadFiles
            )}
          </button>
          {u.blocker && !u.uploading && (
            <p id="upload-blocker" className="upload__blocker">
              {u.blocker}
            </p>
          )}
        </div>
      </div>

      {u.items.length > 0 && (
        <section className="edu-card panel" aria-labelledby="selected-files-title">
          <h3 id="selected-files-title" className="panel__title">
            {t.selectedFiles} <span className="badge">{f.number(u.items.length)}</span>
          </h3>
          <ul className="stack files">
            {u.items.map((item) => {
              const label = uploadTypeLabel(item.file) || t.genericType;
              return (
                <li key={item.id} className={`box file file--${item.status}`}>
                  <FileBadge label={label} />
                  <div className="file__main">
                    <div className="file__row">
                      <span className="file__name">{item.file.name}</span>
                      <span className="file__pct">{formatPercent(item.progress, lang)}</span>
                    </div>
                    <div className="file__meta">
                      <span>{formatMegabytes(item.file.size, lang)}</span>
                      <span aria-hidden="true">·</span>
                      <span>{label}</span>
                      {item.status === 'completed' && item.progress === 100 && (
                        <span className="file__done">{t.fileUploaded}</span>
                      )}
                    </div>
                    <div
                      className="meter"
                      role="progressbar"
                      aria-label={t.uploadProgress(item.file.name)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={item.progress}
                    >
                      <div
                        className={`meter__fill${item.status === 'completed' ? ' fill-success' : ''}`}
                        style={{ width: `${item.progress}%` }}
                      />
                    </div>
                  </div>
                  <button
                    type="button"
                    className="icon-btn file__remove"
                    aria-label={t.remove(item.file.name)}
                    disabled={u.uploading}
                    onClick={() => u.remove(item.id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </form>
  );
}
