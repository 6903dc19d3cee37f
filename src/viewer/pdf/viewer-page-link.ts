import { trimEnd } from '../../contract/text.ts';

/** The portal's page that shows one stored PDF in this viewer, at the API server's root. */
export const VIEWER_PAGE = 'view';

/**
 * A stored file of the portal's own server, as the viewer page accepts it: exactly
 * `/api/files/<id>`, with at most its signed `?access=`. Checked on the raw text, so no other
 * origin, scheme, `//host`, `..` or encoded path ever passes.
 */
const STORED_FILE = /^\/api\/files\/\d{1,12}(\?access=[A-Za-z0-9._-]{1,200})?$/;

export const isStoredFilePath = (raw: string | null | undefined): raw is string =>
  typeof raw === 'string' && STORED_FILE.test(raw);

/** The API server's root URL (`apiBase` '' is the page's origin), where its viewer page is. */
export const apiServerRoot = (apiBase: string, page: string = globalThis.location.href): string =>
  new URL(`${trimEnd(apiBase, '/')}/`, page).href;

/**
 * Where "Open in new tab" on a PDF leads: a stored file of the API server at `root` opens in the
 * viewer page there (the server downloads a PDF navigated to, so its own scripts never run in the
 * browser's PDF plugin); any other file keeps its plain URL, under its own server's rules.
 */
export function openInNewTabHref(fileUrl: string, name: string | undefined, root: string): string {
  let file: URL;
  let base: URL;
  try {
    file = new URL(fileUrl);
    base = new URL(root);
  } catch {
    return fileUrl;
  }
  const path = file.pathname + file.search;
  if (file.origin !== base.origin || file.hash || !isStoredFilePath(path)) return fileUrl;
  const view = new URL(VIEWER_PAGE, base);
  view.searchParams.set('file', path);
  if (name) view.searchParams.set('name', name);
  return view.href;
}
