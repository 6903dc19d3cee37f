import { describe, expect, it } from 'vitest';
import { isValidEmail, trimForm, validateCourse, validateProfile } from './form-rules.ts';
import { LEARNER_SECTION_EN } from '../shared/section-messages.ts';

const { profileErrors } = LEARNER_SECTION_EN;

describe('Add New Course rules (all required)', () => {
  it('reports each blank field', () => {
    expect(validateCourse({ title: ' ', category: '', instructor: '' }, LEARNER_SECTION_EN)).toEqual({
      title: 'Course title is required',
      category: 'Category is required',
      instructor: 'Instructor is required',
    });
  });
  it('accepts a complete form', () => {
    expect(validateCourse({ title: 'Biology', category: 'Science', instructor: 'Dr. Lee' }, LEARNER_SECTION_EN)).toEqual({});
  });
});

describe('Edit Profile rules', () => {
  const ok = { name: 'Alex', email: 'a@b.co', phone: '', location: '', bio: '' };
  it('name required', () => {
    expect(validateProfile({ ...ok, name: '  ' }, LEARNER_SECTION_EN)).toEqual({ name: profileErrors.nameRequired });
  });
  it('email required, then valid', () => {
    expect(validateProfile({ ...ok, email: '' }, LEARNER_SECTION_EN)).toEqual({ email: profileErrors.emailRequired });
    expect(validateProfile({ ...ok, email: 'alex@' }, LEARNER_SECTION_EN)).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('phone, location and bio are optional', () => {
    expect(validateProfile(ok, LEARNER_SECTION_EN)).toEqual({});
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
