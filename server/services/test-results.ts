import type { TestResults, TestResultsResponse } from '../../src/contract/attempts.ts';
import type { Database } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { ATTEMPT_SELECT, answersOf, gradesOf, questionsOf, submitExpired, type AttemptRow } from './attempts.ts';
import { grade, questionKey } from './grading.ts';
import { findTestWithQuestions, toManagedTest } from './tests.ts';
import { STUDENT_CLASSES_SQL } from './rosters.ts';
import type { PageWindow } from '../http/paging.ts';

/**
 * A page of the learners of the assigned classes, with every question's figures and the grading
 * queue; timed-out attempts are submitted first.
 */
export async function testResults(db: Database, testId: number, w: PageWindow): Promise<TestResultsResponse> {
  await submitExpired(db, { testId });
  const test = await findTestWithQuestions(db, testId);
  if (!test) throw new HttpError(404, `Test ${testId} not found.`);
  const managed = toManagedTest(test);
  const questions = questionsOf(test);

  const students = await db.query<{ student_id: string; name: string; class: string }>(
    // A learner in two of the assigned classes is listed once, under the first.
    `SELECT * FROM (SELECT DISTINCT ON (s.student_id) s.student_id, s.name, cs.class, s.roll_no
                    FROM class_students cs JOIN students s ON s.student_id = cs.student_id
                    WHERE cs.class = ANY($1::text[]) ORDER BY s.student_id, cs.class) q
     ORDER BY q.class, q.roll_no, q.student_id`,
    [managed.assignedTo],
  );
  // Every attempt at the test, newest last per learner: the latest one is the learner's result.
  const attempts = await db.query<AttemptRow>(`${ATTEMPT_SELECT} WHERE a.test_id = $1 ORDER BY a.student_id, a.attempt_no`, [
    testId,
  ]);
  const latest = new Map<string, AttemptRow>();
  const count = new Map<string, number>();
  for (const a of attempts) {
    latest.set(a.student_id, a);
    count.set(a.student_id, (count.get(a.student_id) ?? 0) + 1);
  }

  // Learners no longer in an assigned class still appear when they have attempts.
  const listed = new Set(students.map((s) => s.student_id));
  const others = [...latest.values()].filter((a) => !listed.has(a.student_id));
  const extra = others.length
    ? await db.query<{ student_id: string; name: string; class: string }>(
        `SELECT s.student_id, s.name, array_to_string(${STUDENT_CLASSES_SQL}, ', ') AS class
         FROM students s WHERE s.student_id = ANY($1::text[]) ORDER BY s.roll_no, s.student_id`,
        [others.map((a) => a.student_id)],
      )
    : [];

  const perQuestion = questions.map((q) => ({
    questionId: questionKey(q),
    question: q.question,
    type: q.type,
    points: q.points,
    answered: 0,
    correct: 0,
  }));
  const queue: TestResults['queue'] = [];
  let submittedCount = 0;
  const done = [...latest.values()]
    .filter((a) => a.status !== 'in-progress')
    .sort((a, b) => new Date(a.submitted_at!).getTime() - new Date(b.submitted_at!).getTime());
  for (const a of done) {
    submittedCount++;
    const g = grade(questions, answersOf(a), gradesOf(a), a.total_points);
    g.results.forEach((r, i) => {
      const q = questions[i]!;
      if (r.answer.trim() !== '') perQuestion[i]!.answered++;
      if (r.outcome === 'correct') perQuestion[i]!.correct++;
      if (r.outcome === 'pending') {
        queue.push({
          attemptId: a.id,
          studentId: a.student_id,
          studentName: a.student_name,
          questionId: r.questionId,
          question: q.question,
          type: q.type,
          answer: r.answer,
          expected: q.type === 'short-answer' ? q.correctAnswer : '',
          maxPoints: q.points,
        });
      }
    });
  }

  const everyone = [...students, ...extra];
  const page = everyone.slice(w.offset, w.offset + w.limit);
  const next = w.offset + page.length;
  return {
    total: everyone.length,
    nextCursor: next < everyone.length ? String(next) : null,
    data: {
      test: managed,
      students: page.map((s) => {
        const a = latest.get(s.student_id);
        const graded = a?.status === 'graded';
        const percentage = graded && a.percentage !== null ? Number(a.percentage) : null;
        return {
          studentId: s.student_id,
          name: s.name,
          class: s.class,
          state: a ? a.status : 'not-started',
          attempts: count.get(s.student_id) ?? 0,
          attemptId: a?.id ?? null,
          score: a && a.status !== 'in-progress' && a.score !== null ? Number(a.score) : null,
          percentage,
          passed: percentage === null ? null : percentage >= managed.passingScore,
          submittedAt: a?.submitted_at ? new Date(a.submitted_at).toISOString() : null,
        };
      }),
      questions: perQuestion.map((q) => ({
        ...q,
        shareCorrect: submittedCount ? Math.round((100 * q.correct) / submittedCount) : null,
      })),
      queue,
    },
  };
}
