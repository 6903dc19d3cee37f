import { MATERIAL_CATEGORIES, MATERIAL_COURSES } from '../../../contract/index.ts';
import { useUnsavedWork } from '../../../lib/unsaved-work.ts';
import { SelectField } from '../shared/filter-fields.tsx';
import { formatMegabytes } from '../shared/format.ts';
import { DropZone } from './drop-zone.tsx';
import { FileBadge } from './file-icon.tsx';
import { uploadTypeLabel } from './upload-rules.ts';
import { notUploadedText, useUpload } from './use-upload.ts';

/**
 * The Upload tab: drop zone, Category and Course, 'Selected Files', 'Upload Files'. Files
 * selected and not yet uploaded make leaving the section ask first.
 */
export function UploadTab({ teacherId }: { teacherId: string }) {
  const u = useUpload(teacherId);
  useUnsavedWork(notUploadedText(u.items.filter((i) => i.status === 'pending').map((i) => i.file.name)));

  return (
    <form
      className="upload"
      aria-label="Upload study materials"
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
            label="Category"
            value={u.category}
            options={MATERIAL_CATEGORIES}
            leading={{ value: '', label: 'Select category' }}
            disabled={u.uploading}
            onChange={u.setCategory}
          />
          <SelectField
            id="upload-course"
            label="Course"
            value={u.course}
            options={MATERIAL_COURSES}
            leading={{ value: '', label: 'Select course' }}
            disabled={u.uploading}
            onChange={u.setCourse}
          />
          <button type="submit" className="edu-btn upload__submit" disabled={Boolean(u.blocker) || u.uploading} aria-describedby={u.blocker ? 'upload-blocker' : undefined}>
            {u.uploading ? (
              <>
                <span className="edu-spinner" aria-hidden="true" /> Uploading...
              </>
            ) : (
              'Upload Files'
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
            Selected Files <span className="badge">{u.items.length}</span>
          </h3>
          <ul className="files">
            {u.items.map((item) => {
              const label = uploadTypeLabel(item.file);
              return (
                <li key={item.id} className={`file file--${item.status}`}>
                  <FileBadge label={label} />
                  <div className="file__main">
                    <div className="file__row">
                      <span className="file__name">{item.file.name}</span>
                      <span className="file__pct">{item.progress}%</span>
                    </div>
                    <div className="file__meta">
                      <span>{formatMegabytes(item.file.size)}</span>
                      <span aria-hidden="true">·</span>
                      <span>{label}</span>
                      {item.status === 'completed' && item.progress === 100 && <span className="file__done">Uploaded</span>}
                    </div>
                    <div
                      className="meter"
                      role="progressbar"
                      aria-label={`Upload progress for ${item.file.name}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={item.progress}
                    >
                      <div className={`meter__fill${item.status === 'completed' ? ' fill-success' : ''}`} style={{ width: `${item.progress}%` }} />
                    </div>
                  </div>
                  <button
                    type="button"
                    className="file__remove"
                    aria-label={`Remove ${item.file.name}`}
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
