import type { Attempt, AttemptQuestion, LearnerResult, LearnerTest } from '../../../contract/attempts.ts';

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
      { questionId: '101', answer: '5', correctAnswer: '5', points: 2, maxPoints: 2, outcome: 'correct', comment: '' },
      { questionId: '102', answer: 'false', correctAnswer: 'true', points: 0, maxPoints: 1, outcome: 'incorrect', comment: '' },
      {
        questionId: '103',
        answer: 'hypotenuse',
        correctAnswer: 'hypotenuse',
        points: 2,
        maxPoints: 2,
        outcome: 'correct',
        comment: '',
      },
      {
        questionId: '104',
        answer: 'Because no number times 0 gives a non-zero.',
        correctAnswer: '',
        points: 4,
        maxPoints: 5,
        outcome: 'partial',
        comment: 'Good, but give an example.',
      },
    ],
    ...over,
  });
}

export function result(over: Partial<LearnerResult> = {}): LearnerResult {
  return {
    id: 1,
    testId: 11,
    testName: 'Algebra Mid-Term',
    subject: 'Mathematics',
    date: '2024-03-15',
    marks: 92,
    totalMarks: 100,
    percentage: 92,
    passed: true,
    ...over,
  };
}

/** Five graded results, newest first: 318 of 400 marks, an 80 % average. */
export const RESULTS: LearnerResult[] = [
  result({
    id: 1,
    testId: 11,
    testName: 'Algebra Mid-Term',
    subject: 'Mathematics',
    date: '2024-03-15',
    marks: 92,
    totalMarks: 100,
    percentage: 92,
  }),
  result({
    id: 2,
    testId: 12,
    testName: 'Mechanics Quiz',
    subject: 'Physics',
    date: '2024-03-12',
    marks: 42,
    totalMarks: 50,
    percentage: 84,
  }),
  result({
    id: 3,
    testId: 13,
    testName: 'Organic Reactions Test',
    subject: 'Chemistry',
    date: '2024-03-08',
    marks: 74,
    totalMarks: 100,
    percentage: 74,
  }),
  result({
    id: 4,
    testId: 14,
    testName: 'Calculus Quiz',
    subject: 'Mathematics',
    date: '2024-03-01',
    marks: 45,
    totalMarks: 50,
    percentage: 90,
  }),
  result({
    id: 5,
    testId: 15,
    testName: 'Thermodynamics Test',
    subject: 'Physics',
    date: '2024-02-24',
    marks: 65,
    totalMarks: 100,
    percentage: 65,
    passed: false,
  }),
];

/** Types into an input or textarea the way React notices (native value setter + input event). */
export function typeInto(el: HTMLElement, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
