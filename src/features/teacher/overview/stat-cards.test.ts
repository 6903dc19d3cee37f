import { describe, expect, it } from 'vitest';
import { statCards } from './stat-cards.ts';

const figures = { totalStudents: 1200, activeClasses: 4, uploadedMaterials: 8, pendingTests: 2, avgAttendance: 93, recentActivity: [] };

describe('statCards (spec section 2)', () => {
  it('has the five cards in order with their values', () => {
    expect(statCards(figures).map((c) => [c.label, c.value])).toEqual([
      ['Total Students', (1200).toLocaleString()],
      ['Active Classes', '4'],
      ['Uploaded Materials', '8'],
      ['Pending Tests', '2'],
      ['Avg Attendance', '93%'],
    ]);
  });
  it('colours Avg Attendance by the attendance thresholds', () => {
    expect(statCards(figures)[4]!.tone).toBe('success');
    expect(statCards({ ...figures, avgAttendance: 85 })[4]!.tone).toBe('warning');
    expect(statCards({ ...figures, avgAttendance: 0 })[4]!.tone).toBe('danger');
  });
});
