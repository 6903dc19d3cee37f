/** The focused element, looking inside open shadow roots (a host page's own button, say). */
export function deepActiveElement(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/** True when `node` is `container` or inside it, crossing shadow roots on the way up. */
export function containsDeep(container: Node, node: Node | null): boolean {
  for (let n: Node | null = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) {
    if (n === container) return true;
  }
  return false;
}
