import { useElement } from '../../lib/element-context.tsx';
import { Icon } from './icons.tsx';
import { MaterialList } from './material-list.tsx';
import type { LearnerMaterial } from './materials-api.ts';
import { safeMaterialUrl, urlNotAvailableMessage } from './safe-url.ts';
import { useMaterialViewer } from './use-material-viewer.ts';
import { useMaterials } from './use-materials.ts';

interface Props {
  studentId: string;
  onViewAll: () => void;
}

/**
 * Spec section 2, Material: the learner's materials from the server. View opens the file
 * in <edu-material-viewer> (DESIGN.md); a material without a usable url opens nothing and
 * the problem is only recorded (console warning).
 */
export function MaterialSection({ studentId, onViewAll }: Props) {
  const { apiBase } = useElement();
  const { loading, materials } = useMaterials(apiBase, studentId);
  const { attachSlot, open: openViewer } = useMaterialViewer();
  const urlFor = (m: LearnerMaterial): string | null => safeMaterialUrl(m.url, apiBase);

  const view = (m: LearnerMaterial): void => {
    const src = urlFor(m);
    if (!src) {
      console.warn(urlNotAvailableMessage(m.name));
      return;
    }
    openViewer({ src, name: m.name, type: m.type });
  };

  return (
    <section className="section" aria-labelledby="learner-material-title">
      <article className="edu-card panel">
        <div className="panel__head">
          <h2 id="learner-material-title" className="section__title" tabIndex={-1}>
            Material
          </h2>
          {!loading && materials.length > 0 && (
            <span className="panel__count">{materials.length === 1 ? '1 file' : `${materials.length} files`}</span>
          )}
        </div>
        <div className="panel__body" aria-busy={loading}>
          {loading ? (
            <p className="panel__state" role="status">
              <span className="edu-spinner" aria-hidden="true" /> Loading materials...
            </p>
          ) : materials.length === 0 ? (
            <p className="panel__state">
              <Icon name="folder" size={22} /> No materials found.
            </p>
          ) : (
            <MaterialList materials={materials} urlFor={urlFor} onView={view} />
          )}
        </div>
        <div className="panel__foot">
          <button type="button" className="edu-btn edu-btn--ghost" onClick={onViewAll}>
            View All Materials
            <Icon name="arrowRight" size={16} />
          </button>
        </div>
      </article>
      <div ref={attachSlot} className="viewer-slot" />
    </section>
  );
}
