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
