import { describe, expect, it } from 'vitest';
import { testsMessages } from './messages.ts';
import { actionsFor } from './test-actions.ts';

const labels = (s: Parameters<typeof actionsFor>[0]) => actionsFor(s).map((a) => testsMessages.en.actions[a]);

describe('Manage tab actions by status', () => {
  it('draft: Schedule Test, Assign to Classes, Review Options, View Details (nothing can have been submitted)', () => {
    expect(labels('draft')).toEqual(['Schedule Test', 'Assign to Classes', 'Review Options', 'View Details']);
  });
  it('scheduled: Assign to Classes, Start Test, View Results, Review Options, View Details', () => {
    expect(labels('scheduled')).toEqual(['Assign to Classes', 'Start Test', 'View Results', 'Review Options', 'View Details']);
  });
  it('active: Assign to Classes, View Results, Review Options, View Details', () => {
    expect(labels('active')).toEqual(['Assign to Classes', 'View Results', 'Review Options', 'View Details']);
  });
  it('completed: Assign to Classes, View Results, Review Options, View Details', () => {
    expect(labels('completed')).toEqual(['Assign to Classes', 'View Results', 'Review Options', 'View Details']);
  });
});
