import type { AnswerMap } from '../../src/contract/attempts.ts';
import type { Question } from '../../src/contract/tests.ts';
import type { GradeMap } from './grading.ts';

// jsonb arrives parsed from both drivers; parse defensively in case a driver returns text.
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A test's questions, a learner's answers and a teacher's grades, as the attempt and test rows hold them. */
export const questionsOf = (r: { question_list: Question[] | string }): Question[] => json(r.question_list);
export const answersOf = (r: { answers: AnswerMap | string }): AnswerMap => json(r.answers);
export const gradesOf = (r: { grades: GradeMap | string }): GradeMap => json(r.grades);
