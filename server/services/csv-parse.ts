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
 * spreadsheets in comma-decimal locales save CSV), else ','. Only the first 64 KB are read.
 */
export function detectSeparator(text: string): ',' | ';' {
  const head = text.slice(0, 65_536);
  const first = head.replace(/"[^"]*"/g, '').split(/[\r\n]/, 1)[0] ?? '';
  return !first.includes(',') && first.includes(';') ? ';' : ',';
}

/** The most cells a row may have: a wider row is no roster (and no reason to read on). */
export const CSV_MAX_CELLS = 256;

/**
 * Reads CSV text (RFC 4180, as spreadsheets save it) one record at a time: a leading byte order
 * mark is dropped; rows end with CRLF, LF or CR; a cell starting with a quote is quoted, `""`
 * inside it is one quote, and it may hold separators and line breaks. Rows whose cells are all
 * blank are left out. Throws CsvSyntaxError for a quoted cell that is never closed, text after a
 * closing quote, or a row of more than CSV_MAX_CELLS cells. One pass with the engine's own
 * searches; a reader that stops early (a bad header) reads no further.
 */
export function* readCsvRecords(input: string, separator?: ',' | ';'): Generator<CsvRecord> {
  const text = input.replace(/^\uFEFF/, '');
  const sep = separator ?? detectSeparator(text);
  const cellEnd = sep === ',' ? /[,\r\n]/g : /[;\r\n]/g;
  let cells: string[] = [];
  let line = 1;
  let rowLine = 1;
  let i = 0;
  for (;;) {
    // Blank lines between rows are passed over at once.
    if (cells.length === 0) {
      while (text[i] === '\n' || text[i] === '\r') {
        i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
      }
      rowLine = line;
      if (i >= text.length) return;
    }
    let start = i;
    while (text[start] === ' ' || text[start] === '\t') start++;
    let cell: string;
    if (text[start] === '"') {
      let close = text.indexOf('"', start + 1);
      while (close >= 0 && text[close + 1] === '"') close = text.indexOf('"', close + 2);
      if (close < 0) throw new CsvSyntaxError(line, `line ${line}: a quoted cell is never closed`);
      cell = text.slice(start + 1, close).replaceAll('""', '"');
      line += lineBreaks(cell);
      i = close + 1;
      // Only spaces may follow the closing quote before the cell ends.
      while (text[i] === ' ' || text[i] === '\t') i++;
      if (i < text.length && text[i] !== sep && text[i] !== '\r' && text[i] !== '\n')
        throw new CsvSyntaxError(line, `line ${line}: text follows a quoted cell's closing quote`);
    } else {
      cellEnd.lastIndex = i;
      const end = cellEnd.exec(text)?.index ?? text.length;
      cell = text.slice(i, end);
      i = end;
    }
    cells.push(cell);
    if (cells.length > CSV_MAX_CELLS) throw new CsvSyntaxError(rowLine, `line ${rowLine} has more than ${CSV_MAX_CELLS} cells`);
    if (i < text.length && text[i] === sep) {
      i++;
      continue;
    }
    // The row ends: at a line break or at the end of the text.
    if (cells.some((c) => c.trim() !== '')) yield { line: rowLine, cells };
    cells = [];
    if (i >= text.length) return;
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line++;
  }
}

/** Every record of CSV text (see readCsvRecords). */
export const parseCsv = (input: string, separator?: ',' | ';'): CsvRecord[] => [...readCsvRecords(input, separator)];

/** The line breaks (CRLF, LF or CR) in a text. */
function lineBreaks(s: string): number {
  let n = 0;
  for (let k = s.indexOf('\n'); k >= 0; k = s.indexOf('\n', k + 1)) n++;
  for (let k = s.indexOf('\r'); k >= 0; k = s.indexOf('\r', k + 1)) if (s[k + 1] !== '\n') n++;
  return n;
}
