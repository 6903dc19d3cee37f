import { describe, expect, it } from 'vitest';
import type { TestResults } from '../../../contract/index.ts';
import { readCsv } from '../../../test-support/csv.ts';
import { resultsCsv, resultsFileName } from './results-csv.ts';
import { managedTest, resultRow, resultsSummary, type ResultRow } from './results-fixtures.ts';
import { testResultsMessages } from './results-messages.ts';

const test = managedTest({
  id: 7,
  title: 'Algebra Quiz',
  questions: 2,
  totalPoints: 10,
  assignedTo: ['Class A'],
  submissions: 2,
  averageScore: 80,
  timeLimit: 30,
  passingScore: 70,
});
const student = (over: Partial<ResultRow>): ResultRow => resultRow({ studentId: 'S001', name: 'Ana', ...over });
const results = (students: ResultRow[]): TestResults => ({ test, summary: resultsSummary(), students });

describe('results CSV', () => {
  it('writes the header and one row per student, empty where nothing is known yet', () => {
    const csv = resultsCsv(
      results([
        student({
          name: 'Ana Lima',
          state: 'graded',
          attempts: 2,
          attemptId: 3,
          score: 8.5,
          percentage: 85,
          passed: true,
          submittedAt: '2025-03-15T10:30:00.000Z',
        }),
        student({
          studentId: 'S002',
          name: 'Ben Ode',
          class: 'Class B',
          state: 'submitted',
          attempts: 1,
          attemptId: 4,
          score: 4,
          submittedAt: '2025-03-15T11:00:00.000Z',
        }),
        student({
          studentId: 'S003',
          name: 'Cy Park',
          state: 'graded',
          attempts: 1,
          attemptId: 5,
          score: 3,
          percentage: 30,
          passed: false,
          submittedAt: '2025-03-15T12:00:00.000Z',
        }),
        student({ studentId: 'S004', name: 'Di Ross' }),
      ]),
      testResultsMessages.en,
    );
    expect(csv.split('\r\n')[1]).toBe('"S001","Ana Lima","Class A","Graded",2,8.5,10,85,"Yes","2025-03-15T10:30:00.000Z"');
    expect(readCsv(csv)).toEqual([
      ['Student ID', 'Name', 'Class', 'State', 'Attempts', 'Score', 'Total Points', 'Percentage', 'Passed', 'Submitted At'],
      ['S001', 'Ana Lima', 'Class A', 'Graded', '2', '8.5', '10', '85', 'Yes', '2025-03-15T10:30:00.000Z'],
      ['S002', 'Ben Ode', 'Class B', 'Submitted', '1', '4', '10', '', '', '2025-03-15T11:00:00.000Z'],
      ['S003', 'Cy Park', 'Class A', 'Graded', '1', '3', '10', '30', 'No', '2025-03-15T12:00:00.000Z'],
      ['S004', 'Di Ross', 'Class A', 'Not started', '0', '', '10', '', '', ''],
    ]);
  });

  it('prefixes cells a spreadsheet would run as formulas and escapes quotes and commas', () => {
    const csv = resultsCsv(
      results([
        student({ name: '=HYPERLINK("http://evil.test","x")' }),
        student({ name: '+1 555' }),
        student({ name: '-Bob' }),
        student({ name: '@SUM(A1:A9)' }),
        student({ name: 'Smith, "Jo"' }),
      ]),
      testResultsMessages.en,
    );
    const names = readCsv(csv)
      .slice(1)
      .map((row) => row[1]);
    expect(names).toEqual(['\'=HYPERLINK("http://evil.test","x")', "'+1 555", "'-Bob", "'@SUM(A1:A9)", 'Smith, "Jo"']);
  });

  it('names the file after the test, without characters file systems refuse', () => {
    expect(resultsFileName('Algebra Quiz', testResultsMessages.en)).toBe('Algebra Quiz-results.csv');
    expect(resultsFileName('Unit 1/2: "Fractions"?', testResultsMessages.en)).toBe('Unit 1-2- -Fractions--results.csv');
    expect(resultsFileName('  ', testResultsMessages.en)).toBe('test-results.csv');
    expect(resultsFileName('..', testResultsMessages.en)).toBe('test-results.csv');
    expect(resultsFileName('Tab\there  and   spaces', testResultsMessages.en)).toBe('Tab-here and spaces-results.csv');
  });

  it('names the file in the language of the texts', async () => {
    const es = await testResultsMessages.load.es();
    expect(resultsFileName('Álgebra', es)).toBe('Álgebra-resultados.csv');
    expect(readCsv(resultsCsv(results([student({ state: 'graded', passed: true })]), es))[1]).toEqual([
      'S001',
      'Ana',
      'Class A',
      'Calificada',
      '0',
      '',
      '10',
      '',
      'Sí',
      '',
    ]);
  });

  it('cuts a long title to 80 characters without splitting an emoji', () => {
    expect(resultsFileName('x'.repeat(200), testResultsMessages.en)).toBe(`${'x'.repeat(80)}-results.csv`);
    expect(resultsFileName(`${'x'.repeat(79)}😀😀`, testResultsMessages.en)).toBe(`${'x'.repeat(79)}😀-results.csv`);
  });
});
