import { isUniqueViolation, type Database, type Queryable } from '../db/queryable.ts';
import { approveTeacher } from '../services/accounts.ts';
import { addTeacherToClass, insertClass } from '../services/classes.ts';
import { GRADES } from '../../src/contract/constants.ts';
import { emailField } from '../../src/contract/auth.ts';
import { DOTTED_EMAIL, emailKey } from '../../src/contract/email.ts';
import { CLAIM, CUSTOM_TEST, customId, type LtiRole } from './claims.ts';
import type { VerifiedLaunch } from './launch.ts';
import { LtiRefusal } from './refusal-page.ts';

/** Who a launch signs in, and in which class. */
export interface LaunchedUser {
  accountId: number;
  role: LtiRole;
  /** The class the launch's course became (none when the launch names no course). */
  className?: string;
  /** A learner's record in that class. */
  studentId?: string;
}

/** LTI accounts sign in only through launches: no password matches this. */
const NO_PASSWORD = 'lti-launch-only';
const ROLE_NAMES: Record<LtiRole, string> = { teacher: 'Teacher', student: 'Student', parent: 'Parent' };

/**
 * Signs in the launch's user: the account linked to (platform, `sub`), made on the first launch
 * (just in time) with the launch's name and email; the course becomes a class (named after it,
 * made unique) that keeps the course's service URLs; a learner gets a record in that class, a
 * mentor is linked to the records of the learners they mentor there. Accounts are never matched
 * by email: a platform vouches for its own users only.
 */
export async function provisionLaunch(db: Database, launch: VerifiedLaunch): Promise<LaunchedUser> {
  try {
    return await db.transaction((tx) => provision(tx, launch));
  } catch (err) {
    // Two first launches of one user (or course) at once: the second finds what the first made.
    if (isUniqueViolation(err)) return db.transaction((tx) => provision(tx, launch));
    throw err;
  }
}

async function provision(tx: Queryable, { platform, claims, role }: VerifiedLaunch): Promise<LaunchedUser> {
  const className = claims[CLAIM.context] ? await classOfContext(tx, platform.id, claims) : undefined;
  if (role === 'student' && !className)
    throw new LtiRefusal("This launch names no course, and a learner's work belongs to one.", null);

  if (className) await rememberLineItem(tx, platform.id, claims);
  const accountId = await accountOf(tx, platform.id, claims, role);
  if (role === 'teacher') {
    // An Instructor teaches the launch's course only; an administrator may give them other classes.
    if (className) await addTeacherToClass(tx, className, await teacherIdOf(tx, accountId));
    return { accountId, role, className };
  }
  if (role === 'student')
    return { accountId, role, className, studentId: await studentRecord(tx, accountId, className!, claims) };
  await linkMentees(tx, platform.id, accountId, className, claims[CLAIM.roleScopeMentor] ?? []);
  return { accountId, role, className };
}

async function teacherIdOf(tx: Queryable, accountId: number): Promise<string> {
  const rows = await tx.query<{ teacher_id: string }>('SELECT teacher_id FROM accounts WHERE id = $1', [accountId]);
  return rows[0]!.teacher_id;
}

/** A placed test's link names its gradebook column (AGS `lineitem`): its scores go there. */
async function rememberLineItem(tx: Queryable, platformId: number, claims: VerifiedLaunch['claims']): Promise<void> {
  const testId = customId(claims, CUSTOM_TEST);
  const lineItem = claims[CLAIM.ags]?.lineitem;
  if (testId === undefined || !lineItem) return;
  await tx.query(
    `INSERT INTO lti_line_items (platform_id, context_id, test_id, lineitem_url)
     SELECT $1, $2, id, $4 FROM tests WHERE id = $3
     ON CONFLICT (platform_id, context_id, test_id) DO UPDATE SET lineitem_url = EXCLUDED.lineitem_url`,
    [platformId, claims[CLAIM.context]!.id, testId, lineItem],
  );
}

/** Who a platform names: a launch's claims, or a member of its roster. */
export type LtiPerson = Pick<VerifiedLaunch['claims'], 'sub' | 'name' | 'given_name' | 'family_name' | 'email'>;

function displayName(claims: LtiPerson): string {
  const full = claims.name?.trim() || [claims.given_name, claims.family_name].filter(Boolean).join(' ').trim();
  return full || 'LMS user';
}

/** The account linked to the platform's user, made (with the role) when there is none. */
export async function accountOf(tx: Queryable, platformId: number, claims: LtiPerson, role: LtiRole): Promise<number> {
  const name = displayName(claims);
  const [linked] = await tx.query<{ account_id: number; role: LtiRole; teacher_id: string | null }>(
    'SELECT u.account_id, a.role, a.teacher_id FROM lti_users u JOIN accounts a ON a.id = u.account_id WHERE u.platform_id = $1 AND u.sub = $2',
    [platformId, claims.sub],
  );
  if (linked) {
    if (linked.role !== role) {
      throw new LtiRefusal(
        `Your account here is a ${ROLE_NAMES[linked.role]} account, but this course launches you as a ${ROLE_NAMES[role]}. Ask the school to change your account.`,
        null,
      );
    }
    if (claims.name || claims.given_name || claims.family_name)
      await tx.query('UPDATE accounts SET name = $2 WHERE id = $1 AND name <> $2', [linked.account_id, name]);
    if (role === 'teacher' && !linked.teacher_id) await approveTeacher(tx, linked.account_id);
    return linked.account_id;
  }
  const email = await freeEmail(tx, claims.email, platformId, claims.sub);
  const [account] = await tx.query<{ id: number }>(
    'INSERT INTO accounts (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
    [email, name, role, NO_PASSWORD],
  );
  await tx.query('INSERT INTO lti_users (platform_id, sub, account_id) VALUES ($1, $2, $3)', [
    platformId,
    claims.sub,
    account!.id,
  ]);
  // The platform vouches for its instructors: their accounts need no approval here.
  if (role === 'teacher') await approveTeacher(tx, account!.id);
  return account!.id;
}

/** The launch's email when it is one and no account has it; else an address of its own that no mail reaches. */
async function freeEmail(tx: Queryable, claimed: string | undefined, platformId: number, sub: string): Promise<string> {
  // The platform's word is taken only for an address people could also sign up with.
  const parsed = emailField.safeParse(claimed ?? '');
  const email = parsed.success ? emailKey(parsed.data) : undefined;
  if (email && DOTTED_EMAIL.test(email)) {
    const taken = await tx.query('SELECT 1 FROM accounts WHERE email = $1', [email]);
    if (taken.length === 0) return email;
  }
  const local = sub.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64) || 'user';
  return `${local}.${platformId}@lti.invalid`;
}

/** The class a course became, made on its first launch; the course's title and service URLs are kept current. */
async function classOfContext(tx: Queryable, platformId: number, claims: VerifiedLaunch['claims']): Promise<string> {
  const context = claims[CLAIM.context]!;
  const ags = claims[CLAIM.ags];
  const services = [
    claims[CLAIM.nrps]?.context_memberships_url ?? null,
    ags?.lineitems ?? null,
    JSON.stringify(ags?.scope ?? []),
  ];
  const title = (context.title || context.label || `Course ${context.id}`).trim().slice(0, 100);
  const [known] = await tx.query<{ class: string }>(
    `UPDATE lti_contexts SET title = $3,
       memberships_url = COALESCE($4, memberships_url), lineitems_url = COALESCE($5, lineitems_url), ags_scopes = $6::jsonb
     WHERE platform_id = $1 AND context_id = $2 RETURNING class`,
    [platformId, context.id, title, ...services],
  );
  if (known) return known.class;
  const name = await freeClassName(tx, title);
  await insertClass(tx, { name });
  await tx.query(
    `INSERT INTO lti_contexts (platform_id, context_id, deployment_id, class, title, memberships_url, lineitems_url, ags_scopes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [platformId, context.id, claims[CLAIM.deploymentId], name, title, ...services],
  );
  return name;
}

/** `title`, or `title (2)`, `title (3)`... when a class has that name already. */
async function freeClassName(tx: Queryable, title: string): Promise<string> {
  const stem = title.slice(0, 90).trimEnd();
  const rows = await tx.query<{ name: string }>('SELECT name FROM classes WHERE name = $1 OR name LIKE $2', [
    title,
    `${stem.replace(/[\\%_]/g, '\\$&')}% (%)`,
  ]);
  const taken = new Set(rows.map((r) => r.name));
  let name = title;
  // A class name is at most 100 characters, its number included.
  for (let n = 2; taken.has(name); n++) name = `${title.slice(0, 100 - ` (${n})`.length).trimEnd()} (${n})`;
  return name;
}

/** The learner's record in the class, made on their first launch from it (with the grade a `grade` custom parameter names, if any). */
export async function studentRecord(
  tx: Queryable,
  accountId: number,
  className: string,
  claims: Pick<VerifiedLaunch['claims'], typeof CLAIM.custom>,
): Promise<string> {
  const [existing] = await tx.query<{ student_id: string }>(
    'SELECT cs.student_id FROM account_students l JOIN class_students cs ON cs.student_id = l.student_id WHERE l.account_id = $1 AND cs.class = $2',
    [accountId, className],
  );
  if (existing) return existing.student_id;
  const [account] = await tx.query<{ name: string; email: string; records: number }>(
    'SELECT name, email, (SELECT count(*)::int FROM account_students WHERE account_id = $1) AS records FROM accounts WHERE id = $1',
    [accountId],
  );
  const studentId = account!.records === 0 ? `L${accountId}` : `L${accountId}-${account!.records + 1}`;
  const grade = claims[CLAIM.custom]?.grade;
  await tx.query(
    `INSERT INTO students (student_id, roll_no, name, grade, email, enrollment_date)
     VALUES ($1, (SELECT COALESCE(max(s.roll_no), 0) + 1 FROM class_students cs JOIN students s ON s.student_id = cs.student_id
                  WHERE cs.class = $3), $2, $4, $5, CURRENT_DATE)`,
    [
      studentId,
      account!.name,
      className,
      (GRADES as readonly unknown[]).includes(grade) ? grade : '',
      account!.email.endsWith('@lti.invalid') ? '' : account!.email,
    ],
  );
  await tx.query('INSERT INTO class_students (class, student_id) VALUES ($1, $2)', [className, studentId]);
  await tx.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2)', [accountId, studentId]);
  return studentId;
}

/** Links a mentor to the records, in this course's class (or any, without a course), of the learners they mentor who have launched already. */
async function linkMentees(
  tx: Queryable,
  platformId: number,
  accountId: number,
  className: string | undefined,
  subs: readonly string[],
): Promise<void> {
  if (subs.length === 0) return;
  await tx.query(
    `INSERT INTO account_students (account_id, student_id)
     SELECT $1, l.student_id FROM lti_users u
       JOIN account_students l ON l.account_id = u.account_id
     WHERE u.platform_id = $2 AND u.sub = ANY($3::text[])
       AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM class_students cs WHERE cs.student_id = l.student_id AND cs.class = $4))
     ON CONFLICT DO NOTHING`,
    [accountId, platformId, subs, className ?? null],
  );
}
