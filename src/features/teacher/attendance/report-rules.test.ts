import { describe, expect, it } from 'vitest';
import type { AttendanceReport } from '../../../contract/index.ts';
import { csvCell, toCsv } from '../shared/csv.ts';
import {
  addDays,
  barHeight,
  defaultRange,
  dotLetter,
  rangeProblem,
  reportCsv,
  reportFileName,
  termRange,
  trendComparison,
  trendText,
} from './report-rules.ts';

describe('date range', () => {
  it('defaults to the 30 days up to today', () => {
    expect(defaultRange('2025-03-30')).toEqual({ start: '2025-03-01', end: '2025-03-30' });
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it("opens on the term so far, kept within a range the server takes", () => {
    expect(termRange('2025-01-01', '2025-03-30')).toEqual({ start: '2025-01-01', end: '2025-03-30' });
    expect(termRange('2025-03-30', '2025-03-30')).toEqual({ start: '2025-03-30', end: '2025-03-30' });
    // A term that starts after today shows today; one that began over 366 days ago, the last 366.
    expect(termRange('2025-04-02', '2025-03-30')).toEqual({ start: '2025-03-30', end: '2025-03-30' });
    expect(termRange('2023-09-01', '2025-03-30')).toEqual({ start: '2024-03-29', end: '2025-03-30' });
    expect(rangeProblem(termRange('2023-09-01', '2025-03-30').start, '2025-03-30')).toBeNull();
  });
  it('refuses an empty, reversed or too long range', () => {
    expect(rangeProblem('', '2025-01-01')).toBe('Choose a start and an end date.');
    expect(rangeProblem('2025-02-01', '2025-01-01')).toBe('The start date must be on or before the end date.');
    expect(rangeProblem('2024-01-01', '2025-06-01')).toBe('Choose a range of at most 366 days.');
    expect(rangeProblem('2025-01-01', '2025-01-01')).toBeNull();
  });
});

describe('trend indicator', () => {
  it("reads '+2%' or '-1%'", () => {
    expect(trendText(2)).toBe('+2%');
    expect(trendText(-1)).toBe('-1%');
    expect(trendText(0)).toBe('+0%');
  });
  it("says 'from last month' for a month-long range, else names the compared period", () => {
    expect(trendComparison('2025-03-01', '2025-03-30')).toBe('from last month');
    expect(trendComparison('2025-02-01', '2025-02-28')).toBe('from last month');
    expect(trendComparison('2025-03-01', '2025-03-07')).toBe('from the previous 7 days');
    expect(trendComparison('2025-03-01', '2025-03-01')).toBe('from the previous day');
  });
});

describe('recent records and bars', () => {
  it('letters marks P, A (late L)', () => {
    expect(['present', 'absent', 'late'].map(dotLetter)).toEqual(['P', 'A', 'L']);
  });
  it('draws no bar for a week without marks and a sliver for 0%', () => {
    expect(barHeight(0, 0)).toBe(0);
    expect(barHeight(0, 10)).toBe(2);
    expect(barHeight(87, 10)).toBe(87);
  });
});

describe('CSV export', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(42)).toBe('42');
    expect(toCsv([['a', 'b'], [1, 2]])).toBe('a,b\r\n1,2\r\n');
  });
  it('writes one row per student of the shown report', () => {
    const report: AttendanceReport = {
      class: 'Class B',
      start: '2025-03-01',
      end: '2025-03-30',
      students: [
        { id: 'S1', name: '=cmd|calc', rollNo: 1, attendance: 80, records: [{ date: '2025-03-29', status: 'present' }, { date: '2025-03-30', status: 'absent' }] },
      ],
      summary: { totalStudents: 1, averageAttendance: 80, totalPresent: 0, totalAbsent: 1, date: '2025-03-30', trend: 'up', change: 2 },
      weeklyTrend: [],
    };
    expect(reportCsv(report)).toBe(
      'Student ID,Student,Roll No,Attendance %,Recent Records\r\n' + "S1,'=cmd|calc,1,80,2025-03-29 P; 2025-03-30 A\r\n",
    );
    expect(reportFileName(report)).toBe('attendance-class-b-2025-03-01-to-2025-03-30.csv');
  });
});
