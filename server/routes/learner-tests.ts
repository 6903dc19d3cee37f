import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AttemptStatus, LearnerResultsResponse, LearnerTestsResponse } from '../../src/contract/attempts.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { submitExpired } from '../services/attempts.ts';
import { localToday } from '../services/dates.ts';
import { TEST_COLUMNS, type TestRow } from '../services/tests.ts';
import { learnerTestState } from '../services/test-window.ts';

interface LearnerTestRow extends TestRow {
  used: number;
  running: boolean;
  submitted: boolean;
  latest_id: number | null;
  latest_status: AttemptStatus | null;
  latest_percentage: number | null;
  latest_submitted_at: Date | string | null;
}

/** The learner's tests and graded results (a student's own, a parent's child's, any for a teacher). */
export function registerLearnerTests(app: FastifyInstance, { db }: AppContext): void {
  async function classOf(studentId: string): Promise<string> {
    const [s] = await db.query<{ class: string }>('SELECT class FROM students WHERE student_id = $1', [studentId]);
    if (!s) throw new HttpError(404, `Student ${studentId} not found.`);
    return s.class;
  }

  app.get(ROUTES.learnerTests.path, async (req): Promise<LearnerTestsResponse> => {
    const { studentId } = parseOr400(ROUTES.learnerTests.params, req.params, 'student id');
    const className = await classOf(studentId);
    await submitExpired(db, { studentId });
    const rows = await db.query<LearnerTestRow>(
      `SELECT ${TEST_COLUMNS},
         (SELECT count(*)::int FROM attempts a WHERE a.test_id = tests.id AND a.student_id = $2) AS used,
         EXISTS (SELECT 1 FROM attempts a WHERE a.test_id = tests.id AND a.student_id = $2 AND a.status = 'in-progress') AS running,
         EXISTS (SELECT 1 FROM attempts a WHERE a.test_id = tests.id AND a.student_id = $2 AND a.status <> 'in-progress') AS submitted,
         l.latest_id, l.latest_status, l.latest_percentage, l.latest_submitted_at
       FROM tests
       LEFT JOIN LATERAL (
         SELECT a.id AS latest_id, a.status AS latest_status, a.percentage AS latest_percentage, a.submitted_at AS latest_submitted_at
         FROM attempts a
         WHERE a.test_id = tests.id AND a.student_id = $2 ORDER BY a.attempt_no DESC LIMIT 1
       ) l ON true
       WHERE status <> 'draft' AND assigned_to @> jsonb_build_array($1::text)
       ORDER BY id DESC`,
      [className, studentId],
    );
    const now = Date.now();
    return {
      data: rows.map((t) => {
        const percentage = t.latest_status === 'graded' && t.latest_percentage !== null ? Number(t.latest_percentage) : null;
        return {
          id: t.id,
          title: t.title,
          course: t.course,
          questions: t.question_count,
          totalPoints: t.total_points,
          timeLimit: t.time_limit,
          maxAttempts: t.max_attempts,
          passingScore: Number(t.passing_score),
          scheduledDate: t.scheduled_date,
          state: learnerTestState(t, { used: t.used, running: t.running, submitted: t.submitted }, now),
          attemptsUsed: t.used,
          latest:
            t.latest_id === null
              ? null
              : {
                  id: t.latest_id,
                  status: t.latest_status!,
                  percentage,
                  passed: percentage === null ? null : percentage >= Number(t.passing_score),
                  submittedAt: t.latest_submitted_at ? new Date(t.latest_submitted_at).toISOString() : null,
                },
        };
      }),
    };
  });

  app.get(ROUTES.learnerResults.path, async (req): Promise<LearnerResultsResponse> => {
    const { studentId } = parseOr400(ROUTES.learnerResults.params, req.params, 'student id');
    await classOf(studentId);
    const rows = await db.query<{
      id: number; test_id: number; title: string; course: string; submitted_at: Date | string;
      score: number; total_points: number; percentage: number; passing_score: number;
    }>(
      `SELECT * FROM (
         SELECT DISTINCT ON (a.test_id) a.id, a.test_id, t.title, t.course, a.submitted_at, a.score, t.total_points,
                a.percentage, t.passing_score
         FROM attempts a JOIN tests t ON t.id = a.test_id
         WHERE a.student_id = $1 AND a.status = 'graded'
         ORDER BY a.test_id, a.attempt_no DESC
       ) latest ORDER BY submitted_at DESC, id DESC`,
      [studentId],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        testId: r.test_id,
        testName: r.title,
        subject: r.course,
        date: localToday(new Date(r.submitted_at)),
        marks: Number(r.score),
        totalMarks: r.total_points,
        percentage: Number(r.percentage),
        passed: Number(r.percentage) >= Number(r.passing_score),
      })),
    };
  });
}
