import { GRADES, type Grade } from '../../src/contract/constants.ts';
import { emailField } from '../../src/contract/auth.ts';
import { DOTTED_EMAIL } from '../../src/contract/email.ts';
import { isCalendarDate, pathId } from '../../src/contract/primitives.ts';
import { ROSTER_BATCH_MAX } from '../../src/contract/class-roster.ts';
import { HttpError } from '../http/errors.ts';
import { CsvSyntaxError, readCsvRecords } from './csv-parse.ts';

/** The columns a roster CSV may have; `name` and `grade` it must have. */
export const IMPORT_COLUMNS = [
  'name',
  'grade',
  'email',
  'student_id',
  'date_of_birth',
  'parent_name',
  'parent_email',
  'parent_phone',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'grade'];

/** The longest name (a student's or a parent's) a row may give, as a sign-up takes. */
export const IMPORT_NAME_MAX = 120;
const PHONE = /^\+?[0-9][0-9 ().-]{3,39}$/;
// A spreadsheet export marks a formula-like text with a leading apostrophe: the text is what follows it.
const FORMULA_MARK = /^'(?=[=+\-@\t\r])/;
// Control characters other than tab have no place in a name.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** One data row of the file, its cells checked: the values to store, or the first reason it is refused. */
export interface ImportCandidate {
  line: number;
  name: string;
  /** The row's grade when it is one of GRADES, else ''. */
  grade: Grade | '';
  email: string;
  studentId?: string;
  dateOfBirth?: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  error?: string;
}

/** A header cell as a column name: trimmed, lower-cased, spaces and hyphens as "_" ("Student ID" is student_id). */
const columnKey = (cell: string): string =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The columns the header row names, in order; 400 for an unknown, repeated or missing column. */
export function readHeader(cells: readonly string[]): ImportColumn[] {
  const columns: ImportColumn[] = [];
  for (const cell of cells) {
    const key = columnKey(cell);
    if (!(IMPORT_COLUMNS as readonly string[]).includes(key)) {
      const shown = cell.trim().slice(0, 40);
      throw new HttpError(400, `Unknown column "${shown}" in the header row: the columns are ${IMPORT_COLUMNS.join(', ')}.`);
    }
    if (columns.includes(key as ImportColumn)) throw new HttpError(400, `The header row names the column "${key}" twice.`);
    columns.push(key as ImportColumn);
  }
  const missing = REQUIRED_COLUMNS.find((c) => !columns.includes(c));
  if (missing) throw new HttpError(400, `The header row has no "${missing}" column: every file needs name and grade.`);
  return columns;
}

const cleanCell = (cell: string | undefined): string => (cell ?? '').trim().replace(FORMULA_MARK, '');

/** A name cell's first problem, if any (`column` names it in the message). */
function nameProblem(column: string, value: string, required: boolean): string | undefined {
  if (value === '') return required ? `${column} is empty` : undefined;
  if (value.length > IMPORT_NAME_MAX) return `${column} is longer than ${IMPORT_NAME_MAX} characters`;
  if (CONTROL.test(value)) return `${column} holds control characters`;
  return undefined;
}

/** An email cell normalized as sign-up does, or its problem; '' stays '' (none given). */
function readEmail(column: string, value: string): { email: string; problem?: string } {
  if (value === '') return { email: '' };
  const parsed = emailField.safeParse(value);
  if (!parsed.success || !DOTTED_EMAIL.test(parsed.data))
    return { email: value.slice(0, 254), problem: `${column} "${value.slice(0, 60)}" is not an email address` };
  return { email: parsed.data };
}

function readGrade(value: string): Grade | undefined {
  return GRADES.find((g) => g === value.toLowerCase());
}

/** The row's cells checked one by one (records are looked up later): the values, or the first problem. */
export function readRow(line: number, columns: readonly ImportColumn[], cells: readonly string[]): ImportCandidate {
  const cell = (c: ImportColumn): string => {
    const at = columns.indexOf(c);
    return at < 0 ? '' : cleanCell(cells[at]);
  };
  const name = cell('name');
  const gradeCell = cell('grade');
  const grade = readGrade(gradeCell);
  const email = readEmail('email', cell('email'));
  const parentEmail = readEmail('parent_email', cell('parent_email'));
  const studentId = cell('student_id');
  const dateOfBirth = cell('date_of_birth');
  const parentName = cell('parent_name');
  const parentPhone = cell('parent_phone');
  const problems = [
    cells.length > columns.length
      ? `the row has ${cells.length} cells but the header names ${columns.length} columns`
      : undefined,
    nameProblem('name', name, true),
    gradeCell === ''
      ? 'grade is empty'
      : grade
        ? undefined
        : `grade "${gradeCell.slice(0, 20)}" is not one of ${GRADES.join(', ')}`,
    email.problem,
    studentId !== '' && !pathId.safeParse(studentId).success
      ? `student_id "${studentId.slice(0, 64)}" is no student of the school`
      : undefined,
    dateOfBirth !== '' && !(isCalendarDate(dateOfBirth) && dateOfBirth >= '1900-01-01' && dateOfBirth <= today())
      ? `date_of_birth "${dateOfBirth.slice(0, 20)}" is not a past date in the form YYYY-MM-DD`
      : undefined,
    nameProblem('parent_name', parentName, false),
    parentEmail.problem,
    parentPhone !== '' && !PHONE.test(parentPhone)
      ? `parent_phone "${parentPhone.slice(0, 40)}" is not a phone number (digits, spaces, + ( ) - .)`
      : undefined,
  ];
  const error = problems.find((p) => p !== undefined);
  return {
    line,
    name: name.length > IMPORT_NAME_MAX ? `${name.slice(0, IMPORT_NAME_MAX)}…` : name,
    grade: grade ?? '',
    email: email.email,
    ...(studentId !== '' && pathId.safeParse(studentId).success ? { studentId } : {}),
    ...(dateOfBirth !== '' ? { dateOfBirth } : {}),
    parentName: parentName.slice(0, IMPORT_NAME_MAX),
    parentEmail: parentEmail.email,
    parentPhone: parentPhone.slice(0, 40),
    ...(error ? { error: capitalize(error) } : {}),
  };
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const today = (): string => new Date().toISOString().slice(0, 10);

/** What identifies a row's student within the file: its id, else its email, else its name, grade and date of birth. */
export const rowKey = (r: ImportCandidate): string =>
  r.studentId
    ? `id:${r.studentId.toUpperCase()}`
    : r.email
      ? `email:${r.email.toLowerCase()}`
      : `name:${r.name.toLowerCase()}|${r.grade}|${r.dateOfBirth ?? ''}`;

/** Refuses (an error on the later row) each row that names the same student as an earlier row. */
export function markRepeats(rows: ImportCandidate[], keyOf: (r: ImportCandidate) => string = rowKey): ImportCandidate[] {
  const first = new Map<string, number>();
  return rows.map((r) => {
    const key = keyOf(r);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, r.line);
    if (seen === undefined || r.error) return r;
    return { ...r, error: `Repeats line ${seen}: the same student is in the file twice` };
  });
}

/**
 * A roster CSV read and checked row by row: a header row naming its columns, then at most
 * ROSTER_BATCH_MAX students. A file that cannot be read as such (no header, an unknown column,
 * no rows, too many rows, a quote never closed) is refused as a whole (400).
 */
export function readImportFile(csv: string): ImportCandidate[] {
  try {
    const records = readCsvRecords(csv);
    const header = records.next();
    if (header.done) throw new HttpError(400, 'The file is empty: it needs a header row (name, grade...) and a row per student.');
    const columns = readHeader(header.value.cells);
    const rows: ImportCandidate[] = [];
    for (const r of records) {
      if (rows.length === ROSTER_BATCH_MAX)
        throw new HttpError(
          400,
          `The file has more than ${ROSTER_BATCH_MAX} students: at most ${ROSTER_BATCH_MAX} are imported at once.`,
        );
      rows.push(readRow(r.line, columns, r.cells));
    }
    if (rows.length === 0) throw new HttpError(400, 'The file has a header row but no students.');
    return markRepeats(rows);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new HttpError(400, `The file is not CSV: ${err.message}.`);
    throw err;
  }
}
