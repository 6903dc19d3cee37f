/** One record of a CSV file: its cells and the line of the file it starts on (the first line is 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A CSV file that cannot be read as rows: the line it happened on and why. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The separator a file uses: ';' when its first line has a ';' outside quotes and no ',' (as
 * spreadsheets in comma-decimal locales save CSV), else ','.
 */
export function detectSeparator(text: string): ',' | ';' {
  let quoted = false;
  let semicolon = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (c === '\n' || c === '\r') break;
    else if (c === ',') return ',';
    else if (c === ';') semicolon = true;
  }
  return semicolon ? ';' : ',';
}

/**
 * Reads CSV text (RFC 4180, as spreadsheets save it): a leading byte order mark is dropped; rows
 * end with CRLF, LF or CR; a cell starting with a quote is quoted, `""` inside it is one quote,
 * and it may hold separators and line breaks. Rows whose cells are all blank are left out.
 * Throws CsvSyntaxError for a quoted cell that is never closed, or text after a closing quote.
 */
export function parseCsv(input: string, separator: ',' | ';' = detectSeparator(input.replace(/^\uFEFF/, ''))): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) records.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && cell.trim() === '') {
      const opened = line;
      cell = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(opened, `line ${opened}: a quoted cell is never closed`);
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n' || (q === '\r' && text[i + 1] !== '\n')) line++;
        cell += q;
        i++;
      }
      // Only spaces may follow the closing quote before the cell ends.
      while (text[i] === ' ' || text[i] === '\t') i++;
      if (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n')
        throw new CsvSyntaxError(line, `line ${line}: text follows a quoted cell's closing quote`);
      continue;
    }
    if (c === separator) {
      cells.push(cell);
      cell = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      rowLine = line;
    } else {
      cell += c;
      i++;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return records;
}
