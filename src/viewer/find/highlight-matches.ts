/*
 * Marks a page's matches in its pdf.js text layer the way pdf.js's TextHighlighter
 * (web/text_highlighter.js, Copyright Mozilla Foundation, Apache License 2.0) does, so pdf.js's
 * own CSS draws them: `highlight` on every match, `highlight selected` on the current one,
 * `begin` / `middle` / `end` on a match that spans several text runs.
 */
import type { PageMatches } from './page-matcher.ts';

interface LayerText {
  /** The text layer's runs (its presentation spans, in order) and their original text. */
  divs: HTMLElement[];
  texts: string[];
  /** Runs changed by the last marking. */
  touched: Set<number>;
}

const layers = new WeakMap<HTMLElement, LayerText>();

function layerText(layer: HTMLElement): LayerText {
  let text = layers.get(layer);
  if (!text) {
    // Runs with no text are not in the layer: they add nothing to the offsets either.
    const divs = [...layer.querySelectorAll<HTMLElement>('span[role="presentation"]')];
    text = { divs, texts: divs.map((d) => d.textContent ?? ''), touched: new Set() };
    layers.set(layer, text);
  }
  return text;
}

interface Position {
  divIdx: number;
  offset: number;
}

/** Match offsets in the page's text to (run, offset in the run) pairs. */
function toPositions(matches: PageMatches, texts: readonly string[]): { begin: Position; end: Position }[] {
  const result: { begin: Position; end: Position }[] = [];
  const last = texts.length - 1;
  let i = 0;
  let iIndex = 0;
  for (let m = 0; m < matches.starts.length; m++) {
    let matchIdx = matches.starts[m]!;
    while (i < last && matchIdx >= iIndex + texts[i]!.length) {
      iIndex += texts[i]!.length;
      i++;
    }
    const begin = { divIdx: i, offset: matchIdx - iIndex };
    matchIdx += matches.lengths[m]!;
    while (i < last && matchIdx > iIndex + texts[i]!.length) {
      iIndex += texts[i]!.length;
      i++;
    }
    result.push({ begin, end: { divIdx: i, offset: matchIdx - iIndex } });
  }
  return result;
}

/** Puts the runs the last marking changed back as pdf.js drew them. */
function restore(text: LayerText): void {
  for (const n of text.touched) {
    const div = text.divs[n]!;
    div.textContent = text.texts[n]!;
    div.className = '';
  }
  text.touched.clear();
}

/**
 * Marks `matches` in `layer`; `selected` is the index of the current match when it is on this
 * page. Returns the element of the current match (for scrolling to it).
 */
export function highlightMatches(
  layer: HTMLElement,
  matches: PageMatches | undefined,
  selected: number | null,
): HTMLElement | null {
  const text = layerText(layer);
  restore(text);
  if (!matches || matches.starts.length === 0 || text.divs.length === 0) return null;
  const { divs, texts, touched } = text;

  const append = (divIdx: number, from: number, to: number | undefined, className?: string): HTMLElement | null => {
    touched.add(divIdx);
    const node = document.createTextNode(texts[divIdx]!.substring(from, to));
    if (!className) {
      divs[divIdx]!.append(node);
      return null;
    }
    const span = document.createElement('span');
    span.className = `${className} appended`;
    span.append(node);
    divs[divIdx]!.append(span);
    return span;
  };
  const beginText = (begin: Position, className?: string): HTMLElement | null => {
    touched.add(begin.divIdx);
    divs[begin.divIdx]!.textContent = '';
    return append(begin.divIdx, 0, begin.offset, className);
  };

  let selectedElement: HTMLElement | null = null;
  let prevEnd: Position | null = null;
  let lastDivIdx = -1;
  let lastOffset = -1;
  const positions = toPositions(matches, texts);
  for (let i = 0; i < positions.length; i++) {
    const { begin, end } = positions[i]!;
    if (begin.divIdx === lastDivIdx && begin.offset === lastOffset) continue;
    lastDivIdx = begin.divIdx;
    lastOffset = begin.offset;
    const suffix = i === selected ? ' selected' : '';
    let element: HTMLElement | null;
    if (!prevEnd || begin.divIdx !== prevEnd.divIdx) {
      if (prevEnd) append(prevEnd.divIdx, prevEnd.offset, undefined);
      beginText(begin);
    } else {
      append(prevEnd.divIdx, prevEnd.offset, begin.offset);
    }
    if (begin.divIdx === end.divIdx) {
      element = append(begin.divIdx, begin.offset, end.offset, `highlight${suffix}`);
    } else {
      element = append(begin.divIdx, begin.offset, undefined, `highlight begin${suffix}`);
      for (let n = begin.divIdx + 1; n < end.divIdx; n++) {
        touched.add(n);
        divs[n]!.className = `highlight middle${suffix}`;
      }
      beginText(end, `highlight end${suffix}`);
    }
    prevEnd = end;
    if (suffix) selectedElement = element;
  }
  if (prevEnd) append(prevEnd.divIdx, prevEnd.offset, undefined);
  return selectedElement;
}

/** Takes every mark out of `layer`. */
export function clearHighlights(layer: HTMLElement): void {
  const text = layers.get(layer);
  if (text) restore(text);
}

/** Scrolls `stage` (only it) so that `element` is in view, a little below the stage's top edge. */
export function scrollIntoStage(stage: HTMLElement, element: HTMLElement): void {
  const area = stage.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const margin = Math.min(50, area.height / 4);
  if (box.top < area.top + margin || box.bottom > area.bottom - margin) stage.scrollTop += box.top - area.top - margin;
  if (box.left < area.left || box.right > area.right) stage.scrollLeft += box.left + box.width / 2 - (area.left + area.width / 2);
}
