import type { CourseForm, ProfileForm } from './model.ts';

export type FormErrors<T> = Partial<Record<keyof T, string>>;

export const COURSE_MESSAGES = {
  title: 'Course title is required',
  category: 'Category is required',
  instructor: 'Instructor is required',
} as const;

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

const blank = (s: string): boolean => s.trim() === '';

/** Spec section 5: title, category and instructor are all required. */
export function validateCourse(form: CourseForm): FormErrors<CourseForm> {
  const errors: FormErrors<CourseForm> = {};
  if (blank(form.title)) errors.title = COURSE_MESSAGES.title;
  if (blank(form.category)) errors.category = COURSE_MESSAGES.category;
  if (blank(form.instructor)) errors.instructor = COURSE_MESSAGES.instructor;
  return errors;
}

/** local@domain.tld with no spaces. */
export const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** Spec section 5: name required; email required and valid; the rest optional. */
export function validateProfile(form: ProfileForm): FormErrors<ProfileForm> {
  const errors: FormErrors<ProfileForm> = {};
  if (blank(form.name)) errors.name = PROFILE_MESSAGES.nameRequired;
  if (blank(form.email)) errors.email = PROFILE_MESSAGES.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = PROFILE_MESSAGES.emailInvalid;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** Trimmed copy of a form (what gets stored). */
export function trimForm<T extends object>(form: T): T {
  return Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as T;
}
