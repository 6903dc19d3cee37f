import { describe, expect, it } from 'vitest';
import { isValidEmail, trimForm, validateCourse, validateProfile } from './form-rules.ts';
import { learnerSectionMessages } from '../shared/section-messages.ts';

const { profileErrors } = learnerSectionMessages.en;

describe('Add New Course rules (all required)', () => {
  it('reports each blank field', () => {
    expect(validateCourse({ title: ' ', category: '', instructor: '' }, learnerSectionMessages.en)).toEqual({
      title: 'Course title is required',
      category: 'Category is required',
      instructor: 'Instructor is required',
    });
  });
  it('accepts a complete form', () => {
    expect(validateCourse({ title: 'Biology', category: 'Science', instructor: 'Dr. Lee' }, learnerSectionMessages.en)).toEqual(
      {},
    );
  });
});

describe('Edit Profile rules', () => {
  const ok = { name: 'Alex', email: 'a@b.co', phone: '', location: '', bio: '' };
  it('name required', () => {
    expect(validateProfile({ ...ok, name: '  ' }, learnerSectionMessages.en)).toEqual({ name: profileErrors.nameRequired });
  });
  it('email required, then valid', () => {
    expect(validateProfile({ ...ok, email: '' }, learnerSectionMessages.en)).toEqual({ email: profileErrors.emailRequired });
    expect(validateProfile({ ...ok, email: 'alex@' }, learnerSectionMessages.en)).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('phone, location and bio are optional', () => {
    expect(validateProfile(ok, learnerSectionMessages.en)).toEqual({});
  });
  it.each([
    ['a@b.co', true],
    ['first.last@school.edu', true],
    ['a b@c.de', false],
    ['a@b', false],
    ['@b.co', false],
  ])('email %s valid: %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
  it('trims strings', () => {
    expect(trimForm({ a: ' x ', b: 2 })).toEqual({ a: 'x', b: 2 });
  });
});
