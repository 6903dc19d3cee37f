import type { LearnerTest, LearnerTestState } from '../../contract/attempts.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { contractText } from '../../lib/api/error-text.ts';
import { formatMoment, formatNumber } from '../../lib/i18n/format.ts';
import type { LibMessages } from '../../lib/messages.ts';
import type { ParentsMessages } from './messages.ts';

/** The tests a parent sees as coming up: not yet open, open now, or being taken. */
export const COMING_UP = ['in-progress', 'open', 'upcoming'] as const satisfies readonly LearnerTestState[];
export type ComingUpState = (typeof COMING_UP)[number];

/** Tests in progress first, then open ones, then upcoming ones; each group by date, undated first. */
export function upcomingTests(tests: readonly LearnerTest[]): (LearnerTest & { state: ComingUpState })[] {
  const rank = (state: LearnerTestState): number => (COMING_UP as readonly LearnerTestState[]).indexOf(state);
  return tests
    .filter((t): t is LearnerTest & { state: ComingUpState } => rank(t.state) >= 0)
    .sort((a, b) => rank(a.state) - rank(b.state) || a.scheduledDate.localeCompare(b.scheduledDate));
}

/** How many of a child's tests or results the parents page asks for at a time (newest first). */
export const CHILD_PAGE = 10;

/** How many of the class's materials the parents page asks for at a time (newest first). */
export const RECENT_MATERIALS = 5;

/** An attendance mark in words; anything but absent or late reads as present. */
export const statusWord = (status: string, m: Pick<ParentsMessages, 'status'>): string =>
  status === 'absent' ? m.status.absent : status === 'late' ? m.status.late : m.status.present;

/** A test's opening ('2026-03-10T09:00', local) as a moment; 'No date set' when it has none. */
export function formatWhen(value: string, tag: string, m: Pick<ParentsMessages, 'noDateSet'>): string {
  return value ? formatMoment(tag, value) : m.noDateSet;
}

/** '46/50': marks as the test counted them (a teacher may give half points). */
export const marksText = (marks: number, total: number, tag: string): string =>
  `${formatNumber(tag, marks, { maximumFractionDigits: 2, useGrouping: false })}/${formatNumber(tag, total, { useGrouping: false })}`;

/** A percentage (0-100) in the language: '92%', '92 %'. */
export const formatPercent = (tag: string, value: number): string =>
  formatNumber(tag, value / 100, { style: 'percent', maximumFractionDigits: 2 });

type FailureTexts = Pick<ParentsMessages, 'unreachable' | 'serverProblem' | 'unreadable' | 'noAnswer'>;

/** No answer came for one child out of the request for all of them. */
export const NO_ANSWER = new Error('No answer for this child.');

/**
 * Why a card could not load, in words: the server's own message when it sent one (the contract's
 * account sentences translated), a connection problem when the server could not be reached,
 * else what kind of failure it was.
 */
export function failureText(err: unknown, m: FailureTexts, lib: LibMessages): string {
  if (err === NO_ANSWER) return m.noAnswer;
  if (err instanceof ApiError) {
    if (err.status === 0) return m.unreachable;
    if (err.serverMessage) return contractText(err.serverMessage, lib);
    if (err.status >= 400) return m.serverProblem(err.status);
    return m.unreadable;
  }
  return (err as Error | undefined)?.message || String(err);
}
