import * as z from 'zod/mini';
import {
  AUTH_ROLES,
  FULL_NAME_MIN_LENGTH,
  SIGN_IN_PASSWORD_MIN_LENGTH,
  SIGN_UP_PASSWORD_MIN_LENGTH,
  type AuthRole,
} from './auth-constants.ts';

/** Spec section 5 messages, to the letter. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  signInPasswordShort: 'Password must be at least 6 characters',
  signUpPasswordShort: 'Password must be at least 8 characters',
  passwordWeak: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  fullNameRequired: 'Full name is required',
  fullNameShort: 'Full name must be at least 2 characters',
  roleRequired: 'Please select a role',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
} as const;

/** Non-space characters, @, non-space characters: the whole value (section 5). */
const EMAIL_PATTERN = /^\S+@\S+$/i;

// Checks run in order and each field shows its first failure, so "required" comes first.
// Email and name are trimmed first: a value of spaces is missing, not malformed.
const email = z.string().check(
  z.trim(),
  z.minLength(1, MESSAGES.emailRequired),
  z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
);

export const loginSchema = z.object({
  email,
  password: z.string().check(
    z.minLength(1, MESSAGES.passwordRequired),
    z.minLength(SIGN_IN_PASSWORD_MIN_LENGTH, MESSAGES.signInPasswordShort),
  ),
  rememberMe: z.boolean(),
});

export const signUpSchema = z
  .object({
    fullName: z.string().check(
      z.trim(),
      z.minLength(1, MESSAGES.fullNameRequired),
      z.minLength(FULL_NAME_MIN_LENGTH, MESSAGES.fullNameShort),
    ),
    email,
    role: z.enum(AUTH_ROLES, { error: MESSAGES.roleRequired }),
    password: z.string().check(
      z.minLength(1, MESSAGES.passwordRequired),
      z.minLength(SIGN_UP_PASSWORD_MIN_LENGTH, MESSAGES.signUpPasswordShort),
      z.refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), MESSAGES.passwordWeak),
    ),
    confirmPassword: z.string().check(z.minLength(1, MESSAGES.confirmRequired)),
    terms: z.boolean().check(z.refine((t) => t, MESSAGES.termsRequired)),
  })
  .check(
    z.refine((d) => d.confirmPassword === '' || d.confirmPassword === d.password, {
      message: MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
      // Compare even while other fields are invalid, so every error shows on the first submit.
      when: () => true,
    }),
  );

/** Spec section 3 "Login form data". */
export type LoginFormData = z.infer<typeof loginSchema>;
/** Spec section 3 "Sign-up form data". */
export type SignUpFormData = z.infer<typeof signUpSchema>;

/** What the sign-up inputs hold before validation: the role select may still be empty. */
export type SignUpValues = Omit<SignUpFormData, 'role'> & { role: AuthRole | '' };
export type LoginValues = LoginFormData;

export const EMPTY_LOGIN: LoginValues = { email: '', password: '', rememberMe: false };
export const EMPTY_SIGN_UP: SignUpValues = {
  fullName: '',
  email: '',
  role: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
export type Validation<V, D> = { ok: true; data: D } | { ok: false; errors: FieldErrors<V> };

/** Parses `values`; on failure returns the first message of each field. */
export function validateWith<V extends object, D>(schema: z.ZodMiniType<D>, values: V): Validation<V, D> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<V> };
}

export const validateLogin = (values: LoginValues): Validation<LoginValues, LoginFormData> =>
  validateWith(loginSchema, values);
export const validateSignUp = (values: SignUpValues): Validation<SignUpValues, SignUpFormData> =>
  validateWith(signUpSchema, values);
