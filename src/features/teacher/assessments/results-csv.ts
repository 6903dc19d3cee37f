import type { TestResults } from '../../../contract/index.ts';
import { toCsv } from '../shared/csv.ts';
import type { TestResultsMessages } from './results-messages.ts';

/** The export's columns, in order. */
const COLUMNS = [
  'studentId',
  'name',
  'class',
  'state',
  'attempts',
  'score',
  'totalPoints',
  'percentage',
  'passed',
  'submittedAt',
] as const;

/**
 * One row per learner of the assigned classes, headed and worded in `m`'s language. Empty cells
 * where nothing is known yet (no score before submission, no percentage before grading);
 * numbers stay plain and Submitted At the server's ISO instant, so a spreadsheet reads and
 * sorts them.
 */
export function resultsCsv(r: TestResults, m: TestResultsMessages): string {
  const rows = r.students.map((s) => [
    s.studentId,
    s.name,
    s.class,
    m.state[s.state],
    s.attempts,
    s.score ?? '',
    r.test.totalPoints,
    s.percentage ?? '',
    s.passed === null ? '' : s.passed ? m.csvYes : m.csvNo,
    s.submittedAt ?? '',
  ]);
  return toCsv([COLUMNS.map((c) => m.csvColumns[c]), ...rows]);
}

/** Longest part of the file name taken from the title, so the name stays within file system limits. */
const MAX_TITLE_CHARS = 80;

/**
 * '<test title>-results.csv' in `m`'s language: characters no file system accepts become '-',
 * runs of spaces one space, leading dots go (no hidden or relative name), and the title is cut
 * to 80 characters.
 */
export function resultsFileName(title: string, m: TestResultsMessages): string {
  const cleaned = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  // Cut by characters, not UTF-16 units, so no emoji is split in half.
  const safe = Array.from(cleaned).slice(0, MAX_TITLE_CHARS).join('').trim();
  return m.csvFileName(safe || m.csvUntitled);
}
