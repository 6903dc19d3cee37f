import { bandOf } from '../../../lib/band.ts';

/**
 * Colour thresholds of the teacher side, as tone names that map to the
 * --edu-success|info|warning|danger tokens: green, blue, yellow, red.
 */
export type Tone = 'success' | 'info' | 'warning' | 'danger';

/** Grades: >= 90 green, >= 80 blue, >= 70 yellow, else red. */
export const gradeTone = (percent: number): Tone => bandOf(percent, [90, 80, 70], ['success', 'info', 'warning', 'danger']);

/** Attendance: >= 90 green, >= 80 yellow, else red. */
export const attendanceTone = (percent: number): Tone => bandOf(percent, [90, 80], ['success', 'warning', 'danger']);

/** Letter grades: A green, B blue, C yellow, else red ('A+' / 'B-' count as their letter). */
export function letterTone(letter: string): Tone {
  const first = letter.trim().charAt(0).toUpperCase();
  if (first === 'A') return 'success';
  if (first === 'B') return 'info';
  if (first === 'C') return 'warning';
  return 'danger';
}
