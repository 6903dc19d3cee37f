import type { AnswerMap } from '../../src/contract/attempts.ts';
import type { Question } from '../../src/contract/tests.ts';
import { grade, questionKey, type GradeMap } from '../services/grading.ts';
import { pick, rng } from './rng.ts';
import type { SeedTest } from './tests.ts';

export const ATTEMPT_SEED_COLUMNS = [
  'test_id',
  'student_id',
  'attempt_no',
  'status',
  'started_at',
  'deadline_at',
  'submitted_at',
  'answers',
  'grades',
  'score',
  'percentage',
] as const;

const ESSAYS = [
  'The membrane is selectively permeable: small molecules pass through it, larger ones need protein channels.',
  'It lets some things in and keeps others out.',
  'Proteins in the membrane act as gates and pumps, and water moves by osmosis.',
];
const COMMENTS = ['Clear and complete.', 'Good start: give an example next time.', 'Explain how, not only what.'];
const WRONG_SHORT = ['x^2 + 1', 'joule', '2x + 1', 'kilogram'];

/** One learner's answer: right with probability `skill`, else a plausible wrong one. */
function answerOf(q: Question, skill: number, r: () => number): string {
  const right = r() < skill;
  switch (q.type) {
    case 'multiple-choice':
      return right
        ? q.correctAnswer
        : pick(
            r,
            q.options.filter((o) => o !== q.correctAnswer),
          );
    case 'true-false':
      return right ? q.correctAnswer : String(q.correctAnswer !== 'true');
    case 'short-answer':
      return right ? (r() < 0.5 ? q.correctAnswer : ` ${q.correctAnswer.toUpperCase()} `) : pick(r, WRONG_SHORT);
    case 'essay':
      return pick(r, ESSAYS);
  }
}

/** The teacher's grades of what the key could not decide: the essays and unmatched short answers. */
function teacherGrades(questions: readonly Question[], answers: AnswerMap, skill: number, r: () => number): GradeMap {
  const pending = grade(questions, answers, {}, 1).results.filter((x) => x.outcome === 'pending');
  const grades: GradeMap = {};
  for (const p of pending) {
    const q = questions.find((x) => questionKey(x) === p.questionId)!;
    const points = q.type === 'essay' ? Math.round(q.points * Math.min(1, skill + (r() - 0.5) * 0.3)) : 0;
    grades[p.questionId] = { points, comment: q.type === 'essay' ? pick(r, COMMENTS) : 'Not the expected answer.' };
  }
  return grades;
}

/**
 * Submitted, graded attempts for the tests that have opened: most learners of each assigned
 * class took each one (some missed it), each with a steady skill, so their history tells a story.
 * The active test has attempts from a few learners, and none from S001 so the demo learner can
 * take it.
 */
export function makeAttempts(
  tests: readonly (SeedTest & { id: number })[],
  students: readonly { id: string; class: string }[],
  now: Date,
): unknown[][] {
  const rows: unknown[][] = [];
  students.forEach((s, i) => {
    const r = rng(1000 + i);
    const skill = 0.55 + 0.4 * r();
    for (const t of tests) {
      if (!t.assigned.includes(s.class) || (t.status !== 'completed' && t.status !== 'active')) continue;
      const took = t.status === 'completed' ? r() < 0.9 || s.id === 'S001' : s.id !== 'S001' && r() < 0.3;
      if (!took) continue;
      const start = new Date(Date.parse(t.scheduled) + Math.floor(r() * 20) * 60_000);
      if (start.getTime() > now.getTime()) continue;
      const answers: AnswerMap = {};
      for (const q of t.questions) answers[questionKey(q)] = answerOf(q, skill, r);
      const grades = teacherGrades(t.questions, answers, skill, r);
      const total = t.questions.reduce((sum, q) => sum + q.points, 0);
      const g = grade(t.questions, answers, grades, total);
      const submitted = new Date(start.getTime() + Math.floor((0.4 + 0.5 * r()) * t.timeLimit) * 60_000);
      const deadline = new Date(start.getTime() + t.timeLimit * 60_000);
      rows.push([
        t.id,
        s.id,
        1,
        'graded',
        start.toISOString(),
        deadline.toISOString(),
        submitted.toISOString(),
        JSON.stringify(answers),
        JSON.stringify(grades),
        g.score,
        g.percentage,
      ]);
    }
  });
  return rows;
}
