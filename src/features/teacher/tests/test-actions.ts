import type { TestStatus } from '../../../contract/index.ts';

export type TestAction = 'schedule' | 'assign' | 'start' | 'results' | 'details';

export const ACTION_LABELS: Record<TestAction, string> = {
  schedule: 'Schedule Test',
  assign: 'Assign to Classes',
  start: 'Start Test',
  results: 'View Results',
  details: 'View Details',
};

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

export const STATUS_LABELS: Record<TestStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  completed: 'Completed',
};

/**
 * A datetime-local value ('2025-03-01T10:00') or an ISO instant as readable local text in
 * `locale` (the browser's when not given); '' stays ''.
 */
export function formatDateTime(value: string, locale?: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const hasTime = /T\d{2}:\d{2}/.test(value);
  return hasTime
    ? d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    : new Date(`${value}T00:00:00`).toLocaleDateString(locale, { dateStyle: 'medium' });
}

export const SCHEDULE_MESSAGE = 'Please select a date and time.';
