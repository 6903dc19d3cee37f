import { safeUrl } from '../lib/safe-url.ts';

/**
 * A document URL from the server or the host page: only http(s) and blob: URLs (relative ones
 * resolve against the page) may be fetched, linked or downloaded.
 */
export const safeDocumentUrl = (src: string | null | undefined, base: string = document.baseURI): string | null =>
  safeUrl(src, base, ['http:', 'https:', 'blob:']);
