/**
 * Text selection that stops where the pointer is, as in pdf.js's viewer. A text layer is a set
 * of absolutely placed spans: dragging from a paragraph into the margin would otherwise
 * select everything after it to the end of the page. While a selection changes, the layer's
 * `endOfContent` block is moved right after the span the selection ends in and stretched over
 * the layer, so the margin belongs to that point of the text. The layers live in a shadow root,
 * whose own selection (Chromium's `ShadowRoot.getSelection`) names their nodes.
 */
import { normalizeUnicode } from 'pdfjs-dist';

type SelectionRoot = (Document | ShadowRoot) & { getSelection?: () => Selection | null };

const layers = new Map<HTMLElement, HTMLElement>();
let listening: AbortController | null = null;

function reset(end: HTMLElement, layer: HTMLElement): void {
  layer.append(end);
  end.style.width = '';
  end.style.height = '';
  layer.classList.remove('selecting');
}

const selectionOf = (layer: HTMLElement): Selection | null => {
  const root = layer.getRootNode() as SelectionRoot;
  return root.getSelection?.() ?? document.getSelection();
};

function listen(): void {
  if (listening) return;
  listening = new AbortController();
  const { signal } = listening;
  let pointerDown = false;
  let previous: Range | null = null;
  const resetAll = (): void => layers.forEach(reset);
  document.addEventListener('pointerdown', () => (pointerDown = true), { signal });
  document.addEventListener(
    'pointerup',
    () => {
      pointerDown = false;
      resetAll();
    },
    { signal },
  );
  window.addEventListener(
    'blur',
    () => {
      pointerDown = false;
      resetAll();
    },
    { signal },
  );
  document.addEventListener('keyup', () => !pointerDown && resetAll(), { signal });
  document.addEventListener(
    'selectionchange',
    () => {
      const first = layers.keys().next().value;
      const selection = first ? selectionOf(first) : null;
      if (!selection || selection.rangeCount === 0) return resetAll();
      const range = selection.getRangeAt(0);
      for (const [layer, end] of layers) {
        if (range.intersectsNode(layer)) layer.classList.add('selecting');
        else reset(end, layer);
      }
      // The end being dragged: the start when the end stayed where it was.
      const movingStart =
        previous !== null &&
        (range.compareBoundaryPoints(Range.END_TO_END, previous) === 0 ||
          range.compareBoundaryPoints(Range.START_TO_END, previous) === 0);
      let anchor: Node | null = movingStart ? range.startContainer : range.endContainer;
      if (anchor.nodeType === Node.TEXT_NODE) anchor = anchor.parentNode;
      if ((anchor as Element | null)?.classList?.contains('highlight')) anchor = anchor!.parentNode;
      if (!movingStart && !range.collapsed && range.endOffset === 0 && anchor) {
        // The selection ends at the very start of a span: it belongs to the span before (a press
        // at a line's first letter, still collapsed, stays with its own line).
        do {
          while (anchor && !anchor.previousSibling) anchor = anchor.parentNode;
          anchor = anchor?.previousSibling ?? null;
        } while (anchor && !anchor.childNodes.length);
      }
      const layer = anchor?.parentElement?.closest<HTMLElement>('.textLayer');
      const end = layer ? layers.get(layer) : undefined;
      if (layer && end && anchor) {
        end.style.width = layer.style.width;
        end.style.height = layer.style.height;
        end.style.userSelect = 'text';
        anchor.parentElement!.insertBefore(end, movingStart ? anchor : anchor.nextSibling);
      }
      previous = range.cloneRange();
    },
    { signal },
  );
}

/**
 * Tracks selections in `layer` (a rendered TextLayer) until the returned function is called.
 * Copying gives the text as pdf.js does: ligatures and compatibility characters normalized.
 */
export function trackTextSelection(layer: HTMLElement, end: HTMLElement): () => void {
  const local = new AbortController();
  layer.addEventListener('mousedown', () => layer.classList.add('selecting'), { signal: local.signal });
  layer.addEventListener(
    'copy',
    (event) => {
      const text = selectionOf(layer)?.toString();
      if (!text || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', normalizeUnicode(text).replaceAll('\0', ''));
      event.preventDefault();
    },
    { signal: local.signal },
  );
  layers.set(layer, end);
  listen();
  return () => {
    local.abort();
    layers.delete(layer);
    if (layers.size === 0) {
      listening?.abort();
      listening = null;
    }
  };
}
