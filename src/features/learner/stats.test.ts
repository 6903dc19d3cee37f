import { describe, expect, it } from 'vitest';
import { SAMPLE_TEST_RESULTS } from './sample-data.ts';
import { averagePercent, clampPercent, overallStats, recentResults, scoreBand, subjectPerformance, testsLabel } from './stats.ts';

const r = (subject: string, marks: number, totalMarks: number) => ({
  id: 0, testName: 't', subject, date: '2024-01-01', marks, totalMarks, percentage: 0,
});

describe('averages (spec 9: round(sum marks / sum totalMarks x 100))', () => {
  it('weights by total marks, not by mean of percentages', () => {
    // 45/50 and 10/100: mean of percentages would be 50; the spec's rule gives 55/150 = 36.67 -> 37
    expect(averagePercent([r('A', 45, 50), r('A', 10, 100)])).toBe(37);
  });
  it('rounds half up', () => {
    expect(averagePercent([r('A', 1, 8)])).toBe(13); // 12.5
  });
  it('is 0 for no results', () => {
    expect(averagePercent([])).toBe(0);
  });
  it('overall stats of the sample results', () => {
    expect(overallStats(SAMPLE_TEST_RESULTS)).toEqual({
      average: 80, testsTaken: 5, totalMarks: 318, totalPossible: 400, gradeLevel: 'A',
    });
  });
});

describe('subject performance', () => {
  it('groups by subject in order of first appearance', () => {
    expect(subjectPerformance(SAMPLE_TEST_RESULTS)).toEqual([
      { subject: 'Mathematics', average: 91, count: 2 },
      { subject: 'Physics', average: 71, count: 2 },
      { subject: 'Chemistry', average: 74, count: 1 },
    ]);
  });
  it("writes 'test' for one and 'tests' otherwise", () => {
    expect(testsLabel(1)).toBe('1 test');
    expect(testsLabel(2)).toBe('2 tests');
    expect(testsLabel(0)).toBe('0 tests');
  });
});

describe('score bands (spec 9: 90 green, 80 blue, 70 yellow, else red)', () => {
  it.each([
    [100, 'excellent'], [90, 'excellent'], [89, 'good'], [80, 'good'],
    [79, 'average'], [70, 'average'], [69, 'low'], [0, 'low'],
  ] as const)('%i%% is %s', (p, band) => expect(scoreBand(p)).toBe(band));
});

describe('recent results and bars', () => {
  it('shows the first 3', () => {
    expect(recentResults(SAMPLE_TEST_RESULTS).map((x) => x.id)).toEqual([1, 2, 3]);
  });
  it('clamps bar widths to 0..100', () => {
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
