import { useEffect, useState } from 'react';
import { safeDocumentUrl } from '../safe-url.ts';
import { decodePreview, isPreviewDecoded } from './pdf-warmup.ts';
import { pdfPageScale, type PdfZoom, type Size } from '../viewer-rules.ts';

/** A stored picture of page 1 and that page's size in PDF points. */
export interface PagePreview {
  url: string;
  width: number;
  height: number;
}

/**
 * The preview from the element's attributes: an http(s) or blob: URL and "width x height" in
 * points; undefined when either is missing or not usable.
 */
export function pagePreview(url: string | undefined, size: string | undefined): PagePreview | undefined {
  const safe = safeDocumentUrl(url);
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*$/.exec(size ?? '');
  if (!safe || !match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 && width < 100_000 && height < 100_000 ? { url: safe, width, height } : undefined;
}

/**
 * Page 1 as the server pictured it, shown the moment the viewer opens: at the size and place
 * pdf.js will draw the page (same scale rule, same box), so the real page replaces it without
 * a shift. It is inserted once decoded (usually before the viewer first renders), so it shows
 * whole in the next frame. Decorative: the loading status speaks for it.
 */
export function PdfPreview({ preview, zoom, available }: { preview: PagePreview; zoom: PdfZoom; available: Size }) {
  const decoded = usePreviewDecoded(preview.url);
  if (!decoded || available.width <= 0) return null;
  const scale = pdfPageScale(zoom, preview, available);
  return (
    <div className="mv-pdf-page mv-pdf-preview" aria-hidden="true">
      <img
        src={preview.url}
        alt=""
        decoding="async"
        fetchPriority="high"
        width={Math.round(preview.width * scale)}
        height={Math.round(preview.height * scale)}
      />
    </div>
  );
}

/** Whether the picture at `url` is decoded; asks for it when the warm-up has not. */
function usePreviewDecoded(url: string): boolean {
  const [, update] = useState(0);
  const decoded = isPreviewDecoded(url);
  useEffect(() => {
    if (decoded) return;
    let live = true;
    decodePreview(url).then(
      () => live && update((n) => n + 1),
      () => undefined, // no picture: the loading status stays until pdf.js draws the page
    );
    return () => {
      live = false;
    };
  }, [url, decoded]);
  return decoded;
}
