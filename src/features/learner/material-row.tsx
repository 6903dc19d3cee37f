import { useId } from 'react';
import { formatFileSize } from './file-size.ts';
import { Icon, type IconName } from './icons.tsx';
import { materialKind, type MaterialKind } from './material-kind.ts';
import type { LearnerMaterial } from './materials-api.ts';

const KIND_ICON: Record<MaterialKind, IconName> = {
  pdf: 'pdf',
  image: 'image',
  document: 'document',
  slides: 'slides',
  video: 'video',
  file: 'file',
};

/** Upload date in the learner's local format; the raw text if it is not a date. */
function localDate(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleDateString();
}

interface Props {
  material: LearnerMaterial;
  /** The checked url, or null when the material cannot be opened. */
  safeUrl: string | null;
  onView: (material: LearnerMaterial) => void;
}

/** One material: icon by type, name, 'Size: ', 'Uploaded: ', and the view button. */
export function MaterialRow({ material, safeUrl, onView }: Props) {
  const noteId = useId();
  const kind = materialKind(material.name, material.type);
  return (
    <div className="material">
      <span className={`material__icon material__icon--${kind}`}>
        <Icon name={KIND_ICON[kind]} size={22} />
      </span>
      <div className="material__body">
        <p className="material__name">{material.name}</p>
        <p className="material__meta">
          <span>Size: {formatFileSize(material.size)}</span>
          <span>Uploaded: {localDate(material.uploaded_at)}</span>
          {!safeUrl && (
            <span id={noteId} className="material__unavailable">
              File not available
            </span>
          )}
        </p>
      </div>
      <button
        type="button"
        className={safeUrl ? 'edu-btn edu-btn--small material__view' : 'edu-btn edu-btn--small material__view material__view--off'}
        aria-label={`View ${material.name}`}
        aria-disabled={safeUrl ? undefined : true}
        aria-describedby={safeUrl ? undefined : noteId}
        onClick={() => onView(material)}
      >
        <Icon name={safeUrl ? 'eye' : 'eyeOff'} size={16} />
        <span className="material__view-text">View</span>
      </button>
    </div>
  );
}
