/**
 * The element a pointer at [x, y] reaches, looking through open shadow roots down to the innermost
 * one. Self-contained (globals and its argument only): end-to-end tests run its source in the page.
 */
export function deepElementAt([x, y]: readonly [number, number]): Element | null {
  let el = document.elementFromPoint(x, y);
  while (el?.shadowRoot) {
    const inner = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  return el;
}
