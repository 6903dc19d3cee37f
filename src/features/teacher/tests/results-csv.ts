import type { TestResults } from '../../../contract/index.ts';
import { toCsv } from '../shared/csv.ts';
import { RESULT_STATE_LABELS } from './results-rules.ts';

export const RESULTS_CSV_HEADER = ['Student ID', 'Name', 'Class', 'State', 'Attempts', 'Score', 'Total Points', 'Percentage', 'Passed', 'Submitted At'] as const;

/**
 * One row per learner of the assigned classes. Empty cells where nothing is known yet (no
 * score before submission, no percentage before grading); Submitted At stays the server's ISO
 * instant so a spreadsheet sorts it.
 */
export function resultsCsv(r: TestResults): string {
  const rows = r.students.map((s) => [
    s.studentId,
    s.name,
    s.class,
    RESULT_STATE_LABELS[s.state],
    s.attempts,
    s.score ?? '',
    r.test.totalPoints,
    s.percentage ?? '',
    s.passed === null ? '' : s.passed ? 'Yes' : 'No',
    s.submittedAt ?? '',
  ]);
  return toCsv([RESULTS_CSV_HEADER, ...rows]);
}

/** Longest part of the file name taken from the title, so the name stays within file system limits. */
const MAX_TITLE_CHARS = 80;

/**
 * '<test title>-results.csv': characters no file system accepts become '-', runs of spaces
 * one space, leading dots go (no hidden or relative name), and the title is cut to 80 characters.
 */
export function resultsFileName(title: string): string {
  const cleaned = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  // Cut by characters, not UTF-16 units, so no emoji is split in half.
  const safe = Array.from(cleaned).slice(0, MAX_TITLE_CHARS).join('').trim();
  return `${safe || 'test'}-results.csv`;
}
