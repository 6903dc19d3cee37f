import { useCallback } from 'react';
import type { QuestionFigure, QueueItem, TestResults } from '../../../contract/index.ts';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { usePagedList, type PagedList } from '../../../lib/use-paged-list.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';

/** Learners, and answers waiting for grading, asked for at a time. */
export const RESULTS_PAGE = 50;

type StudentRow = TestResults['students'][number];

export interface TestResultsState {
  /** The test and the summary over every learner, as the newest load brought them (kept while a refresh runs or after it fails). */
  head: Omit<TestResults, 'students'> | null;
  /** The learners a page at a time, with their latest attempts. */
  students: PagedList<StudentRow>;
  /** Per question, how many answered and the share fully correct; null until loaded. */
  questions: QuestionFigure[] | null;
  /** The answers waiting for grading, a page at a time. */
  queue: PagedList<QueueItem>;
  /** Why the latest load of any part failed ('' when none did). */
  error: string;
  loading: boolean;
  /** Loads every part again (after a grade). */
  refresh: () => void;
}

/**
 * One test's results: GET /api/tests/{id}/results a page of learners at a time (the summary
 * with the first), /question-figures, and /grading-queue a page at a time; again on refresh().
 */
export function useTestResults(testId: number): TestResultsState {
  const api = useApi(attemptsApi);
  const students = usePagedList(
    `results:${testId}`,
    useCallback(
      async (cursor: string | undefined, signal: AbortSignal) => {
        const page = await api.getTestResultPage(testId, { cursor, limit: RESULTS_PAGE, signal });
        const { students: data, ...head } = page.data;
        return { data, total: page.total, nextCursor: page.nextCursor, head };
      },
      [api, testId],
    ),
  );
  const questions = useAsync(`figures:${testId}`, (signal) => api.getQuestionFigures(testId, { signal }));
  const queue = usePagedList(
    `queue:${testId}`,
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) =>
        api.getGradingQueuePage(testId, { cursor, limit: RESULTS_PAGE, signal }),
      [api, testId],
    ),
  );
  const failure = students.error ?? questions.failure ?? queue.error;
  const { reload: reloadStudents } = students;
  const { reload: reloadQuestions } = questions;
  const { reload: reloadQueue } = queue;
  return {
    head: (students.first ?? students.latest)?.head ?? null,
    students,
    questions: questions.latest ?? null,
    queue,
    error: failure === undefined || failure === null ? '' : errorMessage(failure),
    loading: students.busy || questions.status === 'loading' || queue.busy,
    refresh: useCallback(() => {
      reloadStudents();
      reloadQuestions();
      reloadQueue();
    }, [reloadStudents, reloadQuestions, reloadQueue]),
  };
}
