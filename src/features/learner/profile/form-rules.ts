import { EMAIL_MAX_LENGTH } from '../../../contract/auth.ts';
import { DOTTED_EMAIL } from '../../../contract/email.ts';
import type { LearnerSectionMessages } from '../shared/section-messages.ts';
import type { CourseForm, ProfileForm } from '../shared/model.ts';

export type FormErrors<T> = Partial<Record<keyof T, string>>;

type CourseErrorTexts = Pick<LearnerSectionMessages, 'courseErrors'>;
type ProfileErrorTexts = Pick<LearnerSectionMessages, 'profileErrors'>;

const blank = (s: string): boolean => s.trim() === '';

/** Title, category and instructor are all required; the errors are in the language of `m`. */
export function validateCourse(form: CourseForm, m: CourseErrorTexts): FormErrors<CourseForm> {
  const errors: FormErrors<CourseForm> = {};
  if (blank(form.title)) errors.title = m.courseErrors.title;
  if (blank(form.category)) errors.category = m.courseErrors.category;
  if (blank(form.instructor)) errors.instructor = m.courseErrors.instructor;
  return errors;
}

/** local@domain.tld with no spaces (checked only up to an address's longest length). */
export const isValidEmail = (email: string): boolean => {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && DOTTED_EMAIL.test(trimmed);
};

/** Name required; email required and valid; the rest optional. The errors are in the language of `m`. */
export function validateProfile(form: ProfileForm, m: ProfileErrorTexts): FormErrors<ProfileForm> {
  const errors: FormErrors<ProfileForm> = {};
  if (blank(form.name)) errors.name = m.profileErrors.nameRequired;
  if (blank(form.email)) errors.email = m.profileErrors.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = m.profileErrors.emailInvalid;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** Trimmed copy of a form (what gets stored). */
export function trimForm<T extends object>(form: T): T {
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
}
