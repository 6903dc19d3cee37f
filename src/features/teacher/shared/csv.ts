/**
 * CSV that is safe to open in a spreadsheet: cells starting with = + - @ (or a tab or carriage
 * return) would run as formulas, so they get a leading apostrophe; cells holding a comma,
 * quote or line break are quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

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
