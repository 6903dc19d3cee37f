import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SignInRequest, SignUpRequest } from '../../contract/auth.ts';
import { EMPTY_SIGN_UP_ERRORS } from '../../test-support/page-facts.ts';
import { authMessages } from './messages.ts';
import {
  EMPTY_LOGIN,
  EMPTY_SIGN_UP,
  errorTexts,
  validateLogin,
  validateSignUp,
  validateWith,
  type FieldError,
  type LoginValues,
  type SignUpValues,
} from './schemas.ts';

const goodLogin: LoginValues = { email: 'ana@school.org', password: 'secret', rememberMe: false };
const goodSignUp: SignUpValues = {
  fullName: 'Ana Lima',
  email: 'ana@school.org',
  role: 'student',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  terms: true,
};

/** A validation as an English reader sees it. */
const english = <D>(r: { ok: true; data: D } | { ok: false; errors: Partial<Record<string, FieldError>> }) =>
  r.ok ? r : { ok: false, errors: errorTexts(r.errors, authMessages.en) };
const loginErrors = (patch: Partial<LoginValues>) => {
  const r = validateLogin({ ...goodLogin, ...patch });
  return r.ok ? {} : errorTexts(r.errors, authMessages.en);
};
const signUpErrors = (patch: Partial<SignUpValues>) => {
  const r = validateSignUp({ ...goodSignUp, ...patch });
  return r.ok ? {} : errorTexts(r.errors, authMessages.en);
};

/** The first message the contract gives each field it refuses, as the server answers a request. */
function contractErrors(schema: z.ZodMiniType, body: unknown): Record<string, string> {
  const r = schema.safeParse(body);
  const errors: Record<string, string> = {};
  if (!r.success) for (const issue of r.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('validation messages', () => {
  it('the server refuses a bad sign-in with the words the form shows for it', () => {
    const cases: Partial<LoginValues>[] = [
      { email: '', password: '' },
      { email: 'a b@c', password: '12345' },
      { password: 'x'.repeat(257) },
    ];
    for (const patch of cases) {
      const { rememberMe, ...body } = { ...goodLogin, ...patch };
      expect(contractErrors(SignInRequest, { ...body, rememberMe })).toEqual(loginErrors(patch));
    }
    expect(contractErrors(SignInRequest, { email: 'a b@c', password: '12345' })).toEqual({
      email: 'Invalid email format',
      password: 'Password must be at least 6 characters',
    });
  });

  it('the server refuses a bad sign-up with the words the form shows for it', () => {
    const cases: Partial<SignUpValues>[] = [
      { fullName: '', email: '', role: '', password: '', confirmPassword: '' },
      { fullName: 'A', email: '@b', password: 'Abcde12', confirmPassword: 'Abcde12' },
      { password: 'abcdefg1', confirmPassword: 'abcdefg1' },
      { fullName: 'A'.repeat(121), email: `${'a'.repeat(250)}@b.org` },
    ];
    for (const patch of cases) {
      const { fullName, email, role, password } = { ...goodSignUp, ...patch };
      const form = signUpErrors(patch);
      // The confirmation and the terms box stay in the form: the request has neither.
      delete form.confirmPassword;
      delete form.terms;
      expect(contractErrors(SignUpRequest, { fullName, email, role, password })).toEqual(form);
    }
    // The confirmation and the terms box are the form's own: the request has neither.
    const { confirmPassword: _confirm, terms: _terms, ...requestErrors } = EMPTY_SIGN_UP_ERRORS;
    expect(contractErrors(SignUpRequest, { fullName: '', email: '', role: '', password: '' })).toEqual(requestErrors);
  });
});

describe('sign in', () => {
  it('accepts good data and returns the login form data', () => {
    expect(validateLogin({ ...goodLogin, rememberMe: true })).toEqual({
      ok: true,
      data: { email: 'ana@school.org', password: 'secret', rememberMe: true },
    });
  });

  it('reports every empty field with its "required" message', () => {
    expect(english(validateLogin(EMPTY_LOGIN))).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('treats an email of spaces as missing', () => {
    expect(loginErrors({ email: '   ' })).toEqual({ email: 'Email is required' });
  });

  for (const email of ['a@b', 'A@B.COM', 'first.last+tag@sub.example.co', 'x@y@z', ' ana@school.org ']) {
    it(`accepts the email "${email}"`, () => {
      expect(loginErrors({ email })).toEqual({});
    });
  }

  for (const email of ['a b@c', '@b', 'a@', 'ab', 'a@b c', '@']) {
    it(`refuses the email "${email}" as 'Invalid email format'`, () => {
      expect(loginErrors({ email })).toEqual({ email: 'Invalid email format' });
    });
  }

  it('needs at least 6 password characters: 5 fails, 6 passes', () => {
    expect(loginErrors({ password: '12345' })).toEqual({ password: 'Password must be at least 6 characters' });
    expect(loginErrors({ password: '123456' })).toEqual({});
  });

  it('keeps the password exactly as typed (spaces count)', () => {
    const r = validateLogin({ ...goodLogin, password: ' pass ' });
    expect(r).toEqual({ ok: true, data: { ...goodLogin, password: ' pass ' } });
  });
});

describe('sign up', () => {
  it('accepts good data, trimming the name and email', () => {
    expect(validateSignUp({ ...goodSignUp, fullName: '  Ana Lima ', email: ' ana@school.org' })).toEqual({
      ok: true,
      data: goodSignUp,
    });
  });

  it('reports every field of an empty form with its first message', () => {
    expect(english(validateSignUp(EMPTY_SIGN_UP))).toEqual({ ok: false, errors: EMPTY_SIGN_UP_ERRORS });
  });

  /** Each field rule and its cases, [the field's value, the messages shown]. */
  it.each<[string, [Partial<SignUpValues>, Record<string, string>][]]>([
    [
      'full name: required, then at least 2 characters',
      [
        [{ fullName: '  ' }, { fullName: 'Full name is required' }],
        [{ fullName: 'A' }, { fullName: 'Full name must be at least 2 characters' }],
        [{ fullName: ' A ' }, { fullName: 'Full name must be at least 2 characters' }],
        [{ fullName: 'Al' }, {}],
      ],
    ],
    [
      'email: the same rules and messages as sign in',
      [
        [{ email: '' }, { email: 'Email is required' }],
        [{ email: 'a b@c' }, { email: 'Invalid email format' }],
        [{ email: '@b' }, { email: 'Invalid email format' }],
        [{ email: 'a@b' }, {}],
      ],
    ],
    [
      'confirmation: required, then equal to the password',
      [
        [{ confirmPassword: '' }, { confirmPassword: 'Please confirm your password' }],
        [{ confirmPassword: 'Secret13' }, { confirmPassword: 'Passwords do not match' }],
        [{ confirmPassword: 'secret12' }, { confirmPassword: 'Passwords do not match' }],
      ],
    ],
  ])('%s', (_rule, cases) => {
    for (const [values, messages] of cases) expect(signUpErrors(values)).toEqual(messages);
  });

  it('role: one of student, teacher, parent', () => {
    expect(signUpErrors({ role: '' })).toEqual({ role: 'Please select a role' });
    expect(signUpErrors({ role: 'admin' as SignUpValues['role'] })).toEqual({ role: 'Please select a role' });
    for (const role of ['student', 'teacher', 'parent'] as const) expect(signUpErrors({ role })).toEqual({});
  });

  it('password: at least 8 characters: 7 fails, 8 passes', () => {
    expect(signUpErrors({ password: 'Abcde12', confirmPassword: 'Abcde12' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(signUpErrors({ password: 'Abcdef12', confirmPassword: 'Abcdef12' })).toEqual({});
  });

  const weak = 'Password must contain at least one uppercase letter, one lowercase letter, and one number';
  for (const [what, password] of [
    ['an uppercase letter', 'abcdefg1'],
    ['a lowercase letter', 'ABCDEFG1'],
    ['a digit', 'Abcdefgh'],
  ]) {
    it(`password: missing ${what} fails`, () => {
      expect(signUpErrors({ password, confirmPassword: password })).toEqual({ password: weak });
    });
  }

  it('password: empty is "required"', () => {
    expect(signUpErrors({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('confirmation mismatch shows even when other fields are invalid', () => {
    expect(signUpErrors({ fullName: '', password: 'short', confirmPassword: 'other' })).toEqual({
      fullName: 'Full name is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('terms: must be checked', () => {
    expect(signUpErrors({ terms: false })).toEqual({ terms: 'You must accept the terms and conditions' });
  });
});

describe('field errors', () => {
  it('are catalogue keys, shown in the language of the messages given', async () => {
    const r = validateLogin(EMPTY_LOGIN);
    expect(r).toEqual({ ok: false, errors: { email: { key: 'emailRequired' }, password: { key: 'passwordRequired' } } });
    const es = await authMessages.load.es();
    if (!r.ok)
      expect(errorTexts(r.errors, es)).toEqual({
        email: 'El correo electrónico es obligatorio',
        password: 'La contraseña es obligatoria',
      });
  });

  it('have a key for the length limits too', () => {
    expect(loginErrors({ email: `${'a'.repeat(250)}@b.org`, password: 'x'.repeat(257) })).toEqual({
      email: 'Email must be at most 254 characters',
      password: 'Password must be at most 256 characters',
    });
    expect(signUpErrors({ fullName: 'A'.repeat(121) })).toEqual({ fullName: 'Full name must be at most 120 characters' });
    const r = validateSignUp({ ...goodSignUp, fullName: 'A'.repeat(121) });
    expect(r.ok ? null : r.errors.fullName).toEqual({ key: 'fullNameTooLong' });
  });

  it('show a message without a key as the schema gave it', () => {
    const r = validateWith(z.object({ code: z.string().check(z.minLength(3, 'Code too short')) }), { code: 'ab' });
    expect(r).toEqual({ ok: false, errors: { code: { message: 'Code too short' } } });
    if (!r.ok) expect(errorTexts(r.errors, authMessages.en)).toEqual({ code: 'Code too short' });
  });
});
