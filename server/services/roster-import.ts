import type { RosterImportResponse, RosterImportRow } from '../../src/contract/class-roster.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Identity } from '../auth/identity.ts';
import { markRepeats, readImportFile, type ImportCandidate } from './roster-import-rules.ts';
import { recordClassActivity } from './class-writes.ts';

/** A checked row with the record it names (an existing student) and what the import does with it. */
interface PlannedRow extends ImportCandidate {
  action: RosterImportRow['action'];
}

/**
 * What each row does: a row naming a `student_id` must name a record of the school; a row
 * without one whose email is the email of exactly one record names that record; such a student
 * is added (or found in the class already); any other row creates a record.
 */
async function plan(db: Queryable, className: string, rows: ImportCandidate[]): Promise<PlannedRow[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.studentId ? [r.studentId] : [])))];
  const known = new Map(
    (
      await db.query<{ id: string; name: string }>(
        'SELECT student_id AS id, name FROM students WHERE student_id = ANY($1::text[])',
        [ids],
      )
    ).map((r) => [r.id, r.name]),
  );
  const emails = [...new Set(rows.flatMap((r) => (!r.studentId && r.email ? [r.email.toLowerCase()] : [])))];
  const byEmail = new Map<string, string[]>();
  for (const r of await db.query<{ id: string; email: string }>(
    'SELECT student_id AS id, lower(email) AS email FROM students WHERE lower(email) = ANY($1::text[])',
    [emails],
  ))
    byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r.id]);

  const resolved = rows.map((r): ImportCandidate => {
    if (r.error) return r;
    if (r.studentId)
      return known.has(r.studentId) ? r : { ...r, error: `Student_id "${r.studentId}" is no student of the school` };
    const owners = r.email ? (byEmail.get(r.email.toLowerCase()) ?? []) : [];
    if (owners.length > 1)
      return { ...r, error: `Email ${r.email} belongs to ${owners.length} students (${owners.join(', ')}): give the student_id` };
    return owners[0] ? { ...r, studentId: owners[0] } : r;
  });
  // Two rows that name one record (by id and by email) are one student twice.
  const checked = markRepeats(resolved);
  const inClass = new Set(
    (
      await db.query<{ id: string }>(
        'SELECT student_id AS id FROM class_students WHERE class = $1 AND student_id = ANY($2::text[])',
        [className, checked.flatMap((r) => (r.studentId && !r.error ? [r.studentId] : []))],
      )
    ).map((r) => r.id),
  );
  return checked.map((r) => ({
    ...r,
    action: r.error ? 'error' : !r.studentId ? 'create' : inClass.has(r.studentId) ? 'in-class' : 'add',
  }));
}

const toResponseRow = (r: PlannedRow): RosterImportRow => ({
  line: r.line,
  name: r.name,
  grade: r.grade,
  email: r.email,
  ...(r.studentId ? { studentId: r.studentId } : {}),
  action: r.action,
  ...(r.error ? { error: r.error } : {}),
});

const count = (rows: PlannedRow[], action: PlannedRow['action']): number => rows.filter((r) => r.action === action).length;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

function summary(rows: PlannedRow[]): string {
  return [
    plural(count(rows, 'create'), 'new record', 'new records'),
    plural(count(rows, 'add'), 'existing student to add', 'existing students to add'),
    plural(count(rows, 'in-class'), 'student in the class already', 'students in the class already'),
  ].join(', ');
}

/**
 * The next free ids of the form S<number> (S001, S002... as the school's records are numbered,
 * as wide as the widest such id); the caller holds the lock on the students table.
 */
async function nextStudentIds(tx: Queryable, n: number): Promise<string[]> {
  const [top] = await tx.query<{ n: string | null; width: number | null }>(
    `SELECT max(substr(student_id, 2)::numeric)::text AS n, max(length(student_id) - 1) AS width
     FROM students WHERE student_id ~ '^S[0-9]{1,18}$'`,
  );
  const next = BigInt(top?.n ?? '0') + 1n;
  const width = Math.max(3, top?.width ?? 3);
  return Array.from({ length: n }, (_, k) => `S${String(next + BigInt(k)).padStart(width, '0')}`);
}

/** Stores the planned rows in one go: the new records (numbered after the class's roll numbers) and the roster entries. */
async function write(tx: Queryable, className: string, rows: PlannedRow[]): Promise<PlannedRow[]> {
  const created = rows.filter((r) => r.action === 'create');
  const ids = await nextStudentIds(tx, created.length);
  const [roll] = await tx.query<{ n: number }>(
    `SELECT COALESCE(max(s.roll_no), 0)::int AS n FROM class_students cs JOIN students s ON s.student_id = cs.student_id
     WHERE cs.class = $1`,
    [className],
  );
  const today = new Date().toISOString().slice(0, 10);
  const withIds = rows.map((r) => (r.action === 'create' ? { ...r, studentId: ids[created.indexOf(r)]! } : r));
  await bulkInsert(
    tx,
    'students',
    [
      'student_id',
      'roll_no',
      'name',
      'grade',
      'email',
      'parent_name',
      'parent_email',
      'parent_phone',
      'date_of_birth',
      'enrollment_date',
    ],
    withIds
      .filter((r) => r.action === 'create')
      .map((r, k) => [
        r.studentId,
        roll!.n + k + 1,
        r.name,
        r.grade,
        r.email,
        r.parentName,
        r.parentEmail,
        r.parentPhone,
        r.dateOfBirth ?? null,
        today,
      ]),
  );
  const joining = withIds.filter((r) => r.action === 'create' || r.action === 'add');
  if (joining.length > 0)
    await bulkInsert(
      tx,
      'class_students',
      ['class', 'student_id'],
      joining.map((r) => [className, r.studentId]),
      'ON CONFLICT (class, student_id) DO NOTHING',
    );
  return withIds;
}

/**
 * A roster CSV checked (`commit` false) or imported (`commit` true) into the class. An import
 * writes every row in one transaction, or, when any row is refused, nothing: then it answers
 * 200 with `written` false and the rows' errors, as a check does.
 */
export async function importRoster(
  db: Database,
  i: Identity,
  className: string,
  csv: string,
  commit: boolean,
): Promise<RosterImportResponse> {
  const candidates = readImportFile(csv);
  if (!commit) {
    const rows = await plan(db, className, candidates);
    const errors = count(rows, 'error');
    return {
      rows: rows.map(toResponseRow),
      written: false,
      message:
        errors > 0
          ? `${plural(errors, 'row has an error', 'rows have errors')}: fix ${errors === 1 ? 'it' : 'them'} before importing.`
          : `Ready to import: ${summary(rows)}.`,
    };
  }
  return db.transaction(async (tx) => {
    // New ids are numbered after the highest: one import at a time takes them.
    await tx.query('LOCK TABLE students IN SHARE ROW EXCLUSIVE MODE');
    const rows = await plan(tx, className, candidates);
    const errors = count(rows, 'error');
    if (errors > 0)
      return {
        rows: rows.map(toResponseRow),
        written: false,
        message: `Nothing was imported: ${plural(errors, 'row has an error', 'rows have errors')}.`,
      };
    const stored = await write(tx, className, rows);
    const joined = count(rows, 'create') + count(rows, 'add');
    await recordClassActivity(tx, i, `Imported ${plural(joined, 'student', 'students')} into ${className}`);
    return {
      rows: stored.map(toResponseRow),
      written: true,
      message: `Imported into ${className}: ${plural(count(rows, 'create'), 'new record', 'new records')}, ${plural(count(rows, 'add'), 'existing student added', 'existing students added')}, ${plural(count(rows, 'in-class'), 'student was in the class already', 'students were in the class already')}.`,
    };
  });
}
