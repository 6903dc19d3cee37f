import type { TestStatus } from '../../../contract/index.ts';

export type TestAction = 'schedule' | 'assign' | 'start' | 'results' | 'review' | 'details';

/**
 * The Manage tab's actions by status, in this order: Schedule Test (draft only), Assign to
 * Classes (always), Start Test (scheduled only), View Results (every status but draft: a draft
 * cannot have been taken), Review Options (always), View Details (always).
 */
export function actionsFor(status: TestStatus): TestAction[] {
  const actions: TestAction[] = [];
  if (status === 'draft') actions.push('schedule');
  actions.push('assign');
  if (status === 'scheduled') actions.push('start');
  if (status !== 'draft') actions.push('results');
  actions.push('review', 'details');
  return actions;
}
