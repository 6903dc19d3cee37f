import { useEffect, useRef } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { viewerMessages } from '../messages.ts';
import { pdfPageScale, zoomFactor, type PdfZoom, type Size } from '../viewer-rules.ts';
import type { ViewerLinkService } from './link-service.ts';
import type { PdfRuntime } from './load-pdf-runtime.ts';
import type { PDFDocumentProxy } from './pdf-runtime.ts';

export interface PdfPageProps {
  runtime: PdfRuntime;
  doc: PDFDocumentProxy;
  pageNumber: number;
  zoom: PdfZoom;
  rotation: number;
  /** The scroll area's content box in CSS pixels (0 until measured). */
  available: Size;
  linkService: ViewerLinkService;
  imageResourcesPath: string;
  /** The page's canvas is on screen (its text and annotation layers may still be coming), at `factor` of the 100% zoom. */
  onDrawn: (pageNumber: number, factor: number) => void;
  /** Every layer of the page is done. */
  onRendered: (pageNumber: number) => void;
  onError: () => void;
}

/**
 * One PDF page. pdf.js builds its layers imperatively, so React owns only the holder; a new
 * rendering replaces the old one once its canvas is drawn (zooming never flashes an empty
 * page), as pdf.js's own viewer shows a page before its text layer is done.
 */
export function PdfPage(props: PdfPageProps) {
  const { runtime, doc, pageNumber, zoom, rotation, linkService, imageResourcesPath } = props;
  // Only what the scale depends on: a fit mode needs the height, zoom factors only the width.
  const availableWidth = props.available.width;
  const availableHeight = zoom === 'page-fit' ? props.available.height : 0;
  const holder = useRef<HTMLDivElement>(null);
  const unnamedField = useMessages(viewerMessages).unnamedField;
  const callbacks = useRef({ onDrawn: props.onDrawn, onRendered: props.onRendered, onError: props.onError });
  useEffect(() => {
    callbacks.current = { onDrawn: props.onDrawn, onRendered: props.onRendered, onError: props.onError };
  });

  useEffect(() => {
    if (availableWidth <= 0) return;
    let cancelled = false;
    let rendering: ReturnType<PdfRuntime['renderPage']> | null = null;
    doc
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        // The viewer's rotation turns the page from its own /Rotate, as in pdf.js's viewer.
        const turned = (page.rotate + rotation) % 360;
        const natural = page.getViewport({ scale: 1, rotation: turned });
        const available = { width: availableWidth, height: availableHeight };
        const scale = pdfPageScale(zoom, natural, available);
        const factor = zoomFactor(scale, natural, available);
        const current = runtime.renderPage({ doc, page, scale, rotation: turned, linkService, imageResourcesPath, unnamedField });
        rendering = current;
        void current.drawn.then(
          () => {
            if (cancelled) return;
            holder.current?.replaceChildren(current.element);
            callbacks.current.onDrawn(pageNumber, factor);
          },
          () => undefined, // reported through `done`
        );
        return current.done.then(() => {
          if (!cancelled) callbacks.current.onRendered(pageNumber);
        });
      })
      .catch((error: unknown) => {
        if (cancelled || (error as { name?: string })?.name === 'RenderingCancelledException') return;
        callbacks.current.onError();
      });
    return () => {
      cancelled = true;
      rendering?.cancel();
    };
  }, [runtime, doc, pageNumber, zoom, rotation, availableWidth, availableHeight, linkService, imageResourcesPath, unnamedField]);

  return <div ref={holder} className="pdfViewer singlePageView mv-pdf-page" data-page={pageNumber} />;
}
