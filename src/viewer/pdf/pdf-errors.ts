/**
 * What the PDF viewer says when a document cannot be opened (spec section 8). The panel
 * always reads 'Error Loading PDF' / 'Failed to load PDF document'; this is the detail line.
 */
export const PDF_ERROR_TITLE = 'Error Loading PDF';
export const PDF_ERROR_MESSAGE = 'Failed to load PDF document';
export const PDF_LOAD_FAILED = 'Failed to load PDF file.';
export const PDF_NO_FILE = 'No PDF file specified.';
export const PDF_PAGE_FAILED = 'Failed to load the page.';
/** pdf.js's own wording for a missing file: status 404 is treated as one (spec section 8). */
export const PDF_MISSING_FILE = 'Missing PDF file.';
export const PASSWORD_PROMPT = 'Enter the password to open this PDF file.';
export const PASSWORD_INCORRECT = 'Invalid password. Please try again.';

export const unexpectedResponseMessage = (status: number): string =>
  `Unexpected server response (${status}) while retrieving PDF`;

/** pdf.js rejects with a ResponseException {status, missing} for HTTP failures. */
export function pdfErrorDetail(error: unknown): string {
  const e = error as { name?: unknown; status?: unknown; missing?: unknown } | null;
  if (e && e.name === 'ResponseException') {
    const status = typeof e.status === 'number' ? e.status : 0;
    if (e.missing === true || status === 404) return PDF_MISSING_FILE;
    if (status > 0) return unexpectedResponseMessage(status);
  }
  return PDF_LOAD_FAILED;
}
