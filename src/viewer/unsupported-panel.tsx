import { FILE_KIND_LABELS } from './file-type.ts';
import { Icon } from './icons.tsx';
import { useDownload } from './use-download.ts';
import { ToolButton, ViewerHeader } from './viewer-chrome.tsx';
import type { ViewerProps } from './viewer-props.ts';
import { downloadName } from './viewer-rules.ts';

/** The 'Unsupported File Type' panel (spec section 2): file information, download, close. */
export function UnsupportedPanel({ url, name, type, titleId, onClose }: ViewerProps & { type?: string }) {
  const download = useDownload();
  return (
    <>
      <ViewerHeader titleId={titleId} icon="file" title={name || FILE_KIND_LABELS.unsupported}>
        <ToolButton label="Close viewer" icon="close" onClick={onClose} close />
      </ViewerHeader>
      <div className="mv-stage mv-stage--center">
        <section className="mv-unsupported edu-card" aria-labelledby="mv-unsupported-title">
          <span className="mv-unsupported__icon" aria-hidden="true">
            <Icon name="file" size={32} />
          </span>
          <h3 id="mv-unsupported-title">Unsupported File Type</h3>
          <p>This file type is not supported for inline viewing.</p>
          <div className="mv-info">
            <h4>File Information</h4>
            <dl>
              <div>
                <dt>Name:</dt>
                <dd>{name || 'Unknown'}</dd>
              </div>
              <div>
                <dt>Type:</dt>
                <dd>{type || FILE_KIND_LABELS.unsupported}</dd>
              </div>
            </dl>
          </div>
          <div className="mv-actions">
            <button type="button" className="edu-btn" onClick={() => download(url, downloadName('unsupported', name))} disabled={!url}>
              <Icon name="download" size={18} />
              Download File
            </button>
            <button type="button" className="edu-btn edu-btn--ghost" onClick={onClose}>
              Close
            </button>
          </div>
          <p className="mv-note">Supported formats: PDF documents and images (JPG, PNG, GIF, WebP)</p>
        </section>
      </div>
    </>
  );
}
