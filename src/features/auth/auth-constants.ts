/** Timing constants of the auth screen. */

/** The simulated submit: no server call, a 2000 ms delay. */
export const SIMULATED_SUBMIT_DELAY_MS = 2000;

/** The side panel fades in this long after the screen appears. */
export const PANEL_FADE_DELAY_MS = 100;

/**
 * After a successful sign-in or sign-up the success toast stays in view this long before the
 * page moves on (the form gives way to the dashboard, which would take the toast with it).
 */
export const SIGNED_IN_PAUSE_MS = 1200;
