import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, emailField, SignInRequest } from './auth.ts';
import { emailKey, hasInvisibleCharacters, localPartMixesScripts, normalizeEmail } from './email.ts';

const messagesOf = (email: string): string[] => {
  const result = emailField.safeParse(email);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('emailField', () => {
  it('checks the length first and runs no later rule on an oversized value', () => {
    // Every later rule would refuse this value too: only the length speaks.
    const hostile = '@'.repeat(64_000) + ' x\u200b';
    expect(new Set(messagesOf(hostile))).toEqual(new Set([AUTH_MESSAGES.emailTooLong]));
    // Past twice the limit in UTF-16 units, no character count could let it through.
    expect(new Set(messagesOf('a'.repeat(2 * EMAIL_MAX_LENGTH) + '\u0435'))).toEqual(new Set([AUTH_MESSAGES.emailTooLong]));
  });

  it('folds compatibility forms and the domain case, keeping the local part as typed', () => {
    expect(emailField.parse('  Ｌｅａｒｎｅｒ@ＥＤＵ.Example ')).toBe('Learner@edu.example');
    expect(emailKey(' Ｌｅａｒｎｅｒ@ＥＤＵ.Example')).toBe('learner@edu.example');
  });

  it.each([
    ['zero-width space', 'ana\u200b@school.org'],
    ['zero-width joiner', 'an\u200da@school.org'],
    ['right-to-left override', '\u202eana@school.org'],
    ['left-to-right mark', 'ana@school.org\u200e'],
    ['soft hyphen', 'an\u00ada@school.org'],
    ['word joiner', 'ana\u2060@school.org'],
    ['byte order mark', 'an\ufeffa@school.org'],
    ['Hangul filler', 'ana\u3164@school.org'],
    ['variation selector', 'ana\ufe0f@school.org'],
    ['control code', 'ana\u0007@school.org'],
  ])('refuses an email holding a %s', (_, email) => {
    expect(messagesOf(email)[0]).toBe(AUTH_MESSAGES.emailInvisible);
  });

  it.each([
    ['Latin with a Cyrillic е', 'l\u0435arner@school.org'],
    ['Latin with a Greek ο', 'ana.l\u03bfpez@school.org'],
    ['Cyrillic with a Latin a', 'ив\u0061н@school.org'],
  ])('refuses a local part mixing scripts: %s', (_, email) => {
    expect(messagesOf(email)).toEqual([AUTH_MESSAGES.emailMixedScripts]);
  });

  it.each(['ana.lima+2026@school.org', 'иван@school.org', 'محمد@school.org', '山田たろう@school.jp', 'O\u0301scar@school.org'])(
    'accepts a single-script address: %s',
    (email) => expect(messagesOf(email)).toEqual([]),
  );

  it('keeps refusing what it always did', () => {
    expect(messagesOf('   ')).toEqual([AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid]);
    for (const email of ['a b@c', 'ab', '@b', 'a@']) expect(messagesOf(email), email).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect(SignInRequest.safeParse({ email: 'a@b', password: 'secret1' }).success).toBe(true);
  });
});

describe('email rules', () => {
  it('normalizes NFKC and lower-cases only the domain', () => {
    expect(normalizeEmail('Ana@School.ORG')).toBe('Ana@school.org');
    expect(normalizeEmail('ａｎａ@ｓｃｈｏｏｌ.org')).toBe('ana@school.org');
  });
  it('tells invisible characters from visible ones', () => {
    expect(hasInvisibleCharacters('ana.lima@school.org')).toBe(false);
    expect(hasInvisibleCharacters('ana\u200c@school.org')).toBe(true);
  });
  it('judges scripts in the local part only', () => {
    expect(localPartMixesScripts('ana@школа.рф')).toBe(false);
    expect(localPartMixesScripts('ana2026_x@school.org')).toBe(false);
    expect(localPartMixesScripts('аna@school.org')).toBe(true);
  });
});
