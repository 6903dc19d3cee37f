import * as z from 'zod/mini';
import { dataResponse, pageQuery, pagedResponse, withinLength } from './primitives.ts';
import { MessageBody } from './errors.ts';
import { idParams, studentAndIdParams, studentParams, route, type RouteDef } from './route-def.ts';
import { ACCOUNT_ROLES, AUTH_ROLES } from './account-texts.ts';
import { hasInvisibleCharacters, localPartMixesScripts, normalizeEmail } from './email.ts';

export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const FULL_NAME_MIN_LENGTH = 2;
/** Longer passwords are refused before hashing (a megabyte password would cost the server). */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

/** The sign-in and sign-up field messages, to the letter. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  emailInvisible: 'Email must not contain invisible characters',
  emailMixedScripts: 'The part before @ must not mix letters of different alphabets',
  passwordRequired: 'Password is required',
  signInPasswordShort: 'Password must be at least 6 characters',
  signUpPasswordShort: 'Password must be at least 8 characters',
  passwordWeak: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordCommon: 'This password is too common',
  fullNameRequired: 'Full name is required',
  fullNameShort: 'Full name must be at least 2 characters',
  roleRequired: 'Please select a role',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
} as const;

/**
 * Non-space characters without "@", "@", non-space characters: the whole value. The first part
 * stops at the first "@", so a failed match costs one pass over the value, never its square.
 */
const EMAIL_PATTERN = /^[^\s@]+@\S+$/;
const tooLong = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

// Checks run in order and each field shows its first failure, so "required" comes first.
// Email and name are trimmed first: a value of spaces is missing, not malformed.
// A failed length check stops the rules after it: none ever reads an oversized value.
// The value that passes is normalized (NFKC, lower-case domain), so look-alikes meet as one.
export const emailField = z.string().check(
  z.trim(),
  z.minLength(1, AUTH_MESSAGES.emailRequired),
  z.maxLength(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong),
  z.refine((e) => !hasInvisibleCharacters(e), { message: AUTH_MESSAGES.emailInvisible, ...withinLength(EMAIL_MAX_LENGTH) }),
  z.overwrite((e) => (e.length <= 2 * EMAIL_MAX_LENGTH ? normalizeEmail(e) : e)),
  // NFKC may lengthen a value ("ﷺ" becomes 18 letters).
  z.maxLength(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong),
  z.regex(EMAIL_PATTERN, { message: AUTH_MESSAGES.emailInvalid, ...withinLength(EMAIL_MAX_LENGTH) }),
  z.refine((e) => !localPartMixesScripts(e), { message: AUTH_MESSAGES.emailMixedScripts, ...withinLength(EMAIL_MAX_LENGTH) }),
);

export const signInPasswordField = z
  .string()
  .check(
    z.minLength(1, AUTH_MESSAGES.passwordRequired),
    z.minLength(SIGN_IN_PASSWORD_MIN_LENGTH, AUTH_MESSAGES.signInPasswordShort),
    z.maxLength(PASSWORD_MAX_LENGTH, tooLong),
  );

export const signUpPasswordField = z.string().check(
  z.minLength(1, AUTH_MESSAGES.passwordRequired),
  z.minLength(SIGN_UP_PASSWORD_MIN_LENGTH, AUTH_MESSAGES.signUpPasswordShort),
  z.maxLength(PASSWORD_MAX_LENGTH, tooLong),
  z.refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), {
    message: AUTH_MESSAGES.passwordWeak,
    ...withinLength(PASSWORD_MAX_LENGTH),
  }),
);

export const fullNameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, AUTH_MESSAGES.fullNameRequired),
    z.minLength(FULL_NAME_MIN_LENGTH, AUTH_MESSAGES.fullNameShort),
    z.maxLength(120, 'Full name must be at most 120 characters'),
  );

export const roleField = z.enum(AUTH_ROLES, { error: AUTH_MESSAGES.roleRequired });

/** The Sign Up form's fields, each with its own messages (that the confirmation matches is the form's check). */
export const SignUpFields = z.object({
  fullName: fullNameField,
  email: emailField,
  role: roleField,
  password: signUpPasswordField,
  confirmPassword: z.string().check(z.minLength(1, AUTH_MESSAGES.confirmRequired)),
  terms: z.boolean().check(z.refine((t) => t, AUTH_MESSAGES.termsRequired)),
});

/** POST /api/auth/sign-in. `rememberMe` keeps the session for 30 days instead of the browser session. */
export const SignInRequest = z.object({
  email: emailField,
  password: signInPasswordField,
  rememberMe: z.optional(z.boolean()),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** POST /api/auth/sign-up: the form's data without the confirmation and the terms box. */
export const SignUpRequest = z.omit(SignUpFields, { confirmPassword: true, terms: true });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/**
 * What an account may do now: `active`; `pending` (a teacher waiting for the administrator's
 * approval); `declined` (a teacher the administrator declined); `unlinked` (a student or parent
 * nobody has linked to a student record yet).
 */
export const ACCOUNT_STATUSES = ['active', 'pending', 'declined', 'unlinked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The signed-in person. */
export const Me = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  /** Why the administrator declined a teacher account, when they gave a reason. */
  declinedReason: z.optional(z.string()),
  /** A student account's own student record. */
  studentId: z.optional(z.string()),
  /** An approved teacher's id. */
  teacherId: z.optional(z.string()),
  /** A parent's linked children (student ids). */
  children: z.optional(z.array(z.string())),
});
export type Me = z.infer<typeof Me>;

/** GET /api/me, and the answer to sign-in and sign-up. */
export const MeResponse = z.object({ user: Me });
export type MeResponse = z.infer<typeof MeResponse>;

/** An account as a teacher sees it when approving or linking. */
export const AccountSummary = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  createdAt: z.string(),
});
export type AccountSummary = z.infer<typeof AccountSummary>;

/** Accounts linked to a student record. */
export const AccountsResponse = dataResponse(z.array(AccountSummary));
export type AccountsResponse = z.infer<typeof AccountsResponse>;

/** GET /api/accounts/pending: a page (`cursor`, `limit`) of the teacher sign-ups waiting for approval, oldest first. */
export const PendingAccountsQuery = z.object({ ...pageQuery });
export type PendingAccountsQuery = z.infer<typeof PendingAccountsQuery>;
export const PendingAccountsResponse = pagedResponse(AccountSummary);
export type PendingAccountsResponse = z.infer<typeof PendingAccountsResponse>;

/** POST /api/students/{studentId}/links {email}: links a Student or Parent account, named by its sign-up email, to the record. */
export const LinkAccountRequest = z.pick(SignUpRequest, { email: true });
export type LinkAccountRequest = z.infer<typeof LinkAccountRequest>;

/** Accounts, sessions and the links between parents or learners and a student. */
export const AUTH_ROUTES = {
  signIn: route('POST', '/api/auth/sign-in', { body: SignInRequest, response: MeResponse }),
  signUp: route('POST', '/api/auth/sign-up', { body: SignUpRequest, response: MeResponse, status: 201 }),
  signOut: route('POST', '/api/auth/sign-out', { response: MessageBody }),
  me: route('GET', '/api/me', { response: MeResponse }),
  pendingAccounts: route('GET', '/api/accounts/pending', { query: PendingAccountsQuery, response: PendingAccountsResponse }),
  approveAccount: route('POST', '/api/accounts/:id/approve', { params: idParams, response: MessageBody }),
  studentLinks: route('GET', '/api/students/:studentId/links', { params: studentParams, response: AccountsResponse }),
  linkAccount: route('POST', '/api/students/:studentId/links', {
    params: studentParams,
    body: LinkAccountRequest,
    response: AccountsResponse,
  }),
  unlinkAccount: route('DELETE', '/api/students/:studentId/links/:id', {
    params: studentAndIdParams,
    response: AccountsResponse,
  }),
} as const satisfies Record<string, RouteDef>;
