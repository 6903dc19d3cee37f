import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, isValidEmail, PROFILE_MESSAGES, trimForm, validateCourse, validateProfile } from './form-rules.ts';

describe('Add New Course rules (spec 5: all required)', () => {
  it('reports each blank field', () => {
    expect(validateCourse({ title: ' ', category: '', instructor: '' })).toEqual({
      title: COURSE_MESSAGES.title, category: COURSE_MESSAGES.category, instructor: COURSE_MESSAGES.instructor,
    });
  });
  it('accepts a complete form', () => {
    expect(validateCourse({ title: 'Biology', category: 'Science', instructor: 'Dr. Lee' })).toEqual({});
  });
});

describe('Edit Profile rules (spec 5)', () => {
  const ok = { name: 'Alex', email: 'a@b.co', phone: '', location: '', bio: '' };
  it('name required', () => {
    expect(validateProfile({ ...ok, name: '  ' })).toEqual({ name: PROFILE_MESSAGES.nameRequired });
  });
  it('email required, then valid', () => {
    expect(validateProfile({ ...ok, email: '' })).toEqual({ email: PROFILE_MESSAGES.emailRequired });
    expect(validateProfile({ ...ok, email: 'alex@' })).toEqual({ email: PROFILE_MESSAGES.emailInvalid });
  });
  it('phone, location and bio are optional', () => {
    expect(validateProfile(ok)).toEqual({});
  });
  it.each([
    ['a@b.co', true], ['first.last@school.edu', true], ['a b@c.de', false], ['a@b', false], ['@b.co', false],
  ])('email %s valid: %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
  it('trims strings', () => {
    expect(trimForm({ a: ' x ', b: 2 })).toEqual({ a: 'x', b: 2 });
  });
});
