import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage, useMessages } from '../../lib/i18n/use-language.ts';
import { viewerMessages } from '../messages.ts';
import { libMessages } from '../../lib/messages.ts';
import { useServerBusy } from '../../lib/server-busy-status.tsx';
import { useElementSize } from '../use-element-size.ts';
import { StateMessage } from '../viewer-chrome.tsx';
import { PdfToolbar } from './pdf-toolbar.tsx';
import type { ViewerProps } from '../viewer-props.ts';
import { nextPage, previousPage, rotateStep } from '../viewer-rules.ts';
import { usePdfZoom } from './use-pdf-zoom.ts';
import { usePdfDocument } from './use-pdf-document.ts';
import { usePageLabels } from './use-page-labels.ts';
import { usePdfDownload } from './use-pdf-download.ts';
import { ViewerLinkService, type PageTarget } from './link-service.ts';
import { pdfAssetUrls } from './pdf-assets.ts';
import { pdfErrorDetail } from './pdf-errors.ts';
import { PdfPage } from './pdf-page.tsx';
import type { PDFDocumentProxy } from './pdf-runtime.ts';
import { PageNav } from './page-nav.tsx';
import { useZoomGestures } from '../use-zoom-gestures.ts';
import { PasswordPrompt } from './password-prompt.tsx';
import { usePrint } from './use-print.ts';
import { PrintPanel } from './print-panel.tsx';
import { useFind } from '../find/use-find.ts';
import { FindBar } from '../find/find-bar.tsx';
import { SidebarLayout } from '../sidebar/sidebar-layout.tsx';
import { useSidebar } from '../sidebar/use-sidebar.ts';
import { PdfPreview, type PagePreview } from './pdf-preview.tsx';
import { firstPage, useReadingPage } from './use-reading-page.ts';
import { usePdfJsWanted } from './use-pdf-js-wanted.ts';

export interface PdfViewerProps extends ViewerProps {
  withCredentials: boolean;
  assetsBase?: string;
  /** The page to open at (1-based). */
  page?: number;
  /** Text to find from that page on: the find bar opens with it and its first match selected. */
  find?: string;
  /** Page 1 as the server pictured it, shown until pdf.js draws the page. */
  preview?: PagePreview;
}

/**
 * The PDF viewer: title and 'Page X of N', zoom 0.5-3 in 0.25 steps, rotate, download, close,
 * page navigation, and pdf.js loading the file by ranges.
 */
export function PdfViewer({
  url,
  name,
  titleId,
  onClose,
  shortcutsRef,
  withCredentials,
  assetsBase,
  page: startPage,
  find: startFind,
  preview,
}: PdfViewerProps) {
  const m = useMessages(viewerMessages);
  const lib = useMessages(libMessages);
  // While the file waits for a busy server, the loading line says so.
  const busy = useServerBusy();
  const { dir } = useLanguage();
  const [page, setPage] = useState(() => firstPage(startPage));
  useReadingPage(url, startPage, page, setPage);
  const [renderedPage, setRenderedPage] = useState(0);
  const [drawnPage, setDrawnPage] = useState(0);
  const [pageFailed, setPageFailed] = useState(false);
  const zoom = usePdfZoom();
  const [rotation, setRotation] = useState(0);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const available = useElementSize(stage);
  const sidebar = useSidebar();
  const assets = useMemo(() => pdfAssetUrls(assetsBase), [assetsBase]);
  const title = name || m.kinds.pdf;
  // The loaded document, for page clamping inside callbacks made before it existed.
  const linkDoc = useRef<PDFDocumentProxy | null>(null);
  const goTo = useCallback((target: PageTarget) => {
    setPageFailed(false);
    setPage((current) => {
      const count = linkDoc.current?.numPages ?? 1;
      if (target === 'next') return nextPage(current, count);
      if (target === 'previous') return previousPage(current);
      return Math.min(count, Math.max(1, target));
    });
  }, []);
  const linkService = useMemo(() => new ViewerLinkService(goTo), [goTo]);

  const [previewShown, setPreviewShown] = useState(false);
  const pdfJsWanted = usePdfJsWanted(preview !== undefined && page === 1 && rotation === 0 && !previewShown);

  const { state, submitPassword } = usePdfDocument({
    url,
    withCredentials,
    assets,
    wanted: pdfJsWanted,
    onOpened: (loaded) => {
      linkDoc.current = loaded;
      setPage((p) => Math.min(p, loaded.numPages));
      linkService.setDocument(loaded);
    },
  });

  const doc = state.status === 'ready' ? state.doc : null;
  const count = doc?.numPages ?? 0;
  const labels = usePageLabels(doc);
  const label = labels?.[page - 1];
  const { filled, downloadPdf } = usePdfDownload(doc, url, name);
  useZoomGestures(stage, (direction) => (direction > 0 ? zoom.zoomIn() : zoom.zoomOut()), doc !== null);

  const ready = state.status === 'ready';
  const print = usePrint(doc, state.status === 'ready' ? state.runtime : null);
  const find = useFind({ doc, page, goTo, stage, initialQuery: startFind });
  // The arrow pointing where the reading goes turns the page forward: left in right-to-left
  // languages, as the Next button sits on the left there.
  const forwardKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  useEffect(() => {
    shortcutsRef.current = (key) => {
      if (!ready) return false;
      if (key === backKey) goTo('previous');
      else if (key === forwardKey) goTo('next');
      else if (key === '+' || key === '=') zoom.zoomIn();
      else if (key === '-') zoom.zoomOut();
      else return false;
      return true;
    };
    return () => {
      shortcutsRef.current = null;
    };
  });

  const shown = ready && renderedPage === page && !pageFailed;
  // The zoom box is labelled (its percentages formatted) in a render after page 1 is on screen
  // with its text, or has failed: not in the renders that bring that page.
  const [pageSettled, setPageSettled] = useState(false);
  if (!pageSettled && (shown || pageFailed)) setPageSettled(true);
  const zoomLabelled = useDeferredValue(pageSettled);

  return (
    <>
      <PdfToolbar
        titleId={titleId}
        title={title}
        name={name}
        status={ready ? (label === undefined ? m.pageOf(page, count) : m.pageLabelOf(label, page, count)) : null}
        ready={ready}
        failed={state.status === 'error'}
        url={url}
        onRotate={() => setRotation(rotateStep)}
        printing={print.state.status === 'preparing'}
        onPrint={print.start}
        filled={filled}
        onDownload={() => void downloadPdf()}
        onClose={onClose}
        sidebar={sidebar}
        find={find}
        zoom={zoom}
        zoomLabelled={zoomLabelled}
      />
      {find.open ? <FindBar find={find} /> : null}
      <SidebarLayout
        sidebar={sidebar}
        available={state.status !== 'error'}
        document={doc && { doc, page, labels, rotation, pageShown: shown || pageFailed, linkService }}
        onPage={goTo}
        stage={stage}
      >
        {/* Focusable so keyboard users can scroll a zoomed page (Up/Down, Page Up/Down). */}
        <div
          ref={setStage}
          className="mv-stage mv-stage--pdf"
          data-rendered-page={shown ? page : undefined}
          role="region"
          aria-label={m.documentPage}
          tabIndex={0}
        >
          {/* Also while the reader's place is looked up: most readers open a document at page 1. */}
          {preview &&
          page === 1 &&
          drawnPage === 0 &&
          rotation === 0 &&
          state.status !== 'error' &&
          state.status !== 'password' ? (
            <PdfPreview
              preview={preview}
              zoom={zoom.zoom}
              available={available}
              withCredentials={withCredentials}
              onShown={() => setPreviewShown(true)}
            />
          ) : null}
          {state.status === 'ready' ? (
            <PdfPage
              runtime={state.runtime}
              doc={state.doc}
              pageNumber={page}
              zoom={zoom.zoom}
              rotation={rotation}
              available={available}
              linkService={linkService}
              imageResourcesPath={assets.imageResourcesPath}
              onDrawn={(n, factor) => {
                setDrawnPage(n);
                zoom.drawnAt(factor);
              }}
              onRendered={(n) => {
                setRenderedPage(n);
                setPageFailed(false);
                find.pageRendered(n);
              }}
              onError={() => setPageFailed(true)}
            />
          ) : null}
          {state.status === 'loading' || (ready && drawnPage === 0 && !pageFailed) ? (
            <StateMessage kind="loading" message={busy ? lib.serverBusy : m.loadingPdf} />
          ) : null}
          {pageFailed ? <StateMessage kind="error" title={m.pdfErrorTitle} message={m.pdfPageFailed} /> : null}
          <PrintPanel state={print.state} onCancel={print.cancel} onDismiss={print.dismiss} />
          {state.status === 'password' ? (
            <div className="mv-overlay">
              <PasswordPrompt
                key={state.attempt}
                reason={state.reason}
                onSubmit={(pw) => submitPassword.current?.(pw)}
                onClose={onClose}
              />
            </div>
          ) : null}
          {state.status === 'error' ? (
            <StateMessage
              kind="error"
              title={m.pdfErrorTitle}
              message={m.pdfErrorMessage}
              detail={url ? pdfErrorDetail(state.error, m) : m.pdfNoFile}
              onClose={onClose}
            />
          ) : null}
        </div>
      </SidebarLayout>
      {count > 1 ? <PageNav page={page} count={count} labels={labels} onPage={(p) => goTo(p)} /> : null}
    </>
  );
}
