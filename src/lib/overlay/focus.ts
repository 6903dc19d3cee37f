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

const CONTROLS =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The controls Tab visits in `container`, in document order: shown, not disabled, tabindex 0 or more. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * Tab past the last control of `container` goes to its first, and Shift+Tab before the first to
 * the last, so focus goes round a modal's controls and never out to the page's body.
 */
export function keepTabInside(container: HTMLElement, e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const list = tabbables(container);
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) return;
  const active = deepActiveElement();
  const leaving = e.shiftKey ? active === first || active === container : active === last;
  if (!leaving) return;
  e.preventDefault();
  (e.shiftKey ? last : first).focus();
}
