import { resolve } from 'node:path';
import { fail, parseCommandLine } from './cli-args.ts';
import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, SignUpRequest } from '../src/contract/auth.ts';
import { isCommonPassword } from './auth/common-passwords.ts';
import { emailKey } from '../src/contract/email.ts';
import { ACCOUNT_ROLES, type AccountRole } from '../src/contract/account-texts.ts';
import { describeIssue } from '../src/contract/errors.ts';
import { openDatabase } from './db/database.ts';
import { isUniqueViolation } from './db/queryable.ts';
import { migrate } from './db/migrations.ts';
import { hashPassword } from './auth/password.ts';
import { approveTeacher } from './services/accounts.ts';

const USAGE = `Usage: npm run accounts -- add --email EMAIL --name NAME --role student|teacher|parent|admin
         [--student-id S001[,S002...]] [--teacher-id ID] [--password PASSWORD]

Creates an account (in DATABASE_URL, or the embedded database in DATA_DIR). A Student account
is linked to --student-id, a Parent account to each --student-id; a Teacher account gets
--teacher-id, or the next free id. Without --password the account can only be used through
signed embed tokens (EMBED_SECRET), not through the sign-in form.`;

const { positionals, values } = parseCommandLine(
  {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'student-id': { type: 'string' },
    'teacher-id': { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean' },
  },
  USAGE,
);

if (values.help || positionals[0] !== 'add') fail(USAGE);
const role = values.role as AccountRole;
if (!ACCOUNT_ROLES.includes(role)) fail(`--role must be one of ${ACCOUNT_ROLES.join(', ')}.\n\n${USAGE}`);
const password = values.password ?? `Aa1${randomBytes(24).toString('base64url')}`;
// The sign-up rules check the name, email and password; an admin is checked as a teacher would be.
const parsed = SignUpRequest.safeParse({
  fullName: values.name ?? '',
  email: values.email ?? '',
  role: role === 'admin' ? 'teacher' : role,
  password,
});
if (!parsed.success) fail(`Invalid account: ${describeIssue(parsed.error)}`);
if (values.password && (await isCommonPassword(password))) fail(`Invalid account: password: ${AUTH_MESSAGES.passwordCommon}`);
const studentIds = (values['student-id'] ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
if (role === 'student' && studentIds.length > 1) fail('A Student account links to one --student-id.');
if ((role === 'teacher' || role === 'admin') && studentIds.length > 0) fail('--student-id is for Student and Parent accounts.');
if (role !== 'teacher' && values['teacher-id']) fail('--teacher-id is for Teacher accounts.');

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const db = await openDatabase({ dataDir: resolve(dataDir, 'db'), databaseUrl: process.env.DATABASE_URL });
try {
  await migrate(db);
  const account = parsed.data;
  const hash = await hashPassword(account.password);
  const summary = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      'INSERT INTO accounts (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
      [emailKey(account.email), account.fullName, role, hash],
    );
    const id = rows[0]!.id;
    if (role === 'teacher') {
      const wanted = values['teacher-id'];
      if (wanted) {
        await tx.query('INSERT INTO teachers (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [wanted, account.fullName]);
        await tx.query('UPDATE accounts SET teacher_id = $2 WHERE id = $1', [id, wanted]);
        return `teacher ${wanted}`;
      }
      return `teacher ${(await approveTeacher(tx, id))?.teacherId}`;
    }
    if (role === 'admin') return 'school administrator';
    for (const s of studentIds) {
      const found = await tx.query('SELECT 1 FROM students WHERE student_id = $1', [s]);
      if (found.length === 0) throw new Error(`Student ${s} not found.`);
      await tx.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2)', [id, s]);
    }
    return studentIds.length ? `linked to ${studentIds.join(', ')}` : 'not linked yet';
  });
  console.log(
    `Added ${role} account ${account.email} (${summary})${values.password ? '' : ', for embed tokens only (no password)'}.`,
  );
  await db.close();
} catch (err) {
  await db.close();
  fail(
    `Could not add the account: ${isUniqueViolation(err) ? 'the email or teacher id is already in use' : (err as Error).message}.`,
  );
}
