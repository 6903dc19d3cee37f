import { getXfaPageViewport, TextLayer, type PDFPageProxy } from 'pdfjs-dist';
import { trackTextSelection } from './text-selection.ts';
import type { PreviewTextLayout } from './preview-text.ts';

/** A <div> of `className`, as pdf.js's layers are built. */
export const div = (className: string): HTMLDivElement => {
  const d = document.createElement('div');
  d.className = className;
  return d;
};

export interface DrawnTextLayer {
  done: Promise<void>;
  cancel(): void;
}

/**
 * pdf.js's TextLayer drawn into `textDiv`, then the end-of-content block pdf.js's viewer adds
 * so that a drag past the last line still selects to the end, and the selection handling that
 * keeps a selection where the pointer is.
 */
export function drawTextLayer(
  textDiv: HTMLDivElement,
  source: ConstructorParameters<typeof TextLayer>[0]['textContentSource'],
  viewport: PageViewport,
): DrawnTextLayer {
  const layer = new TextLayer({ textContentSource: source, container: textDiv, viewport });
  let cancelled = false;
  let untrack = (): void => {};
  const done = layer.render().then(() => {
    if (cancelled) return;
    const end = div('endOfContent');
    textDiv.append(end);
    untrack = trackTextSelection(textDiv, end);
  });
  return {
    done,
    cancel() {
      cancelled = true;
      layer.cancel();
      untrack();
    },
  };
}

export type PageViewport = ReturnType<PDFPageProxy['getViewport']>;

/** pdf.js exports no PageViewport constructor; the one its XFA helper uses is the same class. */
const PageViewportClass = getXfaPageViewport({ attributes: { style: { width: '1', height: '1' } } } as never, {})
  .constructor as new (params: { viewBox: number[]; userUnit: number; scale: number; rotation: number }) => PageViewport;

/**
 * Page 1's stored text layout drawn as a text layer into `container` (sized by `--scale-factor`
 * and `--user-unit` on it), at `scale` CSS pixels per PDF unit: the text of the page's picture
 * can be selected before pdf.js has opened the file. `done` marks the layer with
 * `data-text-ready` once its text is in place.
 */
export function drawPreviewText(container: HTMLElement, layout: PreviewTextLayout, scale: number): DrawnTextLayer {
  const viewport = new PageViewportClass({ viewBox: layout.view, userUnit: layout.userUnit, scale, rotation: layout.rotate });
  container.style.setProperty('--scale-factor', String(scale));
  container.style.setProperty('--user-unit', String(layout.userUnit));
  const textDiv = div('textLayer');
  container.replaceChildren(textDiv);
  // The checked layout has exactly the fields pdf.js's TextContent has that its TextLayer reads.
  const drawn = drawTextLayer(textDiv, { items: layout.items, styles: layout.styles, lang: layout.lang } as never, viewport);
  return { ...drawn, done: drawn.done.then(() => void textDiv.setAttribute('data-text-ready', '')) };
}
