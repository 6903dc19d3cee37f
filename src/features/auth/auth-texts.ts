import type { AuthTab } from './tab-rules.ts';

/** Every text of the auth screen that the spec fixes (sections 1, 2, 4 and 8), to the letter. */
export const HEADINGS: Record<AuthTab, { title: string; subtitle: string }> = {
  login: { title: 'Welcome Back', subtitle: 'Sign in to continue your learning journey' },
  signup: { title: 'Join Our Learning Community', subtitle: 'Create your account to start learning today' },
};

export const TAB_LABELS: Record<AuthTab, string> = { login: 'Sign In', signup: 'Sign Up' };

export const SUBMIT_LABELS: Record<AuthTab, { idle: string; busy: string }> = {
  login: { idle: 'Sign In', busy: 'Signing in...' },
  signup: { idle: 'Create Account', busy: 'Creating account...' },
};

export const SOCIAL_DIVIDER: Record<AuthTab, string> = { login: 'Or continue with', signup: 'Or sign up with' };

export const TOASTS: Record<AuthTab, { success: string; failure: string }> = {
  login: { success: 'Login successful!', failure: 'Login failed. Please try again.' },
  signup: { success: 'Account created successfully!', failure: 'Sign up failed. Please try again.' },
};

export const PANEL_TITLE = 'Empower Your Learning Journey';
/** Section 1's marketing copy for the auth screen. */
export const PANEL_TEXT =
  'Access thousands of courses, connect with expert instructors, and achieve your educational goals.';
export const PANEL_FEATURES = ['Interactive Learning Tools', 'Expert Instructors', 'Fast & Secure Platform'] as const;
export type PanelFeature = (typeof PANEL_FEATURES)[number];

export const ROLE_PLACEHOLDER = 'Select your role';
