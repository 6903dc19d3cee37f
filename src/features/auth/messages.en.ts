/**
 * The sign-in / sign-up screen's texts. Tables by tab are keyed `login` / `signup`; `roles` by
 * the role id the form submits; `errors` by the field message's key (the same English as the
 * contract's field messages, which the server sends too).
 */
const en = {
  title: { login: 'Welcome Back', signup: 'Join Our Learning Community' },
  subtitle: { login: 'Sign in to continue your learning journey', signup: 'Create your account to start learning today' },
  account: 'Account',
  tabs: { login: 'Sign In', signup: 'Sign Up' },
  submit: { login: 'Sign In', signup: 'Create Account' },
  submitting: { login: 'Signing in...', signup: 'Creating account...' },
  socialDivider: { login: 'Or continue with', signup: 'Or sign up with' },
  continueWith: (provider: string) => `Continue with ${provider}`,
  signUpWith: (provider: string) => `Sign up with ${provider}`,
  success: { login: 'Login successful!', signup: 'Account created successfully!' },
  failure: { login: 'Login failed. Please try again.', signup: 'Sign up failed. Please try again.' },
  serverUnreachable: 'The server could not be reached. Check your connection and try again.',
  /** The sign-in went through, but the browser did not keep its cookie on this site. */
  cookieRefused:
    "Your browser did not keep the sign-in on this site: it blocks the portal's cookie here (a third-party cookie), so you would be signed out at once. Sign in on the portal's own site, or ask this site's administrator to sign people in with embed tokens (see \"Signed embed tokens\" in the widgets' README).",
  /** The same sentences as the server's refusals (the contract's AUTH_ERRORS). */
  waiting: {
    pendingTeacher:
      "Your teacher account is waiting for approval by the school's administrator. Once approved, you can sign in and open the teacher dashboard.",
    declinedTeacher: "The school's administrator declined your teacher account.",
    unlinkedStudent:
      "Your account is not linked to a student record yet. Ask your teacher or the school's administrator to link it to your student record.",
    unlinkedParent:
      "Your account is not linked to a child yet. Ask your child's teacher or the school's administrator to link it to your child's record.",
  },
  /** Follows `waiting.declinedTeacher` when the administrator gave a reason. */
  declinedReason: (reason: string) => `Reason: ${reason}`,

  panelTitle: 'Empower Your Learning Journey',
  panelText: 'Access thousands of courses, connect with expert instructors, and achieve your educational goals.',
  features: { tools: 'Interactive Learning Tools', instructors: 'Expert Instructors', security: 'Fast & Secure Platform' },

  emailLabel: 'Email Address',
  passwordLabel: 'Password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  fullNameLabel: 'Full Name',
  roleLabel: 'I am a',
  rolePlaceholder: 'Select your role',
  roles: { student: 'Student', teacher: 'Teacher', parent: 'Parent' },
  confirmPasswordLabel: 'Confirm Password',
  /** `terms` and `privacy` stand where the two links go, in the order the sentence needs. */
  termsAgreement: (terms: string, privacy: string) => `I agree to the ${terms} and ${privacy}`,
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',

  errors: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email format',
    emailTooLong: 'Email must be at most 254 characters',
    emailInvisible: 'Email must not contain invisible characters',
    emailMixedScripts: 'The part before @ must not mix letters of different alphabets',
    passwordRequired: 'Password is required',
    signInPasswordShort: 'Password must be at least 6 characters',
    signUpPasswordShort: 'Password must be at least 8 characters',
    passwordTooLong: 'Password must be at most 256 characters',
    passwordWeak: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    passwordCommon: 'This password is too common',
    fullNameRequired: 'Full name is required',
    fullNameShort: 'Full name must be at least 2 characters',
    fullNameTooLong: 'Full name must be at most 120 characters',
    roleRequired: 'Please select a role',
    confirmRequired: 'Please confirm your password',
    passwordsDiffer: 'Passwords do not match',
    termsRequired: 'You must accept the terms and conditions',
  },
};

/** A field message's key, e.g. `emailRequired`. */
export type AuthErrorKey = keyof typeof en.errors;
/** What a new account still waits for, e.g. `pendingTeacher`. */
export type WaitingKey = keyof typeof en.waiting;
/** A feature bullet of the side panel. */
export type PanelFeature = keyof typeof en.features;

export default en;
