import type { AnswerMap, AttemptQuestion } from '../../../contract/attempts.ts';
import type { LearnerTestsMessages } from './messages.ts';

/** An answer counts as given once it holds more than spaces. */
export const isBlank = (answer: string | undefined): boolean => (answer ?? '').trim() === '';

/** The answers that differ from what the server already has: only these are sent. */
export function changedAnswers(current: AnswerMap, saved: AnswerMap): AnswerMap {
  const changed: AnswerMap = {};
  for (const [id, value] of Object.entries(current)) if (saved[id] !== value) changed[id] = value;
  return changed;
}

/** 1-based numbers of the questions still without an answer, in test order. */
export function unansweredNumbers(questions: readonly Pick<AttemptQuestion, 'id'>[], answers: AnswerMap): number[] {
  return questions.flatMap((q, i) => (isBlank(answers[q.id]) ? [i + 1] : []));
}

/** How a stored answer reads: true/false answers are stored as 'true' / 'false' and shown in words. */
export function answerText(type: AttemptQuestion['type'], answer: string, m: Pick<LearnerTestsMessages, 'trueFalse'>): string {
  if (type === 'true-false' && (answer === 'true' || answer === 'false')) return m.trueFalse[answer];
  return answer;
}
