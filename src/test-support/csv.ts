/**
 * Reads CSV as a spreadsheet does (RFC 4180, splitting on `separator`): the rows of cell texts.
 * A quote opens a quoted cell only at a cell's start, and text after its closing quote joins it.
 */
export function readCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      [row, cell] = [[], ''];
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** True when a cell would run as a formula in a spreadsheet. */
export const isFormula = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell);
