import type { LearnerTestState } from '../../src/contract/attempts.ts';
import type { TestRow } from './tests.ts';

/**
 * When learners may start a test: a scheduled test opens at its scheduled date and time (the
 * server's local time, as the teacher's date-time input gives it); an active one is open now;
 * a completed one is closed; drafts are never shown to learners.
 */
export function opensAt(t: Pick<TestRow, 'status' | 'scheduled_date'>): number | undefined {
  if (t.status !== 'scheduled' || !t.scheduled_date) return undefined;
  const at = Date.parse(t.scheduled_date);
  return Number.isNaN(at) ? undefined : at;
}

/** Why the test cannot be started now, or undefined when it can. */
export function testOpenError(t: Pick<TestRow, 'status' | 'scheduled_date'>, now: number): string | undefined {
  if (t.status === 'completed') return 'This test is closed.';
  if (t.status === 'draft') return 'This test is not published yet.';
  const at = opensAt(t);
  if (at !== undefined && at > now) return `This test opens on ${t.scheduled_date.replace('T', ' at ')}.`;
  return undefined;
}

/** Where a test stands for one learner, from the test and the learner's attempts at it. */
export function learnerTestState(
  t: Pick<TestRow, 'status' | 'scheduled_date' | 'max_attempts'>,
  attempts: { used: number; running: boolean; submitted: boolean },
  now: number,
): LearnerTestState {
  if (attempts.running) return 'in-progress';
  if (t.status === 'completed') return attempts.submitted ? 'completed' : 'closed';
  const at = opensAt(t);
  if (at !== undefined && at > now) return 'upcoming';
  return attempts.used >= t.max_attempts ? 'completed' : 'open';
}
