import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElement } from '../../lib/element-context.tsx';
import { useLatest } from '../../lib/use-latest.ts';
import { adoptStyles } from '../../lib/stylesheets.ts';
import { safeDocumentUrl } from '../safe-url.ts';
import { loadPdfRuntime } from './load-pdf-runtime.ts';
import { decodePreview, isPreviewDecoded } from './pdf-warmup.ts';
import { loadPreviewText } from './preview-text.ts';
import { pdfPageScale, type PdfZoom, type Size } from '../viewer-rules.ts';

/** A stored picture of page 1, that page's size in PDF points, and where its text layout is. */
export interface PagePreview {
  url: string;
  width: number;
  height: number;
  textUrl?: string;
}

/**
 * The preview from the element's attributes: an http(s) or blob: URL and "width x height" in
 * points, and the text layout's URL if usable; undefined when the picture or its size is
 * missing or not usable.
 */
export function pagePreview(url: string | undefined, size: string | undefined, textUrl?: string): PagePreview | undefined {
  const safe = safeDocumentUrl(url);
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*$/.exec(size ?? '');
  if (!safe || !match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!(width > 0 && height > 0 && width < 100_000 && height < 100_000)) return undefined;
  const text = safeDocumentUrl(textUrl);
  return text ? { url: safe, width, height, textUrl: text } : { url: safe, width, height };
}

/**
 * Page 1 as the server pictured it, shown the moment the viewer opens: at the size and place
 * pdf.js will draw the page (same scale rule, same box), so the real page replaces it without
 * a shift. It is inserted once decoded (usually before the viewer first renders), so it shows
 * whole in the next frame. The picture is decorative (the loading status speaks for it); the
 * page's stored text is laid over it as soon as pdf.js's module is in, so it can be selected.
 * `onShown`: the picture is on screen, or there is none to show.
 */
export function PdfPreview({
  preview,
  zoom,
  available,
  withCredentials,
  onShown,
}: {
  preview: PagePreview;
  zoom: PdfZoom;
  available: Size;
  withCredentials: boolean;
  onShown: () => void;
}) {
  const decoded = usePreviewDecoded(preview.url);
  const inserted = decoded === 'decoded' && available.width > 0;
  const painted = usePaintedSince(inserted);
  const done = painted || decoded === 'failed';
  const shown = useLatest(onShown);
  useEffect(() => {
    if (done) shown.current();
  }, [done, shown]);
  if (!inserted) return null;
  const scale = pdfPageScale(zoom, preview, available);
  return (
    <div className="mv-pdf-page mv-pdf-preview">
      <img
        aria-hidden="true"
        src={preview.url}
        alt=""
        decoding="async"
        fetchPriority="high"
        width={Math.round(preview.width * scale)}
        height={Math.round(preview.height * scale)}
      />
      {preview.textUrl && painted ? <PreviewText url={preview.textUrl} scale={scale} withCredentials={withCredentials} /> : null}
    </div>
  );
}

/** The stored text layout of the page drawn as pdf.js's text layer, over the picture. */
function PreviewText({ url, scale, withCredentials }: { url: string; scale: number; withCredentials: boolean }) {
  const { root } = useElement();
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    let drawn: { cancel(): void } | null = null;
    Promise.all([loadPdfRuntime(), loadPreviewText(url, withCredentials)]).then(
      ([runtime, layout]) => {
        if (!live || !layout || !holder.current) return;
        adoptStyles(root, runtime.PDFJS_CSS);
        drawn = runtime.drawPreviewText(holder.current, layout, scale);
      },
      () => undefined, // without pdf.js the viewer shows its error; the picture stays as it is
    );
    return () => {
      live = false;
      drawn?.cancel();
    };
  }, [root, url, scale, withCredentials]);
  return <div ref={holder} className="mv-pdf-preview-text" />;
}

/** Whether the picture at `url` is decoded; asks for it when the warm-up has not. */
function usePreviewDecoded(url: string): 'pending' | 'decoded' | 'failed' {
  const [failed, setFailed] = useState<string | null>(null);
  const [, update] = useState(0);
  const decoded = isPreviewDecoded(url);
  useEffect(() => {
    if (decoded) return;
    let live = true;
    decodePreview(url).then(
      () => live && update((n) => n + 1),
      () => live && setFailed(url), // no picture: the loading status stays until pdf.js draws the page
    );
    return () => {
      live = false;
    };
  }, [url, decoded]);
  return decoded ? 'decoded' : failed === url ? 'failed' : 'pending';
}

/**
 * True once a frame has been painted since `active` became true: the frame that paints what
 * was inserted runs the animation frame callback, and the task queued there runs after it.
 */
function usePaintedSince(active: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useLayoutEffect(() => {
    if (!active || painted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [active, painted]);
  return painted;
}
