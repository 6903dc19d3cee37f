/**
 * Auth constants of spec section 9 ("Auth", "Layout").
 * TODO(contract): these belong in src/contract/constants.ts (section 9); until the contract
 * owner adds them they live here, used only by the auth feature.
 */

/** Roles a person picks at sign-up (spec sections 6 and 9), with their display labels. */
export const AUTH_ROLES = ['student', 'teacher', 'parent'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];
export const ROLE_LABELS: Record<AuthRole, string> = { student: 'Student', teacher: 'Teacher', parent: 'Parent' };

export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const FULL_NAME_MIN_LENGTH = 2;

/** The spec's simulated submit: no server call, a 2000 ms delay. */
export const SIMULATED_SUBMIT_DELAY_MS = 2000;

/** The side panel fades in this long after the screen appears. */
export const PANEL_FADE_DELAY_MS = 100;
