/** Timing constants of the auth screen. */

/** The spec's simulated submit: no server call, a 2000 ms delay. */
export const SIMULATED_SUBMIT_DELAY_MS = 2000;

/** The side panel fades in this long after the screen appears. */
export const PANEL_FADE_DELAY_MS = 100;
