import { useRef, useState } from 'react';
import { canZoomIn, canZoomOut, PDF_ZOOM, pdfZoomIn, pdfZoomOut, type PdfZoom } from '../viewer-rules.ts';

export interface PdfZoomState {
  /** What the zoom is set to: a factor or a fit mode. */
  zoom: PdfZoom;
  /** The factor the page on screen is drawn at (a fit mode's, once drawn). */
  shownFactor: number;
  setZoom(zoom: PdfZoom): void;
  /** The page was drawn at this factor. */
  drawnAt(factor: number): void;
  zoomIn(): void;
  zoomOut(): void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

/**
 * A PDF's zoom: 50% to 300% in 25% steps from 100%, or a fit mode. Zooming from a mode steps
 * from the factor that mode came to on screen.
 */
export function usePdfZoom(): PdfZoomState {
  const [zoom, setZoom] = useState<PdfZoom>(PDF_ZOOM.initial);
  const [drawnFactor, setDrawnFactor] = useState<number>(PDF_ZOOM.initial);
  // Read by the steps, which may run several times before a render (a pinch's many wheel events).
  const drawn = useRef(drawnFactor);
  const shownFactor = typeof zoom === 'number' ? zoom : drawnFactor;
  const from = (z: PdfZoom): number => (typeof z === 'number' ? z : drawn.current);
  return {
    zoom,
    shownFactor,
    setZoom,
    drawnAt: (factor) => {
      drawn.current = factor;
      setDrawnFactor(factor);
    },
    zoomIn: () => setZoom((z) => (canZoomIn(from(z), PDF_ZOOM) ? pdfZoomIn(from(z), PDF_ZOOM) : z)),
    zoomOut: () => setZoom((z) => (canZoomOut(from(z), PDF_ZOOM) ? pdfZoomOut(from(z), PDF_ZOOM) : z)),
    canZoomIn: canZoomIn(shownFactor, PDF_ZOOM),
    canZoomOut: canZoomOut(shownFactor, PDF_ZOOM),
  };
}
