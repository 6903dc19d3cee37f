/** What separates a row's cells: ',' as RFC 4180 says, or ';' as spreadsheets in comma-decimal locales expect. */
export type CsvSeparator = ',' | ';';

/**
 * CSV that is safe to open in a spreadsheet, whichever separator it splits on: every text cell is
 * quoted with inner quotes doubled (RFC 4180), so no ',' or ';' inside it can start a new cell,
 * and a text starting with = + - @, a tab or a carriage return (a formula to a spreadsheet, even
 * quoted) gets a leading apostrophe. Numbers stay plain, so they stay numbers.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

export const toCsv = (rows: readonly (readonly (string | number)[])[], separator: CsvSeparator = ','): string =>
  rows.map((r) => r.map(csvCell).join(separator)).join('\r\n') + '\r\n';

/**
 * Saves CSV text as a file the browser downloads. The link is added inside the element's
 * shadow root (nothing touches the host page) and removed at once. A byte order mark leads the
 * file so spreadsheets read accented names as UTF-8.
 */
export function downloadCsv(root: ShadowRoot, fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  root.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
