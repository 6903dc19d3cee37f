// What the component tests and the end-to-end tests both look for: plain data, so both runners load it.

/** The errors an empty sign-up form shows, by field, in the order the form shows them. */
export const EMPTY_SIGN_UP_ERRORS = {
  fullName: 'Full name is required',
  email: 'Email is required',
  role: 'Please select a role',
  password: 'Password is required',
  confirmPassword: 'Please confirm your password',
  terms: 'You must accept the terms and conditions',
} as const;

/** The section headings of a student's profile in the teacher's directory. */
export const STUDENT_PROFILE_SECTIONS = [
  'Basic Information',
  'Parent/Guardian Information',
  'Academic Performance',
  'Recent Test Results',
  'Recent Attendance',
  'Communication History',
] as const;

/** Every inherited property the widgets' texts depend on: a host page's global CSS changes none of them inside. */
export const INHERITED_TEXT_PROPERTIES = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'text-shadow',
  'white-space',
  'direction',
  'visibility',
  'cursor',
  'font-variant-caps',
  'word-break',
  'hyphens',
  '-webkit-text-fill-color',
] as const;
