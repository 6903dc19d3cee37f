import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import type { Find } from '../find/use-find.ts';
import { viewerMessages } from '../messages.ts';
import type { Sidebar } from '../sidebar/use-sidebar.ts';
import { ToolButton, ToolLink, ViewerHeader } from '../viewer-chrome.tsx';
import type { PdfZoomState } from './use-pdf-zoom.ts';
import { ZoomSelect } from './zoom-select.tsx';
import { apiServerRoot, openInNewTabHref } from './viewer-page-link.ts';
import { useElement } from '../../lib/element-context.tsx';

interface PdfToolbarProps {
  titleId: string;
  title: string;
  /** The file name, for the viewer page's title. */
  name?: string;
  /** 'Page X of N', once the document is open. */
  status: ReactNode;
  ready: boolean;
  /** The document could not be opened: the sidebar has nothing to show. */
  failed: boolean;
  url: string | null;
  onRotate: () => void;
  printing: boolean;
  onPrint: () => void;
  /** The reader filled in form fields: the download carries them. */
  filled: boolean;
  onDownload: () => void;
  onClose: () => void;
  sidebar: Sidebar;
  find: Find;
  zoom: PdfZoomState;
  /** The zoom box shows its percentages (after page 1 is on screen). */
  zoomLabelled: boolean;
}

/** The PDF viewer's toolbar: sidebar, find and zoom first; rotate, open, print, download and close. */
export function PdfToolbar(p: PdfToolbarProps) {
  const m = useMessages(viewerMessages);
  const { apiBase } = useElement();
  const { ready, zoom } = p;
  return (
    <ViewerHeader
      titleId={p.titleId}
      icon="file"
      title={p.title}
      status={
        p.status === null ? null : (
          <p className="mv-status" aria-live="polite">
            {p.status}
          </p>
        )
      }
      more={
        <>
          <ToolButton label={m.rotate} icon="rotate" onClick={p.onRotate} disabled={!ready} />
          {p.url ? (
            <ToolLink label={m.openInNewTab} icon="external" href={openInNewTabHref(p.url, p.name, apiServerRoot(apiBase))} />
          ) : null}
          <ToolButton label={m.print} icon="print" onClick={p.onPrint} disabled={!ready || p.printing} />
          <ToolButton
            label={p.filled ? m.downloadWithAnswers : m.download}
            icon="download"
            onClick={p.onDownload}
            disabled={!p.url}
          />
        </>
      }
      end={
        <>
          <span className="mv-divider" aria-hidden="true" />
          <ToolButton label={m.closeViewer} icon="close" onClick={p.onClose} close />
        </>
      }
    >
      <ToolButton
        label={m.sidebar}
        icon="sidebar"
        onClick={p.sidebar.toggle}
        expanded={p.sidebar.open}
        controls={p.sidebar.panelId}
        disabled={p.failed}
      />
      <ToolButton
        label={m.findInDocument}
        icon="search"
        onClick={p.find.toggle}
        disabled={!ready}
        expanded={p.find.open}
        controls={p.find.barId}
      />
      <ToolButton label={m.zoomOut} icon="zoomOut" onClick={zoom.zoomOut} disabled={!ready || !zoom.canZoomOut} />
      <ZoomSelect zoom={zoom.zoom} shownFactor={zoom.shownFactor} disabled={!ready || !p.zoomLabelled} onZoom={zoom.setZoom} />
      <ToolButton label={m.zoomIn} icon="zoomIn" onClick={zoom.zoomIn} disabled={!ready || !zoom.canZoomIn} />
    </ViewerHeader>
  );
}
