import type { LearnerMaterial } from '../../contract/materials.ts';
import { safeMaterialUrl } from '../../lib/safe-url.ts';
import { useElement } from '../../lib/element-context.tsx';
import { LoadState } from './load-state.tsx';
import { formatDay, formatFileSize, newestMaterials } from './parent-rules.ts';
import type { Fetched } from './use-fetch.ts';
import type { ViewerFile } from './viewer-host.tsx';

interface Props {
  studentId: string;
  state: Fetched<LearnerMaterial[]> & { retry: () => void };
  onView: (file: ViewerFile) => void;
}

/** The class's newest materials: name, size, date, and View (the material viewer). */
export function MaterialsCard({ studentId, state, onView }: Props) {
  const { apiBase } = useElement();
  const id = `pv-materials-${studentId}`;
  return (
    <section className="pv-card edu-card" aria-labelledby={id}>
      <h3 id={id} className="pv-card__title">Recent materials</h3>
      <LoadState state={state} what="materials">
        {(all) => {
          const materials = newestMaterials(all);
          if (materials.length === 0) return <p className="pv-muted">No materials for this class yet.</p>;
          return (
            <ul className="pv-list">
              {materials.map((m, i) => {
                const src = safeMaterialUrl(m.url, apiBase);
                return (
                  <li key={`${i}-${m.url}`} className="pv-item">
                    <div className="pv-item__main">
                      <span className="pv-item__title">{m.name}</span>
                      <span className="pv-muted">
                        {formatFileSize(m.size)} · <time dateTime={m.uploaded_at}>{formatDay(m.uploaded_at)}</time>
                      </span>
                    </div>
                    {src ? (
                      <button
                        type="button"
                        className="edu-btn edu-btn--small edu-btn--ghost"
                        aria-label={`View ${m.name}`}
                        onClick={() => onView({ src, name: m.name, type: m.type })}
                      >
                        View
                      </button>
                    ) : (
                      <span className="pv-muted">File not available</span>
                    )}
                  </li>
                );
              })}
            </ul>
          );
        }}
      </LoadState>
    </section>
  );
}
