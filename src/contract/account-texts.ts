/**
 * Account roles and the sentences people see when the server refuses them: plain values, no
 * schemas, so the toolkit every element loads can show them without the schema library.
 */

/** Roles a person picks at sign-up, with their display labels. */
export const AUTH_ROLES = ['student', 'teacher', 'parent'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];
export const ROLE_LABELS: Record<AuthRole, string> = { student: 'Student', teacher: 'Teacher', parent: 'Parent' };

/** Every account's role: the sign-up roles and the school's administrator (made by the accounts command or the demo seed, never by sign-up). */
export const ACCOUNT_ROLES = [...AUTH_ROLES, 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = { ...ROLE_LABELS, admin: 'Administrator' };

/** The messages people see when the server refuses them. */
export const AUTH_ERRORS = {
  signedOut: 'Sign in to see your dashboard',
  expired: 'Your session has expired. Please sign in again.',
  badCredentials: 'Invalid email or password.',
  forbidden: 'You do not have permission to do that.',
  pendingTeacher:
    "Your teacher account is waiting for approval by the school's administrator. Once approved, you can sign in and open the teacher dashboard.",
  declinedTeacher: "The school's administrator declined your teacher account.",
  unlinkedStudent:
    "Your account is not linked to a student record yet. Ask your teacher or the school's administrator to link it to your student record.",
  unlinkedParent:
    "Your account is not linked to a child yet. Ask your child's teacher or the school's administrator to link it to your child's record.",
} as const;
