import * as z from 'zod/mini';
import { AUTH_MESSAGES, SignInRequest, SignUpFields } from '../../contract/auth.ts';
import { type AuthRole } from '../../contract/account-texts.ts';
import { authMessages, type AuthMessages } from './messages.ts';
import type { AuthErrorKey } from './messages.en.ts';

/** The Sign In form: the request, with the remember-me box always set. */
export const loginSchema = z.extend(SignInRequest, { rememberMe: z.boolean() });

export const signUpSchema = SignUpFields.check(
  z.refine((d) => d.confirmPassword === '' || d.confirmPassword === d.password, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
    // Compare even while other fields are invalid, so every error shows on the first submit.
    when: () => true,
  }),
);

/** What the Sign In form submits. */
export type LoginFormData = z.infer<typeof loginSchema>;
/** What the Sign Up form submits. */
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

/**
 * A field's first problem: the key of its text in the catalogue, or, for a message the
 * catalogue has no key for, that message as the schema gave it.
 */
export type FieldError = { key: AuthErrorKey } | { message: string };
export type FieldErrors<V> = Partial<Record<keyof V & string, FieldError>>;
export type Validation<V, D> = { ok: true; data: D } | { ok: false; errors: FieldErrors<V> };

// The schemas carry the contract's English field messages (the server sends the same ones);
// each is known by its English text.
const KEY_OF_MESSAGE = new Map(Object.entries(authMessages.en.errors).map(([key, text]) => [text, key as AuthErrorKey]));

const fieldError = (message: string): FieldError => {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? { key } : { message };
};

/**
 * A server refusal of one field in a text of the catalogue ("Invalid sign-up: password: This
 * password is too common", a rule only the server checks): that field and its error.
 */
export function serverFieldError(message: string): { field: string; error: FieldError } | undefined {
  const m = /^Invalid [^:]*: (\w+): (.+)$/.exec(message);
  const key = m ? KEY_OF_MESSAGE.get(m[2]!) : undefined;
  return m && key ? { field: m[1]!, error: { key } } : undefined;
}

/** Parses `values`; on failure returns the first problem of each field. */
export function validateWith<V extends object, D>(schema: z.ZodMiniType<D>, values: V): Validation<V, D> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = fieldError(issue.message);
  }
  return { ok: false, errors: errors as FieldErrors<V> };
}

/** The errors as the texts shown under the fields, in the language of `m`. */
export function errorTexts<K extends string>(
  errors: Partial<Record<K, FieldError>>,
  m: AuthMessages,
): Partial<Record<K, string>> {
  const texts: Partial<Record<K, string>> = {};
  for (const [field, error] of Object.entries(errors) as [K, FieldError | undefined][]) {
    if (error) texts[field] = 'key' in error ? m.errors[error.key] : error.message;
  }
  return texts;
}

export const validateLogin = (values: LoginValues): Validation<LoginValues, LoginFormData> => validateWith(loginSchema, values);
export const validateSignUp = (values: SignUpValues): Validation<SignUpValues, SignUpFormData> =>
  validateWith(signUpSchema, values);
