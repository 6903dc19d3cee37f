import { setViewport } from '@web/test-runner-commands';
import { syncPath } from '../stores/location.ts';

/**
 * Component-test helpers: mount an element, wait for its lazy content, query inside
 * its shadow root the way a user perceives it (roles and texts).
 */
export async function mount<T extends HTMLElement>(
  tag: string,
  attrs: Record<string, string> = {},
  props: Record<string, unknown> = {},
): Promise<T> {
  const el = document.createElement(tag) as T;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  Object.assign(el, props);
  document.body.append(el);
  await customElements.whenDefined(tag);
  return el;
}

/** Polls until `fn` returns a truthy value (or throws the last error after `timeout`). */
export async function waitFor<T>(fn: () => T | null | undefined | false, timeout = 5000): Promise<T> {
  const start = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const v = fn();
      if (v) return v;
    } catch (e) {
      lastError = e;
    }
    if (performance.now() - start > timeout) {
      throw lastError instanceof Error ? lastError : new Error(`waitFor timed out after ${timeout} ms`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function cleanup(): void {
  // As when a page is left: open viewers save where they were now, not as they unmount later.
  window.dispatchEvent(new Event('pagehide'));
  document.body.replaceChildren();
  window.scrollTo(0, 0);
  // Dashboards keep their section in the hash: the next test starts from none.
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  // The viewer reopens a document where it was left: the next test opens it from the start.
  for (const key of Object.keys(localStorage)) if (key.startsWith('edu-viewer-page:')) localStorage.removeItem(key);
}

/** Sets the viewport width seen by the device-class store (matchMedia-free: resize event). */
export async function setWidth(width: number): Promise<void> {
  await setViewport({ width, height: 800 });
  window.dispatchEvent(new Event('resize'));
}

/** Changes the page path as a router would (keeping the runner's session query). */
export function setPath(path: string): void {
  history.replaceState(null, '', path + location.search);
  syncPath();
}

/**
 * Scrolls the window as a reader would: from a task of its own, not inside an animation frame
 * (where the page's frame callbacks would still see the old position), then lets two frames pass.
 */
export async function scrollPage(top: number): Promise<void> {
  await new Promise((r) => setTimeout(r));
  window.scrollTo({ top, behavior: 'instant' });
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
}

/** The element's outermost box, the one carrying its language and direction. */
export const elementRoot = (el: HTMLElement): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('[lang][dir]')!;
