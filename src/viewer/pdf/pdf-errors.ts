import { viewerMessages, type ViewerMessages } from '../messages.ts';

/**
 * The detail line of the panel shown when a document cannot be opened (the panel itself always
 * reads 'Error Loading PDF' / 'Failed to load PDF document'), in the language of `m`. pdf.js
 * rejects with a ResponseException {status, missing} for HTTP failures; status 404 is a
 * missing file.
 */
export function pdfErrorDetail(error: unknown, m: ViewerMessages = viewerMessages.en): string {
  const e = error as { name?: unknown; status?: unknown; missing?: unknown } | null;
  if (e && e.name === 'ResponseException') {
    const status = typeof e.status === 'number' ? e.status : 0;
    if (e.missing === true || status === 404) return m.pdfMissingFile;
    if (status > 0) return m.pdfUnexpectedResponse(status);
  }
  return m.pdfLoadFailed;
}
