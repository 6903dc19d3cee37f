/**
 * Account roles and the sentences people see when the server refuses them: plain values, no
 * schemas, so the toolkit every element loads can show them without the schema library.
 */

/** Roles a person picks at sign-up, with their display labels. */
export const AUTH_ROLES = ['student', 'teacher', 'parent'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];
export const ROLE_LABELS: Record<AuthRole, string> = { student: 'Student', teacher: 'Teacher', parent: 'Parent' };

/** The messages people see when the server refuses them. */
export const AUTH_ERRORS = {
  signedOut: 'Sign in to see your dashboard',
  expired: 'Your session has expired. Please sign in again.',
  badCredentials: 'Invalid email or password.',
  forbidden: 'You do not have permission to do that.',
  pendingTeacher: 'Your teacher account is waiting for approval by a teacher of the school.',
  unlinkedStudent:
    'Your account is not linked to a student record yet. Ask a teacher to link it from your profile in the student directory.',
  unlinkedParent:
    "Your account is not linked to a child yet. Ask a teacher to link it from your child's profile in the student directory.",
} as const;
