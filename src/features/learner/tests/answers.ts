import type { AnswerMap, AttemptQuestion } from '../../../contract/attempts.ts';
import { count } from './test-text.ts';

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

/** The sentence over the list of unanswered questions, or that every question is answered. */
export function unansweredSummary(unanswered: number, total: number): string {
  if (unanswered === 0) return total === 1 ? 'The question is answered.' : `All ${total} questions are answered.`;
  return `${unanswered} of ${count(total, 'question')} ${unanswered === 1 ? 'is' : 'are'} unanswered:`;
}

/** How a stored answer reads: true/false answers are stored as 'true' / 'false'. */
export function answerText(type: AttemptQuestion['type'], answer: string): string {
  if (type === 'true-false') return answer === 'true' ? 'True' : answer === 'false' ? 'False' : answer;
  return answer;
}
