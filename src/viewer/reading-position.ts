import { safeStorage } from '../stores/safe-storage.ts';
import { trimEnd } from '../contract/text.ts';

/** A document's address without its query (a signed `?access=` changes; the document does not). */
const documentKey = (url: string): string => `edu-viewer-page:${url.split(/[?#]/, 1)[0]}`;

/**
 * The material number when `url` is a file of the API server at `apiBase` (`.../api/files/12`):
 * its reading position is then kept on the server, per signed-in person.
 */
export function serverMaterialId(url: string, apiBase: string): number | null {
  try {
    const page = globalThis.location?.href;
    const base = new URL(`${trimEnd(apiBase, '/')}/api/files/`, page);
    const file = new URL(url, page);
    if (file.origin !== base.origin || !file.pathname.startsWith(base.pathname)) return null;
    const id = file.pathname.slice(base.pathname.length);
    return /^\d{1,9}$/.test(id) ? Number(id) : null;
  } catch {
    return null;
  }
}

/** Where this browser last left the document, if anywhere. */
export function localPosition(url: string): number | null {
  const page = Number(safeStorage.get(documentKey(url)));
  return Number.isSafeInteger(page) && page >= 1 ? page : null;
}

export function rememberLocally(url: string, page: number): void {
  if (page > 1) safeStorage.set(documentKey(url), String(page));
  else safeStorage.remove(documentKey(url));
}
