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

const CONTROLS = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements around `el` in its own tree, nearest first (where focus can go when `el` is gone). */
export function ancestorsOf(el: Element): Element[] {
  const list: Element[] = [];
  for (let n = el.parentElement; n; n = n.parentElement) list.push(n);
  return list;
}

/**
 * Focus for a control that is gone (an action removed it): the first shown control in its
 * nearest surrounding element that is still in the page, so focus stays where the person was
 * instead of falling to the page's body. Returns whether anything took focus.
 */
export function focusNearby(ancestors: readonly Element[]): boolean {
  for (const place of ancestors) {
    if (!place.isConnected) continue;
    const control = [...place.querySelectorAll<HTMLElement>(CONTROLS)].find((c) => c.getClientRects().length > 0);
    if (!control) continue;
    control.focus({ preventScroll: true });
    return true;
  }
  return false;
}
