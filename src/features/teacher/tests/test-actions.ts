import type { TestStatus } from '../../../contract/index.ts';
import { formatDateTime as formatIn } from '../../../lib/i18n/format.ts';

export type TestAction = 'schedule' | 'assign' | 'start' | 'results' | 'details';

/**
 * The Manage tab's actions by status, in this order: Schedule Test (draft only), Assign to
 * Classes (always), Start Test (scheduled only), View Results (every status but draft: a draft
 * cannot have been taken), View Details (always).
 */
export function actionsFor(status: TestStatus): TestAction[] {
  const actions: TestAction[] = [];
  if (status === 'draft') actions.push('schedule');
  actions.push('assign');
  if (status === 'scheduled') actions.push('start');
  if (status !== 'draft') actions.push('results');
  actions.push('details');
  return actions;
}

/**
 * A datetime-local value ('2025-03-01T10:00') or an ISO instant as readable local date and time
 * in the language `tag`; a plain date ('2025-03-01') as that day; '' stays '' and an unreadable
 * value is shown as it came.
 */
export function formatDateTime(value: string, tag: string): string {
  if (!value) return '';
  if (Number.isNaN(new Date(value).getTime())) return value;
  return /T\d{2}:\d{2}/.test(value)
    ? formatIn(tag, value, { dateStyle: 'medium', timeStyle: 'short' })
    : formatIn(tag, new Date(`${value}T00:00:00`), { dateStyle: 'medium' });
}
