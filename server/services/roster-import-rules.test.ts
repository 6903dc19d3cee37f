import { describe, expect, it } from 'vitest';
import { CSV_MAX_CELLS, CsvSyntaxError, detectSeparator, parseCsv } from './csv-parse.ts';
import { readHeader, readImportFile, readRow } from './roster-import-rules.ts';
import { HttpError } from '../http/errors.ts';
import { ROSTER_BATCH_MAX } from '../../src/contract/class-roster.ts';

const cellsOf = (text: string) => parseCsv(text).map((r) => r.cells);
const refusal = (run: () => unknown): { status: number; message: string } => {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  throw new Error('not refused');
};

describe('reading CSV', () => {
  it('splits rows on CRLF, LF and CR, drops a byte order mark and blank rows', () => {
    expect(cellsOf('\uFEFFname,grade\r\nAna,9th\nBo,10th\rCy,11th\r\n\r\n,\n')).toEqual([
      ['name', 'grade'],
      ['Ana', '9th'],
      ['Bo', '10th'],
      ['Cy', '11th'],
    ]);
  });

  it('reads quoted cells with separators, doubled quotes and line breaks, and keeps each row’s first line', () => {
    const rows = parseCsv('name,note\n"Lima, Ana","say ""hi"""\n"two\r\nlines",x\nlast,"" \n');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Lima, Ana', 'say "hi"'] },
      { line: 3, cells: ['two\r\nlines', 'x'] },
      { line: 5, cells: ['last', ''] },
    ]);
  });

  it('reads a last row without a line end, and empty cells', () => {
    expect(cellsOf('a,,c\n,b,')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });

  it('splits on ";" when the first line has ";" and no "," outside quotes', () => {
    expect(detectSeparator('name;grade\nA,B;9th')).toBe(';');
    expect(detectSeparator('"a;b",c\n')).toBe(',');
    expect(cellsOf('name;grade\n"Lima, Ana";9th')).toEqual([
      ['name', 'grade'],
      ['Lima, Ana', '9th'],
    ]);
  });

  it('refuses a quote that is never closed, and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('name\n"Ana\nBo')).toThrow(new CsvSyntaxError(2, 'line 2: a quoted cell is never closed'));
    expect(() => parseCsv('name\n\n"Ana"x,1')).toThrow("line 3: text follows a quoted cell's closing quote");
    expect(() => parseCsv(`a\n${','.repeat(CSV_MAX_CELLS)}`)).toThrow(`line 2 has more than ${CSV_MAX_CELLS} cells`);
  });

  it('reads a megabyte in well under a second, however it is made', () => {
    const texts = [
      `name,grade\n${'"Lima, ""Ana""",9th\n'.repeat(50_000)}`,
      `name,grade\n${'Ana Lima,9th\r\n'.repeat(70_000)}`,
      'x'.repeat(1_000_000),
      '"'.repeat(1_000_000),
      '\n'.repeat(1_000_000),
    ];
    for (const text of texts) {
      const started = performance.now();
      parseCsv(text);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('the header row', () => {
  it('names columns in any case and spacing, in any order', () => {
    expect(readHeader([' Grade ', 'NAME', 'Student ID', 'parent-email'])).toEqual([
      'grade',
      'name',
      'student_id',
      'parent_email',
    ]);
  });

  it('refuses an unknown column, a repeated one, and a missing name or grade (400)', () => {
    expect(refusal(() => readHeader(['name', 'grade', 'address']))).toEqual({
      status: 400,
      message:
        'Unknown column "address" in the header row: the columns are name, grade, email, student_id, date_of_birth, parent_name, parent_email, parent_phone.',
    });
    expect(refusal(() => readHeader(['name', 'grade', 'Name'])).message).toBe('The header row names the column "name" twice.');
    expect(refusal(() => readHeader(['name', 'email'])).message).toBe(
      'The header row has no "grade" column: every file needs name and grade.',
    );
  });
});

describe('a row', () => {
  const columns = readHeader([
    'name',
    'grade',
    'email',
    'student_id',
    'date_of_birth',
    'parent_name',
    'parent_email',
    'parent_phone',
  ]);
  const row = (...cells: string[]) => readRow(2, columns, cells);

  it('takes its values trimmed, the grade in any case, the emails normalized', () => {
    expect(
      row(' Ana Lima ', '9TH', 'Ana@School.Example', '', '2011-04-30', 'Rita Lima', 'rita@Home.Example', '+91 98765 43210'),
    ).toEqual({
      line: 2,
      name: 'Ana Lima',
      grade: '9th',
      email: 'Ana@school.example',
      dateOfBirth: '2011-04-30',
      parentName: 'Rita Lima',
      parentEmail: 'rita@home.example',
      parentPhone: '+91 98765 43210',
    });
  });

  it('treats missing trailing cells as empty, and a formula mark of an export as no part of the text', () => {
    expect(row("'=Ana", '10th')).toMatchObject({ name: '=Ana', grade: '10th', email: '', parentName: '' });
    expect(row("'=Ana", '10th').error).toBeUndefined();
  });

  it.each([
    [['', '9th'], 'Name is empty'],
    [['Ana', ''], 'Grade is empty'],
    [['Ana', '13th'], 'Grade "13th" is not one of 9th, 10th, 11th, 12th'],
    [['Ana', '9th', 'not-an-email'], 'Email "not-an-email" is not an email address'],
    [['Ana', '9th', 'ana@localhost'], 'Email "ana@localhost" is not an email address'],
    [['Ana', '9th', '', '../S001'], 'Student_id "../S001" is no student of the school'],
    [['Ana', '9th', '', '', '2011-02-30'], 'Date_of_birth "2011-02-30" is not a past date in the form YYYY-MM-DD'],
    [['Ana', '9th', '', '', '30/04/2011'], 'Date_of_birth "30/04/2011" is not a past date in the form YYYY-MM-DD'],
    [['Ana', '9th', '', '', '2999-01-01'], 'Date_of_birth "2999-01-01" is not a past date in the form YYYY-MM-DD'],
    [['Ana', '9th', '', '', '', '', 'rita@'], 'Parent_email "rita@" is not an email address'],
    [['Ana', '9th', '', '', '', '', '', 'call me'], 'Parent_phone "call me" is not a phone number (digits, spaces, + ( ) - .)'],
    [['A\u0000na', '9th'], 'Name holds control characters'],
    [['x'.repeat(121), '9th'], 'Name is longer than 120 characters'],
    [['Ana', '9th', '', '', '', '', '', '', 'extra'], 'The row has 9 cells but the header names 8 columns'],
  ])('%j is refused: %s', (cells, error) => {
    expect(row(...cells).error).toBe(error);
  });

  it('keeps markup in a name as text (it is shown escaped)', () => {
    expect(row('<img src=x onerror=alert(1)>', '9th')).toMatchObject({ name: '<img src=x onerror=alert(1)>' });
  });
});

describe('a roster file', () => {
  it('reads each row with its line, and refuses a row that repeats a student', () => {
    const rows = readImportFile(
      'name,grade,email,student_id\nAna,9th,ana@school.example,\nBo,10th,,S001\nAna L,9th,ANA@school.example,\nBo,10th,,s001\nCy,9th,,\ncy,9th,,\n',
    );
    expect(rows.map((r) => [r.line, r.error ?? 'ok'])).toEqual([
      [2, 'ok'],
      [3, 'ok'],
      [4, 'Repeats line 2: the same student is in the file twice'],
      [5, 'Repeats line 3: the same student is in the file twice'],
      [6, 'ok'],
      [7, 'Repeats line 6: the same student is in the file twice'],
    ]);
  });

  it('refuses as a whole (400) a file with no header, no rows, too many rows, or a broken quote', () => {
    expect(refusal(() => readImportFile('\n\n')).message).toMatch(/^The file is empty/);
    expect(refusal(() => readImportFile('name,grade\n')).message).toBe('The file has a header row but no students.');
    expect(refusal(() => readImportFile(`name,grade\n${'Ana,9th\n'.repeat(ROSTER_BATCH_MAX + 1)}`)).message).toBe(
      `The file has more than ${ROSTER_BATCH_MAX} students: at most ${ROSTER_BATCH_MAX} are imported at once.`,
    );
    expect(refusal(() => readImportFile('name,grade\n"Ana,9th\n'))).toEqual({
      status: 400,
      message: 'The file is not CSV: line 2: a quoted cell is never closed.',
    });
    expect(refusal(() => readImportFile('name,grade,class\nAna,9th,A')).message).toMatch(/^Unknown column "class"/);
  });
});
