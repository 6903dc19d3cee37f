import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, actionsFor } from './test-actions.ts';

const labels = (s: Parameters<typeof actionsFor>[0]) => actionsFor(s).map((a) => ACTION_LABELS[a]);

describe('Manage tab actions by status (spec section 2 table)', () => {
  it('draft: Schedule Test, Assign to Classes, View Details', () => {
    expect(labels('draft')).toEqual(['Schedule Test', 'Assign to Classes', 'View Details']);
  });
  it('scheduled: Assign to Classes, Start Test, View Details', () => {
    expect(labels('scheduled')).toEqual(['Assign to Classes', 'Start Test', 'View Details']);
  });
  it('active: Assign to Classes, View Details', () => {
    expect(labels('active')).toEqual(['Assign to Classes', 'View Details']);
  });
  it('completed: Assign to Classes, View Results, View Details', () => {
    expect(labels('completed')).toEqual(['Assign to Classes', 'View Results', 'View Details']);
  });
});
