import { describe, expect, it } from 'vitest';
import type { TestResult } from './model.ts';
import {
  averagePercent,
  clampPercent,
  gradeLetter,
  overallStats,
  recentResults,
  scoreBand,
  subjectPerformance,
} from './stats.ts';
import { RESULTS } from '../../../test-support/learner-tests.ts';

const r = (subject: string, marks: number, totalMarks: number): TestResult => ({
  id: 0,
  testId: 0,
  testName: 't',
  subject,
  date: '2024-01-01',
  marks,
  totalMarks,
  percentage: 0,
  passed: false,
});

describe('averages (round(sum marks / sum totalMarks x 100))', () => {
  it('weights by total marks, not by mean of percentages', () => {
    // 45/50 and 10/100: mean of percentages would be 50; the rule gives 55/150 = 36.67 -> 37
    expect(averagePercent([r('A', 45, 50), r('A', 10, 100)])).toBe(37);
  });
  it('rounds half up', () => {
    expect(averagePercent([r('A', 1, 8)])).toBe(13); // 12.5
  });
  it('is 0 for no results', () => {
    expect(averagePercent([])).toBe(0);
  });
  it('overall stats: sums, the weighted average and its grade letter', () => {
    expect(overallStats(RESULTS)).toEqual({
      average: 80,
      testsTaken: 5,
      totalMarks: 318,
      totalPossible: 400,
      gradeLevel: 'B',
    });
  });
  it("shows '-' as the grade before any graded test", () => {
    expect(overallStats([])).toEqual({ average: 0, testsTaken: 0, totalMarks: 0, totalPossible: 0, gradeLevel: '-' });
  });
});

describe('subject performance', () => {
  it('groups by subject in order of first appearance', () => {
    expect(subjectPerformance(RESULTS)).toEqual([
      { subject: 'Mathematics', average: 91, count: 2 },
      { subject: 'Physics', average: 71, count: 2 },
      { subject: 'Chemistry', average: 74, count: 1 },
    ]);
  });
});

/** The edges of bands given by their lowest percent, best first: 100, then each lowest and the percent just under it, down to 0. */
function bandEdges<B extends string>(lowest: Record<B, number>): [number, B][] {
  const bands = Object.entries(lowest) as [B, number][];
  const edges: [number, B][] = [[100, bands[0]![0]]];
  bands.forEach(([band, min], i) => {
    edges.push([min, band]);
    const next = bands[i + 1];
    if (next) edges.push([min - 1, next[0]]);
  });
  return edges;
}

describe('score bands (90 green, 80 blue, 70 yellow, else red)', () => {
  it.each(bandEdges({ excellent: 90, good: 80, average: 70, low: 0 }))('%i%% is %s', (p, band) =>
    expect(scoreBand(p)).toBe(band),
  );
});

describe('grade letter from the average (A >= 90, B >= 80, C >= 70, D >= 60, else F)', () => {
  it.each(bandEdges({ A: 90, B: 80, C: 70, D: 60, F: 0 }))('%i%% is %s', (p, letter) => expect(gradeLetter(p)).toBe(letter));
  it('follows the rounded average of marks, not the mean of percentages', () => {
    // 89/100 and 91/100 average 90: an A
    expect(overallStats([r('A', 89, 100), r('A', 91, 100)]).gradeLevel).toBe('A');
    // 179/200 = 89.5 rounds to 90: an A
    expect(overallStats([r('A', 179, 200)]).gradeLevel).toBe('A');
  });
});

describe('recent results and bars', () => {
  it('shows the first 3', () => {
    expect(recentResults(RESULTS).map((x) => x.id)).toEqual([1, 2, 3]);
  });
  it('clamps bar widths to 0..100', () => {
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
