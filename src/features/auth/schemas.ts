import * as z from 'zod/mini';
import {
  AUTH_MESSAGES,
  emailField,
  fullNameField,
  roleField,
  signInPasswordField,
  signUpPasswordField,
  type AuthRole,
} from '../../contract/auth.ts';

/** The sign-in and sign-up field messages, to the letter (shared with the server). */
export const MESSAGES = AUTH_MESSAGES;

export const loginSchema = z.object({
  email: emailField,
  password: signInPasswordField,
  rememberMe: z.boolean(),
});

export const signUpSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    role: roleField,
    password: signUpPasswordField,
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
