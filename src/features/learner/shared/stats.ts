import { bandOf } from '../../../lib/band.ts';
import type { TestResult } from './model.ts';

/** round(sum of marks / sum of totalMarks x 100); 0 when there is nothing. */
export function averagePercent(results: readonly Pick<TestResult, 'marks' | 'totalMarks'>[]): number {
  const marks = results.reduce((s, r) => s + r.marks, 0);
  const total = results.reduce((s, r) => s + r.totalMarks, 0);
  return total > 0 ? Math.round((marks / total) * 100) : 0;
}

export type ScoreBand = 'excellent' | 'good' | 'average' | 'low';

/** Colour bands: >= 90 green, >= 80 blue, >= 70 yellow, otherwise red. */
export const scoreBand = (percent: number): ScoreBand => bandOf(percent, [90, 80, 70], ['excellent', 'good', 'average', 'low']);

export type GradeLetter = 'A' | 'B' | 'C' | 'D' | 'F';

/** The letter of an average: A >= 90, B >= 80, C >= 70, D >= 60, otherwise F. */
export const gradeLetter = (percent: number): GradeLetter => bandOf(percent, [90, 80, 70, 60], ['A', 'B', 'C', 'D', 'F']);

export interface OverallStats {
  average: number;
  testsTaken: number;
  totalMarks: number;
  totalPossible: number;
  /** The overall average's letter; '-' before any graded test. */
  gradeLevel: GradeLetter | '-';
}

export function overallStats(results: readonly TestResult[]): OverallStats {
  const average = averagePercent(results);
  return {
    average,
    testsTaken: results.length,
    totalMarks: results.reduce((s, r) => s + r.marks, 0),
    totalPossible: results.reduce((s, r) => s + r.totalMarks, 0),
    gradeLevel: results.length ? gradeLetter(average) : '-',
  };
}

export interface SubjectPerformance {
  subject: string;
  average: number;
  count: number;
}

/** One entry per subject, in order of first appearance. */
export function subjectPerformance(results: readonly TestResult[]): SubjectPerformance[] {
  const groups = new Map<string, TestResult[]>();
  for (const r of results) groups.set(r.subject, [...(groups.get(r.subject) ?? []), r]);
  return [...groups].map(([subject, rs]) => ({ subject, average: averagePercent(rs), count: rs.length }));
}

/** Recent results show the first 3. */
export const RECENT_RESULTS_COUNT = 3;
export const recentResults = (results: readonly TestResult[]): TestResult[] => results.slice(0, RECENT_RESULTS_COUNT);

/** A percentage clamped to 0..100 for bar widths. */
export const clampPercent = (n: number): number => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);
