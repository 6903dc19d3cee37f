import {
  DEFAULT_REVIEW,
  QUESTION_DEFAULTS,
  TEST_DEFAULTS,
  type ReviewOptions,
  type CreateTestRequest,
  type Question,
  type QuestionType,
} from '../../../contract/index.ts';
import type { TestsMessages } from './messages.ts';

/** Upper bounds the server accepts (contract); the builder's own rules fix the lower ones. */
export const BOUNDS = {
  timeLimit: { min: 1, max: 10_000 },
  maxAttempts: { min: 1, max: 1000 },
  passingScore: { min: 0, max: 100 },
  points: { min: 1, max: 1000 },
} as const;

/**
 * What the settings inputs hold: raw text, so a user can clear a field while typing. `course`
 * is a subject of the server's catalogue ('' until one is chosen); `review` what learners see
 * of their attempts and when.
 */
export interface SettingsDraft {
  title: string;
  course: string;
  timeLimit: string;
  maxAttempts: string;
  passingScore: string;
  review: ReviewOptions;
}

export const defaultSettings = (): SettingsDraft => ({
  title: '',
  course: '',
  timeLimit: String(TEST_DEFAULTS.timeLimit),
  maxAttempts: String(TEST_DEFAULTS.maxAttempts),
  passingScore: String(TEST_DEFAULTS.passingScore),
  review: DEFAULT_REVIEW,
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

/** The letter of the option at a position as the language writes it; `letters` is the catalogue's `optionLetters`. */
export const optionLetterIn = (letters: Readonly<Record<string, string>>, index: number): string =>
  letters[optionLetter(index)] ?? optionLetter(index);

/** The number fields of the builder, each with its bounds. */
export type NumberField = keyof typeof BOUNDS;
const WHOLE: Record<NumberField, boolean> = { timeLimit: true, maxAttempts: true, passingScore: false, points: true };

/**
 * A number field's value, or null when it is not one the field takes: empty, not a number, a
 * fraction where whole numbers are asked, or outside its bounds. Nothing is rounded or moved
 * into range: the teacher is told and fixes it.
 */
export function readNumber(field: NumberField, raw: string): number | null {
  const text = raw.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  const { min, max } = BOUNDS[field];
  if (WHOLE[field] && !Number.isInteger(n)) return null;
  return n >= min && n <= max ? n : null;
}

const RANGE_MESSAGE = {
  timeLimit: 'invalidTimeLimit',
  maxAttempts: 'invalidMaxAttempts',
  passingScore: 'invalidPassingScore',
  points: 'invalidPoints',
} as const satisfies Record<NumberField, keyof TestsMessages>;

/** The field message for a number the field does not take, in `m`'s language; null when it is fine. */
export const numberError = (field: NumberField, raw: string, m: TestsMessages): string | null =>
  readNumber(field, raw) === null ? m[RANGE_MESSAGE[field]](BOUNDS[field].min, BOUNDS[field].max) : null;

/** The settings' number fields, in the order they show. */
export const SETTINGS_NUMBERS = ['timeLimit', 'maxAttempts', 'passingScore'] as const satisfies readonly NumberField[];

export type QuestionField = 'points' | 'question' | 'options' | 'correctAnswer';
export interface QuestionError {
  field: QuestionField;
  message: string;
}

/**
 * The first problem of a question draft, in the order of the form: its points, its text, then
 * every multiple-choice option, then the correct answer; null when it can be added. The message
 * is in `m`'s language.
 */
export function validateQuestion(q: QuestionDraft, m: TestsMessages): QuestionError | null {
  const points = numberError('points', q.points, m);
  if (points) return { field: 'points', message: points };
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
  return {
    id,
    type: q.type,
    question: q.question.trim(),
    options,
    correctAnswer,
    points: readNumber('points', q.points) ?? BOUNDS.points.min,
  };
}

export const totalPoints = (questions: readonly Pick<Question, 'points'>[]): number =>
  questions.reduce((sum, q) => sum + q.points, 0);

export type TestError = { field: 'title' | 'course' | 'questions' | (typeof SETTINGS_NUMBERS)[number]; message: string };

/**
 * Saving checks the title first, then the course (one of the catalogue's `subjects`), then each
 * settings number, then that there is a question; the message is in `m`'s language.
 */
export function validateTest(
  settings: SettingsDraft,
  questions: readonly Question[],
  subjects: readonly string[],
  m: TestsMessages,
): TestError | null {
  if (settings.title.trim() === '') return { field: 'title', message: m.invalid.title };
  if (!subjects.includes(settings.course)) return { field: 'course', message: m.invalid.course };
  for (const field of SETTINGS_NUMBERS) {
    const message = numberError(field, settings[field], m);
    if (message) return { field, message };
  }
  if (questions.length === 0) return { field: 'questions', message: m.invalid.noQuestions };
  return null;
}

/** The request body for POST /api/tests of settings `validateTest` passed, totalPoints the sum. */
export function buildTest(settings: SettingsDraft, questions: Question[]): CreateTestRequest {
  return {
    title: settings.title.trim(),
    course: settings.course,
    timeLimit: readNumber('timeLimit', settings.timeLimit) ?? TEST_DEFAULTS.timeLimit,
    maxAttempts: readNumber('maxAttempts', settings.maxAttempts) ?? TEST_DEFAULTS.maxAttempts,
    passingScore: readNumber('passingScore', settings.passingScore) ?? TEST_DEFAULTS.passingScore,
    questions,
    totalPoints: totalPoints(questions),
    review: settings.review,
  };
}
