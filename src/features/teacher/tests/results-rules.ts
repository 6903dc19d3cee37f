import type { QuestionOutcome, QuestionType, ResultState, TestResults } from '../../../contract/index.ts';

export const RESULT_STATE_LABELS: Record<ResultState, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  submitted: 'Submitted',
  graded: 'Graded',
};

/** Badge tones of the shared section sheet ('' is the muted default). */
export const RESULT_STATE_TONES: Record<ResultState, string> = {
  'not-started': '',
  'in-progress': 'tone-warning',
  submitted: 'tone-info',
  graded: 'tone-success',
};

export const OUTCOME_LABELS: Record<QuestionOutcome, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  partial: 'Partly correct',
  pending: 'Waiting for grading',
};

export const OUTCOME_TONES: Record<QuestionOutcome, string> = {
  correct: 'tone-success',
  incorrect: 'tone-danger',
  partial: 'tone-warning',
  pending: 'tone-info',
};

export const RESULTS_MSG = {
  noStudents: 'No students in the assigned classes.',
  noSubmissions: 'No submissions yet.',
  queueEmpty: 'Nothing is waiting for grading.',
  notSubmitted: 'The answers show once the attempt is submitted.',
} as const;

export const passedLabel = (passed: boolean | null): string => (passed === null ? '—' : passed ? 'Passed' : 'Not passed');

/** A stored answer as a person reads it: true/false keys are 'true'/'false'. */
export function answerText(type: QuestionType, value: string): string {
  if (type === 'true-false' && (value === 'true' || value === 'false')) return value === 'true' ? 'True' : 'False';
  return value;
}

/** 78.5 -> '78.5', 80 -> '80'. */
const oneDecimal = (n: number): string => String(Math.round(n * 10) / 10);

export const percentText = (n: number | null): string => (n === null ? '—' : `${oneDecimal(n)}%`);
export const pointsText = (n: number | null): string => (n === null ? '—' : oneDecimal(n));

export interface ResultsSummary {
  students: number;
  /** Learners whose latest attempt is submitted or graded. */
  submitted: number;
  graded: number;
  /** Mean percentage of the graded learners; null when none is graded. */
  averagePercent: number | null;
  passed: number;
  /** Share of the graded learners who passed (0..100); null when none is graded. */
  passRate: number | null;
}

export function summarize(r: TestResults): ResultsSummary {
  const submitted = r.students.filter((s) => s.state === 'submitted' || s.state === 'graded').length;
  const graded = r.students.filter((s) => s.state === 'graded' && s.percentage !== null);
  const passed = graded.filter((s) => s.passed === true).length;
  return {
    students: r.students.length,
    submitted,
    graded: graded.length,
    averagePercent: graded.length ? graded.reduce((sum, s) => sum + (s.percentage ?? 0), 0) / graded.length : null,
    passed,
    passRate: graded.length ? (100 * passed) / graded.length : null,
  };
}

/** A share (0..100, or null before any submission) as a bar width between 0% and 100%. */
export const barWidth = (share: number | null): string => `${Math.min(100, Math.max(0, share ?? 0))}%`;

/** A plain decimal number: digits with an optional fraction (no sign, exponent or hex). */
const POINTS_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * The points a teacher types for one answer: a number from 0 to the question's points with at
 * most one decimal. `badInput` is the browser's word that the field holds text that is no number
 * (a number field then reports its value as ''). Returns the points, or the message to show
 * under the field.
 */
export function parsePoints(raw: string, max: number, badInput = false): { points: number } | { error: string } {
  const text = raw.trim();
  const notANumber = `Points must be a number from 0 to ${max}.`;
  if (badInput) return { error: notANumber };
  if (text === '') return { error: `Please enter the points (0 to ${max}).` };
  if (text.startsWith('-')) return { error: `Points must be between 0 and ${max}.` };
  if (!POINTS_PATTERN.test(text)) return { error: notANumber };
  const n = Number(text);
  if (n > max) return { error: `Points must be between 0 and ${max}.` };
  if ((text.split('.')[1] ?? '').replace(/0+$/, '').length > 1) return { error: 'Points can have at most one decimal (for example 2.5).' };
  return { points: n };
}
