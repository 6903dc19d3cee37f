import { useLanguage, useMessages } from '../../lib/i18n/use-language.ts';
import { viewerMessages } from '../messages.ts';
import { formatZoom, PDF_ZOOM, PDF_ZOOM_MODES, type PdfZoom, type PdfZoomMode } from '../viewer-rules.ts';

/** Every step from 50% to 300%. */
const STEPS = Array.from(
  { length: Math.round((PDF_ZOOM.max - PDF_ZOOM.min) / PDF_ZOOM.step) + 1 },
  (_, i) => PDF_ZOOM.min + i * PDF_ZOOM.step,
);

/**
 * The zoom box of the PDF toolbar, as in pdf.js's viewer: the fit modes, then the steps (every
 * zoom factor is a step: zooming from a mode lands on one). A mode shows its name, and the
 * percentage it comes to in its tooltip. While disabled (the viewer waits for page 1) it is blank:
 * a page's first number format costs 20-50 ms of ICU set-up, which the viewer does not spend
 * before page 1 is on screen.
 */
export function ZoomSelect({
  zoom,
  shownFactor,
  disabled,
  onZoom,
}: {
  zoom: PdfZoom;
  shownFactor: number;
  disabled: boolean;
  onZoom: (zoom: PdfZoom) => void;
}) {
  const m = useMessages(viewerMessages);
  const { tag } = useLanguage();
  const modeNames: Record<PdfZoomMode, string> = { 'page-fit': m.fitPage, 'page-width': m.fitWidth, 'page-actual': m.actualSize };
  const value = typeof zoom === 'number' ? String(zoom) : zoom;
  return (
    <select
      className="mv-zoom"
      aria-label={m.zoomLevel}
      title={typeof zoom === 'number' || disabled ? m.zoomLevel : `${m.zoomLevel}: ${formatZoom(shownFactor, tag)}`}
      value={value}
      disabled={disabled}
      onChange={(e) => {
        const next = e.target.value;
        onZoom((PDF_ZOOM_MODES as readonly string[]).includes(next) ? (next as PdfZoomMode) : Number(next));
      }}
    >
      {PDF_ZOOM_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {modeNames[mode]}
        </option>
      ))}
      {disabled
        ? typeof zoom === 'number' && <option value={value} />
        : STEPS.map((step) => (
            <option key={step} value={String(step)}>
              {formatZoom(step, tag)}
            </option>
          ))}
    </select>
  );
}
