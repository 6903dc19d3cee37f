import type { QuestionOutcome, QuestionType, ResultState } from '../../../contract/index.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import type { TestsMessages } from './messages.ts';
import type { TestResultsMessages } from './results-messages.ts';
import { trimEnd } from '../../../contract/text.ts';

/** Badge tones of the shared section sheet ('' is the muted default). */
export const RESULT_STATE_TONES: Record<ResultState, string> = {
  'not-started': '',
  'in-progress': 'tone-warning',
  submitted: 'tone-info',
  graded: 'tone-success',
};

export const OUTCOME_TONES: Record<QuestionOutcome, string> = {
  correct: 'tone-success',
  incorrect: 'tone-danger',
  partial: 'tone-warning',
  pending: 'tone-info',
};

/** Passed, Not passed, or a dash before the attempt is graded. */
export const passedLabel = (passed: boolean | null, m: TestResultsMessages): string =>
  passed === null ? '—' : passed ? m.passed : m.notPassed;

/** A stored answer as a person reads it: true/false keys 'true'/'false' become the words in `words`. */
export function answerText(type: QuestionType, value: string, words: TestsMessages['trueFalse']): string {
  if (type === 'true-false' && (value === 'true' || value === 'false')) return words[value];
  return value;
}

/** 78.46 -> '78.5%' in the language `tag` (one decimal at most); a dash when unknown. */
export const percentText = (tag: string, n: number | null): string =>
  n === null ? '—' : formatNumber(tag, n / 100, { style: 'percent', maximumFractionDigits: 1 });
/** Points to one decimal at most in the language `tag` (8.25 -> '8.3'); a dash when unknown. */
export const pointsText = (tag: string, n: number | null): string =>
  n === null ? '—' : formatNumber(tag, n, { maximumFractionDigits: 1 });

/** A share (0..100, or null before any submission) as a bar width between 0% and 100%. */
export const barWidth = (share: number | null): string => `${Math.min(100, Math.max(0, share ?? 0))}%`;

/** A plain decimal number: digits with an optional fraction (no sign, exponent or hex). */
const POINTS_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * The points a teacher types for one answer: a number from 0 to the question's points with at
 * most one decimal. `badInput` is the browser's word that the field holds text that is no number
 * (a number field then reports its value as ''). Returns the points, or the message (in `m`'s
 * language) to show under the field.
 */
export function parsePoints(
  raw: string,
  max: number,
  m: TestResultsMessages,
  badInput = false,
): { points: number } | { error: string } {
  const text = raw.trim();
  const notANumber = m.pointsNotANumber(max);
  if (badInput) return { error: notANumber };
  if (text === '') return { error: m.pointsMissing(max) };
  if (text.startsWith('-')) return { error: m.pointsOutOfRange(max) };
  if (!POINTS_PATTERN.test(text)) return { error: notANumber };
  const n = Number(text);
  if (n > max) return { error: m.pointsOutOfRange(max) };
  if (trimEnd(text.split('.')[1] ?? '', '0').length > 1) return { error: m.pointsOneDecimal };
  return { points: n };
}
