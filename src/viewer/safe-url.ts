/**
 * A document URL comes from the server or the host page: treat it as hostile. Only http(s)
 * and blob: URLs (relative ones resolve against the page) may be fetched, linked or
 * downloaded; `javascript:`, `data:` and anything else give null.
 */
export function safeDocumentUrl(src: string | null | undefined, base: string = document.baseURI): string | null {
  const raw = src?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'blob:' ? url.href : null;
}
