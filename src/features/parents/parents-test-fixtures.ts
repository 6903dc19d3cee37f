import type { LearnerResult, LearnerTest } from '../../contract/index.ts';

/** A graded result as the server reports it to a parent. */
export const result = (id: number, testName: string, marks: number, totalMarks: number, passed = true): LearnerResult => ({
  id,
  testId: id,
  testName,
  subject: 'Mathematics',
  date: '2026-02-20',
  marks,
  totalMarks,
  percentage: (100 * marks) / totalMarks,
  passed,
});

/** A test assigned to the child's class. */
export const test = (
  id: number,
  title: string,
  state: LearnerTest['state'],
  scheduledDate = '2099-04-02T09:00',
): LearnerTest => ({
  id,
  title,
  course: 'Physics',
  questions: 10,
  totalPoints: 20,
  timeLimit: 45,
  maxAttempts: 1,
  passingScore: 60,
  scheduledDate,
  state,
  attemptsUsed: 0,
  latest: null,
});
