import type { ManagedTest, Question, TestDetail } from '../../src/contract/tests.ts';

export interface TestRow {
  id: number;
  title: string;
  course: string;
  question_count: number;
  total_points: number;
  status: ManagedTest['status'];
  created_date: string;
  scheduled_date: string;
  assigned_to: string[] | string;
  submissions: number;
  average_score: number;
  time_limit: number;
  max_attempts: number;
  passing_score: number;
  question_list: Question[] | string;
}

/**
 * A test's columns as the Manage tab shows them. Submissions (learners who submitted) and the
 * average score (over graded attempts) come from the attempts themselves.
 */
export const TEST_COLUMNS = `id, title, course, question_count, total_points, status,
  to_char(created_date, 'YYYY-MM-DD') AS created_date, scheduled_date, assigned_to,
  (SELECT count(DISTINCT x.student_id)::int FROM attempts x WHERE x.test_id = tests.id AND x.status <> 'in-progress') AS submissions,
  COALESCE((SELECT round(avg(x.percentage)::numeric, 1)::float8 FROM attempts x WHERE x.test_id = tests.id AND x.status = 'graded'), 0) AS average_score,
  time_limit, max_attempts, passing_score`;

// jsonb arrives parsed from both drivers; parse defensively in case a driver returns text.
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export function toManagedTest(r: TestRow): ManagedTest {
  return {
    id: r.id,
    title: r.title,
    course: r.course,
    questions: r.question_count,
    totalPoints: r.total_points,
    status: r.status,
    createdDate: r.created_date,
    scheduledDate: r.scheduled_date,
    assignedTo: json(r.assigned_to),
    submissions: r.submissions,
    averageScore: Number(r.average_score),
    timeLimit: r.time_limit,
    maxAttempts: r.max_attempts,
    passingScore: Number(r.passing_score),
  };
}

export function toTestDetail(r: TestRow): TestDetail {
  return { ...toManagedTest(r), questionList: json(r.question_list) };
}
