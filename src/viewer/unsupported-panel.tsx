import { useMessages } from '../lib/i18n/use-language.ts';
import { Icon } from './icons.tsx';
import { viewerMessages } from './messages.ts';
import { useDownload } from './use-download.ts';
import { ToolButton, ViewerHeader } from './viewer-chrome.tsx';
import type { ViewerProps } from './viewer-props.ts';
import { downloadName } from './viewer-rules.ts';
import { DescriptionList } from '../lib/description-list.tsx';

/** The 'Unsupported File Type' panel: file information, download, close. */
export function UnsupportedPanel({ url, name, type, titleId, onClose }: ViewerProps & { type?: string }) {
  const download = useDownload();
  const m = useMessages(viewerMessages);
  return (
    <>
      <ViewerHeader titleId={titleId} icon="file" title={name || m.kinds.unsupported}>
        <ToolButton label={m.closeViewer} icon="close" onClick={onClose} close />
      </ViewerHeader>
      <div className="mv-stage mv-stage--center">
        <section className="mv-unsupported edu-card" aria-labelledby="mv-unsupported-title">
          <span className="mv-unsupported__icon" aria-hidden="true">
            <Icon name="file" size={32} />
          </span>
          <h3 id="mv-unsupported-title">{m.unsupportedTitle}</h3>
          <p>{m.unsupportedText}</p>
          <div className="mv-info">
            <h4>{m.fileInformation}</h4>
            <DescriptionList
              items={[
                { label: m.nameLabel, value: name || m.unknownName },
                { label: m.typeLabel, value: type || m.kinds.unsupported },
              ]}
            />
          </div>
          <div className="mv-actions">
            <button
              type="button"
              className="edu-btn"
              onClick={() => download(url, downloadName('unsupported', name))}
              disabled={!url}
            >
              <Icon name="download" size={18} />
              {m.downloadFile}
            </button>
            <button type="button" className="edu-btn edu-btn--ghost" onClick={onClose}>
              {m.close}
            </button>
          </div>
          <p className="mv-note">{m.supportedFormats}</p>
        </section>
      </div>
    </>
  );
}
