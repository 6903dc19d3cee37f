import type { Attempt, AttemptQuestion, LearnerResult, LearnerTest } from '../contract/attempts.ts';
import { gradedResult } from './samples.ts';

/** Contract-shaped data for the Test and Progress sections' component tests. */
export function learnerTest(over: Partial<LearnerTest> = {}): LearnerTest {
  return {
    id: 7,
    title: 'Algebra Quiz',
    course: 'Mathematics',
    questions: 4,
    totalPoints: 10,
    timeLimit: 30,
    maxAttempts: 2,
    passingScore: 70,
    scheduledDate: '',
    state: 'open',
    attemptsUsed: 0,
    latest: null,
    ...over,
  };
}

export const QUESTIONS: AttemptQuestion[] = [
  { id: '101', type: 'multiple-choice', question: 'What is 2 + 3?', options: ['4', '5', '6', '7'], points: 2 },
  { id: '102', type: 'true-false', question: 'Zero is an even number.', options: ['true', 'false'], points: 1 },
  { id: '103', type: 'short-answer', question: 'Name the longest side of a right triangle.', options: [], points: 2 },
  { id: '104', type: 'essay', question: 'Explain why division by zero is undefined.', options: [], points: 5 },
];

export function attempt(over: Partial<Attempt> = {}): Attempt {
  return {
    id: 70,
    testId: 7,
    studentId: 'S001',
    studentName: 'Alex Johnson',
    title: 'Algebra Quiz',
    course: 'Mathematics',
    attemptNo: 1,
    maxAttempts: 2,
    status: 'in-progress',
    startedAt: '2030-01-01T09:00:00.000Z',
    deadline: '2030-01-01T09:30:00.000Z',
    remainingSeconds: 1800,
    submittedAt: null,
    autoSubmitted: false,
    questions: QUESTIONS,
    answers: {},
    totalPoints: 10,
    passingScore: 70,
    score: null,
    percentage: null,
    passed: null,
    results: null,
    review: { shows: 'answers', later: null },
    ...over,
  };
}

/** The attempt above once graded: 8 of 10 points (80 %), a comment on the essay. */
export function gradedAttempt(over: Partial<Attempt> = {}): Attempt {
  return attempt({
    status: 'graded',
    remainingSeconds: 0,
    submittedAt: '2030-01-01T09:20:00.000Z',
    answers: { 101: '5', 102: 'false', 103: 'hypotenuse', 104: 'Because no number times 0 gives a non-zero.' },
    score: 8,
    percentage: 80,
    passed: true,
    results: [
      gradedResult('101', '5', '5', 2, 2),
      gradedResult('102', 'false', 'true', 0, 1),
      gradedResult('103', 'hypotenuse', 'hypotenuse', 2, 2),
      gradedResult('104', 'Because no number times 0 gives a non-zero.', '', 4, 5, 'Good, but give an example.'),
    ],
    ...over,
  });
}

/** A graded result of test 10 + `id`, its percentage from the marks. */
const graded = (
  id: number,
  testName: string,
  subject: string,
  date: string,
  marks: number,
  totalMarks: number,
  passed = true,
): LearnerResult => ({
  id,
  testId: 10 + id,
  testName,
  subject,
  date,
  marks,
  totalMarks,
  percentage: (100 * marks) / totalMarks,
  passed,
});

/** Algebra Mid-Term, 92 of 100 marks, with `over` in place. */
export const result = (over: Partial<LearnerResult> = {}): LearnerResult => ({
  ...graded(1, 'Algebra Mid-Term', 'Mathematics', '2024-03-15', 92, 100),
  ...over,
});

/** Five graded results as the server lists them, newest first: 318 of 400 marks, an 80 % average. */
export const RESULTS: LearnerResult[] = [
  result(),
  graded(2, 'Mechanics Quiz', 'Physics', '2024-03-12', 42, 50),
  graded(3, 'Organic Reactions Test', 'Chemistry', '2024-03-08', 74, 100),
  graded(4, 'Calculus Quiz', 'Mathematics', '2024-03-01', 45, 50),
  graded(5, 'Thermodynamics Test', 'Physics', '2024-02-24', 65, 100, false),
];

/** The upcoming tests' opening time, 6 May 2030 10:15 local, as the page writes it in `tag` (the browser's language if none). */
export const opening = (tag?: string): string =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(2030, 4, 6, 10, 15),
  );

/** A test card's facts, each as 'term: value'. */
export const cardFacts = (card: HTMLElement): string[] =>
  [...card.querySelectorAll('dl > div')].map(
    (d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`,
  );

/** Types into an input or textarea the way React notices (native value setter + input event). */
export function typeInto(el: HTMLElement, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
