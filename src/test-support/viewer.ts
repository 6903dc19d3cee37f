import { waitFor } from './mount.ts';

/** Waits for the <edu-material-viewer> a widget opened in its shadow root; returns it and the attributes `names`. */
export async function openedViewer(
  el: HTMLElement,
  names: string[],
): Promise<{ viewer: Element; attributes: Record<string, string | null> }> {
  const viewer = await waitFor(() => el.shadowRoot!.querySelector('edu-material-viewer'));
  return { viewer, attributes: Object.fromEntries(names.map((name) => [name, viewer.getAttribute(name)])) };
}
