import { useId } from 'react';
import { useElement } from '../../../lib/element-context.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { Icon, type IconName } from '../shared/icons.tsx';
import { materialKind, type MaterialKind } from './material-kind.ts';
import type { LearnerMaterial } from '../../../contract/materials.ts';
import { learnerSectionMessages } from '../shared/section-messages.ts';
import { safeMaterialUrl } from './safe-url.ts';
import { formatDay } from '../../../lib/i18n/format.ts';

const KIND_ICON: Record<MaterialKind, IconName> = {
  pdf: 'pdf',
  image: 'image',
  document: 'document',
  slides: 'slides',
  video: 'video',
  file: 'file',
};

interface Props {
  material: LearnerMaterial;
  /** The checked url, or null when the material cannot be opened. */
  safeUrl: string | null;
  onView: (material: LearnerMaterial) => void;
}

/** One material: icon by type, name, course and class, size, upload date (in the element's language), and the view button. */
export function MaterialRow({ material, safeUrl, onView }: Props) {
  const m = useMessages(learnerSectionMessages);
  const f = useFormat();
  const noteId = useId();
  const kind = materialKind(material.name, material.type);
  const { apiBase } = useElement();
  // Page 1 in small, when the server made one.
  const thumbnail = material.thumbnail_url ? safeMaterialUrl(material.thumbnail_url, apiBase) : null;
  return (
    <div className="edu-row material">
      <span className={`edu-icon-box material__icon material__icon--${kind}${thumbnail ? ' material__icon--thumb' : ''}`}>
        {thumbnail ? (
          <img className="material__thumb" src={thumbnail} alt="" loading="lazy" decoding="async" width={44} height={44} />
        ) : (
          <Icon name={KIND_ICON[kind]} size={22} />
        )}
      </span>
      <div className="material__body">
        <p className="material__name">{material.name}</p>
        <p className="edu-meta material__meta">
          {material.course ? <span>{m.materialCourse(material.course)}</span> : null}
          {material.classes?.length ? <span>{m.materialClasses(material.classes.join(', '))}</span> : null}
          <span>{m.size(formatFileSize(material.size, f.tag, m.sizeUnits))}</span>
          <span>{m.uploaded(formatDay(f.tag, material.uploaded_at))}</span>
          {material.pages ? <span>{m.pageCount(material.pages)}</span> : null}
          {material.processing === 'pending' ? <span className="material__processing">{m.processing}</span> : null}
          {!safeUrl && (
            <span id={noteId} className="material__unavailable">
              {m.fileNotAvailable}
            </span>
          )}
        </p>
      </div>
      <button
        type="button"
        className={
          safeUrl ? 'edu-btn edu-btn--small material__view' : 'edu-btn edu-btn--small material__view material__view--off'
        }
        aria-label={m.viewFile(material.name)}
        aria-disabled={safeUrl ? undefined : true}
        aria-describedby={safeUrl ? undefined : noteId}
        onClick={() => onView(material)}
      >
        <Icon name={safeUrl ? 'eye' : 'eyeOff'} size={16} />
        <span className="material__view-text">{m.view}</span>
      </button>
    </div>
  );
}
