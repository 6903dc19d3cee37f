import {
  QUESTION_DEFAULTS,
  TEST_DEFAULTS,
  type CreateTestRequest,
  type Question,
  type QuestionType,
} from '../../../contract/index.ts';
import type { TestsMessages } from './messages.ts';

/** Upper bounds the server accepts (contract); the spec only fixes the lower ones. */
export const BOUNDS = {
  timeLimit: { min: 1, max: 10_000 },
  maxAttempts: { min: 1, max: 1000 },
  passingScore: { min: 0, max: 100 },
  points: { min: 1, max: 1000 },
} as const;

/** What the settings inputs hold: raw text, so a user can clear a field while typing. */
export interface SettingsDraft {
  title: string;
  timeLimit: string;
  maxAttempts: string;
  passingScore: string;
}

export const defaultSettings = (): SettingsDraft => ({
  title: '',
  timeLimit: String(TEST_DEFAULTS.timeLimit),
  maxAttempts: String(TEST_DEFAULTS.maxAttempts),
  passingScore: String(TEST_DEFAULTS.passingScore),
});

export interface QuestionDraft {
  type: QuestionType;
  question: string;
  options: string[];
  /** multiple-choice: the index of the correct option ('0'..'3'); true-false: 'true'/'false'; short answer: the expected answer. */
  correctAnswer: string;
  points: string;
}

export const defaultQuestion = (type: QuestionType = QUESTION_DEFAULTS.type): QuestionDraft => ({
  type,
  question: '',
  options: Array.from({ length: QUESTION_DEFAULTS.optionCount }, () => ''),
  correctAnswer: '',
  points: String(QUESTION_DEFAULTS.points),
});

/** Option letters A, B, C, D... */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/**
 * A number field's value within [min, max]: below min -> min, above max -> max,
 * not a number -> `fallback`. Integers only (fractions are cut), except where `integer` is false.
 */
export function clampNumber(raw: string, min: number, max: number, fallback: number, integer = true): number {
  const n = integer ? Number.parseInt(raw, 10) : Number.parseFloat(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/** Points: an invalid entry (empty, not a number, below 1) becomes 1 (spec section 5). */
export function normalizePoints(raw: string): number {
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < BOUNDS.points.min) return BOUNDS.points.min;
  return Math.min(BOUNDS.points.max, n);
}

export const normalizeTimeLimit = (raw: string): number =>
  clampNumber(raw, BOUNDS.timeLimit.min, BOUNDS.timeLimit.max, TEST_DEFAULTS.timeLimit);
export const normalizeMaxAttempts = (raw: string): number =>
  clampNumber(raw, BOUNDS.maxAttempts.min, BOUNDS.maxAttempts.max, TEST_DEFAULTS.maxAttempts);
export const normalizePassingScore = (raw: string): number =>
  clampNumber(raw, BOUNDS.passingScore.min, BOUNDS.passingScore.max, TEST_DEFAULTS.passingScore, false);

export type QuestionField = 'question' | 'options' | 'correctAnswer';
export interface QuestionError {
  field: QuestionField;
  message: string;
}

/**
 * The first problem of a question draft, in this order: its text, then every multiple-choice
 * option, then the correct answer; null when it can be added. The message is in `m`'s language.
 */
export function validateQuestion(q: QuestionDraft, m: TestsMessages): QuestionError | null {
  if (q.question.trim() === '') return { field: 'question', message: m.invalid.question };
  if (q.type === 'multiple-choice' && q.options.some((o) => o.trim() === '')) {
    return { field: 'options', message: m.invalid.options };
  }
  if (q.type === 'multiple-choice') {
    const i = Number.parseInt(q.correctAnswer, 10);
    if (!(i >= 0 && i < q.options.length)) return { field: 'correctAnswer', message: m.invalid.correct };
  }
  if (q.type === 'true-false' && q.correctAnswer !== 'true' && q.correctAnswer !== 'false') {
    return { field: 'correctAnswer', message: m.invalid.correct };
  }
  return null;
}

/**
 * A valid draft as the Question the server stores: multiple choice keeps its 4 options and
 * names the correct one by its text; the other types carry no options; essay has no answer.
 */
export function buildQuestion(q: QuestionDraft, id: number): Question {
  const options = q.type === 'multiple-choice' ? q.options.map((o) => o.trim()) : [];
  let correctAnswer = '';
  if (q.type === 'multiple-choice') correctAnswer = options[Number.parseInt(q.correctAnswer, 10)] ?? '';
  else if (q.type === 'true-false') correctAnswer = q.correctAnswer;
  else if (q.type === 'short-answer') correctAnswer = q.correctAnswer.trim();
  return { id, type: q.type, question: q.question.trim(), options, correctAnswer, points: normalizePoints(q.points) };
}

export const totalPoints = (questions: readonly Pick<Question, 'points'>[]): number =>
  questions.reduce((sum, q) => sum + q.points, 0);

export type TestError = { field: 'title' | 'questions'; message: string };

/** Saving checks the title first, then that there is a question; the message is in `m`'s language. */
export function validateTest(settings: SettingsDraft, questions: readonly Question[], m: TestsMessages): TestError | null {
  if (settings.title.trim() === '') return { field: 'title', message: m.invalid.title };
  if (questions.length === 0) return { field: 'questions', message: m.invalid.noQuestions };
  return null;
}

/** The request body for POST /api/tests, numbers within bounds and totalPoints the sum. */
export function buildTest(settings: SettingsDraft, questions: Question[]): CreateTestRequest {
  return {
    title: settings.title.trim(),
    timeLimit: normalizeTimeLimit(settings.timeLimit),
    maxAttempts: normalizeMaxAttempts(settings.maxAttempts),
    passingScore: normalizePassingScore(settings.passingScore),
    questions,
    totalPoints: totalPoints(questions),
  };
}
