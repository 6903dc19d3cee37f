import type { AnswerMap, AttemptQuestion, QuestionOutcome, QuestionResult } from '../../src/contract/attempts.ts';
import type { Question } from '../../src/contract/tests.ts';

/** A teacher's points and comment for one short answer or essay. */
export interface TeacherGrade {
  points: number;
  comment: string;
}
export type GradeMap = Record<string, TeacherGrade>;

export interface Grading {
  results: QuestionResult[];
  /** Points given so far. */
  score: number;
  /** Questions still waiting for a teacher. */
  pending: number;
  /** round(score / total x 100) once nothing is pending, else null. */
  percentage: number | null;
}

/** Short answers match ignoring case and the spaces around them. */
export const normalizeShortAnswer = (s: string): string => s.trim().toLocaleLowerCase();

/** A question's key as the answers and grades name it. */
export const questionKey = (q: Pick<Question, 'id'>): string => String(q.id);

/** What a learner sees of a question while answering: everything but the key. */
export const withoutKey = (q: Question): AttemptQuestion => ({
  id: questionKey(q),
  type: q.type,
  question: q.question,
  options: q.type === 'multiple-choice' ? q.options : q.type === 'true-false' ? ['true', 'false'] : [],
  points: q.points,
});

/** Short answers and essays are the questions a teacher may grade. */
export const teacherGraded = (q: Pick<Question, 'type'>): boolean => q.type === 'short-answer' || q.type === 'essay';

function outcomeOf(points: number, max: number): QuestionOutcome {
  if (points >= max) return 'correct';
  return points <= 0 ? 'incorrect' : 'partial';
}

/**
 * Grades answers against the test's questions. Multiple choice and true/false by the key; a short
 * answer matching the key (case and surrounding spaces ignored) gets full points; any other short
 * answer and every essay wait for the teacher's grade. A blank answer scores 0 without grading.
 * A teacher's grade, once given, decides a short answer or essay.
 */
export function grade(questions: readonly Question[], answers: AnswerMap, grades: GradeMap, totalPoints: number): Grading {
  let score = 0;
  let pending = 0;
  const results = questions.map((q): QuestionResult => {
    const key = questionKey(q);
    const answer = answers[key] ?? '';
    const base = {
      questionId: key,
      answer,
      correctAnswer: q.type === 'essay' ? '' : q.correctAnswer,
      maxPoints: q.points,
      comment: '',
    };
    const given = teacherGraded(q) ? grades[key] : undefined;
    if (given) {
      score += given.points;
      return { ...base, points: given.points, outcome: outcomeOf(given.points, q.points), comment: given.comment };
    }
    const blank = answer.trim() === '';
    const auto =
      q.type === 'multiple-choice' || q.type === 'true-false'
        ? answer === q.correctAnswer
        : q.type === 'short-answer' && !blank && normalizeShortAnswer(answer) === normalizeShortAnswer(q.correctAnswer)
          ? true
          : blank
            ? false
            : undefined;
    if (auto === undefined) {
      pending++;
      return { ...base, points: null, outcome: 'pending' };
    }
    const points = auto ? q.points : 0;
    score += points;
    return { ...base, points, outcome: auto ? 'correct' : 'incorrect' };
  });
  const percentage = pending === 0 ? (totalPoints > 0 ? Math.round((100 * score) / totalPoints) : 0) : null;
  return { results, score, pending, percentage };
}
